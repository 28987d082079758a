; A pointer bitcast that a memory intrinsic (memset, memcpy, memmove) uses
; and that is also loaded or stored through is typed by that access and
; stays one OpBitcast (docs/reverse.md, "Pointer casts"); one that only
; feeds the intrinsic is typed by it and writes no cast of its own.  Reverse
; reads the memset as a copy from a zeroed private array through the kept
; cast (a memcpy: the second trip is the fixpoint).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o %t.2.spt
; RUN: FileCheck %s --input-file=%t.2.spt --check-prefix=SPV
; RUN: %lspv -r %t.2.spv -o %t.rev2.bc
; RUN: %lspv %t.rev2.bc -o %t.3.spv
; RUN: %lspv -to-text %t.3.spv -o %t.3.spt
; RUN: diff %t.2.spt %t.3.spt
; A cast that only feeds a memcpy: no OpBitcast before the copy.
; RUN: FileCheck %s --input-file=%t.spt --check-prefix=ONLY

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; SPV: Name [[#DATA:]] "data"
; SPV: Name [[#P:]] "p"
; SPV: Function
; SPV: FunctionParameter [[#PTY:]] [[#DATA]]
; SPV: Bitcast [[#PTY]] [[#P]] [[#DATA]]
; SPV: CopyMemorySized [[#P]]
; SPV: Store [[#P]]
; LLVM-LABEL: define spir_kernel void @zero
; LLVM: %p = bitcast ptr addrspace(1) %data to ptr addrspace(1)
; LLVM: call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 8 %p,
; LLVM: store i8 1, ptr addrspace(1) %p, align 1
define spir_kernel void @zero(ptr addrspace(1) %data) {
  %p = bitcast ptr addrspace(1) %data to ptr addrspace(1)
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 8 %p, i8 0, i64 8, i1 false)
  store i8 1, ptr addrspace(1) %p, align 1
  ret void
}

; ONLY: Name [[#DST:]] "dst"
; ONLY-NOT: Name {{[0-9]+}} "q"
; ONLY: FunctionEnd
; ONLY-NOT: Bitcast
; ONLY: CopyMemorySized [[#DST]]
define spir_kernel void @copy(ptr addrspace(1) %dst, ptr addrspace(1) %src) {
  %q = bitcast ptr addrspace(1) %dst to ptr addrspace(1)
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %q, ptr addrspace(1) %src, i64 16, i1 false)
  ret void
}

declare void @llvm.memset.p1.i64(ptr addrspace(1) writeonly, i8, i64, i1 immarg)
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1 immarg)
