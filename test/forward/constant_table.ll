; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; constant float coeffs[8] = {0.125f, 0.25f, 0.5f, 1.0f, 2.0f, 4.0f, 8.0f, 16.0f};
; constant int lut[4] = {1, -1, 42, 0x7fffffff};
; kernel void fir(global const float *in, global float *out, constant float *extra) {
;   size_t i = get_global_id(0);
;   float acc = 0.0f;
;   for (int k = 0; k < 8; k++)
;     acc += coeffs[k] * in[i + k];
;   out[i] = acc * extra[0] + (float)lut[i & 3];
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpEntryPoint Kernel %fir "fir"
; CHECK-DAG: OpExtInst %float %{{[0-9]+}} mad
; CHECK-DAG: OpVariable %_ptr_UniformConstant__arr_float_ulong_8 UniformConstant %{{[0-9]+}}
; CHECK-DAG: OpVariable %_ptr_UniformConstant__arr_uint_ulong_4 UniformConstant %{{[0-9]+}}
; CHECK-DAG: OpConvertSToF
; CHECK-DAG: OpBitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@coeffs = dso_local local_unnamed_addr addrspace(2) constant [8 x float] [float 1.250000e-01, float 2.500000e-01, float 5.000000e-01, float 1.000000e+00, float 2.000000e+00, float 4.000000e+00, float 8.000000e+00, float 1.600000e+01], align 4
@lut = dso_local local_unnamed_addr addrspace(2) constant [4 x i32] [i32 1, i32 -1, i32 42, i32 2147483647], align 4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @fir(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(2) noundef readonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = getelementptr float, ptr addrspace(1) %0, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !12
  %7 = tail call float @llvm.fmuladd.f32(float %6, float 1.250000e-01, float 0.000000e+00)
  %8 = getelementptr i8, ptr addrspace(1) %5, i64 4
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !12
  %10 = tail call float @llvm.fmuladd.f32(float %9, float 2.500000e-01, float %7)
  %11 = getelementptr i8, ptr addrspace(1) %5, i64 8
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !12
  %13 = tail call float @llvm.fmuladd.f32(float %12, float 5.000000e-01, float %10)
  %14 = getelementptr i8, ptr addrspace(1) %5, i64 12
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !12
  %16 = fadd float %15, %13
  %17 = getelementptr i8, ptr addrspace(1) %5, i64 16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !12
  %19 = tail call float @llvm.fmuladd.f32(float %18, float 2.000000e+00, float %16)
  %20 = getelementptr i8, ptr addrspace(1) %5, i64 20
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !12
  %22 = tail call float @llvm.fmuladd.f32(float %21, float 4.000000e+00, float %19)
  %23 = getelementptr i8, ptr addrspace(1) %5, i64 24
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !12
  %25 = tail call float @llvm.fmuladd.f32(float %24, float 8.000000e+00, float %22)
  %26 = getelementptr i8, ptr addrspace(1) %5, i64 28
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !12
  %28 = tail call float @llvm.fmuladd.f32(float %27, float 1.600000e+01, float %25)
  %29 = load float, ptr addrspace(2) %2, align 4, !tbaa !12
  %30 = and i64 %4, 3
  %31 = getelementptr inbounds nuw i32, ptr addrspace(2) @lut, i64 %30
  %32 = load i32, ptr addrspace(2) %31, align 4, !tbaa !4
  %33 = sitofp i32 %32 to float
  %34 = tail call float @llvm.fmuladd.f32(float %28, float %29, float %33)
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %4
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !12
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_fir(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(2) noundef readonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = getelementptr float, ptr addrspace(1) %0, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !12
  %7 = tail call float @llvm.fmuladd.f32(float %6, float 1.250000e-01, float 0.000000e+00)
  %8 = getelementptr i8, ptr addrspace(1) %5, i64 4
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !12
  %10 = tail call float @llvm.fmuladd.f32(float %9, float 2.500000e-01, float %7)
  %11 = getelementptr i8, ptr addrspace(1) %5, i64 8
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !12
  %13 = tail call float @llvm.fmuladd.f32(float %12, float 5.000000e-01, float %10)
  %14 = getelementptr i8, ptr addrspace(1) %5, i64 12
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !12
  %16 = fadd float %15, %13
  %17 = getelementptr i8, ptr addrspace(1) %5, i64 16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !12
  %19 = tail call float @llvm.fmuladd.f32(float %18, float 2.000000e+00, float %16)
  %20 = getelementptr i8, ptr addrspace(1) %5, i64 20
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !12
  %22 = tail call float @llvm.fmuladd.f32(float %21, float 4.000000e+00, float %19)
  %23 = getelementptr i8, ptr addrspace(1) %5, i64 24
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !12
  %25 = tail call float @llvm.fmuladd.f32(float %24, float 8.000000e+00, float %22)
  %26 = getelementptr i8, ptr addrspace(1) %5, i64 28
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !12
  %28 = tail call float @llvm.fmuladd.f32(float %27, float 1.600000e+01, float %25)
  %29 = load float, ptr addrspace(2) %2, align 4, !tbaa !12
  %30 = and i64 %4, 3
  %31 = getelementptr inbounds nuw i32, ptr addrspace(2) @lut, i64 %30
  %32 = load i32, ptr addrspace(2) %31, align 4, !tbaa !4
  %33 = sitofp i32 %32 to float
  %34 = tail call float @llvm.fmuladd.f32(float %28, float %29, float %33)
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %4
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }

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
!8 = !{i32 1, i32 1, i32 2}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*"}
!11 = !{!"const", !"", !"const"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
