; ndrange_1D without the sret ndrange_t pointer: an error, not a call.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @g(ptr %r) {
entry:
  call spir_func void @_Z10ndrange_1Dm(ptr %r, i64 64)
  ret void
}

declare spir_func void @_Z10ndrange_1Dm(ptr, i64)
