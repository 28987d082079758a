; Three kernels for --spirv-fp-contract and --spirv-ext-inst
; (test/cli/fp-contract.test): k1 has an fmul + fadd that the source kept
; unfused, k2 an llvm.fmuladd (contraction allowed), k3 calls a function
; whose code has an unfused fadd, k4 calls a function without a body, k5
; has only `contract` arithmetic.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k1(ptr addrspace(1) %out, float %a, float %b, float %c) {
  %m = fmul float %a, %b
  %r = fadd float %m, %c
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @k2(ptr addrspace(1) %out, float %a, float %b, float %c) {
  %r = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

define spir_func float @helper(float %a, float %b) {
  %r = fsub float %a, %b
  ret float %r
}

define spir_kernel void @k3(ptr addrspace(1) %out, float %a, float %b) {
  %r = call spir_func float @helper(float %a, float %b)
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func float @external(float)

define spir_kernel void @k4(ptr addrspace(1) %out, float %a) {
  %r = call spir_func float @external(float %a)
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @k5(ptr addrspace(1) %out, float %a, float %b, float %c) {
  %m = fmul contract float %a, %b
  %r = fadd contract float %m, %c
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)
