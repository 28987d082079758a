// Functions and globals rich in attributes and metadata for the
// NonSemantic.AuxData fidelity test: kernels with work-group attributes and
// kernel-argument metadata, noinline helpers, an inline (C99: emitted
// available_externally at -O2) definition, program-scope globals.
global int counter = 5;
global float4 table[4] = {(float4)(1.0f), (float4)(2.0f), (float4)(3.0f), (float4)(4.0f)};
constant int lut[8] = {1, 2, 3, 5, 8, 13, 21, 34};

__attribute__((noinline)) int helper(int x) { return x * lut[x & 7] + counter; }

__attribute__((noinline)) inline int twice(int x) { return 2 * x; }

__attribute__((noinline)) float fhelper(float a, float b) { return a * b + 1.0f; }

__attribute__((reqd_work_group_size(64, 1, 1)))
__attribute__((vec_type_hint(float4)))
kernel void k1(global int *out, global const float *in, local float *tmp) {
  size_t i = get_global_id(0);
  tmp[get_local_id(0)] = in[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = helper((int)i) + twice((int)tmp[0]);
  counter += 1;
}

__attribute__((work_group_size_hint(16, 16, 1)))
kernel void k2(global float4 *out, const float scale) {
  size_t i = get_global_id(0);
  out[i] = table[i & 3] * fhelper(scale, (float)i);
}

kernel void k3(global int *restrict out, global const int *restrict a, int n) {
  for (int i = 0; i < n; i++)
    out[i] = a[i] + twice(i);
}
