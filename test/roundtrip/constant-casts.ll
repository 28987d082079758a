; A conversion whose operand is a constant is an instruction in SPIR-V and
; stays one in LLVM on the way back, as llvm-spirv reads it: LLVM's builder
; would fold it into a constant, losing the instruction (and its name).
; Binary operators of constants are still folded, as llvm-spirv folds them.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=TEXT < %t.spt
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; The folded `add i32 7, 1` is the one change; from there on a fixpoint.
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o %t.2.spt
; RUN: %lspv -r %t.2.spv -o %t.2.bc
; RUN: %lspv %t.2.bc -o %t.3.spv
; RUN: %lspv -to-text %t.3.spv -o %t.3.spt
; RUN: diff %t.2.spt %t.3.spt

; TEXT: ConvertPtrToU [[#]] [[#]] [[#]]
; TEXT: ConvertSToF
; TEXT: Bitcast
; TEXT: UConvert
; TEXT: UConvert
; TEXT: SConvert
; TEXT: FConvert
; TEXT: FConvert
; TEXT: ConvertFToU

; IR-LABEL: define spir_func i64 @casts(
; IR-NEXT: entry:
; IR-NEXT: %p = ptrtoint ptr addrspace(1) null to i64
; IR-NEXT: %f = sitofp i32 3 to float
; IR-NEXT: store float %f
; IR-NEXT: %v = bitcast <2 x i32> splat (i32 1) to i64
; IR-NEXT: %t = trunc i64 4294967301 to i32
; IR-NEXT: %z = zext i16 7 to i32
; IR-NEXT: %s = sext i8 -1 to i32
; IR-NEXT: %h = fptrunc double 1.500000e+00 to half
; IR-NEXT: %e = fpext half 0xH3C00 to float
; IR-NEXT: %u = fptoui float 2.000000e+00 to i32
; IR-NEXT: %k = add i32 8, %t
; IR: ret i64 %r

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @casts(ptr addrspace(1) %out) {
entry:
  %p = ptrtoint ptr addrspace(1) null to i64
  %f = sitofp i32 3 to float
  store float %f, ptr addrspace(1) %out, align 4
  %v = bitcast <2 x i32> <i32 1, i32 1> to i64
  %t = trunc i64 4294967301 to i32
  %z = zext i16 7 to i32
  %s = sext i8 -1 to i32
  %h = fptrunc double 1.5 to half
  %e = fpext half 0xH3C00 to float
  %u = fptoui float 2.0 to i32
  %seven = add i32 7, 1
  %k = add i32 %seven, %t
  %sum = add i32 %k, %z
  %sum2 = add i32 %sum, %s
  %sum3 = add i32 %sum2, %u
  %w = zext i32 %sum3 to i64
  %r0 = add i64 %p, %v
  %r = add i64 %r0, %w
  %hp = getelementptr inbounds half, ptr addrspace(1) %out, i64 2
  store half %h, ptr addrspace(1) %hp, align 2
  %ep = getelementptr inbounds float, ptr addrspace(1) %out, i64 2
  store float %e, ptr addrspace(1) %ep, align 4
  ret i64 %r
}
