global int counter = 5;
global float4 gvec = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
global int garr[3] = {7, 8, 9};
kernel void gv(global int *out) {
  size_t i = get_global_id(0);
  counter += (int)i;
  out[i] = counter + garr[i % 3] + (int)gvec.y;
}
