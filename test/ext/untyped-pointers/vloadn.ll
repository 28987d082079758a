; SPV_KHR_untyped_pointers: OpenCL.std vloadn and vstoren read the element
; type from their pointer, so forward casts the untyped pointer to an
; OpTypePointer to the element type right before each (issue 19: it passed
; the untyped pointer, which the newest spirv-val refuses; llvm-spirv does
; the same).  The OpenCL C and the __spirv_ocl_ spellings alike; vload_half
; takes the untyped pointer (the instruction names half itself).  Reverse
; reads such a cast as the pointer itself (the forward of the reversed
; module writes it again) and spells an untyped P as the typed one (half for
; vload_half, which it spelled as a float pointer): the round trip is a
; fixpoint in every target environment, and the builtins keep clang's
; names.
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %if spirv-val-untyped %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r --spirv-target-env=CL1.2 %t.spv -o %t.cl12.bc
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o %t.cl20.bc
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: %llvm-dis %t.cl12.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.cl12.bc -o %t.cl12.spv
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.cl20.bc -o %t.cl20.spv
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.spvir.bc -o %t.spvir.spv
; RUN: cmp %t.spv %t.cl12.spv
; RUN: cmp %t.spv %t.cl20.spv
; RUN: cmp %t.spv %t.spvir.spv
; Without the extension the pointers are typed and need no cast.
; RUN: %lspv %s -o %t.off.spv
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF

; TEXT-DAG: TypeFloat [[#F:]] 32
; TEXT-DAG: TypeInt [[#I:]] 32 0
; TEXT-DAG: TypeUntypedPointerKHR [[#G:]] 5
; TEXT-DAG: TypeUntypedPointerKHR [[#L:]] 4
; TEXT-DAG: TypePointer [[#GF:]] 5 [[#F]]
; TEXT-DAG: TypePointer [[#LI:]] 4 [[#I]]
; TEXT: FunctionParameter [[#G]] [[#P:]]
; TEXT: FunctionParameter [[#G]] [[#Q:]]
; TEXT: FunctionParameter [[#L]] [[#LP:]]
; TEXT: FunctionParameter [[#G]] [[#H:]]
; TEXT: Bitcast [[#GF]] [[#C1:]] [[#P]]
; TEXT-NEXT: vloadn [[#]] [[#C1]] 4
; TEXT-NEXT: Bitcast [[#GF]] [[#C2:]] [[#Q]]
; TEXT-NEXT: vstoren [[#]] [[#]] [[#C2]]
; TEXT-NEXT: Bitcast [[#LI]] [[#C3:]] [[#LP]]
; TEXT-NEXT: vloadn [[#]] [[#C3]] 2
; TEXT-NEXT: Bitcast [[#LI]] [[#C4:]] [[#LP]]
; TEXT-NEXT: vstoren [[#]] [[#]] [[#C4]]
; TEXT-NEXT: vload_half [[#]] [[#H]]
; TEXT-NOT: Bitcast

; IR: call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 %i, ptr addrspace(1) %p)
; IR: call spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> %v, i64 %i, ptr addrspace(1) %q)
; IR: call spir_func <2 x i32> @_Z6vload2mPU3AS3Ki(i64 0, ptr addrspace(3) %l)
; IR: call spir_func void @_Z7vstore2Dv2_imPU3AS3i(<2 x i32> %w, i64 1, ptr addrspace(3) %l)
; IR: call spir_func float @_Z10vload_halfmPU3AS1KDh(i64 %i, ptr addrspace(1) %h)
; IR-NOT: bitcast
; SPVIR: call spir_func <4 x float> @_Z26__spirv_ocl_vloadn_Rfloat4mPU3AS1Kfi(i64 %i, ptr addrspace(1) %p, i32 4)
; SPVIR: call spir_func void @_Z19__spirv_ocl_vstorenDv4_fmPU3AS1f(<4 x float> %v, i64 %i, ptr addrspace(1) %q)
; SPVIR: call spir_func float @_Z29__spirv_ocl_vload_half_RfloatmPU3AS1KDh(i64 %i, ptr addrspace(1) %h)

; OFF-NOT: Bitcast
; OFF: vloadn

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(3) %l, ptr addrspace(1) %h, i64 %i) {
entry:
  %v = call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 %i, ptr addrspace(1) %p)
  call spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> %v, i64 %i, ptr addrspace(1) %q)
  %w = call spir_func <2 x i32> @_Z6vload2mPU3AS3Ki(i64 0, ptr addrspace(3) %l)
  call spir_func void @_Z19__spirv_ocl_vstorenDv2_imPU3AS3i(<2 x i32> %w, i64 1, ptr addrspace(3) %l)
  %f = call spir_func float @_Z10vload_halfmPU3AS1KDh(i64 %i, ptr addrspace(1) %h)
  store float %f, ptr addrspace(1) %q, align 4
  ret void
}

declare spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64, ptr addrspace(1))
declare spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float>, i64, ptr addrspace(1))
declare spir_func <2 x i32> @_Z6vload2mPU3AS3Ki(i64, ptr addrspace(3))
declare spir_func void @_Z19__spirv_ocl_vstorenDv2_imPU3AS3i(<2 x i32>, i64, ptr addrspace(3))
declare spir_func float @_Z10vload_halfmPU3AS1KDh(i64, ptr addrspace(1))
