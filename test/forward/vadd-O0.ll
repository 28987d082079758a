; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O0
; -Xclang -finclude-default-header):
; kernel void vadd(global const float *a, global const float *b, global float *c) {
;   size_t i = get_global_id(0);
;   c[i] = a[i] + b[i];
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-NOT: OpCapability Int8
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpEntryPoint Kernel %vadd "vadd"
; CHECK-DAG: OpFunctionCall
; CHECK-DAG: OpVariable %_ptr_Function__ptr_CrossWorkgroup_float Function
; CHECK-DAG: OpVariable %_ptr_Function_ulong Function
; A spilled pointer is loaded back at its own type: no cast.
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=NOCAST
; NOCAST-NOT: OpBitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @vadd(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %4, align 8
  %8 = load ptr addrspace(1), ptr %5, align 8
  %9 = load ptr addrspace(1), ptr %6, align 8
  call spir_func void @__clang_ocl_kern_imp_vadd(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8, ptr addrspace(1) noundef align 4 %9) #2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_vadd(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %8, ptr %7, align 8
  %9 = load ptr addrspace(1), ptr %4, align 8
  %10 = load i64, ptr %7, align 8
  %11 = getelementptr inbounds nuw float, ptr addrspace(1) %9, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = load ptr addrspace(1), ptr %5, align 8
  %14 = load i64, ptr %7, align 8
  %15 = getelementptr inbounds nuw float, ptr addrspace(1) %13, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4
  %17 = fadd float %12, %16
  %18 = load ptr addrspace(1), ptr %6, align 8
  %19 = load i64, ptr %7, align 8
  %20 = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %19
  store float %17, ptr addrspace(1) %20, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"float*", !"float*", !"float*"}
!7 = !{!"const", !"const", !""}
