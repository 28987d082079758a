; SPV_INTEL_cache_controls on one operand of a memory access:
; !spirv.DecorationCacheControlINTEL {decoration, level, control, operand}
; on a load, a store or a call decorates a zero-index copy of that pointer
; operand, which only that access uses; two decorations of one operand share
; the copy (the later one listed first).  Reverse: the copies come back as
; getelementptrs with !spirv.Decorations (SPIR-V friendly IR), read again the
; same way.
; RUN: %lspv --spirv-ext=+SPV_INTEL_cache_controls %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv --spirv-target-env=SPV-IR -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_cache_controls %t.rev.bc -o %t.2.spv
; RUN: %lspv --verify %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; Disabled: the decorations need the extension; no output.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; A decoration naming an operand that is not a pointer: one clear error.
; RUN: sed -e 's/i32 6443, i32 0, i32 1, i32 1}/i32 6443, i32 0, i32 1, i32 0}/' %s > %t.bad.ll
; RUN: not %lspv --spirv-ext=+SPV_INTEL_cache_controls %t.bad.ll -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.no.spv

; TEXT-DAG: Capability CacheControlsINTEL
; TEXT-DAG: Extension "SPV_INTEL_cache_controls"
; TEXT-DAG: Decorate [[#LD:]] CacheControlLoadINTEL 0 1
; TEXT-DAG: Decorate [[#ST:]] CacheControlStoreINTEL 0 1
; TEXT-DAG: Decorate [[#CALL:]] CacheControlLoadINTEL 1 1
; TEXT-DAG: Decorate [[#CALL]] CacheControlLoadINTEL 0 3
; TEXT-DAG: Constant [[#]] [[#ZERO:]] 0
; TEXT: Label
; TEXT-NEXT: PtrAccessChain [[#]] [[#LD]] [[#BUF:]] [[#ZERO]]
; TEXT-NEXT: Load [[#]] [[#V:]] [[#LD]]
; TEXT: PtrAccessChain [[#]] [[#ST]] [[#BUF]] [[#ZERO]]
; TEXT-NEXT: Store [[#ST]] [[#V]]
; TEXT: PtrAccessChain [[#]] [[#CALL]] [[#]] [[#ZERO]]
; TEXT-NEXT: FunctionCall [[#]] [[#]] [[#]] [[#CALL]]

; IR: %[[LD:[0-9]+]] = getelementptr i32, ptr addrspace(1) %buf, i32 0, !spirv.Decorations ![[LDMD:[0-9]+]]
; IR-NEXT: load i32, ptr addrspace(1) %[[LD]]
; IR: %[[ST:[0-9]+]] = getelementptr i32, ptr addrspace(1) %buf, i32 0, !spirv.Decorations ![[STMD:[0-9]+]]
; IR-NEXT: store i32 %{{.*}}, ptr addrspace(1) %[[ST]]
; IR: %[[B:[0-9]+]] = bitcast ptr addrspace(1) %buf to ptr addrspace(1)
; IR-NEXT: %[[C:[0-9]+]] = getelementptr i8, ptr addrspace(1) %[[B]], i32 0, !spirv.Decorations ![[CMD:[0-9]+]]
; IR-NEXT: call spir_func void @use(ptr addrspace(1) %[[C]])
; IR-DAG: ![[LDMD]] = !{![[LD1:[0-9]+]]}
; IR-DAG: ![[LD1]] = !{i32 6442, i32 0, i32 1}
; IR-DAG: ![[STMD]] = !{![[ST1:[0-9]+]]}
; IR-DAG: ![[ST1]] = !{i32 6443, i32 0, i32 1}
; IR-DAG: ![[CMD]] = !{![[C1:[0-9]+]], ![[C2:[0-9]+]]}
; IR-DAG: ![[C1]] = !{i32 6442, i32 1, i32 1}
; IR-DAG: ![[C2]] = !{i32 6442, i32 0, i32 3}

; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_cache_controls
; BAD: InvalidLlvmModule: !spirv.DecorationCacheControlINTEL: the operand it names is not a pointer operand of the instruction

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %buf) {
entry:
  %v = load i32, ptr addrspace(1) %buf, align 4, !spirv.DecorationCacheControlINTEL !0
  store i32 %v, ptr addrspace(1) %buf, align 4, !spirv.DecorationCacheControlINTEL !2
  call spir_func void @use(ptr addrspace(1) %buf), !spirv.DecorationCacheControlINTEL !4
  ret void
}

declare spir_func void @use(ptr addrspace(1))

!0 = !{!1}
!1 = !{i32 6442, i32 0, i32 1, i32 0}
!2 = !{!3}
!3 = !{i32 6443, i32 0, i32 1, i32 1}
!4 = !{!5, !6}
!5 = !{i32 6442, i32 0, i32 3, i32 0}
!6 = !{i32 6442, i32 1, i32 1, i32 0}
