; SPV_INTEL_fp_fast_math_mode: `contract` and `reassoc` become
; AllowContractFastINTEL (0x10000) and AllowReassocINTEL (0x20000) beside the
; core FPFastMathMode bits; `fast` stays the one Fast bit.  Without the
; extension the two flags are dropped (and so is a mask left empty).
; RUN: %lspv --spirv-ext=+SPV_INTEL_fp_fast_math_mode %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=ON
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s -o %t.off.spv
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %lspv -r %t.off.spv -S -o - | FileCheck %s --check-prefix=IR-OFF
; The bits need the capability: a module without it is refused.
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: sed -e '/Capability FPFastMathModeINTEL/d' %t.spt > %t.nocap.spt
; RUN: %lspv -to-binary %t.nocap.spt -o %t.nocap.spv
; RUN: not %lspv --verify %t.nocap.spv 2>&1 | FileCheck %s --check-prefix=NOCAP

; ON: Capability FPFastMathModeINTEL
; ON: Extension "SPV_INTEL_fp_fast_math_mode"
; ON-DAG: Name [[MUL:[0-9]+]] "mul"
; ON-DAG: Name [[SUB:[0-9]+]] "sub"
; ON-DAG: Name [[ADD:[0-9]+]] "add"
; ON-DAG: Name [[DIV:[0-9]+]] "div"
; ON-DAG: Decorate [[MUL]] FPFastMathMode 65536 {{$}}
; ON-DAG: Decorate [[SUB]] FPFastMathMode 131072 {{$}}
; ON-DAG: Decorate [[ADD]] FPFastMathMode 196609 {{$}}
; ON-DAG: Decorate [[DIV]] FPFastMathMode 16 {{$}}

; IR: %mul = fmul contract float %a, %b
; IR: %sub = fsub reassoc float %mul, %b
; IR: %add = fadd reassoc nnan contract float %sub, %a
; IR: %div = fdiv fast float %add, %a

; OFF-NOT: FPFastMathModeINTEL
; OFF-NOT: fp_fast_math_mode
; OFF-DAG: Name [[ADD:[0-9]+]] "add"
; OFF-DAG: Decorate [[ADD]] FPFastMathMode 1 {{$}}
; OFF-NOT: FPFastMathMode 65536
; OFF-NOT: FPFastMathMode 131072
; IR-OFF: %mul = fmul float %a, %b
; IR-OFF: %sub = fsub float %mul, %b
; IR-OFF: %add = fadd nnan float %sub, %a

; NOCAP: RequiresCapability: {{.*}}FPFastMathModeINTEL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @f(float %a, float %b) {
  %mul = fmul contract float %a, %b
  %sub = fsub reassoc float %mul, %b
  %add = fadd nnan reassoc contract float %sub, %a
  %div = fdiv fast float %add, %a
  ret float %div
}
