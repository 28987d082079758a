static float helper(float x, float y) { return x * y + 1.0f; }
float shared_fn(global float *p, int k) { return p[k] * 2.0f; }
kernel void k1(global float *a) { a[get_global_id(0)] = helper(a[0], shared_fn(a, 1)); }
kernel void k2(global float *a, float s) { a[get_global_id(0)] = shared_fn(a, 2) * s; k1(a); }
