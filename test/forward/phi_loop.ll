; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void collatz(global uint *inout) {
;   size_t i = get_global_id(0);
;   uint n = inout[i];
;   uint steps = 0;
;   while (n != 1 && steps < 1000) {
;     n = (n & 1) ? 3 * n + 1 : n / 2;
;     steps++;
;   }
;   inout[i] = steps;
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %collatz "collatz"
; CHECK-DAG: OpPhi
; CHECK-DAG: OpSelect
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @collatz(ptr addrspace(1) noundef align 4 captures(none) %0) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %3 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %2
  %4 = load i32, ptr addrspace(1) %3, align 4, !tbaa !4
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %19, label %6

6:                                                ; preds = %1, %6
  %7 = phi i32 [ %15, %6 ], [ 0, %1 ]
  %8 = phi i32 [ %14, %6 ], [ %4, %1 ]
  %9 = and i32 %8, 1
  %10 = icmp eq i32 %9, 0
  %11 = mul i32 %8, 3
  %12 = add i32 %11, 1
  %13 = lshr exact i32 %8, 1
  %14 = select i1 %10, i32 %13, i32 %12
  %15 = add nuw nsw i32 %7, 1
  %16 = icmp ne i32 %14, 1
  %17 = icmp samesign ult i32 %7, 999
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %6, label %19

19:                                               ; preds = %6, %1
  %20 = phi i32 [ 0, %1 ], [ %15, %6 ]
  store i32 %20, ptr addrspace(1) %3, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_collatz(ptr addrspace(1) noundef align 4 captures(none) %0) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %3 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %2
  %4 = load i32, ptr addrspace(1) %3, align 4, !tbaa !4
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %19, label %6

6:                                                ; preds = %1, %6
  %7 = phi i32 [ %15, %6 ], [ 0, %1 ]
  %8 = phi i32 [ %14, %6 ], [ %4, %1 ]
  %9 = and i32 %8, 1
  %10 = icmp eq i32 %9, 0
  %11 = mul i32 %8, 3
  %12 = add i32 %11, 1
  %13 = lshr exact i32 %8, 1
  %14 = select i1 %10, i32 %13, i32 %12
  %15 = add nuw nsw i32 %7, 1
  %16 = icmp ne i32 %14, 1
  %17 = icmp samesign ult i32 %7, 999
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %6, label %19

19:                                               ; preds = %6, %1
  %20 = phi i32 [ 0, %1 ], [ %15, %6 ]
  store i32 %20, ptr addrspace(1) %3, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }

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
!8 = !{i32 1}
!9 = !{!"none"}
!10 = !{!"uint*"}
!11 = !{!""}
