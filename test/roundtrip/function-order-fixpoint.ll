; Function order under --exact-roundtrip (issue 19): a function pointer in a
; global's initializer names @second before @first.  Reverse declares a
; function where it first meets it, so without more @second would come
; first in the reversed module and a second forward would write it first;
; under --exact-roundtrip reverse puts the functions in the order of their
; OpFunction.  Debian's spirv-val (2023.1) refuses the forward reference from
; OpConstantFunctionPointerINTEL to its function, which the newest accepts:
; lspv's own checker validates here.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.cl.bc
; RUN: %llvm-dis %t.cl.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %t.cl.bc -o %t.cl.spv
; RUN: cmp %t.spv %t.cl.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %t.ir.bc -o %t.ir.spv
; RUN: cmp %t.spv %t.ir.spv
; RUN: %lspv --verify %t.ir.spv

; CHECK: OpConstantFunctionPointerINTEL %{{.*}} %second
; CHECK: OpConstantFunctionPointerINTEL %{{.*}} %first
; CHECK: %first = OpFunction
; CHECK: %second = OpFunction
; CHECK: %k = OpFunction

; IR: define {{.*}} @first(
; IR: define {{.*}} @second(
; IR: define {{.*}} @k(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global [2 x ptr] [ptr @second, ptr @first], align 8

define spir_func i32 @first(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define spir_func i32 @second(i32 %x) {
  %r = add i32 %x, 2
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %f = load ptr, ptr addrspace(1) @table, align 8
  %v = call spir_func i32 %f(i32 7)
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
