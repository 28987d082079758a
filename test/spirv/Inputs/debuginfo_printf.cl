constant char s[] = "a\"b\\c\nd e\tf";
kernel void k(global long *o, global double *d, int x) {
  printf("hi \"%d\"\n", x);
  o[0] = 0x123456789abcdefL + x;
  d[0] = 3.25 * x;
  switch ((long)x) { case 0x100000000L: o[1]=1; break; case 5: o[1]=7; break; default: o[1] = s[x]; }
}
