kernel void c11(global atomic_int *counter, global atomic_uint *u, global int *out) {
  int old = atomic_fetch_add_explicit(counter, 1, memory_order_relaxed, memory_scope_device);
  atomic_fetch_or_explicit(u, 4u, memory_order_acq_rel, memory_scope_work_group);
  int expected = 0;
  bool ok = atomic_compare_exchange_strong_explicit(counter, &expected, 42,
              memory_order_seq_cst, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(u, 7u, memory_order_release, memory_scope_device);
  uint v = atomic_load_explicit(u, memory_order_acquire, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  out[get_global_id(0)] = old + (ok ? 1 : 0) + (int)v;
}
