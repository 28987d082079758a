// cl_khr_subgroup_rotate (clang-22, CL2.0) through SPV_KHR_subgroup_rotate:
// sub_group_rotate and sub_group_clustered_rotate on int and float values.
// RUN: %clang -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -O1 -emit-llvm-bc %s -o %t.bc
// RUN: %lspv --spirv-ext=+SPV_KHR_subgroup_rotate %t.bc -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
// RUN: %lspv -r %t.spv -o %t.rev.bc
// RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
// RUN: %lspv --spirv-ext=+SPV_KHR_subgroup_rotate %t.rev.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
// RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: %lspv --spirv-ext=+SPV_KHR_subgroup_rotate %t.ir.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV

// Without the extension: one error naming it, and no output file.
// RUN: rm -f %t.off.spv
// RUN: not %lspv %t.bc -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: not test -e %t.off.spv
// OFF: RequiresExtension: Feature requires the following SPIR-V extension:
// OFF-NEXT: SPV_KHR_subgroup_rotate

// SPV-DAG: Capability GroupNonUniformRotateKHR
// SPV-DAG: Extension "SPV_KHR_subgroup_rotate"
// SPV-DAG: TypeInt [[#I32:]] 32 0
// SPV-DAG: TypeFloat [[#F32:]] 32
// SPV-DAG: Constant [[#I32]] [[#ONE:]] 1
// SPV-DAG: Constant [[#I32]] [[#TWO:]] 2
// SPV-DAG: Constant [[#I32]] [[#SG:]] 3
// SPV-DAG: Constant [[#I32]] [[#FOUR:]] 4
// SPV: GroupNonUniformRotateKHR [[#I32]] [[#]] [[#SG]] [[#A:]] [[#TWO]]
// SPV: GroupNonUniformRotateKHR [[#I32]] [[#]] [[#SG]] [[#U:]] [[#ONE]] [[#FOUR]]
// SPV: GroupNonUniformRotateKHR [[#F32]] [[#]] [[#SG]] [[#F:]] [[#A]]

// LLVM: call spir_func i32 @_Z16sub_group_rotateii(i32 %a, i32 2)
// LLVM: call spir_func i32 @_Z26sub_group_clustered_rotateiij(i32 %u, i32 1, i32 4)
// LLVM: call spir_func float @_Z16sub_group_rotatefi(float %f, i32 %a)
// LLVM: declare spir_func i32 @_Z16sub_group_rotateii(i32, i32) #[[#CONV:]]
// LLVM: attributes #[[#CONV]] = { convergent nounwind }

// SPVIR: call spir_func i32 @_Z32__spirv_GroupNonUniformRotateKHRiij(i32 3, i32 %a, i32 2)
// SPVIR: call spir_func i32 @_Z32__spirv_GroupNonUniformRotateKHRiijj(i32 3, i32 %u, i32 1, i32 4)
// SPVIR: call spir_func float @_Z32__spirv_GroupNonUniformRotateKHRifj(i32 3, float %f, i32 %a)

kernel void rot(global int *ip, global uint *up, global float *fp, int a, uint u, float f) {
  ip[0] = sub_group_rotate(a, 2);
  up[0] = sub_group_clustered_rotate(u, 1, 4u);
  fp[0] = sub_group_rotate(f, a);
}
