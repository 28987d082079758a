kernel void bits(global uint *x, global ulong *y) {
  size_t i = get_global_id(0);
  uint v = x[i];
  x[i] = popcount(v) + clz(v) + ctz(v) + rotate(v, 5u) + (v << 3) + (v >> 7) + (~v & 0xF0F0F0F0u) + (v | 1u) + (v ^ 0xDEADBEEFu);
  y[i] = (y[i] * 0x123456789ABCDEF0UL) >> 13 ^ 0xFFFFFFFFFFFFFFFFUL;
  x[i + 1] = upsample((ushort)v, (ushort)(v >> 16)) + mul_hi(v, v) + add_sat(v, 7u) + hadd(v, 3u);
}
