; SPV_KHR_bfloat16 (lib/ext/bfloat16.c): LLVM bfloat is OpTypeFloat 16 with
; the BFloat16KHR encoding (0); what the KHR extension allows on it without
; arithmetic: memory, constants, conversions, select, phi and vectors.

; RUN: %lspv --spirv-ext=+SPV_KHR_bfloat16 %s -o %t.spv
; RUN: %lspv --verify %t.spv
; (Debian's spirv-val 2023.1 predates the extension: lspv's checker,
; --verify, covers the module.)
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPIRV --input-file %t.spt
; RUN: %lspv -to-binary %t.spt -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv

; SPIRV-DAG: Capability BFloat16TypeKHR
; SPIRV-DAG: Capability BFloat16DotProductKHR
; SPIRV-DAG: Extension "SPV_KHR_bfloat16"
; SPIRV-NOT: Capability BFloat16ArithmeticINTEL
; SPIRV-DAG: 4 TypeFloat [[#BF:]] 16 0 {{$}}
; SPIRV-DAG: 3 TypeFloat [[#F32:]] 32 {{$}}
; SPIRV-DAG: 4 TypeVector [[#BF4:]] [[#BF]] 4
; SPIRV-DAG: 4 Constant [[#BF]] [[#ONE:]] 16256 {{$}}
; SPIRV-DAG: 4 Constant [[#BF]] [[#MTWO:]] 49152 {{$}}
; SPIRV-DAG: ConstantComposite [[#BF4]] [[#]] [[#ONE]] [[#MTWO]] [[#ONE]] [[#MTWO]]
; SPIRV: Load [[#BF]] [[#X:]]
; SPIRV: FConvert [[#F32]] [[#]] [[#X]]
; SPIRV: FConvert [[#BF]] [[#]]
; SPIRV: ConvertFToS [[#]] [[#]] [[#X]]
; SPIRV: ConvertUToF [[#BF]]
; SPIRV: Select [[#BF]]
; SPIRV: Phi [[#BF]]
; SPIRV: CompositeInsert [[#BF4]]
; OpDot on bfloat vectors (with the KHR extension's BFloat16DotProductKHR).
; SPIRV: Dot [[#BF]] [[#]] [[#]] [[#]]

; Reverse gives bfloat back, constants bit-exact, and the module verifies.
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv -r -spirv-text %t.spt -o - -S | FileCheck %s --check-prefix=LLVM
; And a second round trip gives the same SPIR-V.
; RUN: %lspv --spirv-ext=+SPV_KHR_bfloat16 %t.rev.bc -o %t.3.spv
; RUN: %lspv -to-text %t.3.spv -o - | FileCheck %s --check-prefix=SPIRV

; LLVM-LABEL: define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %f, i32 %n)
; LLVM: %x = load bfloat, ptr addrspace(1) %p
; LLVM: fpext bfloat %x to float
; LLVM: fptrunc float %{{.*}} to bfloat
; LLVM: fptosi bfloat %x to i32
; LLVM: uitofp i32 %n to bfloat
; LLVM: select i1 %{{.*}}, bfloat %x, bfloat 0xR3F80
; LLVM: phi bfloat [ %x, %entry ], [ 0xRC000, %other ]
; LLVM: insertelement <4 x bfloat> <bfloat 0xR3F80, bfloat 0xRC000, bfloat 0xR3F80, bfloat 0xRC000>, bfloat %{{.*}}, i32 0
; LLVM: store <4 x bfloat>
; LLVM: call spir_func bfloat @_Z3dotDv2_DF16bS_(<2 x bfloat> %a, <2 x bfloat> %b)

; The checker: OpDot on bfloat without BFloat16DotProductKHR is invalid.
; RUN: grep -v "Capability BFloat16DotProductKHR" %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=DOT
; DOT: RequiresCapability: OpDot on bfloat needs the BFloat16DotProductKHR capability (SPV_KHR_bfloat16) (word offset {{[0-9]+}}, OpDot

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %f, i32 %n) {
entry:
  %x = load bfloat, ptr addrspace(1) %p, align 2
  %wide = fpext bfloat %x to float
  store float %wide, ptr addrspace(1) %f, align 4
  %g = load float, ptr addrspace(1) %f, align 4
  %narrow = fptrunc float %g to bfloat
  store bfloat %narrow, ptr addrspace(1) %p, align 2
  %i = fptosi bfloat %x to i32
  %u = uitofp i32 %n to bfloat
  store bfloat %u, ptr addrspace(1) %p, align 2
  %c = icmp sgt i32 %i, %n
  %s = select i1 %c, bfloat %x, bfloat 1.0
  store bfloat %s, ptr addrspace(1) %p, align 2
  br i1 %c, label %other, label %join

other:
  br label %join

join:
  %ph = phi bfloat [ %x, %entry ], [ -2.0, %other ]
  %v = insertelement <4 x bfloat> <bfloat 1.0, bfloat -2.0, bfloat 1.0, bfloat -2.0>, bfloat %ph, i32 0
  store <4 x bfloat> %v, ptr addrspace(1) %p, align 8
  ret void
}

declare spir_func bfloat @_Z3dotDv2_DF16bS_(<2 x bfloat>, <2 x bfloat>)

define spir_func bfloat @d(<2 x bfloat> %a, <2 x bfloat> %b) {
  %r = call spir_func bfloat @_Z3dotDv2_DF16bS_(<2 x bfloat> %a, <2 x bfloat> %b)
  ret bfloat %r
}
