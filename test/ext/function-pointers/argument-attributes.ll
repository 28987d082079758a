; The parameter attributes llvm-spirv records on a call through a pointer
; (ArgumentAttributeINTEL, its decoration 6409: argument number,
; FunctionParameterAttribute) come back as call-site attributes, byval with
; the argument's pointee type.  lspv itself does not write the decoration
; (in no published grammar: spirv-val refuses it), so the text form of its
; module gets them added as llvm-spirv writes them.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=NONE < %t.spt
; NONE-NOT: ArgumentAttributeINTEL
; RUN: %python %S/Inputs/arg-attrs.py %t.spt %t.attr.spt 0:5 0:4 0:2 1:0
; RUN: %lspv -to-binary %t.attr.spt -o %t.2.spv
; RUN: %lspv --verify %t.2.spv
; RUN: %lspv -r %t.2.spv -S -o - | FileCheck %s --check-prefix=IR
; IR: %pair = type { i32, i32 }
; IR: [[FP:%[0-9]+]] = bitcast ptr %f to ptr
; IR-NEXT: call spir_func i32 [[FP]](ptr noalias byval(%pair) captures(none) %p, i8 zeroext 1)
; A decoration that names no argument of the call is refused.
; RUN: %python %S/Inputs/arg-attrs.py %t.spt %t.bad.spt 7:0
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv -r %t.bad.spv -o %t.bad.bc 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: InvalidDecoration: ArgumentAttributeINTEL must decorate an OpFunctionPointerCallINTEL and name one of its arguments

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%pair = type { i32, i32 }

define spir_func i32 @sum(ptr byval(%pair) %p, i8 zeroext %k) {
entry:
  %a = load i32, ptr %p, align 4
  ret i32 %a
}

define spir_func i32 @k(i1 %c) {
entry:
  %p = alloca %pair, align 4
  %f = select i1 %c, ptr @sum, ptr null
  %r = call spir_func i32 %f(ptr noalias byval(%pair) captures(none) %p, i8 zeroext 1)
  ret i32 %r
}
