#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void hd(global half *h, global double *d, global float *f) {
  size_t i = get_global_id(0);
  half hv = h[i];
  double dv = d[i];
  h[i] = hv * (half)2.0 + (half)1.5;
  d[i] = dv * 3.141592653589793 + 1e-300 + sqrt(dv);
  f[i] = vload_half(i, h) + (float)dv;
  vstore_half(f[i], i + 1, h);
}
