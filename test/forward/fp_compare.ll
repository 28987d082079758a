; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void fcmp(global const float *a, global const float *b, global int *r, global float *out) {
;   size_t i = get_global_id(0);
;   float x = a[i], y = b[i];
;   r[i] = (x < y) + (x <= y) * 2 + (x == y) * 4 + (x != y) * 8 + isnan(x) * 16 + isinf(y) * 32 + isordered(x, y) * 64 + signbit(x) * 128;
;   out[i] = fmod(x, y) + copysign(x, y) + floor(x) + ceil(y) + trunc(x) + round(y) + -x + INFINITY * (x > 1e30f) + 0.1f;
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %fcmp "fcmp"
; CHECK-DAG: OpExtInst %float %{{[0-9]+}} mad
; CHECK-DAG: OpIsNan
; CHECK-DAG: OpOrdered
; CHECK-DAG: OpVectorShuffle
; CHECK-DAG: OpSelect
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @fcmp(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load float, ptr addrspace(1) %6, align 4, !tbaa !12
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %5
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !12
  %10 = fcmp olt float %7, %9
  %11 = zext i1 %10 to i32
  %12 = fcmp ole float %7, %9
  %13 = select i1 %12, i32 2, i32 0
  %14 = fcmp oeq float %7, %9
  %15 = select i1 %14, i32 4, i32 0
  %16 = fcmp une float %7, %9
  %17 = select i1 %16, i32 8, i32 0
  %18 = tail call spir_func i32 @_Z5isnanf(float noundef %7) #5
  %19 = shl nsw i32 %18, 4
  %20 = tail call spir_func i32 @_Z5isinff(float noundef %9) #5
  %21 = tail call spir_func i32 @_Z9isorderedff(float noundef %7, float noundef %9) #5
  %22 = tail call spir_func i32 @_Z7signbitf(float noundef %7) #5
  %23 = or disjoint i32 %13, %11
  %24 = or disjoint i32 %23, %15
  %25 = or disjoint i32 %24, %17
  %26 = insertelement <4 x i32> poison, i32 %20, i64 0
  %27 = insertelement <4 x i32> %26, i32 %21, i64 1
  %28 = insertelement <4 x i32> %27, i32 %22, i64 2
  %29 = insertelement <4 x i32> %28, i32 %25, i64 3
  %30 = insertelement <4 x i32> <i32 5, i32 6, i32 7, i32 poison>, i32 %19, i64 3
  %31 = shl nsw <4 x i32> %29, %30
  %32 = or disjoint <4 x i32> %29, %30
  %33 = shufflevector <4 x i32> %31, <4 x i32> %32, <4 x i32> <i32 0, i32 1, i32 2, i32 7>
  %34 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %33)
  %35 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %5
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !4
  %36 = tail call spir_func float @_Z4fmodff(float noundef %7, float noundef %9) #5
  %37 = tail call spir_func float @_Z8copysignff(float noundef %7, float noundef %9) #5
  %38 = fadd float %36, %37
  %39 = tail call spir_func float @_Z5floorf(float noundef %7) #5
  %40 = fadd float %38, %39
  %41 = tail call spir_func float @_Z4ceilf(float noundef %9) #5
  %42 = fadd float %40, %41
  %43 = tail call spir_func float @_Z5truncf(float noundef %7) #5
  %44 = fadd float %42, %43
  %45 = tail call spir_func float @_Z5roundf(float noundef %9) #5
  %46 = fadd float %44, %45
  %47 = fsub float %46, %7
  %48 = fcmp ogt float %7, 0x46293E5940000000
  %49 = uitofp i1 %48 to float
  %50 = tail call float @llvm.fmuladd.f32(float %49, float 0x7FF0000000000000, float %47)
  %51 = fadd float %50, 0x3FB99999A0000000
  %52 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %5
  store float %51, ptr addrspace(1) %52, align 4, !tbaa !12
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_fcmp(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %5
  %7 = load float, ptr addrspace(1) %6, align 4, !tbaa !12
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %5
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !12
  %10 = fcmp olt float %7, %9
  %11 = zext i1 %10 to i32
  %12 = fcmp ole float %7, %9
  %13 = select i1 %12, i32 2, i32 0
  %14 = fcmp oeq float %7, %9
  %15 = select i1 %14, i32 4, i32 0
  %16 = fcmp une float %7, %9
  %17 = select i1 %16, i32 8, i32 0
  %18 = tail call spir_func i32 @_Z5isnanf(float noundef %7) #5
  %19 = shl nsw i32 %18, 4
  %20 = tail call spir_func i32 @_Z5isinff(float noundef %9) #5
  %21 = tail call spir_func i32 @_Z9isorderedff(float noundef %7, float noundef %9) #5
  %22 = tail call spir_func i32 @_Z7signbitf(float noundef %7) #5
  %23 = or disjoint i32 %13, %11
  %24 = or disjoint i32 %23, %15
  %25 = or disjoint i32 %24, %17
  %26 = insertelement <4 x i32> poison, i32 %20, i64 0
  %27 = insertelement <4 x i32> %26, i32 %21, i64 1
  %28 = insertelement <4 x i32> %27, i32 %22, i64 2
  %29 = insertelement <4 x i32> %28, i32 %25, i64 3
  %30 = insertelement <4 x i32> <i32 5, i32 6, i32 7, i32 poison>, i32 %19, i64 3
  %31 = shl nsw <4 x i32> %29, %30
  %32 = or disjoint <4 x i32> %29, %30
  %33 = shufflevector <4 x i32> %31, <4 x i32> %32, <4 x i32> <i32 0, i32 1, i32 2, i32 7>
  %34 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %33)
  %35 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %5
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !4
  %36 = tail call spir_func float @_Z4fmodff(float noundef %7, float noundef %9) #5
  %37 = tail call spir_func float @_Z8copysignff(float noundef %7, float noundef %9) #5
  %38 = fadd float %36, %37
  %39 = tail call spir_func float @_Z5floorf(float noundef %7) #5
  %40 = fadd float %38, %39
  %41 = tail call spir_func float @_Z4ceilf(float noundef %9) #5
  %42 = fadd float %40, %41
  %43 = tail call spir_func float @_Z5truncf(float noundef %7) #5
  %44 = fadd float %42, %43
  %45 = tail call spir_func float @_Z5roundf(float noundef %9) #5
  %46 = fadd float %44, %45
  %47 = fsub float %46, %7
  %48 = fcmp ogt float %7, 0x46293E5940000000
  %49 = uitofp i1 %48 to float
  %50 = tail call float @llvm.fmuladd.f32(float %49, float 0x7FF0000000000000, float %47)
  %51 = fadd float %50, 0x3FB99999A0000000
  %52 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %5
  store float %51, ptr addrspace(1) %52, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z5isnanf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z5isinff(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z9isorderedff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z7signbitf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z4fmodff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z8copysignff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z5floorf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z4ceilf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z5truncf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z5roundf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !{i32 1, i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"int*", !"float*"}
!11 = !{!"const", !"const", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
