kernel void misc(global float *a, global uint *idx) {
  size_t gid = get_global_id(0);
  uint dim = get_work_dim();
  size_t gs = get_global_size(0) + get_global_offset(0) + get_num_groups(0) + get_enqueued_local_size(0) + get_global_linear_id() + get_local_linear_id();
  idx[gid] = dim + (uint)gs;
  a[gid] = a[gid] * 0.5f;
}
