; Floating-point atomics (issue 19).  Read-modify-write add/sub/min/max on a
; float has no core SPIR-V form: without the extension it is RequiresExtension
; naming the extension of the instruction (never OpAtomicIAdd and friends on a
; float, which spirv-val rejects); with it, the atomic-float plugin writes it
; (test/ext/atomic-float).  A C11 compare-exchange on a float goes through the
; integer of the same width (bitwise comparison).
; RUN: rm -rf %t && split-file %s %t
; RUN: not %lspv %t/rmw-fadd.ll -o %t/a.spv 2>&1 | FileCheck %s --check-prefix=ADD
; RUN: not test -e %t/a.spv
; RUN: not %lspv %t/rmw-fsub.ll -o %t/a.spv 2>&1 | FileCheck %s --check-prefix=ADD
; RUN: not %lspv %t/rmw-fmin.ll -o %t/a.spv 2>&1 | FileCheck %s --check-prefix=MINMAX
; RUN: not %lspv %t/rmw-fmax.ll -o %t/a.spv 2>&1 | FileCheck %s --check-prefix=MINMAX
; RUN: not %lspv %t/ocl-fetch-add.ll -o %t/a.spv 2>&1 | FileCheck %s --check-prefix=ADD
; RUN: not %lspv %t/ocl-fetch-max.ll -o %t/a.spv 2>&1 | FileCheck %s --check-prefix=MINMAX
; ADD: RequiresExtension: Feature requires the following SPIR-V extension:
; ADD-NEXT: SPV_EXT_shader_atomic_float_add
; MINMAX: RequiresExtension: Feature requires the following SPIR-V extension:
; MINMAX-NEXT: SPV_EXT_shader_atomic_float_min_max
;
; OpenCL C has no atomic_fetch_or (nor atom_inc, atomic_cmpxchg, ...) on a
; float: a function of that name is the program's own, called as such (as
; llvm-spirv reads it), never an atomic instruction.  atomic_add/sub/min/max
; on a float are what llvm-spirv's reverse writes for the EXT float atomics
; in OpenCL 1.2: the atomic-float plugin takes them when the extension is
; enabled (test/ext/atomic-float/legacy-names.ll); without it they are the
; program's functions too.
; RUN: %lspv %t/ocl-fetch-or.ll -o %t/or.spv
; RUN: %spirv-val %t/or.spv
; RUN: %lspv -to-text %t/or.spv -o - | FileCheck %s --check-prefix=OR
; OR-NOT: {{[0-9] Atomic[A-Z]}}
; OR: FunctionCall {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
; OR-NOT: {{[0-9] Atomic[A-Z]}}
; RUN: %lspv %t/legacy-other.ll -o %t/la.spv
; RUN: %lspv -to-text %t/la.spv -o - | FileCheck %s --check-prefix=OR
; RUN: %lspv %t/legacy-add.ll -o %t/ladd.spv
; RUN: %spirv-val %t/ladd.spv
; RUN: %lspv -to-text %t/ladd.spv -o - | FileCheck %s --check-prefix=OR
;
; RUN: %lspv %t/cmpxchg.ll -o %t/c.spv
; RUN: %spirv-val %t/c.spv
; RUN: %lspv -to-text %t/c.spv -o - | FileCheck %s --check-prefix=CMPXCHG
; RUN: %lspv -r --exact-roundtrip %t/c.spv -o %t/c.bc
; RUN: %llvm-dis %t/c.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t/c.bc -o %t/c2.spv
; RUN: cmp %t/c.spv %t/c2.spv
; CMPXCHG-DAG: 4 TypeInt [[I32:[0-9]+]] 32 0
; CMPXCHG-DAG: 4 TypeInt [[I64:[0-9]+]] 64 0
; CMPXCHG-DAG: 4 Constant [[I32]] [[TWO:[0-9]+]] 1073741824
; CMPXCHG-DAG: Capability Int64Atomics
; CMPXCHG: 9 AtomicCompareExchange [[I32]] [[OLD:[0-9]+]] {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[TWO]] [[EXP:[0-9]+]]
; CMPXCHG: 5 IEqual {{[0-9]+}} {{[0-9]+}} [[OLD]] [[EXP]]
; CMPXCHG: 4 Bitcast [[I64]] [[D:[0-9]+]] {{[0-9]+}}
; CMPXCHG-NEXT: 4 Bitcast
; CMPXCHG-NEXT: 9 AtomicCompareExchange [[I64]] {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[D]] {{[0-9]+}}
; CMPXCHG-NOT: AtomicCompareExchange
; IR: i32 1073741824
; IR: bitcast double %d to i64

;--- rmw-fadd.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = atomicrmw fadd ptr addrspace(1) %p, float 1.0 syncscope("device") monotonic
  ret void
}
;--- rmw-fsub.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = atomicrmw fsub ptr addrspace(1) %p, double 1.0 syncscope("device") seq_cst
  ret void
}
;--- rmw-fmin.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(3) %p) {
  %r = atomicrmw fmin ptr addrspace(3) %p, float 1.0 syncscope("workgroup") monotonic
  ret void
}
;--- rmw-fmax.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = atomicrmw fmax ptr addrspace(1) %p, half 1.0 monotonic
  ret void
}
;--- ocl-fetch-add.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %f, ptr addrspace(1) %out) {
  %o = call spir_func float @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicff12memory_order12memory_scope(ptr addrspace(1) %f, float 1.0, i32 0, i32 2)
  store float %o, ptr addrspace(1) %out
  ret void
}
declare spir_func float @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicff12memory_order12memory_scope(ptr addrspace(1), float, i32, i32)
;--- ocl-fetch-max.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(4) %f) {
  %o = call spir_func float @_Z16atomic_fetch_maxPU3AS4VU7_Atomicff(ptr addrspace(4) %f, float 1.0)
  ret void
}
declare spir_func float @_Z16atomic_fetch_maxPU3AS4VU7_Atomicff(ptr addrspace(4), float)
;--- ocl-fetch-or.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(4) %f) {
  %o = call spir_func float @_Z15atomic_fetch_orPU3AS4VU7_Atomicff(ptr addrspace(4) %f, float 1.0)
  ret void
}
declare spir_func float @_Z15atomic_fetch_orPU3AS4VU7_Atomicff(ptr addrspace(4), float)
;--- legacy-other.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %f, ptr addrspace(1) %d) {
  %i = call spir_func float @_Z8atom_incPU3AS1Vff(ptr addrspace(1) %f, float 1.0)
  %x = call spir_func double @_Z14atomic_cmpxchgPU3AS1Vddd(ptr addrspace(1) %d, double 1.0, double 2.0)
  ret void
}
declare spir_func float @_Z8atom_incPU3AS1Vff(ptr addrspace(1), float)
declare spir_func double @_Z14atomic_cmpxchgPU3AS1Vddd(ptr addrspace(1), double, double)
;--- legacy-add.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %f) {
  %a = call spir_func float @_Z10atomic_addPU3AS1Vff(ptr addrspace(1) %f, float 1.0)
  ret void
}
declare spir_func float @_Z10atomic_addPU3AS1Vff(ptr addrspace(1), float)
;--- cmpxchg.ll
target triple = "spir64-unknown-unknown"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
define spir_kernel void @k(ptr addrspace(1) %f, ptr addrspace(1) %g, double %d, ptr addrspace(1) %out) {
  %e = alloca float, align 4
  %de = alloca double, align 8
  %e4 = addrspacecast ptr %e to ptr addrspace(4)
  %f4 = addrspacecast ptr addrspace(1) %f to ptr addrspace(4)
  %ok = call spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomicfPU3AS4ff(ptr addrspace(4) %f4, ptr addrspace(4) %e4, float 2.0)
  %de4 = addrspacecast ptr %de to ptr addrspace(4)
  %g4 = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %ok2 = call spir_func zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS4VU7_AtomicdPU3AS4dd12memory_orderS4_12memory_scope(ptr addrspace(4) %g4, ptr addrspace(4) %de4, double %d, i32 4, i32 2, i32 1)
  %v = load float, ptr %e, align 4
  %s = select i1 %ok, float %v, float 0.0
  %s2 = select i1 %ok2, float %s, float 1.0
  store float %s2, ptr addrspace(1) %out, align 4
  ret void
}
declare spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomicfPU3AS4ff(ptr addrspace(4), ptr addrspace(4), float)
declare spir_func zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS4VU7_AtomicdPU3AS4dd12memory_orderS4_12memory_scope(ptr addrspace(4), ptr addrspace(4), double, i32, i32, i32)
