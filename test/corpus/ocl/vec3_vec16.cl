kernel void vecs(global float3 *a, global int16 *b, global float *out) {
  size_t i = get_global_id(0);
  float3 v = vload3(i, (global float *)a);
  int16 w = b[i];
  w = w * 2 + (int16)(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
  b[i] = w;
  vstore3(v * 2.0f, i, out);
  out[i] = v.x + v.y + v.z + (float)w.sf;
}
