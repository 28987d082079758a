; Group builtins that cannot be translated: one error naming the place, no
; output.  (1) a predicate builtin declared to return float (OpenCL's is
; int); (2) work_group_broadcast with no local id; (3) a non-uniform
; instruction (SPIR-V 1.3) under --spirv-max-version=1.2; (4)
; sub_group_non_uniform_broadcast with an id that is not a constant, which
; needs SPIR-V 1.5, under --spirv-max-version=1.4.
; RUN: rm -f %t1.spv %t2.spv %t3.spv %t4.spv
; RUN: sed -e 's/;BAD1 //' %s | %llvm-as -o %t1.bc
; RUN: not %lspv %t1.bc -o %t1.spv 2>&1 | FileCheck %s --check-prefix=BAD1
; RUN: not test -e %t1.spv
; RUN: sed -e 's/;BAD2 //' %s | %llvm-as -o %t2.bc
; RUN: not %lspv %t2.bc -o %t2.spv 2>&1 | FileCheck %s --check-prefix=BAD2
; RUN: not test -e %t2.spv
; RUN: sed -e 's/;BAD3 //' %s | %llvm-as -o %t3.bc
; RUN: not %lspv --spirv-max-version=1.2 %t3.bc -o %t3.spv 2>&1 | FileCheck %s --check-prefix=BAD3
; RUN: not test -e %t3.spv
; The same module translates at the default maximum version.
; RUN: %lspv %t3.bc -o %t3.ok.spv
; RUN: %spirv-val %t3.ok.spv
; RUN: sed -e 's/;BAD4 //' %s | %llvm-as -o %t4.bc
; RUN: not %lspv --spirv-max-version=1.4 %t4.bc -o %t4.spv 2>&1 | FileCheck %s --check-prefix=BAD4
; RUN: not test -e %t4.spv
; RUN: %lspv %t4.bc -spirv-text -o - | FileCheck %s --check-prefix=V15

; BAD1: group builtin with a predicate result that is not an int
; BAD1-SAME: @_Z14work_group_alli
; BAD2: work_group_broadcast takes a value and 1 to 3 local ids
; BAD3: RequiresVersion
; BAD3-NEXT: requires SPIR-V version 1.3
; BAD3-SAME: OpGroupNonUniformIAdd
; BAD4: RequiresVersion
; BAD4-NEXT: requires SPIR-V version 1.5
; BAD4-SAME: OpGroupNonUniformBroadcast with an Id that is not a constant
; V15: 119734787 66816
; V15: GroupNonUniformBroadcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %a, i32 %id) {
entry:
;BAD1   %r1 = call spir_func float @_Z14work_group_alli(i32 %a)
;BAD2   %r2 = call spir_func i32 @_Z20work_group_broadcasti(i32 %a)
;BAD3   %r3 = call spir_func i32 @_Z32sub_group_non_uniform_reduce_addi(i32 %a)
;BAD3   store i32 %r3, ptr addrspace(1) %out, align 4
;BAD4   %r4 = call spir_func i32 @_Z31sub_group_non_uniform_broadcastij(i32 %a, i32 %id)
;BAD4   store i32 %r4, ptr addrspace(1) %out, align 4
  ret void
}

;BAD1 declare spir_func float @_Z14work_group_alli(i32)
;BAD2 declare spir_func i32 @_Z20work_group_broadcasti(i32)
;BAD3 declare spir_func i32 @_Z32sub_group_non_uniform_reduce_addi(i32)
;BAD4 declare spir_func i32 @_Z31sub_group_non_uniform_broadcastij(i32, i32)
