; A memset of a constant byte and a constant length copies from a Function
; variable of that function, an [n x i8] initialized with the bytes (a null
; constant for zero) and Aligned as the destination, cast to an i8 pointer;
; the destination's cast, if any, comes first.  Reverse: an alloca, the store of the
; initializer, and llvm.memcpy.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; No module-scope variable: the entry point lists none (SPIR-V 1.4 interface).
; RUN: %lspv %s --spirv-max-version=1.4 -spirv-text -o - | FileCheck %s --check-prefix=V14
; A run-time byte is not this form: it calls the helper.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=HELPER

; SPV-DAG: TypeInt [[#I8:]] 8 0
; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: TypeInt [[#I64:]] 64 0
; SPV-DAG: Constant [[#I32]] [[#N12:]] 12
; SPV-DAG: Constant [[#I32]] [[#N4:]] 4
; the arrays' lengths are size_t (64 bits on spir64), the sizes the memset's
; SPV-DAG: Constant [[#I64]] [[#L12:]] 12 0
; SPV-DAG: Constant [[#I64]] [[#L4:]] 4 0
; SPV-DAG: Constant [[#I8]] [[#B21:]] 21
; SPV-DAG: TypeArray [[#A12:]] [[#I8]] [[#L12]]
; SPV-DAG: TypeArray [[#A4:]] [[#I8]] [[#L4]]
; SPV-DAG: TypePointer [[#PA12:]] 7 [[#A12]]
; SPV-DAG: TypePointer [[#PA4:]] 7 [[#A4]]
; SPV-DAG: TypePointer [[#P8F:]] 7 [[#I8]]
; SPV-DAG: ConstantNull [[#A12]] [[#ZERO:]]
; SPV-DAG: ConstantComposite [[#A4]] [[#FILL:]] [[#B21]] [[#B21]] [[#B21]] [[#B21]]
; SPV-DAG: Decorate [[#V0:]] Alignment 8
; SPV-NOT: Decorate [[#V1:]] Alignment
; SPV: Function
; SPV: FunctionParameter [[#]] [[#DST:]]
; SPV: Variable [[#PA12]] [[#V0]] 7 [[#ZERO]]
; SPV: Variable [[#PA4]] [[#V1:]] 7 [[#FILL]]
; SPV: Bitcast [[#P8F]] [[#S0:]] [[#V0]]
; SPV-NEXT: CopyMemorySized [[#DST]] [[#S0]] [[#N12]] 2 8
; SPV: Bitcast [[#P8F]] [[#S1:]] [[#V1]]
; SPV-NEXT: CopyMemorySized [[#DST]] [[#S1]] [[#N4]]{{ $}}
; SPV: Function
; SPV: Variable [[#]] [[#LOC:]] 7
; SPV: Variable [[#PA12]] [[#V2:]] 7 [[#ZERO]]
; SPV: Bitcast [[#P8F]] [[#L8:]] [[#LOC]]
; SPV-NEXT: Bitcast [[#P8F]] [[#S2:]] [[#V2]]
; SPV-NEXT: CopyMemorySized [[#L8]] [[#S2]] [[#N12]] 2 4

; LLVM: define spir_kernel void @k(ptr addrspace(1) %dst, i8 %v)
; LLVM: [[T0:%[0-9]+]] = alloca [12 x i8], align 8
; LLVM: store [12 x i8] zeroinitializer, ptr [[T0]]
; LLVM: [[T1:%[0-9]+]] = alloca [4 x i8]
; LLVM: store [4 x i8] c"\15\15\15\15", ptr [[T1]]
; The OpBitcasts to i8* stay no-op casts (docs/reverse.md, Pointer casts).
; LLVM: [[C0:%[0-9]+]] = bitcast ptr [[T0]] to ptr
; LLVM: call void @llvm.memcpy.p1.p0.i32(ptr addrspace(1) align 8 %dst, ptr align 8 [[C0]], i32 12, i1 false)
; LLVM: [[C1:%[0-9]+]] = bitcast ptr [[T1]] to ptr
; LLVM: call void @llvm.memcpy.p1.p0.i32(ptr addrspace(1) %dst, ptr [[C1]], i32 4, i1 false)
; LLVM: define spir_func void @local()
; LLVM: call void @llvm.memcpy.p0.p0.i32(ptr align 4 %{{.*}}, ptr align 4 %{{.*}}, i32 12, i1 false)

; V14: EntryPoint 6 [[#]] "k"{{ $}}

; HELPER: Name [[#H:]] "spirv.llvm_memset_p1_i32"
; HELPER: FunctionCall [[#]] [[#]] [[#H]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %dst, i8 %v) {
  call void @llvm.memset.p1.i32(ptr addrspace(1) align 8 %dst, i8 0, i32 12, i1 false)
  call void @llvm.memset.p1.i32(ptr addrspace(1) %dst, i8 21, i32 4, i1 false)
  call void @llvm.memset.p1.i32(ptr addrspace(1) %dst, i8 %v, i32 4, i1 false)
  ret void
}

define spir_func void @local() {
  %buf = alloca [3 x i32], align 4
  call void @llvm.memset.p0.i32(ptr align 4 %buf, i8 0, i32 12, i1 false)
  ret void
}

declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
declare void @llvm.memset.p1.i32(ptr addrspace(1), i8, i32, i1)
