kernel void reduce_max(global const int *in, global int *out, int n) {
  local int tile[64];
  size_t lid = get_local_id(0);
  tile[lid] = in[get_global_id(0)];
  work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == 0) {
    int m = tile[0];
    for (int i = 1; i < n; i++)
      m = max(m, tile[i]);
    out[get_group_id(0)] = m;
  }
}
