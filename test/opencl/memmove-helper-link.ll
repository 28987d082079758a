; The helper of a memmove of a run-time length (spirv.llvm_memmove_*,
; lib/forward/intrinsic_helpers.c) is lspv's own (llvm-spirv expands the
; copy in place): it stays inside its module, without LinkageAttributes, so
; two modules that each define it link together.  Reverse still turns its
; calls back into llvm.memmove.  The negative case: a helper llvm-spirv has
; too (bswap) is exported as llvm-spirv's is (SPIRV-Tools 2026 spirv-link
; then refuses two modules that both define it: "Too many external
; references"; the 2023 one does not check).
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.a.spv
; RUN: sed -e 's/@mover/@other_mover/' -e 's/@swapper/@other_swapper/' %s > %t.b.ll
; RUN: %lspv %t.b.ll -o %t.b.spv
; RUN: %spirv-val %t.a.spv
; RUN: %lspv -r %t.a.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; RUN: sed -e '/^; BEGIN-SWAP$/,/^; END-SWAP$/d' %s > %t.c.ll
; RUN: sed -e 's/@mover/@other_mover/' %t.c.ll > %t.d.ll
; RUN: %lspv %t.c.ll -o %t.c.spv
; RUN: %lspv %t.d.ll -o %t.d.spv
; RUN: spirv-link --create-library %t.c.spv %t.d.spv -o %t.cd.spv
; RUN: %spirv-val %t.cd.spv

; SPV-DAG: Name [[#MOVE:]] "spirv.llvm_memmove_p1_p1_i64"
; SPV-DAG: Decorate [[#]] LinkageAttributes "spirv.llvm_bswap_i32" Export
; SPV-NOT: LinkageAttributes "spirv.llvm_memmove
; SPV: Function [[#]] [[#MOVE]]

; LLVM: call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n, i1 false)
; LLVM-NOT: spirv.llvm_memmove

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @mover(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n) {
entry:
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 %n, i1 false)
  ret void
}

declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)

; BEGIN-SWAP
define spir_func i32 @swapper(i32 %x) {
entry:
  %r = call i32 @llvm.bswap.i32(i32 %x)
  ret i32 %r
}

declare i32 @llvm.bswap.i32(i32)
; END-SWAP
