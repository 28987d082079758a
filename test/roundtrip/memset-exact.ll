; Forward expands llvm.memset of a constant byte as llvm-spirv does: a
; Function variable of [n x i8] initialized with the byte, cast to an i8
; pointer and copied over the destination (OpCopyMemorySized).  Under
; --exact-roundtrip reverse reads that copy back as llvm.memset (the
; variable and its initializing store go), so the second forward writes the
; first's words (issue 19: the initializer came back as an OpStore).  The
; default reverse still writes the copy from an initialized alloca.  Typed
; and untyped pointers, every environment.
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
; RUN: %lspv -r --exact-roundtrip %t.u.spv -o %t.u.bc
; RUN: %llvm-dis %t.u.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+all %t.u.bc -o %t.u.2.spv
; RUN: cmp %t.u.spv %t.u.2.spv
;
; SPV: Variable{{(KHR)?}} {{[0-9]+ [0-9]+}} 7 {{.*}}[[#]] {{$}}
; SPV: CopyMemorySized
; SPV: CopyMemorySized
;
; IR-NOT: alloca [16 x i8]
; IR: call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %{{.*}}, i8 0, i64 16, i1 false)
; IR: call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %{{.*}}, i8 7, i64 8, i1 false)
; PLAIN: alloca [16 x i8]
; PLAIN: call void @llvm.memcpy

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %out2) {
entry:
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %out, i8 0, i64 16, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %out2, i8 7, i64 8, i1 false)
  ret void
}

declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
