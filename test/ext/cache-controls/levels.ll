; SPV_INTEL_cache_controls allows several decorations of one kind on one
; pointer, each for a different cache level (the extension's validation
; rules); spirv-val 2025 refuses any second one ("decorated multiple times"),
; so the valid outputs here are not given to it.  lspv's checker applies the
; extension's rules instead: the target is a pointer into Function,
; CrossWorkgroup or Generic storage (loads also UniformConstant), and a level
; appears at most once per pointer and kind.  Typed and untyped pointers.
; RUN: %lspv --spirv-ext=+SPV_INTEL_cache_controls %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_cache_controls %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv --spirv-ext=+all %s -o %t.u.spv
; RUN: %lspv --verify %t.u.spv
; RUN: %lspv -to-text %t.u.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.u.spv -o %t.u.rev.bc
; RUN: %llvm-dis %t.u.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+all %t.u.rev.bc -o %t.u.2.spv
; RUN: cmp %t.u.spv %t.u.2.spv
;
; The same level twice on one pointer: refused, no output.
; RUN: sed -e 's/i32 6442, i32 1, i32 3}/i32 6442, i32 0, i32 3}/' %s > %t.dup.ll
; RUN: not %lspv --spirv-ext=+all %t.dup.ll -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=DUP
; RUN: not test -e %t.no.spv
; ...also asked for with !spirv.DecorationCacheControlINTEL on the access.
; RUN: sed -e 's/^!7 = .*/!7 = !{i32 6443, i32 0, i32 2, i32 1}/' %s > %t.dupmd.ll
; RUN: not %lspv --spirv-ext=+all %t.dupmd.ll -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=DUPMD
; RUN: not test -e %t.no.spv
; A pointer into Workgroup storage: refused.
; RUN: sed -e 's/ptr addrspace(1) %ld, align 4/ptr addrspace(3) %wg, align 4/' -e 's/%ld = getelementptr inbounds i32, ptr addrspace(1) %buf/%wg = getelementptr inbounds i32, ptr addrspace(3) %loc/' %s > %t.local.ll
; RUN: not %lspv --spirv-ext=+all %t.local.ll -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=LOCAL
; RUN: not test -e %t.no.spv
; A module lspv reads with the same level twice: --verify refuses it.
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: sed -e 's/CacheControlLoadINTEL 1 3/CacheControlLoadINTEL 0 3/' %t.spt > %t.dup.spt
; RUN: %lspv -to-binary %t.dup.spt -o %t.dup.spv
; RUN: not %lspv --verify %t.dup.spv 2>&1 | FileCheck %s --check-prefix=DUP

; TEXT-DAG: Decorate [[#LD:]] CacheControlLoadINTEL 0 1
; TEXT-DAG: Decorate [[#LD]] CacheControlLoadINTEL 1 3
; TEXT-DAG: Decorate [[#ST:]] CacheControlStoreINTEL 0 1
; TEXT-DAG: Decorate [[#ST]] CacheControlStoreINTEL 1 2
; TEXT-DAG: Decorate [[#ARG:]] CacheControlStoreINTEL 0 1
; TEXT-DAG: Decorate [[#ARG]] CacheControlStoreINTEL 1 3

; IR: getelementptr inbounds i32, ptr addrspace(1) %buf, i64 1, !spirv.Decorations ![[#L:]]
; IR: getelementptr inbounds i32, ptr addrspace(1) %buf, i64 2, !spirv.Decorations ![[#S:]]
; IR-DAG: ![[#L]] = !{![[#L0:]], ![[#L1:]]}
; IR-DAG: ![[#L0]] = !{i32 6442, i32 0, i32 1}
; IR-DAG: ![[#L1]] = !{i32 6442, i32 1, i32 3}
; IR-DAG: ![[#S]] = !{![[#S0:]], ![[#S1:]]}

; DUP: InvalidModule: two load cache controls of one pointer for cache level 0
; DUPMD: InvalidLlvmModule: !spirv.DecorationCacheControlINTEL: two decorations of one kind for the same operand and cache level
; LOCAL: InvalidModule: a load cache control decorates a pointer into Function, UniformConstant, CrossWorkgroup or Generic storage, not storage class 4

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %buf, ptr addrspace(3) %loc) {
entry:
  %ld = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 1, !spirv.Decorations !0
  %v = load i32, ptr addrspace(1) %ld, align 4
  %st = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 2, !spirv.Decorations !3
  store i32 %v, ptr addrspace(1) %st, align 4
  store i32 %v, ptr addrspace(1) %buf, align 4, !spirv.DecorationCacheControlINTEL !6
  ret void
}

!0 = !{!1, !2}
!1 = !{i32 6442, i32 0, i32 1}
!2 = !{i32 6442, i32 1, i32 3}
!3 = !{!4, !5}
!4 = !{i32 6443, i32 0, i32 1}
!5 = !{i32 6443, i32 1, i32 2}
!6 = !{!7, !8}
!7 = !{i32 6443, i32 1, i32 3, i32 1}
!8 = !{i32 6443, i32 0, i32 1, i32 1}
