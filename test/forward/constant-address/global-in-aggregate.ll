; A global's address inside an aggregate initializer: a variable is no
; constant (OpConstantComposite and OpSpecConstantComposite take constants),
; so the address goes through OpSpecConstantOp Bitcast, also where the
; pointer types already agree (a pointer to i8 in an i8 pointer member, and
; any pointer under SPV_KHR_untyped_pointers).  Reverse folds the casts away.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.u.spv
; RUN: %lspv --verify %t.u.spv
; RUN: %lspv -r %t.u.spv -o %t.u.bc
; RUN: %llvm-dis %t.u.bc -o - | FileCheck %s --check-prefix=LLVM
; The variable itself as a constituent (as llvm-spirv writes it): lspv reads
; it, and its checker refuses it in a module it would write (--verify).
; RUN: %lspv -to-binary %S/Inputs/variable-constituent.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: %lspv -r %t.bad.spv -o %t.bad.bc
; RUN: %llvm-dis %t.bad.bc -o - | FileCheck %s --check-prefix=LLVM-BAD

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; SPV-DAG: {{(Variable|UntypedVariableKHR)}} [[#]] [[#BYTE:]] 5
; SPV-DAG: SpecConstantOp [[#]] [[#C1:]] 124 [[#BYTE]]
; SPV-DAG: SpecConstantComposite [[#]] [[#]] [[#C1]]
; SPV-DAG: SpecConstantOp [[#]] [[#C2:]] 124 [[#BYTE]]
; SPV-DAG: SpecConstantOp [[#]] [[#C3:]] 124 [[#BYTE]]
; SPV-DAG: SpecConstantComposite [[#]] [[#]] [[#C2]] [[#C3]]
; SPV-NOT: {{ ConstantComposite }}

; LLVM-DAG: @byte = addrspace(1) global i8 7
; LLVM-DAG: @holder = addrspace(1) global %{{[^ ]+}} { ptr addrspace(1) @byte }
; LLVM-DAG: @table = addrspace(1) global [2 x ptr addrspace(1)] [ptr addrspace(1) @byte, ptr addrspace(1) @byte]

; BAD: InvalidModule: constituent 0 (id 6) is a variable, not a constant: its address needs OpSpecConstantOp
; LLVM-BAD: @x = addrspace(1) global %{{[^ ]+}} { ptr addrspace(1) @v }

@byte = addrspace(1) global i8 7
@holder = addrspace(1) global { ptr addrspace(1) } { ptr addrspace(1) @byte }
@table = addrspace(1) global [2 x ptr addrspace(1)] [ptr addrspace(1) @byte, ptr addrspace(1) @byte]

define spir_kernel void @k() {
  ret void
}
