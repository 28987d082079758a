; A sampler (from __translate_sampler_initializer) used as memory: a load
; through it.  A sampler is no pointer in SPIR-V; forward wrote an OpBitcast
; of the OpConstantSampler to a pointer, which reverse then refused (a
; fuzz_ir finding).  Now one error naming the value, and no output.
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; CHECK: a spirv.Sampler value used as a pointer to memory in function 'k'
; The sampler used as a sampler still translates.
; RUN: sed -e '/%bad = load/d' -e 's/i8 %bad/i8 0/' %s > %t.ok.ll
; RUN: %lspv %t.ok.ll -o %t.ok.spv
; RUN: %spirv-val %t.ok.spv

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %s = call ptr addrspace(2) @__translate_sampler_initializer(i32 20)
  %bad = load i8, ptr addrspace(2) %s, align 1
  store i8 %bad, ptr addrspace(1) %out, align 1
  ret void
}

declare ptr addrspace(2) @__translate_sampler_initializer(i32)
