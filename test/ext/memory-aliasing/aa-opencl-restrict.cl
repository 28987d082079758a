// The proof that the meaning survives: OpenCL C with restrict parameters,
// compiled by clang at -O2 (inlining a restrict-param helper gives its
// accesses !alias.scope / !noalias), answers the same scoped-noalias
// queries before and after lspv's round trip.  instnamer names every value
// so that the answers can be compared pair by pair (OpName carries the
// names); aa-pairs.py keeps the pairs whose both sides carry alias metadata,
// so lost metadata shows up as a difference too.
// RUN: %clang -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2 -Xclang -finclude-default-header %s -o %t.raw.ll
// RUN: %opt -passes=instnamer %t.raw.ll -S -o %t.ll
// RUN: %opt -passes=aa-eval -aa-pipeline=scoped-noalias-aa -evaluate-aa-metadata -print-all-alias-modref-info -disable-output %t.ll 2>&1 | %python %S/Inputs/aa-pairs.py > %t.before
// RUN: FileCheck %s --input-file=%t.before
// RUN: %lspv --spirv-ext=+SPV_INTEL_memory_access_aliasing %t.ll -o %t.spv
// RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
// Reverse keeps each pointer OpBitcast as a no-op cast (as llvm-spirv reads
// it); instsimplify folds them so that the pairs name the same pointers.
// RUN: %lspv -r %t.spv -o %t.rt.raw.ll -S
// RUN: %opt -passes=instsimplify %t.rt.raw.ll -S -o %t.rt.ll 2>/dev/null
// RUN: %opt -passes=aa-eval -aa-pipeline=scoped-noalias-aa -evaluate-aa-metadata -print-all-alias-modref-info -disable-output %t.rt.ll 2>&1 | %python %S/Inputs/aa-pairs.py > %t.after
// RUN: diff %t.before %t.after

// The comparison is not vacuous: the metadata proves NoAlias for loads and
// stores, and NoModRef for the call to log_value (the atomics are left out
// of the comparison: they come back as builtin calls; see aa-pairs.py).
// CHECK-DAG: NoAlias | load
// CHECK-DAG: NoAlias | {{.*}}store
// CHECK-DAG: NoModRef | call @log_value
// CHECK-DAG: MayAlias |

// SPV-DAG: Capability MemoryAccessAliasingINTEL
// SPV-DAG: AliasScopeListDeclINTEL
// SPV-DAG: DecorateId [[#]] NoAliasINTEL
// SPV-DAG: DecorateId [[#]] AliasScopeINTEL
// SPV-DAG: Load [[#]] [[#]] [[#]] 196610 4 [[#]] [[#]]
// SPV-DAG: Store [[#]] [[#]] 196610 4 [[#]] [[#]]

__attribute__((noinline)) void log_value(global float *p, float v) { *p += v; }

static void saxpy(global float *restrict y, global const float *restrict x, float a, int n) {
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

static void add_count(global float *restrict out, global const float *restrict in,
                      global int *restrict count, global float *restrict logp, int i) {
  out[i] = in[i] + in[i + 1];
  atomic_inc(count);
  atomic_fetch_add_explicit((volatile global atomic_int *)count, 2, memory_order_relaxed);
  log_value(logp, out[i]);
  log_value(out + 8, in[i]);
}

kernel void k_saxpy(global float *y, global float *x, float a) {
  int g = get_global_id(0);
  saxpy(y + 4 * g, x + 4 * g, a, 4);
}

kernel void k_add(global float *out, global float *in, global int *count, global float *logp) {
  add_count(out, in, count, logp, get_global_id(0));
}
