; An intrinsic lspv does not know is an error naming it, unless
; -spirv-allow-unknown-intrinsics keeps it as an imported function.
; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: %lspv -spirv-allow-unknown-intrinsics=llvm.bitreverse %s -o %t2.spv
; RUN: %spirv-val %t2.spv
; RUN: spirv-dis %t2.spv | FileCheck %s
; ERR: UnknownIntrinsic: intrinsic llvm.bitreverse.i32 is not supported
; CHECK: OpDecorate %{{.*}} LinkageAttributes "llvm.bitreverse.i32" Import
; CHECK: OpFunctionCall %uint
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(i32 %x) {
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  ret i32 %r
}
declare i32 @llvm.bitreverse.i32(i32)
