; __spirv_ConstantComposite_R<matrix>(constituents), reverse's spelling of a
; matrix OpConstantComposite (lib/forward/spirv_ops.c): of constants it is
; the module-scope constant, of other values OpCompositeConstruct.
; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPIRV
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MAT:]] [[#I32:]]
; SPIRV-DAG: Constant [[#I32]] [[#SEVEN:]] 7 {{$}}
; SPIRV-DAG: ConstantComposite [[#MAT]] [[#K:]] [[#SEVEN]] {{$}}
; SPIRV: FunctionParameter [[#]] [[#]]
; SPIRV-NEXT: FunctionParameter [[#]] [[#X:]]
; SPIRV: CompositeConstruct [[#MAT]] [[#V:]] [[#X]] {{$}}
; SPIRV: IAdd [[#MAT]] [[#]] [[#K]] [[#V]]

; Reverse: the constant is the call again, at its use; the construct the
; core's call.
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; LLVM: %v = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructi(i32 %x)
; LLVM: %[[#K:]] = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @__spirv_ConstantComposite_RPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(i32 7)
; LLVM: @_Z12__spirv_IAdd{{.*}}(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %[[#K]], target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %v)

; A call of the wrong arity is no matrix: the error names the call.
; RUN: sed 's/(i32 7)/(i32 7, i32 8)/' %s > %t.bad.ll
; RUN: not %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv
; BAD: __spirv_ConstantComposite of a target extension type takes one constituent of its component type{{.*}}@__spirv_ConstantComposite

target triple = "spir64-unknown-unknown"

declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @__spirv_ConstantComposite_RPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z12__spirv_IAddii(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2))
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), i32, i64)

define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
entry:
  %k = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @__spirv_ConstantComposite_RPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(i32 7)
  %v = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @__spirv_ConstantComposite_RPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(i32 %x)
  %s = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z12__spirv_IAddii(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %k, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %v)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %p, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %s, i32 0, i64 8)
  ret void
}
