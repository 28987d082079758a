; Found by fuzz_ir (fuzz/README.md): a GEP with an i1 index became an access
; chain with a bool Element (lspv's checker: "the element is not an integer
; scalar").  LLVM sign-extends GEP indices, so true is -1: a constant index
; becomes the integer constant, a variable one an OpSelect of -1 and 0.
; Checked by spirv-val and by running the round trip under lli.
; RUN: sed '/^; ---- driver/q' %s > %t.ll
; RUN: %lspv %t.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=SPV
; RUN: %python %S/../roundtrip/Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; SPV: [[SEL:%[0-9a-z_]+]] = OpSelect %ulong %b %ulong_18446744073709551615 %ulong_0
; SPV: OpInBoundsPtrAccessChain %_ptr_Function_ulong %{{[0-9a-z_]+}} [[SEL]]
; SPV: OpInBoundsPtrAccessChain %_ptr_Function_ulong %{{[0-9a-z_]+}} %ulong_18446744073709551615
; CHECK: SAME 2 lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; a[1 + (b ? -1 : 0)] + a[2 + -1] * 100 with a = {10, 20, 30}
define spir_func i64 @pick(i1 %b) {
  %a = alloca [3 x i64], align 8
  %a1 = getelementptr inbounds i64, ptr %a, i64 1
  %a2 = getelementptr inbounds i64, ptr %a, i64 2
  store i64 10, ptr %a, align 8
  store i64 20, ptr %a1, align 8
  store i64 30, ptr %a2, align 8
  %p = getelementptr inbounds i64, ptr %a1, i1 %b
  %v = load i64, ptr %p, align 8
  %q = getelementptr inbounds i64, ptr %a2, i1 true
  %w = load i64, ptr %q, align 8
  %w100 = mul i64 %w, 100
  %r = add i64 %v, %w100
  ret i64 %r
}
; ---- driver ----
define i32 @main() {
  %x = call i64 @pick(i1 false)
  call void @__lli_print_i(i64 %x)
  %y = call i64 @pick(i1 true)
  call void @__lli_print_i(i64 %y)
  ret i32 0
}
