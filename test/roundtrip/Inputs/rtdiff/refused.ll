target triple = "spir64-unknown-unknown"
define spir_func void @f(ptr %p) {
  %r = atomicrmw fadd ptr %p, float 1.0 monotonic
  ret void
}
