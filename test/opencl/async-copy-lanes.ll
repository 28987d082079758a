; OpGroupAsyncCopy reads back as async_work_group_strided_copy, the builtin
; that has every operand of the instruction (a plain async_work_group_copy
; is its stride of 1); SPIR-V integers have no sign, so integer lanes read
; back unsigned.  The SPIR-V friendly spelling keeps the source const and
; the count and stride unsigned.  Both spellings go forward to the same
; module.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --to-text %t.spv -o %t.spt
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CL
; RUN: %lspv %t.rev.bc -o %t.cl.spv
; RUN: %spirv-val %t.cl.spv
; RUN: %lspv --to-text %t.cl.spv -o - | diff %t.spt -
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %opt -passes=verify -disable-output %t.ir.bc
; RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.ir.bc -o %t.ir.spv
; RUN: %lspv --to-text %t.ir.spv -o - | diff %t.spt -
; An async copy without its event is no OpenCL C call: an error.
; RUN: not %lspv %S/Inputs/event-pointer-bad-args.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv

; CHECK-DAG: TypeInt [[#I8:]] 8 0
; CHECK-DAG: TypeVector [[#V2:]] [[#I8]] 2
; CHECK-DAG: TypeEvent [[#EV:]]
; CHECK-DAG: Constant [[#]] [[#WG:]] 2
; CHECK-DAG: Constant [[#]] [[#ONE:]] 1
; CHECK-DAG: Constant [[#]] [[#THREE:]] 3
; CHECK: GroupAsyncCopy [[#EV]] [[#E1:]] [[#WG]] [[#]] [[#]] [[#]] [[#ONE]]
; CHECK: GroupAsyncCopy [[#EV]] [[#]] [[#WG]] [[#]] [[#]] [[#]] [[#THREE]] [[#E1]]

; CL: %[[E:[0-9a-z]+]] = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3Dv2_hPU3AS1KS_jj9ocl_event(ptr addrspace(3) %loc, ptr addrspace(1) %glob, i32 %n, i32 1, target("spirv.Event") zeroinitializer)
; CL: call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1Dv2_hPU3AS3KS_jj9ocl_event(ptr addrspace(1) %glob, ptr addrspace(3) %loc, i32 %n, i32 3, target("spirv.Event") %[[E]])

; IR: call spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyiPU3AS3Dv2_cPU3AS1KS_jjP13__spirv_Event(i32 2, ptr addrspace(3) %loc, ptr addrspace(1) %glob, i32 %n, i32 1,
; IR: call spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyiPU3AS1Dv2_cPU3AS3KS_jjP13__spirv_Event(i32 2, ptr addrspace(1) %glob, ptr addrspace(3) %loc, i32 %n, i32 3,

; BAD: async copy with an argument list OpenCL C does not have

target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"

define spir_kernel void @stage(ptr addrspace(1) %glob, ptr addrspace(3) %loc, i32 %n) {
entry:
  %slot = alloca target("spirv.Event"), align 4
  %in = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv2_cPU3AS1KS_j9ocl_event(ptr addrspace(3) %loc, ptr addrspace(1) %glob, i32 %n, target("spirv.Event") zeroinitializer)
  %out = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1Dv2_cPU3AS3KS_jj9ocl_event(ptr addrspace(1) %glob, ptr addrspace(3) %loc, i32 %n, i32 3, target("spirv.Event") %in)
  store target("spirv.Event") %out, ptr %slot, align 4
  %gen = addrspacecast ptr %slot to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %gen)
  ret void
}

declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv2_cPU3AS1KS_j9ocl_event(ptr addrspace(3), ptr addrspace(1), i32, target("spirv.Event"))
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1Dv2_cPU3AS3KS_jj9ocl_event(ptr addrspace(1), ptr addrspace(3), i32, i32, target("spirv.Event"))
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
