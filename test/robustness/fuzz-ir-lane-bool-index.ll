; Found by fuzz_ir (fuzz/README.md): extractelement/insertelement with a
; variable i1 lane index became OpVectorExtractDynamic/OpVectorInsertDynamic
; with a bool index (spirv-val: "Expected Index to be int scalar").  LLVM
; reads the index as unsigned, so forward selects 1 or 0.  Checked by
; spirv-val and by running the round trip under lli.
; RUN: sed '/^; ---- driver/q' %s > %t.ll
; RUN: %lspv %t.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=SPV
; RUN: %python %S/../roundtrip/Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; SPV: [[I:%[0-9a-z_]+]] = OpSelect %uint %b %uint_1 %uint_0
; SPV: OpVectorInsertDynamic %v2ulong %{{[0-9a-z_]+}} %ulong_5 [[I]]
; SPV: [[J:%[0-9a-z_]+]] = OpSelect %uint %b %uint_1 %uint_0
; SPV: OpVectorExtractDynamic %ulong %{{[0-9a-z_]+}} [[J]]
; CHECK: SAME 2 lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; <10, 20> with lane b set to 5, then lane b and lane 0 read back.
define spir_func i64 @lanes(i1 %b) {
  %v = insertelement <2 x i64> <i64 10, i64 20>, i64 5, i1 %b
  %e = extractelement <2 x i64> %v, i1 %b
  %f = extractelement <2 x i64> %v, i32 0
  %f100 = mul i64 %f, 100
  %r = add i64 %e, %f100
  ret i64 %r
}
; ---- driver ----
define i32 @main() {
  %x = call i64 @lanes(i1 false)
  call void @__lli_print_i(i64 %x)
  %y = call i64 @lanes(i1 true)
  call void @__lli_print_i(i64 %y)
  ret i32 0
}
