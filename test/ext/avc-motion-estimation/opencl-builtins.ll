; The OpenCL C builtins of cl_intel_device_side_avc_motion_estimation
; (lib/ext/avc_motion_estimation.c): intel_sub_group_avc_<set>_<name> is
; OpSubgroupAvc<Set><Name>INTEL, a few names by a table, the streamout
; builtins by argument count; an IME/REF/SIC wrapper builtin is the MCE
; instruction on its payload or result converted to the MCE type (a payload
; converted back); intra operations add their capability.  A name of the
; prefix that is no operation is the program's own function.  Reverse gives
; the SPIR-V friendly calls, which translate to the same module.
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
; A wrapper whose last argument is not its set's payload or result.
; RUN: sed -e 's/ref_set_inter_shape_penaltym(i64 %%pen, target("spirv.AvcRefPayloadINTEL") %%rp)/ref_set_inter_shape_penaltym(i64 %%pen, target("spirv.AvcSicPayloadINTEL") %%sp)/' %s > %t.bad.ll
; RUN: not %lspv %t.bad.ll --spirv-ext=+SPV_INTEL_device_side_avc_motion_estimation -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv

; SPV-DAG: Capability Groups
; SPV-DAG: Capability SubgroupAvcMotionEstimationINTEL
; SPV-DAG: Capability SubgroupAvcMotionEstimationIntraINTEL
; SPV-DAG: Extension "SPV_INTEL_device_side_avc_motion_estimation"
; SPV-DAG: TypeAvcImePayloadINTEL [[#IMEP:]]
; SPV-DAG: TypeAvcRefPayloadINTEL [[#REFP:]]
; SPV-DAG: TypeAvcSicResultINTEL [[#SICR:]]
; SPV-DAG: TypeAvcMcePayloadINTEL [[#MCEP:]]
; SPV-DAG: TypeAvcMceResultINTEL [[#MCER:]]
; SPV: FunctionParameter [[#REFP]] [[#RP:]]
; SPV: FunctionParameter [[#SICR]] [[#SR:]]
; SPV: FunctionParameter [[#MCER]] [[#MR:]]
; SPV: FunctionParameter [[#]] [[#SOUT:]]
; SPV: FunctionParameter [[#]] [[#DOUT:]]
; SPV: SubgroupAvcImeInitializeINTEL [[#IMEP]] [[#]]
; SPV: SubgroupAvcMceGetBestInterDistortionsINTEL [[#]] [[#]] [[#MR]]
; SPV: SubgroupAvcImeGetStreamoutSingleReferenceMajorShapeDistortionsINTEL [[#]] [[#]] [[#SOUT]]
; SPV: SubgroupAvcImeGetStreamoutDualReferenceMajorShapeDistortionsINTEL [[#]] [[#]] [[#DOUT]]
; SPV: SubgroupAvcRefConvertToMcePayloadINTEL [[#MCEP]] [[#C1:]] [[#RP]]
; SPV-NEXT: SubgroupAvcMceSetInterShapePenaltyINTEL [[#MCEP]] [[#C2:]] [[#]] [[#C1]]
; SPV-NEXT: SubgroupAvcMceConvertToRefPayloadINTEL [[#REFP]] [[#]] [[#C2]]
; SPV: SubgroupAvcSicConvertToMceResultINTEL [[#MCER]] [[#C3:]] [[#SR]]
; SPV-NEXT: SubgroupAvcMceGetInterDistortionsINTEL [[#]] [[#]] [[#C3]]
; SPV: SubgroupAvcMceGetDefaultIntraLumaShapePenaltyINTEL
; SPV: SubgroupAvcImeRefWindowSizeINTEL
; SPV: FunctionCall [[#]] [[#]] [[#]]

; LLVM: call spir_func target("spirv.AvcImePayloadINTEL") @_Z{{[0-9]+}}__spirv_SubgroupAvcImeInitializeINTEL
; LLVM: call spir_func i16 @_Z{{[0-9]+}}__spirv_SubgroupAvcMceGetBestInterDistortionsINTEL
; LLVM: call spir_func target("spirv.AvcMcePayloadINTEL") @_Z{{[0-9]+}}__spirv_SubgroupAvcRefConvertToMcePayloadINTEL
; LLVM: call spir_func i32 @_Z40intel_sub_group_avc_ime_not_an_operation

; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_INTEL_device_side_avc_motion_estimation

; BAD: InvalidFunctionCall: intel_sub_group_avc_ref_ builtin: the last argument is not the set's payload or result

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(target("spirv.AvcRefPayloadINTEL") %rp, target("spirv.AvcSicResultINTEL") %sr, target("spirv.AvcMceResultINTEL") %mr, target("spirv.AvcImeResultSingleReferenceStreamoutINTEL") %sout, target("spirv.AvcImeResultDualReferenceStreamoutINTEL") %dout, target("spirv.AvcSicPayloadINTEL") %sp, i64 %pen) {
entry:
  %ime = call spir_func target("spirv.AvcImePayloadINTEL") @_Z34intel_sub_group_avc_ime_initializeDv2_thh(<2 x i16> zeroinitializer, i8 0, i8 0)
  %best = call spir_func i16 @_Z49intel_sub_group_avc_mce_get_best_inter_distortion33ocl_intel_sub_group_avc_mce_result_t(target("spirv.AvcMceResultINTEL") %mr)
  %s1 = call spir_func i16 @_Z61intel_sub_group_avc_ime_get_streamout_major_shape_distortionsP1sh(target("spirv.AvcImeResultSingleReferenceStreamoutINTEL") %sout, i8 0)
  %s2 = call spir_func i16 @_Z61intel_sub_group_avc_ime_get_streamout_major_shape_distortionsP1dhh(target("spirv.AvcImeResultDualReferenceStreamoutINTEL") %dout, i8 0, i8 1)
  %rp2 = call spir_func target("spirv.AvcRefPayloadINTEL") @_Z47intel_sub_group_avc_ref_set_inter_shape_penaltym(i64 %pen, target("spirv.AvcRefPayloadINTEL") %rp)
  %d = call spir_func i16 @_Z45intel_sub_group_avc_sic_get_inter_distortionsP1r(target("spirv.AvcSicResultINTEL") %sr)
  %intra = call spir_func i32 @_Z60intel_sub_group_avc_mce_get_default_intra_luma_shape_penaltyhh(i8 0, i8 0)
  %win = call spir_func <2 x i16> @_Z35intel_sub_group_ime_ref_window_sizehc(i8 0, i8 0)
  %own = call spir_func i32 @_Z40intel_sub_group_avc_ime_not_an_operationi(i32 %intra)
  ret i32 %own
}

declare spir_func target("spirv.AvcImePayloadINTEL") @_Z34intel_sub_group_avc_ime_initializeDv2_thh(<2 x i16>, i8, i8)
declare spir_func i16 @_Z49intel_sub_group_avc_mce_get_best_inter_distortion33ocl_intel_sub_group_avc_mce_result_t(target("spirv.AvcMceResultINTEL"))
declare spir_func i16 @_Z61intel_sub_group_avc_ime_get_streamout_major_shape_distortionsP1sh(target("spirv.AvcImeResultSingleReferenceStreamoutINTEL"), i8)
declare spir_func i16 @_Z61intel_sub_group_avc_ime_get_streamout_major_shape_distortionsP1dhh(target("spirv.AvcImeResultDualReferenceStreamoutINTEL"), i8, i8)
declare spir_func target("spirv.AvcRefPayloadINTEL") @_Z47intel_sub_group_avc_ref_set_inter_shape_penaltym(i64, target("spirv.AvcRefPayloadINTEL"))
declare spir_func i16 @_Z45intel_sub_group_avc_sic_get_inter_distortionsP1r(target("spirv.AvcSicResultINTEL"))
declare spir_func i32 @_Z60intel_sub_group_avc_mce_get_default_intra_luma_shape_penaltyhh(i8, i8)
declare spir_func <2 x i16> @_Z35intel_sub_group_ime_ref_window_sizehc(i8, i8)
declare spir_func i32 @_Z40intel_sub_group_avc_ime_not_an_operationi(i32)
