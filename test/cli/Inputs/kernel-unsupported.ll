; A kernel with an instruction SPIR-V cannot express (test/cli/regularize.test).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@ui = addrspace(1) global i32 0

define spir_kernel void @nand() {
entry:
  %r = atomicrmw nand ptr addrspace(1) @ui, i32 42 acq_rel
  ret void
}
