; SPV_KHR_cooperative_matrix with SPV_KHR_untyped_pointers
; (lib/ext/matrix_common.c): a load's or store's pointer operand whose type
; has no pointee is mangled on reverse by the pointee llvm-spirv infers for
; it: an untyped access chain's Base Type, the GEP the LLVM value comes from
; (address space casts stripped), for a function parameter the load's result
; type, else char.

; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPIRV
; SPIRV-DAG: TypeUntypedPointerKHR [[#GLOBAL:]] 5
; SPIRV-DAG: TypeUntypedPointerKHR [[#GENERIC:]] 8
; SPIRV-DAG: TypeFloat [[#HALF:]] 16
; SPIRV-DAG: TypeInt [[#I32:]] 32 0
; SPIRV: FunctionParameter [[#GLOBAL]] [[#A:]]
; SPIRV-NEXT: FunctionParameter [[#GLOBAL]] [[#C:]]
; SPIRV-NEXT: FunctionParameter [[#GLOBAL]] [[#D:]]
; SPIRV: UntypedInBoundsPtrAccessChainKHR [[#GLOBAL]] [[#PA:]] [[#HALF]] [[#A]]
; SPIRV: PtrCastToGeneric [[#GENERIC]] [[#GA:]] [[#PA]]
; SPIRV: CooperativeMatrixLoadKHR [[#]] [[#]] [[#GA]]
; SPIRV: CooperativeMatrixLoadKHR [[#]] [[#]] [[#D]]
; SPIRV: UntypedInBoundsPtrAccessChainKHR [[#GLOBAL]] [[#PC:]] [[#I32]] [[#C]]
; SPIRV: PtrCastToGeneric [[#GENERIC]] [[#GC:]] [[#PC]]
; SPIRV: CooperativeMatrixStoreKHR [[#GC]]
; SPIRV: CooperativeMatrixStoreKHR [[#D]]

; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; LLVM: @_Z85__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__half_3_8_16_0PU3AS4Dhil(ptr addrspace(4) %ga,
; LLVM: @_Z85__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2PU3AS1PU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2il(ptr addrspace(1) %d,
; LLVM: @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS4iPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2il(ptr addrspace(4) %gc,
; LLVM: @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1cPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2il(ptr addrspace(1) %d,

; With typed pointers the pointee is the pointer type's (char for the
; parameter, whose uses disagree); the GEPs' element types are kept.
; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.typed.spv
; RUN: %lspv --verify %t.typed.spv
; RUN: %lspv -r %t.typed.spv -o - -S | FileCheck %s --check-prefix=TYPED
; TYPED: @_Z85__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__half_3_8_16_0PU3AS4Dhil(ptr addrspace(4) %ga,
; TYPED: @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS4iPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2il(ptr addrspace(4) %gc,

; Without the matrix extension: an error naming it, no output.
; RUN: not %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.off.spv
; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_KHR_cooperative_matrix

target triple = "spir64-unknown-unknown"

declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_1(ptr addrspace(4), i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z32__spirv_CooperativeMatrixLoadKHR_2(ptr addrspace(1), i32, i64)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(4), target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), i32, i64)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR_1(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), i32, i64)

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %c, ptr addrspace(1) %d, i64 %i, i64 %stride) {
entry:
  %pa = getelementptr inbounds half, ptr addrspace(1) %a, i64 %i
  %ga = addrspacecast ptr addrspace(1) %pa to ptr addrspace(4)
  %ma = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_1(ptr addrspace(4) %ga, i32 0, i64 %stride)
  %mc = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z32__spirv_CooperativeMatrixLoadKHR_2(ptr addrspace(1) %d, i32 0, i64 %stride)
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %i
  %gc = addrspacecast ptr addrspace(1) %pc to ptr addrspace(4)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(4) %gc, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %mc, i32 0, i64 %stride)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR_1(ptr addrspace(1) %d, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %mc, i32 0, i64 %stride)
  ret void
}
