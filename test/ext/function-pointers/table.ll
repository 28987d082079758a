; A table of function pointers in a global initializer: the constants the core
; sees are spec constants (casts), so the aggregate would have to be an
; OpSpecConstantComposite, which lspv does not write yet for them.  The
; checker (the core's composite rule, which runs before the plugin's own)
; refuses the output instead of writing an invalid module.
; RUN: not %lspv --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; CHECK: InvalidModule: constituent {{[0-9]+}} (id {{[0-9]+}}) is a spec constant (OpSpecConstantOp): the composite must be OpSpecConstantComposite
; Through a cast to the generic address space the constituent is a constant
; expression, which the core puts in an OpSpecConstantComposite: valid, and
; it comes back as the same table.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %S/Inputs/generic-table.ll -o %t.g.spv
; RUN: %lspv --verify %t.g.spv
; RUN: %lspv -to-text %t.g.spv -o - | FileCheck %s --check-prefix=GEN
; RUN: %lspv -r %t.g.spv -S -o - | FileCheck %s --check-prefix=GEN-IR
; GEN: ConstantFunctionPointerINTEL [[#]] [[#FP:]] [[#]]
; GEN: SpecConstantOp [[#]] [[#CAST:]] 121 [[#]]
; GEN: SpecConstantComposite [[#]] [[#ARR:]] [[#CAST]]
; GEN: SpecConstantComposite [[#]] [[#]] [[#ARR]]
; GEN-IR: @vtable = addrspace(1) constant { [1 x ptr addrspace(4)] } { [1 x ptr addrspace(4)] [ptr addrspace(4) addrspacecast (ptr @method to ptr addrspace(4))] }

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@table = internal addrspace(1) constant [2 x ptr] [ptr @one, ptr @two], align 8

define internal spir_func i32 @one() {
entry:
  ret i32 1
}

define internal spir_func i32 @two() {
entry:
  ret i32 2
}

define spir_kernel void @k(ptr addrspace(1) %out, i64 %i) {
entry:
  %slot = getelementptr inbounds [2 x ptr], ptr addrspace(1) @table, i64 0, i64 %i
  %f = load ptr, ptr addrspace(1) %slot, align 8
  %r = call spir_func i32 %f()
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
