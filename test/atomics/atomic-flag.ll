; OpenCL C 2.0 atomic_flag_test_and_set[_explicit] and
; atomic_flag_clear[_explicit] are OpAtomicFlagTestAndSet (a bool) and
; OpAtomicFlagClear on the flag seen as an atomic int; order and scope
; default to seq_cst and device; the semantics add the generic pointer's
; storage bits (Workgroup | CrossWorkgroup memory).  Reverse (CL2.0) writes the _explicit
; forms with both arguments; CL1.2 has no flag: a test-and-set is
; atomic_xchg of 1 whose old value is truncated to the bool (the flag only
; holds 0 or 1), a clear atomic_xchg of 0.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=CL20
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --spirv-target-env=CL1.2 %t.spv -o %t.12.bc
; RUN: %opt -passes=verify -disable-output %t.12.bc
; RUN: %llvm-dis %t.12.bc -o - | FileCheck %s --check-prefix=CL12
; RUN: %lspv %t.12.bc -o %t.12.spv
; RUN: %spirv-val %t.12.spv
; A test-and-set that does not return bool is not the OpenCL C builtin.
; RUN: sed -e 's/;BAD //' %s > %t.bad.ll
; RUN: not %lspv %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv

; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: TypeBool [[#BOOL:]]
; SPV-DAG: TypePointer [[#]] 8 [[#I32]]
; SPV-DAG: Constant [[#I32]] [[#DEVICE:]] 1 {{$}}
; SPV-DAG: Constant [[#I32]] [[#WG:]] 2 {{$}}
; SPV-DAG: Constant [[#I32]] [[#SEQ:]] 784 {{$}}
; SPV-DAG: Constant [[#I32]] [[#ACQ:]] 770 {{$}}
; SPV: AtomicFlagTestAndSet [[#BOOL]] [[#]] [[#F:]] [[#DEVICE]] [[#SEQ]]
; SPV: AtomicFlagTestAndSet [[#BOOL]] [[#]] [[#F]] [[#WG]] [[#ACQ]]
; SPV: AtomicFlagClear [[#F]] [[#DEVICE]] [[#SEQ]]

; CL12: %[[#X:]] = call spir_func i32 @_Z11atomic_xchgPU3AS{{[0-9]}}Vii(ptr addrspace({{[0-9]}}) %{{.*}}, i32 1)
; CL12-NEXT: trunc i32 %[[#X]] to i1
; CL12-NOT: icmp
; CL12: call spir_func i32 @_Z11atomic_xchgPU3AS{{[0-9]}}Vii(ptr addrspace({{[0-9]}}) %{{.*}}, i32 0)

; CL20: call spir_func i1 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %f, i32 5, i32 2)
; CL20: call spir_func i1 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %f, i32 2, i32 1)
; CL20: call spir_func void @_Z26atomic_flag_clear_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %f, i32 5, i32 2)

; BAD: atomic_flag builtin of a result type OpenCL C does not have

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i1 @flags(ptr addrspace(4) %f) {
  %a = call spir_func zeroext i1 @_Z24atomic_flag_test_and_setPU3AS4VU7_Atomici(ptr addrspace(4) %f)
  %b = call spir_func zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %f, i32 2, i32 1)
  call spir_func void @_Z17atomic_flag_clearPU3AS4VU7_Atomici(ptr addrspace(4) %f)
;BAD  %c = call spir_func i32 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order(ptr addrspace(4) %f, i32 5)
  %r = and i1 %a, %b
  ret i1 %r
}

declare spir_func zeroext i1 @_Z24atomic_flag_test_and_setPU3AS4VU7_Atomici(ptr addrspace(4))
declare spir_func zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4), i32, i32)
declare spir_func void @_Z17atomic_flag_clearPU3AS4VU7_Atomici(ptr addrspace(4))
;BAD declare spir_func i32 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order(ptr addrspace(4), i32)
