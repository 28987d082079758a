kernel void wgfuncs(global int *a, global float *f) {
  size_t i = get_global_id(0);
  int s = work_group_reduce_add(a[i]);
  float m = work_group_scan_inclusive_max(f[i]);
  int b = work_group_broadcast(a[i], 0);
  a[i] = s + b + work_group_all(a[i] > 0) + work_group_any(a[i] < 0);
  f[i] = m;
}
