; Memory through pointers: a private array filled, bubble-sorted in place through a pointer parameter, checksummed.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @sort(ptr %a, i32 %n) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.next ]
  %oi = icmp slt i32 %i, %n
  br i1 %oi, label %inner.pre, label %done
inner.pre:
  %lim = sub i32 %n, %i
  %lim1 = sub i32 %lim, 1
  br label %inner
inner:
  %j = phi i32 [ 0, %inner.pre ], [ %j1, %inner.next ]
  %oj = icmp slt i32 %j, %lim1
  br i1 %oj, label %cmp, label %outer.next
cmp:
  %jx = sext i32 %j to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %jx
  %q = getelementptr inbounds i32, ptr %p, i64 1
  %x = load i32, ptr %p, align 4
  %y = load i32, ptr %q, align 4
  %gt = icmp sgt i32 %x, %y
  br i1 %gt, label %swap, label %inner.next
swap:
  store i32 %y, ptr %p, align 4
  store i32 %x, ptr %q, align 4
  br label %inner.next
inner.next:
  %j1 = add i32 %j, 1
  br label %inner
outer.next:
  %i1 = add i32 %i, 1
  br label %outer
done:
  ret void
}

define spir_func i64 @run(i32 %seed) {
entry:
  %arr = alloca [16 x i32], align 4
  br label %fill
fill:
  %k = phi i32 [ 0, %entry ], [ %k1, %fill ]
  %s = phi i32 [ %seed, %entry ], [ %s2, %fill ]
  %s1 = mul i32 %s, 1103515245
  %s2 = add i32 %s1, 12345
  %v = ashr i32 %s2, 16
  %kx = zext i32 %k to i64
  %slot = getelementptr inbounds [16 x i32], ptr %arr, i64 0, i64 %kx
  store i32 %v, ptr %slot, align 4
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 16
  br i1 %more, label %fill, label %sorted
sorted:
  call spir_func void @sort(ptr %arr, i32 16)
  br label %sum
sum:
  %m = phi i32 [ 0, %sorted ], [ %m1, %sum ]
  %h = phi i64 [ 0, %sorted ], [ %h2, %sum ]
  %mx = zext i32 %m to i64
  %e = getelementptr inbounds [16 x i32], ptr %arr, i64 0, i64 %mx
  %ev = load i32, ptr %e, align 4
  %ew = sext i32 %ev to i64
  %h1 = mul i64 %h, 31
  %h2 = add i64 %h1, %ew
  %m1 = add i32 %m, 1
  %again = icmp ult i32 %m1, 16
  br i1 %again, label %sum, label %out
out:
  ret i64 %h2
}
; ---- driver ----
define i32 @main() {
  %a = call i64 @run(i32 1)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @run(i32 424242)
  call void @__lli_print_i(i64 %b)
  ret i32 0
}
