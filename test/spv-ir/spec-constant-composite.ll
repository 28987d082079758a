; __spirv_SpecConstantComposite(...) over specialization constants (and
; plain constants) is a specialization constant too: one module-scope
; OpSpecConstantComposite (never an instruction of a function body, which
; would be invalid), nested composites of composites, and the same
; composite built in two functions is one id that both use.  Reverse folds
; it to the constant of the defaults, or of the values -spec-const gives;
; an OpCompositeExtract of it stays an extractvalue, as llvm-spirv reads it.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: %lspv -r -spec-const "20:i32:7 23:i32:9" %t.spv -S -o - | FileCheck %s --check-prefix=SPEC
; RUN: not %lspv %S/Inputs/spec-constant-composite-bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv

; TEXT-DAG: Decorate [[A:[0-9]+]] SpecId 20
; TEXT-DAG: Decorate [[X:[0-9]+]] SpecId 22
; TEXT-DAG: Decorate [[Y:[0-9]+]] SpecId 23
; TEXT-DAG: TypeStruct [[PAIR:[0-9]+]] [[INT:[0-9]+]] [[FLT:[0-9]+]]
; TEXT-DAG: TypeVector [[V2:[0-9]+]] [[INT]] 2
; TEXT-DAG: TypeStruct [[OUTER:[0-9]+]] [[PAIR]] [[V2]]
; TEXT-DAG: TypeFloat [[FLT]] 32
; TEXT-DAG: Constant [[FLT]] [[HALF:[0-9]+]] 1056964608
; TEXT: SpecConstantComposite [[PAIR]] [[P:[0-9]+]] [[A]] [[HALF]]
; TEXT: SpecConstantComposite [[V2]] [[V:[0-9]+]] [[X]] [[Y]]
; TEXT: SpecConstantComposite [[OUTER]] [[O:[0-9]+]] [[P]] [[V]]
; TEXT-NOT: SpecConstantComposite
; TEXT: Function
; TEXT: Function
; TEXT: ReturnValue [[O]]
; TEXT: Function
; TEXT: CompositeExtract [[PAIR]] {{[0-9]+}} [[O]] 0
; TEXT: FunctionEnd

; REV-LABEL: define spir_func %outer @mk(
; REV: ret %outer { %pair { i32 5, float 5.000000e-01 }, <2 x i32> <i32 1, i32 2> }
; REV-LABEL: define spir_func i32 @g(
; REV-NEXT: %q = extractvalue %outer { %pair { i32 5, float 5.000000e-01 }, <2 x i32> <i32 1, i32 2> }, 0
; REV-NEXT: %r = extractvalue %pair %q, 0
; REV-NEXT: ret i32 %r

; SPEC: ret %outer { %pair { i32 7, float 5.000000e-01 }, <2 x i32> <i32 1, i32 9> }
; SPEC-LABEL: define spir_func i32 @g(
; SPEC-NEXT: %q = extractvalue %outer { %pair { i32 7, float 5.000000e-01 }, <2 x i32> <i32 1, i32 9> }, 0
; SPEC-NEXT: %r = extractvalue %pair %q, 0
; SPEC-NEXT: ret i32 %r

; BAD: InvalidInstruction: Can't translate llvm instruction:
; BAD-NEXT: __spirv_SpecConstantComposite constituent is neither a constant nor a specialization constant

target triple = "spir64-unknown-unknown"

%pair = type { i32, float }
%outer = type { %pair, <2 x i32> }

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %o = call %outer @mk()
  store %outer %o, ptr addrspace(1) %out
  ret void
}

define spir_func %outer @mk() {
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 20, i32 5)
  %p = call %pair @_Z29__spirv_SpecConstantCompositeif(i32 %a, float 0.5)
  %x = call i32 @_Z20__spirv_SpecConstantii(i32 22, i32 1)
  %y = call i32 @_Z20__spirv_SpecConstantii(i32 23, i32 2)
  %v = call <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32 %x, i32 %y)
  %o = call %outer @_Z29__spirv_SpecConstantComposite4pairDv2_i(%pair %p, <2 x i32> %v)
  ret %outer %o
}

define spir_func i32 @g() {
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 20, i32 5)
  %p = call %pair @_Z29__spirv_SpecConstantCompositeif(i32 %a, float 0.5)
  %x = call i32 @_Z20__spirv_SpecConstantii(i32 22, i32 1)
  %y = call i32 @_Z20__spirv_SpecConstantii(i32 23, i32 2)
  %v = call <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32 %x, i32 %y)
  %o = call %outer @_Z29__spirv_SpecConstantComposite4pairDv2_i(%pair %p, <2 x i32> %v)
  %q = extractvalue %outer %o, 0
  %r = extractvalue %pair %q, 0
  ret i32 %r
}

declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare %pair @_Z29__spirv_SpecConstantCompositeif(i32, float)
declare <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32, i32)
declare %outer @_Z29__spirv_SpecConstantComposite4pairDv2_i(%pair, <2 x i32>)
