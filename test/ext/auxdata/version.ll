; NonSemantic.AuxData needs SPIR-V 1.6 or SPV_KHR_non_semantic_info.  The
; default maximum version gives a 1.6 module and no extension; a lower
; maximum declares the extension (--spirv-preserve-auxdata implies it, as in
; llvm-spirv), unless --spirv-ext disabled it: then RequiresExtension.  At 1.6
; the disabled extension is not needed.
; RUN: %lspv --spirv-preserve-auxdata %s -o - -spirv-text | FileCheck %s --check-prefix=V16
; RUN: %lspv --spirv-preserve-auxdata --spirv-max-version=1.5 %s -o %t15.spv
; RUN: %lspv -to-text %t15.spv -o - | FileCheck %s --check-prefix=V15
; RUN: %if spirv-val %{ %spirv-val %t15.spv %}
; RUN: %lspv --spirv-preserve-auxdata --spirv-max-version=1.5 --spirv-ext=+SPV_KHR_non_semantic_info %s -o - -spirv-text | FileCheck %s --check-prefix=V15
; RUN: not %lspv --spirv-preserve-auxdata --spirv-max-version=1.5 --spirv-ext=-SPV_KHR_non_semantic_info %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; RUN: not %lspv --spirv-preserve-auxdata --spirv-max-version=1.0 --spirv-ext=-all %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %lspv --spirv-preserve-auxdata --spirv-ext=-SPV_KHR_non_semantic_info %s -o - -spirv-text | FileCheck %s --check-prefix=V16
; Flag off: nothing of this, whatever the version.
; RUN: %lspv --spirv-max-version=1.5 %s -o - -spirv-text | FileCheck %s --check-prefix=OFF

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; V16: 119734787 67072
; V16-NOT: Extension "SPV_KHR_non_semantic_info"
; V16: ExtInstImport [[#]] "NonSemantic.AuxData"
; V16: NonSemanticAuxDataFunctionAttribute

; V15: 119734787 {{65536|65792|66048|66304|66560|66816}} {{.*}}
; V15: Extension "SPV_KHR_non_semantic_info"
; V15: ExtInstImport [[#]] "NonSemantic.AuxData"
; V15: NonSemanticAuxDataFunctionAttribute

; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_KHR_non_semantic_info

; OFF-NOT: SPV_KHR_non_semantic_info
; OFF-NOT: NonSemantic

define spir_func void @f() #0 {
  ret void
}

attributes #0 = { nounwind }
