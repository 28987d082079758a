; A call through an integer received from the host (inttoptr): the callee is
; bitcast to the pointer-to-function type unless the core already typed it so.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=REV
; RUN: not %lspv %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF

; TEXT-DAG: TypeInt [[#I64:]] 64 0
; TEXT-DAG: TypeFloat [[#F32:]] 32
; TEXT-DAG: TypeFunction [[#FT:]] [[#F32]] [[#F32]] [[#F32]]
; TEXT-DAG: TypePointer [[#FP:]] 7 [[#FT]]
; TEXT: Load [[#I64]] [[#ADDR:]]
; TEXT: ConvertUToPtr [[#]] [[#]] [[#ADDR]]
; TEXT: FunctionPointerCallINTEL [[#F32]] [[#]] [[#]] [[#]] [[#]]

; REV: inttoptr i64 %{{.*}} to ptr
; REV: call spir_func float %{{.*}}(float %{{.*}}, float 2.000000e+00)

; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_INTEL_function_pointers

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %fn, ptr addrspace(1) %data) {
entry:
  %addr = load i64, ptr addrspace(1) %fn, align 8
  %f = inttoptr i64 %addr to ptr
  %x = load float, ptr addrspace(1) %data, align 4
  %r = call spir_func float %f(float %x, float 2.0)
  store float %r, ptr addrspace(1) %data, align 4
  ret void
}
