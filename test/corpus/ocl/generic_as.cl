int load_generic(int *p) { return *p + 1; }
void store_generic(int *p, int v) { *p = v; }
kernel void gen(global int *g, local int *l) {
  size_t i = get_global_id(0);
  private int priv = (int)i;
  l[get_local_id(0)] = g[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  int *p = (i & 1) ? (int *)&g[i] : (int *)&l[get_local_id(0)];
  store_generic(&priv, load_generic(p));
  global int *back = to_global(p);
  if (back)
    *back = priv;
}
