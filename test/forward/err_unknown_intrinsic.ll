; An intrinsic lspv does not know is an error naming it, unless
; -spirv-allow-unknown-intrinsics keeps it as an imported function.
; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: %lspv -spirv-allow-unknown-intrinsics=llvm.readcyclecounter %s -o %t2.spv
; RUN: %spirv-val %t2.spv
; RUN: spirv-dis %t2.spv | FileCheck %s
; ERR: InvalidFunctionCall: Unexpected llvm intrinsic:
; ERR-NEXT: llvm.readcyclecounter (see -spirv-allow-unknown-intrinsics)
; CHECK: OpDecorate %{{.*}} LinkageAttributes "llvm.readcyclecounter" Import
; CHECK: OpFunctionCall %ulong
target triple = "spir64-unknown-unknown"
define spir_func i64 @f(i32 %x) {
  %r = call i64 @llvm.readcyclecounter()
  ret i64 %r
}
declare i64 @llvm.readcyclecounter()
