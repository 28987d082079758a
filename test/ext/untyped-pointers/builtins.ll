; SPV_KHR_untyped_pointers: reverse spells the builtins that take a pointer
; without pointee from what it points to: the data type of the untyped
; variable passed (fract's out-parameter), an int of the result's shape for
; frexp's out-parameter, the value type of an atomic; and
; OpPtrDiff divides by the variable's data type.
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.rev.bc -o %t.2.spv
; RUN: %lspv --verify %t.2.spv
; The same module without the extension reads back with the same names.
; RUN: %lspv %s -o %t.noext.spv
; RUN: %lspv -r %t.noext.spv -S -o - | FileCheck %s --check-prefix=IR
;
; Negative: OpVariable cannot take a pointer type without pointee (an
; untyped variable names its data type).
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: sed -e 's/^\([0-9]*\) UntypedVariableKHR \([0-9]*\) \([0-9]*\) 7 [0-9]* $/4 Variable \2 \3 7 /' %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD

; TEXT-DAG: TypeUntypedPointerKHR [[#P:]] 7
; TEXT-DAG: TypeFloat [[#F:]] 32
; TEXT: UntypedVariableKHR [[#P]] [[#V:]] 7 [[#F]]
; TEXT: ExtInst [[#F]] [[#]] [[#]] fract [[#]] [[#V]]
; TEXT: PtrDiff [[#]] [[#]] [[#V]] [[#V]]

; IR: %ip = alloca float, align 4
; IR: call spir_func float @_Z5fractfPf(float %x, ptr %ip)
; IR: call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %cnt, i32 1)
; IR: call spir_func float @_Z5frexpfPU3AS1i(float %x, ptr addrspace(1) %exp)
; IR: sdiv exact i64 %{{.*}}, ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64)

; BAD: InvalidModule: OpVariable of a pointer type without pointee

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(float %x, ptr addrspace(1) %out, ptr addrspace(1) %dist, ptr addrspace(1) %cnt, ptr addrspace(1) %exp) {
  %ip = alloca float, align 4
  %f = call spir_func float @_Z5fractfPf(float %x, ptr %ip)
  store float %f, ptr addrspace(1) %out, align 4
  %old = atomicrmw add ptr addrspace(1) %cnt, i32 1 seq_cst
  %m = call spir_func float @_Z5frexpfPU3AS1i(float %x, ptr addrspace(1) %exp)
  %d = call spir_func i64 @_Z15__spirv_PtrDiff(ptr %ip, ptr %ip)
  store i64 %d, ptr addrspace(1) %dist, align 8
  ret void
}

declare spir_func float @_Z5fractfPf(float, ptr)
declare spir_func i64 @_Z15__spirv_PtrDiff(ptr, ptr)
declare spir_func float @_Z5frexpfPU3AS1i(float, ptr addrspace(1))
