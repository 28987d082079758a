constant float coeffs[8] = {0.125f, 0.25f, 0.5f, 1.0f, 2.0f, 4.0f, 8.0f, 16.0f};
constant int lut[4] = {1, -1, 42, 0x7fffffff};
kernel void fir(global const float *in, global float *out, constant float *extra) {
  size_t i = get_global_id(0);
  float acc = 0.0f;
  for (int k = 0; k < 8; k++)
    acc += coeffs[k] * in[i + k];
  out[i] = acc * extra[0] + (float)lut[i & 3];
}
