; OpenCL C++ / SPIR-V 1.1 pipe storage in the SPIR-V friendly IR: a pipe
; storage is a pointer in the global address space (mangled
; `PU3AS119__spirv_PipeStorage`), and __spirv_CreatePipeFromPipeStorage_<access>
; makes a pipe of it.  Forward types that pointer as a pointer to
; OpTypePipeStorage (capability PipeStorage, SPIR-V 1.1); reverse names the
; call by the result pipe's access and mangles the pointer as the storage.
; A creator global (%spirv.ConstantPipeStorage {size, alignment, capacity})
; given to the call directly is an OpConstantPipeStorage in the block, and no
; variable when nothing else uses it.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: %lspv %t.rev.bc -o %t.back.spv
; RUN: %spirv-val %t.back.spv
; RUN: %lspv --to-text %t.spv -o %t.spt
; RUN: %lspv --to-text %t.back.spv -o %t.back.spt
; RUN: diff %t.spt %t.back.spt
; The OpenCL C environment keeps the same call (OpenCL C has no builtin).
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=CL
; Untyped pointers (the distribution's spirv-val may not know them).
; RUN: %lspv %t.bc -o %t.u.spv --spirv-ext=+SPV_KHR_untyped_pointers
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.u.spv -o - | %llvm-dis | FileCheck %s --check-prefix=REV
; A pipe made of no pipe storage is refused.
; RUN: %llvm-as %S/Inputs/pipe-storage-not-storage.ll -o %t.bad.bc
; RUN: not %lspv %t.bad.bc -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv

; CHECK: 119734787 65792
; CHECK-DAG: Capability Pipes
; CHECK-DAG: Capability PipeStorage
; CHECK-DAG: TypePipeStorage [[#PS:]]
; CHECK-DAG: TypePointer [[#PSP:]] 5 [[#PS]]
; CHECK-DAG: TypePipe [[#RP:]] 0
; CHECK-DAG: TypePipe [[#WP:]] 1
; CHECK-NOT: Variable [[#]] [[#]] 5 [[#]]
; CHECK: Variable [[#]] [[#]] 5
; CHECK-NOT: Variable [[#]] [[#]] 5
; CHECK: Load [[#]] [[#L1:]]
; CHECK: Bitcast [[#PSP]] [[#S1:]] [[#L1]]
; CHECK: CreatePipeFromPipeStorage [[#RP]] [[#]] [[#S1]]
; CHECK: Bitcast [[#PSP]] [[#S2:]] [[#]]
; CHECK: CreatePipeFromPipeStorage [[#WP]] [[#]] [[#S2]]
; CHECK: ConstantPipeStorage [[#PS]] [[#C:]] 4 4 8
; CHECK: CreatePipeFromPipeStorage [[#RP]] [[#]] [[#C]]

; REV: %[[L:[0-9a-z.]+]] = load ptr addrspace(1), ptr addrspace(1) @storage_ref
; REV: call spir_func target("spirv.Pipe", 0) @_Z38__spirv_CreatePipeFromPipeStorage_readPU3AS119__spirv_PipeStorage(ptr addrspace(1) %
; REV: call spir_func target("spirv.Pipe", 1) @_Z39__spirv_CreatePipeFromPipeStorage_writePU3AS119__spirv_PipeStorage(ptr addrspace(1) %
; REV: call spir_func target("spirv.Pipe", 0) @_Z38__spirv_CreatePipeFromPipeStorage_readPU3AS119__spirv_PipeStorage(ptr addrspace(1) @_ZN2cl9__details29OpConstantPipeStorage_CreatorILi4ELi4ELi8EE5valueE)

; CL: call spir_func target("spirv.Pipe", 0) @_Z38__spirv_CreatePipeFromPipeStorage_read
; CL: call spir_func target("spirv.Pipe", 1) @_Z39__spirv_CreatePipeFromPipeStorage_write

; BAD: the pipe storage (id [[#]]) is not of an OpTypePipeStorage

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%spirv.ConstantPipeStorage = type { i32, i32, i32 }

@storage_ref = addrspace(1) global ptr addrspace(1) null, align 8
@creator = linkonce_odr addrspace(1) global %spirv.ConstantPipeStorage { i32 4, i32 4, i32 8 }, align 4

define spir_kernel void @use_storage(ptr addrspace(1) %other) {
entry:
  %s = load ptr addrspace(1), ptr addrspace(1) @storage_ref, align 8
  %r = call spir_func target("spirv.Pipe", 0) @_Z38__spirv_CreatePipeFromPipeStorage_readPU3AS119__spirv_PipeStorage(ptr addrspace(1) %s)
  %w = call spir_func target("spirv.Pipe", 1) @_Z39__spirv_CreatePipeFromPipeStorage_writePU3AS119__spirv_PipeStorage(ptr addrspace(1) %other)
  call spir_func void @sink(target("spirv.Pipe", 0) %r, target("spirv.Pipe", 1) %w)
  ret void
}

define spir_kernel void @use_constant() {
entry:
  %r = call spir_func target("spirv.Pipe", 0) @_Z38__spirv_CreatePipeFromPipeStorage_readPU3AS119__spirv_PipeStorage(ptr addrspace(1) @creator)
  call spir_func void @sink(target("spirv.Pipe", 0) %r, target("spirv.Pipe", 1) poison)
  ret void
}

declare spir_func void @sink(target("spirv.Pipe", 0), target("spirv.Pipe", 1))
declare spir_func target("spirv.Pipe", 0) @_Z38__spirv_CreatePipeFromPipeStorage_readPU3AS119__spirv_PipeStorage(ptr addrspace(1))
declare spir_func target("spirv.Pipe", 1) @_Z39__spirv_CreatePipeFromPipeStorage_writePU3AS119__spirv_PipeStorage(ptr addrspace(1))
