; What still has no lowering is one clear error naming the call, and no
; output file.
; RUN: rm -f %t.spv
; RUN: split-file %s %t.d
; RUN: not %lspv %t.d/cmp.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=CMP
; RUN: not test -e %t.spv
; CMP: InvalidFunctionCall: Unexpected llvm intrinsic:
; CMP-NEXT: llvm.experimental.constrained.lround.i32.f32

;--- cmp.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(float %a) #0 {
  %c = call i32 @llvm.experimental.constrained.lround.i32.f32(float %a, metadata !"fpexcept.strict") #0
  ret i32 %c
}
declare i32 @llvm.experimental.constrained.lround.i32.f32(float, metadata)
attributes #0 = { strictfp }
