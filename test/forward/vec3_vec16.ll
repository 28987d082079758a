; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void vecs(global float3 *a, global int16 *b, global float *out) {
;   size_t i = get_global_id(0);
;   float3 v = vload3(i, (global float *)a);
;   int16 w = b[i];
;   w = w * 2 + (int16)(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
;   b[i] = w;
;   vstore3(v * 2.0f, i, out);
;   out[i] = v.x + v.y + v.z + (float)w.sf;
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Vector16
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpEntryPoint Kernel %vecs "vecs"
; CHECK-DAG: OpExtInst %v3float %{{[0-9]+}} vloadn
; CHECK-DAG: OpExtInst %void %{{[0-9]+}} vstoren
; CHECK-DAG: OpPtrCastToGeneric
; CHECK-DAG: OpVectorShuffle
; CHECK-DAG: OpConvertSToF
; CHECK-DAG: OpBitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @vecs(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 64 captures(none) %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %6 = tail call spir_func <3 x float> @_Z6vload3mPU3AS4Kf(i64 noundef %4, ptr addrspace(4) noundef %5) #6
  %7 = getelementptr inbounds nuw <16 x i32>, ptr addrspace(1) %1, i64 %4
  %8 = load <16 x i32>, ptr addrspace(1) %7, align 64, !tbaa !13
  %9 = shl <16 x i32> %8, splat (i32 1)
  %10 = add <16 x i32> %9, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  store <16 x i32> %10, ptr addrspace(1) %7, align 64, !tbaa !13
  %11 = fmul <3 x float> %6, splat (float 2.000000e+00)
  %12 = addrspacecast ptr addrspace(1) %2 to ptr addrspace(4)
  tail call spir_func void @_Z7vstore3Dv3_fmPU3AS4f(<3 x float> noundef %11, i64 noundef %4, ptr addrspace(4) noundef %12) #7
  %13 = shufflevector <3 x float> %6, <3 x float> poison, <3 x i32> <i32 1, i32 poison, i32 poison>
  %14 = fadd <3 x float> %6, %13
  %15 = shufflevector <3 x float> %6, <3 x float> poison, <3 x i32> <i32 2, i32 poison, i32 poison>
  %16 = fadd <3 x float> %15, %14
  %17 = extractelement <3 x float> %16, i64 0
  %18 = extractelement <16 x i32> %10, i64 15
  %19 = sitofp i32 %18 to float
  %20 = fadd float %17, %19
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %4
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !14
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_vecs(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 64 captures(none) %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %6 = tail call spir_func <3 x float> @_Z6vload3mPU3AS4Kf(i64 noundef %4, ptr addrspace(4) noundef %5) #6
  %7 = getelementptr inbounds nuw <16 x i32>, ptr addrspace(1) %1, i64 %4
  %8 = load <16 x i32>, ptr addrspace(1) %7, align 64, !tbaa !13
  %9 = shl <16 x i32> %8, splat (i32 1)
  %10 = add <16 x i32> %9, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>
  store <16 x i32> %10, ptr addrspace(1) %7, align 64, !tbaa !13
  %11 = fmul <3 x float> %6, splat (float 2.000000e+00)
  %12 = addrspacecast ptr addrspace(1) %2 to ptr addrspace(4)
  tail call spir_func void @_Z7vstore3Dv3_fmPU3AS4f(<3 x float> noundef %11, i64 noundef %4, ptr addrspace(4) noundef %12) #7
  %13 = shufflevector <3 x float> %6, <3 x float> poison, <3 x i32> <i32 1, i32 poison, i32 poison>
  %14 = fadd <3 x float> %6, %13
  %15 = shufflevector <3 x float> %6, <3 x float> poison, <3 x i32> <i32 2, i32 poison, i32 poison>
  %16 = fadd <3 x float> %15, %14
  %17 = extractelement <3 x float> %16, i64 0
  %18 = extractelement <16 x i32> %10, i64 15
  %19 = sitofp i32 %18 to float
  %20 = fadd float %17, %19
  %21 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %4
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func <3 x float> @_Z6vload3mPU3AS4Kf(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7vstore3Dv3_fmPU3AS4f(<3 x float> noundef, i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(read) }
attributes #7 = { convergent nounwind }

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
!10 = !{!"float3*", !"int16*", !"float*"}
!11 = !{!"float __attribute__((ext_vector_type(3)))*", !"int __attribute__((ext_vector_type(16)))*", !"float*"}
!12 = !{!"", !"", !""}
!13 = !{!6, !6, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !6, i64 0}
