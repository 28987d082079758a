kernel void transpose(global const float *in, global float *out, local float *tile, int W, int H) {
  int x = get_global_id(0), y = get_global_id(1);
  int lx = get_local_id(0), ly = get_local_id(1);
  int ts = get_local_size(0);
  if (x < W && y < H)
    tile[ly * (ts + 1) + lx] = in[y * W + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  x = get_group_id(1) * ts + lx;
  y = get_group_id(0) * ts + ly;
  if (x < H && y < W)
    out[y * H + x] = tile[lx * (ts + 1) + ly];
  mem_fence(CLK_GLOBAL_MEM_FENCE);
}
