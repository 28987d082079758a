; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O0
; -Xclang -finclude-default-header):
; kernel void classify(global const int *in, global int *out) {
;   size_t i = get_global_id(0);
;   int r;
;   switch (in[i]) {
;   case 0: r = 10; break;
;   case 1: r = 20; break;
;   case 5: r = in[i + 1] * 3; break;
;   case 100: r = -1; break;
;   case -7: r = 77; break;
;   default: r = in[i] ^ 0x55;
;   }
;   out[i] = r;
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-NOT: OpCapability Int8
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpEntryPoint Kernel %classify "classify"
; CHECK-DAG: OpSwitch
; CHECK-DAG: OpFunctionCall
; CHECK-DAG: OpVariable %_ptr_Function__ptr_CrossWorkgroup_uint Function
; CHECK-DAG: OpVariable %_ptr_Function_ulong Function
; CHECK-DAG: OpVariable %_ptr_Function_uint Function
; A spilled pointer is loaded back at its own type: no cast.
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=NOCAST
; NOCAST-NOT: OpBitcast
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @classify(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %5 = load ptr addrspace(1), ptr %3, align 8
  %6 = load ptr addrspace(1), ptr %4, align 8
  call spir_func void @__clang_ocl_kern_imp_classify(ptr addrspace(1) noundef align 4 %5, ptr addrspace(1) noundef align 4 %6) #2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_classify(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %7, ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %3, align 8
  %9 = load i64, ptr %5, align 8
  %10 = getelementptr inbounds nuw i32, ptr addrspace(1) %8, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4
  switch i32 %11, label %23 [
    i32 0, label %12
    i32 1, label %13
    i32 5, label %14
    i32 100, label %21
    i32 -7, label %22
  ]

12:                                               ; preds = %2
  store i32 10, ptr %6, align 4
  br label %29

13:                                               ; preds = %2
  store i32 20, ptr %6, align 4
  br label %29

14:                                               ; preds = %2
  %15 = load ptr addrspace(1), ptr %3, align 8
  %16 = load i64, ptr %5, align 8
  %17 = add i64 %16, 1
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %15, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4
  %20 = mul nsw i32 %19, 3
  store i32 %20, ptr %6, align 4
  br label %29

21:                                               ; preds = %2
  store i32 -1, ptr %6, align 4
  br label %29

22:                                               ; preds = %2
  store i32 77, ptr %6, align 4
  br label %29

23:                                               ; preds = %2
  %24 = load ptr addrspace(1), ptr %3, align 8
  %25 = load i64, ptr %5, align 8
  %26 = getelementptr inbounds nuw i32, ptr addrspace(1) %24, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4
  %28 = xor i32 %27, 85
  store i32 %28, ptr %6, align 4
  br label %29

29:                                               ; preds = %23, %22, %21, %14, %13, %12
  %30 = load i32, ptr %6, align 4
  %31 = load ptr addrspace(1), ptr %4, align 8
  %32 = load i64, ptr %5, align 8
  %33 = getelementptr inbounds nuw i32, ptr addrspace(1) %31, i64 %32
  store i32 %30, ptr addrspace(1) %33, align 4
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
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
