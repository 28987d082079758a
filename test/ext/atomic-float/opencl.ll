; The call spellings of the float atomics: OpenCL C 1.2 atomic_add/min/max,
; C11 atomic_fetch_add/sub/min/max[_explicit] (order and scope arguments),
; and __spirv_AtomicF*EXT.  atomic_fetch_sub is an add of the negated value.
; RUN: %lspv --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CL20
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL2.0 %t.spv -o %t.exact.bc
; RUN: %lspv --spirv-ext=+all,-SPV_KHR_untyped_pointers %t.exact.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT

; TEXT-DAG: Capability AtomicFloat32AddEXT
; TEXT-DAG: Capability AtomicFloat64AddEXT
; TEXT-DAG: Capability AtomicFloat32MinMaxEXT
; TEXT-NOT: Capability AtomicFloat16
; TEXT-DAG: TypeInt [[#I32:]] 32 0
; TEXT-DAG: Constant [[#I32]] [[#DEVICE:]] 1 {{$}}
; TEXT-DAG: Constant [[#I32]] [[#WG:]] 2 {{$}}
; TEXT-DAG: Constant [[#I32]] [[#GLOBAL:]] 512 {{$}}
; TEXT-DAG: Constant [[#I32]] [[#SC_ALL:]] 784 {{$}}
; TEXT-DAG: Constant [[#I32]] [[#ACQ_ALL:]] 770 {{$}}
; TEXT-DAG: Constant [[#I32]] [[#SPV_SEM:]] 896 {{$}}
; TEXT-DAG: TypeFloat [[#F32:]] 32
; TEXT-DAG: TypeFloat [[#F64:]] 64
; atomic_add(p, v): relaxed, Workgroup; the global pointer's bit.
; TEXT: 7 AtomicFAddEXT [[#F32]] [[#]] [[#]] [[#WG]] [[#GLOBAL]] [[#]]
; atomic_fetch_min(p, v): seq_cst, Device; the generic pointer's bits.
; TEXT: 7 AtomicFMinEXT [[#F32]] [[#]] [[#]] [[#DEVICE]] [[#SC_ALL]] [[#]]
; atomic_fetch_sub_explicit(p, v, acquire, work_group)
; TEXT: 4 FNegate [[#F64]] [[#NEG:]] [[#]]
; TEXT-NEXT: 7 AtomicFAddEXT [[#F64]] [[#]] [[#]] [[#WG]] [[#ACQ_ALL]] [[#NEG]]
; __spirv_AtomicFMaxEXT(p, Device, 896, v): the operands as given.
; TEXT: 7 AtomicFMaxEXT [[#F32]] [[#]] [[#]] [[#DEVICE]] [[#SPV_SEM]] [[#]]

; CL20: call spir_func float @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4) %p.as, float %f, i32 0, i32 1)
; CL20: call spir_func float @_Z25atomic_fetch_min_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4) %g, float %f, i32 5, i32 2)
; CL20: [[N:%.*]] = fneg double %d
; CL20: call spir_func double @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicdd12memory_order12memory_scope(ptr addrspace(4) %g2, double [[N]], i32 2, i32 1)
; The storage bits of 896 have no CL2.0 spelling (--exact-roundtrip keeps them).
; CL20: call spir_func float @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4) %p.as{{[0-9]*}}, float %f, i32 0, i32 2)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(4) %g, ptr addrspace(4) %g2, float %f, double %d) {
entry:
  %a = call spir_func float @_Z10atomic_addPU3AS1Vff(ptr addrspace(1) %p, float %f)
  %b = call spir_func float @_Z16atomic_fetch_minPU3AS4VU7_Atomicff(ptr addrspace(4) %g, float %f)
  %c = call spir_func double @_Z25atomic_fetch_sub_explicitPU3AS4VU7_Atomicdd12memory_order12memory_scope(ptr addrspace(4) %g2, double %d, i32 2, i32 1)
  %e = call spir_func float @_Z21__spirv_AtomicFMaxEXTPU3AS1fN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEf(ptr addrspace(1) %p, i32 1, i32 896, float %f)
  ret void
}

declare spir_func float @_Z10atomic_addPU3AS1Vff(ptr addrspace(1), float)
declare spir_func float @_Z16atomic_fetch_minPU3AS4VU7_Atomicff(ptr addrspace(4), float)
declare spir_func double @_Z25atomic_fetch_sub_explicitPU3AS4VU7_Atomicdd12memory_order12memory_scope(ptr addrspace(4), double, i32, i32)
declare spir_func float @_Z21__spirv_AtomicFMaxEXTPU3AS1fN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEf(ptr addrspace(1), float, i32, i32)
