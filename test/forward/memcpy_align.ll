; llvm.memcpy is one OpCopyMemorySized.  When the destination's and the
; source's alignments differ and SPIR-V 1.4 is allowed, it carries two
; memory-operand masks, the target's then the source's (SPIR-V 3.26), and
; the module is 1.4; below 1.4 one mask holds for both pointers: Aligned
; takes the lesser alignment, and is left out when either is unknown.
; Reverse gives each pointer of llvm.memcpy its mask's alignment.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefixes=SPV,SPV14
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefixes=LLVM,LLVM14
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv %s --spirv-max-version=1.3 -spirv-text -o - | FileCheck %s --check-prefixes=SPV,SPV13
; RUN: %lspv %s --spirv-max-version=1.3 -o %t.13.spv
; RUN: %spirv-val %t.13.spv
; RUN: %lspv -r %t.13.spv -o %t.13.rev.bc
; RUN: %llvm-dis %t.13.rev.bc -o - | FileCheck %s --check-prefixes=LLVM,LLVM13

; SPV14: 119734787 66560 {{[0-9]+}} {{[0-9]+}} 0
; SPV13: 119734787 65536 {{[0-9]+}} {{[0-9]+}} 0
; SPV: Function
; SPV14: CopyMemorySized [[#]] [[#]] [[#]] 2 8 2 4 {{$}}
; SPV14: CopyMemorySized [[#]] [[#]] [[#]] 2 4 2 8 {{$}}
; SPV13: CopyMemorySized [[#]] [[#]] [[#]] 2 4 {{$}}
; SPV13: CopyMemorySized [[#]] [[#]] [[#]] 2 4 {{$}}
; SPV: CopyMemorySized [[#]] [[#]] [[#]] 2 16 {{$}}
; No alignment known for the source: no Aligned operand.
; SPV: CopyMemorySized [[#]] [[#]] [[#]] {{$}}
; SPV: CopyMemorySized [[#]] [[#]] [[#]] 1 {{$}}
; A volatile copy is volatile through both masks.
; SPV14: CopyMemorySized [[#]] [[#]] [[#]] 3 2 3 16 {{$}}
; SPV13: CopyMemorySized [[#]] [[#]] [[#]] 3 2 {{$}}
; SPV: FunctionEnd

; LLVM-LABEL: define spir_func void @copies(
; LLVM14: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 8 %d, ptr addrspace(1) align 4 %s, i64 %n, i1 false)
; LLVM14: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %d, ptr addrspace(1) align 8 %s, i64 %n, i1 false)
; LLVM13: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %d, ptr addrspace(1) align 4 %s, i64 %n, i1 false)
; LLVM13: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %d, ptr addrspace(1) align 4 %s, i64 %n, i1 false)
; LLVM: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 16 %d, ptr addrspace(1) align 16 %s, i64 %n, i1 false)
; LLVM: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n, i1 false)
; LLVM: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n, i1 true)
; LLVM14: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 2 %d, ptr addrspace(1) align 16 %s, i64 %n, i1 true)
; LLVM13: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 2 %d, ptr addrspace(1) align 2 %s, i64 %n, i1 true)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @copies(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n) {
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 8 %d, ptr addrspace(1) align 4 %s, i64 %n, i1 false)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %d, ptr addrspace(1) align 8 %s, i64 %n, i1 false)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 16 %d, ptr addrspace(1) align 16 %s, i64 %n, i1 false)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 8 %d, ptr addrspace(1) %s, i64 %n, i1 false)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 8 %d, ptr addrspace(1) %s, i64 %n, i1 true)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 2 %d, ptr addrspace(1) align 16 %s, i64 %n, i1 true)
  ret void
}

declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
