; "VCMediaBlockIO" on an image parameter <-> MediaBlockIOINTEL on the
; OpFunctionParameter (capability VectorComputeINTEL).
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Without the extension the attribute is dropped, as llvm-spirv drops it.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=NOEXT

; TEXT-DAG: Capability VectorComputeINTEL
; TEXT-DAG: Name [[#IM2D:]] "im2d"
; TEXT-DAG: Name [[#IM3D:]] "im3d"
; TEXT-DAG: Name [[#PLAIN:]] "plain"
; TEXT-DAG: Decorate [[#IM2D]] MediaBlockIOINTEL
; TEXT-DAG: Decorate [[#IM3D]] MediaBlockIOINTEL
; TEXT-NOT: Decorate [[#PLAIN]] MediaBlockIOINTEL

; IR: define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) "VCMediaBlockIO" %im2d, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) "VCMediaBlockIO" %im3d, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %plain)

; NOEXT-NOT: MediaBlockIOINTEL
; NOEXT-NOT: VectorComputeINTEL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) "VCMediaBlockIO" %im2d, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) "VCMediaBlockIO" %im3d, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %plain) #0 {
entry:
  ret void
}

attributes #0 = { "VCFunction" }
