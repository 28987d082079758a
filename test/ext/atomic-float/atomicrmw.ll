; atomicrmw fadd / fsub / fmin / fmax on half, float and double: the
; atomic-float plugin claims them (plugin hook fwd_llvm_instruction) and writes
; OpAtomicFAddEXT (fsub: OpFNegate first) / OpAtomicFMinEXT / OpAtomicFMaxEXT
; with the capability of each width, scope and semantics as the core gives
; its own atomics.  Reverse spells them as the core spells atomics.
; RUN: %lspv --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max,+SPV_EXT_shader_atomic_float16_add %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=SPVIR
; The SPV-IR calls translate forward to the same instructions.
; RUN: %lspv --spirv-ext=+all,-SPV_KHR_untyped_pointers %t.rev.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; Without the extensions: disabled.ll.

; TEXT-DAG: Capability AtomicFloat16AddEXT
; TEXT-DAG: Capability AtomicFloat32AddEXT
; TEXT-DAG: Capability AtomicFloat64AddEXT
; TEXT-DAG: Capability AtomicFloat32MinMaxEXT
; TEXT-DAG: Capability AtomicFloat64MinMaxEXT
; TEXT-DAG: Capability AtomicFloat16MinMaxEXT
; TEXT-DAG: Extension "SPV_EXT_shader_atomic_float16_add"
; TEXT-DAG: Extension "SPV_EXT_shader_atomic_float_add"
; TEXT-DAG: Extension "SPV_EXT_shader_atomic_float_min_max"
; TEXT-DAG: TypeInt [[#I32:]] 32 0
; TEXT-DAG: Constant [[#I32]] [[#DEVICE:]] 1 {{$}}
; TEXT-DAG: Constant [[#I32]] [[#WG:]] 2 {{$}}
; TEXT-DAG: Constant [[#I32]] [[#RELAXED:]] 0 {{$}}
; SequentiallyConsistent | CrossWorkgroupMemory; Acquire | WorkgroupMemory
; atomicrmw: the ordering bit alone (seq_cst 16; acquire 2, the value of
; Workgroup scope too), as llvm-spirv writes it.
; TEXT-DAG: Constant [[#I32]] [[#SC:]] 16 {{$}}
; TEXT-DAG: TypeFloat [[#F16:]] 16
; TEXT-DAG: TypeFloat [[#F32:]] 32
; TEXT-DAG: TypeFloat [[#F64:]] 64
; TEXT-DAG: 4 Constant [[#F32]] [[#K42:]] 1109917696
; TEXT: 7 AtomicFAddEXT [[#F32]] [[#]] [[#P32:]] [[#DEVICE]] [[#RELAXED]] [[#V32:]]
; TEXT: 4 FNegate [[#F64]] [[#NEG:]] [[#V64:]]
; TEXT-NEXT: 7 AtomicFAddEXT [[#F64]] [[#]] [[#]] [[#DEVICE]] [[#SC]] [[#NEG]]
; TEXT: 7 AtomicFMinEXT [[#F32]] [[#]] [[#]] [[#WG]] [[#WG]] [[#]]
; TEXT: 7 AtomicFMaxEXT [[#F64]] [[#]] [[#]] [[#DEVICE]] [[#RELAXED]] [[#]]
; TEXT: 7 AtomicFAddEXT [[#F16]] [[#]] [[#]] [[#DEVICE]] [[#RELAXED]] [[#]]
; TEXT: 7 AtomicFMaxEXT [[#F16]] [[#]] [[#]] [[#DEVICE]] [[#RELAXED]] [[#]]
; fsub of a constant negates it with an instruction too (not folded).
; TEXT: 4 FNegate [[#F32]] [[#NEGK:]] [[#K42]]
; TEXT-NEXT: 7 AtomicFAddEXT [[#F32]] [[#]] [[#]] [[#DEVICE]] [[#RELAXED]] [[#NEGK]]

; CL1.2: relaxed Device atomics are the OpenCL 1.2 functions, the others
; __spirv_ calls (the round-trip rule, docs/reverse.md).
; IR-LABEL: define spir_kernel void @k(
; IR: call spir_func float @_Z10atomic_addPU3AS1Vff(ptr addrspace(1) %pf, float %f)
; IR: [[N:%.*]] = fneg double %d
; IR: call spir_func double @_Z10atomic_addPU3AS1Vdd(ptr addrspace(1) %pd, double [[N]])
; IR: call spir_func float @_Z10atomic_minPU3AS3Vff(ptr addrspace(3) %lf, float %f)
; IR: call spir_func double @_Z10atomic_maxPU3AS1Vdd(ptr addrspace(1) %pd, double %d)
; IR: call spir_func half @_Z10atomic_addPU3AS1VDhDh(ptr addrspace(1) %ph, half %h)
; IR: call spir_func half @_Z10atomic_maxPU3AS1VDhDh(ptr addrspace(1) %ph, half 0xH3C00)
; IR: [[K:%.*]] = fneg float 4.200000e+01
; IR: call spir_func float @_Z10atomic_addPU3AS1Vff(ptr addrspace(1) %pf, float [[K]])

; SPVIR: call spir_func float @_Z21__spirv_AtomicFAddEXTPU3AS1fiif(ptr addrspace(1) %pf, i32 1, i32 0, float %f)
; SPVIR: call spir_func double @_Z21__spirv_AtomicFMaxEXTPU3AS1diid(ptr addrspace(1) %pd, i32 1, i32 0, double %d)
; SPVIR: call spir_func half @_Z21__spirv_AtomicFMaxEXTPU3AS1DhiiDh(ptr addrspace(1) %ph, i32 1, i32 0, half 0xH3C00)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %pf, ptr addrspace(1) %pd, ptr addrspace(3) %lf, ptr addrspace(1) %ph, float %f, double %d, half %h) {
entry:
  %a = atomicrmw fadd ptr addrspace(1) %pf, float %f syncscope("device") monotonic
  %b = atomicrmw fsub ptr addrspace(1) %pd, double %d syncscope("device") seq_cst
  %c = atomicrmw fmin ptr addrspace(3) %lf, float %f syncscope("workgroup") acquire
  %e = atomicrmw fmax ptr addrspace(1) %pd, double %d syncscope("device") monotonic
  %g = atomicrmw fadd ptr addrspace(1) %ph, half %h syncscope("device") monotonic
  %i = atomicrmw fmax ptr addrspace(1) %ph, half 1.0 syncscope("device") monotonic
  %j = atomicrmw fsub ptr addrspace(1) %pf, float 42.0 syncscope("device") monotonic
  ret void
}
