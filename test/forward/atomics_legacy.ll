; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void histo(global const uchar *data, volatile global uint *bins, volatile global int *flag) {
;   size_t i = get_global_id(0);
;   atomic_add(&bins[data[i]], 1u);
;   atomic_inc(&bins[256]);
;   atomic_max(&bins[257], (uint)data[i]);
;   atomic_cmpxchg(flag, 0, 1);
;   atomic_xchg(flag + 1, (int)i);
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %histo "histo"
; CHECK-DAG: OpAtomicIAdd
; CHECK-DAG: OpAtomicIIncrement
; CHECK-DAG: OpAtomicUMax
; CHECK-DAG: OpAtomicCompareExchange
; CHECK-DAG: OpAtomicExchange
; CHECK-DAG: OpUConvert
; CHECK-DAG: OpBitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @histo(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %4
  %6 = load i8, ptr addrspace(1) %5, align 1, !tbaa !12
  %7 = zext i8 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  %9 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %8, i32 noundef 1) #5
  %10 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 1024
  %11 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef nonnull %10) #5
  %12 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 1028
  %13 = load i8, ptr addrspace(1) %5, align 1, !tbaa !12
  %14 = zext i8 %13 to i32
  %15 = tail call spir_func i32 @_Z10atomic_maxPU3AS1Vjj(ptr addrspace(1) noundef nonnull %12, i32 noundef %14) #5
  %16 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef align 4 %2, i32 noundef 0, i32 noundef 1) #5
  %17 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 4
  %18 = trunc i64 %4 to i32
  %19 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1) noundef nonnull %17, i32 noundef %18) #5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_histo(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %4
  %6 = load i8, ptr addrspace(1) %5, align 1, !tbaa !12
  %7 = zext i8 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  %9 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %8, i32 noundef 1) #5
  %10 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 1024
  %11 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef nonnull %10) #5
  %12 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 1028
  %13 = load i8, ptr addrspace(1) %5, align 1, !tbaa !12
  %14 = zext i8 %13 to i32
  %15 = tail call spir_func i32 @_Z10atomic_maxPU3AS1Vjj(ptr addrspace(1) noundef nonnull %12, i32 noundef %14) #5
  %16 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %2, i32 noundef 0, i32 noundef 1) #5
  %17 = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 4
  %18 = trunc i64 %4 to i32
  %19 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1) noundef nonnull %17, i32 noundef %18) #5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_maxPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"uchar*", !"uint*", !"int*"}
!11 = !{!"const", !"volatile", !"volatile"}
!12 = !{!6, !6, i64 0}
