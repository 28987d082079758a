; A table of function pointers in a global initializer: each function value
; is cast (OpSpecConstantOp Bitcast) to the table's element type, a pointer
; to i8, so the table is an OpSpecConstantComposite (the constituents of an
; OpConstantComposite must not be spec constants).  The call goes through
; the loaded pointer, cast to the pointer-to-function type.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=IR
; CHECK: ConstantFunctionPointerINTEL [[#]] [[#ONE:]] [[#]]
; CHECK: SpecConstantOp [[#]] [[#C1:]] 124 [[#ONE]]
; CHECK: ConstantFunctionPointerINTEL [[#]] [[#TWO:]] [[#]]
; CHECK: SpecConstantOp [[#]] [[#C2:]] 124 [[#TWO]]
; CHECK: SpecConstantComposite [[#]] [[#TAB:]] [[#C1]] [[#C2]]
; CHECK: Variable [[#]] [[#]] 5 [[#TAB]]
; CHECK: FunctionPointerCallINTEL
; IR: @table = internal addrspace(1) constant [2 x ptr] [ptr @one, ptr @two]
; IR: %r = call spir_func i32 %f()
; Through a cast to the generic address space the constituent is a constant
; expression, which the core puts in an OpSpecConstantComposite: valid, and
; it comes back as the same table.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %S/Inputs/generic-table.ll -o %t.g.spv
; RUN: %lspv --verify %t.g.spv
; RUN: %lspv -to-text %t.g.spv -o - | FileCheck %s --check-prefix=GEN
; RUN: %lspv -r %t.g.spv -S -o - | FileCheck %s --check-prefix=GEN-IR
; GEN: ConstantFunctionPointerINTEL [[#]] [[#FP:]] [[#]]
; GEN: SpecConstantOp [[#]] [[#GENERIC:]] 121 [[#FP]]
; GEN: SpecConstantOp [[#]] [[#CAST:]] 124 [[#GENERIC]]
; GEN: SpecConstantComposite [[#]] [[#ARR:]] [[#CAST]]
; GEN: SpecConstantComposite [[#]] [[#]] [[#ARR]]
; GEN-IR: @vtable = addrspace(1) constant %structtype { [1 x ptr addrspace(4)] [ptr addrspace(4) addrspacecast (ptr @method to ptr addrspace(4))] }

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
