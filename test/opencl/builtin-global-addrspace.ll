; --spirv-builtin-format=global: a BuiltIn variable comes back as a global,
; which forward reads back as the BuiltIn variable.  Address space 7 is
; llvm-spirv's Input space: a global there that is no BuiltIn has no Input
; form, an error, no output.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR --spirv-builtin-format=global %t.spv -o %t.g.bc
; RUN: %llvm-dis %t.g.bc -o - | FileCheck %s --check-prefix=GLOBAL
; RUN: %lspv %t.g.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv %t.2.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.2.spv -o - | %llvm-dis | FileCheck %s --check-prefix=CL
; RUN: %llvm-dis %t.g.bc -o %t.g.ll
; RUN: sed -e 's/@__spirv_BuiltInWorkgroupId/@not_a_builtin/g' -e '/@not_a_builtin/s/addrspace(1)/addrspace(7)/g' -e 's/, !spirv.Decorations ![0-9]*//' %t.g.ll > %t.bad.ll
; RUN: rm -f %t.bad.spv
; RUN: not %lspv %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv

; GLOBAL: @__spirv_BuiltInWorkgroupId = external addrspace(1) constant <3 x i64>
; GLOBAL: load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInWorkgroupId
; GLOBAL-NOT: call spir_func

; SPV: Decorate [[#V:]] BuiltIn 26
; SPV: TypePointer [[#PT:]] 1 [[#]]
; SPV: Variable [[#PT]] [[#V]] 1

; CL: call spir_func i64 @_Z12get_group_idj(i32 1)

; BAD: Input address space (7) must be a BuiltIn variable{{.*}}@not_a_builtin

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %g = call spir_func i64 @_Z12get_group_idj(i32 1)
  store i64 %g, ptr addrspace(1) %out, align 8
  ret void
}

declare spir_func i64 @_Z12get_group_idj(i32)
