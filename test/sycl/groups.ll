; SYCL group and sub-group algorithms as DPC++ lowers them: __spirv_Group*
; collectives, Intel sub-group shuffles and block reads, barriers, a local
; array, a spec constant, a work-group float atomic, an llvm.genx intrinsic
; let through by -spirv-allow-unknown-intrinsics, and the sub-group and
; work-group size kernel metadata; DPC++'s command line, valid output, and back.
; RUN: %llvm-as %s -o %t.bc
; RUN: %dpcpp-lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.r.bc
; RUN: %llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=OCL
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: %llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %dpcpp-lspv %t.r.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv -r %t.2.spv -o %t.r2.bc
; RUN: %dpcpp-lspv %t.r2.bc -o %t.3.spv
; RUN: cmp %t.2.spv %t.3.spv
; RUN: %dpcpp-lspv %t.spvir.bc -o %t.4.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.4.spv -o %t.spvir2.bc
; RUN: %dpcpp-lspv %t.spvir2.bc -o %t.5.spv
; RUN: cmp %t.4.spv %t.5.spv
; Without SPV_INTEL_subgroups the shuffles name it; without the unknown
; intrinsics allowed, llvm.genx.lane.id is refused by name.
; RUN: not %lspv -spirv-ext=+SPV_EXT_shader_atomic_float_add %t.bc -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not test -e %t.bad.spv
; RUN: not %lspv -spirv-ext=+all %t.bc -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=NOINTRIN
; RUN: not test -e %t.bad.spv

; TEXT-DAG: Capability Groups
; TEXT-DAG: Capability SubgroupShuffleINTEL
; TEXT-DAG: Capability SubgroupBufferBlockIOINTEL
; TEXT-DAG: Capability AtomicFloat32AddEXT
; TEXT-DAG: Extension "SPV_INTEL_subgroups"
; TEXT: EntryPoint 6 [[K:[0-9]+]] "_ZTS6reduce"
; TEXT-DAG: ExecutionMode [[K]] 17 64 1 1
; TEXT-DAG: ExecutionMode [[K]] 35 16
; TEXT-DAG: Decorate [[#]] BuiltIn 27
; TEXT-DAG: Decorate [[#]] BuiltIn 41
; TEXT-DAG: Decorate [[#]] BuiltIn 36
; TEXT-DAG: Decorate [[LANE:[0-9]+]] LinkageAttributes "llvm.genx.lane.id" Import
; TEXT-DAG: Decorate [[SC:[0-9]+]] SpecId 7
; TEXT: SpecConstant [[#]] [[SC]] 42
; TEXT: GroupFAdd [[#]] [[#]] [[#]] 0
; TEXT: GroupFAdd [[#]] [[#]] [[#]] 1
; TEXT: GroupSMax
; TEXT: GroupAny
; TEXT: GroupBroadcast
; TEXT: SubgroupShuffleINTEL
; TEXT: SubgroupShuffleDownINTEL
; TEXT: SubgroupBlockReadINTEL
; TEXT: ControlBarrier
; TEXT: AtomicFAddEXT
; TEXT: FunctionCall [[#]] [[#]] [[LANE]]
; TEXT: MemoryBarrier

; OCL: define spir_kernel void @_ZTS6reduce({{.*}} !intel_reqd_sub_group_size ![[SG:[0-9]+]] !reqd_work_group_size ![[WG:[0-9]+]]
; OCL: call spir_func i64 @_Z12get_local_idj(i32 0)
; OCL: call spir_func float @_Z20sub_group_reduce_addf(
; OCL: call spir_func float @_Z29work_group_scan_inclusive_addf(
; OCL: call spir_func i32 @_Z20sub_group_reduce_maxi(
; OCL: call spir_func i32 @_Z14work_group_anyi(
; OCL: call spir_func float @_Z20work_group_broadcastfm(
; OCL: call spir_func float @_Z23intel_sub_group_shufflefj(
; OCL: call spir_func float @_Z28intel_sub_group_shuffle_downffj(
; OCL: call spir_func i32 @_Z26intel_sub_group_block_readPU3AS1Kj(
; OCL: call spir_func void @_Z7barrierj(i32 1)
; OCL: call i64 @llvm.genx.lane.id()
; OCL: call spir_func void @_Z9mem_fencej(i32 3)
; OCL: ![[SG]] = !{i32 16}
; OCL: ![[WG]] = !{i32 64, i32 1, i32 1}

; SPVIR: call spir_func float @_Z17__spirv_GroupFAddiif(i32 3, i32 0, float %v)
; SPVIR: call spir_func i1 @_Z16__spirv_GroupAnyib(i32 2, i1 true)
; SPVIR: call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)
; SPVIR: call spir_func float @_Z21__spirv_AtomicFAddEXTPU3AS1fiif(ptr addrspace(1) %out, i32 2, i32 16, float %bi)
; SPVIR: call spir_func void @_Z21__spirv_MemoryBarrierii(i32 2, i32 912)

; NOEXT: RequiresExtension: Feature requires the following SPIR-V extension:
; NOEXT-NEXT: SPV_INTEL_subgroups
; NOINTRIN: llvm.genx.lane.id

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInLocalInvocationId = external dso_local local_unnamed_addr addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInSubgroupLocalInvocationId = external dso_local local_unnamed_addr addrspace(1) constant i32, align 4
@__spirv_BuiltInSubgroupSize = external dso_local local_unnamed_addr addrspace(1) constant i32, align 4
@_ZZ4mainE7scratch = internal addrspace(3) global [64 x float] undef, align 4

define weak_odr dso_local spir_kernel void @_ZTS6reduce(ptr addrspace(1) noundef align 4 %out, ptr addrspace(1) noundef align 4 %in) local_unnamed_addr #0 !srcloc !5 !kernel_arg_buffer_location !6 !intel_reqd_sub_group_size !7 !reqd_work_group_size !8 {
entry:
  %lid = load i64, ptr addrspace(1) @__spirv_BuiltInLocalInvocationId, align 32
  %sglid = load i32, ptr addrspace(1) @__spirv_BuiltInSubgroupLocalInvocationId, align 4
  %sgsz = load i32, ptr addrspace(1) @__spirv_BuiltInSubgroupSize, align 4
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %lid
  %v = load float, ptr addrspace(1) %p, align 4
  %sum = tail call spir_func float @_Z17__spirv_GroupFAddjjf(i32 3, i32 0, float %v) #1
  %scan = tail call spir_func float @_Z17__spirv_GroupFAddjjf(i32 2, i32 1, float %v) #1
  %mx = tail call spir_func i32 @_Z17__spirv_GroupSMaxjji(i32 3, i32 0, i32 %sglid) #1
  %any = tail call spir_func zeroext i1 @_Z16__spirv_GroupAnyjb(i32 2, i1 zeroext true) #1
  %bc = tail call spir_func float @_Z22__spirv_GroupBroadcastjfm(i32 2, float %v, i64 0) #1
  %x = xor i32 %sglid, 1
  %sh = tail call spir_func float @_Z28__spirv_SubgroupShuffleINTELfj(float %v, i32 %x) #1
  %shd = tail call spir_func float @_Z32__spirv_SubgroupShuffleDownINTELffj(float %v, float %v, i32 1) #1
  %bl = tail call spir_func i32 @_Z30__spirv_SubgroupBlockReadINTELPU3AS1Kj(ptr addrspace(1) %in) #1
  %lp = getelementptr inbounds [64 x float], ptr addrspace(3) @_ZZ4mainE7scratch, i64 0, i64 %lid
  store float %sum, ptr addrspace(3) %lp, align 4
  tail call spir_func void @_Z22__spirv_ControlBarrierjjj(i32 2, i32 2, i32 272) #2
  %l2 = load float, ptr addrspace(3) @_ZZ4mainE7scratch, align 4
  %a1 = fadd float %l2, %scan
  %a2 = fadd float %a1, %bc
  %a3 = fadd float %a2, %sh
  %a4 = fadd float %a3, %shd
  %fi = sitofp i32 %mx to float
  %a5 = fadd float %a4, %fi
  %sel = select i1 %any, float %a5, float 0.0
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %lid
  store float %sel, ptr addrspace(1) %q, align 4
  %bi = bitcast i32 %bl to float
  %old = atomicrmw fadd ptr addrspace(1) %out, float %bi syncscope("workgroup") seq_cst, align 4
  %sc = tail call spir_func i32 @_Z20__spirv_SpecConstantii(i32 7, i32 42) #1
  %cmp = icmp sgt i32 %sc, %sgsz
  br i1 %cmp, label %then, label %exit
then:
  %r = tail call i64 @llvm.genx.lane.id()
  tail call spir_func void @_Z21__spirv_MemoryBarrierjj(i32 2, i32 912) #2
  br label %exit
exit:
  ret void
}

declare spir_func float @_Z17__spirv_GroupFAddjjf(i32, i32, float) #1
declare spir_func i32 @_Z17__spirv_GroupSMaxjji(i32, i32, i32) #1
declare spir_func zeroext i1 @_Z16__spirv_GroupAnyjb(i32, i1 zeroext) #1
declare spir_func float @_Z22__spirv_GroupBroadcastjfm(i32, float, i64) #1
declare spir_func float @_Z28__spirv_SubgroupShuffleINTELfj(float, i32) #1
declare spir_func float @_Z32__spirv_SubgroupShuffleDownINTELffj(float, float, i32) #1
declare spir_func i32 @_Z30__spirv_SubgroupBlockReadINTELPU3AS1Kj(ptr addrspace(1)) #1
declare spir_func void @_Z22__spirv_ControlBarrierjjj(i32, i32, i32) #2
declare spir_func void @_Z21__spirv_MemoryBarrierjj(i32, i32) #2
declare spir_func i32 @_Z20__spirv_SpecConstantii(i32, i32) #1
declare i64 @llvm.genx.lane.id()

attributes #0 = { convergent mustprogress norecurse nounwind "sycl-module-id"="groups.cpp" "sycl-optlevel"="2" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind }
attributes #2 = { convergent nounwind }

!opencl.spir.version = !{!2}
!spirv.Source = !{!3}
!2 = !{i32 1, i32 2}
!3 = !{i32 4, i32 100000}
!5 = !{i32 2048}
!6 = !{i32 -1, i32 -1}
!7 = !{i32 16}
!8 = !{i32 64, i32 1, i32 1}
