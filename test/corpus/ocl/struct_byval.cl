typedef struct { float x; int n; double d; char tag[3]; } params_t;
kernel void scale(global float *buf, params_t p) {
  size_t i = get_global_id(0);
  buf[i] = buf[i] * p.x + (float)p.n + (float)p.d + p.tag[1];
}
