kernel void shuf(global float4 *a, global float8 *b, global int4 *out) {
  size_t i = get_global_id(0);
  float4 x = a[i];
  float8 y = b[i];
  uint4 mask = (uint4)(3, 2, 1, 0);
  float4 s = shuffle(x, mask);
  float4 t = shuffle2(x, y.lo, (uint4)(0, 4, 1, 5));
  a[i] = s + t + x.wzyx + y.odd;
  out[i] = (int4)(x.xy > y.s01, isless(x.zw, y.hi.xy));
}
