; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void wgfuncs(global int *a, global float *f) {
;   size_t i = get_global_id(0);
;   int s = work_group_reduce_add(a[i]);
;   float m = work_group_scan_inclusive_max(f[i]);
;   int b = work_group_broadcast(a[i], 0);
;   a[i] = s + b + work_group_all(a[i] > 0) + work_group_any(a[i] < 0);
;   f[i] = m;
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %wgfuncs "wgfuncs"
; CHECK-DAG: NoSignedWrap
; The work-group builtins are the Groups instructions, int predicates
; selected from their bools.
; CHECK-DAG: OpCapability Groups
; CHECK-DAG: OpGroupIAdd %uint %uint_2 Reduce
; CHECK-DAG: OpGroupFMax %float %uint_2 InclusiveScan
; CHECK-DAG: OpGroupBroadcast %uint %uint_2 %{{[0-9]+}} %ulong_0
; CHECK-DAG: [[ALL:%[0-9]+]] = OpGroupAll %bool %uint_2
; CHECK-DAG: OpSelect %uint [[ALL]] %uint_1 %uint_0
; CHECK-DAG: OpGroupAny %bool %uint_2
; CHECK-NOT: OpFunctionCall %uint

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @wgfuncs(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %6 = tail call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %5) #5
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %3
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !12
  %9 = tail call spir_func float @_Z29work_group_scan_inclusive_maxf(float noundef %8) #5
  %10 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %11 = tail call spir_func i32 @_Z20work_group_broadcastim(i32 noundef %10, i64 noundef 0) #5
  %12 = add nsw i32 %11, %6
  %13 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %14 = icmp sgt i32 %13, 0
  %15 = zext i1 %14 to i32
  %16 = tail call spir_func i32 @_Z14work_group_alli(i32 noundef %15) #5
  %17 = add nsw i32 %12, %16
  %18 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %19 = lshr i32 %18, 31
  %20 = tail call spir_func i32 @_Z14work_group_anyi(i32 noundef %19) #5
  %21 = add nsw i32 %17, %20
  store i32 %21, ptr addrspace(1) %4, align 4, !tbaa !4
  store float %9, ptr addrspace(1) %7, align 4, !tbaa !12
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_wgfuncs(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %6 = tail call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %5) #5
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %3
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !12
  %9 = tail call spir_func float @_Z29work_group_scan_inclusive_maxf(float noundef %8) #5
  %10 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %11 = tail call spir_func i32 @_Z20work_group_broadcastim(i32 noundef %10, i64 noundef 0) #5
  %12 = add nsw i32 %11, %6
  %13 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %14 = icmp sgt i32 %13, 0
  %15 = zext i1 %14 to i32
  %16 = tail call spir_func i32 @_Z14work_group_alli(i32 noundef %15) #5
  %17 = add nsw i32 %12, %16
  %18 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %19 = lshr i32 %18, 31
  %20 = tail call spir_func i32 @_Z14work_group_anyi(i32 noundef %19) #5
  %21 = add nsw i32 %17, %20
  store i32 %21, ptr addrspace(1) %4, align 4, !tbaa !4
  store float %9, ptr addrspace(1) %7, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func float @_Z29work_group_scan_inclusive_maxf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z14work_group_alli(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z14work_group_anyi(i32 noundef) local_unnamed_addr #3

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
!8 = !{i32 1, i32 1}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"float*"}
!11 = !{!"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
