; NonSemantic.AuxData records add to what reverse makes on its own: every
; function comes back nounwind (SPIR-V has no exceptions; the spec: "nounwind
; is set ... regardless of NonSemantic.AuxData"), with or without records,
; also one that had no attribute at all; its records' attributes and
; metadata come on top.  Declarations come back in the module's order.
; RUN: %lspv --spirv-preserve-auxdata %s -o %t.spv
; RUN: %if spirv-val %{ %spirv-val %t.spv %}
; RUN: %lspv -r --spirv-preserve-auxdata %t.spv -o - -S | FileCheck %s
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=OFF

; CHECK: declare spir_func void @ext() #[[#E:]]
; CHECK: define spir_func void @plain() #[[#P:]] !note ![[#N:]] {
; CHECK: define spir_func void @marked() #[[#M:]] {
; CHECK-DAG: attributes #[[#E]] = { nounwind "ext-attr" }
; CHECK-DAG: attributes #[[#P]] = { nounwind }
; CHECK-DAG: attributes #[[#M]] = { nounwind "k"="v" }
; CHECK-DAG: ![[#N]] = !{i32 7}

; OFF: declare spir_func void @ext() #[[#A:]]
; OFF: define spir_func void @plain() #[[#A]] {
; OFF: define spir_func void @marked() #[[#A]] {
; OFF: attributes #[[#A]] = { nounwind }

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

declare spir_func void @ext() #1

define spir_func void @plain() !note !0 {
  call spir_func void @ext()
  ret void
}

define spir_func void @marked() #0 {
  ret void
}

attributes #0 = { "k"="v" }
attributes #1 = { "ext-attr" }

!0 = !{i32 7}
