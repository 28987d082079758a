; The global section comes in llvm-spirv's groups (docs/forward.md, "Order
; of the global section"): the integer types, the constants of an integer
; type (OpUndef included), the other types, then the other constants and the
; module-scope variables; each group in the order translation met its
; members.  An integer OpSpecConstantOp of a variable's address stays after
; the variable, so every id is still defined before its use (spirv-val).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=NAMES
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM
; RUN: %lspv %t.bc -o %t2.spv
; RUN: %spirv-val %t2.spv

; CHECK: TypeInt [[I16:[0-9]+]] 16 0
; CHECK-NEXT: TypeInt [[I64:[0-9]+]] 64 0
; CHECK-NEXT: TypeInt [[I32:[0-9]+]] 32 0
; CHECK-NEXT: TypeInt [[I8:[0-9]+]] 8 0
; CHECK-NEXT: Constant [[I16]] [[C7:[0-9]+]] 7
; CHECK-NEXT: Constant [[I32]] [[C5:[0-9]+]] 5
; CHECK-NEXT: Constant [[I32]] [[C3:[0-9]+]] 3
; CHECK-NEXT: Undef [[I32]] [[U:[0-9]+]]
; CHECK-NEXT: Constant [[I8]] [[C9:[0-9]+]] 9
; CHECK-NEXT: Constant [[I64]] [[C1:[0-9]+]] 1 0
; CHECK-NEXT: TypeFloat [[F:[0-9]+]] 32
; CHECK-NOT: {{Constant|Variable|Undef}}
; The declaration's function type comes before the definitions' types
; (test/forward/function-type-order.ll).
; CHECK: TypeFunction {{[0-9]+}} {{[0-9]+}} [[I32]] {{$}}
; CHECK-NOT: {{Constant|Variable|Undef}}
; CHECK: TypeBool
; CHECK-NOT: {{Constant|Variable|Undef}}
; CHECK: TypeVector [[V2:[0-9]+]] [[I32]] 2
; CHECK-NOT: {{Constant|Variable|Undef}}
; CHECK: TypePointer
; CHECK-NOT: Type
; CHECK: Constant [[F]] [[TWO:[0-9]+]] 1073741824
; CHECK-NEXT: Variable {{[0-9]+}} {{[0-9]+}} 5 [[TWO]]
; CHECK-NEXT: Variable {{[0-9]+}} [[H:[0-9]+]] 5 [[C7]]
; CHECK: SpecConstantOp [[I64]] [[ADDR:[0-9]+]] 117 [[H]]
; CHECK-NEXT: Variable {{[0-9]+}} {{[0-9]+}} 5 [[ADDR]]
; CHECK: Constant [[F]] {{[0-9]+}} 1069547520
; CHECK-NEXT: Constant [[F]] {{[0-9]+}} 1056964608
; CHECK-NEXT: ConstantComposite [[V2]] {{[0-9]+}} [[C3]] [[U]]
; CHECK-NOT: Type
; CHECK: Function

; OpName in the order of the ids named (llvm-spirv's order: its ids follow
; creation, as lspv's numbering does): the variables, then each function in
; the order of the function section (declarations first) with its
; parameters and values; a kernel is numbered where it is defined, not
; where OpEntryPoint names it.
; NAMES: Name [[#]] "g"
; NAMES-NEXT: Name [[#]] "h"
; NAMES-NEXT: Name [[#]] "p"
; NAMES-NEXT: Name [[#]] "q"
; NAMES-NEXT: Name [[#]] "ext"
; NAMES-NEXT: Name [[#]] "k"
; NAMES-NEXT: Name [[#]] "out"
; NAMES-NEXT: Name [[#]] "n"
; NAMES-NEXT: Name [[#]] "b"
; NAMES-NEXT: Name [[#]] "entry"
; NAMES: Name [[#]] "o2"
; NAMES-NOT: Name

; Reverse marks every function nounwind, definitions and declarations, as
; llvm-spirv does.
; CHECK-LLVM: @h = addrspace(1) global i16 7
; CHECK-LLVM: @q = addrspace(1) global i64 ptrtoint (ptr addrspace(1) @h to i64)
; (Declarations come first: reverse keeps SPIR-V's function order.)
; CHECK-LLVM: declare spir_func void @ext(i32) #[[#ATTR:]]
; CHECK-LLVM: define spir_kernel void @k({{.*}}) #[[#ATTR]]
; CHECK-LLVM: select i1 %{{.*}}, float 1.500000e+00, float 5.000000e-01
; CHECK-LLVM: attributes #[[#ATTR]] = { nounwind }

target triple = "spir64-unknown-unknown"

@g = addrspace(1) global float 2.0, align 4
@h = addrspace(1) global i16 7, align 2
@p = addrspace(1) global ptr addrspace(1) @h, align 8
@q = addrspace(1) global i64 ptrtoint (ptr addrspace(1) @h to i64), align 8

define spir_kernel void @k(ptr addrspace(1) %out, i32 %n, i8 %b) {
entry:
  %c = icmp sgt i32 %n, 5
  %f = select i1 %c, float 1.5, float 0.5
  store float %f, ptr addrspace(1) %out, align 4
  %v = insertelement <2 x i32> <i32 3, i32 undef>, i32 %n, i32 1
  %w = add i8 %b, 9
  %x = zext i8 %w to i32
  %y = extractelement <2 x i32> %v, i32 0
  %z = add i32 %x, %y
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %z, ptr addrspace(1) %o2, align 4
  call spir_func void @ext(i32 %z)
  ret void
}

declare spir_func void @ext(i32)
