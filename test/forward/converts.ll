; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void conv(global const float *f, global int *i32, global uchar4 *u8, global long *l, global short *s) {
;   size_t i = get_global_id(0);
;   float v = f[i];
;   i32[i] = convert_int_rte(v);
;   u8[i] = convert_uchar4_sat((float4)(v, v * 2, -v, 300.0f));
;   l[i] = convert_long(v) + (long)i32[i];
;   s[i] = convert_short_sat(i32[i]);
;   i32[i + 1] = as_int(v);
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Int16
; CHECK-DAG: OpEntryPoint Kernel %conv "conv"
; CHECK-DAG: SaturatedConversion
; CHECK-DAG: OpSConvert
; CHECK-DAG: OpBitcast
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @conv(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3, ptr addrspace(1) noundef writeonly align 2 captures(none) %4) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !13
  %9 = tail call spir_func i32 @_Z15convert_int_rtef(float noundef %8) #3
  %10 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %6
  store i32 %9, ptr addrspace(1) %10, align 4, !tbaa !4
  %11 = fmul float %8, 2.000000e+00
  %12 = fneg float %8
  %13 = insertelement <4 x float> <float poison, float poison, float poison, float 3.000000e+02>, float %8, i64 0
  %14 = insertelement <4 x float> %13, float %11, i64 1
  %15 = insertelement <4 x float> %14, float %12, i64 2
  %16 = tail call spir_func <4 x i8> @_Z18convert_uchar4_satDv4_f(<4 x float> noundef %15) #3
  %17 = getelementptr inbounds nuw <4 x i8>, ptr addrspace(1) %2, i64 %6
  store <4 x i8> %16, ptr addrspace(1) %17, align 4, !tbaa !15
  %18 = tail call spir_func i64 @_Z12convert_longf(float noundef %8) #3
  %19 = load i32, ptr addrspace(1) %10, align 4, !tbaa !4
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %18, %20
  %22 = getelementptr inbounds nuw i64, ptr addrspace(1) %3, i64 %6
  store i64 %21, ptr addrspace(1) %22, align 8, !tbaa !16
  %23 = tail call spir_func signext i16 @_Z17convert_short_sati(i32 noundef %19) #3
  %24 = getelementptr inbounds nuw i16, ptr addrspace(1) %4, i64 %6
  store i16 %23, ptr addrspace(1) %24, align 2, !tbaa !18
  %25 = getelementptr i8, ptr addrspace(1) %10, i64 4
  store float %8, ptr addrspace(1) %25, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_conv(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3, ptr addrspace(1) noundef writeonly align 2 captures(none) %4) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !13
  %9 = tail call spir_func i32 @_Z15convert_int_rtef(float noundef %8) #3
  %10 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %6
  store i32 %9, ptr addrspace(1) %10, align 4, !tbaa !4
  %11 = fmul float %8, 2.000000e+00
  %12 = fneg float %8
  %13 = insertelement <4 x float> <float poison, float poison, float poison, float 3.000000e+02>, float %8, i64 0
  %14 = insertelement <4 x float> %13, float %11, i64 1
  %15 = insertelement <4 x float> %14, float %12, i64 2
  %16 = tail call spir_func <4 x i8> @_Z18convert_uchar4_satDv4_f(<4 x float> noundef %15) #3
  %17 = getelementptr inbounds nuw <4 x i8>, ptr addrspace(1) %2, i64 %6
  store <4 x i8> %16, ptr addrspace(1) %17, align 4, !tbaa !15
  %18 = tail call spir_func i64 @_Z12convert_longf(float noundef %8) #3
  %19 = load i32, ptr addrspace(1) %10, align 4, !tbaa !4
  %20 = sext i32 %19 to i64
  %21 = add nsw i64 %18, %20
  %22 = getelementptr inbounds nuw i64, ptr addrspace(1) %3, i64 %6
  store i64 %21, ptr addrspace(1) %22, align 8, !tbaa !16
  %23 = tail call spir_func signext i16 @_Z17convert_short_sati(i32 noundef %19) #3
  %24 = getelementptr inbounds nuw i16, ptr addrspace(1) %4, i64 %6
  store i16 %23, ptr addrspace(1) %24, align 2, !tbaa !18
  %25 = getelementptr i8, ptr addrspace(1) %10, i64 4
  store float %8, ptr addrspace(1) %25, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z15convert_int_rtef(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func <4 x i8> @_Z18convert_uchar4_satDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12convert_longf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func signext i16 @_Z17convert_short_sati(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!8 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"int*", !"uchar4*", !"long*", !"short*"}
!11 = !{!"float*", !"int*", !"uchar __attribute__((ext_vector_type(4)))*", !"long*", !"short*"}
!12 = !{!"const", !"", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !6, i64 0}
!15 = !{!6, !6, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !6, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !6, i64 0}
