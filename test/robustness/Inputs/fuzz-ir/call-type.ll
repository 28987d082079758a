; fuzz_ir: a call whose function type is not its callee's (valid IR with opaque
; pointers) became an OpFunctionCall with the call's result type (spirv-val:
; "OpFunctionCall Result Type ... does not match Function ... return type").
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

define spir_func <4 x i32> @f(i32 %a) {
  %v = insertelement <4 x i32> zeroinitializer, i32 %a, i32 0
  ret <4 x i32> %v
}

define spir_kernel void @k(ptr addrspace(1) %out) {
  %r = call spir_func float @f(i32 1)
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}
