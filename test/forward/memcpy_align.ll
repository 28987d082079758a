; llvm.memcpy is one OpCopyMemorySized with one memory-operand mask, which
; holds for both pointers: Aligned takes the lesser of the destination's and
; the source's alignment, and is left out when either is unknown.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM

; SPV: Function
; SPV: CopyMemorySized [[#]] [[#]] [[#]] 2 4 {{$}}
; SPV: CopyMemorySized [[#]] [[#]] [[#]] 2 4 {{$}}
; SPV: CopyMemorySized [[#]] [[#]] [[#]] 2 16 {{$}}
; No alignment known for the source: no Aligned operand.
; SPV: CopyMemorySized [[#]] [[#]] [[#]] {{$}}
; SPV: CopyMemorySized [[#]] [[#]] [[#]] 1 {{$}}
; SPV: FunctionEnd

; LLVM-LABEL: define spir_func void @copies(
; LLVM: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %d, ptr addrspace(1) align 4 %s, i64 %n, i1 false)
; LLVM: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %d, ptr addrspace(1) align 4 %s, i64 %n, i1 false)
; LLVM: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 16 %d, ptr addrspace(1) align 16 %s, i64 %n, i1 false)
; LLVM: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n, i1 false)
; LLVM: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n, i1 true)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @copies(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n) {
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 8 %d, ptr addrspace(1) align 4 %s, i64 %n, i1 false)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %d, ptr addrspace(1) align 8 %s, i64 %n, i1 false)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 16 %d, ptr addrspace(1) align 16 %s, i64 %n, i1 false)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 8 %d, ptr addrspace(1) %s, i64 %n, i1 false)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 8 %d, ptr addrspace(1) %s, i64 %n, i1 true)
  ret void
}

declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
