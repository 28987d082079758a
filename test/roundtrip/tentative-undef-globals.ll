; Globals whose initializer is no plain value round-trip as LLVM means them:
;  - common: a tentative definition, exported without an initializer, back
;    common and zero-initialized;
;  - an unnamed external global keeps its visibility (an empty linkage name);
;  - an undefined struct is a composite of OpUndef members (no initializer
;    would read back as zero); other undefined globals have no initializer;
;  - Workgroup memory without an initializer comes back poison.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=LLVM
; LLVM has no constant common global, so an exported constant without
; an initializer comes back an external definition, zero-initialized.
; RUN: sed -e 's/^@c = common addrspace(1) global/@c = addrspace(1) constant/' -e 's/i32 0, align 4$/i32 undef, align 4/' %s > %t.k.ll
; RUN: %lspv %t.k.ll -o %t.k.spv
; RUN: %lspv -r %t.k.spv -o - | %llvm-dis | FileCheck %s --check-prefix=CONST
; An exported variable that is declared (Import) stays a declaration.
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=DECL

; SPV-DAG: Decorate [[#C:]] LinkageAttributes "c" Export
; SPV-DAG: Decorate [[#U:]] LinkageAttributes "" Export
; SPV-DAG: Decorate [[#E:]] LinkageAttributes "e" Import
; SPV-DAG: Variable [[#]] [[#C]] 5{{ $}}
; SPV-DAG: Variable [[#]] [[#U]] 5 [[#]]
; SPV-DAG: Undef [[#I32:]] [[#UI:]]
; SPV-DAG: TypeStruct [[#ST:]] [[#I32]] [[#]]
; SPV-DAG: ConstantComposite [[#ST]] [[#SU:]] [[#UI]] [[#]]
; SPV-DAG: Variable [[#]] [[#S:]] 5 [[#SU]]
; SPV-DAG: Name [[#S]] "s"
; SPV-DAG: Name [[#W:]] "w"
; SPV-DAG: Variable [[#]] [[#W]] 4{{ $}}
; SPV-DAG: Name [[#A:]] "a"
; SPV-DAG: Variable [[#]] [[#A]] 5{{ $}}

; LLVM-DAG: @c = common addrspace(1) global i32 0, align 4
; LLVM-DAG: @0 = addrspace(1) global i8 7
; LLVM-DAG: @s = internal addrspace(1) global %struct.S undef
; LLVM-DAG: @a = internal addrspace(1) global [2 x i32] zeroinitializer
; LLVM-DAG: @w = internal addrspace(3) global i32 poison
; CONST: @c = addrspace(1) constant i32 0, align 4
; DECL: @e = external addrspace(1) global i32

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, float }

@c = common addrspace(1) global i32 0, align 4
@0 = addrspace(1) global i8 7
@s = internal addrspace(1) global %struct.S undef
@a = internal addrspace(1) global [2 x i32] undef
@w = internal addrspace(3) global i32 undef
@e = external addrspace(1) global i32

define spir_kernel void @k(ptr addrspace(1) %out) {
  %1 = load i32, ptr addrspace(1) @c, align 4
  %2 = load i8, ptr addrspace(1) @0, align 1
  %3 = load %struct.S, ptr addrspace(1) @s, align 4
  %4 = load [2 x i32], ptr addrspace(1) @a, align 4
  %5 = load i32, ptr addrspace(3) @w, align 4
  %6 = load i32, ptr addrspace(1) @e, align 4
  %7 = add i32 %1, %5
  %8 = add i32 %7, %6
  store i32 %8, ptr addrspace(1) %out, align 4
  ret void
}
