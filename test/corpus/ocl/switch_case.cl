kernel void classify(global const int *in, global int *out) {
  size_t i = get_global_id(0);
  int r;
  switch (in[i]) {
  case 0: r = 10; break;
  case 1: r = 20; break;
  case 5: r = in[i + 1] * 3; break;
  case 100: r = -1; break;
  case -7: r = 77; break;
  default: r = in[i] ^ 0x55;
  }
  out[i] = r;
}
