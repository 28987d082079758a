; Constant expressions that a function uses inside an aggregate constant, or
; as a phi's incoming value, are computed at module scope (OpSpecConstantOp):
; a module-scope composite cannot name a function's instruction, and an
; instruction emitted for a phi operand would sit among the block's phis.
; A lane of a vector constant expression is OpCompositeExtract there.
; Reverse folds them back to constant expressions.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=LLVM
; A function's address in such a constant needs SPV_INTEL_function_pointers:
; without it, one error naming the constant and no output.
; RUN: sed 's/ptr addrspace(1) @a to i64/ptr @f to i64/' %s > %t.fp.ll
; RUN: not %lspv %t.fp.ll -o %t.fp.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.fp.spv

; SPV-DAG: Variable [[#]] [[#A:]] 5
; SPV-DAG: SpecConstantOp [[#]] [[#PA:]] 117 [[#A]]
; SPV-DAG: SpecConstantOp [[#]] [[#AC:]] 124 [[#A]]
; SPV-DAG: SpecConstantOp [[#]] [[#G:]] 70 [[#AC]] [[#]]
; SPV-DAG: SpecConstantComposite [[#]] [[#V:]] [[#PA]] [[#]]
; SPV-DAG: SpecConstantOp [[#]] [[#]] 81 [[#]] 0
; SPV: Function
; SPV: BranchConditional [[#]] [[#L1:]] [[#L2:]]
; SPV: Branch [[#J:]]
; SPV: Label [[#J]]
; SPV-NEXT: Phi [[#]] [[#]] [[#V]] [[#L1]] [[#]] [[#L2]]
; SPV-NEXT: Phi [[#]] [[#]] [[#G]] [[#L1]] [[#]] [[#L2]]

; LLVM: @a = addrspace(1) global [4 x i32] zeroinitializer
; LLVM: phi <2 x i64> [ <i64 ptrtoint (ptr addrspace(1) @a to i64), i64 7>, %{{[a-z0-9]+}} ], [ <i64 1, i64 2>, %{{[a-z0-9]+}} ]
; LLVM: phi ptr addrspace(1) [ getelementptr inbounds {{.*}}@a{{.*}}, %{{[a-z0-9]+}} ], [ %{{[0-9]+}}, %{{[a-z0-9]+}} ]
; LLVM: store <2 x i8> <i8 extractelement (<8 x i8> bitcast (i64 ptrtoint (ptr addrspace(1) @a to i64) to <8 x i8>), i32 0), i8 1>
; ERR: RequiresExtension: {{.*}}
; ERR-NEXT: SPV_INTEL_function_pointers

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@a = addrspace(1) global [4 x i32] zeroinitializer, align 4

define spir_func i64 @f(i1 %c) {
entry:
  br i1 %c, label %l1, label %l2
l1:
  br label %join
l2:
  br label %join
join:
  %v = phi <2 x i64> [ <i64 ptrtoint (ptr addrspace(1) @a to i64), i64 7>, %l1 ], [ <i64 1, i64 2>, %l2 ]
  %p = phi ptr addrspace(1) [ getelementptr inbounds (i32, ptr addrspace(1) @a, i64 2), %l1 ], [ @a, %l2 ]
  %x = load i32, ptr addrspace(1) %p, align 4
  %e = extractelement <2 x i64> %v, i32 0
  %z = zext i32 %x to i64
  %r = add i64 %e, %z
  store <2 x i8> <i8 extractelement (<8 x i8> bitcast (i64 ptrtoint (ptr addrspace(1) @a to i64) to <8 x i8>), i32 0), i8 1>, ptr addrspace(1) @a, align 2
  ret i64 %r
}
