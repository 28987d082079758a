; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O0
; -Xclang -finclude-default-header):
; int load_generic(int *p) { return *p + 1; }
; void store_generic(int *p, int v) { *p = v; }
; kernel void gen(global int *g, local int *l) {
;   size_t i = get_global_id(0);
;   private int priv = (int)i;
;   l[get_local_id(0)] = g[i];
;   barrier(CLK_LOCAL_MEM_FENCE);
;   int *p = (i & 1) ? (int *)&g[i] : (int *)&l[get_local_id(0)];
;   store_generic(&priv, load_generic(p));
;   global int *back = to_global(p);
;   if (back)
;     *back = priv;
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; llvm-spirv 15 cannot read OpPtrEqual (SPIR-V 1.4): it reads the 1.3 form,
; which compares the addresses as integers.
; RUN: %lspv %s --spirv-max-version=1.3 -o %t.13.spv
; RUN: %spirv-val %t.13.spv
; RUN: spirv-dis %t.13.spv | FileCheck %s --check-prefix=V13
; RUN: %llvm-spirv-15 -r %t.13.spv -o %t.bc
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability GenericPointer
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %gen "gen"
; CHECK-DAG: OpControlBarrier %uint_2 %uint_2 %uint_272
; CHECK-DAG: OpPhi
; CHECK-DAG: OpPtrCastToGeneric
; CHECK-DAG: OpPtrNotEqual %bool
; V13: OpINotEqual %bool %{{[0-9]+}} %{{[0-9]+}}
; CHECK-DAG: OpFunctionCall
; CHECK-DAG: OpVariable %_ptr_Function__ptr_Generic_uint Function
; CHECK-DAG: OpVariable %_ptr_Function_uint Function
; CHECK-DAG: OpVariable %_ptr_Function__ptr_CrossWorkgroup_uchar Function
; CHECK-DAG: OpUConvert
; CHECK-DAG: OpBitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func i32 @load_generic(ptr addrspace(4) noundef %0) #0 {
  %2 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %2, align 8
  %3 = load ptr addrspace(4), ptr %2, align 8
  %4 = load i32, ptr addrspace(4) %3, align 4
  %5 = add nsw i32 %4, 1
  ret i32 %5
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @store_generic(ptr addrspace(4) noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr addrspace(4), align 8
  %4 = alloca i32, align 4
  store ptr addrspace(4) %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load ptr addrspace(4), ptr %3, align 8
  store i32 %5, ptr addrspace(4) %6, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @gen(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(3), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(3) %1, ptr %4, align 8
  %5 = load ptr addrspace(1), ptr %3, align 8
  %6 = load ptr addrspace(3), ptr %4, align 8
  call spir_func void @__clang_ocl_kern_imp_gen(ptr addrspace(1) noundef align 4 %5, ptr addrspace(3) noundef align 4 %6) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_gen(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(3), align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr addrspace(4), align 8
  %8 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(3) %1, ptr %4, align 8
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  store i64 %9, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr %6, align 4
  %12 = load ptr addrspace(1), ptr %3, align 8
  %13 = load i64, ptr %5, align 8
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %12, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4
  %16 = load ptr addrspace(3), ptr %4, align 8
  %17 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %18 = getelementptr inbounds nuw i32, ptr addrspace(3) %16, i64 %17
  store i32 %15, ptr addrspace(3) %18, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %19 = load i64, ptr %5, align 8
  %20 = and i64 %19, 1
  %21 = icmp ne i64 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %2
  %23 = load ptr addrspace(1), ptr %3, align 8
  %24 = load i64, ptr %5, align 8
  %25 = getelementptr inbounds nuw i32, ptr addrspace(1) %23, i64 %24
  %26 = addrspacecast ptr addrspace(1) %25 to ptr addrspace(4)
  br label %32

27:                                               ; preds = %2
  %28 = load ptr addrspace(3), ptr %4, align 8
  %29 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %30 = getelementptr inbounds nuw i32, ptr addrspace(3) %28, i64 %29
  %31 = addrspacecast ptr addrspace(3) %30 to ptr addrspace(4)
  br label %32

32:                                               ; preds = %27, %22
  %33 = phi ptr addrspace(4) [ %26, %22 ], [ %31, %27 ]
  store ptr addrspace(4) %33, ptr %7, align 8
  %34 = addrspacecast ptr %6 to ptr addrspace(4)
  %35 = load ptr addrspace(4), ptr %7, align 8
  %36 = call spir_func i32 @load_generic(ptr addrspace(4) noundef %35) #6
  call spir_func void @store_generic(ptr addrspace(4) noundef %34, i32 noundef %36) #6
  %37 = load ptr addrspace(4), ptr %7, align 8
  %38 = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %37)
  store ptr addrspace(1) %38, ptr %8, align 8
  %39 = load ptr addrspace(1), ptr %8, align 8
  %40 = icmp ne ptr addrspace(1) %39, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  br i1 %40, label %41, label %44

41:                                               ; preds = %32
  %42 = load i32, ptr %6, align 4
  %43 = load ptr addrspace(1), ptr %8, align 8
  store i32 %42, ptr addrspace(1) %43, align 4
  br label %44

44:                                               ; preds = %41, %32
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

declare dso_local spir_func ptr addrspace(1) @__to_global(ptr addrspace(4))

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!4 = !{i32 1, i32 3}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"", !""}
