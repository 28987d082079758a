; A cooperative matrix load/store whose Aligned memory operand gives an
; alignment that is not a power of two (SYCL's joint_matrix passes 0 for
; "unknown") drops the Aligned bit and its parameter: SPIR-V 3.26 requires a
; power of two and the alignment is only a hint.  A valid alignment stays.
; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPIRV --input-file %t.spt
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; Without the extension, the calls are refused.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv
; A mask with bits that are no Memory Operand (a fuzz_ir finding: -1 was
; written as is, and lspv's checker refused the instruction), and a mask
; whose parameters do not follow it (0 with an alignment after it): errors
; naming the call, no output.
; RUN: sed 's/i32 0, i64 16, i32 3, i32 0)$/i32 0, i64 16, i32 -1, i32 0)/' %s > %t.bits.ll
; RUN: not %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %t.bits.ll -o %t.bits.spv 2>&1 | FileCheck %s --check-prefix=BITS
; RUN: test ! -e %t.bits.spv
; BITS: InvalidInstruction: __spirv_CooperativeMatrixLoadKHR: memory operand mask 0xffffffff has bits that are no Memory Operand
; RUN: sed 's/i32 0, i64 16, i32 3, i32 16)$/i32 0, i64 16, i32 0, i32 16)/' %s > %t.params.ll
; RUN: not %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %t.params.ll -o %t.params.spv 2>&1 | FileCheck %s --check-prefix=PARAMS
; RUN: test ! -e %t.params.spv
; PARAMS: InvalidInstruction: __spirv_CooperativeMatrixStoreKHR: memory operand mask 0x0 does not match the parameters after it

; Volatile|Aligned 0 -> Volatile; Aligned 3 -> none; Volatile|Aligned 16 stays.
; SPIRV: CooperativeMatrixLoadKHR [[#]] [[#]] [[#]] [[#]] [[#]] 1 {{$}}
; SPIRV: CooperativeMatrixLoadKHR [[#]] [[#]] [[#]] [[#]] [[#]] 0 {{$}}
; SPIRV: CooperativeMatrixStoreKHR [[#]] [[#]] [[#]] [[#]] 3 16 {{$}}
; LLVM: @_Z{{[0-9]+}}__spirv_CooperativeMatrixLoadKHR{{.*}}(ptr addrspace(1) %p, i32 0, i64 16, i32 1)
; LLVM: @_Z{{[0-9]+}}__spirv_CooperativeMatrixLoadKHR{{.*}}(ptr addrspace(1) %p, i32 0, i64 16, i32 0)
; LLVM: @_Z{{[0-9]+}}__spirv_CooperativeMatrixStoreKHR{{.*}}(ptr addrspace(1) %p, target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) %a, i32 0, i64 16, i32 3, i32 16)
; ERR: SPV_KHR_cooperative_matrix

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %a = call spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_1(ptr addrspace(1) %p, i32 0, i64 16, i32 3, i32 0)
  %b = call spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_2(ptr addrspace(1) %p, i32 0, i64 16, i32 2, i32 3)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %p, target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) %a, i32 0, i64 16, i32 3, i32 16)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_1(ptr addrspace(1), i32, i64, i32, i32)
declare spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHR_2(ptr addrspace(1), i32, i64, i32, i32)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0), i32, i64, i32, i32)
