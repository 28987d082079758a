; OpName are written in the order of the ids they name (llvm-spirv's order:
; its ids follow the order in which it creates the entities), whatever the
; order in which the translation made them: globals, then each function with
; its parameters, blocks and values.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %t.bc -spirv-text -o %t.spt
; RUN: FileCheck %s --check-prefix=SPV < %t.spt
; RUN: awk '$2 == "Name" { print $3 }' %t.spt | sort -n -c
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; SPV: Name [[#]] "zeta"
; SPV-NEXT: Name [[#]] "alpha"
; SPV-NEXT: Name [[#]] "helper"
; SPV-NEXT: Name [[#]] "x"
; SPV-NEXT: Name [[#]] "entry"
; SPV-NEXT: Name [[#]] "sum"
; SPV-NEXT: Name [[#]] "kern"
; SPV-NEXT: Name [[#]] "out"
; SPV-NEXT: Name [[#]] "n"
; SPV-NEXT: Name [[#]] "entry"
; SPV-NEXT: Name [[#]] "v"
; SPV-NEXT: Name [[#]] "w"
; SPV-NEXT: Name [[#]] "r"
; SPV-NEXT: Name [[#]] "t"
; SPV-NEXT: Name [[#]] "u"
; SPV-NOT: Name
; LLVM: @zeta = addrspace(1) global i32 7
; LLVM: @alpha = addrspace(1) global i32 1
; LLVM: define spir_func i32 @helper(i32 %x)
; LLVM: %sum = add i32 %x, 1
; LLVM: define spir_kernel void @kern(ptr addrspace(1) {{.*}}%out, i32 %n)
; LLVM: %u = add i32 %t, %r

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@zeta = addrspace(1) global i32 7, align 4
@alpha = addrspace(1) global i32 1, align 4

define spir_func i32 @helper(i32 %x) {
entry:
  %sum = add i32 %x, 1
  ret i32 %sum
}

define spir_kernel void @kern(ptr addrspace(1) %out, i32 %n) {
entry:
  %v = load i32, ptr addrspace(1) @alpha, align 4
  %w = load i32, ptr addrspace(1) @zeta, align 4
  %r = call spir_func i32 @helper(i32 %n)
  %t = add i32 %v, %w
  %u = add i32 %t, %r
  store i32 %u, ptr addrspace(1) %out, align 4
  ret void
}
