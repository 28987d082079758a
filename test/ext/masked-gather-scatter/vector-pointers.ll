; Vectors of pointers (SPV_INTEL_masked_gather_scatter): the lanes are typed
; as single pointers are.  Function pointers in a vector (with
; SPV_INTEL_function_pointers) are pointers to their function type; an
; address-space cast and a GEP of a vector of pointers go lane by lane, as
; OpGenericCastToPtr / OpPtrCastToGeneric and the access chains take one
; pointer (the newest spirv-val: "Result Type ... must be OpTypePointer").
; RUN: %lspv --spirv-ext=+SPV_INTEL_masked_gather_scatter,+SPV_INTEL_function_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=TEXT < %t.spt
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify %t.rev.bc -o /dev/null
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; The module read back translates again (lane by lane it stays).
; RUN: %lspv --spirv-ext=+SPV_INTEL_masked_gather_scatter,+SPV_INTEL_function_pointers %t.rev.bc -o %t.2.spv
; RUN: %lspv --verify %t.2.spv
; Disabled: an error naming the extension, no output.
; RUN: not %lspv --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_masked_gather_scatter
; ERR-NEXT: NOTE: LLVM module contains vector of pointers
; A vector of pointers without the capability is refused by the checker.
; RUN: grep -v 'Capability MaskedGatherScatterINTEL' %t.spt > %t.nocap.spt
; RUN: %lspv -to-binary %t.nocap.spt -o %t.nocap.spv
; RUN: not %lspv --verify %t.nocap.spv 2>&1 | FileCheck %s --check-prefix=NOCAP
; NOCAP: a vector of pointers needs the MaskedGatherScatterINTEL capability

; TEXT-DAG: TypeInt [[I32:[0-9]+]] 32 0
; TEXT-DAG: TypeFunction [[FT:[0-9]+]] [[I32]] [[I32]]
; TEXT-DAG: TypePointer [[FP:[0-9]+]] 7 [[FT]]
; TEXT-DAG: TypeVector [[VFP:[0-9]+]] [[FP]] 2
; TEXT-DAG: TypePointer [[GEN:[0-9]+]] 8 [[I32]]
; TEXT-DAG: TypePointer [[GLB:[0-9]+]] 5 [[I32]]
; TEXT-DAG: TypeVector [[VGEN:[0-9]+]] [[GEN]] 2
; TEXT-DAG: TypeVector [[VGLB:[0-9]+]] [[GLB]] 2
; TEXT-DAG: ConstantFunctionPointerINTEL [[FP]] [[F1:[0-9]+]]
; TEXT-DAG: ConstantFunctionPointerINTEL [[FP]] [[F2:[0-9]+]]
; TEXT: CompositeInsert [[VFP]] [[V0:[0-9]+]] [[F1]] [[#]] 0
; TEXT: CompositeInsert [[VFP]] [[V1:[0-9]+]] [[F2]] [[V0]] 1
; TEXT: Store [[#]] [[V1]]
; TEXT: CompositeExtract [[GEN]] [[L0:[0-9]+]] [[#]] 0
; TEXT: GenericCastToPtr [[GLB]] [[C0:[0-9]+]] [[L0]]
; TEXT: CompositeExtract [[GEN]] [[L1:[0-9]+]] [[#]] 1
; TEXT: GenericCastToPtr [[GLB]] [[C1:[0-9]+]] [[L1]]
; TEXT: CompositeConstruct [[VGLB]] [[#]] [[C0]] [[C1]]
; TEXT: CompositeExtract [[GLB]] [[B0:[0-9]+]] [[#]] 0
; TEXT: CompositeExtract [[I32]] [[X0:[0-9]+]] [[#]] 0
; TEXT: InBoundsPtrAccessChain [[GLB]] [[A0:[0-9]+]] [[B0]] [[X0]]
; TEXT: CompositeExtract [[GLB]] [[B1:[0-9]+]] [[#]] 1
; TEXT: CompositeExtract [[I32]] [[X1:[0-9]+]] [[#]] 1
; TEXT: InBoundsPtrAccessChain [[GLB]] [[A1:[0-9]+]] [[B1]] [[X1]]
; TEXT: CompositeConstruct [[VGLB]] [[#]] [[A0]] [[A1]]

; IR-LABEL: define spir_func void @table(
; IR: [[V0:%[0-9]+]] = insertelement <2 x ptr> undef, ptr @f1, i32 0
; IR: [[V1:%[0-9]+]] = insertelement <2 x ptr> [[V0]], ptr @f2, i32 1
; IR: store <2 x ptr> [[V1]], ptr %fns
; IR-LABEL: define spir_kernel void @k(
; IR: addrspacecast ptr addrspace(4) %{{.*}} to ptr addrspace(1)
; IR: getelementptr inbounds i32, ptr addrspace(1) %{{.*}}, i32 %{{.*}}

target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"

define internal spir_func i32 @f1(i32 %x) {
  ret i32 %x
}

define internal spir_func i32 @f2(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define spir_func void @table() {
entry:
  %fns = alloca <2 x ptr>, align 8
  %0 = insertelement <2 x ptr> undef, ptr @f1, i32 0
  %1 = insertelement <2 x ptr> %0, ptr @f2, i32 1
  store <2 x ptr> %1, ptr %fns, align 8
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %in, <2 x i32> %idx, ptr addrspace(1) %out) {
entry:
  %g = load <2 x ptr addrspace(4)>, ptr addrspace(1) %in, align 8
  %l = addrspacecast <2 x ptr addrspace(4)> %g to <2 x ptr addrspace(1)>
  %p = getelementptr inbounds i32, <2 x ptr addrspace(1)> %l, <2 x i32> %idx
  store <2 x ptr addrspace(1)> %p, ptr addrspace(1) %out, align 8
  ret void
}
