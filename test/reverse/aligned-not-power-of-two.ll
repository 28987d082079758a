; An Aligned memory operand must be a power of two (SPIR-V 3.26).  lspv's
; checker refuses one that is not in a module it verifies (and so in its own
; output); reverse reads such a module, as llvm-spirv writes Aligned 0,
; with no alignment beyond the type's.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o %t.spt
; RUN: sed -E 's/^(6 Load .*) 2 4 $/\1 2 0 /' %t.spt > %t.bad.spt
; RUN: grep -q ' 2 0 $' %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: %lspv -r %t.bad.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; The well-formed module verifies.
; RUN: %lspv %t.bc -o %t.spv
; RUN: %lspv --verify %t.spv
; VERIFY: InvalidOperands: the Aligned memory operand 0 is not a power of two (SPIR-V 3.26) (word offset {{[0-9]+}}, OpLoad
; LLVM: %v = load i32, ptr addrspace(1) %p, align 4
; LLVM: store i32 %w, ptr addrspace(1) %p, align 4

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %v = load i32, ptr addrspace(1) %p, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %p, align 4
  ret void
}
