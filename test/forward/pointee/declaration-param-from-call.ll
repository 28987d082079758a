; A declaration's pointer parameter that its name does not type (not a
; mangled builtin) takes the pointee of what the first call passes it, as
; llvm-spirv's type scavenger types it and as a definition's parameter is
; typed: a struct passed through a generic cast reaches the call without an
; OpBitcast.  Later calls passing another pointee cast to it; a mangled name
; keeps the type it spells (Pi: a pointer to int).  A variadic declaration
; is an error naming the call, nothing written.
; RUN: rm -rf %t && split-file %s %t
; RUN: %llvm-as %t/ok.ll -o %t/ok.bc
; RUN: %lspv %t/ok.bc -o %t/ok.spv
; RUN: %spirv-val %t/ok.spv
; RUN: %lspv -to-text %t/ok.spv -o - | FileCheck %s
; RUN: %lspv -r %t/ok.spv -o %t/rev.bc
; RUN: %opt -passes=verify -disable-output %t/rev.bc
; RUN: %llvm-dis %t/rev.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM
; RUN: %lspv %t/rev.bc -o %t/back.spv
; RUN: %spirv-val %t/back.spv
; RUN: %lspv -to-text %t/back.spv -o - | FileCheck %s
; RUN: not %lspv %t/bad.ll -o %t/bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t/bad.spv

; CHECK-DAG: Name [[#INIT:]] "ext_init"
; CHECK-DAG: Name [[#NAMED:]] "_Z9ext_namedPi"
; CHECK-DAG: TypeInt [[#INT:]] 32 0
; CHECK-DAG: TypeFloat [[#FLOAT:]] 32
; CHECK-DAG: TypeStruct [[#PAIR:]] [[#INT]] [[#FLOAT]]
; CHECK-DAG: TypePointer [[#GPAIR:]] 8 [[#PAIR]]
; CHECK-DAG: TypePointer [[#GINT:]] 8 [[#INT]]
; CHECK: Function [[#]] [[#INIT]] 0 [[#]]
; CHECK-NEXT: FunctionParameter [[#GPAIR]]
; CHECK: Function [[#]] [[#NAMED]] 0 [[#]]
; CHECK-NEXT: FunctionParameter [[#GINT]]
; CHECK: PtrCastToGeneric [[#GPAIR]] [[#PG:]]
; CHECK: PtrCastToGeneric [[#]] [[#FG:]]
; CHECK-NEXT: FunctionCall [[#]] [[#]] [[#INIT]] [[#PG]]
; CHECK-NEXT: Bitcast [[#GPAIR]] [[#FC:]] [[#FG]]
; CHECK-NEXT: FunctionCall [[#]] [[#]] [[#INIT]] [[#FC]]
; CHECK-NEXT: Bitcast [[#GINT]] [[#FI:]] [[#FG]]
; CHECK-NEXT: FunctionCall [[#]] [[#]] [[#NAMED]] [[#FI]]

; CHECK-LLVM: declare spir_func void @ext_init(ptr addrspace(4))
; CHECK-LLVM: %pg = addrspacecast ptr %p to ptr addrspace(4)
; CHECK-LLVM: call spir_func void @ext_init(ptr addrspace(4) %pg)

; BAD: call with an argument count the callee does not take in function 'k'

;--- ok.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.pair = type { i32, float }

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p = alloca %struct.pair, align 4
  %f = alloca float, align 4
  %pg = addrspacecast ptr %p to ptr addrspace(4)
  %fg = addrspacecast ptr %f to ptr addrspace(4)
  call spir_func void @ext_init(ptr addrspace(4) %pg)
  call spir_func void @ext_init(ptr addrspace(4) %fg)
  call spir_func void @_Z9ext_namedPi(ptr addrspace(4) %fg)
  %v = load float, ptr %f, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func void @ext_init(ptr addrspace(4))
declare spir_func void @_Z9ext_namedPi(ptr addrspace(4))

;--- bad.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  %f = alloca float, align 4
  %fg = addrspacecast ptr %f to ptr addrspace(4)
  call spir_func void (ptr addrspace(4), ...) @ext_va(ptr addrspace(4) %fg, i32 1)
  ret void
}

declare spir_func void @ext_va(ptr addrspace(4), ...)
