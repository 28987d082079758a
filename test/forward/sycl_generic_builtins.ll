; SYCL-style device IR: generic address space, __spirv_BuiltInGlobalInvocationId
; as a global variable, __spirv_ calls mapped through the grammar.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpDecorate %__spirv_BuiltInGlobalInvocationId BuiltIn GlobalInvocationId
; CHECK-DAG: %__spirv_BuiltInGlobalInvocationId = OpVariable %_ptr_Input_v3ulong Input
; CHECK-DAG: OpEntryPoint Kernel %{{.*}} "_ZTS6kernel" %__spirv_BuiltInGlobalInvocationId
; CHECK: %gid = OpLoad %v3ulong %__spirv_BuiltInGlobalInvocationId{{$}}
; CHECK: %gen = OpPtrCastToGeneric
; CHECK: %s = OpExtInst %float %{{[0-9]+}} sqrt %v
; CHECK: OpControlBarrier %uint_2 %uint_2 %uint_272
; CHECK: %g = OpGenericCastToPtrExplicit %_ptr_CrossWorkgroup_uchar %{{[0-9]+}} CrossWorkgroup
; CHECK: %old = OpAtomicIAdd %uint %{{[0-9]+}} %uint_1 %uint_16 %uint_1
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external dso_local local_unnamed_addr addrspace(1) constant <3 x i64>, align 32

define weak_odr dso_local spir_kernel void @_ZTS6kernel(ptr addrspace(1) noundef align 4 %acc, ptr addrspace(3) noundef align 4 %tmp) {
entry:
  %gid = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %x = extractelement <3 x i64> %gid, i64 0
  %gen = addrspacecast ptr addrspace(1) %acc to ptr addrspace(4)
  %p = getelementptr inbounds float, ptr addrspace(4) %gen, i64 %x
  %v = load float, ptr addrspace(4) %p, align 4
  %s = call spir_func float @_Z16__spirv_ocl_sqrtf(float %v)
  %lp = getelementptr inbounds float, ptr addrspace(3) %tmp, i64 %x
  store float %s, ptr addrspace(3) %lp, align 4
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)
  %g = call spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi(ptr addrspace(4) %p, i32 5)
  %old = call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEi(ptr addrspace(1) %g, i32 1, i32 16, i32 1)
  store float %s, ptr addrspace(1) %g, align 4
  ret void
}

declare spir_func float @_Z16__spirv_ocl_sqrtf(float)
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
declare spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPvi(ptr addrspace(4), i32)
declare spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEi(ptr addrspace(1), i32, i32, i32)
