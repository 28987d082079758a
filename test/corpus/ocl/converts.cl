kernel void conv(global const float *f, global int *i32, global uchar4 *u8, global long *l, global short *s) {
  size_t i = get_global_id(0);
  float v = f[i];
  i32[i] = convert_int_rte(v);
  u8[i] = convert_uchar4_sat((float4)(v, v * 2, -v, 300.0f));
  l[i] = convert_long(v) + (long)i32[i];
  s[i] = convert_short_sat(i32[i]);
  i32[i + 1] = as_int(v);
}
