kernel void pcast(global float *buf, global char *bytes) {
  size_t i = get_global_id(0);
  global int *ip = (global int *)buf;
  ip[i] = ip[i] & 0x7fffffff;
  global uchar4 *q = (global uchar4 *)bytes;
  q[i] = q[i].wzyx;
  global short *sp = (global short *)(bytes + 3);
  sp[i] = 5;
}
