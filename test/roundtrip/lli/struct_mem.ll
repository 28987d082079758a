; Structs in private memory: field GEPs, nested struct and array, byval-free copies.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.point = type { i32, float, [3 x i16] }
%struct.pair = type { %struct.point, i64 }

define spir_func i64 @structs(i32 %x) {
  %p = alloca %struct.pair, align 8
  %f0 = getelementptr inbounds %struct.pair, ptr %p, i64 0, i32 0, i32 0
  store i32 %x, ptr %f0, align 4
  %f1 = getelementptr inbounds %struct.pair, ptr %p, i64 0, i32 0, i32 1
  %xf = sitofp i32 %x to float
  store float %xf, ptr %f1, align 4
  %e2 = getelementptr inbounds %struct.pair, ptr %p, i64 0, i32 0, i32 2, i64 2
  store i16 7, ptr %e2, align 2
  %l = getelementptr inbounds %struct.pair, ptr %p, i64 0, i32 1
  store i64 1000000007, ptr %l, align 8
  %v0 = load i32, ptr %f0, align 4
  %v1 = load float, ptr %f1, align 4
  %v2 = load i16, ptr %e2, align 2
  %v3 = load i64, ptr %l, align 8
  %a = sext i32 %v0 to i64
  %b = fptosi float %v1 to i64
  %c = zext i16 %v2 to i64
  %s1 = add i64 %a, %b
  %s2 = mul i64 %s1, %c
  %s3 = add i64 %s2, %v3
  ret i64 %s3
}
; ---- driver ----
define i32 @main() {
  %a = call i64 @structs(i32 21)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @structs(i32 -4)
  call void @__lli_print_i(i64 %b)
  ret i32 0
}
