kernel void matmul(global const float *A, global const float *B, global float *C, int N) {
  int row = get_global_id(0);
  int col = get_global_id(1);
  float acc = 0.0f;
  for (int k = 0; k < N; k++)
    for (int j = 0; j < 4; j++)
      acc += A[row * N + k] * B[k * N + col + j];
  C[row * N + col] = acc;
}
