; SPV_KHR_cooperative_matrix (lib/ext/cooperative_matrix.c): the target type
; and the __spirv_ calls SYCL's joint_matrix lowers to, forward and back.

; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.spv
; RUN: %lspv --verify %t.spv
; (Debian's spirv-val 2023.1 predates the extension: lspv's checker covers it.)
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPIRV --input-file %t.spt
; RUN: %lspv -to-binary %t.spt -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv

; SPIRV-DAG: Capability CooperativeMatrixKHR
; SPIRV-DAG: Extension "SPV_KHR_cooperative_matrix"
; SPIRV-DAG: TypeInt [[#I8:]] 8 0
; SPIRV-DAG: TypeInt [[#I32:]] 32 0
; SPIRV-DAG: Constant [[#I32]] [[#C0:]] 0 {{$}}
; SPIRV-DAG: Constant [[#I32]] [[#C1:]] 1 {{$}}
; SPIRV-DAG: Constant [[#I32]] [[#C2:]] 2 {{$}}
; SPIRV-DAG: Constant [[#I32]] [[#C3:]] 3 {{$}}
; SPIRV-DAG: Constant [[#I32]] [[#C8:]] 8 {{$}}
; SPIRV-DAG: Constant [[#I32]] [[#C16:]] 16 {{$}}
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MA:]] [[#I8]] [[#C3]] [[#C8]] [[#C16]] [[#C0]]
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MB:]] [[#I8]] [[#C3]] [[#C16]] [[#C8]] [[#C1]]
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MC:]] [[#I32]] [[#C3]] [[#C8]] [[#C8]] [[#C2]]
; SPIRV: CompositeConstruct [[#MC]] [[#ACC:]] [[#C0]] {{$}}
; SPIRV: CooperativeMatrixLoadKHR [[#MA]] [[#A:]] [[#]] [[#C0]] [[#]] 1 {{$}}
; SPIRV: CooperativeMatrixLoadKHR [[#MB]] [[#B:]] [[#]] [[#C1]] [[#]] {{$}}
; SPIRV: CooperativeMatrixLengthKHR [[#I32]] [[#]] [[#MA]]
; SPIRV: CooperativeMatrixMulAddKHR [[#MC]] [[#R:]] [[#A]] [[#B]] [[#ACC]] 3 {{$}}
; SPIRV: IAdd [[#MC]] [[#SUM:]] [[#R]] [[#ACC]]
; SPIRV: CooperativeMatrixStoreKHR [[#]] [[#SUM]] [[#C0]] [[#]] {{$}}

; Reverse: the target types come back, the instructions as llvm-spirv's
; SPIR-V friendly calls (a matrix parameter mangled as a pointer to the named
; struct __spirv_CooperativeMatrixKHR__<elt>_<scope>_<rows>_<cols>_<use>).
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; LLVM: call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructi(i32 0)
; LLVM: call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 0) @_Z85__spirv_CooperativeMatrixLoadKHR_RPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_16_0PU3AS1cili(ptr addrspace(1) %a, i32 0, i64 %stride, i32 1)
; LLVM: call spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHRPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_16_0(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 0) zeroinitializer)
; LLVM: @_Z34__spirv_CooperativeMatrixMulAddKHRPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_16_0PU3AS143__spirv_CooperativeMatrixKHR__char_3_16_8_1PU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2i(
; Arithmetic on matrices (the core's __spirv_ path) comes back as the SPIR-V
; friendly call too.
; LLVM: %sum = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z12__spirv_IAddPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2S1_(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %r, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %acc)
; LLVM: call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1cPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2il(ptr addrspace(1) %c, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %sum, i32 0, i64 %stride)

; The legacy form of OpCooperativeMatrixLengthKHR (a matrix value where the
; type belongs) reads back with that value as the argument.
; RUN: %python %S/Inputs/legacy_length.py %t.spt %t.legacy.spt
; RUN: %lspv -to-binary %t.legacy.spt -o %t.legacy.spv
; RUN: %lspv -r %t.legacy.spv -o - -S | FileCheck %s --check-prefix=LEGACY
; LEGACY: %ma = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 0)
; LEGACY: call spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHRPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_16_0(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 0) %ma)

; The reversed module translates forward again to the same instructions.
; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %t.rev.bc -o %t.3.spv
; RUN: %lspv -to-text %t.3.spv -o - | FileCheck %s --check-prefix=SPIRV

target triple = "spir64-unknown-unknown"

declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructi(i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_1(ptr addrspace(1), i32, i64, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 16, 8, 1) @_Z32__spirv_CooperativeMatrixLoadKHR_2(ptr addrspace(1), i32, i64)
declare spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHR(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 0))
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z34__spirv_CooperativeMatrixMulAddKHR(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 0), target("spirv.CooperativeMatrixKHR", i8, 3, 16, 8, 1), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z12__spirv_IAddii(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2))
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2), i32, i64)

define spir_kernel void @mma(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i64 %stride, ptr addrspace(1) %len) {
entry:
  %acc = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructi(i32 0)
  %ma = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_1(ptr addrspace(1) %a, i32 0, i64 %stride, i32 1)
  %mb = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 16, 8, 1) @_Z32__spirv_CooperativeMatrixLoadKHR_2(ptr addrspace(1) %b, i32 1, i64 %stride)
  %n = call spir_func i32 @_Z34__spirv_CooperativeMatrixLengthKHR(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 0) %ma)
  store i32 %n, ptr addrspace(1) %len, align 4
  %r = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z34__spirv_CooperativeMatrixMulAddKHR(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 0) %ma, target("spirv.CooperativeMatrixKHR", i8, 3, 16, 8, 1) %mb, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %acc, i32 3)
  %sum = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z12__spirv_IAddii(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %r, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %acc)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %c, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %sum, i32 0, i64 %stride)
  ret void
}
