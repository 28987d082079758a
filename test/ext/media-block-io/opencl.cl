// cl_intel_media_block_io (clang-22, CL2.0; clang has no declarations of
// its builtins, so they are declared here) through SPV_INTEL_media_block_io:
// 2D block reads and writes of uchar, ushort4 and uint8 on images.  SPIR-V
// takes the image first; OpenCL C last.
// RUN: %clang -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -O1 -emit-llvm-bc %s -o %t.bc
// RUN: %lspv --spirv-ext=+SPV_INTEL_media_block_io %t.bc -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
// RUN: %lspv -r %t.spv -o %t.rev.bc
// RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
// RUN: %lspv --spirv-ext=+SPV_INTEL_media_block_io %t.rev.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
// RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: %lspv --spirv-ext=+SPV_INTEL_media_block_io %t.ir.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV

// Without the extension: one error naming it, and no output file.
// RUN: rm -f %t.off.spv
// RUN: not %lspv %t.bc -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: not test -e %t.off.spv
// OFF: RequiresExtension: Feature requires the following SPIR-V extension:
// OFF-NEXT: SPV_INTEL_media_block_io

// A read takes four arguments.
// RUN: %llvm-dis %t.bc -o - | sed -e 's/(<2 x i32> noundef %%coord, i32 noundef 1, i32 noundef 16, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %%src)/(<2 x i32> noundef %%coord, i32 noundef 1, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %%src)/' > %t.bad.ll
// RUN: rm -f %t.bad.spv
// RUN: not %lspv %t.bad.ll --spirv-ext=+SPV_INTEL_media_block_io -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not test -e %t.bad.spv
// BAD: InvalidFunctionCall: intel_sub_group_media_block_read takes 4 arguments in function 'media'

// SPV: Capability SubgroupImageMediaBlockIOINTEL
// SPV: Extension "SPV_INTEL_media_block_io"
// SPV-DAG: TypeInt [[#I32:]] 32 0
// SPV-DAG: TypeInt [[#I16:]] 16 0
// SPV-DAG: TypeInt [[#I8:]] 8 0
// SPV-DAG: Constant [[#I32]] [[#ONE:]] 1
// SPV-DAG: Constant [[#I32]] [[#SIXTEEN:]] 16
// SPV-DAG: TypeVector [[#S4:]] [[#I16]] 4
// SPV-DAG: TypeVector [[#U8:]] [[#I32]] 8
// SPV: SubgroupImageMediaBlockReadINTEL [[#I8]] [[#A:]] [[#SRC:]] [[#COORD:]] [[#ONE]] [[#SIXTEEN]]
// SPV: SubgroupImageMediaBlockWriteINTEL [[#DST:]] [[#COORD]] [[#ONE]] [[#SIXTEEN]] [[#A]]
// SPV: SubgroupImageMediaBlockReadINTEL [[#S4]] [[#B:]] [[#SRC]] [[#COORD]]
// SPV: SubgroupImageMediaBlockWriteINTEL [[#DST]] [[#COORD]] [[#]] [[#]] [[#B]]
// SPV: SubgroupImageMediaBlockReadINTEL [[#U8]] [[#D:]] [[#SRC]] [[#COORD]]
// SPV: SubgroupImageMediaBlockWriteINTEL [[#DST]] [[#COORD]] [[#]] [[#]] [[#D]]

// LLVM: %[[A:.*]] = call spir_func i8 @_Z35intel_sub_group_media_block_read_ucDv2_iii14ocl_image2d_ro(<2 x i32> %coord, i32 1, i32 16, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src)
// LLVM: call spir_func void @_Z36intel_sub_group_media_block_write_ucDv2_iiih14ocl_image2d_wo(<2 x i32> %coord, i32 1, i32 16, i8 %[[A]], target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst)
// LLVM: call spir_func <4 x i16> @_Z36intel_sub_group_media_block_read_us4Dv2_iii14ocl_image2d_ro(
// LLVM: call spir_func void @_Z37intel_sub_group_media_block_write_us4Dv2_iiiDv4_t14ocl_image2d_wo(
// LLVM: call spir_func <8 x i32> @_Z36intel_sub_group_media_block_read_ui8Dv2_iii14ocl_image2d_ro(
// LLVM: call spir_func void @_Z37intel_sub_group_media_block_write_ui8Dv2_iiiDv8_j14ocl_image2d_wo(

// SPVIR: %[[A:.*]] = call spir_func i8 @_Z46__spirv_SubgroupImageMediaBlockReadINTEL_RcharPU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_iii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, <2 x i32> %coord, i32 1, i32 16)
// SPVIR: call spir_func void @_Z41__spirv_SubgroupImageMediaBlockWriteINTELPU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iiic(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %dst, <2 x i32> %coord, i32 1, i32 16, i8 %[[A]])
// SPVIR: call spir_func <4 x i16> @_Z48__spirv_SubgroupImageMediaBlockReadINTEL_Rshort4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_iii(
// SPVIR: call spir_func <8 x i32> @_Z46__spirv_SubgroupImageMediaBlockReadINTEL_Rint8PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_iii(

uchar __attribute__((overloadable)) intel_sub_group_media_block_read_uc(int2, int, int, read_only image2d_t);
ushort4 __attribute__((overloadable)) intel_sub_group_media_block_read_us4(int2, int, int, read_only image2d_t);
uint8 __attribute__((overloadable)) intel_sub_group_media_block_read_ui8(int2, int, int, read_only image2d_t);
void __attribute__((overloadable)) intel_sub_group_media_block_write_uc(int2, int, int, uchar, write_only image2d_t);
void __attribute__((overloadable)) intel_sub_group_media_block_write_us4(int2, int, int, ushort4, write_only image2d_t);
void __attribute__((overloadable)) intel_sub_group_media_block_write_ui8(int2, int, int, uint8, write_only image2d_t);

kernel void media(int2 coord, read_only image2d_t src, write_only image2d_t dst) {
  uchar a = intel_sub_group_media_block_read_uc(coord, 1, 16, src);
  intel_sub_group_media_block_write_uc(coord, 1, 16, a, dst);
  ushort4 b = intel_sub_group_media_block_read_us4(coord, 4, 8, src);
  intel_sub_group_media_block_write_us4(coord, 4, 8, b, dst);
  uint8 d = intel_sub_group_media_block_read_ui8(coord, 2, 8, src);
  intel_sub_group_media_block_write_ui8(coord, 2, 8, d, dst);
}
