; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O0
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
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Float64
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %scale "scale"
; CHECK-DAG: FuncParamAttr ByVal
; CHECK-DAG: OpExtInst %float %{{[0-9]+}} mad
; CHECK-DAG: OpFunctionCall
; CHECK-DAG: OpVariable %_ptr_Function__ptr_CrossWorkgroup_float Function
; CHECK-DAG: OpVariable %_ptr_Function_ulong Function
; CHECK-DAG: OpSConvert
; CHECK-DAG: OpFConvert
; CHECK-DAG: OpConvertSToF
; A spilled pointer is loaded back at its own type: no cast.
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=NOCAST
; NOCAST-NOT: OpBitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.params_t = type { float, i32, double, [3 x i8] }

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @scale(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%struct.params_t) align 8 %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  %4 = load ptr addrspace(1), ptr %3, align 8
  call spir_func void @__clang_ocl_kern_imp_scale(ptr addrspace(1) noundef align 4 %4, ptr noundef byval(%struct.params_t) align 8 %1) #3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_scale(ptr addrspace(1) noundef align 4 %0, ptr noundef byval(%struct.params_t) align 8 %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  store i64 %5, ptr %4, align 8
  %6 = load ptr addrspace(1), ptr %3, align 8
  %7 = load i64, ptr %4, align 8
  %8 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4
  %10 = getelementptr inbounds nuw %struct.params_t, ptr %1, i32 0, i32 0
  %11 = load float, ptr %10, align 8
  %12 = getelementptr inbounds nuw %struct.params_t, ptr %1, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = sitofp i32 %13 to float
  %15 = call float @llvm.fmuladd.f32(float %9, float %11, float %14)
  %16 = getelementptr inbounds nuw %struct.params_t, ptr %1, i32 0, i32 2
  %17 = load double, ptr %16, align 8
  %18 = fptrunc double %17 to float
  %19 = fadd float %15, %18
  %20 = getelementptr inbounds nuw %struct.params_t, ptr %1, i32 0, i32 3
  %21 = getelementptr inbounds [3 x i8], ptr %20, i64 0, i64 1
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  %24 = sitofp i32 %23 to float
  %25 = fadd float %19, %24
  %26 = load ptr addrspace(1), ptr %3, align 8
  %27 = load i64, ptr %4, align 8
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %26, i64 %27
  store float %25, ptr addrspace(1) %28, align 4
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
!4 = !{i32 1, i32 0}
!5 = !{!"none", !"none"}
!6 = !{!"float*", !"params_t"}
!7 = !{!"", !""}
