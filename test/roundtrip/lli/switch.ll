; switch with several cases sharing a destination, a default, and a phi fed by the switch edges.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @classify(i32 %x) {
entry:
  switch i32 %x, label %other [
    i32 0, label %zero
    i32 1, label %small
    i32 2, label %small
    i32 3, label %small
    i32 100, label %big
    i32 -5, label %neg
  ]
zero:
  br label %out
small:
  %s = mul i32 %x, 10
  br label %out
big:
  br label %out
neg:
  br label %out
other:
  %o = sub i32 0, %x
  br label %out
out:
  %r = phi i32 [ 42, %zero ], [ %s, %small ], [ 1000, %big ], [ -1, %neg ], [ %o, %other ]
  ret i32 %r
}

define spir_func i64 @wide(i64 %x) {
entry:
  switch i64 %x, label %d [
    i64 4294967296, label %a
    i64 -1, label %b
  ]
a:
  ret i64 1
b:
  ret i64 2
d:
  ret i64 3
}
; ---- driver ----
define i32 @main() {
  %a = call i32 @classify(i32 0)
  %a1 = sext i32 %a to i64
  call void @__lli_print_i(i64 %a1)
  %b = call i32 @classify(i32 2)
  %b1 = sext i32 %b to i64
  call void @__lli_print_i(i64 %b1)
  %c = call i32 @classify(i32 100)
  %c1 = sext i32 %c to i64
  call void @__lli_print_i(i64 %c1)
  %d = call i32 @classify(i32 -5)
  %d1 = sext i32 %d to i64
  call void @__lli_print_i(i64 %d1)
  %e = call i32 @classify(i32 77)
  %e1 = sext i32 %e to i64
  call void @__lli_print_i(i64 %e1)
  %f = call i64 @wide(i64 4294967296)
  call void @__lli_print_i(i64 %f)
  %g = call i64 @wide(i64 -1)
  call void @__lli_print_i(i64 %g)
  %h = call i64 @wide(i64 0)
  call void @__lli_print_i(i64 %h)
  ret i32 0
}
