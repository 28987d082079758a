kernel void histo(global const uchar *data, volatile global uint *bins, volatile global int *flag) {
  size_t i = get_global_id(0);
  atomic_add(&bins[data[i]], 1u);
  atomic_inc(&bins[256]);
  atomic_max(&bins[257], (uint)data[i]);
  atomic_cmpxchg(flag, 0, 1);
  atomic_xchg(flag + 1, (int)i);
}
