; llvm.memcpy/memset/memmove between private arrays, generic (addrspace 4) pointers, freeze.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @copies(i32 %x) {
  %a = alloca [8 x i32], align 4
  %b = alloca [8 x i32], align 4
  call void @llvm.memset.p0.i64(ptr align 4 %a, i8 1, i64 32, i1 false)
  %a2 = getelementptr inbounds [8 x i32], ptr %a, i64 0, i64 2
  store i32 %x, ptr %a2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %b, ptr align 4 %a, i64 32, i1 false)
  %b1 = getelementptr inbounds [8 x i32], ptr %b, i64 0, i64 1
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %b1, ptr align 4 %b, i64 12, i1 false)
  %g = addrspacecast ptr %b to ptr addrspace(4)
  %g3 = getelementptr inbounds i32, ptr addrspace(4) %g, i64 3
  %v3 = load i32, ptr addrspace(4) %g3, align 4
  %back = addrspacecast ptr addrspace(4) %g3 to ptr
  %v3b = load i32, ptr %back, align 4
  %f = freeze i32 %v3b
  %g0 = getelementptr inbounds i32, ptr addrspace(4) %g, i64 0
  %v0 = load i32, ptr addrspace(4) %g0, align 4
  %s = add i32 %v3, %f
  %t = mul i32 %s, %v0
  %r = sext i32 %t to i64
  ret i64 %r
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
; ---- driver ----
define i32 @main() {
  %a = call i64 @copies(i32 1000)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @copies(i32 -3)
  call void @__lli_print_i(i64 %b)
  ret i32 0
}
