; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void reduce_max(global const int *in, global int *out, int n) {
;   local int tile[64];
;   size_t lid = get_local_id(0);
;   tile[lid] = in[get_global_id(0)];
;   work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
;   if (lid == 0) {
;     int m = tile[0];
;     for (int i = 1; i < n; i++)
;       m = max(m, tile[i]);
;     out[get_group_id(0)] = m;
;   }
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %reduce_max "reduce_max"
; CHECK-DAG: OpControlBarrier %uint_2 %uint_2 %uint_784
; CHECK-DAG: OpPhi
; CHECK-DAG: OpExtInst %uint %{{[0-9]+}} s_max
; CHECK-DAG: OpVariable %_ptr_Workgroup__arr_uint_ulong_64 Workgroup
; CHECK-DAG: OpUConvert
; CHECK-DAG: OpBitcast
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@reduce_max.tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @reduce_max(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !4
  %8 = getelementptr inbounds nuw i32, ptr addrspace(3) @reduce_max.tile, i64 %4
  store i32 %7, ptr addrspace(3) %8, align 4, !tbaa !4
  tail call spir_func void @_Z18work_group_barrierj(i32 noundef 3) #5
  %9 = icmp eq i64 %4, 0
  br i1 %9, label %10, label %26

10:                                               ; preds = %3
  %11 = load i32, ptr addrspace(3) @reduce_max.tile, align 4, !tbaa !4
  %12 = icmp sgt i32 %2, 1
  br i1 %12, label %17, label %13

13:                                               ; preds = %17, %10
  %14 = phi i32 [ %11, %10 ], [ %23, %17 ]
  %15 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %14, ptr addrspace(1) %16, align 4, !tbaa !4
  br label %26

17:                                               ; preds = %10, %17
  %18 = phi i32 [ %24, %17 ], [ 1, %10 ]
  %19 = phi i32 [ %23, %17 ], [ %11, %10 ]
  %20 = zext nneg i32 %18 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspace(3) @reduce_max.tile, i64 %20
  %22 = load i32, ptr addrspace(3) %21, align 4, !tbaa !4
  %23 = tail call spir_func i32 @_Z3maxii(i32 noundef %19, i32 noundef %22) #4
  %24 = add nuw nsw i32 %18, 1
  %25 = icmp slt i32 %24, %2
  br i1 %25, label %17, label %13

26:                                               ; preds = %3, %13
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reduce_max(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !4
  %8 = getelementptr inbounds nuw i32, ptr addrspace(3) @reduce_max.tile, i64 %4
  store i32 %7, ptr addrspace(3) %8, align 4, !tbaa !4
  tail call spir_func void @_Z18work_group_barrierj(i32 noundef 3) #5
  %9 = icmp eq i64 %4, 0
  br i1 %9, label %10, label %26

10:                                               ; preds = %3
  %11 = load i32, ptr addrspace(3) @reduce_max.tile, align 4, !tbaa !4
  %12 = icmp sgt i32 %2, 1
  br i1 %12, label %17, label %13

13:                                               ; preds = %17, %10
  %14 = phi i32 [ %11, %10 ], [ %23, %17 ]
  %15 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15
  store i32 %14, ptr addrspace(1) %16, align 4, !tbaa !4
  br label %26

17:                                               ; preds = %10, %17
  %18 = phi i32 [ %24, %17 ], [ 1, %10 ]
  %19 = phi i32 [ %23, %17 ], [ %11, %10 ]
  %20 = zext nneg i32 %18 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspace(3) @reduce_max.tile, i64 %20
  %22 = load i32, ptr addrspace(3) %21, align 4, !tbaa !4
  %23 = tail call spir_func i32 @_Z3maxii(i32 noundef %19, i32 noundef %22) #4
  %24 = add nuw nsw i32 %18, 1
  %25 = icmp slt i32 %24, %2
  br i1 %25, label %17, label %13

26:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z18work_group_barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"int"}
!11 = !{!"const", !"", !""}
