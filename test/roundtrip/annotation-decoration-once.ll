; A memory attribute on a private struct through llvm.ptr.annotation.
; Reverse writes it both as llvm.var.annotation and in the alloca's
; !spirv.Decorations (SPIR-V friendly IR, as llvm-spirv; every environment
; for lspv's own modules under --exact-roundtrip); forward wrote it from
; each, so the second forward decorated the variable twice (spirv-val:
; "decorated with MemoryINTEL multiple times").  The annotation adds nothing
; that the list has.  Typed and untyped pointers.  (Not yet a fixpoint: the
; first forward declares an i8 type and Int8 for the annotated pointer that
; nothing uses; left, fuzz/README.md.)
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_memory_attributes %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL1.2 %t.spv -o %t.12.bc
; RUN: %llvm-dis %t.12.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_memory_attributes %t.12.bc -o %t.12.spv
; RUN: %spirv-val %t.12.spv
; RUN: %lspv -to-text %t.12.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_memory_attributes %t.ir.bc -o %t.ir.spv
; RUN: %spirv-val %t.ir.spv
; RUN: %lspv -to-text %t.ir.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv --spirv-ext=+all %s -o %t.u.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL2.0 %t.u.spv -o %t.u.bc
; RUN: %lspv --spirv-ext=+all %t.u.bc -o %t.u.2.spv
; RUN: %if spirv-val-untyped %{ %spirv-val %t.u.2.spv %}
; RUN: %lspv -to-text %t.u.2.spv -o - | FileCheck %s --check-prefix=SPV
;
; SPV: Decorate [[#ST:]] MemoryINTEL "DEFAULT"
; SPV-NOT: Decorate [[#ST]] MemoryINTEL
; IR: alloca %struct.state, align 4, !spirv.Decorations
; IR: call void @llvm.var.annotation

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%struct.state = type { [8 x i32] }

@.str = private unnamed_addr addrspace(1) constant [27 x i8] c"{5826:\22DEFAULT\22}{5827:\221\22}\00", section "llvm.metadata"
@.str.1 = private unnamed_addr addrspace(1) constant [6 x i8] c"a.cpp\00", section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %v) {
entry:
  %st = alloca %struct.state, align 4
  %ann = call ptr @llvm.ptr.annotation.p0.p1(ptr %st, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 3, ptr addrspace(1) null)
  %q = getelementptr inbounds [8 x i32], ptr %ann, i64 0, i64 1
  store i32 %v, ptr %q, align 4
  %w = load i32, ptr %q, align 4
  store i32 %w, ptr addrspace(1) %out, align 4
  ret void
}

declare ptr @llvm.ptr.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
