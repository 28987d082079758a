; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void reduce_sum(global const float *in, global float *out, local float *scratch) {
;   size_t lid = get_local_id(0);
;   size_t gid = get_global_id(0);
;   scratch[lid] = in[gid];
;   barrier(CLK_LOCAL_MEM_FENCE);
;   for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
;     if (lid < s)
;       scratch[lid] += scratch[lid + s];
;     barrier(CLK_LOCAL_MEM_FENCE);
;   }
;   if (lid == 0)
;     out[get_group_id(0)] = scratch[0];
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %reduce_sum "reduce_sum"
; CHECK-DAG: OpControlBarrier %uint_2 %uint_2 %uint_272
; CHECK-DAG: OpPhi

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @reduce_sum(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noundef align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load float, ptr addrspace(1) %6, align 4, !tbaa !12
  %8 = getelementptr inbounds nuw float, ptr addrspace(3) %2, i64 %4
  store float %7, ptr addrspace(3) %8, align 4, !tbaa !12
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %9 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %10 = lshr i64 %9, 1
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %22, %3
  %13 = icmp eq i64 %4, 0
  br i1 %13, label %25, label %29

14:                                               ; preds = %3, %22
  %15 = phi i64 [ %23, %22 ], [ %10, %3 ]
  %16 = icmp ult i64 %4, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %14
  %18 = getelementptr inbounds nuw float, ptr addrspace(3) %8, i64 %15
  %19 = load float, ptr addrspace(3) %18, align 4, !tbaa !12
  %20 = load float, ptr addrspace(3) %8, align 4, !tbaa !12
  %21 = fadd float %19, %20
  store float %21, ptr addrspace(3) %8, align 4, !tbaa !12
  br label %22

22:                                               ; preds = %17, %14
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %23 = lshr i64 %15, 1
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %12, label %14

25:                                               ; preds = %12
  %26 = load float, ptr addrspace(3) %2, align 4, !tbaa !12
  %27 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %27
  store float %26, ptr addrspace(1) %28, align 4, !tbaa !12
  br label %29

29:                                               ; preds = %12, %25
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reduce_sum(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noundef align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load float, ptr addrspace(1) %6, align 4, !tbaa !12
  %8 = getelementptr inbounds nuw float, ptr addrspace(3) %2, i64 %4
  store float %7, ptr addrspace(3) %8, align 4, !tbaa !12
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %9 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %10 = lshr i64 %9, 1
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %22, %3
  %13 = icmp eq i64 %4, 0
  br i1 %13, label %25, label %29

14:                                               ; preds = %3, %22
  %15 = phi i64 [ %23, %22 ], [ %10, %3 ]
  %16 = icmp ult i64 %4, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %14
  %18 = getelementptr inbounds nuw float, ptr addrspace(3) %8, i64 %15
  %19 = load float, ptr addrspace(3) %18, align 4, !tbaa !12
  %20 = load float, ptr addrspace(3) %8, align 4, !tbaa !12
  %21 = fadd float %19, %20
  store float %21, ptr addrspace(3) %8, align 4, !tbaa !12
  br label %22

22:                                               ; preds = %17, %14
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %23 = lshr i64 %15, 1
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %12, label %14

25:                                               ; preds = %12
  %26 = load float, ptr addrspace(3) %2, align 4, !tbaa !12
  %27 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %27
  store float %26, ptr addrspace(1) %28, align 4, !tbaa !12
  br label %29

29:                                               ; preds = %25, %12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 3}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*"}
!11 = !{!"const", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
