; llvm.fpbuiltin.* intrinsics are their operation: the arithmetic ones
; FAdd/FSub/FMul/FDiv/FRem, the others the OpenCL.std instruction of their
; name; the call's "fpbuiltin-max-error" becomes FPMaxErrorDecorationINTEL
; on the result.  Reverse: the instruction with !fpbuiltin-max-error, the
; OpenCL builtin call with the attribute.  Without the extension an
; fpbuiltin without an error bound is still its operation (valid for
; spirv-val); one with a bound is refused; an fpbuiltin whose name is no
; OpenCL.std instruction stays an unknown intrinsic.
; RUN: rm -rf %t && split-file %s %t
; RUN: %lspv --spirv-ext=+SPV_INTEL_fp_max_error %t/k.ll -o %t/k.spv
; RUN: %lspv --verify %t/k.spv
; RUN: %lspv -to-text %t/k.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t/k.spv -o - -S | FileCheck %s --check-prefix=IR
; RUN: %lspv %t/plain.ll -o %t/plain.spv
; RUN: %spirv-val %t/plain.spv
; RUN: %lspv -to-text %t/plain.spv -o - | FileCheck %s --check-prefix=PLAIN
; RUN: not %lspv %t/k.ll -o %t/noext.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not test -e %t/noext.spv
; RUN: not %lspv %t/unknown.ll -o %t/unknown.spv 2>&1 | FileCheck %s --check-prefix=UNKNOWN

; TEXT: Capability FPMaxErrorINTEL
; TEXT: Extension "SPV_INTEL_fp_max_error"
; TEXT: ExtInstImport [[#OCL:]] "OpenCL.std"
; TEXT-DAG: Name [[#A:]] "a"
; TEXT-DAG: Name [[#B:]] "b"
; TEXT-DAG: Name [[#C:]] "c"
; TEXT-DAG: Name [[#D:]] "d"
; TEXT-DAG: Decorate [[#B]] FPMaxErrorDecorationINTEL 1065353216
; TEXT-DAG: Decorate [[#C]] FPMaxErrorDecorationINTEL 1075838976
; TEXT-DAG: Decorate [[#D]] FPMaxErrorDecorationINTEL 1082130432
; TEXT-NOT: Decorate [[#A]] FPMaxErrorDecorationINTEL
; TEXT: FAdd [[#F:]] [[#A]]
; TEXT: FDiv [[#F]] [[#B]]
; TEXT: ExtInst [[#F]] [[#C]] [[#OCL]] sin
; TEXT: ExtInst [[#F]] [[#D]] [[#OCL]] ldexp
; TEXT: ExtInst [[#F]] [[#]] [[#OCL]] acos

; IR: %a = fadd float %x, %y{{$}}
; IR: %b = fdiv float %x, %y, !fpbuiltin-max-error ![[#ONE:]]
; IR: %c = call spir_func float @_Z3sinf(float %x) #[[#SIN:]]
; IR: %d = call spir_func float @_Z5ldexpfi(float %x, i32 %n) #[[#LDEXP:]]
; IR: %e = call spir_func float @_Z4acosf(float %x) #[[#LDEXP]]
; IR: attributes #[[#SIN]] = {{{.*}}"fpbuiltin-max-error"="2.500000"
; IR: attributes #[[#LDEXP]] = {{{.*}}"fpbuiltin-max-error"="4.000000"
; IR: ![[#ONE]] = !{!"1.000000"}

; PLAIN-NOT: FPMaxError
; PLAIN: FMul
; PLAIN: ExtInst {{.*}} sqrt

; NOEXT: RequiresExtension: Feature requires the following SPIR-V extension:
; NOEXT-NEXT: SPV_INTEL_fp_max_error

; UNKNOWN: InvalidFunctionCall: Unexpected llvm intrinsic:
; UNKNOWN-NEXT: llvm.fpbuiltin.nosuchop.f32

;--- k.ll
target triple = "spir64-unknown-unknown"
define spir_func float @f(float %x, float %y, i32 %n) {
  %a = call float @llvm.fpbuiltin.fadd.f32(float %x, float %y)
  %b = call float @llvm.fpbuiltin.fdiv.f32(float %x, float %y) #0
  %c = call float @llvm.fpbuiltin.sin.f32(float %x) #1
  %d = call float @llvm.fpbuiltin.ldexp.f32.i32(float %x, i32 %n) #2
  %s1 = fadd float %a, %b
  %s2 = fadd float %c, %d
  %e = call float @llvm.fpbuiltin.acos.f32(float %x) #2
  %s3 = fadd float %s1, %s2
  %s = fadd float %s3, %e
  ret float %s
}
declare float @llvm.fpbuiltin.acos.f32(float)
declare float @llvm.fpbuiltin.fadd.f32(float, float)
declare float @llvm.fpbuiltin.fdiv.f32(float, float)
declare float @llvm.fpbuiltin.sin.f32(float)
declare float @llvm.fpbuiltin.ldexp.f32.i32(float, i32)
attributes #0 = { "fpbuiltin-max-error"="1.0" }
attributes #1 = { "fpbuiltin-max-error"="2.5" }
attributes #2 = { "fpbuiltin-max-error"="4.0" }

;--- plain.ll
target triple = "spir64-unknown-unknown"
define spir_func float @f(float %x, float %y) {
  %a = call float @llvm.fpbuiltin.fmul.f32(float %x, float %y)
  %b = call float @llvm.fpbuiltin.sqrt.f32(float %a)
  ret float %b
}
declare float @llvm.fpbuiltin.fmul.f32(float, float)
declare float @llvm.fpbuiltin.sqrt.f32(float)

;--- unknown.ll
target triple = "spir64-unknown-unknown"
define spir_func float @f(float %x) {
  %a = call float @llvm.fpbuiltin.nosuchop.f32(float %x)
  ret float %a
}
declare float @llvm.fpbuiltin.nosuchop.f32(float)
