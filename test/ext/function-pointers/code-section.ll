; Functions in LLVM address space 9 (CodeSectionINTEL) and
; --spirv-emit-function-ptr-addr-space in both directions.
; With the option, forward gives code pointers the CodeSectionINTEL storage
; class; without it they are Function-storage pointers, as in llvm-spirv.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers --spirv-emit-function-ptr-addr-space %s -o %t.cs.spv
; RUN: %lspv --verify %t.cs.spv
; RUN: %lspv -to-text %t.cs.spv -o - | FileCheck %s --check-prefix=CS
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.fn.spv
; RUN: %lspv --verify %t.fn.spv
; RUN: %lspv -to-text %t.fn.spv -o - | FileCheck %s --check-prefix=FN
; Reverse: address space 9 with the option, 0 without, whatever the storage class.
; RUN: %lspv -r --spirv-emit-function-ptr-addr-space %t.cs.spv -S -o - | FileCheck %s --check-prefix=AS9
; RUN: %lspv -r --spirv-emit-function-ptr-addr-space %t.fn.spv -S -o - | FileCheck %s --check-prefix=AS9FN
; RUN: %lspv -r %t.cs.spv -S -o - | FileCheck %s --check-prefix=AS0
; RUN: %lspv -r %t.fn.spv -S -o - | FileCheck %s --check-prefix=AS0
; Extension off: address space 9 alone is no error, the function value is.
; RUN: not %lspv --spirv-emit-function-ptr-addr-space %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.off.spv

; CS: Capability FunctionPointersINTEL
; CS: Extension "SPV_INTEL_function_pointers"
; CS-DAG: TypeInt [[#I32:]] 32 0
; CS-DAG: TypeFunction [[#FT:]] [[#I32]] [[#I32]]
; CS-DAG: TypePointer [[#CODE:]] 5605 [[#FT]]
; The slot holds code pointers: a Function-storage pointer to them.
; CS-DAG: TypePointer [[#SLOT:]] 7 [[#CODE]]
; CS-DAG: ConstantFunctionPointerINTEL [[#CODE]] [[#P:]] [[#]]
; CS: Variable [[#SLOT]] [[#VAR:]] 7
; CS: Store [[#VAR]] [[#P]]
; CS: Load [[#CODE]] [[#L:]] [[#VAR]]
; CS: FunctionPointerCallINTEL [[#I32]] [[#]] [[#L]]

; FN-NOT: 5605
; FN: FunctionPointerCallINTEL

; AS9: define spir_func i32 @inc(i32 %{{.*}}) addrspace(9)
; AS9: %slot = alloca ptr addrspace(9)
; AS9-NEXT: store ptr addrspace(9) @inc, ptr %slot
; AS9-NEXT: %f = load ptr addrspace(9), ptr %slot
; AS9-NEXT: call spir_func addrspace(9) i32 %f(i32 %v)

; Without the option forward gives the code pointers the Function storage
; class; reverse with it still puts every pointer to a function type in
; address space 9, the slot's contents included.
; AS9FN: define spir_func i32 @inc(i32 %{{.*}}) addrspace(9)
; AS9FN: %slot = alloca ptr addrspace(9)
; AS9FN-NEXT: store ptr addrspace(9) @inc, ptr %slot
; AS9FN-NEXT: %f = load ptr addrspace(9), ptr %slot
; AS9FN-NEXT: call spir_func addrspace(9) i32 %f(i32 %v)

; AS0-NOT: addrspace(9)

; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_INTEL_function_pointers

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @inc(i32 %x) addrspace(9) {
entry:
  %r = add i32 %x, 1
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %out, i32 %v) {
entry:
  %slot = alloca ptr addrspace(9), align 8
  store ptr addrspace(9) @inc, ptr %slot, align 8
  %f = load ptr addrspace(9), ptr %slot, align 8
  %r = call spir_func addrspace(9) i32 %f(i32 %v)
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
