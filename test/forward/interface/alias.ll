; From SPIR-V 1.4 an entry point's interface lists every module-scope
; variable its call tree references, also one it reaches through a global
; alias (forward writes the aliasee's id for the alias).  A fuzz_ir finding:
; the use walk stopped at the alias, and lspv's checker refused its own
; OpEntryPoint ("variable N is used by the entry point's functions but is not
; in its interface").  The nsw add asks for 1.4 (NoSignedWrap).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify %t.rev.bc -o /dev/null
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv

; CHECK: 119734787 66560
; CHECK-DAG: EntryPoint 6 [[#K:]] "k" [[#G:]] {{$}}
; CHECK-DAG: EntryPoint 6 [[#]] "k2" [[#G]] {{$}}
; CHECK-DAG: Name [[#G]] "g"
; CHECK-DAG: Variable [[#]] [[#G]] 5

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4
@g.alias = alias i32, ptr addrspace(1) @g
@g.alias2 = alias i32, ptr addrspace(1) @g.alias

define spir_kernel void @k(i32 %n) {
  %v = add nsw i32 %n, 1
  store i32 %v, ptr addrspace(1) @g.alias, align 4
  ret void
}

define spir_func void @f() {
  store i32 2, ptr addrspace(1) @g.alias2, align 4
  ret void
}

define spir_kernel void @k2() {
  call spir_func void @f()
  ret void
}
