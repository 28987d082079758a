; A __spirv_ call of an instruction that only an extension provides needs
; that extension (from the grammar); disabled by default.
; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_subgroups
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(i32 %x, i32 %i) {
  %r = call spir_func i32 @_Z28__spirv_SubgroupShuffleINTELij(i32 %x, i32 %i)
  ret i32 %r
}
declare spir_func i32 @_Z28__spirv_SubgroupShuffleINTELij(i32, i32)
