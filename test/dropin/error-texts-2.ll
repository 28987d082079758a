; More of llvm-spirv's error texts (its error name and first line; lspv's
; detail after it), and inputs it refuses that lspv refuses too.  Nothing is
; written.
; RUN: rm -rf %t && split-file %s %t
;
; A token type has no SPIR-V counterpart.
; RUN: not llvm-spirv --spirv-allow-unknown-intrinsics %t/token.ll -o %t/out.spv 2>&1 | FileCheck %s --check-prefix=TOKEN
; RUN: not test -e %t/out.spv
; TOKEN: InvalidModule: Invalid SPIR-V module: LLVM module contains token type, which doesn't have a counterpart in SPIR-V
;
; A target other than SPIR / SPIR-V.
; RUN: not llvm-spirv %t/triple.ll -o %t/out.spv 2>&1 | FileCheck %s --check-prefix=TRIPLE
; RUN: not test -e %t/out.spv
; TRIPLE: InvalidTargetTriple: Expects spir-unknown-unknown or spir64-unknown-unknown. Actual target triple is x86_64-unknown-linux-gnu
;
; !spirv.Extension names an extension the command line disables (or does
; not enable); enabled, it is declared.
; RUN: not llvm-spirv --spirv-ext=-SPV_KHR_bit_instructions %t/md-ext.ll -o %t/out.spv 2>&1 | FileCheck %s --check-prefix=MDEXT
; RUN: not test -e %t/out.spv
; MDEXT: RequiresExtension: Feature requires the following SPIR-V extension:
; MDEXT-NEXT: SPV_KHR_bit_instructions
; RUN: llvm-spirv --spirv-ext=+SPV_KHR_bit_instructions %t/md-ext.ll -spirv-text -o - | FileCheck %s --check-prefix=MDEXT-ON
; MDEXT-ON: Extension "SPV_KHR_bit_instructions"
;
; llvm.frexp with an exponent other than 32 bits (OpenCL.std frexp's).
; RUN: not llvm-spirv %t/frexp.ll -o %t/out.spv 2>&1 | FileCheck %s --check-prefix=FREXP
; RUN: not test -e %t/out.spv
; FREXP: InvalidBitWidth: Invalid bit width in input: 16
;
; A SPIR-V version word lspv does not read (the text form of a module).
; RUN: not llvm-spirv %t/version.spt -to-binary -o %t/out.spv 2>&1 | FileCheck %s --check-prefix=VERSION
; RUN: not test -e %t/out.spv
; VERSION: InvalidModule: Invalid SPIR-V module: unsupported SPIR-V version number 'unknown (67328)'. Range of supported/known SPIR-V versions is 1.0 (65536) - 1.6 (67072)

;--- token.ll
target triple = "spir64-unknown-unknown"
declare token @llvm.tokenfoo()
define spir_func void @foo() {
  %tok = call token @llvm.tokenfoo()
  ret void
}
;--- triple.ll
target triple = "x86_64-unknown-linux-gnu"
define spir_func void @foo() {
  ret void
}
;--- md-ext.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k() {
  ret void
}
!spirv.Extension = !{!0}
!0 = !{!"SPV_KHR_bit_instructions"}
;--- frexp.ll
target triple = "spir64-unknown-unknown"
declare { float, i16 } @llvm.frexp.f32.i16(float)
define spir_func { float, i16 } @f(float %x) {
  %r = call { float, i16 } @llvm.frexp.f32.i16(float %x)
  ret { float, i16 } %r
}
;--- version.spt
119734787 67328 0 5 0
2 Capability Addresses
2 Capability Kernel
2 Capability Linkage
3 MemoryModel 2 2
