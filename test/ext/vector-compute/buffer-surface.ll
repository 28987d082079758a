; SPV_INTEL_vector_compute buffer surfaces: target("spirv.BufferSurfaceINTEL",
; access) <-> OpTypeBufferSurfaceINTEL with that AccessQualifier, one type per
; access qualifier, as a kernel parameter and through a call.
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute %s -o %t.spv
; Debian's spirv-val does not know OpTypeBufferSurfaceINTEL: lspv's checker
; validates the module.
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; Disabled: an error naming the extension, no output.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_vector_compute
; An access qualifier outside 0..2 is refused, naming the type.
; RUN: sed -e 's/"spirv.BufferSurfaceINTEL", 2/"spirv.BufferSurfaceINTEL", 7/' %s > %t.bad.ll
; RUN: not %lspv --spirv-ext=+SPV_INTEL_vector_compute %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv
; BAD: UnsupportedLLVMConstruct: target("spirv.BufferSurfaceINTEL") takes one access qualifier (0, 1 or 2)

; TEXT-DAG: Capability VectorComputeINTEL
; TEXT-DAG: Extension "SPV_INTEL_vector_compute"
; TEXT-DAG: TypeBufferSurfaceINTEL [[#RO:]] 0 {{$}}
; TEXT-DAG: TypeBufferSurfaceINTEL [[#RW:]] 2 {{$}}
; TEXT: FunctionParameter [[#RO]] [[#]]
; TEXT-NEXT: FunctionParameter [[#RW]] [[#A:]]
; TEXT: FunctionCall [[#]] [[#]] [[#]] [[#A]]

; IR: define spir_kernel void @k(target("spirv.BufferSurfaceINTEL", 0) %{{.*}}, target("spirv.BufferSurfaceINTEL", 2) %[[A:.*]])
; IR: call spir_func void @use(target("spirv.BufferSurfaceINTEL", 2) %[[A]])

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @use(target("spirv.BufferSurfaceINTEL", 2) %b) #0 {
  ret void
}

define spir_kernel void @k(target("spirv.BufferSurfaceINTEL", 0) %r, target("spirv.BufferSurfaceINTEL", 2) %a) #0 {
  call spir_func void @use(target("spirv.BufferSurfaceINTEL", 2) %a)
  ret void
}

attributes #0 = { "VCFunction" }
