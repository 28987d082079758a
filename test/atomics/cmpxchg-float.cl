// A C11 compare-exchange of floats: SPIR-V's OpAtomicCompareExchange acts
// on integers, so forward types the object and `expected` pointers as the
// integer of the float's width (no cast before the instruction, as
// llvm-spirv writes it) and bitcasts the values.  Reverse (CL2.0) reads the
// updated `expected` back through the generic address it passed.
// RUN: %clang -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -O1 -emit-llvm-bc %s -o %t.bc
// RUN: %lspv %t.bc -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %lspv -to-text %t.spv -o %t.spt
// RUN: FileCheck %s --input-file=%t.spt --check-prefix=SPV
// RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o %t.rev.bc
// RUN: %opt -passes=verify -disable-output %t.rev.bc
// RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CL
// RUN: %lspv %t.rev.bc -o %t.2.spv
// RUN: %spirv-val %t.2.spv
// A float exchange (OpAtomicExchange takes floats) keeps its float pointer.
// RUN: FileCheck %s --input-file=%t.spt --check-prefix=XCHG

// SPV-DAG: TypeInt [[#I32:]] 32 0
// SPV-DAG: TypeFloat [[#F32:]] 32
// SPV-DAG: TypePointer [[#GI32:]] 8 [[#I32]]
// SPV: Function
// SPV: FunctionParameter [[#GI32]] [[#OBJ:]]
// SPV: FunctionParameter [[#GI32]] [[#EXP:]]
// SPV: FunctionParameter [[#F32]] [[#DES:]]
// SPV-NOT: FunctionEnd
// SPV: Bitcast [[#I32]] [[#D:]] [[#DES]]
// SPV-NOT: FunctionEnd
// SPV: AtomicCompareExchange [[#I32]] [[#]] [[#OBJ]] [[#]] [[#]] [[#]] [[#D]]

// CL: define spir_func void @cas(ptr addrspace(4) {{.*}}%o, ptr addrspace(4) {{.*}}%e, float {{.*}}%d)
// CL: %[[DI:[0-9]+]] = bitcast float %d to i32
// CL: call spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) %o, ptr addrspace(4) %[[EX:[a-z0-9.]+]], i32 %[[DI]],
// CL: load i32, ptr addrspace(4) %[[EX]], align 4

// XCHG: TypeFloat [[#XF:]] 32
// XCHG: TypePointer [[#GF32:]] 8 [[#XF]]
// XCHG: FunctionParameter [[#GF32]] [[#XO:]]
// XCHG: AtomicExchange [[#XF]] [[#]] [[#XO]]

void cas(volatile atomic_float *o, float *e, float d) {
  atomic_compare_exchange_strong(o, e, d);
}

void xchg(volatile atomic_float *o, float d, global float *out) {
  *out = atomic_exchange(o, d);
}
