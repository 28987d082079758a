; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; typedef struct { float x; int n; double d; char tag[3]; } params_t;
; kernel void scale(global float *buf, params_t p) {
;   size_t i = get_global_id(0);
;   buf[i] = buf[i] * p.x + (float)p.n + (float)p.d + p.tag[1];
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Float64
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpEntryPoint Kernel %scale "scale"
; CHECK-DAG: FuncParamAttr ByVal
; CHECK-DAG: OpExtInst %float %{{[0-9]+}} mad
; CHECK-DAG: OpFConvert
; CHECK-DAG: OpConvertSToF
; CHECK-DAG: OpBitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.params_t = type { float, i32, double, [3 x i8] }

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @scale(ptr addrspace(1) noundef align 4 captures(none) %0, ptr noundef readonly byval(%struct.params_t) align 8 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = load float, ptr %1, align 8
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 17
  %9 = load i8, ptr %8, align 1
  %10 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !12
  %13 = sitofp i32 %5 to float
  %14 = tail call float @llvm.fmuladd.f32(float %12, float %3, float %13)
  %15 = fptrunc double %7 to float
  %16 = fadd float %14, %15
  %17 = sitofp i8 %9 to float
  %18 = fadd float %16, %17
  store float %18, ptr addrspace(1) %11, align 4, !tbaa !12
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_scale(ptr addrspace(1) noundef align 4 captures(none) %0, ptr noundef readonly byval(%struct.params_t) align 8 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !12
  %6 = load float, ptr %1, align 8, !tbaa !14
  %7 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !17
  %9 = sitofp i32 %8 to float
  %10 = tail call float @llvm.fmuladd.f32(float %5, float %6, float %9)
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !18
  %13 = fptrunc double %12 to float
  %14 = fadd float %10, %13
  %15 = getelementptr inbounds nuw i8, ptr %1, i64 17
  %16 = load i8, ptr %15, align 1, !tbaa !19
  %17 = sitofp i8 %16 to float
  %18 = fadd float %14, %17
  store float %18, ptr addrspace(1) %4, align 4, !tbaa !12
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
!8 = !{i32 1, i32 0}
!9 = !{!"none", !"none"}
!10 = !{!"float*", !"params_t"}
!11 = !{!"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
!14 = !{!15, !13, i64 0}
!15 = !{!"", !13, i64 0, !5, i64 4, !16, i64 8, !6, i64 16}
!16 = !{!"double", !6, i64 0}
!17 = !{!15, !5, i64 4}
!18 = !{!15, !16, i64 8}
!19 = !{!6, !6, i64 0}
