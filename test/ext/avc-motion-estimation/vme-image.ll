; The AVC builtins that take a sampler: their instructions take VME images
; instead, OpVmeImageINTEL of each image argument and the sampler (type
; OpTypeVmeImageINTEL of the image type, in the global section), and the
; sampler is no operand; evaluate_with_multi_reference with the field
; polarities is the Interlaced instruction.  Reverse writes the VME image as
; target("spirv.VmeImageINTEL", <the image's parameters>) made by
; __spirv_VmeImageINTEL, which translates to the same module.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --input-file %t.spt --check-prefix=SPV
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.rev.bc --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation -o - -spirv-text | FileCheck %s --check-prefix=SPV
; Without the extension: an error naming it, no output.
; RUN: not %lspv %t.bc -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.off.spv
; A VME image of something that is not an image is refused on input.
; RUN: sed -e 's/TypeVmeImageINTEL \([0-9]*\) [0-9]*/TypeVmeImageINTEL \1 1/' %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv -r %t.bad.spv -o %t.bad.bc 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.bc

; SPV-DAG: TypeImage [[#IMG:]]
; SPV-DAG: TypeSampler [[#SMP:]]
; SPV-DAG: TypeVmeImageINTEL [[#VME:]] [[#IMG]]
; SPV: FunctionParameter [[#IMG]] [[#SRC:]]
; SPV: FunctionParameter [[#IMG]] [[#REF:]]
; SPV: FunctionParameter [[#SMP]] [[#S:]]
; SPV: FunctionParameter [[#]] [[#PAY:]]
; SPV: FunctionParameter [[#]] [[#RPAY:]]
; SPV: VmeImageINTEL [[#VME]] [[#V0:]] [[#SRC]] [[#S]]
; SPV-NEXT: VmeImageINTEL [[#VME]] [[#V1:]] [[#REF]] [[#S]]
; SPV-NEXT: SubgroupAvcImeEvaluateWithSingleReferenceINTEL [[#]] [[#]] [[#V0]] [[#V1]] [[#PAY]]
; SPV: VmeImageINTEL [[#VME]] [[#V2:]] [[#SRC]] [[#S]]
; SPV-NEXT: SubgroupAvcRefEvaluateWithMultiReferenceINTEL [[#]] [[#]] [[#V2]] [[#]] [[#RPAY]]
; SPV: VmeImageINTEL [[#VME]] [[#V3:]] [[#SRC]] [[#S]]
; SPV-NEXT: SubgroupAvcRefEvaluateWithMultiReferenceInterlacedINTEL [[#]] [[#]] [[#V3]] [[#]] [[#]] [[#RPAY]]
; SPV-NOT: FunctionCall

; LLVM: %[[#V:]] = call spir_func target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0) @_Z21__spirv_VmeImageINTEL{{.*}}(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Sampler") %s)
; LLVM: call spir_func target("spirv.AvcImeResultINTEL") @_Z{{[0-9]+}}__spirv_SubgroupAvcImeEvaluateWithSingleReferenceINTEL{{.*}}(target("spirv.VmeImageINTEL", void, 1, 0, 0, 0, 0, 0, 0) %[[#V]],

; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_INTEL_device_side_avc_motion_estimation

; BAD: OpTypeVmeImageINTEL: the operand is not an OpTypeImage

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ref, target("spirv.Sampler") %s, target("spirv.AvcImePayloadINTEL") %pay, target("spirv.AvcRefPayloadINTEL") %rpay, i32 %ids, i8 %pol) {
entry:
  %r = call spir_func target("spirv.AvcImeResultINTEL") @_Z54intel_sub_group_avc_ime_evaluate_with_single_reference14ocl_image2d_roS_11ocl_sampler37ocl_intel_sub_group_avc_ime_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %ref, target("spirv.Sampler") %s, target("spirv.AvcImePayloadINTEL") %pay)
  %m = call spir_func target("spirv.AvcRefResultINTEL") @_Z53intel_sub_group_avc_ref_evaluate_with_multi_reference14ocl_image2d_roj11ocl_sampler37ocl_intel_sub_group_avc_ref_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, i32 %ids, target("spirv.Sampler") %s, target("spirv.AvcRefPayloadINTEL") %rpay)
  %mi = call spir_func target("spirv.AvcRefResultINTEL") @_Z53intel_sub_group_avc_ref_evaluate_with_multi_reference14ocl_image2d_rojh11ocl_sampler37ocl_intel_sub_group_avc_ref_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, i32 %ids, i8 %pol, target("spirv.Sampler") %s, target("spirv.AvcRefPayloadINTEL") %rpay)
  ret void
}

declare spir_func target("spirv.AvcImeResultINTEL") @_Z54intel_sub_group_avc_ime_evaluate_with_single_reference14ocl_image2d_roS_11ocl_sampler37ocl_intel_sub_group_avc_ime_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), target("spirv.AvcImePayloadINTEL"))
declare spir_func target("spirv.AvcRefResultINTEL") @_Z53intel_sub_group_avc_ref_evaluate_with_multi_reference14ocl_image2d_roj11ocl_sampler37ocl_intel_sub_group_avc_ref_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), i32, target("spirv.Sampler"), target("spirv.AvcRefPayloadINTEL"))
declare spir_func target("spirv.AvcRefResultINTEL") @_Z53intel_sub_group_avc_ref_evaluate_with_multi_reference14ocl_image2d_rojh11ocl_sampler37ocl_intel_sub_group_avc_ref_payload_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), i32, i8, target("spirv.Sampler"), target("spirv.AvcRefPayloadINTEL"))
