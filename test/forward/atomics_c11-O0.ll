; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O0
; -Xclang -finclude-default-header):
; kernel void c11(global atomic_int *counter, global atomic_uint *u, global int *out) {
;   int old = atomic_fetch_add_explicit(counter, 1, memory_order_relaxed, memory_scope_device);
;   atomic_fetch_or_explicit(u, 4u, memory_order_acq_rel, memory_scope_work_group);
;   int expected = 0;
;   bool ok = atomic_compare_exchange_strong_explicit(counter, &expected, 42,
;               memory_order_seq_cst, memory_order_relaxed, memory_scope_device);
;   atomic_store_explicit(u, 7u, memory_order_release, memory_scope_device);
;   uint v = atomic_load_explicit(u, memory_order_acquire, memory_scope_device);
;   atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
;   out[get_global_id(0)] = old + (ok ? 1 : 0) + (int)v;
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpCapability GenericPointer
; CHECK-DAG: OpEntryPoint Kernel %c11 "c11"
; CHECK-DAG: OpMemoryBarrier
; CHECK-DAG: OpAtomicIAdd
; CHECK-DAG: OpAtomicOr
; CHECK-DAG: OpAtomicCompareExchange
; CHECK-DAG: OpAtomicStore
; CHECK-DAG: OpAtomicLoad
; CHECK-DAG: OpPtrCastToGeneric
; CHECK-DAG: OpSelect
; CHECK-DAG: OpFunctionCall
; CHECK-DAG: OpVariable %_ptr_Function__ptr_CrossWorkgroup_uchar Function

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @c11(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %7 = load ptr addrspace(1), ptr %4, align 8
  %8 = load ptr addrspace(1), ptr %5, align 8
  %9 = load ptr addrspace(1), ptr %6, align 8
  call spir_func void @__clang_ocl_kern_imp_c11(ptr addrspace(1) noundef align 4 %7, ptr addrspace(1) noundef align 4 %8, ptr addrspace(1) noundef align 4 %9) #3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_c11(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %11 = load ptr addrspace(1), ptr %4, align 8
  %12 = addrspacecast ptr addrspace(1) %11 to ptr addrspace(4)
  %13 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef %12, i32 noundef 1, i32 noundef 0, i32 noundef 2) #4
  store i32 %13, ptr %7, align 4
  %14 = load ptr addrspace(1), ptr %5, align 8
  %15 = addrspacecast ptr addrspace(1) %14 to ptr addrspace(4)
  %16 = call spir_func i32 @_Z24atomic_fetch_or_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4) noundef %15, i32 noundef 4, i32 noundef 4, i32 noundef 1) #4
  store i32 0, ptr %8, align 4
  %17 = load ptr addrspace(1), ptr %4, align 8
  %18 = addrspacecast ptr addrspace(1) %17 to ptr addrspace(4)
  %19 = addrspacecast ptr %8 to ptr addrspace(4)
  %20 = call spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) noundef %18, ptr addrspace(4) noundef %19, i32 noundef 42, i32 noundef 5, i32 noundef 0, i32 noundef 2) #4
  %21 = zext i1 %20 to i8
  store i8 %21, ptr %9, align 1
  %22 = load ptr addrspace(1), ptr %5, align 8
  %23 = addrspacecast ptr addrspace(1) %22 to ptr addrspace(4)
  call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4) noundef %23, i32 noundef 7, i32 noundef 3, i32 noundef 2) #4
  %24 = load ptr addrspace(1), ptr %5, align 8
  %25 = addrspacecast ptr addrspace(1) %24 to ptr addrspace(4)
  %26 = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomicj12memory_order12memory_scope(ptr addrspace(4) noundef %25, i32 noundef 2, i32 noundef 2) #4
  store i32 %26, ptr %10, align 4
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 5, i32 noundef 2) #4
  %27 = load i32, ptr %7, align 4
  %28 = load i8, ptr %9, align 1
  %29 = trunc i8 %28 to i1
  %30 = zext i1 %29 to i64
  %31 = select i1 %29, i32 1, i32 0
  %32 = add nsw i32 %27, %31
  %33 = load i32, ptr %10, align 4
  %34 = add nsw i32 %32, %33
  %35 = load ptr addrspace(1), ptr %6, align 8
  %36 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) %35, i64 %36
  store i32 %34, ptr addrspace(1) %37, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z24atomic_fetch_or_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) noundef, ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomicj12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"atomic_int*", !"atomic_uint*", !"int*"}
!7 = !{!"_Atomic(int)*", !"_Atomic(unsigned int)*", !"int*"}
!8 = !{!"", !"", !""}
