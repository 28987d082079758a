; SPV_INTEL_masked_gather_scatter: llvm.masked.gather / llvm.masked.scatter
; through vectors of pointers, both ways.  The lanes of a vector of
; pointers point to what the gathered data is (i32 here, float below).
; spirv-val (Debian's) does not know the extension: lspv's checker
; (--verify) covers the module; the newest spirv-val accepts it.
; RUN: %lspv --spirv-ext=+SPV_INTEL_masked_gather_scatter %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify %t.rev.bc -o /dev/null
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_masked_gather_scatter %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; The text form reads back to the same binary (the rows come from the plugin).
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: %lspv -to-binary %t.spt -o %t.3.spv
; RUN: cmp %t.spv %t.3.spv
; Disabled: an error naming the extension, no output.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_masked_gather_scatter
; ERR-NEXT: NOTE: LLVM module contains vector of pointers
; Without the capability the instructions are refused (the grammar rows
; of the plugin name it).
; RUN: grep -v 'Capability MaskedGatherScatterINTEL' %t.spt > %t.nocap.spt
; RUN: %lspv -to-binary %t.nocap.spt -o %t.nocap.spv
; RUN: not %lspv --verify %t.nocap.spv 2>&1 | FileCheck %s --check-prefix=NOCAP
; NOCAP: RequiresCapability: OpMaskedScatterINTEL requires capability MaskedGatherScatterINTEL

; TEXT-DAG: Capability MaskedGatherScatterINTEL
; TEXT-DAG: Extension "SPV_INTEL_masked_gather_scatter"
; TEXT-DAG: TypeInt [[I32:[0-9]+]] 32 0
; TEXT-DAG: TypeFloat [[F32:[0-9]+]] 32
; TEXT-DAG: TypePointer [[PI32:[0-9]+]] 5 [[I32]]
; TEXT-DAG: TypePointer [[PF32:[0-9]+]] 5 [[F32]]
; TEXT-DAG: TypeVector [[VPI32:[0-9]+]] [[PI32]] 4
; TEXT-DAG: TypeVector [[VPF32:[0-9]+]] [[PF32]] 2
; TEXT-DAG: TypeVector [[VI32:[0-9]+]] [[I32]] 4
; TEXT-DAG: TypeVector [[VF32:[0-9]+]] [[F32]] 2
; TEXT: Load [[VPI32]] [[PS:[0-9]+]]
; TEXT: MaskedGatherINTEL [[VI32]] [[G:[0-9]+]] [[PS]] 4 [[#]] [[#]]
; TEXT: MaskedScatterINTEL [[G]] [[PS]] 8 [[#]]
; TEXT: MaskedGatherINTEL [[VF32]] [[#]] [[#]] 2 [[#]] [[#]]

; IR: %[[PS:[0-9a-z.]+]] = load <4 x ptr addrspace(1)>, ptr addrspace(1) %{{.*}}
; IR: %[[G:[0-9a-z.]+]] = call <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)> align 4 %[[PS]], <4 x i1> %m, <4 x i32> zeroinitializer)
; IR: call void @llvm.masked.scatter.v4i32.v4p1(<4 x i32> %[[G]], <4 x ptr addrspace(1)> align 8 %[[PS]], <4 x i1> splat (i1 true))
; IR: call <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)> align 2 %fp, <2 x i1> <i1 true, i1 false>, <2 x float> %pass)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %pp, <4 x i1> %m, <2 x ptr addrspace(1)> %fp, <2 x float> %pass, ptr addrspace(1) %out) {
entry:
  %ps = load <4 x ptr addrspace(1)>, ptr addrspace(1) %pp, align 32
  %g = call <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)> align 4 %ps, <4 x i1> %m, <4 x i32> zeroinitializer)
  call void @llvm.masked.scatter.v4i32.v4p1(<4 x i32> %g, <4 x ptr addrspace(1)> align 8 %ps, <4 x i1> splat (i1 true))
  %f = call <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)> align 2 %fp, <2 x i1> <i1 true, i1 false>, <2 x float> %pass)
  store <2 x float> %f, ptr addrspace(1) %out, align 8
  ret void
}

declare <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)>, <4 x i1>, <4 x i32>)
declare void @llvm.masked.scatter.v4i32.v4p1(<4 x i32>, <4 x ptr addrspace(1)>, <4 x i1>)
declare <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)>, <2 x i1>, <2 x float>)
