; Non-constant scope/semantics operands are a clear error.
; RUN: not %lspv --spirv-ext=+SPV_EXT_split_barrier %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; CHECK: argument 3 of a split barrier call must be a constant integer
; CHECK-SAME: {{.*}}__spirv_ControlBarrierArriveEXTiii

target triple = "spir64-unknown-unknown"

define spir_func void @f(i32 %sem) {
entry:
  call spir_func void @_Z31__spirv_ControlBarrierArriveEXTiii(i32 2, i32 2, i32 %sem)
  ret void
}

declare spir_func void @_Z31__spirv_ControlBarrierArriveEXTiii(i32, i32, i32)
