; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
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
; CHECK-DAG: OpCapability GenericPointer
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpEntryPoint Kernel %c11 "c11"
; CHECK-DAG: OpMemoryBarrier
; CHECK-DAG: OpAtomicIAdd
; CHECK-DAG: OpAtomicOr
; CHECK-DAG: OpAtomicCompareExchange
; CHECK-DAG: OpAtomicStore
; CHECK-DAG: OpAtomicLoad
; CHECK-DAG: OpPtrCastToGeneric
; CHECK-DAG: OpSelect
; CHECK-DAG: OpVariable %_ptr_Function_uint Function
; CHECK-DAG: OpBitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @c11(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = alloca i32, align 4
  %5 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %6 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef %5, i32 noundef 1, i32 noundef 0, i32 noundef 2) #5
  %7 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  %8 = tail call spir_func i32 @_Z24atomic_fetch_or_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4) noundef %7, i32 noundef 4, i32 noundef 4, i32 noundef 1) #5
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #6
  store i32 0, ptr %4, align 4, !tbaa !4
  %9 = addrspacecast ptr %4 to ptr addrspace(4)
  %10 = call spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) noundef %5, ptr addrspace(4) noundef %9, i32 noundef 42, i32 noundef 5, i32 noundef 0, i32 noundef 2) #5
  call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4) noundef %7, i32 noundef 7, i32 noundef 3, i32 noundef 2) #5
  %11 = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomicj12memory_order12memory_scope(ptr addrspace(4) noundef %7, i32 noundef 2, i32 noundef 2) #5
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 5, i32 noundef 2) #5
  %12 = zext i1 %10 to i32
  %13 = add nsw i32 %6, %12
  %14 = add nsw i32 %13, %11
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %15
  store i32 %14, ptr addrspace(1) %16, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #6
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_c11(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = alloca i32, align 4
  %5 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %6 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef %5, i32 noundef 1, i32 noundef 0, i32 noundef 2) #5
  %7 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  %8 = tail call spir_func i32 @_Z24atomic_fetch_or_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4) noundef %7, i32 noundef 4, i32 noundef 4, i32 noundef 1) #5
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #6
  store i32 0, ptr %4, align 4, !tbaa !4
  %9 = addrspacecast ptr %4 to ptr addrspace(4)
  %10 = call spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) noundef %5, ptr addrspace(4) noundef %9, i32 noundef 42, i32 noundef 5, i32 noundef 0, i32 noundef 2) #5
  call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4) noundef %7, i32 noundef 7, i32 noundef 3, i32 noundef 2) #5
  %11 = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomicj12memory_order12memory_scope(ptr addrspace(4) noundef %7, i32 noundef 2, i32 noundef 2) #5
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 5, i32 noundef 2) #5
  %12 = zext i1 %10 to i32
  %13 = add nsw i32 %6, %12
  %14 = add nsw i32 %13, %11
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %2, i64 %15
  store i32 %14, ptr addrspace(1) %16, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z24atomic_fetch_or_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) noundef, ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomicj12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind willreturn memory(none) }

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
!10 = !{!"atomic_int*", !"atomic_uint*", !"int*"}
!11 = !{!"_Atomic(int)*", !"_Atomic(unsigned int)*", !"int*"}
!12 = !{!"", !"", !""}
