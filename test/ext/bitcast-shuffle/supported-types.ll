; Every row of the Supported Types table of SPV_INTEL_subgroup_bitcast_shuffle,
; in both directions (40 functions), forward and reverse.  Generated once by a
; short script from the spec's table (both types of row k: f(2k), f(2k+1)).
; RUN: %lspv --spirv-ext=+SPV_INTEL_subgroup_bitcast_shuffle %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -S -o - | FileCheck %s --check-prefix=REV
; RUN: %lspv -r %t.spv -S -o %t.ll
; RUN: %lspv --spirv-ext=+SPV_INTEL_subgroup_bitcast_shuffle %t.ll -o %t.2.spv
; RUN: %lspv -to-text %t.spv -o %t.1.spt
; RUN: %lspv -to-text %t.2.spv -o %t.2.spt
; RUN: diff %t.1.spt %t.2.spt
; Extension off: the error names it, and no output file.
; RUN: not %lspv %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.off.spv

; TEXT: Capability SubgroupBitcastShuffleINTEL
; TEXT: Extension "SPV_INTEL_subgroup_bitcast_shuffle"
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT: 4 SubgroupBitcastShuffleINTEL
; TEXT-NOT: SubgroupBitcastShuffleINTEL

; REV: %r = call spir_func i16 @_Z43__spirv_SubgroupBitcastShuffleINTEL_RushortDv2_c(<2 x i8> %x)
; (SPV-IR: each declaration follows its first user, as llvm-spirv places it.)
; REV: declare spir_func i16 @_Z43__spirv_SubgroupBitcastShuffleINTEL_RushortDv2_c(<2 x i8>) #[[A:[0-9]+]]
; REV: %r = call spir_func <2 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar2s(i16 %x)
; REV: %r = call spir_func <2 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort2Dv4_c(<4 x i8> %x)
; REV: %r = call spir_func <4 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar4Dv2_s(<2 x i16> %x)
; REV: %r = call spir_func i32 @_Z41__spirv_SubgroupBitcastShuffleINTEL_RuintDv4_c(<4 x i8> %x)
; REV: %r = call spir_func <4 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar4i(i32 %x)
; REV: %r = call spir_func i32 @_Z41__spirv_SubgroupBitcastShuffleINTEL_RuintDv2_s(<2 x i16> %x)
; REV: %r = call spir_func <2 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort2i(i32 %x)
; REV: %r = call spir_func <4 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort4Dv8_c(<8 x i8> %x)
; REV: %r = call spir_func <8 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar8Dv4_s(<4 x i16> %x)
; REV: %r = call spir_func <2 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint2Dv8_c(<8 x i8> %x)
; REV: %r = call spir_func <8 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar8Dv2_i(<2 x i32> %x)
; REV: %r = call spir_func i64 @_Z42__spirv_SubgroupBitcastShuffleINTEL_RulongDv8_c(<8 x i8> %x)
; REV: %r = call spir_func <8 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar8l(i64 %x)
; REV: %r = call spir_func <2 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint2Dv4_s(<4 x i16> %x)
; REV: %r = call spir_func <4 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort4Dv2_i(<2 x i32> %x)
; REV: %r = call spir_func i64 @_Z42__spirv_SubgroupBitcastShuffleINTEL_RulongDv4_s(<4 x i16> %x)
; REV: %r = call spir_func <4 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort4l(i64 %x)
; REV: %r = call spir_func i64 @_Z42__spirv_SubgroupBitcastShuffleINTEL_RulongDv2_i(<2 x i32> %x)
; REV: %r = call spir_func <2 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint2l(i64 %x)
; REV: %r = call spir_func <8 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort8Dv16_c(<16 x i8> %x)
; REV: %r = call spir_func <16 x i8> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Ruchar16Dv8_s(<8 x i16> %x)
; REV: %r = call spir_func <4 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint4Dv16_c(<16 x i8> %x)
; REV: %r = call spir_func <16 x i8> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Ruchar16Dv4_i(<4 x i32> %x)
; REV: %r = call spir_func <2 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong2Dv16_c(<16 x i8> %x)
; REV: %r = call spir_func <16 x i8> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Ruchar16Dv2_l(<2 x i64> %x)
; REV: %r = call spir_func <4 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint4Dv8_s(<8 x i16> %x)
; REV: %r = call spir_func <8 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort8Dv4_i(<4 x i32> %x)
; REV: %r = call spir_func <2 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong2Dv8_s(<8 x i16> %x)
; REV: %r = call spir_func <8 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort8Dv2_l(<2 x i64> %x)
; REV: %r = call spir_func <2 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong2Dv4_i(<4 x i32> %x)
; REV: %r = call spir_func <4 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint4Dv2_l(<2 x i64> %x)
; REV: %r = call spir_func <8 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint8Dv16_s(<16 x i16> %x)
; REV: %r = call spir_func <16 x i16> @_Z45__spirv_SubgroupBitcastShuffleINTEL_Rushort16Dv8_i(<8 x i32> %x)
; REV: %r = call spir_func <4 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong4Dv16_s(<16 x i16> %x)
; REV: %r = call spir_func <16 x i16> @_Z45__spirv_SubgroupBitcastShuffleINTEL_Rushort16Dv4_l(<4 x i64> %x)
; REV: %r = call spir_func <4 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong4Dv8_i(<8 x i32> %x)
; REV: %r = call spir_func <8 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint8Dv4_l(<4 x i64> %x)
; REV: %r = call spir_func <8 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong8Dv16_i(<16 x i32> %x)
; REV: %r = call spir_func <16 x i32> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruint16Dv8_l(<8 x i64> %x)
; REV: attributes #[[A]] = { convergent }

; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_INTEL_subgroup_bitcast_shuffle

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i16 @f0(<2 x i8> %x) {
entry:
  %r = call spir_func i16 @_Z43__spirv_SubgroupBitcastShuffleINTEL_RushortDv2_c(<2 x i8> %x)
  ret i16 %r
}

define spir_func <2 x i8> @f1(i16 %x) {
entry:
  %r = call spir_func <2 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar2s(i16 %x)
  ret <2 x i8> %r
}

define spir_func <2 x i16> @f2(<4 x i8> %x) {
entry:
  %r = call spir_func <2 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort2Dv4_c(<4 x i8> %x)
  ret <2 x i16> %r
}

define spir_func <4 x i8> @f3(<2 x i16> %x) {
entry:
  %r = call spir_func <4 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar4Dv2_s(<2 x i16> %x)
  ret <4 x i8> %r
}

define spir_func i32 @f4(<4 x i8> %x) {
entry:
  %r = call spir_func i32 @_Z41__spirv_SubgroupBitcastShuffleINTEL_RuintDv4_c(<4 x i8> %x)
  ret i32 %r
}

define spir_func <4 x i8> @f5(i32 %x) {
entry:
  %r = call spir_func <4 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar4i(i32 %x)
  ret <4 x i8> %r
}

define spir_func i32 @f6(<2 x i16> %x) {
entry:
  %r = call spir_func i32 @_Z41__spirv_SubgroupBitcastShuffleINTEL_RuintDv2_s(<2 x i16> %x)
  ret i32 %r
}

define spir_func <2 x i16> @f7(i32 %x) {
entry:
  %r = call spir_func <2 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort2i(i32 %x)
  ret <2 x i16> %r
}

define spir_func <4 x i16> @f8(<8 x i8> %x) {
entry:
  %r = call spir_func <4 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort4Dv8_c(<8 x i8> %x)
  ret <4 x i16> %r
}

define spir_func <8 x i8> @f9(<4 x i16> %x) {
entry:
  %r = call spir_func <8 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar8Dv4_s(<4 x i16> %x)
  ret <8 x i8> %r
}

define spir_func <2 x i32> @f10(<8 x i8> %x) {
entry:
  %r = call spir_func <2 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint2Dv8_c(<8 x i8> %x)
  ret <2 x i32> %r
}

define spir_func <8 x i8> @f11(<2 x i32> %x) {
entry:
  %r = call spir_func <8 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar8Dv2_i(<2 x i32> %x)
  ret <8 x i8> %r
}

define spir_func i64 @f12(<8 x i8> %x) {
entry:
  %r = call spir_func i64 @_Z42__spirv_SubgroupBitcastShuffleINTEL_RulongDv8_c(<8 x i8> %x)
  ret i64 %r
}

define spir_func <8 x i8> @f13(i64 %x) {
entry:
  %r = call spir_func <8 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar8l(i64 %x)
  ret <8 x i8> %r
}

define spir_func <2 x i32> @f14(<4 x i16> %x) {
entry:
  %r = call spir_func <2 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint2Dv4_s(<4 x i16> %x)
  ret <2 x i32> %r
}

define spir_func <4 x i16> @f15(<2 x i32> %x) {
entry:
  %r = call spir_func <4 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort4Dv2_i(<2 x i32> %x)
  ret <4 x i16> %r
}

define spir_func i64 @f16(<4 x i16> %x) {
entry:
  %r = call spir_func i64 @_Z42__spirv_SubgroupBitcastShuffleINTEL_RulongDv4_s(<4 x i16> %x)
  ret i64 %r
}

define spir_func <4 x i16> @f17(i64 %x) {
entry:
  %r = call spir_func <4 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort4l(i64 %x)
  ret <4 x i16> %r
}

define spir_func i64 @f18(<2 x i32> %x) {
entry:
  %r = call spir_func i64 @_Z42__spirv_SubgroupBitcastShuffleINTEL_RulongDv2_i(<2 x i32> %x)
  ret i64 %r
}

define spir_func <2 x i32> @f19(i64 %x) {
entry:
  %r = call spir_func <2 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint2l(i64 %x)
  ret <2 x i32> %r
}

define spir_func <8 x i16> @f20(<16 x i8> %x) {
entry:
  %r = call spir_func <8 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort8Dv16_c(<16 x i8> %x)
  ret <8 x i16> %r
}

define spir_func <16 x i8> @f21(<8 x i16> %x) {
entry:
  %r = call spir_func <16 x i8> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Ruchar16Dv8_s(<8 x i16> %x)
  ret <16 x i8> %r
}

define spir_func <4 x i32> @f22(<16 x i8> %x) {
entry:
  %r = call spir_func <4 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint4Dv16_c(<16 x i8> %x)
  ret <4 x i32> %r
}

define spir_func <16 x i8> @f23(<4 x i32> %x) {
entry:
  %r = call spir_func <16 x i8> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Ruchar16Dv4_i(<4 x i32> %x)
  ret <16 x i8> %r
}

define spir_func <2 x i64> @f24(<16 x i8> %x) {
entry:
  %r = call spir_func <2 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong2Dv16_c(<16 x i8> %x)
  ret <2 x i64> %r
}

define spir_func <16 x i8> @f25(<2 x i64> %x) {
entry:
  %r = call spir_func <16 x i8> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Ruchar16Dv2_l(<2 x i64> %x)
  ret <16 x i8> %r
}

define spir_func <4 x i32> @f26(<8 x i16> %x) {
entry:
  %r = call spir_func <4 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint4Dv8_s(<8 x i16> %x)
  ret <4 x i32> %r
}

define spir_func <8 x i16> @f27(<4 x i32> %x) {
entry:
  %r = call spir_func <8 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort8Dv4_i(<4 x i32> %x)
  ret <8 x i16> %r
}

define spir_func <2 x i64> @f28(<8 x i16> %x) {
entry:
  %r = call spir_func <2 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong2Dv8_s(<8 x i16> %x)
  ret <2 x i64> %r
}

define spir_func <8 x i16> @f29(<2 x i64> %x) {
entry:
  %r = call spir_func <8 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort8Dv2_l(<2 x i64> %x)
  ret <8 x i16> %r
}

define spir_func <2 x i64> @f30(<4 x i32> %x) {
entry:
  %r = call spir_func <2 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong2Dv4_i(<4 x i32> %x)
  ret <2 x i64> %r
}

define spir_func <4 x i32> @f31(<2 x i64> %x) {
entry:
  %r = call spir_func <4 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint4Dv2_l(<2 x i64> %x)
  ret <4 x i32> %r
}

define spir_func <8 x i32> @f32(<16 x i16> %x) {
entry:
  %r = call spir_func <8 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint8Dv16_s(<16 x i16> %x)
  ret <8 x i32> %r
}

define spir_func <16 x i16> @f33(<8 x i32> %x) {
entry:
  %r = call spir_func <16 x i16> @_Z45__spirv_SubgroupBitcastShuffleINTEL_Rushort16Dv8_i(<8 x i32> %x)
  ret <16 x i16> %r
}

define spir_func <4 x i64> @f34(<16 x i16> %x) {
entry:
  %r = call spir_func <4 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong4Dv16_s(<16 x i16> %x)
  ret <4 x i64> %r
}

define spir_func <16 x i16> @f35(<4 x i64> %x) {
entry:
  %r = call spir_func <16 x i16> @_Z45__spirv_SubgroupBitcastShuffleINTEL_Rushort16Dv4_l(<4 x i64> %x)
  ret <16 x i16> %r
}

define spir_func <4 x i64> @f36(<8 x i32> %x) {
entry:
  %r = call spir_func <4 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong4Dv8_i(<8 x i32> %x)
  ret <4 x i64> %r
}

define spir_func <8 x i32> @f37(<4 x i64> %x) {
entry:
  %r = call spir_func <8 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint8Dv4_l(<4 x i64> %x)
  ret <8 x i32> %r
}

define spir_func <8 x i64> @f38(<16 x i32> %x) {
entry:
  %r = call spir_func <8 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong8Dv16_i(<16 x i32> %x)
  ret <8 x i64> %r
}

define spir_func <16 x i32> @f39(<8 x i64> %x) {
entry:
  %r = call spir_func <16 x i32> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruint16Dv8_l(<8 x i64> %x)
  ret <16 x i32> %r
}

declare spir_func i16 @_Z43__spirv_SubgroupBitcastShuffleINTEL_RushortDv2_c(<2 x i8>)
declare spir_func <2 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar2s(i16)
declare spir_func <2 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort2Dv4_c(<4 x i8>)
declare spir_func <4 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar4Dv2_s(<2 x i16>)
declare spir_func i32 @_Z41__spirv_SubgroupBitcastShuffleINTEL_RuintDv4_c(<4 x i8>)
declare spir_func <4 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar4i(i32)
declare spir_func i32 @_Z41__spirv_SubgroupBitcastShuffleINTEL_RuintDv2_s(<2 x i16>)
declare spir_func <2 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort2i(i32)
declare spir_func <4 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort4Dv8_c(<8 x i8>)
declare spir_func <8 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar8Dv4_s(<4 x i16>)
declare spir_func <2 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint2Dv8_c(<8 x i8>)
declare spir_func <8 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar8Dv2_i(<2 x i32>)
declare spir_func i64 @_Z42__spirv_SubgroupBitcastShuffleINTEL_RulongDv8_c(<8 x i8>)
declare spir_func <8 x i8> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruchar8l(i64)
declare spir_func <2 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint2Dv4_s(<4 x i16>)
declare spir_func <4 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort4Dv2_i(<2 x i32>)
declare spir_func i64 @_Z42__spirv_SubgroupBitcastShuffleINTEL_RulongDv4_s(<4 x i16>)
declare spir_func <4 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort4l(i64)
declare spir_func i64 @_Z42__spirv_SubgroupBitcastShuffleINTEL_RulongDv2_i(<2 x i32>)
declare spir_func <2 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint2l(i64)
declare spir_func <8 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort8Dv16_c(<16 x i8>)
declare spir_func <16 x i8> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Ruchar16Dv8_s(<8 x i16>)
declare spir_func <4 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint4Dv16_c(<16 x i8>)
declare spir_func <16 x i8> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Ruchar16Dv4_i(<4 x i32>)
declare spir_func <2 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong2Dv16_c(<16 x i8>)
declare spir_func <16 x i8> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Ruchar16Dv2_l(<2 x i64>)
declare spir_func <4 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint4Dv8_s(<8 x i16>)
declare spir_func <8 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort8Dv4_i(<4 x i32>)
declare spir_func <2 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong2Dv8_s(<8 x i16>)
declare spir_func <8 x i16> @_Z44__spirv_SubgroupBitcastShuffleINTEL_Rushort8Dv2_l(<2 x i64>)
declare spir_func <2 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong2Dv4_i(<4 x i32>)
declare spir_func <4 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint4Dv2_l(<2 x i64>)
declare spir_func <8 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint8Dv16_s(<16 x i16>)
declare spir_func <16 x i16> @_Z45__spirv_SubgroupBitcastShuffleINTEL_Rushort16Dv8_i(<8 x i32>)
declare spir_func <4 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong4Dv16_s(<16 x i16>)
declare spir_func <16 x i16> @_Z45__spirv_SubgroupBitcastShuffleINTEL_Rushort16Dv4_l(<4 x i64>)
declare spir_func <4 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong4Dv8_i(<8 x i32>)
declare spir_func <8 x i32> @_Z42__spirv_SubgroupBitcastShuffleINTEL_Ruint8Dv4_l(<4 x i64>)
declare spir_func <8 x i64> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Rulong8Dv16_i(<16 x i32>)
declare spir_func <16 x i32> @_Z43__spirv_SubgroupBitcastShuffleINTEL_Ruint16Dv8_l(<8 x i64>)
