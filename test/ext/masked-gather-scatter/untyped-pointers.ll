; Vectors of pointers with SPV_KHR_untyped_pointers on (as under +all): a
; vector's component must be a scalar or a typed pointer (spirv-val: "Expected
; a scalar or pointer type when using the SPV_INTEL_masked_gather_scatter
; extension"), so the lanes stay OpTypePointer while single pointers are
; untyped; a lane taken out of the vector is cast to the untyped pointer its
; uses expect.  (A fuzz_ir finding: lspv's checker refused its own output, a
; vector of OpTypeUntypedPointerKHR.)
; RUN: %lspv --spirv-ext=+SPV_INTEL_masked_gather_scatter,+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %if spirv-val-2024 %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s < %t.spt
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify %t.rev.bc -o /dev/null
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; The module read back translates again, valid.
; RUN: %lspv --spirv-ext=+SPV_INTEL_masked_gather_scatter,+SPV_KHR_untyped_pointers %t.rev.bc -o %t.2.spv
; RUN: %lspv --verify %t.2.spv

; CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
; CHECK-DAG: TypePointer [[GEN:[0-9]+]] 8 [[I32]]
; CHECK-DAG: TypeVector [[VGEN:[0-9]+]] [[GEN]] 2
; CHECK-DAG: TypePointer [[GLB:[0-9]+]] 5 [[I32]]
; CHECK-DAG: TypeVector [[VGLB:[0-9]+]] [[GLB]] 2
; CHECK-DAG: TypeUntypedPointerKHR [[UGLB:[0-9]+]] 5
; CHECK-NOT: TypeVector {{[0-9]+}} [[UGLB]]
; CHECK: Load [[VGEN]] [[G:[0-9]+]]
; CHECK: CompositeExtract [[GEN]] [[L0:[0-9]+]] [[G]] 0
; CHECK: GenericCastToPtr [[GLB]] [[#]] [[L0]]
; CHECK: InBoundsPtrAccessChain [[GLB]]
; CHECK: CompositeConstruct [[VGLB]] [[P:[0-9]+]]
; CHECK-NEXT: CompositeExtract [[GLB]] [[E:[0-9]+]] [[P]] 1
; CHECK-NEXT: Bitcast [[UGLB]] [[#]] [[E]]

; IR-LABEL: define spir_kernel void @k(
; IR: load <2 x ptr addrspace(4)>, ptr addrspace(1) %in
; IR: addrspacecast ptr addrspace(4) %{{.*}} to ptr addrspace(1)
; IR: getelementptr inbounds i32, ptr addrspace(1)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %in, <2 x i32> %idx, ptr addrspace(1) %out) {
entry:
  %g = load <2 x ptr addrspace(4)>, ptr addrspace(1) %in, align 8
  %l = addrspacecast <2 x ptr addrspace(4)> %g to <2 x ptr addrspace(1)>
  %p = getelementptr inbounds i32, <2 x ptr addrspace(1)> %l, <2 x i32> %idx
  %e = extractelement <2 x ptr addrspace(1)> %p, i32 1
  store i32 0, ptr addrspace(1) %e, align 4
  store <2 x ptr addrspace(1)> %p, ptr addrspace(1) %out, align 8
  ret void
}
