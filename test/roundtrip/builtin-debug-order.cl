// A work-item builtin in a kernel with debug info, at -O1: forward writes
// the kernel's debug scope and line before the call declares its BuiltIn
// variable; the exact reverse gives the call back as a load of the
// __spirv_BuiltIn global, and forward declares that variable at the same
// place (after the hooks before the instruction), so the round trip is a
// fixpoint: the 32-bit int the debug records use first stays first.
// RUN: %clang -cl-std=CL2.0 -target spir64 -O1 -g -emit-llvm -c -Xclang -finclude-default-header %s -o %t.bc
// RUN: %lspv --spirv-ext=+all %t.bc -o %t.spv
// RUN: %lspv --verify %t.spv
// RUN: %lspv -to-text %t.spv -o - | FileCheck %s
// RUN: %lspv -r --exact-roundtrip --spirv-target-env=SPV-IR %t.spv -o %t.r.bc
// RUN: %llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=LLVM
// RUN: %lspv --spirv-ext=+all %t.r.bc -o %t.2.spv
// RUN: cmp %t.spv %t.2.spv
// RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL2.0 %t.spv -o %t.c.bc
// RUN: %lspv --spirv-ext=+all %t.c.bc -o %t.3.spv
// RUN: cmp %t.spv %t.3.spv

// CHECK: TypeInt [[#]] 32 0
// CHECK: TypeInt [[#]] 64 0
// CHECK: Variable [[#]] [[#]] 1
// LLVM: load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId

kernel void vadd(global const float *a, global const float *b, global float *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
