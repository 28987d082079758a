; SPV_INTEL_device_side_avc_motion_estimation: target("spirv.Avc*INTEL")
; types <-> OpTypeAvc*INTEL (global section), their zero values as
; OpConstantNull, variables and loads of them; an instruction on them
; through its SPIR-V friendly call; capability Groups beside the
; extension's (its operations are subgroup operations, as llvm-spirv
; declares them).  Reverse gives the same target types.
; Without the extension: one error naming it, no output.
; (spirv-val files these types as function-body instructions: not run.)
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %t.bc --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation -o %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.rev.bc --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %t.bc --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: not %lspv %t.bc -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; A module that declares the capability but not the extension (older
; producers wrote them so) is read with one warning; --verify refuses it.
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: sed -e '/Extension "SPV_INTEL_device_side_avc_motion_estimation"/d' %t.spt > %t.noext.spt
; RUN: %lspv -to-binary %t.noext.spt -o %t.noext.spv
; RUN: not %lspv --verify %t.noext.spv 2>&1 | FileCheck %s --check-prefix=NOEXT-VERIFY
; RUN: %lspv -r %t.noext.spv -o %t.noext.bc 2>&1 | FileCheck %s --check-prefix=NOEXT-WARN
; RUN: %llvm-dis %t.noext.bc -o - | FileCheck %s --check-prefix=LLVM
; NOEXT-VERIFY: RequiresExtension: Feature requires the following SPIR-V extension: SPV_INTEL_device_side_avc_motion_estimation (for Capability SubgroupAvcMotionEstimationINTEL)
; NOEXT-WARN: Warning: Capability SubgroupAvcMotionEstimationINTEL requires the extension SPV_INTEL_device_side_avc_motion_estimation, which the module does not declare (word offset {{[0-9]+}}); translating anyway
; NOEXT-WARN-NOT: Warning
; RUN: not test -e %t.off.spv

; SPV-DAG: Capability Groups
; SPV-DAG: Capability SubgroupAvcMotionEstimationINTEL
; SPV-DAG: Extension "SPV_INTEL_device_side_avc_motion_estimation"
; SPV-DAG: TypeAvcImePayloadINTEL [[#IME:]]
; SPV-DAG: TypeAvcMceResultINTEL [[#MCE:]]
; SPV-DAG: TypeAvcSicResultINTEL [[#SIC:]]
; SPV-DAG: TypeAvcImeDualReferenceStreaminINTEL [[#DIN:]]
; SPV-DAG: ConstantNull [[#IME]] [[#NULLIME:]]
; SPV-DAG: ConstantNull [[#DIN]] [[#NULLDIN:]]
; SPV: Store [[#]] [[#NULLIME]]
; SPV: Store [[#]] [[#NULLDIN]]
; SPV: Load [[#IME]] [[#P:]]
; SPV: SubgroupAvcImeConvertToMcePayloadINTEL [[#]] [[#]] [[#P]]

; LLVM: %ime = alloca target("spirv.AvcImePayloadINTEL")
; LLVM: %mce = alloca target("spirv.AvcMceResultINTEL")
; LLVM: %sic = alloca target("spirv.AvcSicResultINTEL")
; LLVM: %din = alloca target("spirv.AvcImeDualReferenceStreaminINTEL")
; LLVM: store target("spirv.AvcImePayloadINTEL") zeroinitializer, ptr %ime
; LLVM: store target("spirv.AvcImeDualReferenceStreaminINTEL") zeroinitializer, ptr %din
; LLVM: call spir_func target("spirv.AvcMcePayloadINTEL") @_Z46__spirv_SubgroupAvcImeConvertToMcePayloadINTEL{{[^(]*}}(target("spirv.AvcImePayloadINTEL")

; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_INTEL_device_side_avc_motion_estimation

target triple = "spir64-unknown-unknown"

define spir_func void @motion() {
entry:
  %ime = alloca target("spirv.AvcImePayloadINTEL"), align 8
  %mce = alloca target("spirv.AvcMceResultINTEL"), align 8
  %sic = alloca target("spirv.AvcSicResultINTEL"), align 8
  %din = alloca target("spirv.AvcImeDualReferenceStreaminINTEL"), align 8
  store target("spirv.AvcImePayloadINTEL") zeroinitializer, ptr %ime, align 8
  store target("spirv.AvcImeDualReferenceStreaminINTEL") zeroinitializer, ptr %din, align 8
  %p = load target("spirv.AvcImePayloadINTEL"), ptr %ime, align 8
  %m = call spir_func target("spirv.AvcMcePayloadINTEL") @_Z46__spirv_SubgroupAvcImeConvertToMcePayloadINTEL37ocl_intel_sub_group_avc_ime_payload_t(target("spirv.AvcImePayloadINTEL") %p)
  ret void
}

declare spir_func target("spirv.AvcMcePayloadINTEL") @_Z46__spirv_SubgroupAvcImeConvertToMcePayloadINTEL37ocl_intel_sub_group_avc_ime_payload_t(target("spirv.AvcImePayloadINTEL"))
