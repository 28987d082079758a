; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void shuf(global float4 *a, global float8 *b, global int4 *out) {
;   size_t i = get_global_id(0);
;   float4 x = a[i];
;   float8 y = b[i];
;   uint4 mask = (uint4)(3, 2, 1, 0);
;   float4 s = shuffle(x, mask);
;   float4 t = shuffle2(x, y.lo, (uint4)(0, 4, 1, 5));
;   a[i] = s + t + x.wzyx + y.odd;
;   out[i] = (int4)(x.xy > y.s01, isless(x.zw, y.hi.xy));
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Vector16
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %shuf "shuf"
; CHECK-DAG: OpVectorShuffle
; CHECK-DAG: OpSelect

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @shuf(ptr addrspace(1) noundef align 16 captures(none) %0, ptr addrspace(1) noundef readonly align 32 captures(none) %1, ptr addrspace(1) noundef writeonly align 16 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i64 %4
  %6 = load <4 x float>, ptr addrspace(1) %5, align 16, !tbaa !13
  %7 = getelementptr inbounds nuw <8 x float>, ptr addrspace(1) %1, i64 %4
  %8 = load <8 x float>, ptr addrspace(1) %7, align 32, !tbaa !13
  %9 = tail call spir_func <4 x float> @_Z7shuffleDv4_fDv4_j(<4 x float> noundef %6, <4 x i32> noundef <i32 3, i32 2, i32 1, i32 0>) #3
  %10 = shufflevector <8 x float> %8, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %11 = tail call spir_func <4 x float> @_Z8shuffle2Dv4_fS_Dv4_j(<4 x float> noundef %6, <4 x float> noundef %10, <4 x i32> noundef <i32 0, i32 4, i32 1, i32 5>) #3
  %12 = fadd <4 x float> %9, %11
  %13 = shufflevector <4 x float> %6, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %14 = fadd <4 x float> %13, %12
  %15 = shufflevector <8 x float> %8, <8 x float> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %16 = fadd <4 x float> %15, %14
  store <4 x float> %16, ptr addrspace(1) %5, align 16, !tbaa !13
  %17 = shufflevector <4 x float> %6, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %18 = shufflevector <8 x float> %8, <8 x float> poison, <2 x i32> <i32 0, i32 1>
  %19 = fcmp ogt <2 x float> %17, %18
  %20 = sext <2 x i1> %19 to <2 x i32>
  %21 = shufflevector <4 x float> %6, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %22 = shufflevector <8 x float> %8, <8 x float> poison, <2 x i32> <i32 4, i32 5>
  %23 = tail call spir_func <2 x i32> @_Z6islessDv2_fS_(<2 x float> noundef %21, <2 x float> noundef %22) #3
  %24 = shufflevector <2 x i32> %20, <2 x i32> %23, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %25 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %2, i64 %4
  store <4 x i32> %24, ptr addrspace(1) %25, align 16, !tbaa !13
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_shuf(ptr addrspace(1) noundef align 16 captures(none) %0, ptr addrspace(1) noundef readonly align 32 captures(none) %1, ptr addrspace(1) noundef writeonly align 16 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %0, i64 %4
  %6 = load <4 x float>, ptr addrspace(1) %5, align 16, !tbaa !13
  %7 = getelementptr inbounds nuw <8 x float>, ptr addrspace(1) %1, i64 %4
  %8 = load <8 x float>, ptr addrspace(1) %7, align 32, !tbaa !13
  %9 = tail call spir_func <4 x float> @_Z7shuffleDv4_fDv4_j(<4 x float> noundef %6, <4 x i32> noundef <i32 3, i32 2, i32 1, i32 0>) #3
  %10 = shufflevector <8 x float> %8, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %11 = tail call spir_func <4 x float> @_Z8shuffle2Dv4_fS_Dv4_j(<4 x float> noundef %6, <4 x float> noundef %10, <4 x i32> noundef <i32 0, i32 4, i32 1, i32 5>) #3
  %12 = fadd <4 x float> %9, %11
  %13 = shufflevector <4 x float> %6, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %14 = fadd <4 x float> %13, %12
  %15 = shufflevector <8 x float> %8, <8 x float> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %16 = fadd <4 x float> %15, %14
  store <4 x float> %16, ptr addrspace(1) %5, align 16, !tbaa !13
  %17 = shufflevector <4 x float> %6, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %18 = shufflevector <8 x float> %8, <8 x float> poison, <2 x i32> <i32 0, i32 1>
  %19 = fcmp ogt <2 x float> %17, %18
  %20 = sext <2 x i1> %19 to <2 x i32>
  %21 = shufflevector <4 x float> %6, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %22 = shufflevector <8 x float> %8, <8 x float> poison, <2 x i32> <i32 4, i32 5>
  %23 = tail call spir_func <2 x i32> @_Z6islessDv2_fS_(<2 x float> noundef %21, <2 x float> noundef %22) #3
  %24 = shufflevector <2 x i32> %20, <2 x i32> %23, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %25 = getelementptr inbounds nuw <4 x i32>, ptr addrspace(1) %2, i64 %4
  store <4 x i32> %24, ptr addrspace(1) %25, align 16, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func <4 x float> @_Z7shuffleDv4_fDv4_j(<4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func <4 x float> @_Z8shuffle2Dv4_fS_Dv4_j(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func <2 x i32> @_Z6islessDv2_fS_(<2 x float> noundef, <2 x float> noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"float4*", !"float8*", !"int4*"}
!11 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(8)))*", !"int __attribute__((ext_vector_type(4)))*"}
!12 = !{!"", !"", !""}
!13 = !{!6, !6, i64 0}
