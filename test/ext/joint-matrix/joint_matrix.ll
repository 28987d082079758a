; SPV_INTEL_joint_matrix (lib/ext/joint_matrix.c): the checked, offset,
; prefetch and per-invocation instructions on cooperative matrices, forward
; and back, and a matrix loop-carried through a phi.

; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix %s -o %t.spv
; RUN: %lspv --verify %t.spv
; (Debian's spirv-val predates the extension: lspv's checker covers it.)
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPIRV --input-file %t.spt
; RUN: %lspv -to-binary %t.spt -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv

; SPIRV-DAG: Capability CooperativeMatrixKHR
; SPIRV-DAG: Capability CooperativeMatrixCheckedInstructionsINTEL
; SPIRV-DAG: Capability CooperativeMatrixOffsetInstructionsINTEL
; SPIRV-DAG: Capability CooperativeMatrixPrefetchINTEL
; SPIRV-DAG: Capability CooperativeMatrixInvocationInstructionsINTEL
; SPIRV-DAG: Extension "SPV_KHR_cooperative_matrix"
; SPIRV-DAG: Extension "SPV_INTEL_joint_matrix"
; SPIRV-DAG: TypeInt [[#I16:]] 16 0
; SPIRV-DAG: TypeInt [[#I32:]] 32 0
; SPIRV-DAG: TypeFloat [[#F32:]] 32
; SPIRV-DAG: Constant [[#I32]] [[#C0:]] 0 {{$}}
; SPIRV-DAG: Constant [[#I32]] [[#C3:]] 3 {{$}}
; SPIRV-DAG: Constant [[#I32]] [[#C8:]] 8 {{$}}
; SPIRV-DAG: Constant [[#I32]] [[#C16:]] 16 {{$}}
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MA:]] [[#I16]] [[#C3]] [[#C8]] [[#C16]] [[#C0]]
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MC:]] [[#F32]] [[#C3]] [[#C8]] [[#C8]] [[#]]
; SPIRV: CooperativeMatrixConstructCheckedINTEL [[#MC]] [[#INIT:]] [[#]] [[#]] [[#C8]] [[#C8]] [[#]] {{$}}
; SPIRV: Phi [[#MC]] [[#ACC:]] [[#INIT]] [[#]] [[#NEXT:]] [[#]]
; SPIRV: CooperativeMatrixPrefetchINTEL [[#A:]] [[#C8]] [[#C16]] 2 [[#C0]] [[#]] {{$}}
; SPIRV: CooperativeMatrixLoadCheckedINTEL [[#MA]] [[#LA:]] [[#A]] [[#]] [[#]] [[#C0]] [[#C8]] [[#C16]] [[#]] 1 {{$}}
; SPIRV: CooperativeMatrixLoadOffsetINTEL [[#MA]] [[#LB:]] [[#]] [[#]] [[#]] [[#C0]] [[#]] {{$}}
; SPIRV: CooperativeMatrixMulAddKHR [[#MC]] [[#NEXT]] [[#LA]] [[#LB]] [[#ACC]] 64 {{$}}
; SPIRV: CooperativeMatrixApplyFunctionINTEL [[#MC]] [[#APPLIED:]] [[#]] [[#NEXT]]
; SPIRV: CooperativeMatrixStoreCheckedINTEL [[#]] [[#]] [[#]] [[#APPLIED]] [[#C0]] [[#C8]] [[#C8]] [[#]] {{$}}
; SPIRV: CooperativeMatrixStoreOffsetINTEL [[#]] [[#]] [[#]] [[#NEXT]] [[#C0]] [[#]] {{$}}

; Reverse: the same SPIR-V friendly calls, mangled as llvm-spirv does (a
; pointer by its SPIR-V pointee, char when it has none, a load's name with
; _R<matrix>).
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; LLVM: call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z46__spirv_CooperativeMatrixConstructCheckedINTELiiiif(i32 %y, i32 %x, i32 8, i32 8, float 0.000000e+00)
; LLVM: phi target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2)
; LLVM: call spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTELPU3AS1siiiil(ptr addrspace(1) %a, i32 8, i32 16, i32 2, i32 0, i64 %stride)
; LLVM: call spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z95__spirv_CooperativeMatrixLoadCheckedINTEL_RPU3AS144__spirv_CooperativeMatrixKHR__short_3_8_16_0PU3AS1siiiiili(ptr addrspace(1) %a, i32 %y, i32 %x, i32 0, i32 8, i32 16, i64 %stride, i32 1)
; LLVM: call spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z94__spirv_CooperativeMatrixLoadOffsetINTEL_RPU3AS144__spirv_CooperativeMatrixKHR__short_3_8_16_0PU3AS1ciiil(ptr addrspace(1) %b, i32 %y, i32 %x, i32 0, i64 %stride)
; LLVM: call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z43__spirv_CooperativeMatrixApplyFunctionINTELPU3AS4cPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2(
; LLVM: call spir_func void @_Z42__spirv_CooperativeMatrixStoreCheckedINTELPU3AS1fiiPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2iiil(
; LLVM: call spir_func void @_Z41__spirv_CooperativeMatrixStoreOffsetINTELPU3AS1fiiPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2il(

; The reversed module translates forward again to the same instructions.
; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix %t.rev.bc -o %t.3.spv
; RUN: %lspv -to-text %t.3.spv -o - | FileCheck %s --check-prefix=SPIRV

; Without the extension: llvm-spirv's RequiresExtension, no output.
; RUN: rm -f %t.no.spv
; RUN: not %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_joint_matrix

target triple = "spir64-unknown-unknown"

declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z46__spirv_CooperativeMatrixConstructCheckedINTEL(i32, i32, i32, i32, float)
declare spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTEL(ptr addrspace(1), i32, i32, i32, i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z41__spirv_CooperativeMatrixLoadCheckedINTEL(ptr addrspace(1), i32, i32, i32, i32, i32, i64, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z40__spirv_CooperativeMatrixLoadOffsetINTEL(ptr addrspace(1), i32, i32, i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z34__spirv_CooperativeMatrixMulAddKHR(target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0), target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0), target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), i32)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z43__spirv_CooperativeMatrixApplyFunctionINTEL(ptr addrspace(4), target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2))
declare spir_func void @_Z42__spirv_CooperativeMatrixStoreCheckedINTEL(ptr addrspace(1), i32, i32, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), i32, i32, i32, i64)
declare spir_func void @_Z41__spirv_CooperativeMatrixStoreOffsetINTEL(ptr addrspace(1), i32, i32, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), i32, i64)

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(4) %fn, i32 %y, i32 %x, i64 %stride, i32 %n) {
entry:
  store i16 0, ptr addrspace(1) %a, align 2
  store float 0.0, ptr addrspace(1) %c, align 4
  %init = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z46__spirv_CooperativeMatrixConstructCheckedINTEL(i32 %y, i32 %x, i32 8, i32 8, float 0.0)
  br label %loop

loop:
  %acc = phi target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) [ %init, %entry ], [ %next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTEL(ptr addrspace(1) %a, i32 8, i32 16, i32 2, i32 0, i64 %stride)
  %la = call spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z41__spirv_CooperativeMatrixLoadCheckedINTEL(ptr addrspace(1) %a, i32 %y, i32 %x, i32 0, i32 8, i32 16, i64 %stride, i32 1)
  %lb = call spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z40__spirv_CooperativeMatrixLoadOffsetINTEL(ptr addrspace(1) %b, i32 %y, i32 %x, i32 0, i64 %stride)
  %next = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z34__spirv_CooperativeMatrixMulAddKHR(target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) %la, target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) %lb, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %acc, i32 64)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %applied = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z43__spirv_CooperativeMatrixApplyFunctionINTEL(ptr addrspace(4) %fn, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %next)
  call spir_func void @_Z42__spirv_CooperativeMatrixStoreCheckedINTEL(ptr addrspace(1) %c, i32 %y, i32 %x, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %applied, i32 0, i32 8, i32 8, i64 %stride)
  call spir_func void @_Z41__spirv_CooperativeMatrixStoreOffsetINTEL(ptr addrspace(1) %c, i32 %y, i32 %x, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %next, i32 0, i64 %stride)
  ret void
}
