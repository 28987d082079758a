kernel void fcmp(global const float *a, global const float *b, global int *r, global float *out) {
  size_t i = get_global_id(0);
  float x = a[i], y = b[i];
  r[i] = (x < y) + (x <= y) * 2 + (x == y) * 4 + (x != y) * 8 + isnan(x) * 16 + isinf(y) * 32 + isordered(x, y) * 64 + signbit(x) * 128;
  out[i] = fmod(x, y) + copysign(x, y) + floor(x) + ceil(y) + trunc(x) + round(y) + -x + INFINITY * (x > 1e30f) + 0.1f;
}
