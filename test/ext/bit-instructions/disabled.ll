; SPV_KHR_bit_instructions disabled (the default, and -SPV_KHR_bit_instructions
; after +all): the cl_khr_extended_bit_ops builtins have no other SPIR-V form,
; so each is an error naming the extension, and no output file is written.
; (llvm.bitreverse is not refused: the plugin declines it and the core's
; emulation applies.)
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not %lspv --spirv-ext=+all,-SPV_KHR_bit_instructions %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; CHECK: RequiresExtension: Feature requires the following SPIR-V extension:
; CHECK-NEXT: SPV_KHR_bit_instructions

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func <2 x i32> @f(<2 x i32> %b, <2 x i32> %i) {
entry:
  %r = call spir_func <2 x i32> @_Z15bitfield_insertDv2_iS_jj(<2 x i32> %b, <2 x i32> %i, i32 4, i32 2)
  ret <2 x i32> %r
}

declare spir_func <2 x i32> @_Z15bitfield_insertDv2_iS_jj(<2 x i32>, <2 x i32>, i32, i32)
