; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; global int counter = 5;
; global float4 gvec = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
; global int garr[3] = {7, 8, 9};
; kernel void gv(global int *out) {
;   size_t i = get_global_id(0);
;   counter += (int)i;
;   out[i] = counter + garr[i % 3] + (int)gvec.y;
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpEntryPoint Kernel %gv "gv"
; CHECK-DAG: OpVariable %_ptr_CrossWorkgroup_uint CrossWorkgroup
; CHECK-DAG: OpVariable %_ptr_CrossWorkgroup_v4float CrossWorkgroup
; CHECK-DAG: OpVariable %_ptr_CrossWorkgroup__arr_uint_ulong_3 CrossWorkgroup
; CHECK-DAG: OpUConvert
; CHECK-DAG: OpBitcast
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@counter = dso_local local_unnamed_addr addrspace(1) global i32 5, align 4
@gvec = dso_local local_unnamed_addr addrspace(1) global <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, align 16
@garr = dso_local local_unnamed_addr addrspace(1) global [3 x i32] [i32 7, i32 8, i32 9], align 4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local spir_kernel void @gv(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %3 = trunc i64 %2 to i32
  %4 = load i32, ptr addrspace(1) @counter, align 4, !tbaa !4
  %5 = add nsw i32 %4, %3
  store i32 %5, ptr addrspace(1) @counter, align 4, !tbaa !4
  %6 = urem i64 %2, 3
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) @garr, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !4
  %9 = add nsw i32 %8, %5
  %10 = load float, ptr addrspace(1) getelementptr inbounds nuw (i8, ptr addrspace(1) @gvec, i64 4), align 4
  %11 = fptosi float %10 to i32
  %12 = add nsw i32 %9, %11
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %2
  store i32 %12, ptr addrspace(1) %13, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local spir_func void @__clang_ocl_kern_imp_gv(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %3 = trunc i64 %2 to i32
  %4 = load i32, ptr addrspace(1) @counter, align 4, !tbaa !4
  %5 = add nsw i32 %4, %3
  store i32 %5, ptr addrspace(1) @counter, align 4, !tbaa !4
  %6 = urem i64 %2, 3
  %7 = getelementptr inbounds nuw i32, ptr addrspace(1) @garr, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !4
  %9 = add nsw i32 %8, %5
  %10 = load float, ptr addrspace(1) getelementptr inbounds nuw (i8, ptr addrspace(1) @gvec, i64 4), align 4
  %11 = fptosi float %10 to i32
  %12 = add nsw i32 %9, %11
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %2
  store i32 %12, ptr addrspace(1) %13, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!8 = !{i32 1}
!9 = !{!"none"}
!10 = !{!"int*"}
!11 = !{!""}
