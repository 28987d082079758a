; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void mathy(global float *x, global float4 *v) {
;   size_t i = get_global_id(0);
;   float a = x[i];
;   x[i] = sin(a) + exp(a) * pow(a, 2.5f) + fmax(a, 1.0f) + mad(a, a, 0.5f) + sqrt(fabs(a))
;        + native_cos(a) + half_exp2(a) + log1p(a) + clamp(a, -1.0f, 1.0f) + rsqrt(a + 2.0f);
;   v[i] = normalize(v[i]) * dot(v[i], v[i]) + cross(v[i], v[i + 1]) + fmin(v[i], 3.0f);
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpEntryPoint Kernel %mathy "mathy"
; CHECK-DAG: OpExtInst %float %{{[0-9]+}} sin
; CHECK-DAG: OpExtInst %float %{{[0-9]+}} pow
; CHECK-DAG: OpExtInst %float %{{[0-9]+}} fma
; CHECK-DAG: OpVectorShuffle
; dot(float4, float4) is OpDot (it has no OpenCL.std instruction).
; CHECK-DAG: OpDot %float
; CHECK-DAG: OpBitcast
; fmin(float4, 3.0f): the constant scalar is splat as a constant.
; CHECK-DAG: OpConstantComposite %v4float %float_3 %float_3 %float_3 %float_3

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @mathy(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 16 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !13
  %6 = tail call spir_func float @_Z3sinf(float noundef %5) #4
  %7 = tail call spir_func float @_Z3expf(float noundef %5) #4
  %8 = tail call spir_func float @_Z3powff(float noundef %5, float noundef 2.500000e+00) #4
  %9 = tail call float @llvm.fmuladd.f32(float %7, float %8, float %6)
  %10 = tail call spir_func float @_Z4fmaxff(float noundef %5, float noundef 1.000000e+00) #4
  %11 = fadd float %9, %10
  %12 = tail call spir_func float @_Z3madfff(float noundef %5, float noundef %5, float noundef 5.000000e-01) #4
  %13 = fadd float %11, %12
  %14 = tail call spir_func float @_Z4fabsf(float noundef %5) #4
  %15 = tail call spir_func float @_Z4sqrtf(float noundef %14) #4, !fpmath !15
  %16 = fadd float %13, %15
  %17 = tail call spir_func float @_Z10native_cosf(float noundef %5) #4
  %18 = fadd float %16, %17
  %19 = tail call spir_func float @_Z9half_exp2f(float noundef %5) #4
  %20 = fadd float %18, %19
  %21 = tail call spir_func float @_Z5log1pf(float noundef %5) #4
  %22 = fadd float %20, %21
  %23 = tail call spir_func float @_Z5clampfff(float noundef %5, float noundef -1.000000e+00, float noundef 1.000000e+00) #4
  %24 = fadd float %22, %23
  %25 = fadd float %5, 2.000000e+00
  %26 = tail call spir_func float @_Z5rsqrtf(float noundef %25) #4
  %27 = fadd float %24, %26
  store float %27, ptr addrspace(1) %4, align 4, !tbaa !13
  %28 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %3
  %29 = load <4 x float>, ptr addrspace(1) %28, align 16, !tbaa !16
  %30 = tail call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %29) #4
  %31 = tail call spir_func float @_Z3dotDv4_fS_(<4 x float> noundef %29, <4 x float> noundef %29) #4
  %32 = insertelement <4 x float> poison, float %31, i64 0
  %33 = shufflevector <4 x float> %32, <4 x float> poison, <4 x i32> zeroinitializer
  %34 = getelementptr i8, ptr addrspace(1) %28, i64 16
  %35 = load <4 x float>, ptr addrspace(1) %34, align 16, !tbaa !16
  %36 = tail call spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef %29, <4 x float> noundef %35) #4
  %37 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %30, <4 x float> %33, <4 x float> %36)
  %38 = tail call spir_func <4 x float> @_Z4fminDv4_ff(<4 x float> noundef %29, float noundef 3.000000e+00) #4
  %39 = fadd <4 x float> %37, %38
  store <4 x float> %39, ptr addrspace(1) %28, align 16, !tbaa !16
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_mathy(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 16 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !13
  %6 = tail call spir_func float @_Z3sinf(float noundef %5) #4
  %7 = tail call spir_func float @_Z3expf(float noundef %5) #4
  %8 = tail call spir_func float @_Z3powff(float noundef %5, float noundef 2.500000e+00) #4
  %9 = tail call float @llvm.fmuladd.f32(float %7, float %8, float %6)
  %10 = tail call spir_func float @_Z4fmaxff(float noundef %5, float noundef 1.000000e+00) #4
  %11 = fadd float %9, %10
  %12 = tail call spir_func float @_Z3madfff(float noundef %5, float noundef %5, float noundef 5.000000e-01) #4
  %13 = fadd float %11, %12
  %14 = tail call spir_func float @_Z4fabsf(float noundef %5) #4
  %15 = tail call spir_func float @_Z4sqrtf(float noundef %14) #4, !fpmath !15
  %16 = fadd float %13, %15
  %17 = tail call spir_func float @_Z10native_cosf(float noundef %5) #4
  %18 = fadd float %16, %17
  %19 = tail call spir_func float @_Z9half_exp2f(float noundef %5) #4
  %20 = fadd float %18, %19
  %21 = tail call spir_func float @_Z5log1pf(float noundef %5) #4
  %22 = fadd float %20, %21
  %23 = tail call spir_func float @_Z5clampfff(float noundef %5, float noundef -1.000000e+00, float noundef 1.000000e+00) #4
  %24 = fadd float %22, %23
  %25 = fadd float %5, 2.000000e+00
  %26 = tail call spir_func float @_Z5rsqrtf(float noundef %25) #4
  %27 = fadd float %24, %26
  store float %27, ptr addrspace(1) %4, align 4, !tbaa !13
  %28 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %3
  %29 = load <4 x float>, ptr addrspace(1) %28, align 16, !tbaa !16
  %30 = tail call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %29) #4
  %31 = tail call spir_func float @_Z3dotDv4_fS_(<4 x float> noundef %29, <4 x float> noundef %29) #4
  %32 = insertelement <4 x float> poison, float %31, i64 0
  %33 = shufflevector <4 x float> %32, <4 x float> poison, <4 x i32> zeroinitializer
  %34 = getelementptr i8, ptr addrspace(1) %28, i64 16
  %35 = load <4 x float>, ptr addrspace(1) %34, align 16, !tbaa !16
  %36 = tail call spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef %29, <4 x float> noundef %35) #4
  %37 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %30, <4 x float> %33, <4 x float> %36)
  %38 = tail call spir_func <4 x float> @_Z4fminDv4_ff(<4 x float> noundef %29, float noundef 3.000000e+00) #4
  %39 = fadd <4 x float> %37, %38
  store <4 x float> %39, ptr addrspace(1) %28, align 16, !tbaa !16
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z3sinf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z3expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z3powff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z4fmaxff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z3madfff(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z4fabsf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z10native_cosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z9half_exp2f(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z5log1pf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z5clampfff(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z5rsqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func <4 x float> @_Z4fminDv4_ff(<4 x float> noundef, float noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1}
!9 = !{!"none", !"none"}
!10 = !{!"float*", !"float4*"}
!11 = !{!"float*", !"float __attribute__((ext_vector_type(4)))*"}
!12 = !{!"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !6, i64 0}
!15 = !{float 3.000000e+00}
!16 = !{!6, !6, i64 0}
