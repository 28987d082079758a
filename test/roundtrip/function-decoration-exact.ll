; A decoration of a function that nothing else in LLVM IR carries (here
; RelaxedPrecision, asked for through !spirv.Decorations) comes back in the
; function's !spirv.Decorations under --exact-roundtrip, in every
; environment, so the second forward writes it again (issue 19: it was
; lost, and with it the Shader capability it needs).  Linkage stays in the
; linkage only: forward writes LinkageAttributes once.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL2.0 %t.spv -o %t.20.bc
; RUN: %llvm-dis %t.20.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.20.bc -o %t.20.spv
; RUN: cmp %t.spv %t.20.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL1.2 %t.spv -o %t.12.bc
; RUN: %lspv %t.12.bc -o %t.12.spv
; RUN: cmp %t.spv %t.12.spv
; The default reverse keeps the OpenCL form (no list on the function).
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=PLAIN

; CHECK: Capability Shader
; CHECK: Name [[#F:]] "f"
; CHECK: Decorate [[#F]] RelaxedPrecision

; LLVM: define spir_func float @f(float %x) {{.*}}!spirv.Decorations ![[L:[0-9]+]]
; LLVM: ![[L]] = !{![[D:[0-9]+]]{{.*}}}
; LLVM-DAG: ![[D]] = !{i32 0}

; PLAIN: define spir_func float @f(float %x)
; PLAIN-NOT: spirv.Decorations

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @f(float %x) !spirv.Decorations !0 {
entry:
  %m = fmul float %x, %x
  ret float %m
}

!0 = !{!1}
!1 = !{i32 0}
