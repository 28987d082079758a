; OpSpecConstantOp carries the operands of the operation it names (without
; its result type and id): the reader, the text form and the checker all
; follow the named opcode's grammar.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s < %t.spt
; RUN: %lspv -to-binary %t.spt -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; llvm-spirv-15's own module with an OpSpecConstantOp (from the typed-pointer
; twin of this file): the text form is byte-identical to its -to-text, the
; binary comes back, and it reverses.
; RUN: %lspv -to-text %S/Inputs/spec-constant-op.llvm-spirv-15.spv -o %t.15.spt
; RUN: diff %t.15.spt %S/Inputs/spec-constant-op.llvm-spirv-15.spt
; RUN: %lspv -to-binary %S/Inputs/spec-constant-op.llvm-spirv-15.spt -o %t.15.spv
; RUN: cmp %t.15.spv %S/Inputs/spec-constant-op.llvm-spirv-15.spv
; RUN: %lspv -r %S/Inputs/spec-constant-op.llvm-spirv-15.spv -o - -S | FileCheck %s --check-prefix=IR
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=IR
; CHECK: 7 SpecConstantOp {{[0-9]+}} {{[0-9]+}} 70 {{[0-9]+ [0-9]+ [0-9]+}} {{$}}
; IR: @p = addrspace(1) global ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @a, i64 0, i64 2), align 8

target triple = "spir64-unknown-unknown"
@a = addrspace(1) global [8 x i32] zeroinitializer, align 4
@p = addrspace(1) global ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @a, i64 0, i64 2), align 8

define spir_kernel void @k(ptr addrspace(1) %o) {
  %v = load ptr addrspace(1), ptr addrspace(1) @p
  %x = load i32, ptr addrspace(1) %v
  store i32 %x, ptr addrspace(1) %o
  ret void
}
