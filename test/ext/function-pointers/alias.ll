; A global alias is the value it aliases (as llvm-spirv resolves aliases):
; a function pointer made through an alias takes the alias's name, a call of
; an alias calls the function, an alias of a variable is the variable.  A
; pointer cast of a constant in a function stays an instruction in reverse.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=IR
; CHECK-DAG: Name [[#FOO:]] "foo"
; CHECK-DAG: Name [[#FP:]] "foo.alias"
; CHECK-DAG: Name [[#G:]] "g"
; CHECK-DAG: ConstantFunctionPointerINTEL [[#]] [[#FP]] [[#FOO]]
; CHECK: ConvertPtrToU [[#]] [[#]] [[#FP]]
; CHECK: FunctionCall [[#]] [[#]] [[#FOO]]
; CHECK: Store [[#G]]
; IR: %1 = ptrtoint ptr @foo to i64
; IR: call spir_func i32 @foo(i32 1)
; IR: store i32 %{{.*}}, ptr addrspace(1) @g
; Under --exact-roundtrip the named constant comes back as an internal alias
; of the function, and the second forward writes the same words (issue 19:
; the name was lost).
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.x.bc
; RUN: %llvm-dis %t.x.bc -o - | FileCheck %s --check-prefix=EXACT
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %t.x.bc -o %t.x.spv
; RUN: cmp %t.spv %t.x.spv
; EXACT: @foo.alias = internal alias i32 (i32), ptr @foo
; EXACT: ptrtoint ptr @foo.alias to i64
; EXACT: call spir_func i32 @foo(i32 1)
; Without the extension the function value is refused, not the alias.
; RUN: not %lspv %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_INTEL_function_pointers

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4
@g.alias = alias i32, ptr addrspace(1) @g

define spir_func i32 @foo(i32 %x) {
  ret i32 %x
}

@foo.alias = internal alias i32 (i32), ptr @foo

define spir_kernel void @bar(ptr %y) {
  store i64 ptrtoint (ptr @foo.alias to i64), ptr %y, align 8
  %r = call spir_func i32 @foo.alias(i32 1)
  store i32 %r, ptr addrspace(1) @g.alias, align 4
  ret void
}
