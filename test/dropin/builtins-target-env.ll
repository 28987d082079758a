; Work-item builtins: the OpenCL calls become BuiltIn variables; reverse
; spells them by --spirv-target-env (OpenCL C calls by default, __spirv_
; calls for SPV-IR, as llvm-spirv writes them).

; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv %t.bc -o %t.spv
; RUN: llvm-spirv %t.spv -to-text -o %t.spt
; RUN: FileCheck < %t.spt %s --check-prefix=CHECK-SPIRV
; RUN: %if spirv-tools %{ spirv-val %t.spv %}
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM-CL
; RUN: llvm-spirv -r %t.spv --spirv-target-env=CL2.0 -o %t.rev20.bc
; RUN: llvm-dis %t.rev20.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM-CL
; RUN: llvm-spirv -r %t.spv --spirv-target-env=SPV-IR -o %t.revspv.bc
; RUN: llvm-dis %t.revspv.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM-SPV

; CHECK-SPIRV: EntryPoint 6 [[#]] "index_map"
; CHECK-SPIRV-DAG: Decorate [[#GID:]] BuiltIn 28
; CHECK-SPIRV-DAG: Decorate [[#LID:]] BuiltIn 27
; CHECK-SPIRV-DAG: Decorate [[#GSZ:]] BuiltIn 31
; CHECK-SPIRV: Variable [[#]] [[#GID]] 1
; CHECK-SPIRV: Function
; CHECK-SPIRV-DAG: Load [[#]] [[#]] [[#GID]]
; CHECK-SPIRV-DAG: Load [[#]] [[#]] [[#LID]]
; CHECK-SPIRV-DAG: Load [[#]] [[#]] [[#GSZ]]

; CHECK-LLVM-CL-DAG: call spir_func i64 @_Z13get_global_idj(i32 0)
; CHECK-LLVM-CL-DAG: call spir_func i64 @_Z12get_local_idj(i32 1)
; CHECK-LLVM-CL-DAG: call spir_func i64 @_Z15get_global_sizej(i32 0)
; CHECK-LLVM-CL-NOT: __spirv_BuiltIn

; CHECK-LLVM-SPV-DAG: call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
; CHECK-LLVM-SPV-DAG: call spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 1)
; CHECK-LLVM-SPV-DAG: call spir_func i64 @_Z25__spirv_BuiltInGlobalSizei(i32 0)
; CHECK-LLVM-SPV-NOT: get_global_id

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @index_map(ptr addrspace(1) %out) {
entry:
  %g = call spir_func i64 @_Z13get_global_idj(i32 0)
  %l = call spir_func i64 @_Z12get_local_idj(i32 1)
  %n = call spir_func i64 @_Z15get_global_sizej(i32 0)
  %t = mul i64 %l, %n
  %i = add i64 %t, %g
  %p = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %g
  store i64 %i, ptr addrspace(1) %p, align 8
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func i64 @_Z15get_global_sizej(i32)
