; SPV_INTEL_16bit_atomics on i16 (lib/ext/int16_atomics.c): with the
; extension enabled, the load / store / exchange / compare-exchange family
; declares AtomicInt16CompareExchangeINTEL and the read-modify-write atomics
; Int16AtomicsINTEL too; without it the module is the core's (the core spec
; has no rule against i16 atomics) and names neither.
; RUN: %lspv --spirv-ext=+SPV_INTEL_16bit_atomics %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=SPVIR
; The SPV-IR calls translate forward to the same capabilities.
; RUN: %lspv --spirv-ext=+SPV_INTEL_16bit_atomics %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
;
; Exchanges only: the smaller capability alone.
; RUN: sed -e '/RMW$/d' %s > %t.xchg.ll
; RUN: %lspv --spirv-ext=+SPV_INTEL_16bit_atomics %t.xchg.ll -o %t.xchg.spv
; RUN: %lspv -to-text %t.xchg.spv -o - | FileCheck %s --check-prefix=XCHG
;
; Without the extension.
; RUN: %lspv %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv
; RUN: %lspv -to-text %t.noext.spv -o - | FileCheck %s --check-prefix=NOEXT
;
; The checker: a read-modify-write atomic on i16 under the exchange
; capability alone is refused.
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: grep -v "Capability Int16AtomicsINTEL" %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=CHECKER

; TEXT-DAG: Capability Int16{{ *$}}
; TEXT-DAG: Capability AtomicInt16CompareExchangeINTEL
; TEXT-DAG: Capability Int16AtomicsINTEL
; TEXT-DAG: Extension "SPV_INTEL_16bit_atomics"
; TEXT-DAG: TypeInt [[#I16:]] 16 0
; TEXT: AtomicStore
; TEXT: AtomicLoad [[#I16]]
; TEXT: AtomicExchange [[#I16]]
; TEXT: AtomicCompareExchange [[#I16]]
; TEXT: AtomicOr [[#I16]]
; TEXT: AtomicIAdd [[#I16]]

; XCHG: Capability AtomicInt16CompareExchangeINTEL
; XCHG-NOT: Int16AtomicsINTEL
; XCHG: Extension "SPV_INTEL_16bit_atomics"

; NOEXT: Capability Int16
; NOEXT-NOT: INTEL
; NOEXT: AtomicOr

; IR: call spir_func i16 @_Z24atomic_fetch_or_explicitPU3AS4VU7_Atomicss12memory_order12memory_scope(
; SPVIR: call spir_func i16 @_Z16__spirv_AtomicOrPU3AS1siis(

; CHECKER: RequiresCapability: a read-modify-write atomic on a 16-bit integer needs the Int16AtomicsINTEL capability (SPV_INTEL_16bit_atomics)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i16 0, align 2

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  store atomic i16 1, ptr addrspace(1) %p release, align 2
  %l = load atomic i16, ptr addrspace(1) %p acquire, align 2
  %x = atomicrmw xchg ptr addrspace(1) @g, i16 %l acq_rel
  %c = cmpxchg ptr addrspace(1) %p, i16 %x, i16 7 seq_cst acquire
  %o = atomicrmw or ptr addrspace(1) @g, i16 42 release ; RMW
  %a = atomicrmw add ptr addrspace(1) %p, i16 %l seq_cst ; RMW
  ret void
}
