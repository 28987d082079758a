; Calls: recursion (Ackermann-like and factorial), internal helpers, a void function writing through a pointer.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define internal spir_func i64 @fact(i64 %n) {
entry:
  %base = icmp ule i64 %n, 1
  br i1 %base, label %one, label %rec
one:
  ret i64 1
rec:
  %m = sub i64 %n, 1
  %f = call spir_func i64 @fact(i64 %m)
  %r = mul i64 %n, %f
  ret i64 %r
}

define spir_func void @out(ptr %p, i64 %v) {
  %old = load i64, ptr %p, align 8
  %new = add i64 %old, %v
  store i64 %new, ptr %p, align 8
  ret void
}

define spir_func i64 @ack(i64 %m, i64 %n) {
entry:
  %m0 = icmp eq i64 %m, 0
  br i1 %m0, label %r1, label %t2
r1:
  %n1 = add i64 %n, 1
  ret i64 %n1
t2:
  %n0 = icmp eq i64 %n, 0
  %mm = sub i64 %m, 1
  br i1 %n0, label %r2, label %r3
r2:
  %a = call spir_func i64 @ack(i64 %mm, i64 1)
  ret i64 %a
r3:
  %nn = sub i64 %n, 1
  %b = call spir_func i64 @ack(i64 %m, i64 %nn)
  %c = call spir_func i64 @ack(i64 %mm, i64 %b)
  ret i64 %c
}

define spir_func i64 @driver(i64 %k) {
  %slot = alloca i64, align 8
  store i64 0, ptr %slot, align 8
  %f = call spir_func i64 @fact(i64 %k)
  call spir_func void @out(ptr %slot, i64 %f)
  %a = call spir_func i64 @ack(i64 2, i64 %k)
  call spir_func void @out(ptr %slot, i64 %a)
  %r = load i64, ptr %slot, align 8
  ret i64 %r
}
; ---- driver ----
define i32 @main() {
  %a = call i64 @driver(i64 10)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @driver(i64 20)
  call void @__lli_print_i(i64 %b)
  ret i32 0
}
