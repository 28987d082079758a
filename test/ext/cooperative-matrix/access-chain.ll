; An element of a cooperative matrix through __spirv_AccessChain /
; __spirv_UntypedAccessChainKHR calls (lib/forward/spirv_ops.c,
; lib/reverse/memory.c): the base is seen at its pointee (the matrix), the
; result points to the component type; with pointers without pointee the
; chain is the untyped one naming the matrix as Base Type.  Reverse: LLVM
; cannot index a matrix, so the chain is the SPIR-V friendly call again.

; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TYPED
; TYPED-DAG: TypeInt [[#I32:]] 32 0
; TYPED-DAG: Constant [[#I32]] [[#C1:]] 1 {{$}}
; TYPED-DAG: TypeCooperativeMatrixKHR [[#MAT:]] [[#I32]]
; TYPED-DAG: TypePointer [[#PMAT:]] 7 [[#MAT]]
; TYPED-DAG: TypePointer [[#PI32:]] 7 [[#I32]]
; TYPED: Variable [[#PMAT]] [[#VAR:]] 7
; TYPED: AccessChain [[#PI32]] [[#]] [[#VAR]] [[#C1]]
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; The chain's result is cast to the call's pointer type and that to the
; stored type: both OpBitcasts stay casts, as llvm-spirv reads them.
; LLVM: [[AC:%[0-9]+]] = call spir_func ptr @_Z19__spirv_AccessChainPPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_0i(ptr %m, i32 1)
; LLVM-NEXT: %p = bitcast ptr [[AC]] to ptr
; LLVM-NEXT: [[S:%[0-9]+]] = bitcast ptr %p to ptr
; LLVM-NEXT: store i32 42, ptr [[S]]
; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %t.rev.bc -o - -spirv-text | FileCheck %s --check-prefix=TYPED

; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_KHR_untyped_pointers %s -o %t.u.spv
; RUN: %lspv --verify %t.u.spv
; RUN: %lspv -to-text %t.u.spv -o - | FileCheck %s --check-prefix=UNTYPED
; UNTYPED-DAG: TypeInt [[#I32:]] 32 0
; UNTYPED-DAG: Constant [[#I32]] [[#C1:]] 1 {{$}}
; UNTYPED-DAG: TypeCooperativeMatrixKHR [[#MAT:]] [[#I32]]
; UNTYPED-DAG: TypeUntypedPointerKHR [[#PTR:]] 7
; UNTYPED: Variable [[#]] [[#VAR:]] 7
; UNTYPED: UntypedAccessChainKHR [[#PTR]] [[#]] [[#MAT]] [[#VAR]] [[#C1]]
; RUN: %lspv -r %t.u.spv -o - -S | FileCheck %s --check-prefix=ULLVM
; ULLVM: %p = call spir_func ptr @_Z29__spirv_UntypedAccessChainKHRPPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_0i(ptr %m, i32 1)
; ULLVM: store i32 42, ptr %p

; The untyped instruction spelled as a call needs its extension.
; RUN: sed 's/_Z19__spirv_AccessChainP6Matrixi/_Z29__spirv_UntypedAccessChainKHRP6Matrixi/' %s > %t.call.ll
; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_KHR_untyped_pointers %t.call.ll -o - -spirv-text | FileCheck %s --check-prefix=UNTYPED
; RUN: not %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %t.call.ll -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.off.spv
; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_KHR_untyped_pointers

; An index past the matrix's component is refused, naming the call.
; RUN: sed 's/(ptr %%m, i32 1)/(ptr %%m, i32 1, i32 0)/' %s > %t.deep.ll
; RUN: not %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %t.deep.ll -o %t.deep.spv 2>&1 | FileCheck %s --check-prefix=DEEP
; DEEP: __spirv_ access chain index goes into a type that is not a composite{{.*}}__spirv_AccessChain

target triple = "spir64-unknown-unknown"

declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 0) @_Z26__spirv_CompositeConstructi(i32)
declare spir_func ptr @_Z19__spirv_AccessChainP6Matrixi(ptr, i32)

define spir_func void @f() {
entry:
  %m = alloca target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 0), align 8
  %v = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 0) @_Z26__spirv_CompositeConstructi(i32 0)
  store target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 0) %v, ptr %m, align 8
  %p = call spir_func ptr @_Z19__spirv_AccessChainP6Matrixi(ptr %m, i32 1)
  store i32 42, ptr %p, align 4
  ret void
}
