; SPV_INTEL_vector_compute "VCSingleElementVector": on a return value, a
; parameter (of a definition or a declaration) and a "VCGlobalVariable"
; variable it is the decoration SingleElementVectorINTEL, and back as
; "VCSingleElementVector"="0".  The grammar gives the decoration no operand,
; so the levels of indirection llvm-spirv writes as a literal are dropped,
; with a warning when not 0 (spirv-val refuses the literal).
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; Without the extension the attributes are dropped, as the other
; vector-compute attributes are.
; RUN: %lspv %s -o %t.no.spv 2>&1
; RUN: %lspv -to-text %t.no.spv -o - | FileCheck %s --check-prefix=NOEXT

; WARN: Warning: "VCSingleElementVector"="1": SingleElementVectorINTEL has no operand for the levels of indirection; written without them: @gv

; TEXT-DAG: Capability VectorComputeINTEL
; TEXT-DAG: Name [[#GV:]] "gv"
; TEXT-DAG: Name [[#F:]] "scale"
; TEXT-DAG: Name [[#X:]] "x"
; TEXT-DAG: Name [[#D:]] "ext"
; TEXT-DAG: Decorate [[#GV]] SingleElementVectorINTEL {{$}}
; TEXT-DAG: Decorate [[#F]] SingleElementVectorINTEL {{$}}
; TEXT-DAG: Decorate [[#X]] SingleElementVectorINTEL {{$}}
; TEXT-DAG: FunctionParameter [[#]] [[#DP:]]
; TEXT-DAG: Decorate [[#DP]] SingleElementVectorINTEL {{$}}

; IR-DAG: @gv = {{.*}} #[[#GA:]]
; IR-DAG: define spir_func "VCSingleElementVector"="0" float @scale(float "VCSingleElementVector"="0" %x, float %y)
; IR-DAG: declare spir_func float @ext(float "VCSingleElementVector"="0")
; IR-DAG: attributes #[[#GA]] = { "VCGlobalVariable" "VCSingleElementVector"="0" }

; NOEXT-NOT: SingleElementVectorINTEL
; NOEXT-NOT: VectorComputeINTEL

target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64"

@gv = internal addrspace(1) global ptr addrspace(1) null #0

define spir_func "VCSingleElementVector" float @scale(float "VCSingleElementVector" %x, float %y) {
  %m = fmul float %x, %y
  %r = call spir_func float @ext(float %m)
  ret float %r
}

declare spir_func float @ext(float "VCSingleElementVector")

attributes #0 = { "VCGlobalVariable" "VCSingleElementVector"="1" }
