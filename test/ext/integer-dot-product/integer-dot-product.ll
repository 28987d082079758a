; SPV_KHR_integer_dot_product: the SPIR-V friendly __spirv_*DotKHR calls <->
; OpSDot / OpUDot / OpSUDot (and AccSat).  Below SPIR-V 1.6 they need the
; extension (the KHR spellings of the grammar name it); from 1.6 they are
; core.
; RUN: %lspv --spirv-max-version=1.5 --spirv-ext=+SPV_KHR_integer_dot_product %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %s -o %t.16.spv
; RUN: %spirv-val %t.16.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefixes=TEXT,EXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-max-version=1.5 --spirv-ext=+SPV_KHR_integer_dot_product %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; In SPIR-V friendly form (SPV-IR), the __spirv_ calls for every width.
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: %llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv --spirv-max-version=1.5 --spirv-ext=+SPV_KHR_integer_dot_product %t.spvir.bc -o %t.3.spv
; RUN: cmp %t.spv %t.3.spv
; 1.6 allowed: core, no extension.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefixes=TEXT,CORE
; Below 1.6 without the extension: an error naming it, no output.
; RUN: not %lspv --spirv-max-version=1.5 %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_KHR_integer_dot_product

; EXT: 119734787 65536 0
; CORE: 119734787 67072 0
; TEXT-DAG: Capability DotProductInput4x8BitPacked
; TEXT-DAG: Capability DotProductInput4x8Bit
; TEXT-DAG: Capability DotProduct
; EXT-DAG: Extension "SPV_KHR_integer_dot_product"
; CORE-NOT: Extension
; TEXT-DAG: TypeInt [[#I8:]] 8 0
; TEXT-DAG: TypeInt [[#I32:]] 32 0
; TEXT-DAG: TypeVector [[#V4:]] [[#I8]] 4
; TEXT: {{SDot(KHR)?}} [[#I32]] [[#]] [[#]] [[#]] 0 {{$}}
; TEXT: {{UDot(KHR)?}} [[#I8]] [[#]] [[#]] [[#]] {{$}}
; TEXT: {{SUDotAccSat(KHR)?}} [[#I32]] [[#]] [[#]] [[#]] [[#]] {{$}}
; TEXT: {{UDotAccSat(KHR)?}} [[#I32]] [[#]] [[#]] [[#]] [[#]] 0 {{$}}

; Reverse, as llvm-spirv: a 32-bit result is OpenCL C's builtin (operand
; signedness from the form), the others the SPIR-V friendly call with its
; operands spelled signed (SPV-IR: by the form, U all unsigned, SU's second
; vector unsigned).
; IR: call spir_func i32 @_Z20dot_4x8packed_ss_intjj(i32 %a, i32 %b)
; IR: call spir_func i8 @_Z22__spirv_UDotKHR_RucharDv4_cS_(<4 x i8> %u, <4 x i8> %v)
; IR: call spir_func i32 @_Z11dot_acc_satDv4_cDv4_hi(<4 x i8> %u, <4 x i8> %v, i32 %p)
; IR: call spir_func i32 @_Z29dot_acc_sat_4x8packed_uu_uintjjj(i32 %a, i32 %b, i32 %s)
; SPVIR: call spir_func i32 @_Z20__spirv_SDotKHR_Rintiii(i32 %a, i32 %b, i32 0)
; SPVIR: call spir_func i8 @_Z22__spirv_UDotKHR_RucharDv4_hS_(<4 x i8> %u, <4 x i8> %v)
; SPVIR: call spir_func i32 @_Z27__spirv_SUDotAccSatKHR_RintDv4_cDv4_hi(<4 x i8> %u, <4 x i8> %v, i32 %p)
; SPVIR: call spir_func i32 @_Z27__spirv_UDotAccSatKHR_Ruintjjjj(i32 %a, i32 %b, i32 %s, i32 0)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %a, i32 %b, <4 x i8> %u, <4 x i8> %v) {
entry:
  %p = call spir_func i32 @_Z20__spirv_SDotKHR_Rintiii(i32 %a, i32 %b, i32 0)
  %q = call spir_func i8 @_Z22__spirv_UDotKHR_RucharDv4_hS_(<4 x i8> %u, <4 x i8> %v)
  %r = call spir_func i32 @_Z27__spirv_SUDotAccSatKHR_RintDv4_cDv4_hi(<4 x i8> %u, <4 x i8> %v, i32 %p)
  %q32 = zext i8 %q to i32
  %s = add i32 %r, %q32
  %t = call spir_func i32 @_Z27__spirv_UDotAccSatKHR_Ruintjjjj(i32 %a, i32 %b, i32 %s, i32 0)
  ret i32 %t
}

declare spir_func i32 @_Z20__spirv_SDotKHR_Rintiii(i32, i32, i32)
declare spir_func i8 @_Z22__spirv_UDotKHR_RucharDv4_hS_(<4 x i8>, <4 x i8>)
declare spir_func i32 @_Z27__spirv_SUDotAccSatKHR_RintDv4_cDv4_hi(<4 x i8>, <4 x i8>, i32)
declare spir_func i32 @_Z27__spirv_UDotAccSatKHR_Ruintjjjj(i32, i32, i32, i32)
