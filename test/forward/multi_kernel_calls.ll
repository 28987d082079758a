; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; static float helper(float x, float y) { return x * y + 1.0f; }
; float shared_fn(global float *p, int k) { return p[k] * 2.0f; }
; kernel void k1(global float *a) { a[get_global_id(0)] = helper(a[0], shared_fn(a, 1)); }
; kernel void k2(global float *a, float s) { a[get_global_id(0)] = shared_fn(a, 2) * s; k1(a); }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpEntryPoint Kernel %k1 "k1"
; CHECK-DAG: OpEntryPoint Kernel %k2 "k2"
; CHECK-DAG: OpExtInst %float %{{[0-9]+}} mad
; CHECK-DAG: OpSConvert
; CHECK-DAG: OpBitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local spir_func float @shared_fn(ptr addrspace(1) noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !8
  %6 = fmul float %5, 2.000000e+00
  ret float %6
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @k1(ptr addrspace(1) noundef align 4 captures(none) %0) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %2 = load float, ptr addrspace(1) %0, align 4, !tbaa !8
  %3 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  %4 = load float, ptr addrspace(1) %3, align 4, !tbaa !8
  %5 = fmul float %4, 2.000000e+00
  %6 = tail call noundef float @llvm.fmuladd.f32(float %2, float %5, float 1.000000e+00)
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  store float %6, ptr addrspace(1) %8, align 4, !tbaa !8
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_k1(ptr addrspace(1) noundef align 4 captures(none) %0) local_unnamed_addr #2 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %2 = load float, ptr addrspace(1) %0, align 4, !tbaa !8
  %3 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  %4 = load float, ptr addrspace(1) %3, align 4, !tbaa !8
  %5 = fmul float %4, 2.000000e+00
  %6 = tail call noundef float @llvm.fmuladd.f32(float %2, float %5, float 1.000000e+00)
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  store float %6, ptr addrspace(1) %8, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @k2(ptr addrspace(1) noundef align 4 captures(none) %0, float noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %3 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 8
  %4 = load float, ptr addrspace(1) %3, align 4, !tbaa !8
  %5 = fmul float %4, 2.000000e+00
  %6 = fmul float %1, %5
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  store float %6, ptr addrspace(1) %8, align 4, !tbaa !8
  %9 = load float, ptr addrspace(1) %0, align 4, !tbaa !8
  %10 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !8
  %12 = fmul float %11, 2.000000e+00
  %13 = tail call noundef float @llvm.fmuladd.f32(float %9, float %12, float 1.000000e+00)
  store float %13, ptr addrspace(1) %8, align 4, !tbaa !8
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_k2(ptr addrspace(1) noundef align 4 captures(none) %0, float noundef %1) local_unnamed_addr #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %3 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 8
  %4 = load float, ptr addrspace(1) %3, align 4, !tbaa !8
  %5 = fmul float %4, 2.000000e+00
  %6 = fmul float %1, %5
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %7
  store float %6, ptr addrspace(1) %8, align 4, !tbaa !8
  %9 = load float, ptr addrspace(1) %0, align 4, !tbaa !8
  %10 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !8
  %12 = fmul float %11, 2.000000e+00
  %13 = tail call noundef float @llvm.fmuladd.f32(float %9, float %12, float 1.000000e+00)
  store float %13, ptr addrspace(1) %8, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = !{i32 1}
!11 = !{!"none"}
!12 = !{!"float*"}
!13 = !{!""}
!14 = !{i32 1, i32 0}
!15 = !{!"none", !"none"}
!16 = !{!"float*", !"float"}
!17 = !{!"", !""}
