; Loops with data-dependent trip counts: Euclid's gcd and Collatz step counts.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @gcd(i64 %a, i64 %b) {
entry:
  br label %loop
loop:
  %x = phi i64 [ %a, %entry ], [ %y, %step ]
  %y = phi i64 [ %b, %entry ], [ %r, %step ]
  %z = icmp eq i64 %y, 0
  br i1 %z, label %done, label %step
step:
  %r = urem i64 %x, %y
  br label %loop
done:
  ret i64 %x
}

define spir_func i32 @collatz(i64 %n) {
entry:
  br label %loop
loop:
  %v = phi i64 [ %n, %entry ], [ %next, %cont ]
  %steps = phi i32 [ 0, %entry ], [ %s1, %cont ]
  %one = icmp ule i64 %v, 1
  br i1 %one, label %done, label %body
body:
  %odd = and i64 %v, 1
  %isodd = icmp ne i64 %odd, 0
  %t = mul i64 %v, 3
  %t1 = add i64 %t, 1
  %h = lshr i64 %v, 1
  %next0 = select i1 %isodd, i64 %t1, i64 %h
  br label %cont
cont:
  %next = phi i64 [ %next0, %body ]
  %s1 = add i32 %steps, 1
  br label %loop
done:
  ret i32 %steps
}
; ---- driver ----
define i32 @main() {
  %a = call i64 @gcd(i64 1071, i64 462)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @gcd(i64 9223372036854775806, i64 6)
  call void @__lli_print_i(i64 %b)
  %c = call i32 @collatz(i64 27)
  %c1 = zext i32 %c to i64
  call void @__lli_print_i(i64 %c1)
  %d = call i32 @collatz(i64 837799)
  %d1 = zext i32 %d to i64
  call void @__lli_print_i(i64 %d1)
  ret i32 0
}
