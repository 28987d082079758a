; A kernel module may declare Shader as well (a Binding decoration from
; !spirv.Decorations asks for it): reverse accepts the capability there and
; keeps the decorations in SPV-IR.  A module that declares Shader without
; Kernel stays refused (the OpenCL memory model requires Kernel).
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --input-file %t.spt --check-prefix=SPV
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: sed -e '/Capability Kernel/d' %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv -r %t.bad.spv -o %t.bad.bc 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.bad.bc
; SPV-DAG: Capability Shader
; SPV-DAG: Capability Kernel
; SPV-DAG: Decorate [[#V:]] Binding 1
; SPV: Variable [[#]] [[#V]]
; LLVM: @v = addrspace(1) global i32 42, !spirv.Decorations ![[#D:]]
; LLVM: ![[#D]] = !{![[#B:]]{{.*}}}
; LLVM: ![[#B]] = !{i32 33, i32 1}
; ERR: RequiresCapability: {{.*}}requires capability Kernel
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@v = addrspace(1) global i32 42, !spirv.Decorations !1

!0 = !{i32 33, i32 1}
!1 = !{!0}
