; SPV-IR spells a bool vector as char lanes: a __spirv_ call of a
; relational or logical instruction may return an integer (the bool, then
; an OpSelect of all ones / 1 and 0) and take integers where the
; instruction takes bools (compared != 0).  Reverse gives the IsNan call
; back (the Any a reduction).
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; A call whose argument count does not fit the instruction is an error.
; RUN: sed -e 's/;BAD //' %s > %t.bad.ll
; RUN: not %lspv %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv

; SPV-DAG: TypeInt [[#I8:]] 8 0
; SPV-DAG: TypeVector [[#C4:]] [[#I8]] 4
; SPV-DAG: TypeBool [[#B:]]
; SPV-DAG: TypeVector [[#B4:]] [[#B]] 4
; SPV-DAG: TypeVector [[#C2:]] [[#I8]] 2
; SPV-DAG: TypeVector [[#B2:]] [[#B]] 2
; SPV-DAG: Constant [[#I8]] [[#ONES:]] 255
; SPV-DAG: ConstantComposite [[#C4]] [[#TRUE4:]] [[#ONES]] [[#ONES]] [[#ONES]] [[#ONES]]
; SPV-DAG: ConstantNull [[#C4]] [[#FALSE4:]]
; SPV-DAG: ConstantNull [[#C2]] [[#ZERO2:]]
; SPV: IsNan [[#B4]] [[#NAN:]]
; SPV-NEXT: Select [[#C4]] [[#]] [[#NAN]] [[#TRUE4]] [[#FALSE4]]
; SPV: INotEqual [[#B2]] [[#NZ:]] [[#]] [[#ZERO2]]
; SPV-NEXT: Any [[#B]] [[#]] [[#NZ]]

; IR: call spir_func <4 x i8> @_Z13__spirv_IsNanDv4_f(<4 x float>
; IR: call spir_func i1 @_Z11__spirv_AnyDv2_c(<2 x i8>

; BAD: more arguments than the instruction

target triple = "spir64-unknown-unknown"

define spir_func <4 x i8> @nan(<4 x float> %x) {
  %r = call spir_func <4 x i8> @_Z13__spirv_IsNanDv4_f(<4 x float> %x)
  ret <4 x i8> %r
}

define spir_func i1 @any(<2 x i8> %x) {
  %r = call spir_func i1 @_Z11__spirv_AnyDv2_c(<2 x i8> %x)
;BAD  %q = call spir_func i1 @_Z11__spirv_AnyDv2_cS_(<2 x i8> %x, <2 x i8> %x)
  ret i1 %r
}

declare spir_func <4 x i8> @_Z13__spirv_IsNanDv4_f(<4 x float>)
declare spir_func i1 @_Z11__spirv_AnyDv2_c(<2 x i8>)
;BAD declare spir_func i1 @_Z11__spirv_AnyDv2_cS_(<2 x i8>, <2 x i8>)
