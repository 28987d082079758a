; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; #pragma OPENCL EXTENSION cl_khr_fp16 : enable
; #pragma OPENCL EXTENSION cl_khr_fp64 : enable
; kernel void hd(global half *h, global double *d, global float *f) {
;   size_t i = get_global_id(0);
;   half hv = h[i];
;   double dv = d[i];
;   h[i] = hv * (half)2.0 + (half)1.5;
;   d[i] = dv * 3.141592653589793 + 1e-300 + sqrt(dv);
;   f[i] = vload_half(i, h) + (float)dv;
;   vstore_half(f[i], i + 1, h);
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Float16
; CHECK-DAG: OpCapability Float64
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpEntryPoint Kernel %hd "hd"
; CHECK-DAG: OpExtInst %half %{{[0-9]+}} mad
; CHECK-DAG: OpExtInst %double %{{[0-9]+}} mad
; CHECK-DAG: OpPtrCastToGeneric
; CHECK-DAG: OpFConvert

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @hd(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %5 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %4
  %6 = load half, ptr addrspace(1) %5, align 2, !tbaa !12
  %7 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %4
  %8 = load double, ptr addrspace(1) %7, align 8, !tbaa !14
  %9 = tail call half @llvm.fmuladd.f16(half %6, half 0xH4000, half 0xH3E00)
  store half %9, ptr addrspace(1) %5, align 2, !tbaa !12
  %10 = tail call double @llvm.fmuladd.f64(double %8, double 0x400921FB54442D18, double 1.000000e-300)
  %11 = tail call spir_func double @_Z4sqrtd(double noundef %8) #6
  %12 = fadd double %10, %11
  store double %12, ptr addrspace(1) %7, align 8, !tbaa !14
  %13 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %14 = tail call spir_func float @_Z10vload_halfmPU3AS4KDh(i64 noundef %4, ptr addrspace(4) noundef %13) #7
  %15 = fptrunc double %8 to float
  %16 = fadd float %14, %15
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %4
  store float %16, ptr addrspace(1) %17, align 4, !tbaa !16
  %18 = add i64 %4, 1
  tail call spir_func void @_Z11vstore_halffmPU3AS4Dh(float noundef %16, i64 noundef %18, ptr addrspace(4) noundef %13) #8
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_hd(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %5 = getelementptr inbounds nuw half, ptr addrspace(1) %0, i64 %4
  %6 = load half, ptr addrspace(1) %5, align 2, !tbaa !12
  %7 = getelementptr inbounds nuw double, ptr addrspace(1) %1, i64 %4
  %8 = load double, ptr addrspace(1) %7, align 8, !tbaa !14
  %9 = tail call half @llvm.fmuladd.f16(half %6, half 0xH4000, half 0xH3E00)
  store half %9, ptr addrspace(1) %5, align 2, !tbaa !12
  %10 = tail call double @llvm.fmuladd.f64(double %8, double 0x400921FB54442D18, double 1.000000e-300)
  %11 = tail call spir_func double @_Z4sqrtd(double noundef %8) #6
  %12 = fadd double %10, %11
  store double %12, ptr addrspace(1) %7, align 8, !tbaa !14
  %13 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %14 = tail call spir_func float @_Z10vload_halfmPU3AS4KDh(i64 noundef %4, ptr addrspace(4) noundef %13) #7
  %15 = fptrunc double %8 to float
  %16 = fadd float %14, %15
  %17 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %4
  store float %16, ptr addrspace(1) %17, align 4, !tbaa !16
  %18 = add i64 %4, 1
  tail call spir_func void @_Z11vstore_halffmPU3AS4Dh(float noundef %16, i64 noundef %18, ptr addrspace(4) noundef %13) #8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func double @_Z4sqrtd(double noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local spir_func float @_Z10vload_halfmPU3AS4KDh(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z11vstore_halffmPU3AS4Dh(float noundef, i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #5

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind willreturn memory(read) }
attributes #8 = { convergent nounwind }

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
!10 = !{!"half*", !"double*", !"float*"}
!11 = !{!"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"half", !6, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !6, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !6, i64 0}
