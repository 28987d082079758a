; Reverse to SPV-IR declares each builtin right after the first function that
; uses it, where llvm-spirv declares it (it declares a builtin while
; translating its first user); several declared after one function keep the
; order of their first use.  For the OpenCL targets the declarations follow
; all definitions, as llvm-spirv's later renaming pass appends them.  Both
; translate forward again to valid modules.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv -r %t.spv -o %t.cl.bc
; RUN: %llvm-dis %t.cl.bc -o - | FileCheck %s --check-prefix=CL
; RUN: %lspv %t.ir.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv %t.cl.bc -o %t.3.spv
; RUN: %spirv-val %t.3.spv

; SPVIR-LABEL: define spir_func i32 @first(
; SPVIR-NEXT: entry:
; SPVIR: declare spir_func i32 @_Z{{[0-9]+}}__spirv_AtomicIAdd
; SPVIR-NOT: define
; SPVIR: declare spir_func void @_Z{{[0-9]+}}__spirv_ControlBarrier
; SPVIR-NEXT: {{^$}}
; SPVIR-NEXT: ; Function Attrs
; SPVIR-NEXT: define spir_func i64 @second(
; SPVIR: declare spir_func i64 @_Z{{[0-9]+}}__spirv_AtomicIAdd

; CL-LABEL: define spir_func i32 @first(
; CL-NOT: declare
; CL: define spir_func i64 @second(
; CL-NOT: define
; CL: declare

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i32 @first(ptr addrspace(1) %p) {
entry:
  %r = atomicrmw add ptr addrspace(1) %p, i32 1 seq_cst
  call void @_Z7barrierj(i32 1)
  ret i32 %r
}

define spir_func i64 @second(ptr addrspace(1) %p) {
entry:
  %r = atomicrmw add ptr addrspace(1) %p, i64 1 seq_cst
  ret i64 %r
}

declare spir_func void @_Z7barrierj(i32)
