// cl_intel_subgroups (clang-22, CL2.0) through SPV_INTEL_subgroups: the
// shuffles, and the block reads/writes on a buffer (uint2, ushort8) and on
// an image (uint), in OpenCL C and back, and as SPIR-V friendly calls.
// RUN: %clang -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -cl-ext=+cl_intel_subgroups -O1 -emit-llvm-bc %s -o %t.bc
// RUN: %lspv --spirv-ext=+SPV_INTEL_subgroups %t.bc -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
// RUN: %lspv -r %t.spv -o %t.rev.bc
// RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
// RUN: %lspv --spirv-ext=+SPV_INTEL_subgroups %t.rev.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
// RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: %lspv --spirv-ext=+SPV_INTEL_subgroups %t.ir.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV

// Without the extension: one error naming it, and no output file.
// RUN: rm -f %t.off.spv
// RUN: not %lspv %t.bc -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: not test -e %t.off.spv
// OFF: RequiresExtension: Feature requires the following SPIR-V extension:
// OFF-NEXT: SPV_INTEL_subgroups

// SPV: Capability SubgroupShuffleINTEL
// SPV: Capability SubgroupBufferBlockIOINTEL
// SPV: Capability SubgroupImageBlockIOINTEL
// SPV: Extension "SPV_INTEL_subgroups"
// SPV-DAG: TypeInt [[#I32:]] 32 0
// SPV-DAG: TypeInt [[#I16:]] 16 0
// SPV-DAG: TypeVector [[#U2:]] [[#I32]] 2
// SPV-DAG: TypeVector [[#S8:]] [[#I16]] 8
// SPV-DAG: TypeFloat [[#F32:]] 32
// SPV-DAG: TypeVector [[#F2:]] [[#F32]] 2
// SPV: SubgroupShuffleINTEL [[#F2]] [[#]] [[#X:]] [[#C:]]
// SPV: SubgroupShuffleDownINTEL [[#F2]] [[#]] [[#X]] [[#X]] [[#C]]
// SPV: SubgroupShuffleUpINTEL [[#F32]] [[#]] [[#]] [[#]] [[#C]]
// SPV: SubgroupShuffleXorINTEL [[#F32]] [[#]] [[#]] [[#C]]
// SPV: SubgroupBlockReadINTEL [[#U2]] [[#V:]] [[#P:]]
// SPV: SubgroupBlockWriteINTEL [[#P]] [[#V]]
// SPV: SubgroupBlockReadINTEL [[#S8]] [[#S:]] [[#SP:]]
// SPV: SubgroupBlockWriteINTEL [[#SP]] [[#S]]
// SPV: SubgroupImageBlockReadINTEL [[#I32]] [[#I:]] [[#IN:]] [[#COORD:]]
// SPV: SubgroupImageBlockWriteINTEL [[#]] [[#COORD]] [[#I]]

// LLVM: call spir_func <2 x float> @_Z23intel_sub_group_shuffleDv2_fj(<2 x float> %{{.*}}, i32 %c)
// LLVM: call spir_func <2 x float> @_Z28intel_sub_group_shuffle_downDv2_fS_j(
// LLVM: call spir_func float @_Z26intel_sub_group_shuffle_upffj(
// LLVM: call spir_func float @_Z27intel_sub_group_shuffle_xorfj(
// LLVM: %[[V:.*]] = call spir_func <2 x i32> @_Z27intel_sub_group_block_read2PU3AS1Kj(ptr addrspace(1) %p)
// LLVM: call spir_func void @_Z28intel_sub_group_block_write2PU3AS1jDv2_j(ptr addrspace(1) %p, <2 x i32> %[[V]])
// LLVM: call spir_func <8 x i16> @_Z30intel_sub_group_block_read_us8PU3AS1Kt(ptr addrspace(1) %sp)
// LLVM: call spir_func void @_Z31intel_sub_group_block_write_us8PU3AS1tDv8_t(
// LLVM: call spir_func i32 @_Z26intel_sub_group_block_read14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %in, <2 x i32> %coord)
// LLVM: call spir_func void @_Z27intel_sub_group_block_write14ocl_image2d_woDv2_ij(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %out, <2 x i32> %coord, i32 %call11{{.*}})
// LLVM: declare spir_func <2 x float> @_Z23intel_sub_group_shuffleDv2_fj(<2 x float>, i32) #[[#CONV:]]
// LLVM: attributes #[[#CONV]] = { convergent nounwind }

// SPVIR: call spir_func <2 x float> @_Z28__spirv_SubgroupShuffleINTELDv2_fj(
// SPVIR: call spir_func <2 x float> @_Z32__spirv_SubgroupShuffleDownINTELDv2_fS_j(
// SPVIR: call spir_func float @_Z30__spirv_SubgroupShuffleUpINTELffj(
// SPVIR: call spir_func float @_Z31__spirv_SubgroupShuffleXorINTELfj(
// SPVIR: call spir_func <2 x i32> @_Z36__spirv_SubgroupBlockReadINTEL_Rint2PU3AS1Kj(ptr addrspace(1) %p)
// SPVIR: call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jDv2_j(
// SPVIR: call spir_func <8 x i16> @_Z38__spirv_SubgroupBlockReadINTEL_Rshort8PU3AS1Kt(
// SPVIR: call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1tDv8_t(
// SPVIR: call spir_func i32 @_Z40__spirv_SubgroupImageBlockReadINTEL_RintPU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(
// SPVIR: call spir_func void @_Z36__spirv_SubgroupImageBlockWriteINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_ij(

kernel void sg(global uint *p, global ushort *sp, global float *fp, read_only image2d_t in,
               write_only image2d_t out, int2 coord, uint c) {
  float2 x = vload2(0, fp);
  vstore2(intel_sub_group_shuffle(x, c), 0, fp);
  vstore2(intel_sub_group_shuffle_down(x, x, c), 1, fp);
  fp[4] = intel_sub_group_shuffle_up(fp[5], fp[6], c);
  fp[7] = intel_sub_group_shuffle_xor(fp[8], c);
  uint2 v = intel_sub_group_block_read2(p);
  intel_sub_group_block_write2(p, v);
  ushort8 s = intel_sub_group_block_read_us8(sp);
  intel_sub_group_block_write_us8(sp, s);
  uint i = intel_sub_group_block_read(in, coord);
  intel_sub_group_block_write(out, coord, i);
}
