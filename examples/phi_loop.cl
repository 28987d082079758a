kernel void collatz(global uint *inout) {
  size_t i = get_global_id(0);
  uint n = inout[i];
  uint steps = 0;
  while (n != 1 && steps < 1000) {
    n = (n & 1) ? 3 * n + 1 : n / 2;
    steps++;
  }
  inout[i] = steps;
}
