; OpSMulExtended / OpUMulExtended reversed to the product at twice the
; width; for 64-bit operands that is i128, which forward refuses (no SPIR-V
; form), so the round trip of a 64-bit extended multiply failed (issue 19).
; Every width now reverses to llvm-spirv's call with an `sret` struct, which
; forward reads back as the instruction.  The struct is written through the
; pointer of the OpStore right after the instruction when that pointer is
; already known (the store is folded, also past the OpBitcast forward puts
; before the store), else through an alloca and loaded
; (test/reverse/struct-results.spt).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT2
; TEXT-DAG: 4 TypeInt [[I64:[0-9]+]] 64 0
; TEXT-DAG: 4 TypeStruct [[S64:[0-9]+]] [[I64]] [[I64]]
; TEXT-DAG: 4 TypeInt [[I32:[0-9]+]] 32 0
; TEXT-DAG: 4 TypeStruct [[S32:[0-9]+]] [[I32]] [[I32]]
; TEXT: 5 SMulExtended [[S64]]
; TEXT: 5 UMulExtended [[S64]]
; TEXT: 5 SMulExtended [[S32]]
; TEXT2-DAG: 4 TypeInt [[I64:[0-9]+]] 64 0
; TEXT2-DAG: 4 TypeStruct [[S64:[0-9]+]] [[I64]] [[I64]]
; TEXT2: 5 SMulExtended [[S64]]
; TEXT2: 5 UMulExtended [[S64]]
; REV-LABEL: define spir_func void @wide(
; REV-NOT: alloca
; REV: call spir_func void @_Z20__spirv_SMulExtendedll(ptr sret(%s64) %out, i64 %a, i64 %b)
; REV-NEXT: call spir_func void @_Z20__spirv_UMulExtendedll(ptr sret(%s64) %out, i64 %a, i64 %b)
; REV-NEXT: ret void
; REV-LABEL: define spir_func void @narrow(
; REV-NEXT: call spir_func void @_Z20__spirv_SMulExtendedii(ptr sret(%s32) %out, i32 %a, i32 %b)
; REV-NOT: mul

target triple = "spir64-unknown-unknown"

%s64 = type { i64, i64 }
%s32 = type { i32, i32 }

define spir_func void @wide(ptr %out, i64 %a, i64 %b) {
  call void @_Z20__spirv_SMulExtendedll(ptr sret(%s64) %out, i64 %a, i64 %b)
  call void @_Z20__spirv_UMulExtendedmm(ptr sret(%s64) %out, i64 %a, i64 %b)
  ret void
}

define spir_func void @narrow(ptr %out, i32 %a, i32 %b) {
  call void @_Z20__spirv_SMulExtendedii(ptr sret(%s32) %out, i32 %a, i32 %b)
  ret void
}

declare void @_Z20__spirv_SMulExtendedll(ptr sret(%s64), i64, i64)
declare void @_Z20__spirv_UMulExtendedmm(ptr sret(%s64), i64, i64)
declare void @_Z20__spirv_SMulExtendedii(ptr sret(%s32), i32, i32)
