; SPV_INTEL_vector_compute: the vector-compute function and parameter
; attributes as decorations, the kernel ones as execution modes, and back.
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Without the extension the attributes are dropped (no error).
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=NOEXT

; TEXT: Capability VectorComputeINTEL
; TEXT: Extension "SPV_INTEL_vector_compute"
; TEXT: EntryPoint 6 [[#K:]] "k"
; TEXT: ExecutionMode [[#K]] 5618 256
; TEXT: ExecutionMode [[#K]] 6417 8
; TEXT-DAG: Name [[#IN:]] "in"
; TEXT-DAG: Name [[#OUT:]] "out"
; TEXT-DAG: Name [[#F:]] "f"
; TEXT-DAG: Decorate [[#K]] VectorComputeFunctionINTEL
; TEXT-DAG: Decorate [[#IN]] FuncParamIOKind 0
; TEXT-DAG: Decorate [[#OUT]] FuncParamIOKind 1
; TEXT-DAG: Decorate [[#F]] StackCallINTEL
; TEXT-DAG: Decorate [[#F]] SIMTCallINTEL 5

; IR: define spir_kernel void @k(i32 "VCArgumentIOKind"="0" %in, i32 "VCArgumentIOKind"="1" %out) #[[KA:[0-9]+]]
; IR: define spir_func void @f() #[[FA:[0-9]+]]
; IR-DAG: attributes #[[KA]] = { {{.*}}"VCFunction"{{.*}}"VCNamedBarrierCount"="8"{{.*}}"VCSLMSize"="256"{{.*}} }
; IR-DAG: attributes #[[FA]] = { {{.*}}"VCSIMTCall"="5"{{.*}}"VCStackCall"{{.*}} }

; NOEXT-NOT: VectorCompute
; NOEXT-NOT: 5618
; NOEXT-NOT: FuncParamIOKind

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 "VCArgumentIOKind"="0" %in, i32 "VCArgumentIOKind"="1" %out) #0 {
  call spir_func void @f()
  ret void
}

define spir_func void @f() #1 {
  ret void
}

attributes #0 = { "VCFunction" "VCSLMSize"="256" "VCNamedBarrierCount"="8" }
attributes #1 = { "VCStackCall" "VCSIMTCall"="5" }
