; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; __attribute__((reqd_work_group_size(8, 4, 1)))
; kernel void reqd(global int *a) { a[get_global_id(0)] = get_local_size(1); }
; 
; __attribute__((work_group_size_hint(64, 1, 1)))
; kernel void hint(global int *a) { a[get_global_id(0)] *= 2; }
; 
; __attribute__((vec_type_hint(float4)))
; kernel void vth(global float4 *a) { a[get_global_id(0)] += (float4)(1.0f); }
; 
; __attribute__((reqd_work_group_size(16, 16, 1))) __attribute__((vec_type_hint(int)))
; kernel void both(global int *a) { a[get_global_id(1) * 16 + get_global_id(0)] = 1; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpEntryPoint Kernel %reqd "reqd"
; CHECK-DAG: OpEntryPoint Kernel %hint "hint"
; CHECK-DAG: OpEntryPoint Kernel %vth "vth"
; CHECK-DAG: OpExecutionMode %reqd LocalSize 8 4 1
; CHECK-DAG: OpExecutionMode %hint LocalSizeHint 64 1 1
; CHECK-DAG: OpExecutionMode %vth VecTypeHint 262149
; CHECK-DAG: OpUConvert
; CHECK-DAG: OpBitcast
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_kernel void @reqd(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !reqd_work_group_size !12 {
  %2 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 1) #5
  %3 = trunc i64 %2 to i32
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  store i32 %3, ptr addrspace(1) %5, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_func void @__clang_ocl_kern_imp_reqd(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !reqd_work_group_size !12 {
  %2 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 1) #5
  %3 = trunc i64 %2 to i32
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %4
  store i32 %3, ptr addrspace(1) %5, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @hint(ptr addrspace(1) noundef align 4 captures(none) %0) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !work_group_size_hint !13 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %3 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %2
  %4 = load i32, ptr addrspace(1) %3, align 4, !tbaa !4
  %5 = shl nsw i32 %4, 1
  store i32 %5, ptr addrspace(1) %3, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_hint(ptr addrspace(1) noundef align 4 captures(none) %0) local_unnamed_addr #3 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !work_group_size_hint !13 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %3 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %2
  %4 = load i32, ptr addrspace(1) %3, align 4, !tbaa !4
  %5 = shl nsw i32 %4, 1
  store i32 %5, ptr addrspace(1) %3, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @vth(ptr addrspace(1) noundef align 16 captures(none) %0) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !14 !kernel_arg_base_type !15 !kernel_arg_type_qual !11 !vec_type_hint !16 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %3 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i64 %2
  %4 = load <4 x float>, ptr addrspace(1) %3, align 16, !tbaa !17
  %5 = fadd <4 x float> %4, splat (float 1.000000e+00)
  store <4 x float> %5, ptr addrspace(1) %3, align 16, !tbaa !17
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_vth(ptr addrspace(1) noundef align 16 captures(none) %0) local_unnamed_addr #3 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !14 !kernel_arg_base_type !15 !kernel_arg_type_qual !11 !vec_type_hint !16 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %3 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i64 %2
  %4 = load <4 x float>, ptr addrspace(1) %3, align 16, !tbaa !17
  %5 = fadd <4 x float> %4, splat (float 1.000000e+00)
  store <4 x float> %5, ptr addrspace(1) %3, align 16, !tbaa !17
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_kernel void @both(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !reqd_work_group_size !18 !vec_type_hint !19 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %4 = shl i64 %2, 6
  %5 = getelementptr i8, ptr addrspace(1) %0, i64 %4
  %6 = getelementptr i32, ptr addrspace(1) %5, i64 %3
  store i32 1, ptr addrspace(1) %6, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_func void @__clang_ocl_kern_imp_both(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !reqd_work_group_size !18 !vec_type_hint !19 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %4 = shl i64 %2, 6
  %5 = getelementptr i8, ptr addrspace(1) %0, i64 %4
  %6 = getelementptr i32, ptr addrspace(1) %5, i64 %3
  store i32 1, ptr addrspace(1) %6, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }

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
!10 = !{!"int*"}
!11 = !{!""}
!12 = !{i32 8, i32 4, i32 1}
!13 = !{i32 64, i32 1, i32 1}
!14 = !{!"float4*"}
!15 = !{!"float __attribute__((ext_vector_type(4)))*"}
!16 = !{<4 x float> poison, i32 0}
!17 = !{!6, !6, i64 0}
!18 = !{i32 16, i32 16, i32 1}
!19 = !{i32 poison, i32 1}
