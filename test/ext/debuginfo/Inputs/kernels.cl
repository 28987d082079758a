// Debug-info round trips: types of every kind OpenCL C has, a loop with a
// lexical block, a helper the optimizer inlines, a global table.
typedef struct {
  int count;
  float weights[4];
} params_t;

enum mode { MODE_SUM, MODE_MAX = 7 };

__constant int lut[3] = {2, 3, 5};

static int accumulate(int n, __global const int *src) {
  int total = 0;
  for (int i = 0; i < n; i++) {
    total += src[i] * lut[i % 3];
  }
  return total;
}

__kernel void reduce(__global int *dst, __global const int *src, params_t p,
                     int n) {
  int gid = get_global_id(0);
  float4 scale = (float4)(0.5f);
  enum mode m = MODE_MAX;
  int acc = accumulate(n, src);
  dst[gid] = acc + p.count + (int)scale.y + m;
}
