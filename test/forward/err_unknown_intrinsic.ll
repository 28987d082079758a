; An intrinsic lspv does not know is an error naming it, unless
; -spirv-allow-unknown-intrinsics keeps it as an imported function.
; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: %lspv -spirv-allow-unknown-intrinsics=llvm.readcyclecounter %s -o %t2.spv
; RUN: %spirv-val %t2.spv
; RUN: spirv-dis %t2.spv | FileCheck %s
; A prefix list keeps only the intrinsics it names; an empty item ("a,")
; is a prefix of every name, as in llvm-spirv.
; RUN: rm -f %t3.spv
; RUN: not %lspv -spirv-allow-unknown-intrinsics=llvm.some.other,random.prefix %s -o %t3.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t3.spv
; RUN: %lspv -spirv-allow-unknown-intrinsics=random.prefix, %s -o %t3.spv
; RUN: cmp %t2.spv %t3.spv
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
