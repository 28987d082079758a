; SPV_INTEL_token_type: LLVM's token type is OpTypeTokenINTEL, so a function
; returning a token (an intrinsic the consumer knows) round-trips; the
; intrinsic keeps the C calling convention.  Without the extension a token
; is refused, naming the type.
; RUN: %lspv --spirv-ext=+SPV_INTEL_token_type -spirv-allow-unknown-intrinsics %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPV < %t.spt
; RUN: %lspv -to-binary %t.spt -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=IR
; RUN: not %lspv -spirv-allow-unknown-intrinsics %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.off.spv
; A module using the type without the capability is refused.
; RUN: sed -e '/Capability TokenTypeINTEL/d' %t.spt > %t.nocap.spt
; RUN: %lspv -to-binary %t.nocap.spt -o %t.nocap.spv
; RUN: not %lspv --verify %t.nocap.spv 2>&1 | FileCheck %s --check-prefix=NOCAP

; SPV: Capability TokenTypeINTEL
; SPV: Extension "SPV_INTEL_token_type"
; SPV: TypeTokenINTEL [[TOK:[0-9]+]]
; SPV: TypeFunction {{[0-9]+}} [[TOK]]
; SPV: FunctionCall [[TOK]]

; IR-DAG: %t = call token @llvm.tokenbar()
; IR-DAG: declare token @llvm.tokenbar()

; OFF: InvalidModule: Invalid SPIR-V module: LLVM module contains token type
; NOCAP: RequiresCapability: OpTypeTokenINTEL requires capability TokenTypeINTEL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @f() {
  %t = call token @llvm.tokenbar()
  ret void
}

declare token @llvm.tokenbar()
