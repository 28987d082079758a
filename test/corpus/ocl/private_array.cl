kernel void priv(global const int *in, global int *out, int n) {
  int tmp[16];
  for (int k = 0; k < 16; k++)
    tmp[k] = in[get_global_id(0) * 16 + k] * k;
  int s = 0;
  for (int k = 0; k < 16; k++)
    s += tmp[(k * n) & 15];
  out[get_global_id(0)] = s;
}
