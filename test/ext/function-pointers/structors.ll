; llvm.global_ctors / llvm.global_dtors of ordinary functions (not kernels)
; in a global address space: with SPV_INTEL_function_pointers they are
; variables holding function pointers (an OpSpecConstantComposite, as a
; function pointer cast to the list's pointer type is a spec constant), and
; come back with appending linkage; without the extension they are dropped
; as the rest of LLVM's bookkeeping lists.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; Without the extension: no list, no function pointer, no error.
; RUN: %lspv %s -o %t.off.spv
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; A list in the private address space has no module-scope storage class: it
; stays dropped with the extension too.
; RUN: sed -e 's/appending addrspace(1) global/appending global/' %s > %t.as0.ll
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %t.as0.ll -o - -spirv-text | FileCheck %s --check-prefix=OFF

; TEXT-DAG: Name [[#CTOR:]] "init"
; TEXT-DAG: Name [[#DTOR:]] "fini"
; TEXT-DAG: Name [[#CTORS:]] "llvm.global_ctors"
; TEXT-DAG: Name [[#DTORS:]] "llvm.global_dtors"
; TEXT-DAG: Decorate [[#CTORS]] LinkageAttributes "llvm.global_ctors" Export
; TEXT-DAG: Decorate [[#DTORS]] LinkageAttributes "llvm.global_dtors" Export
; TEXT-DAG: ConstantFunctionPointerINTEL [[#]] [[#CTORFP:]] [[#CTOR]]
; TEXT-DAG: SpecConstantOp [[#]] [[#CTORI8:]] 124 [[#CTORFP]]
; TEXT-DAG: Constant [[#]] [[#PRIO:]] 65535
; TEXT-DAG: SpecConstantComposite [[#]] [[#ENTRY:]] [[#PRIO]] [[#CTORI8]] [[#]]
; TEXT-DAG: SpecConstantComposite [[#]] [[#LIST:]] [[#ENTRY]]
; TEXT-DAG: Variable [[#]] [[#CTORS]] 5 [[#LIST]]
; TEXT-DAG: ConstantFunctionPointerINTEL [[#]] [[#]] [[#DTOR]]
; TEXT-DAG: Variable [[#]] [[#DTORS]] 5 [[#]]

; IR-DAG: @llvm.global_ctors = appending addrspace(1) global [1 x %[[ST:structtype[.0-9]*]]] [%[[ST]] { i32 65535, ptr @init, ptr null }]
; IR-DAG: @llvm.global_dtors = appending addrspace(1) global [1 x %[[ST]]] [%[[ST]] { i32 65535, ptr @fini, ptr null }]
; IR-DAG: define internal spir_func void @init()
; IR-DAG: define internal spir_func void @fini()

; OFF-NOT: llvm.global_ctors
; OFF-NOT: ConstantFunctionPointerINTEL
; OFF: Name {{[0-9]+}} "init"
; OFF-NOT: llvm.global_ctors
; OFF-NOT: ConstantFunctionPointerINTEL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@llvm.global_ctors = appending addrspace(1) global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
@llvm.global_dtors = appending addrspace(1) global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]
@state = internal addrspace(1) global i32 0, align 4

define internal spir_func void @init() {
  store i32 1, ptr addrspace(1) @state, align 4
  ret void
}

define internal spir_func void @fini() {
  store i32 0, ptr addrspace(1) @state, align 4
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) @state, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
