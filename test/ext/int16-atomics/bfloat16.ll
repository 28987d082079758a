; SPV_INTEL_16bit_atomics on bfloat: atomicrmw fadd / fsub / fmin / fmax
; and the __spirv_ calls become OpAtomicF{Add,Min,Max}EXT on
; `OpTypeFloat 16 BFloat16KHR` (lib/ext/atomic_float.c) with capability
; AtomicBFloat16AddINTEL / AtomicBFloat16MinMaxINTEL; atomic load / store /
; exchange of bfloat declare AtomicBFloat16LoadStoreINTEL
; (lib/ext/int16_atomics.c).  An fsub of a constant adds the negated
; constant.
; RUN: %lspv --spirv-ext=+SPV_INTEL_16bit_atomics,+SPV_KHR_bfloat16,+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv --spirv-ext=+all,-SPV_KHR_untyped_pointers %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
;
; Without SPV_INTEL_16bit_atomics: llvm-spirv's error naming it, no output;
; without SPV_KHR_bfloat16, the type's error.
; RUN: rm -f %t.no.spv
; RUN: not %lspv --spirv-ext=+SPV_KHR_bfloat16,+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NO-ATOM
; RUN: not test -e %t.no.spv
; RUN: not %lspv --spirv-ext=+SPV_INTEL_16bit_atomics %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NO-BF
; NO-ATOM: RequiresExtension: Feature requires the following SPIR-V extension:
; NO-ATOM-NEXT: SPV_INTEL_16bit_atomics
; NO-BF: RequiresExtension: Feature requires the following SPIR-V extension:
; NO-BF-NEXT: SPV_KHR_bfloat16
;
; The checker: the bfloat add without its capability.
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: grep -v "Capability AtomicBFloat16AddINTEL" %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=CHECKER
; CHECKER: OpAtomicFAddEXT requires capability

; TEXT-DAG: Capability BFloat16TypeKHR
; TEXT-DAG: Capability AtomicBFloat16AddINTEL
; TEXT-DAG: Capability AtomicBFloat16MinMaxINTEL
; TEXT-DAG: Capability AtomicBFloat16LoadStoreINTEL
; TEXT-DAG: Extension "SPV_INTEL_16bit_atomics"
; TEXT-DAG: Extension "SPV_KHR_bfloat16"
; TEXT-DAG: Extension "SPV_EXT_shader_atomic_float_add"
; TEXT-DAG: Extension "SPV_EXT_shader_atomic_float_min_max"
; TEXT-DAG: TypeFloat [[#BF:]] 16 0
; 42.0 and -2.0 in bfloat
; TEXT-DAG: Constant [[#BF]] [[#C42:]] 16936
; TEXT-DAG: Constant [[#BF]] [[#M2:]] 49152
; TEXT: AtomicFAddEXT [[#BF]] [[#]] [[#]] [[#]] [[#]] [[#C42]]
; TEXT: AtomicFAddEXT [[#BF]] [[#]] [[#]] [[#]] [[#]] [[#M2]]
; TEXT: AtomicFMinEXT [[#BF]]
; TEXT: AtomicFMaxEXT [[#BF]]
; TEXT: AtomicLoad [[#BF]]
; TEXT: AtomicFAddEXT [[#BF]]

; SPVIR: call spir_func bfloat @_Z21__spirv_AtomicFAddEXTPU3AS1DF16biiDF16b(ptr addrspace(1) %p, i32 0, i32 16, bfloat 0xR4228)
; SPVIR: call spir_func bfloat @_Z21__spirv_AtomicFAddEXTPU3AS1DF16biiDF16b(ptr addrspace(1) %p, i32 0, i32 16, bfloat 0xRC000)
; SPVIR: call spir_func bfloat @_Z21__spirv_AtomicFMinEXTPU3AS1DF16biiDF16b(
; SPVIR: call spir_func bfloat @_Z21__spirv_AtomicFMaxEXTPU3AS1DF16biiDF16b(
; SPVIR: call spir_func bfloat @_Z18__spirv_AtomicLoadPU3AS1DF16bii(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, bfloat %v) {
entry:
  %a = atomicrmw fadd ptr addrspace(1) %p, bfloat 42.0 seq_cst
  %s = atomicrmw fsub ptr addrspace(1) %p, bfloat 2.0 seq_cst
  %mn = atomicrmw fmin ptr addrspace(1) %p, bfloat %v seq_cst
  %mx = atomicrmw fmax ptr addrspace(1) %p, bfloat %v seq_cst
  %l = load atomic bfloat, ptr addrspace(1) %p acquire, align 2
  %c = call spir_func bfloat @_Z21__spirv_AtomicFAddEXTPU3AS1DF16biiDF16b(ptr addrspace(1) %p, i32 1, i32 896, bfloat %l)
  ret void
}

declare spir_func bfloat @_Z21__spirv_AtomicFAddEXTPU3AS1DF16biiDF16b(ptr addrspace(1), i32, i32, bfloat)
