; SPV_KHR_cooperative_matrix, the negative cases (lib/ext/cooperative_matrix.c).
;
; Forward without the extension and with it disabled: llvm-spirv's
; RequiresExtension error naming it, no output.
; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: not %lspv --spirv-ext=+all,-SPV_KHR_cooperative_matrix %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_KHR_cooperative_matrix
;
; A scope that is no Scope (above Invocation, 4), a use other than 0-2:
; llvm-spirv's InvalidInstruction texts.
; RUN: sed -e 's/i32, 3, 8, 8, 2/i32, 8, 8, 8, 2/g' %s > %t.scope.ll
; RUN: not %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %t.scope.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SCOPE
; RUN: sed -e 's/i32, 3, 8, 8, 2/i32, 5, 8, 8, 2/g' %s > %t.scope5.ll
; RUN: not %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %t.scope5.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SCOPE
; Scopes 0-4 are accepted as llvm-spirv accepts them (SYCL writes
; CrossDevice, 0; the newest spirv-val wants Workgroup or Subgroup) and
; read back.
; RUN: sed -e 's/i32, 3, 8, 8, 2/i32, 0, 8, 8, 2/g' %s > %t.scope0.ll
; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %t.scope0.ll -o %t.scope0.spv
; RUN: %lspv --verify %t.scope0.spv
; RUN: %lspv -r %t.scope0.spv -o - -S | FileCheck %s --check-prefix=SCOPE0
; SCOPE0: call spir_func target("spirv.CooperativeMatrixKHR", i32, 0, 8, 8, 2) @_Z26__spirv_CompositeConstructi(i32 7)
; SCOPE: InvalidInstruction: Can't translate llvm instruction:
; SCOPE-NEXT: TypeCooperativeMatrixKHR: Unsupported Scope parameter
; RUN: sed -e 's/i32, 3, 8, 8, 2/i32, 3, 8, 8, 5/g' %s > %t.use.ll
; RUN: not %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %t.use.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=USE
; USE: InvalidInstruction: Can't translate llvm instruction:
; USE-NEXT: TypeCooperativeMatrixKHR: Incorrect Use parameter, should be MatrixA, MatrixB or Accumulator
;
; The checker rule, on a module whose scope constant was changed: refused by
; --verify and by reverse.
; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.ok.spv
; RUN: %lspv -to-text %t.ok.spv -o %t.spt
; RUN: sed -e 's/^\(4 Constant [0-9]* [0-9]*\) 3 $/\1 7 /' %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=CHECKER
; RUN: not %lspv -r %t.bad.spv -o %t.bad.bc 2>&1 | FileCheck %s --check-prefix=CHECKER
; CHECKER: InvalidModule: a cooperative matrix's scope is a Scope, not 7 (word offset {{[0-9]+}}, OpTypeCooperativeMatrixKHR

target triple = "spir64-unknown-unknown"

declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructi(i32)

define spir_func void @f(ptr addrspace(1) %p) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructi(i32 7)
  ret void
}
