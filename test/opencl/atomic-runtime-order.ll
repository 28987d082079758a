; C11 atomics whose memory_order / memory_scope is known only at run time:
; forward calls __translate_ocl_memory_scope / _order (written once, after
; the module's functions: a switch with one case per distinct SPIR-V value,
; the default Device scope / SequentiallyConsistent), the order or-ed with
; the pointer's storage bits; reverse gives the C11 builtin back with the
; original scope argument and the or-ed order through
; __translate_spirv_memory_order.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CL20
; RUN: %lspv %t.rev.bc -o %t.rt.spv
; RUN: %spirv-val %t.rt.spv

; SPV-DAG: Name [[#SCOPEFN:]] "__translate_ocl_memory_scope"
; SPV-DAG: Name [[#ORDERFN:]] "__translate_ocl_memory_order"
; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: Constant [[#I32]] [[#MASK:]] 512
; SPV-DAG: Constant [[#I32]] [[#DEV:]] 1
; SPV-DAG: Constant [[#I32]] [[#SEQ:]] 16
; SPV-DAG: Constant [[#I32]] [[#ACQ:]] 2
; SPV: Function [[#]] [[#]]
; SPV: FunctionParameter [[#]] [[#OBJ:]]
; SPV-NEXT: FunctionParameter [[#I32]] [[#ORD:]]
; SPV-NEXT: FunctionParameter [[#I32]] [[#SC:]]
; SPV: FunctionCall [[#I32]] [[#S:]] [[#SCOPEFN]] [[#SC]]
; SPV-NEXT: FunctionCall [[#I32]] [[#O:]] [[#ORDERFN]] [[#ORD]]
; SPV-NEXT: BitwiseOr [[#I32]] [[#SEM:]] [[#O]] [[#MASK]]
; SPV: AtomicIAdd [[#I32]] [[#]] [[#]] [[#S]] [[#SEM]]
; SPV: Function [[#I32]] [[#SCOPEFN]] 0
; SPV-NEXT: FunctionParameter [[#I32]] [[#KEY:]]
; SPV: Label
; SPV-NEXT: Variable [[#]] [[#RES:]] 7
; SPV-NEXT: Switch [[#KEY]] [[C2:[0-9]+]] 0 [[#]] 1 [[#]] 2 [[C2]] 3 [[#]] 4 [[#]]
; SPV: Label [[C2]]
; SPV-NEXT: Store [[#RES]] [[#DEV]]
; SPV: Function [[#I32]] [[#ORDERFN]] 0
; SPV: Switch [[#]] [[C5:[0-9]+]] 0 [[#]] 2 [[#C2O:]] 3 [[#]] 4 [[#]] 5 [[C5]]
; SPV: Label [[#C2O]]
; SPV-NEXT: Store [[#]] [[#ACQ]]
; SPV: Label [[C5]]
; SPV-NEXT: Store [[#]] [[#SEQ]]
; SPV: Load [[#I32]] [[#RET:]]
; SPV-NEXT: ReturnValue [[#RET]]
; SPV: FunctionEnd

; CL20: define spir_func i32 @add(ptr addrspace(1) %obj, i32 %order, i32 %scope, i32 %v)
; CL20: %[[OR:.*]] = or i32 %{{.*}}, 512
; CL20: %[[T:.*]] = call spir_func i32 @__translate_spirv_memory_order(i32 %[[OR]])
; CL20: call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %{{.*}}, i32 %v, i32 %[[T]], i32 %scope)
; CL20: define internal spir_func i32 @__translate_ocl_memory_scope(i32

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @add(ptr addrspace(1) %obj, i32 %order, i32 %scope, i32 %v) {
entry:
  %g = addrspacecast ptr addrspace(1) %obj to ptr addrspace(4)
  %r = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %g, i32 %v, i32 %order, i32 %scope)
  ret i32 %r
}

declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32)
