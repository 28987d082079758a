; A sub-group control barrier whose memory Scope is a parameter
; (barrier-runtime-scope.ll).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 %s) {
entry:
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 3, i32 %s, i32 912)
  ret void
}

declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
