; A spir_kernel writing its results through global (addrspace 1) pointer arguments, called from the driver.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %ix = sext i32 %i to i64
  %p = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %ix
  %v = load i64, ptr addrspace(1) %p, align 8
  %sq = mul i64 %v, %v
  %q = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %ix
  store i64 %sq, ptr addrspace(1) %q, align 8
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}
; ---- driver ----
define i32 @main() {
  %in = alloca [3 x i64], align 8
  %out = alloca [3 x i64], align 8
  store [3 x i64] [i64 3, i64 -40, i64 500000], ptr %in, align 8
  %gi = addrspacecast ptr %in to ptr addrspace(1)
  %go = addrspacecast ptr %out to ptr addrspace(1)
  call void @k(ptr addrspace(1) %go, ptr addrspace(1) %gi, i32 3)
  %r = load [3 x i64], ptr %out, align 8
  %r0 = extractvalue [3 x i64] %r, 0
  call void @__lli_print_i(i64 %r0)
  %r1 = extractvalue [3 x i64] %r, 1
  call void @__lli_print_i(i64 %r1)
  %r2 = extractvalue [3 x i64] %r, 2
  call void @__lli_print_i(i64 %r2)
  ret i32 0
}
