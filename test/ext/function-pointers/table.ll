; A table of function pointers in a global initializer (pointers, or arrays
; of them, each a function of one type or null) holds pointers to that
; function type: the table is an OpConstantComposite of the
; OpConstantFunctionPointerINTEL constants themselves, an element reached
; through an access chain is a pointer to such a pointer, and the pointer
; loaded from it is called without a cast.  A null entry is an
; OpConstantNull of the element type; a nested table and a table written at
; run time are typed the same way.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; The round trip is stable.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s
; With --spirv-emit-function-ptr-addr-space the tables hold pointers into
; address space 9 and the calls go through them.
; RUN: %lspv -r --spirv-emit-function-ptr-addr-space %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=AS9
; AS9: @table = internal addrspace(1) constant [2 x ptr addrspace(9)] [ptr addrspace(9) @one, ptr addrspace(9) @two]
; AS9: %f = load ptr addrspace(9), ptr addrspace(1) %slot, align 8
; AS9-NEXT: %r = call spir_func addrspace(9) i32 %f()
; Without the extension the function values are refused.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; CHECK-DAG: Name [[#ONE:]] "one"
; CHECK-DAG: Name [[#TWO:]] "two"
; CHECK-DAG: Name [[#TABLE:]] "table"
; CHECK-DAG: Name [[#NESTED:]] "nested"
; CHECK-DAG: Name [[#SLOTS:]] "slots"
; CHECK-DAG: TypeInt [[#I32:]] 32 0
; CHECK-DAG: TypeFunction [[#FNTY:]] [[#I32]]{{ $}}
; CHECK-DAG: TypePointer [[#FNPTR:]] 7 [[#FNTY]]
; CHECK-DAG: TypeArray [[#ARR2:]] [[#FNPTR]] [[#]]
; CHECK-DAG: TypeArray [[#ARR3:]] [[#FNPTR]] [[#]]
; CHECK-DAG: TypeArray [[#ARR2X2:]] [[#ARR2]] [[#]]
; CHECK-DAG: TypePointer [[#SLOTPTR:]] 5 [[#FNPTR]]
; CHECK: ConstantFunctionPointerINTEL [[#FNPTR]] [[#C1:]] [[#ONE]]
; CHECK: ConstantFunctionPointerINTEL [[#FNPTR]] [[#C2:]] [[#TWO]]
; CHECK: ConstantComposite [[#ARR2]] [[#TAB:]] [[#C1]] [[#C2]]
; CHECK: Variable [[#]] [[#TABLE]] 5 [[#TAB]]
; CHECK-DAG: ConstantNull [[#FNPTR]] [[#NUL:]]
; CHECK-DAG: ConstantComposite [[#ARR2]] [[#ROW:]] [[#C2]] [[#NUL]]
; CHECK: ConstantComposite [[#ARR2X2]] [[#NEST:]] [[#TAB]] [[#ROW]]
; CHECK: Variable [[#]] [[#NESTED]] 5 [[#NEST]]
; CHECK-DAG: ConstantComposite [[#ARR3]] [[#INIT3:]] [[#C1]] [[#NUL]] [[#NUL]]
; CHECK: Variable [[#]] [[#SLOTS]] 5 [[#INIT3]]
; CHECK: InBoundsPtrAccessChain [[#SLOTPTR]] [[#SLOT:]] [[#TABLE]]
; CHECK-NEXT: Load [[#FNPTR]] [[#F:]] [[#SLOT]]
; CHECK-NEXT: FunctionPointerCallINTEL [[#I32]] [[#]] [[#F]]
; CHECK: InBoundsPtrAccessChain [[#SLOTPTR]] [[#NSLOT:]] [[#NESTED]]
; CHECK-NEXT: Load [[#FNPTR]] [[#G:]] [[#NSLOT]]
; CHECK-NEXT: FunctionPointerCallINTEL [[#I32]] [[#]] [[#G]]
; CHECK: InBoundsPtrAccessChain [[#SLOTPTR]] [[#WSLOT:]] [[#SLOTS]]
; CHECK-NEXT: Store [[#WSLOT]] [[#C2]]
; CHECK-NOT: Bitcast
; IR: @table = internal addrspace(1) constant [2 x ptr] [ptr @one, ptr @two]
; IR: @nested = internal addrspace(1) constant [2 x [2 x ptr]] {{\[}}[2 x ptr] [ptr @one, ptr @two], [2 x ptr] [ptr @two, ptr null]]
; IR: @slots = internal addrspace(1) global [3 x ptr] [ptr @one, ptr null, ptr null]
; IR: %f = load ptr, ptr addrspace(1) %slot, align 8
; IR-NEXT: %r = call spir_func i32 %f()
; IR: %g = load ptr, ptr addrspace(1) %nslot, align 8
; IR-NEXT: %s = call spir_func i32 %g()
; IR: store ptr @two, ptr addrspace(1) %wslot, align 8
; A table whose functions have different types is no such table: each
; entry is cast to a pointer to i8 (an OpSpecConstantComposite holds the
; casts) and the call casts the loaded pointer back; the table comes back.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %S/Inputs/mixed-table.ll -o %t.m.spv
; RUN: %lspv --verify %t.m.spv
; RUN: %lspv -to-text %t.m.spv -o - | FileCheck %s --check-prefix=MIXED
; RUN: %lspv -r %t.m.spv -S -o - | FileCheck %s --check-prefix=MIXED-IR
; MIXED: SpecConstantComposite
; MIXED: Load
; MIXED-NEXT: Bitcast
; MIXED-NEXT: FunctionPointerCallINTEL
; MIXED-IR: @mixed = internal addrspace(1) constant [2 x ptr] [ptr @one, ptr @twice]
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_function_pointers

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@table = internal addrspace(1) constant [2 x ptr] [ptr @one, ptr @two], align 8
@nested = internal addrspace(1) constant [2 x [2 x ptr]] [[2 x ptr] [ptr @one, ptr @two], [2 x ptr] [ptr @two, ptr null]], align 8
@slots = internal addrspace(1) global [3 x ptr] [ptr @one, ptr null, ptr null], align 8

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
  %nslot = getelementptr inbounds [2 x [2 x ptr]], ptr addrspace(1) @nested, i64 0, i64 %i, i64 1
  %g = load ptr, ptr addrspace(1) %nslot, align 8
  %s = call spir_func i32 %g()
  %sum = add i32 %r, %s
  store i32 %sum, ptr addrspace(1) %out, align 4
  %wslot = getelementptr inbounds [3 x ptr], ptr addrspace(1) @slots, i64 0, i64 %i
  store ptr @two, ptr addrspace(1) %wslot, align 8
  ret void
}
