; SPV_KHR_bit_instructions: llvm.bitreverse and the cl_khr_extended_bit_ops
; builtins, scalars and vectors of several widths.
; RUN: %lspv --spirv-ext=+SPV_KHR_bit_instructions %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=CL
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -S -o - | FileCheck %s --check-prefix=SPVIR
; The reverse translates forward again to the same instructions.
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv --spirv-ext=+SPV_KHR_bit_instructions %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; Without the extension: disabled.ll.

; TEXT: Capability BitInstructions
; TEXT: Extension "SPV_KHR_bit_instructions"
; TEXT-DAG: TypeInt [[#I8:]] 8 0
; TEXT-DAG: TypeInt [[#I16:]] 16 0
; TEXT-DAG: TypeInt [[#I32:]] 32 0
; TEXT-DAG: TypeInt [[#I64:]] 64 0
; TEXT-DAG: TypeVector [[#V2I16:]] [[#I16]] 2
; TEXT-DAG: TypeVector [[#V4I8:]] [[#I8]] 4
; TEXT: BitReverse [[#I32]] [[#]] [[#]]
; TEXT: BitReverse [[#V2I16]] [[#]] [[#]]
; TEXT: BitReverse [[#I64]] [[#]] [[#]]
; TEXT: BitFieldInsert [[#I32]] [[#]] [[#]] [[#]] [[#]] [[#]]
; TEXT: BitFieldSExtract [[#V4I8]] [[#]] [[#]] [[#]] [[#]]
; TEXT: BitFieldUExtract [[#I64]] [[#]] [[#]] [[#]] [[#]]
; TEXT: BitReverse [[#I16]] [[#]] [[#]]

; CL: call i32 @llvm.bitreverse.i32(i32
; CL: call <2 x i16> @llvm.bitreverse.v2i16(<2 x i16>
; CL: call i64 @llvm.bitreverse.i64(i64
; CL: call spir_func i32 @_Z15bitfield_insertiijj(i32 %{{.*}}, i32 %{{.*}}, i32 3, i32 5)
; CL: call spir_func <4 x i8> @_Z23bitfield_extract_signedDv4_cjj(<4 x i8> %{{.*}}, i32 1, i32 4)
; CL: call spir_func i64 @_Z25bitfield_extract_unsignedljj(i64 %{{.*}}, i32 %{{.*}}, i32 %{{.*}})
; CL: call i16 @llvm.bitreverse.i16(i16

; SPVIR: call spir_func i32 @_Z22__spirv_BitFieldInsertiijj(
; SPVIR: call spir_func <4 x i8> @_Z24__spirv_BitFieldSExtractDv4_cjj(
; SPVIR: call spir_func i64 @_Z24__spirv_BitFieldUExtractmjj(
; SPVIR: call i16 @llvm.bitreverse.i16(i16

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %a, i32 %b, <2 x i16> %v, i64 %l, <4 x i8> %c,
                           i32 %off, i32 %cnt, i16 %s) {
entry:
  %r1 = call i32 @llvm.bitreverse.i32(i32 %a)
  store volatile i32 %r1, ptr addrspace(1) %p, align 4
  %r2 = call <2 x i16> @llvm.bitreverse.v2i16(<2 x i16> %v)
  store volatile <2 x i16> %r2, ptr addrspace(1) %p, align 4
  %r3 = call i64 @llvm.bitreverse.i64(i64 %l)
  store volatile i64 %r3, ptr addrspace(1) %p, align 8
  %r4 = call spir_func i32 @_Z15bitfield_insertjjjj(i32 %a, i32 %b, i32 3, i32 5)
  store volatile i32 %r4, ptr addrspace(1) %p, align 4
  %r5 = call spir_func <4 x i8> @_Z23bitfield_extract_signedDv4_hjj(<4 x i8> %c, i32 1, i32 4)
  store volatile <4 x i8> %r5, ptr addrspace(1) %p, align 4
  %r6 = call spir_func i64 @_Z25bitfield_extract_unsignedljj(i64 %l, i32 %off, i32 %cnt)
  store volatile i64 %r6, ptr addrspace(1) %p, align 8
  %r7 = call spir_func i16 @_Z11bit_reverset(i16 %s)
  store volatile i16 %r7, ptr addrspace(1) %p, align 2
  ret void
}

declare i32 @llvm.bitreverse.i32(i32)
declare <2 x i16> @llvm.bitreverse.v2i16(<2 x i16>)
declare i64 @llvm.bitreverse.i64(i64)
declare spir_func i32 @_Z15bitfield_insertjjjj(i32, i32, i32, i32)
declare spir_func <4 x i8> @_Z23bitfield_extract_signedDv4_hjj(<4 x i8>, i32, i32)
declare spir_func i64 @_Z25bitfield_extract_unsignedljj(i64, i32, i32)
declare spir_func i16 @_Z11bit_reverset(i16)
