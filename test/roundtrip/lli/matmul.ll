; Nested loops over private 2-D arrays: a 4x4 integer matrix product and its trace.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @matmul(i32 %s) {
entry:
  %a = alloca [4 x [4 x i32]], align 4
  %b = alloca [4 x [4 x i32]], align 4
  %c = alloca [4 x [4 x i32]], align 4
  br label %init.i
init.i:
  %i = phi i64 [ 0, %entry ], [ %i1, %init.i.end ]
  br label %init.j
init.j:
  %j = phi i64 [ 0, %init.i ], [ %j1, %init.j ]
  %ij = mul i64 %i, 4
  %ij1 = add i64 %ij, %j
  %ij2 = trunc i64 %ij1 to i32
  %va = add i32 %ij2, %s
  %vb = sub i32 %s, %ij2
  %pa = getelementptr inbounds [4 x [4 x i32]], ptr %a, i64 0, i64 %i, i64 %j
  %pb = getelementptr inbounds [4 x [4 x i32]], ptr %b, i64 0, i64 %i, i64 %j
  store i32 %va, ptr %pa, align 4
  store i32 %vb, ptr %pb, align 4
  %j1 = add i64 %j, 1
  %jm = icmp ult i64 %j1, 4
  br i1 %jm, label %init.j, label %init.i.end
init.i.end:
  %i1 = add i64 %i, 1
  %im = icmp ult i64 %i1, 4
  br i1 %im, label %init.i, label %mul.i
mul.i:
  %r = phi i64 [ 0, %init.i.end ], [ %r1, %mul.i.end ]
  br label %mul.j
mul.j:
  %q = phi i64 [ 0, %mul.i ], [ %q1, %mul.j.end ]
  br label %mul.k
mul.k:
  %k = phi i64 [ 0, %mul.j ], [ %k1, %mul.k ]
  %acc = phi i32 [ 0, %mul.j ], [ %acc1, %mul.k ]
  %xa = getelementptr inbounds [4 x [4 x i32]], ptr %a, i64 0, i64 %r, i64 %k
  %xb = getelementptr inbounds [4 x [4 x i32]], ptr %b, i64 0, i64 %k, i64 %q
  %ya = load i32, ptr %xa, align 4
  %yb = load i32, ptr %xb, align 4
  %pr = mul i32 %ya, %yb
  %acc1 = add i32 %acc, %pr
  %k1 = add i64 %k, 1
  %km = icmp ult i64 %k1, 4
  br i1 %km, label %mul.k, label %mul.j.end
mul.j.end:
  %pc = getelementptr inbounds [4 x [4 x i32]], ptr %c, i64 0, i64 %r, i64 %q
  store i32 %acc1, ptr %pc, align 4
  %q1 = add i64 %q, 1
  %qm = icmp ult i64 %q1, 4
  br i1 %qm, label %mul.j, label %mul.i.end
mul.i.end:
  %r1 = add i64 %r, 1
  %rm = icmp ult i64 %r1, 4
  br i1 %rm, label %mul.i, label %trace
trace:
  %d0 = getelementptr inbounds [4 x [4 x i32]], ptr %c, i64 0, i64 0, i64 0
  %d1 = getelementptr inbounds [4 x [4 x i32]], ptr %c, i64 0, i64 1, i64 1
  %d2 = getelementptr inbounds [4 x [4 x i32]], ptr %c, i64 0, i64 2, i64 2
  %d3 = getelementptr inbounds [4 x [4 x i32]], ptr %c, i64 0, i64 3, i64 3
  %e0 = load i32, ptr %d0, align 4
  %e1 = load i32, ptr %d1, align 4
  %e2 = load i32, ptr %d2, align 4
  %e3 = load i32, ptr %d3, align 4
  %t1 = add i32 %e0, %e1
  %t2 = add i32 %t1, %e2
  %t3 = add i32 %t2, %e3
  %t = sext i32 %t3 to i64
  ret i64 %t
}
; ---- driver ----
define i32 @main() {
  %a = call i64 @matmul(i32 3)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @matmul(i32 -11)
  call void @__lli_print_i(i64 %b)
  ret i32 0
}
