__attribute__((reqd_work_group_size(8, 4, 1)))
kernel void reqd(global int *a) { a[get_global_id(0)] = get_local_size(1); }

__attribute__((work_group_size_hint(64, 1, 1)))
kernel void hint(global int *a) { a[get_global_id(0)] *= 2; }

__attribute__((vec_type_hint(float4)))
kernel void vth(global float4 *a) { a[get_global_id(0)] += (float4)(1.0f); }

__attribute__((reqd_work_group_size(16, 16, 1))) __attribute__((vec_type_hint(int)))
kernel void both(global int *a) { a[get_global_id(1) * 16 + get_global_id(0)] = 1; }
