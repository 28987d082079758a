; Intrinsics without a SPIR-V instruction that llvm-spirv calls as helper
; functions are calls of helpers of the same names here: spirv.llvm_<name>
; for bswap, fshl/fshr, umul.with.overflow, memset of a run-time value or
; length and memmove of a run-time length (.volatile when volatile), llvm_bitreverse_<type> for bitreverse;
; one helper per overload, appended after the module's functions, exported
; (but the memmove one: opencl/memmove-helper-link.ll).
; Reverse turns the calls of a spirv.llvm_* helper back into the intrinsic
; and drops the helper; llvm_bitreverse_* stays a function.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv %t.rev.bc -o %t.rev.spv
; RUN: %spirv-val %t.rev.spv
; With the extension of OpBitReverse, bitreverse is that instruction.
; RUN: %lspv %s --spirv-ext=+SPV_KHR_bit_instructions -spirv-text -o - | FileCheck %s --check-prefix=EXT

; SPV-DAG: Name [[#BSWAP16:]] "spirv.llvm_bswap_i16"
; SPV-DAG: Name [[#BSWAP64:]] "spirv.llvm_bswap_i64"
; SPV-DAG: Name [[#FSHL:]] "spirv.llvm_fshl_i32"
; SPV-DAG: Name [[#FSHR:]] "spirv.llvm_fshr_v2i16"
; SPV-DAG: Name [[#UMUL:]] "spirv.llvm_umul_with_overflow_i32"
; SPV-DAG: Name [[#MEMSET:]] "spirv.llvm_memset_p1_i64"
; SPV-DAG: Name [[#MEMSETV:]] "spirv.llvm_memset_p1_i64.volatile"
; SPV-DAG: Name [[#MOVE:]] "spirv.llvm_memmove_p1_p1_i64"
; SPV-DAG: Name [[#BREV:]] "llvm_bitreverse_i8"
; SPV-DAG: Decorate [[#BSWAP16]] LinkageAttributes "spirv.llvm_bswap_i16" Export
; SPV-DAG: Decorate [[#BREV]] LinkageAttributes "llvm_bitreverse_i8" Export
; SPV-DAG: TypeInt [[#I16:]] 16 0
; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: Constant [[#I32]] [[#C32:]] 32

; SPV: {{^[0-9]+}} Function [[#]] [[#]] [[#]] [[#]]
; SPV: FunctionCall [[#I16]] [[#]] [[#BSWAP16]] [[#]]
; SPV: FunctionCall [[#]] [[#]] [[#BSWAP64]] [[#]]
; SPV: FunctionCall [[#I32]] [[#]] [[#FSHL]] [[#]] [[#]] [[#]]
; SPV: FunctionCall [[#]] [[#]] [[#FSHR]] [[#]] [[#]] [[#]]
; SPV: FunctionCall [[#]] [[#]] [[#UMUL]] [[#]] [[#]]
; SPV: FunctionCall [[#]] [[#]] [[#BREV]] [[#]]
; SPV: FunctionCall [[#]] [[#]] [[#MEMSET]] [[#]] [[#]] [[#]] [[#]]
; SPV: FunctionCall [[#]] [[#]] [[#MEMSET]] [[#]] [[#]] [[#]] [[#]]
; SPV: FunctionCall [[#]] [[#]] [[#MEMSETV]] [[#]] [[#]] [[#]] [[#]]
; SPV: FunctionCall [[#]] [[#]] [[#MOVE]] [[#]] [[#]] [[#]] [[#]]
; SPV: FunctionEnd

; The helpers follow, in the order of their first call.
; SPV: Function [[#I16]] [[#BSWAP16]]
; SPV-NEXT: FunctionParameter [[#I16]] [[#X:]]
; SPV: ShiftLeftLogical [[#I16]] [[#HI:]] [[#X]]
; SPV-NEXT: ShiftRightLogical [[#I16]] [[#LO:]] [[#X]]
; SPV-NEXT: BitwiseOr [[#I16]] [[#R:]] [[#HI]] [[#LO]]
; SPV-NEXT: ReturnValue [[#R]]
; SPV: Function [[#]] [[#BSWAP64]]
; SPV-COUNT-4: ShiftLeftLogical
; SPV-COUNT-4: ShiftRightLogical
; SPV-COUNT-6: BitwiseAnd
; SPV-COUNT-7: BitwiseOr
; SPV-NEXT: ReturnValue
; A zero shift returns the first operand from a block of its own (after
; the block that shifts): no operand is shifted by 32.
; SPV: Function [[#I32]] [[#FSHL]]
; SPV-NEXT: FunctionParameter [[#I32]] [[#A:]]
; SPV-NEXT: FunctionParameter [[#I32]] [[#B:]]
; SPV-NEXT: FunctionParameter [[#I32]] [[#S:]]
; SPV: UMod [[#I32]] [[#ROT:]] [[#S]] [[#C32]]
; SPV-NEXT: IEqual [[#]] [[#Z:]] [[#ROT]]
; SPV-NEXT: BranchConditional [[#Z]] [[#KEEP:]] [[#SHIFT:]]
; SPV: Label [[#SHIFT]]
; SPV-NEXT: ShiftLeftLogical [[#I32]] [[#SHL:]] [[#A]] [[#ROT]]
; SPV-NEXT: ISub [[#I32]] [[#REST:]] [[#C32]] [[#ROT]]
; SPV-NEXT: ShiftRightLogical [[#I32]] [[#SHR:]] [[#B]] [[#REST]]
; SPV-NEXT: BitwiseOr [[#I32]] [[#OR:]] [[#SHL]] [[#SHR]]
; SPV-NEXT: ReturnValue [[#OR]]
; SPV: Label [[#KEEP]]
; SPV-NEXT: ReturnValue [[#A]]
; SPV-NOT: Select
; A vector has no block per lane: it selects lane-wise.
; SPV: Function [[#]] [[#FSHR]]
; SPV-NOT: BranchConditional
; SPV: BitwiseOr
; SPV-NEXT: Select
; SPV: FunctionEnd
; SPV: Function [[#]] [[#UMUL]]
; SPV-NEXT: FunctionParameter [[#I32]] [[#UA:]]
; SPV-NEXT: FunctionParameter [[#I32]] [[#UB:]]
; SPV: IMul [[#I32]] [[#MUL:]] [[#UA]] [[#UB]]
; SPV: UDiv [[#I32]] [[#Q:]] [[#MUL]]
; SPV: INotEqual [[#]] [[#]] [[#Q]] [[#UB]]
; SPV: CompositeInsert [[#]] [[#]] [[#MUL]]
; SPV: Function [[#]] [[#BREV]]
; SPV-COUNT-3: BitwiseOr
; SPV-NEXT: ReturnValue
; SPV: Function [[#]] [[#MEMSET]]
; SPV: Phi
; SPV: Store [[#]] [[#]] 2 1
; SPV: Function [[#]] [[#MEMSETV]]
; SPV: Store [[#]] [[#]] 3 1
; SPV: Function [[#]] [[#MOVE]]
; SPV: ConvertPtrToU
; SPV: ConvertPtrToU
; SPV: ULessThan

; LLVM-LABEL: define spir_func void @all(
; LLVM: call i16 @llvm.bswap.i16(i16 %
; LLVM: call i64 @llvm.bswap.i64(i64 %
; LLVM: call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %s)
; LLVM: call <2 x i16> @llvm.fshr.v2i16(
; LLVM: call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
; LLVM: call spir_func i8 @llvm_bitreverse_i8(i8 %
; (each through the no-op cast of %p to the helper's i8 pointer)
; LLVM: call void @llvm.memset.p1.i64(ptr addrspace(1) %{{[0-9]+}}, i8 %v, i64 %n, i1 false)
; LLVM: call void @llvm.memset.p1.i64(ptr addrspace(1) %{{[0-9]+}}, i8 %v, i64 4, i1 false)
; LLVM: call void @llvm.memset.p1.i64(ptr addrspace(1) %{{[0-9]+}}, i8 0, i64 %n, i1 true)
; LLVM: [[MP:%[0-9]+]] = bitcast ptr addrspace(1) %p to ptr addrspace(1)
; LLVM-NEXT: call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %q, ptr addrspace(1) [[MP]], i64 %n, i1 false)
; LLVM-NOT: define {{.*}}spirv.llvm
; LLVM: define spir_func i8 @llvm_bitreverse_i8(
; LLVM-NOT: define {{.*}}spirv.llvm

; EXT: Capability BitInstructions
; EXT-NOT: llvm_bitreverse
; EXT: BitReverse
; EXT-NOT: llvm_bitreverse

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @all(ptr addrspace(1) %p, i32 %a, i32 %b, i32 %s, i8 %v, i64 %n, <2 x i16> %w) {
  %t = trunc i32 %a to i16
  %bs = call i16 @llvm.bswap.i16(i16 %t)
  %a64 = zext i32 %a to i64
  %bl = call i64 @llvm.bswap.i64(i64 %a64)
  %bs2 = call i16 @llvm.bswap.i16(i16 %bs)
  %fl = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %s)
  %fr = call <2 x i16> @llvm.fshr.v2i16(<2 x i16> %w, <2 x i16> %w, <2 x i16> <i16 3, i16 17>)
  %um = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %br = call i8 @llvm.bitreverse.i8(i8 %v)
  %u = extractvalue { i32, i1 } %um, 0
  %x1 = add i32 %fl, %u
  store i32 %x1, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds i8, ptr addrspace(1) %p, i64 4
  store i16 %bs2, ptr addrspace(1) %q, align 2
  %q2 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 8
  store i64 %bl, ptr addrspace(1) %q2, align 8
  %q3 = getelementptr inbounds i8, ptr addrspace(1) %p, i64 16
  store <2 x i16> %fr, ptr addrspace(1) %q3, align 4
  store i8 %br, ptr addrspace(1) %q3, align 1
  call void @llvm.memset.p1.i64(ptr addrspace(1) %p, i8 %v, i64 %n, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %p, i8 %v, i64 4, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %p, i8 0, i64 %n, i1 true)
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %q, ptr addrspace(1) %p, i64 %n, i1 false)
  ret void
}

declare i16 @llvm.bswap.i16(i16)
declare i64 @llvm.bswap.i64(i64)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare <2 x i16> @llvm.fshr.v2i16(<2 x i16>, <2 x i16>, <2 x i16>)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare i8 @llvm.bitreverse.i8(i8)
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
