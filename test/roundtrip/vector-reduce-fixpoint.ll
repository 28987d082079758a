; Forward lowers llvm.vector.reduce.* to OpVectorExtractDynamic of constant
; lanes (llvm-spirv's form).  Under --exact-roundtrip reverse keeps such an
; extract as a __spirv_VectorExtractDynamic call: an extractelement of a
; constant lane translates to OpCompositeExtract, so the second forward
; differed (issue 19).  A variable lane and the default reverse stay
; extractelement.  Typed and untyped pointers (+all), every environment.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %lspv %t.ir.bc -o %t.3.spv
; RUN: cmp %t.spv %t.3.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL2.0 %t.spv -o %t.20.bc
; RUN: %lspv %t.20.bc -o %t.4.spv
; RUN: cmp %t.spv %t.4.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis -o - | FileCheck %s --check-prefix=PLAIN
; RUN: %lspv --spirv-ext=+all %s -o %t.u.spv
; RUN: %if spirv-val-untyped %{ %spirv-val %t.u.spv %}
; RUN: %lspv -to-text %t.u.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL1.2 %t.u.spv -o %t.u.bc
; RUN: %llvm-dis %t.u.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+all %t.u.bc -o %t.u.2.spv
; RUN: cmp %t.u.spv %t.u.2.spv
;
; SPV-COUNT-8: VectorExtractDynamic
; SPV: CompositeExtract
; SPV: VectorExtractDynamic
; IR-LABEL: define spir_kernel void @sum(
; IR-COUNT-4: call spir_func i32 @_Z28__spirv_VectorExtractDynamicDv4_ii(<4 x i32> %{{.*}}, i32 {{[0-3]}})
; IR-LABEL: define spir_kernel void @smax(
; IR-COUNT-4: call spir_func i32 @_Z28__spirv_VectorExtractDynamicDv4_ii(
; IR-LABEL: define spir_kernel void @lanes(
; IR: extractelement <4 x i32> %{{.*}}, i32 2
; IR: extractelement <4 x i32> %{{.*}}, i32 %
; PLAIN-NOT: __spirv_VectorExtractDynamic

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @sum(ptr addrspace(1) %p, <4 x i32> %v) {
entry:
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @smax(ptr addrspace(1) %p, <4 x i32> %v) {
entry:
  %r = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %v)
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @lanes(ptr addrspace(1) %p, <4 x i32> %v, i32 %i) {
entry:
  %a = extractelement <4 x i32> %v, i32 2
  %b = extractelement <4 x i32> %v, i32 %i
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
