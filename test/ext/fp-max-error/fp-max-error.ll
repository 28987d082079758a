; SPV_INTEL_fp_max_error: !fpmath on an instruction or a call, and the
; "fpbuiltin-max-error" call-site attribute, as FPMaxErrorDecorationINTEL
; (the float's bits); back as !fpbuiltin-max-error / the attribute.
; Debian's spirv-val predates the decoration: lspv's checker only.
; RUN: %lspv --spirv-ext=+SPV_INTEL_fp_max_error %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; Without the extension !fpmath (a hint) is dropped; the call-site attribute
; (an accuracy requirement) is refused.
; RUN: sed -e 's/ #0$//' %s > %t.fpmath-only.ll
; RUN: %lspv %t.fpmath-only.ll -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv
; RUN: %lspv -to-text %t.noext.spv -o - | FileCheck %s --check-prefix=NOEXT
; RUN: not %lspv %s -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=NEG
; RUN: test ! -e %t.bad.spv

; TEXT: Capability FPMaxErrorINTEL
; TEXT: Extension "SPV_INTEL_fp_max_error"
; TEXT-DAG: Name [[#Q:]] "q"
; TEXT-DAG: Name [[#R:]] "r"
; TEXT-DAG: Name [[#S:]] "s"
; TEXT-DAG: Decorate [[#Q]] FPMaxErrorDecorationINTEL 1075838976
; TEXT-DAG: Decorate [[#R]] FPMaxErrorDecorationINTEL 1065353216
; TEXT-DAG: Decorate [[#S]] FPMaxErrorDecorationINTEL 1082130432
; TEXT: FDiv [[#]] [[#Q]]
; TEXT: FunctionCall [[#]] [[#R]]
; TEXT: FunctionCall [[#]] [[#S]]

; IR: %q = fdiv float %a, %b, !fpbuiltin-max-error ![[QE:[0-9]+]]
; IR: %r = call spir_func float @callee(float %a, float %b) #[[RA:[0-9]+]]
; IR: %s = call spir_func float @callee(float %q, float %r) #[[SA:[0-9]+]]
; (With the callee's attributes, as llvm-spirv's reverse sets them on a call.)
; IR-DAG: attributes #[[RA]] = { nounwind "fpbuiltin-max-error"="1.000000" }
; IR-DAG: attributes #[[SA]] = { nounwind "fpbuiltin-max-error"="4.000000" }
; IR-DAG: ![[QE]] = !{!"2.500000"}

; NOEXT-NOT: FPMaxError
; NEG: RequiresExtension: Feature requires the following SPIR-V extension:
; NEG-NEXT: SPV_INTEL_fp_max_error

target triple = "spir64-unknown-unknown"

define spir_func float @callee(float %x, float %y) {
  ret float %x
}

define spir_func float @f(float %a, float %b) {
  %q = fdiv float %a, %b, !fpmath !0
  %r = call spir_func float @callee(float %a, float %b), !fpmath !1
  %s = call spir_func float @callee(float %q, float %r) #0
  ret float %s
}

attributes #0 = { "fpbuiltin-max-error"="4.0" }

!0 = !{float 2.500000e+00}
!1 = !{float 1.000000e+00}
