kernel void mathy(global float *x, global float4 *v) {
  size_t i = get_global_id(0);
  float a = x[i];
  x[i] = sin(a) + exp(a) * pow(a, 2.5f) + fmax(a, 1.0f) + mad(a, a, 0.5f) + sqrt(fabs(a))
       + native_cos(a) + half_exp2(a) + log1p(a) + clamp(a, -1.0f, 1.0f) + rsqrt(a + 2.0f);
  v[i] = normalize(v[i]) * dot(v[i], v[i]) + cross(v[i], v[i + 1]) + fmin(v[i], 3.0f);
}
