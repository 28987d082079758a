; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void sel(global const int4 *a, global const int4 *b, global int4 *c, global float *d) {
;   size_t i = get_global_id(0);
;   c[i] = select(a[i], b[i], a[i] > b[i]);
;   d[i] = bitselect(d[i], 1.0f, 2.0f) + (a[i].x > 0 ? d[i] : -d[i]);
;   c[i + 1] = any(a[i] < 0) ? (int4)(1) : (int4)(all(b[i] > 0));
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %sel "sel"
; CHECK-DAG: OpPhi
; CHECK-DAG: OpVectorShuffle
; CHECK-DAG: OpSelect
; CHECK-DAG: OpBitcast
; CHECK-DAG: OpShiftRightArithmetic

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @sel(ptr addrspace(1) noundef readonly align 16 captures(none) %0, ptr addrspace(1) noundef readonly align 16 captures(none) %1, ptr addrspace(1) noundef writeonly align 16 captures(none) %2, ptr addrspace(1) noundef align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %0, i64 %5
  %7 = load <4 x i32>, ptr addrspace(1) %6, align 16, !tbaa !13
  %8 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %1, i64 %5
  %9 = load <4 x i32>, ptr addrspace(1) %8, align 16, !tbaa !13
  %10 = icmp sgt <4 x i32> %7, %9
  %11 = sext <4 x i1> %10 to <4 x i32>
  %12 = tail call spir_func <4 x i32> @_Z6selectDv4_iS_S_(<4 x i32> noundef %7, <4 x i32> noundef %9, <4 x i32> noundef %11) #3
  %13 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %2, i64 %5
  store <4 x i32> %12, ptr addrspace(1) %13, align 16, !tbaa !13
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %5
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !14
  %16 = tail call spir_func float @_Z9bitselectfff(float noundef %15, float noundef 1.000000e+00, float noundef 2.000000e+00) #3
  %17 = load i32, ptr addrspace(1) %6, align 16
  %18 = icmp sgt i32 %17, 0
  %19 = fneg float %15
  %20 = select i1 %18, float %15, float %19
  %21 = fadd float %16, %20
  store float %21, ptr addrspace(1) %14, align 4, !tbaa !14
  %22 = load <4 x i32>, ptr addrspace(1) %6, align 16, !tbaa !13
  %23 = ashr <4 x i32> %22, splat (i32 31)
  %24 = tail call spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef %23) #3
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %33

26:                                               ; preds = %4
  %27 = load <4 x i32>, ptr addrspace(1) %8, align 16, !tbaa !13
  %28 = icmp sgt <4 x i32> %27, zeroinitializer
  %29 = sext <4 x i1> %28 to <4 x i32>
  %30 = tail call spir_func i32 @_Z3allDv4_i(<4 x i32> noundef %29) #3
  %31 = insertelement <4 x i32> poison, i32 %30, i64 0
  %32 = shufflevector <4 x i32> %31, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %33

33:                                               ; preds = %4, %26
  %34 = phi <4 x i32> [ %32, %26 ], [ splat (i32 1), %4 ]
  %35 = getelementptr i8, ptr addrspace(1) %13, i64 16
  store <4 x i32> %34, ptr addrspace(1) %35, align 16, !tbaa !13
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_sel(ptr addrspace(1) noundef readonly align 16 captures(none) %0, ptr addrspace(1) noundef readonly align 16 captures(none) %1, ptr addrspace(1) noundef writeonly align 16 captures(none) %2, ptr addrspace(1) noundef align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %0, i64 %5
  %7 = load <4 x i32>, ptr addrspace(1) %6, align 16, !tbaa !13
  %8 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %1, i64 %5
  %9 = load <4 x i32>, ptr addrspace(1) %8, align 16, !tbaa !13
  %10 = icmp sgt <4 x i32> %7, %9
  %11 = sext <4 x i1> %10 to <4 x i32>
  %12 = tail call spir_func <4 x i32> @_Z6selectDv4_iS_S_(<4 x i32> noundef %7, <4 x i32> noundef %9, <4 x i32> noundef %11) #3
  %13 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %2, i64 %5
  store <4 x i32> %12, ptr addrspace(1) %13, align 16, !tbaa !13
  %14 = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %5
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !14
  %16 = tail call spir_func float @_Z9bitselectfff(float noundef %15, float noundef 1.000000e+00, float noundef 2.000000e+00) #3
  %17 = load i32, ptr addrspace(1) %6, align 16
  %18 = icmp sgt i32 %17, 0
  %19 = fneg float %15
  %20 = select i1 %18, float %15, float %19
  %21 = fadd float %16, %20
  store float %21, ptr addrspace(1) %14, align 4, !tbaa !14
  %22 = load <4 x i32>, ptr addrspace(1) %6, align 16, !tbaa !13
  %23 = ashr <4 x i32> %22, splat (i32 31)
  %24 = tail call spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef %23) #3
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %33

26:                                               ; preds = %4
  %27 = load <4 x i32>, ptr addrspace(1) %8, align 16, !tbaa !13
  %28 = icmp sgt <4 x i32> %27, zeroinitializer
  %29 = sext <4 x i1> %28 to <4 x i32>
  %30 = tail call spir_func i32 @_Z3allDv4_i(<4 x i32> noundef %29) #3
  %31 = insertelement <4 x i32> poison, i32 %30, i64 0
  %32 = shufflevector <4 x i32> %31, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %33

33:                                               ; preds = %4, %26
  %34 = phi <4 x i32> [ %32, %26 ], [ splat (i32 1), %4 ]
  %35 = getelementptr i8, ptr addrspace(1) %13, i64 16
  store <4 x i32> %34, ptr addrspace(1) %35, align 16, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func <4 x i32> @_Z6selectDv4_iS_S_(<4 x i32> noundef, <4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func float @_Z9bitselectfff(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z3allDv4_i(<4 x i32> noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"int4*", !"int4*", !"int4*", !"float*"}
!11 = !{!"int __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"float*"}
!12 = !{!"const", !"const", !"", !""}
!13 = !{!6, !6, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !6, i64 0}
