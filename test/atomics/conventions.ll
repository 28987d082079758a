; Atomics, barriers and fences follow llvm-spirv's conventions (issues 17, 18;
; docs/reverse.md): LLVM instructions carry the ordering bit alone and the
; scope of their syncscope; OpenCL C builtins carry the order plus the
; storage bits of the memory the pointer points into (relaxed included), the
; OpenCL 1.2 functions at Workgroup scope.  Reverse spells them as llvm-spirv
; does per target environment; --exact-roundtrip keeps every operand.
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=CL12
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=CL20
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.exact.bc
; RUN: %llvm-dis %t.exact.bc -o - | FileCheck %s --check-prefix=EXACT
; The exact spelling comes back with the same operands.
; RUN: %lspv %t.exact.bc -o %t.exact.spv
; RUN: %lspv -to-text %t.exact.spv -o - | FileCheck %s --check-prefix=SPV
; A CL1.2 round trip reads its own spelling back: OpenCL 1.2 operands.
; RUN: %lspv -r %t.spv -o %t.cl12.bc
; RUN: %lspv %t.cl12.bc -o %t.cl12.spv
; RUN: %spirv-val %t.cl12.spv
; RUN: %lspv -to-text %t.cl12.spv -o - | FileCheck %s --check-prefix=BACK12

; Relaxed and CrossDevice are both 0, Acquire and Workgroup both 2.
; SPV-DAG: Constant [[#U:]] [[#ZERO:]] 0 {{$}}
; SPV-DAG: Constant [[#U]] [[#TWO:]] 2 {{$}}
; SPV-DAG: Constant [[#U]] [[#INV:]] 4 {{$}}
; SPV-DAG: Constant [[#U]] [[#SEQ:]] 16 {{$}}
; SPV-DAG: Constant [[#U]] [[#GLOBAL:]] 512 {{$}}
; SPV-DAG: Constant [[#U]] [[#LOCAL:]] 256 {{$}}
; SPV-DAG: Constant [[#U]] [[#ACQ_GENERIC:]] 770 {{$}}
; SPV-DAG: Constant [[#U]] [[#SEQ_GLOBAL:]] 528 {{$}}
; SPV: {{^[0-9]+ Function }}
; atomicrmw seq_cst, no syncscope: CrossDevice, 16 (no storage bits)
; SPV: AtomicIAdd [[#U]] [[#]] [[#]] [[#ZERO]] [[#SEQ]]
; syncscope("work_item") acquire: Invocation, 2
; SPV: AtomicISub [[#U]] [[#]] [[#]] [[#INV]] [[#TWO]]
; an unknown syncscope: CrossDevice
; SPV: AtomicOr [[#U]] [[#]] [[#]] [[#ZERO]] [[#ZERO]]
; fence acquire: the ordering alone
; SPV: MemoryBarrier [[#ZERO]] [[#TWO]]
; atomic_add on a global pointer: Workgroup, relaxed | CrossWorkgroupMemory
; SPV: AtomicIAdd [[#U]] [[#]] [[#]] [[#TWO]] [[#GLOBAL]]
; atomic_fetch_add_explicit(relaxed) through a cast of a local pointer
; SPV: AtomicIAdd [[#U]] [[#]] [[#]] [[#]] [[#LOCAL]]
; atomic_fetch_add_explicit(acquire) on a generic parameter: both bits
; SPV: AtomicIAdd [[#U]] [[#]] [[#]] [[#]] [[#ACQ_GENERIC]]
; barrier(0): no order, no storage; barrier(global): SequentiallyConsistent | 0x200
; SPV: ControlBarrier [[#TWO]] [[#TWO]] [[#ZERO]]
; SPV: ControlBarrier [[#TWO]] [[#TWO]] [[#SEQ_GLOBAL]]

; CL12-LABEL: define spir_kernel void @k(
; CL12: call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %p, i32 1) [[ATTR:#[0-9]+]]
; CL12: call spir_func i32 @_Z10atomic_subPU3AS1Vii(
; CL12: call spir_func i32 @_Z9atomic_orPU3AS1Vii(
; CL12: call spir_func void @_Z9mem_fencej(i32 0)
; CL12: call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %p, i32 3)
; CL12: [[CC:%[0-9]+]] = bitcast ptr addrspace(4) %c to ptr addrspace(4)
; CL12-NEXT: call spir_func i32 @_Z10atomic_addPU3AS4Vii(ptr addrspace(4) [[CC]], i32 3)
; CL12: call spir_func i32 @_Z10atomic_addPU3AS4Vii(ptr addrspace(4) %g, i32 3)
; CL12: call spir_func void @_Z7barrierj(i32 0) [[CONV:#[0-9]+]]
; CL12: call spir_func void @_Z7barrierj(i32 2) [[CONV]]
; CL12: call spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1) %q, i64 0)
; CL12: attributes [[ATTR]] = { nounwind }
; CL12: attributes [[CONV]] = { convergent nounwind }

; CL20-LABEL: define spir_kernel void @k(
; CL20: %p.as = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
; CL20: call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %p.as, i32 1, i32 5, i32 3)
; CL20: call spir_func i32 @_Z25atomic_fetch_sub_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %p.as{{[0-9]*}}, i32 1, i32 2, i32 0)
; CL20: call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 0, i32 2, i32 3)
; CL20: call spir_func void @_Z18work_group_barrierj12memory_scope(i32 2, i32 1)
; CL20: call spir_func i64 @_Z20atomic_load_explicitPU3AS4VU7_Atomicl12memory_order12memory_scope(

; SPVIR: call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) %p, i32 0, i32 16, i32 1)
; SPVIR: call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 528)

; EXACT: call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) %p, i32 0, i32 16, i32 1)
; EXACT: call spir_func void @_Z21__spirv_MemoryBarrierii(i32 0, i32 2)
; EXACT-NOT: atomic_add

; BACK12-DAG: Constant [[#U:]] [[#WG:]] 2 {{$}}
; BACK12-DAG: Constant [[#U]] [[#GLOBAL:]] 512 {{$}}
; BACK12-DAG: Constant [[#U]] [[#ACQREL:]] 8 {{$}}
; BACK12: AtomicIAdd [[#U]] [[#]] [[#]] [[#WG]] [[#GLOBAL]]
; BACK12: MemoryBarrier [[#WG]] [[#ACQREL]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %l, ptr addrspace(4) %g, ptr addrspace(1) %q) {
entry:
  %0 = atomicrmw add ptr addrspace(1) %p, i32 1 seq_cst
  %1 = atomicrmw sub ptr addrspace(1) %p, i32 1 syncscope("work_item") acquire
  %2 = atomicrmw or ptr addrspace(1) %p, i32 1 syncscope("some_gpu_scope") monotonic
  fence acquire
  %3 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %p, i32 3)
  %c = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %4 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4) %c, i32 3, i32 0)
  %5 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4) %g, i32 3, i32 2)
  call spir_func void @_Z7barrierj(i32 0)
  call spir_func void @_Z7barrierj(i32 2)
  %6 = load atomic i64, ptr addrspace(1) %q seq_cst, align 8
  ret void
}

declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1), i32)
declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4), i32, i32)
declare spir_func void @_Z7barrierj(i32)
