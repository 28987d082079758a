; SPV_INTEL_bfloat16_arithmetic (lib/ext/bfloat16.c): arithmetic, comparisons
; and extended instructions on bfloat need the INTEL extension on top of
; SPV_KHR_bfloat16; OpDot on bfloat vectors needs BFloat16DotProductKHR.

; RUN: %lspv --spirv-ext=+SPV_KHR_bfloat16,+SPV_INTEL_bfloat16_arithmetic %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPIRV --input-file %t.spt

; SPIRV-DAG: Capability BFloat16TypeKHR
; SPIRV-DAG: Capability BFloat16ArithmeticINTEL
; SPIRV-DAG: Extension "SPV_KHR_bfloat16"
; SPIRV-DAG: Extension "SPV_INTEL_bfloat16_arithmetic"
; SPIRV-DAG: 4 TypeFloat [[#BF:]] 16 0 {{$}}
; SPIRV: FAdd [[#BF]] [[#]] [[#A:]] [[#B:]]
; SPIRV: FMul [[#BF]]
; SPIRV: FNegate [[#BF]]
; SPIRV: FOrdLessThan [[#]] [[#]] [[#A]] [[#B]]
; SPIRV: ExtInst [[#BF]] [[#]] [[#]] fabs [[#A]]
; SPIRV: ExtInst [[#BF]] [[#]] [[#]] fma [[#A]] [[#B]]
; SPIRV: IsNan [[#]] [[#]] [[#A]]

; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; LLVM: fadd bfloat %a, %b
; LLVM: fmul bfloat
; LLVM: fneg bfloat
; LLVM: fcmp olt bfloat %a, %b
; LLVM: call spir_func bfloat @_Z4fabsDF16b(bfloat %a)
; LLVM: call spir_func bfloat @_Z3fmaDF16bDF16bDF16b(bfloat %a, bfloat %b, bfloat
; LLVM: call spir_func i32 @_Z5isnanDF16b(bfloat %a)

; Only the KHR extension: the arithmetic needs the INTEL one.
; RUN: not %lspv --spirv-ext=+SPV_KHR_bfloat16 %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_bfloat16_arithmetic

; The checker rule: the module without the capability is invalid, for
; --verify and for reverse.
; RUN: grep -v "Capability BFloat16ArithmeticINTEL" %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=CHECKER
; RUN: not %lspv -r %t.bad.spv -o %t.bad.bc 2>&1 | FileCheck %s --check-prefix=CHECKER
; CHECKER: RequiresCapability: arithmetic on bfloat (OpTypeFloat 16 BFloat16KHR) needs the BFloat16ArithmeticINTEL capability (SPV_INTEL_bfloat16_arithmetic) (word offset {{[0-9]+}}, OpFAdd

target triple = "spir64-unknown-unknown"

declare bfloat @llvm.fabs.bf16(bfloat)
declare spir_func bfloat @_Z3fmaDF16bDF16bDF16b(bfloat, bfloat, bfloat)
declare spir_func i32 @_Z5isnanDF16b(bfloat)

define spir_func i32 @f(bfloat %a, bfloat %b, ptr addrspace(1) %out) {
  %s = fadd bfloat %a, %b
  %m = fmul bfloat %s, %b
  %n = fneg bfloat %m
  store bfloat %n, ptr addrspace(1) %out, align 2
  %lt = fcmp olt bfloat %a, %b
  %abs = call bfloat @llvm.fabs.bf16(bfloat %a)
  store bfloat %abs, ptr addrspace(1) %out, align 2
  %fma = call spir_func bfloat @_Z3fmaDF16bDF16bDF16b(bfloat %a, bfloat %b, bfloat %abs)
  store bfloat %fma, ptr addrspace(1) %out, align 2
  %nan = call spir_func i32 @_Z5isnanDF16b(bfloat %a)
  %z = zext i1 %lt to i32
  %r = add i32 %nan, %z
  ret i32 %r
}
