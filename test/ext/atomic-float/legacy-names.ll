; OpenCL C has no atomic_add / atomic_min ... on floats.  Without a float
; atomic extension such a function is the program's own, called as such;
; with SPV_EXT_shader_atomic_float_add / _min_max it is read as the float
; atomic that lspv's reverse spells that way for the CL1.2 target (so the
; round trip keeps it).  The C11 names on a float need the extension.
; RUN: %llvm-as %s -o %t.bc
; Without the extensions: calls of the program's functions.
; RUN: %lspv %t.bc -o %t.off.spv
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %lspv -r %t.off.spv -o - | %llvm-dis | FileCheck %s --check-prefix=OFF-IR
; With them: the atomics.
; RUN: %lspv %t.bc --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=ON
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=ON-IR
; The C11 spelling still needs the extension.
; RUN: sed -e 's/_Z10atomic_addPU3AS1Vff/_Z16atomic_fetch_addPU3AS1VU7_Atomicff/g' %s > %t.c11.ll
; RUN: not %lspv %t.c11.ll -o %t.c11.spv 2>&1 | FileCheck %s --check-prefix=C11
; RUN: not test -e %t.c11.spv

; OFF-LABEL: Label
; OFF-NOT: Atomic
; OFF: FunctionCall [[#]] [[#]] [[#]]
; OFF: FunctionCall [[#]] [[#]] [[#]]
; OFF-IR: call spir_func float @_Z10atomic_addPU3AS1Vff(ptr addrspace(1) %p, float %v)
; OFF-IR: call spir_func float @_Z10atomic_minPU3AS1Vff(ptr addrspace(1) %p, float %v)

; ON: AtomicFAddEXT
; ON: AtomicFMinEXT
; ON-NOT: FunctionCall
; ON-IR: call spir_func float @_Z10atomic_addPU3AS1Vff(ptr addrspace(1) %p, float %v)
; ON-IR: call spir_func float @_Z10atomic_minPU3AS1Vff(ptr addrspace(1) %p, float %v)

; C11: RequiresExtension: Feature requires the following SPIR-V extension:
; C11-NEXT: SPV_EXT_shader_atomic_float_add

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @f(ptr addrspace(1) %p, float %v) {
entry:
  %a = call spir_func float @_Z10atomic_addPU3AS1Vff(ptr addrspace(1) %p, float %v)
  %b = call spir_func float @_Z10atomic_minPU3AS1Vff(ptr addrspace(1) %p, float %v)
  %r = fadd float %a, %b
  ret float %r
}

declare spir_func float @_Z10atomic_addPU3AS1Vff(ptr addrspace(1), float)
declare spir_func float @_Z10atomic_minPU3AS1Vff(ptr addrspace(1), float)
