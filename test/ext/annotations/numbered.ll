; Decorations by number ("{NNNN:v,...}") and the memory attributes that
; Debian's grammar lacks (grammar/*.json fragments): buffer location,
; latency controls (only on a pointer that is loaded or stored), cache
; controls, stride/word size, true dual port.  lspv's checker validates
; (Debian's spirv-val does not know these decorations).
; RUN: %lspv --spirv-ext=+all %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=TEXT < %t.spt
; RUN: %lspv -to-binary %t.spt -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=IR
; The names reverse writes ("sycl-buffer-location"...) read back as the same
; decorations (a fuzz_ir finding: the second forward made the string a
; UserSemantic, which needs SPIR-V 1.4).
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv --spirv-ext=+all %t.rev.bc -o - -spirv-text | FileCheck %s --check-prefix=AGAIN
; AGAIN-DAG: Decorate [[#P:]] BufferLocationINTEL 3
; AGAIN-DAG: Decorate [[#P]] LatencyControlLabelINTEL 1
; AGAIN-DAG: Decorate [[#P]] LatencyControlConstraintINTEL 0 1 5
; AGAIN-DAG: Decorate [[#Q:]] BufferLocationINTEL 4
; AGAIN-NOT: UserSemantic
; Without the extensions: decorations dropped, llvm-spirv's behaviour for
; numbered blocks; the memory-attribute string is one UserSemantic.
; RUN: %lspv %s -o %t.off.spv
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF

; TEXT-DAG: Capability FPGABufferLocationINTEL
; TEXT-DAG: Capability FPGALatencyControlINTEL
; TEXT-DAG: Capability CacheControlsINTEL
; TEXT-DAG: Capability FPGAMemoryAttributesINTEL
; TEXT-DAG: Decorate [[#ARR:]] StridesizeINTEL 4
; TEXT-DAG: Decorate [[#ARR]] WordsizeINTEL 8
; TEXT-DAG: Decorate [[#ARR]] TrueDualPortINTEL
; TEXT-DAG: Decorate [[#P:]] BufferLocationINTEL 3
; TEXT-DAG: Decorate [[#P]] LatencyControlLabelINTEL 1
; TEXT-DAG: Decorate [[#P]] LatencyControlConstraintINTEL 0 1 5
; TEXT-DAG: Decorate [[#P]] CacheControlLoadINTEL 0 1
; TEXT-DAG: Decorate [[#Q:]] BufferLocationINTEL 4
; TEXT-NOT: Decorate [[#Q]] LatencyControl

; IR-DAG: c"{stride_size:4}{word_size:8}{true_dual_port}\00"
; IR-DAG: c"{sycl-buffer-location:3}{sycl-latency-anchor-id:1}{sycl-latency-constraint:0,1,5}\00"

; OFF-NOT: Capability FPGA
; OFF-NOT: BufferLocationINTEL
; OFF-NOT: LatencyControl
; OFF: Decorate [[#]] UserSemantic "{stride_size:4}{word_size:8}{true_dual_port}"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@.str.arr = private unnamed_addr addrspace(1) constant [45 x i8] c"{stride_size:4}{word_size:8}{true_dual_port}\00", section "llvm.metadata"
@.str.p = private unnamed_addr addrspace(1) constant [43 x i8] c"{5921:3}{6172:1}{6173:0,1,5}{6442:0,1}junk\00", section "llvm.metadata"
@.str.q = private unnamed_addr addrspace(1) constant [17 x i8] c"{5921:4}{6172:2}\00", section "llvm.metadata"
@.str.file = private unnamed_addr addrspace(1) constant [7 x i8] c"test.c\00", section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %i) {
entry:
  %arr = alloca [16 x i32], align 4
  call void @llvm.var.annotation.p0.p1(ptr %arr, ptr addrspace(1) @.str.arr, ptr addrspace(1) @.str.file, i32 1, ptr addrspace(1) null)
  %slot = getelementptr inbounds [16 x i32], ptr %arr, i64 0, i32 %i
  store i32 %i, ptr %slot, align 4
  %e = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  %p = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %e, ptr addrspace(1) @.str.p, ptr addrspace(1) @.str.file, i32 2, ptr addrspace(1) null)
  %v = load i32, ptr addrspace(1) %p, align 4
  %e2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  ; not loaded or stored: no latency controls (as llvm-spirv)
  %q = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %e2, ptr addrspace(1) @.str.q, ptr addrspace(1) @.str.file, i32 3, ptr addrspace(1) null)
  %e3 = getelementptr inbounds i32, ptr addrspace(1) %q, i32 1
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
