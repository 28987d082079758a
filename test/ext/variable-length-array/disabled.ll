; SPV_INTEL_variable_length_array disabled: a stack save / restore in a
; function without a run-time sized alloca (the inliner brackets a block's
; constant allocas so) is lowered away and the module translates; in a
; function with one, the save is refused first in llvm-spirv's words, and a
; dynamic alloca without a save is refused in llvm-spirv's words too.
; RUN: split-file %s %t
; RUN: %lspv %t/static.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; TEXT-NOT: Capability VariableLengthArrayINTEL
; TEXT-NOT: SaveMemoryINTEL
; TEXT: Variable [[#]] [[#]] 7
; TEXT-NOT: RestoreMemoryINTEL
; IR-LABEL: define spir_func float @g(
; IR-NOT: stacksave
; IR: alloca [4 x float], align 4
; IR-NOT: stackrestore
; IR: ret float

; The save of a function with a dynamic alloca, even after a function whose
; save was lowered; the dynamic alloca alone.
; RUN: not %lspv %t/mixed.ll -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=SAVE
; RUN: not test -e %t.no.spv
; SAVE: InvalidFunctionCall: Unexpected llvm intrinsic:
; SAVE-NEXT: {{^}} Translation of llvm.stacksave intrinsic requires SPV_INTEL_variable_length_array extension or -spirv-allow-unknown-intrinsics option.
; SAVE-NEXT: %t = call ptr @llvm.stacksave.p0() in function 'h'
; RUN: not %lspv %t/alone.ll -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ALLOCA
; RUN: not test -e %t.no.spv
; ALLOCA: InvalidInstruction: Can't translate llvm instruction:
; ALLOCA-NEXT: %a = alloca i32, i64 %n, align 4
; ALLOCA-NEXT: Translation of dynamic alloca requires SPV_INTEL_variable_length_array extension.

;--- static.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @g(float %x) {
entry:
  br label %body
body:
  %s = call ptr @llvm.stacksave.p0()
  %buf = alloca [4 x float], align 4
  store float %x, ptr %buf, align 4
  %v = load float, ptr %buf, align 4
  call void @llvm.stackrestore.p0(ptr %s)
  ret float %v
}

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)

;--- mixed.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @g() {
entry:
  %s = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %s)
  ret void
}

define spir_func i32 @h(i64 %n) {
entry:
  %t = call ptr @llvm.stacksave.p0()
  %a = alloca i32, i64 %n, align 4
  %v = load i32, ptr %a, align 4
  call void @llvm.stackrestore.p0(ptr %t)
  ret i32 %v
}

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)

;--- alone.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @k(i64 %n) {
entry:
  %a = alloca i32, i64 %n, align 4
  %v = load i32, ptr %a, align 4
  ret i32 %v
}
