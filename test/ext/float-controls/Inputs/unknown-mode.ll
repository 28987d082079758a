target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  ret void
}

!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 99999}
