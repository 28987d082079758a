; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O0
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
; CHECK-NOT: OpCapability Int8
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpEntryPoint Kernel %matmul "matmul"
; CHECK-DAG: OpExtInst %float %{{[0-9]+}} mad
; CHECK-DAG: OpFunctionCall
; CHECK-DAG: OpVariable %_ptr_Function__ptr_CrossWorkgroup_float Function
; CHECK-DAG: OpVariable %_ptr_Function_uint Function
; CHECK-DAG: OpVariable %_ptr_Function_float Function
; CHECK-DAG: OpSConvert
; CHECK-DAG: OpUConvert
; A spilled pointer is loaded back at its own type: no cast.
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=NOCAST
; NOCAST-NOT: OpBitcast
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @matmul(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %9 = load ptr addrspace(1), ptr %5, align 8
  %10 = load ptr addrspace(1), ptr %6, align 8
  %11 = load ptr addrspace(1), ptr %7, align 8
  %12 = load i32, ptr %8, align 4
  call spir_func void @__clang_ocl_kern_imp_matmul(ptr addrspace(1) noundef align 4 %9, ptr addrspace(1) noundef align 4 %10, ptr addrspace(1) noundef align 4 %11, i32 noundef %12) #3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_matmul(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr %9, align 4
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %10, align 4
  store float 0.000000e+00, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %18

18:                                               ; preds = %53, %4
  %19 = load i32, ptr %12, align 4
  %20 = load i32, ptr %8, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %56

22:                                               ; preds = %18
  store i32 0, ptr %13, align 4
  br label %23

23:                                               ; preds = %49, %22
  %24 = load i32, ptr %13, align 4
  %25 = icmp slt i32 %24, 4
  br i1 %25, label %26, label %52

26:                                               ; preds = %23
  %27 = load ptr addrspace(1), ptr %5, align 8
  %28 = load i32, ptr %9, align 4
  %29 = load i32, ptr %8, align 4
  %30 = mul nsw i32 %28, %29
  %31 = load i32, ptr %12, align 4
  %32 = add nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %27, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4
  %36 = load ptr addrspace(1), ptr %6, align 8
  %37 = load i32, ptr %12, align 4
  %38 = load i32, ptr %8, align 4
  %39 = mul nsw i32 %37, %38
  %40 = load i32, ptr %10, align 4
  %41 = add nsw i32 %39, %40
  %42 = load i32, ptr %13, align 4
  %43 = add nsw i32 %41, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %36, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4
  %47 = load float, ptr %11, align 4
  %48 = call float @llvm.fmuladd.f32(float %35, float %46, float %47)
  store float %48, ptr %11, align 4
  br label %49

49:                                               ; preds = %26
  %50 = load i32, ptr %13, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %13, align 4
  br label %23

52:                                               ; preds = %23
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %12, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %12, align 4
  br label %18

56:                                               ; preds = %18
  %57 = load float, ptr %11, align 4
  %58 = load ptr addrspace(1), ptr %7, align 8
  %59 = load i32, ptr %9, align 4
  %60 = load i32, ptr %8, align 4
  %61 = mul nsw i32 %59, %60
  %62 = load i32, ptr %10, align 4
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %58, i64 %64
  store float %57, ptr addrspace(1) %65, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!4 = !{i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"float*", !"float*", !"float*", !"int"}
!7 = !{!"const", !"const", !"", !""}
