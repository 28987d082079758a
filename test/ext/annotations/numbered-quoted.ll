; A numbered block's values may be quoted, and a quoted list is cut at its
; commas as an unquoted one ("{6442:\"1,3\"}" is level 1, control 3), as
; llvm-spirv reads it.  A block with too few values is an error naming it.
; RUN: rm -rf %t && split-file %s %t
; RUN: %lspv --spirv-ext=+SPV_INTEL_cache_controls,+SPV_INTEL_fpga_latency_control %t/ok.ll -o %t/ok.spv
; RUN: %lspv --verify %t/ok.spv
; RUN: %lspv -to-text %t/ok.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t/ok.spv --spirv-target-env=SPV-IR -S -o - | FileCheck %s --check-prefix=IR
; RUN: not %lspv --spirv-ext=+SPV_INTEL_cache_controls %t/short.ll -o %t/short.spv 2>&1 | FileCheck %s --check-prefix=SHORT
; RUN: not test -e %t/short.spv

; TEXT-DAG: Decorate [[#P:]] CacheControlLoadINTEL 1 3
; TEXT-DAG: Decorate [[#P]] LatencyControlLabelINTEL 2
; TEXT-DAG: Decorate [[#P]] LatencyControlConstraintINTEL 0 1 5
; TEXT-DAG: Decorate [[#Q:]] CacheControlLoadINTEL 0 1

; IR-DAG: !{i32 6442, i32 1, i32 3}
; IR-DAG: !{i32 6442, i32 0, i32 1}
; IR-DAG: !{i32 6172, i32 2}
; IR-DAG: !{i32 6173, i32 0, i32 1, i32 5}

; SHORT: InvalidLlvmModule: the annotation gives CacheControlLoadINTEL 1 value(s); it takes 2

;--- ok.ll
target triple = "spir64-unknown-unknown"

@.str.p = private unnamed_addr addrspace(1) constant [37 x i8] c"{6442:\221,3\22}{6172:\222\22}{6173:\220,1,5\22}\00", section "llvm.metadata"
@.str.q = private unnamed_addr addrspace(1) constant [13 x i8] c"{6442:\220,1\22}\00", section "llvm.metadata"
@.str.file = private unnamed_addr addrspace(1) constant [7 x i8] c"test.c\00", section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %out, ptr addrspace(1) @.str.p, ptr addrspace(1) @.str.file, i32 1, ptr addrspace(1) null)
  %v = load i32, ptr addrspace(1) %p, align 4
  %e = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  %q = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %e, ptr addrspace(1) @.str.q, ptr addrspace(1) @.str.file, i32 2, ptr addrspace(1) null)
  store i32 %v, ptr addrspace(1) %q, align 4
  ret void
}

declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))

;--- short.ll
target triple = "spir64-unknown-unknown"

@.str.p = private unnamed_addr addrspace(1) constant [11 x i8] c"{6442:\221\22}\00", section "llvm.metadata"
@.str.file = private unnamed_addr addrspace(1) constant [7 x i8] c"test.c\00", section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %out, ptr addrspace(1) @.str.p, ptr addrspace(1) @.str.file, i32 1, ptr addrspace(1) null)
  %v = load i32, ptr addrspace(1) %p, align 4
  ret void
}

declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
