; An alloca counted by a specialization constant (SYCL's spec-constant
; length arrays) is an array whose length is that OpSpecConstant: fixed at
; specialization, so no variable-length array extension is needed.  The
; variable is seen through a pointer to its first element.  Reverse gives
; the array at the default length.  A count computed from the constant at
; run time is a variable-length array again (the extension is required).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: sed -e 's/i64 %len, align 4/i64 %len1, align 4/' -e 's/^  ; add here$/  %len1 = add i64 %len, 1/' %s > %t.vla.ll
; RUN: rm -f %t.vla.spv
; RUN: not %lspv %t.vla.ll -o %t.vla.spv 2>&1 | FileCheck %s --check-prefix=VLA
; RUN: not test -e %t.vla.spv

; SPV-DAG: Decorate [[#LEN:]] SpecId 7
; SPV-DAG: Decorate [[#VAR:]] Alignment 4
; SPV-DAG: TypeInt [[#I64:]] 64 0
; SPV-DAG: TypeFloat [[#F32:]] 32
; SPV-DAG: SpecConstant [[#I64]] [[#LEN]] 3 0
; SPV-DAG: TypeArray [[#ARR:]] [[#F32]] [[#LEN]]
; SPV-DAG: TypePointer [[#PARR:]] 7 [[#ARR]]
; SPV-DAG: TypePointer [[#PF:]] 7 [[#F32]]
; SPV: Variable [[#PARR]] [[#VAR]] 7
; SPV: Bitcast [[#PF]] [[#P:]] [[#VAR]]
; SPV: Store [[#P]]
; SPV-NOT: VariableLengthArray

; LLVM: %[[A:.*]] = alloca [3 x float], align 4
; (the OpBitcast stays a no-op cast: docs/reverse.md, Pointer casts)
; LLVM: %[[P:.*]] = bitcast ptr %[[A]] to ptr
; LLVM: store float 1.000000e+00, ptr %[[P]]

; VLA: InvalidInstruction: Can't translate llvm instruction:
; VLA-NEXT: %a = alloca float, i64 %len1, align 4
; VLA-NEXT: Translation of dynamic alloca requires SPV_INTEL_variable_length_array extension.

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  %len = call i64 @_Z20__spirv_SpecConstantix(i32 7, i64 3)
  ; add here
  %a = alloca float, i64 %len, align 4
  store float 1.0, ptr %a, align 4
  ret void
}

declare i64 @_Z20__spirv_SpecConstantix(i32, i64)
