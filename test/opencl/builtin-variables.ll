; BuiltIn variables, as llvm-spirv declares them: every __spirv_BuiltIn*
; global in module order (used or not) is an imported Input variable of the
; builtin's name, Constant, BuiltIn.  Reverse reads a load as the OpenCL C
; query (get_global_id(lane), get_global_linear_id()) or, in SPV-IR, as the
; SPIR-V friendly __spirv_BuiltIn* call (the lane an int), each call marked
; like its declaration; the variables the calls replaced go.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=CL
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: %llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
; The SPV-IR calls translate back to the same variables.
; RUN: %lspv %t.spvir.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; A store to a BuiltIn variable has no SPIR-V form (Input is read-only).
; RUN: sed -e 's/;STORE //' %s > %t.bad.ll
; RUN: not %lspv %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv

; SPV: Name [[#GID:]] "__spirv_BuiltInGlobalInvocationId"
; SPV: Name [[#LIN:]] "__spirv_BuiltInGlobalLinearId"
; SPV-DAG: Decorate [[#GID]] LinkageAttributes "__spirv_BuiltInGlobalInvocationId" Import
; SPV-DAG: Decorate [[#GID]] Constant
; SPV-DAG: Decorate [[#GID]] BuiltIn 28
; SPV-DAG: Decorate [[#LIN]] LinkageAttributes "__spirv_BuiltInGlobalLinearId" Import
; SPV-DAG: Decorate [[#LIN]] BuiltIn 34
; SPV-DAG: Variable [[#]] [[#GID]] 1
; SPV-DAG: Variable [[#]] [[#LIN]] 1

; CL-NOT: @__spirv_BuiltIn
; CL: call spir_func i64 @_Z13get_global_idj(i32 1) [[A:#[0-9]+]]
; CL: call spir_func i64 @_Z20get_global_linear_idv() [[A]]
; CL: attributes [[A]] = { nounwind willreturn memory(none) }

; SPVIR-NOT: @__spirv_BuiltInGlobalInvocationId =
; SPVIR: call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 1) [[A:#[0-9]+]]
; SPVIR: call spir_func i64 @_Z29__spirv_BuiltInGlobalLinearIdv() [[A]]
; SPVIR: attributes [[A]] = { nounwind willreturn memory(none) }

; BAD: write to a BuiltIn variable

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>
@__spirv_BuiltInGlobalLinearId = external addrspace(1) constant i64

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %y = extractelement <3 x i64> %v, i32 1
  %l = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalLinearId, align 8
  %s = add i64 %y, %l
  store i64 %s, ptr addrspace(1) %out, align 8
;STORE store i64 %s, ptr addrspace(1) @__spirv_BuiltInGlobalLinearId, align 8
  ret void
}
