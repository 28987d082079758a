; Pointers to pointers: a linked list of structs in a private array, walked through loaded next pointers.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%node = type { i32, ptr }

define spir_func i64 @walk(i32 %n) {
entry:
  %nodes = alloca [8 x %node], align 8
  br label %build
build:
  %i = phi i64 [ 0, %entry ], [ %i1, %build ]
  %cur = getelementptr inbounds [8 x %node], ptr %nodes, i64 0, i64 %i
  %v = getelementptr inbounds %node, ptr %cur, i64 0, i32 0
  %ii = trunc i64 %i to i32
  %val = mul i32 %ii, %n
  store i32 %val, ptr %v, align 4
  %nx = getelementptr inbounds %node, ptr %cur, i64 0, i32 1
  %i1 = add i64 %i, 1
  %last = icmp eq i64 %i1, 8
  %succ = getelementptr inbounds [8 x %node], ptr %nodes, i64 0, i64 %i1
  %link = select i1 %last, ptr null, ptr %succ
  store ptr %link, ptr %nx, align 8
  br i1 %last, label %go, label %build
go:
  %head = getelementptr inbounds [8 x %node], ptr %nodes, i64 0, i64 0
  br label %loop
loop:
  %p = phi ptr [ %head, %go ], [ %next, %loop.body ]
  %sum = phi i64 [ 0, %go ], [ %sum1, %loop.body ]
  %isnull = icmp eq ptr %p, null
  br i1 %isnull, label %done, label %loop.body
loop.body:
  %pv = getelementptr inbounds %node, ptr %p, i64 0, i32 0
  %x = load i32, ptr %pv, align 4
  %xw = sext i32 %x to i64
  %sum1 = add i64 %sum, %xw
  %pn = getelementptr inbounds %node, ptr %p, i64 0, i32 1
  %next = load ptr, ptr %pn, align 8
  br label %loop
done:
  ret i64 %sum
}
; ---- driver ----
define i32 @main() {
  %a = call i64 @walk(i32 3)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @walk(i32 -1000)
  call void @__lli_print_i(i64 %b)
  ret i32 0
}
