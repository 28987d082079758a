// OpenCL C work-group and sub-group builtins (clang-22, CL2.0, the
// cl_khr_subgroup_* extensions): OpGroup* and OpGroupNonUniform* with their
// scope, GroupOperation and signedness, int predicates as bools (x != 0 and
// a select back), both directions and the SPIR-V friendly spelling.
// RUN: %clang -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -O1 -emit-llvm-bc %s -o %t.bc
// RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: %lspv %t.bc -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
// RUN: %lspv -r %t.spv -o %t.rev.bc
// RUN: %lspv %t.rev.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
// RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: %lspv %t.ir.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV

// The non-uniform instructions need SPIR-V 1.3.
// SPV: 119734787 66304
// SPV-DAG: Capability Groups
// SPV-DAG: Capability GroupNonUniformVote
// SPV-DAG: Capability GroupNonUniformBallot
// SPV-DAG: Capability GroupNonUniformArithmetic
// SPV-DAG: Capability GroupNonUniformClustered
// SPV-DAG: Capability GroupNonUniformShuffle
// SPV-DAG: Capability GroupNonUniformShuffleRelative
// SPV-DAG: TypeInt [[#I32:]] 32 0
// SPV-DAG: TypeFloat [[#F32:]] 32
// SPV-DAG: TypeBool [[#BOOL:]]
// SPV-DAG: Constant [[#I32]] [[#ZERO:]] 0
// SPV-DAG: Constant [[#I32]] [[#ONE:]] 1
// SPV-DAG: Constant [[#I32]] [[#WG:]] 2
// SPV-DAG: Constant [[#I32]] [[#SG:]] 3
// SPV-DAG: Constant [[#I32]] [[#FOUR:]] 4
// SPV-DAG: TypeVector [[#V4:]] [[#I32]] 4

// SPV: INotEqual [[#BOOL]] [[#P:]] [[#A:]] [[#ZERO]]
// SPV: GroupAll [[#BOOL]] [[#R:]] [[#WG]] [[#P]]
// SPV: Select [[#I32]] [[#]] [[#R]] [[#ONE]] [[#ZERO]]
// SPV: GroupAny [[#BOOL]]
// SPV: GroupBroadcast [[#I32]] [[#]] [[#WG]] [[#A]] [[#]]
// SPV: GroupIAdd [[#I32]] [[#]] [[#WG]] 0 [[#A]]
// SPV: GroupUMin [[#I32]] [[#]] [[#WG]] 1 [[#U:]]
// SPV: GroupFMax [[#F32]] [[#]] [[#WG]] 2 [[#F:]]
// SPV: GroupUMax [[#I32]] [[#]] [[#SG]] 0 [[#U]]
// SPV: GroupBroadcast [[#I32]] [[#]] [[#SG]] [[#A]] [[#SG]]

// SPV: GroupNonUniformElect [[#BOOL]] [[#E:]] [[#SG]]
// SPV: Select [[#I32]] [[#]] [[#E]] [[#ONE]] [[#ZERO]]
// SPV: GroupNonUniformAllEqual [[#BOOL]] [[#]] [[#SG]] [[#F2:]]
// SPV: GroupNonUniformBroadcast [[#I32]] [[#]] [[#SG]] [[#A2:]] [[#WG]]
// SPV: GroupNonUniformBroadcastFirst [[#I32]] [[#]] [[#SG]] [[#U2:]]
// SPV: INotEqual [[#BOOL]] [[#P2:]] [[#A2]] [[#ZERO]]
// SPV: GroupNonUniformBallot [[#V4]] [[#B:]] [[#SG]] [[#P2]]
// SPV: GroupNonUniformInverseBallot [[#BOOL]] [[#]] [[#SG]] [[#B]]
// SPV: GroupNonUniformBallotBitExtract [[#BOOL]] [[#]] [[#SG]] [[#B]] [[#U2]]
// SPV: GroupNonUniformBallotBitCount [[#I32]] [[#]] [[#SG]] 0 [[#B]]
// SPV: GroupNonUniformBallotBitCount [[#I32]] [[#]] [[#SG]] 2 [[#B]]
// SPV: GroupNonUniformBallotFindMSB [[#I32]] [[#]] [[#SG]] [[#B]]
// SPV: GroupNonUniformUMax [[#I32]] [[#]] [[#SG]] 1 [[#U2]]
// SPV: GroupNonUniformIMul [[#I32]] [[#]] [[#SG]] 0 [[#A2]]
// SPV: GroupNonUniformFMin [[#F32]] [[#]] [[#SG]] 2 [[#F2]]
// SPV: GroupNonUniformBitwiseXor [[#I32]] [[#]] [[#SG]] 0 [[#A2]]
// SPV: INotEqual [[#BOOL]] [[#P3:]] [[#A2]] [[#ZERO]]
// SPV: GroupNonUniformLogicalOr [[#BOOL]] [[#]] [[#SG]] 0 [[#P3]]
// SPV: GroupNonUniformUMin [[#I32]] [[#]] [[#SG]] 3 [[#U2]] [[#FOUR]]
// SPV: GroupNonUniformShuffle [[#F32]] [[#]] [[#SG]] [[#F2]] [[#U2]]
// SPV: GroupNonUniformShuffleXor [[#I32]] [[#]] [[#SG]] [[#A2]] [[#ONE]]
// SPV: GroupNonUniformShuffleUp [[#I32]] [[#]] [[#SG]] [[#A2]] [[#ONE]]
// SPV: GroupNonUniformShuffleDown [[#I32]] [[#]] [[#SG]] [[#A2]] [[#ONE]]

// LLVM-LABEL: define spir_kernel void @wg(
// LLVM: %[[P:[0-9]+]] = icmp ne i32 %a, 0
// LLVM-NEXT: %[[PI:[0-9]+]] = zext i1 %[[P]] to i32
// LLVM-NEXT: %[[ALL:[0-9]+]] = call spir_func i32 @_Z14work_group_alli(i32 %[[PI]])
// LLVM-NEXT: icmp ne i32 %[[ALL]], 0
// LLVM: call spir_func i32 @_Z20work_group_broadcastjmm(i32 %a, i64 1, i64 2)
// LLVM: call spir_func i32 @_Z21work_group_reduce_addi(i32 %a)
// LLVM: call spir_func i32 @_Z29work_group_scan_inclusive_minj(i32 %u)
// LLVM: call spir_func float @_Z29work_group_scan_exclusive_maxf(float %f)
// LLVM: call spir_func i32 @_Z20sub_group_reduce_maxj(i32 %u)
// LLVM: call spir_func i32 @_Z19sub_group_broadcastjj(i32 %a, i32 3)
// LLVM-LABEL: define spir_kernel void @sg(
// LLVM: call spir_func i32 @_Z15sub_group_electv()
// LLVM: call spir_func i32 @_Z31sub_group_non_uniform_all_equalf(float %f)
// LLVM: call spir_func i32 @_Z31sub_group_non_uniform_broadcastjj(i32 %a, i32 2)
// LLVM: call spir_func i32 @_Z25sub_group_broadcast_firstj(i32 %u)
// LLVM: call spir_func <4 x i32> @_Z16sub_group_balloti(i32
// LLVM: call spir_func i32 @_Z24sub_group_inverse_ballotDv4_j(
// LLVM: call spir_func i32 @_Z28sub_group_ballot_bit_extractDv4_jj(
// LLVM: call spir_func i32 @_Z26sub_group_ballot_bit_countDv4_j(
// LLVM: call spir_func i32 @_Z31sub_group_ballot_exclusive_scanDv4_j(
// LLVM: call spir_func i32 @_Z25sub_group_ballot_find_msbDv4_j(
// LLVM: call spir_func <4 x i32> @_Z21get_sub_group_lt_maskv()
// LLVM: call spir_func i32 @_Z40sub_group_non_uniform_scan_inclusive_maxj(i32 %u)
// LLVM: call spir_func i32 @_Z32sub_group_non_uniform_reduce_muli(i32 %a)
// LLVM: call spir_func float @_Z40sub_group_non_uniform_scan_exclusive_minf(float %f)
// LLVM: call spir_func i32 @_Z32sub_group_non_uniform_reduce_xori(i32 %a)
// LLVM: call spir_func i32 @_Z39sub_group_non_uniform_reduce_logical_ori(i32
// LLVM: call spir_func i32 @_Z30sub_group_clustered_reduce_minjj(i32 %u, i32 4)
// LLVM: call spir_func float @_Z17sub_group_shufflefj(float %f, i32 %u)
// LLVM: call spir_func i32 @_Z21sub_group_shuffle_xorij(i32 %a, i32 1)
// LLVM: call spir_func i32 @_Z20sub_group_shuffle_upij(i32 %a, i32 1)
// LLVM: call spir_func i32 @_Z22sub_group_shuffle_downij(i32 %a, i32 1)
// LLVM: declare spir_func i32 @_Z14work_group_alli(i32) #[[#CONV:]]
// LLVM: attributes #[[#CONV]] = { convergent nounwind }

// SPVIR-DAG: declare spir_func i1 @_Z16__spirv_GroupAllib(i32, i1)
// SPVIR-DAG: declare spir_func i32 @_Z22__spirv_GroupBroadcastiiDv2_m(i32, i32, <2 x i64>)
// SPVIR-DAG: declare spir_func i32 @_Z17__spirv_GroupUMiniij(i32, i32, i32)
// SPVIR-DAG: declare spir_func i1 @_Z28__spirv_GroupNonUniformElecti(i32)
// SPVIR-DAG: declare spir_func <4 x i32> @_Z29__spirv_GroupNonUniformBallotib(i32, i1)
// SPVIR-DAG: declare spir_func i1 @_Z39__spirv_GroupNonUniformBallotBitExtractiDv4_jj(i32, <4 x i32>, i32)
// SPVIR-DAG: declare spir_func i32 @_Z37__spirv_GroupNonUniformBallotBitCountiiDv4_j(i32, i32, <4 x i32>)
// SPVIR-DAG: declare spir_func i32 @_Z27__spirv_GroupNonUniformIMuliii(i32, i32, i32)
// SPVIR-DAG: declare spir_func i32 @_Z27__spirv_GroupNonUniformUMiniijj(i32, i32, i32, i32)
// SPVIR-DAG: declare spir_func float @_Z30__spirv_GroupNonUniformShuffleifj(i32, float, i32)
kernel void wg(global int *ip, global uint *up, global float *fp, global long *lp, int a,
               uint u, float f) {
  ip[0] = work_group_all(a);
  ip[1] = work_group_any(a);
  ip[2] = work_group_broadcast(a, (size_t)1, (size_t)2);
  ip[3] = work_group_reduce_add(a);
  up[0] = work_group_scan_inclusive_min(u);
  fp[0] = work_group_scan_exclusive_max(f);
  up[1] = sub_group_reduce_max(u);
  ip[4] = sub_group_broadcast(a, 3u);
}

kernel void sg(global int *ip, global uint *up, global float *fp, global uint4 *vp, int a,
               uint u, float f) {
  ip[0] = sub_group_elect();
  ip[1] = sub_group_non_uniform_all_equal(f);
  ip[2] = sub_group_non_uniform_broadcast(a, 2u);
  up[0] = sub_group_broadcast_first(u);
  uint4 b = sub_group_ballot(a);
  vp[0] = b;
  ip[3] = sub_group_inverse_ballot(b);
  ip[4] = sub_group_ballot_bit_extract(b, u);
  up[1] = sub_group_ballot_bit_count(b);
  up[2] = sub_group_ballot_exclusive_scan(b);
  up[3] = sub_group_ballot_find_msb(b);
  vp[1] = get_sub_group_lt_mask();
  up[4] = sub_group_non_uniform_scan_inclusive_max(u);
  ip[5] = sub_group_non_uniform_reduce_mul(a);
  fp[0] = sub_group_non_uniform_scan_exclusive_min(f);
  ip[6] = sub_group_non_uniform_reduce_xor(a);
  ip[7] = sub_group_non_uniform_reduce_logical_or(a);
  up[5] = sub_group_clustered_reduce_min(u, 4u);
  fp[1] = sub_group_shuffle(f, u);
  ip[8] = sub_group_shuffle_xor(a, 1u);
  ip[9] = sub_group_shuffle_up(a, 1u);
  ip[10] = sub_group_shuffle_down(a, 1u);
}
