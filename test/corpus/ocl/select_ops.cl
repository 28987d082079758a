kernel void sel(global const int4 *a, global const int4 *b, global int4 *c, global float *d) {
  size_t i = get_global_id(0);
  c[i] = select(a[i], b[i], a[i] > b[i]);
  d[i] = bitselect(d[i], 1.0f, 2.0f) + (a[i].x > 0 ? d[i] : -d[i]);
  c[i + 1] = any(a[i] < 0) ? (int4)(1) : (int4)(all(b[i] > 0));
}
