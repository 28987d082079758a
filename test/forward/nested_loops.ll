; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void matmul(global const float *A, global const float *B, global float *C, int N) {
;   int row = get_global_id(0);
;   int col = get_global_id(1);
;   float acc = 0.0f;
;   for (int k = 0; k < N; k++)
;     for (int j = 0; j < 4; j++)
;       acc += A[row * N + k] * B[k * N + col + j];
;   C[row * N + col] = acc;
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %matmul "matmul"
; CHECK-DAG: OpPhi
; CHECK-DAG: OpExtInst %float %{{[0-9]+}} mad
; CHECK-DAG: OpSConvert
; CHECK-DAG: OpUConvert
; CHECK-DAG: OpBitcast
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @matmul(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %3, 0
  %10 = mul nsw i32 %3, %6
  br i1 %9, label %11, label %41

11:                                               ; preds = %4, %11
  %12 = phi i32 [ %39, %11 ], [ 0, %4 ]
  %13 = phi float [ %38, %11 ], [ 0.000000e+00, %4 ]
  %14 = add nsw i32 %12, %10
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !12
  %18 = mul nuw nsw i32 %12, %3
  %19 = add nsw i32 %18, %8
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !12
  %23 = tail call float @llvm.fmuladd.f32(float %17, float %22, float %13)
  %24 = sext i32 %19 to i64
  %25 = getelementptr float, ptr addrspace(1) %1, i64 %24
  %26 = getelementptr i8, ptr addrspace(1) %25, i64 4
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !12
  %28 = tail call float @llvm.fmuladd.f32(float %17, float %27, float %23)
  %29 = sext i32 %19 to i64
  %30 = getelementptr float, ptr addrspace(1) %1, i64 %29
  %31 = getelementptr i8, ptr addrspace(1) %30, i64 8
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !12
  %33 = tail call float @llvm.fmuladd.f32(float %17, float %32, float %28)
  %34 = sext i32 %19 to i64
  %35 = getelementptr float, ptr addrspace(1) %1, i64 %34
  %36 = getelementptr i8, ptr addrspace(1) %35, i64 12
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !12
  %38 = tail call float @llvm.fmuladd.f32(float %17, float %37, float %33)
  %39 = add nuw nsw i32 %12, 1
  %40 = icmp slt i32 %39, %3
  br i1 %40, label %11, label %41

41:                                               ; preds = %11, %4
  %42 = phi float [ 0.000000e+00, %4 ], [ %38, %11 ]
  %43 = add nsw i32 %10, %8
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %44
  store float %42, ptr addrspace(1) %45, align 4, !tbaa !12
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_matmul(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %3, 0
  %10 = mul nsw i32 %3, %6
  br i1 %9, label %11, label %41

11:                                               ; preds = %4, %11
  %12 = phi i32 [ %39, %11 ], [ 0, %4 ]
  %13 = phi float [ %38, %11 ], [ 0.000000e+00, %4 ]
  %14 = add nsw i32 %12, %10
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !12
  %18 = mul nuw nsw i32 %12, %3
  %19 = add nsw i32 %18, %8
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !12
  %23 = tail call float @llvm.fmuladd.f32(float %17, float %22, float %13)
  %24 = sext i32 %19 to i64
  %25 = getelementptr float, ptr addrspace(1) %1, i64 %24
  %26 = getelementptr i8, ptr addrspace(1) %25, i64 4
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !12
  %28 = tail call float @llvm.fmuladd.f32(float %17, float %27, float %23)
  %29 = sext i32 %19 to i64
  %30 = getelementptr float, ptr addrspace(1) %1, i64 %29
  %31 = getelementptr i8, ptr addrspace(1) %30, i64 8
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !12
  %33 = tail call float @llvm.fmuladd.f32(float %17, float %32, float %28)
  %34 = sext i32 %19 to i64
  %35 = getelementptr float, ptr addrspace(1) %1, i64 %34
  %36 = getelementptr i8, ptr addrspace(1) %35, i64 12
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !12
  %38 = tail call float @llvm.fmuladd.f32(float %17, float %37, float %33)
  %39 = add nuw nsw i32 %12, 1
  %40 = icmp slt i32 %39, %3
  br i1 %40, label %11, label %41

41:                                               ; preds = %11, %4
  %42 = phi float [ 0.000000e+00, %4 ], [ %38, %11 ]
  %43 = add nsw i32 %10, %8
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %44
  store float %42, ptr addrspace(1) %45, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!8 = !{i32 1, i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*", !"int"}
!11 = !{!"const", !"const", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
