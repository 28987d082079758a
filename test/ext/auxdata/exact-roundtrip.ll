; --exact-roundtrip with NonSemantic.AuxData (issue 19): the records are what
; the source had, so the reverse module translates forward to the same words.
;  - A kernel's kernel_arg_* lists come back from the records (not the
;    derived ones: an untyped pointer's type would be "" and its const
;    lost), and forward writes a function's metadata records in a fixed
;    order (the argument lists as clang attaches them, then by name), not by
;    the context's kind numbers, which a reversed module does not share.
;  - The nounwind reverse gives every function stays only where a record
;    names it; a kernel without kernel_arg_* records gets none.
; RUN: %lspv --spirv-ext=+all --spirv-preserve-auxdata %s -o %t.spv
; RUN: %if spirv-val-untyped %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip --spirv-preserve-auxdata %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+all --spirv-preserve-auxdata %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Without --exact-roundtrip the spec's skip rule: the derived lists stay,
; every function is nounwind.
; RUN: %lspv -r --spirv-preserve-auxdata %t.spv -o %t.plain.bc
; RUN: %llvm-dis %t.plain.bc -o - | FileCheck %s --check-prefix=PLAIN
;
; SPV: String [[#ASP:]] "kernel_arg_addr_space"
; SPV: String [[#AQ:]] "kernel_arg_access_qual"
; SPV: String [[#TY:]] "kernel_arg_type"
; SPV: String [[#BT:]] "kernel_arg_base_type"
; SPV: String [[#TQ:]] "kernel_arg_type_qual"
; SPV: ExtInst [[#]] [[#]] [[#]] NonSemanticAuxDataFunctionMetadata [[#K:]] [[#ASP]]
; SPV-NEXT: ExtInst [[#]] [[#]] [[#]] NonSemanticAuxDataFunctionMetadata [[#K]] [[#AQ]]
; SPV-NEXT: ExtInst [[#]] [[#]] [[#]] NonSemanticAuxDataFunctionMetadata [[#K]] [[#TY]]
; SPV-NEXT: ExtInst [[#]] [[#]] [[#]] NonSemanticAuxDataFunctionMetadata [[#K]] [[#BT]]
; SPV-NEXT: ExtInst [[#]] [[#]] [[#]] NonSemanticAuxDataFunctionMetadata [[#K]] [[#TQ]]
;
; IR: define spir_kernel void @k({{.*}}) #[[#KA:]] {{.*}}!kernel_arg_type ![[T:[0-9]+]] !kernel_arg_type_qual ![[#Q:]] !kernel_arg_base_type ![[T]]
; IR: define spir_kernel void @bare(ptr addrspace(1) %p) !spirv.ParameterDecorations ![[#]] {
; IR-NOT: !kernel_arg
; IR: attributes #[[#KA]] = { noinline nounwind }
; IR-DAG: ![[T]] = !{!"float*", !"int"}
; IR-DAG: ![[#Q]] = !{!"const", !""}
;
; PLAIN: define spir_kernel void @bare(ptr addrspace(1) %p) #[[#B:]] !kernel_arg_addr_space
; PLAIN: attributes #[[#B]] = { nounwind }
; PLAIN-DAG: !{!"", !"int"}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) #0 !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 {
entry:
  %v = load float, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @bare(ptr addrspace(1) %p) {
entry:
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}

attributes #0 = { noinline nounwind }

!0 = !{i32 1, i32 0}
!1 = !{!"none", !"none"}
!2 = !{!"float*", !"int"}
!3 = !{!"const", !""}
