; Every instruction of the extensions spelled as __spirv_ calls (plugin
; spv-ir-ops, grammar/intel_*.json): forward with the extensions, lspv's
; checker (Debian's spirv-val predates them), the text, reverse as the same
; calls in both target environments, and the reverse read again gives the
; same SPIR-V.  Literal operands (the LUT index is an <id>, the memory
; operands and matrix flags are literals) are constant arguments.  The
; calls that take pointers are spelled as reverse spells them: a mangled name
; types the pointers passed to it, so other spellings type them otherwise.
; DEFINE: %{exts}=+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion,+SPV_INTEL_sigmoid,+SPV_INTEL_ternary_bitwise_function,+SPV_INTEL_subgroup_buffer_prefetch,+SPV_INTEL_2d_block_io,+SPV_INTEL_predicated_io,+SPV_INTEL_subgroup_matrix_multiply_accumulate,+SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate,+SPV_INTEL_device_barrier
; RUN: %lspv --spirv-ext=%{exts} %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=TEXT < %t.spt
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -S -o %t.spvir.ll
; RUN: FileCheck %s --check-prefixes=REV,REV-SPVIR < %t.spvir.ll
; RUN: %opt -passes=verify -disable-output %t.spvir.ll
; RUN: %lspv -r %t.spv -S -o %t.cl.ll
; RUN: FileCheck %s --check-prefixes=REV,REV-CL < %t.cl.ll
; RUN: %lspv --spirv-ext=%{exts} %t.spvir.ll -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o %t.2.spt
; RUN: diff %t.spt %t.2.spt
; Without the extensions: RequiresExtension naming the first one needed.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not test -e %t.no.spv

; TEXT-DAG: Capability Bfloat16ConversionINTEL
; TEXT-DAG: Capability TensorFloat32RoundingINTEL
; TEXT-DAG: Capability SigmoidINTEL
; TEXT-DAG: Capability TernaryBitwiseFunctionINTEL
; TEXT-DAG: Capability SubgroupBufferPrefetchINTEL
; TEXT-DAG: Capability Subgroup2DBlockIOINTEL
; TEXT-DAG: Capability PredicatedIOINTEL
; TEXT-DAG: Capability SubgroupMatrixMultiplyAccumulateINTEL
; TEXT-DAG: Capability SubgroupScaledMatrixMultiplyAccumulateINTEL
; TEXT-DAG: Capability DeviceBarrierINTEL
; TEXT-DAG: Extension "SPV_INTEL_bfloat16_conversion"
; TEXT-DAG: Extension "SPV_INTEL_tensor_float32_conversion"
; TEXT-DAG: Extension "SPV_INTEL_sigmoid"
; TEXT-DAG: Extension "SPV_INTEL_ternary_bitwise_function"
; TEXT-DAG: Extension "SPV_INTEL_subgroup_buffer_prefetch"
; TEXT-DAG: Extension "SPV_INTEL_2d_block_io"
; TEXT-DAG: Extension "SPV_INTEL_predicated_io"
; TEXT-DAG: Extension "SPV_INTEL_subgroup_matrix_multiply_accumulate"
; TEXT-DAG: Extension "SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate"
; TEXT-DAG: Extension "SPV_INTEL_device_barrier"
; TEXT-DAG: Decorate [[VALIDVAR:[0-9]+]] BuiltIn 6186
; TEXT-DAG: Constant [[I32:[0-9]+]] [[LUT:[0-9]+]] 24
; TEXT: ConvertFToBF16INTEL [[I16:[0-9]+]] [[BF:[0-9]+]]
; TEXT: ConvertFToBF16INTEL [[V4I16:[0-9]+]] [[VBF:[0-9]+]]
; TEXT: ConvertBF16ToFINTEL [[F32:[0-9]+]] [[FB:[0-9]+]] [[BF]]
; TEXT: ConvertBF16ToFINTEL [[V4F32:[0-9]+]] {{[0-9]+}} [[VBF]]
; TEXT: RoundFToTF32INTEL [[F32]] {{[0-9]+}} [[FB]]
; TEXT: FSigmoidINTEL [[F16:[0-9]+]]
; TEXT: FSigmoidINTEL [[V4F32]]
; TEXT: BitwiseFunctionINTEL [[I32]] {{[0-9]+}} [[X:[0-9]+]] [[Y:[0-9]+]] [[X]] [[LUT]]
; TEXT: 5 SubgroupBlockPrefetchINTEL {{[0-9]+}} [[Y]] 2 16
; TEXT: 11 Subgroup2DBlockLoadINTEL
; TEXT: 11 Subgroup2DBlockStoreINTEL
; TEXT: 6 PredicatedLoadINTEL [[I32]] [[PL:[0-9]+]]
; TEXT: 4 PredicatedStoreINTEL {{[0-9]+}} [[PL]]
; TEXT: 8 SubgroupMatrixMultiplyAccumulateINTEL {{[0-9]+}} [[MMA:[0-9]+]] {{[0-9 ]+}} 12288
; TEXT: 10 SubgroupScaledMatrixMultiplyAccumulateINTEL {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[MMA]] {{[0-9]+}} {{[0-9]+}} 3145728
; TEXT: Load {{[0-9]+}} {{[0-9]+}} [[VALIDVAR]]

; The bfloat16 conversions are OpenCL C calls in the CL environments
; (lib/ext/bfloat16_conversion.c).
; REV-SPVIR: call spir_func i16 @_Z27__spirv_ConvertFToBF16INTELf(float %a)
; REV-SPVIR: call spir_func <4 x i16> @_Z27__spirv_ConvertFToBF16INTELDv4_f(<4 x float> %va)
; REV-SPVIR: call spir_func float @_Z27__spirv_ConvertBF16ToFINTELs(i16 %bf)
; REV-SPVIR: call spir_func <4 x float> @_Z27__spirv_ConvertBF16ToFINTELDv4_s(<4 x i16> %vbf)
; REV-CL: call spir_func i16 @_Z32intel_convert_bfloat16_as_ushortf(float %a)
; REV-CL: call spir_func <4 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv4_f(<4 x float> %va)
; REV-CL: call spir_func float @_Z31intel_convert_as_bfloat16_floats(i16 %bf)
; REV-CL: call spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_s(<4 x i16> %vbf)
; REV: call spir_func float @_Z25__spirv_RoundFToTF32INTELf(float %fb)
; REV: call spir_func half @_Z21__spirv_FSigmoidINTELDh(half %h)
; REV: call spir_func <4 x float> @_Z21__spirv_FSigmoidINTELDv4_f(<4 x float> %vfb)
; REV: call spir_func i32 @_Z28__spirv_BitwiseFunctionINTELiiii(i32 %x, i32 %y, i32 %x, i32 24)
; REV: call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTEL{{.*}}(ptr addrspace(1) %p, i32 %y, i32 2, i32 16)
; REV: call spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTEL{{.*}}(i32 4, i32 16, i32 8, i32 1, ptr addrspace(1) %p, i32 %x, i32 %y, i32 %x, <2 x i32> %coord, ptr %dst)
; REV: [[DST:%[0-9]+]] = bitcast ptr %dst to ptr
; REV-NEXT: call spir_func void @_Z33__spirv_Subgroup2DBlockStoreINTEL{{.*}}(i32 4, i32 16, i32 8, i32 1, ptr [[DST]], ptr addrspace(1) %p, i32 %x, i32 %y, i32 %x, <2 x i32> %coord)
; REV: %pl = call spir_func i32 @_Z27__spirv_PredicatedLoadINTEL{{.*}}(ptr addrspace(1) %p, i1 %pred, i32 %x)
; REV: call spir_func void @_Z28__spirv_PredicatedStoreINTEL{{.*}}(ptr addrspace(1) %p, i32 %pl, i1 %pred)
; REV: call spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32 16, <8 x i16> %a8, <8 x i32> %b8, <8 x float> %c8, i32 12288)
; REV: call spir_func <8 x float> @_Z51__spirv_SubgroupScaledMatrixMultiplyAccumulateINTEL{{.*}}(i32 16, <8 x i16> %a8, <8 x i32> %b8, <8 x float> %mma, i8 %sa, i8 %sb, i32 3145728)
; (SPV-IR reads the BuiltIn as its __spirv_BuiltIn call; OpenCL C has no
; spelling for it, so the CL environments keep the variable.)
; REV: {{load i1, ptr addrspace\([0-9]+\) @__spirv_BuiltInDeviceBarrierValidINTEL|call spir_func i1 @_Z38__spirv_BuiltInDeviceBarrierValidINTELv\(\)}}

; NOEXT: RequiresExtension: Feature requires the following SPIR-V extension:
; NOEXT-NEXT: SPV_INTEL_bfloat16_conversion

target triple = "spir64-unknown-unknown"

define spir_func void @f(float %a, <4 x float> %va, half %h, i32 %x, i32 %y, ptr addrspace(1) %p,
                         ptr %dst, <2 x i32> %coord, i1 %pred, <8 x i32> %b8, <8 x i16> %a8,
                         <8 x float> %c8, i8 %sa, i8 %sb, ptr addrspace(1) %out) {
entry:
  %bf = call spir_func i16 @_Z27__spirv_ConvertFToBF16INTELf(float %a)
  %vbf = call spir_func <4 x i16> @_Z27__spirv_ConvertFToBF16INTELDv4_f(<4 x float> %va)
  %fb = call spir_func float @_Z27__spirv_ConvertBF16ToFINTELs(i16 %bf)
  %vfb = call spir_func <4 x float> @_Z27__spirv_ConvertBF16ToFINTELDv4_s(<4 x i16> %vbf)
  %tf = call spir_func float @_Z25__spirv_RoundFToTF32INTELf(float %fb)
  %sg = call spir_func half @_Z21__spirv_FSigmoidINTELDh(half %h)
  %vsg = call spir_func <4 x float> @_Z21__spirv_FSigmoidINTELDv4_f(<4 x float> %vfb)
  %bw = call spir_func i32 @_Z28__spirv_BitwiseFunctionINTELiiii(i32 %x, i32 %y, i32 %x, i32 24)
  call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1iiii(ptr addrspace(1) %p, i32 %y, i32 2, i32 16)
  call spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1iiiiDv2_iPS1_(i32 4, i32 16, i32 8, i32 1, ptr addrspace(1) %p, i32 %x, i32 %y, i32 %x, <2 x i32> %coord, ptr %dst)
  call spir_func void @_Z33__spirv_Subgroup2DBlockStoreINTELiiiiPiPU3AS1iiiiDv2_i(i32 4, i32 16, i32 8, i32 1, ptr %dst, ptr addrspace(1) %p, i32 %x, i32 %y, i32 %x, <2 x i32> %coord)
  %pl = call spir_func i32 @_Z27__spirv_PredicatedLoadINTELPU3AS1ibi(ptr addrspace(1) %p, i1 %pred, i32 %x)
  call spir_func void @_Z28__spirv_PredicatedStoreINTELPU3AS1iib(ptr addrspace(1) %p, i32 %pl, i1 %pred)
  %mma = call spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32 16, <8 x i16> %a8, <8 x i32> %b8, <8 x float> %c8, i32 12288)
  %smma = call spir_func <8 x float> @_Z51__spirv_SubgroupScaledMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fcci(i32 16, <8 x i16> %a8, <8 x i32> %b8, <8 x float> %mma, i8 %sa, i8 %sb, i32 3145728)
  %valid = call spir_func i1 @_Z38__spirv_BuiltInDeviceBarrierValidINTELv()
  %t0 = fadd float %tf, %a
  %t1 = fpext half %sg to float
  %t2 = fadd float %t0, %t1
  %t3 = extractelement <4 x float> %vsg, i32 0
  %t4 = fadd float %t2, %t3
  %t5 = extractelement <8 x float> %smma, i32 1
  %t6 = fadd float %t4, %t5
  %t7 = select i1 %valid, float %t6, float 0.0
  %t8 = sitofp i32 %bw to float
  %t9 = fadd float %t7, %t8
  store float %t9, ptr addrspace(1) %out
  ret void
}

declare spir_func i16 @_Z27__spirv_ConvertFToBF16INTELf(float)
declare spir_func <4 x i16> @_Z27__spirv_ConvertFToBF16INTELDv4_f(<4 x float>)
declare spir_func float @_Z27__spirv_ConvertBF16ToFINTELs(i16)
declare spir_func <4 x float> @_Z27__spirv_ConvertBF16ToFINTELDv4_s(<4 x i16>)
declare spir_func float @_Z25__spirv_RoundFToTF32INTELf(float)
declare spir_func half @_Z21__spirv_FSigmoidINTELDh(half)
declare spir_func <4 x float> @_Z21__spirv_FSigmoidINTELDv4_f(<4 x float>)
declare spir_func i32 @_Z28__spirv_BitwiseFunctionINTELiiii(i32, i32, i32, i32)
declare spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1iiii(ptr addrspace(1), i32, i32, i32)
declare spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1iiiiDv2_iPS1_(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>, ptr)
declare spir_func void @_Z33__spirv_Subgroup2DBlockStoreINTELiiiiPiPU3AS1iiiiDv2_i(i32, i32, i32, i32, ptr, ptr addrspace(1), i32, i32, i32, <2 x i32>)
declare spir_func i32 @_Z27__spirv_PredicatedLoadINTELPU3AS1ibi(ptr addrspace(1), i1, i32)
declare spir_func void @_Z28__spirv_PredicatedStoreINTELPU3AS1iib(ptr addrspace(1), i32, i1)
declare spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32, <8 x i16>, <8 x i32>, <8 x float>, i32)
declare spir_func <8 x float> @_Z51__spirv_SubgroupScaledMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fcci(i32, <8 x i16>, <8 x i32>, <8 x float>, i8, i8, i32)
declare spir_func i1 @_Z38__spirv_BuiltInDeviceBarrierValidINTELv()
