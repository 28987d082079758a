; A BuiltIn vector read one component at a time through a pointer made
; from the variable (a cast: component 0; a constant access chain; a byte
; offset of an i8 view) reads back as the query of that component, as a
; load of the whole vector does; the address computations go with the
; variable.  With --spirv-builtin-format=global (SPV-IR) the variable and
; the pointer arithmetic stay.  The declaration's alignment is kept
; (an Alignment decoration).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=CL
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: %llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv %t.spvir.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR --spirv-builtin-format=global %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=GLOBAL
; A component past the vector's end is no query: the load stays.
; RUN: sed -e 's/i64 16$/i64 24/' %s > %t.past.ll
; RUN: %lspv %t.past.ll -o %t.past.spv
; RUN: %lspv -r %t.past.spv -o - | %llvm-dis | FileCheck %s --check-prefix=PAST

; SPV: Decorate [[#V:]] BuiltIn 25
; SPV-DAG: Decorate [[#V]] Alignment 32
; SPV-DAG: Bitcast [[#]] [[#]] [[#V]]
; SPV-DAG: PtrAccessChain

; CL-NOT: @__spirv_BuiltInWorkgroupSize
; CL-LABEL: define spir_func i64 @chain(
; CL-NEXT: entry:
; CL-NEXT: %a = call spir_func i64 @_Z14get_local_sizej(i32 0)
; CL-NEXT: %b = call spir_func i64 @_Z14get_local_sizej(i32 2)
; CL-NEXT: mul i64 %a, %b
; CL-LABEL: define spir_func i64 @bytes(
; CL: call spir_func i64 @_Z14get_local_sizej(i32 2)
; CL-NOT: getelementptr

; SPVIR: call spir_func i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 0)
; SPVIR: call spir_func i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 2)

; GLOBAL: @__spirv_BuiltInWorkgroupSize = external {{.*}}constant <3 x i64>, align 32
; GLOBAL-NOT: call spir_func

; PAST: [[V:%[0-9]+]] = bitcast ptr addrspace(1) @__spirv_BuiltInWorkgroupSize to ptr addrspace(1)
; PAST-NEXT: %p = getelementptr i8, ptr addrspace(1) [[V]], i64 24
; PAST-NEXT: [[P:%[0-9]+]] = bitcast ptr addrspace(1) %p to ptr addrspace(1)
; PAST-NEXT: load i64, ptr addrspace(1) [[P]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64"

@__spirv_BuiltInWorkgroupSize = external addrspace(1) constant <3 x i64>, align 32

define spir_func i64 @chain() {
entry:
  %p = getelementptr <3 x i64>, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, i64 0, i64 2
  %a = load i64, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, align 32
  %b = load i64, ptr addrspace(1) %p, align 8
  %m = mul i64 %a, %b
  ret i64 %m
}

define spir_func i64 @bytes() {
entry:
  %p = getelementptr i8, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, i64 16
  %b = load i64, ptr addrspace(1) %p, align 8
  ret i64 %b
}
