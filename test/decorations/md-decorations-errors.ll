; Malformed or unavailable !spirv.Decorations: one clear error naming the
; value, a non-zero exit and no output file (an unknown number: a warning).
; RUN: split-file %s %t
; RUN: %llvm-as %t/unknown.ll -o %t/unknown.bc
; An unknown decoration number (a producer's private one) is dropped with a warning.
; RUN: %lspv %t/unknown.bc -spirv-text -o %t/unknown.spt 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: FileCheck %s --check-prefix=UNKNOWN-SPT < %t/unknown.spt
; RUN: %llvm-as %t/count.ll -o %t/count.bc
; RUN: not %lspv %t/count.bc -o %t/count.spv 2>&1 | FileCheck %s --check-prefix=COUNT
; A decoration without operands takes one integer (a flag's value, SYCL's
; form), nothing else.
; RUN: %llvm-as %t/flag.ll -o %t/flag.bc
; RUN: %lspv %t/flag.bc -spirv-text -o - | FileCheck %s --check-prefix=FLAG
; RUN: %llvm-as %t/flag-string.ll -o %t/flag-string.bc
; RUN: not %lspv %t/flag-string.bc -o %t/flag-string.spv 2>&1 | FileCheck %s --check-prefix=FLAG-STRING
; RUN: %llvm-as %t/kind.ll -o %t/kind.bc
; RUN: not %lspv %t/kind.bc -o %t/kind.spv 2>&1 | FileCheck %s --check-prefix=KIND
; RUN: %llvm-as %t/params.ll -o %t/params.bc
; RUN: not %lspv %t/params.bc -o %t/params.spv 2>&1 | FileCheck %s --check-prefix=PARAMS
; An extension's decoration needs the extension enabled.
; RUN: %llvm-as %t/ext.ll -o %t/ext.bc
; RUN: not %lspv %t/ext.bc -o %t/ext.spv 2>&1 | FileCheck %s --check-prefix=EXT
; RUN: not test -e %t/ext.spv
; RUN: %lspv %t/ext.bc --spirv-ext=+SPV_INTEL_cache_controls -spirv-text -o - | FileCheck %s --check-prefix=EXT-ON
; Below 1.4 UserSemantic needs the extension that gives it there.
; RUN: %llvm-as %t/version.ll -o %t/version.bc
; RUN: not %lspv %t/version.bc --spirv-max-version=1.3 -o %t/version.spv 2>&1 | FileCheck %s --check-prefix=VERSION

; UNKNOWN: !spirv.Decorations: 999999 is not a known decoration; dropped
; UNKNOWN-SAME: @g
; UNKNOWN-SPT-NOT: Decorate {{.*}} 999999
; UNKNOWN-SPT: Variable
; COUNT: InvalidLlvmModule: !spirv.Decorations: Alignment takes 1 operand(s), the node gives 2
; FLAG: Decorate [[#]] Restrict {{$}}
; FLAG-STRING: InvalidLlvmModule: !spirv.ParameterDecorations: Restrict takes 0 operand(s), the node gives 1
; KIND: InvalidLlvmModule: !spirv.Decorations: UserSemantic takes a string (MDString) operand
; PARAMS: InvalidLlvmModule: !spirv.ParameterDecorations: 1 list(s) for 2 parameter(s)
; EXT: RequiresExtension: Feature requires the following SPIR-V extension:
; EXT-NEXT: SPV_INTEL_cache_controls
; EXT-ON-DAG: Capability CacheControlsINTEL
; EXT-ON-DAG: Extension "SPV_INTEL_cache_controls"
; EXT-ON-DAG: Decorate [[#]] CacheControlLoadINTEL 0 1
; VERSION: RequiresExtension: Feature requires the following SPIR-V extension:
; VERSION-NEXT: SPV_GOOGLE_hlsl_functionality1

;--- unknown.ll
target triple = "spir64-unknown-unknown"
@g = addrspace(1) global i32 0, !spirv.Decorations !0
!0 = !{!1}
!1 = !{i32 999999}

;--- count.ll
target triple = "spir64-unknown-unknown"
@g = addrspace(1) global i32 0, !spirv.Decorations !0
!0 = !{!1}
!1 = !{i32 44, i32 4, i32 8}

;--- flag.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f(ptr addrspace(1) %p) !spirv.ParameterDecorations !0 {
  ret void
}
!0 = !{!1}
!1 = !{!2}
!2 = !{i32 19, i32 1}

;--- flag-string.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f(ptr addrspace(1) %p) !spirv.ParameterDecorations !0 {
  ret void
}
!0 = !{!1}
!1 = !{!2}
!2 = !{i32 19, !"yes"}

;--- kind.ll
target triple = "spir64-unknown-unknown"
@g = addrspace(1) global i32 0, !spirv.Decorations !0
!0 = !{!1}
!1 = !{i32 5635, i32 7}

;--- params.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f(i32 %a, i32 %b) !spirv.ParameterDecorations !0 {
  ret void
}
!0 = !{!1}
!1 = !{}

;--- ext.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) {
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1, !spirv.Decorations !0
  %v = load i32, ptr addrspace(1) %q, align 4
  ret void
}
!0 = !{!1}
!1 = !{i32 6442, i32 0, i32 1}

;--- version.ll
target triple = "spir64-unknown-unknown"
@g = addrspace(1) global i32 0, !spirv.Decorations !0
!0 = !{!1}
!1 = !{i32 5635, !"x"}
