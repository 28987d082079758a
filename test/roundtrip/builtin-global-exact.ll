; BuiltIn variables under --exact-roundtrip (issue 19).  Forward declares a
; used BuiltIn global at its first use, as the work-item calls declare
; their variable, and writes no Aligned on a load of it through any cast (an
; address-space cast of one stays the Input variable); an unused one is
; declared where the globals are, with its alignment.  Exact reverse keeps
; every BuiltIn load a load of the `__spirv_BuiltIn` global (a call has no
; place for the variable's alignment, nor for a lane read through a cast)
; and keeps the unused global: the second forward writes the first's words.
; The default reverse still writes the calls.  Typed and untyped pointers,
; every environment.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %opt -passes=verify -disable-output %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL2.0 %t.spv -o %t.20.bc
; RUN: %lspv %t.20.bc -o %t.3.spv
; RUN: cmp %t.spv %t.3.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %lspv %t.ir.bc -o %t.4.spv
; RUN: cmp %t.spv %t.4.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis -o - | FileCheck %s --check-prefix=PLAIN
; RUN: %lspv --spirv-ext=+all %s -o %t.u.spv
; RUN: %if spirv-val-untyped %{ %spirv-val %t.u.spv %}
; RUN: %lspv -to-text %t.u.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=SPV-IR %t.u.spv -o %t.u.bc
; RUN: %lspv --spirv-ext=+all %t.u.bc -o %t.u.2.spv
; RUN: cmp %t.u.spv %t.u.2.spv
;
; The unused WorkDim first, with its alignment; the used ones at their
; first use.
; SPV: Decorate [[WD:[0-9]+]] BuiltIn 30
; SPV: Decorate [[WD]] Alignment 4
; SPV: Decorate [[LIN:[0-9]+]] BuiltIn 34
; SPV-NOT: Alignment
; SPV: Decorate [[GID:[0-9]+]] BuiltIn 28
; SPV-NEXT: Decorate [[GID]] Alignment 32
; SPV: Variable{{(KHR)?}} {{[0-9]+}} [[WD]] 1
; SPV: Variable{{(KHR)?}} {{[0-9]+}} [[LIN]] 1
; SPV: Variable{{(KHR)?}} {{[0-9]+}} [[GID]] 1
; SPV: Load {{[0-9]+}} {{[0-9]+}} [[LIN]] {{$}}
; SPV: Load {{[0-9]+}} {{[0-9]+}} [[GID]] {{$}}
;
; IR: @__spirv_BuiltInWorkDim = external addrspace(1) constant i32, align 4
; IR: @__spirv_BuiltInGlobalLinearId = external addrspace(1) constant i64
; IR: @__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>, align 32
; IR: load i64, ptr addrspace(1) @__spirv_BuiltInGlobalLinearId
; IR: load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId
; PLAIN-NOT: @__spirv_BuiltIn
; PLAIN: call spir_func i64 @_Z20get_global_linear_idv()
; PLAIN: call spir_func i64 @_Z13get_global_idj(i32 0)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInWorkDim = external addrspace(1) constant i32, align 4
@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>, align 32

declare spir_func i64 @_Z20get_global_linear_idv()

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %lin = call spir_func i64 @_Z20get_global_linear_idv()
  %v = load <3 x i64>, ptr addrspace(4) addrspacecast (ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId to ptr addrspace(4)), align 32
  %x = extractelement <3 x i64> %v, i32 0
  %s = add i64 %lin, %x
  store i64 %s, ptr addrspace(1) %out, align 8
  ret void
}
