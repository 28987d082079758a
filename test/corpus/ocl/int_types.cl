kernel void ints(global char *c, global short *s, global long *l, global ulong *ul, global uchar *uc) {
  size_t i = get_global_id(0);
  c[i] = (char)(c[i] * 3 - 128);
  s[i] = (short)(s[i] / 7 + 32767);
  l[i] = l[i] % 1000000007L - 9223372036854775807L;
  ul[i] = ul[i] / 3UL + 18446744073709551615UL;
  uc[i] = abs_diff(uc[i], (uchar)200) + (uchar)(c[i] < 0);
}
