; __spirv_SpecConstant(SpecId, default) is a specialization constant with
; that SpecId: OpSpecConstantTrue/False for bool (a non-zero default of any
; width is true), OpSpecConstant with the default's bits otherwise (floats
; bit-exact, 64-bit in two words).  One constant per SpecId: a second call
; with the same id, here reached first through a phi, is the same value.
; Reverse gives the defaults back, or the values of -spec-const.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=REV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %lspv -r -spec-const "0:i1:0 1:i8:11 3:i32:33 4:i64:44" %t.spv -S -o - | FileCheck %s --check-prefix=SPEC
; RUN: not %lspv %S/Inputs/spec-constant-bad-id.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv

; TEXT-DAG: Decorate [[B:[0-9]+]] SpecId 0
; TEXT-DAG: Decorate [[C:[0-9]+]] SpecId 1
; TEXT-DAG: Decorate [[F:[0-9]+]] SpecId 2
; TEXT-DAG: Decorate [[I:[0-9]+]] SpecId 3
; TEXT-DAG: Decorate [[L:[0-9]+]] SpecId 4
; TEXT-DAG: Decorate [[H:[0-9]+]] SpecId 5
; TEXT-DAG: Decorate [[N:[0-9]+]] SpecId 6
; TEXT-DAG: SpecConstantTrue {{[0-9]+}} [[B]]
; TEXT-DAG: SpecConstant {{[0-9]+}} [[C]] 100
; TEXT-DAG: SpecConstant {{[0-9]+}} [[F]] 1067450368
; TEXT-DAG: SpecConstant {{[0-9]+}} [[I]] 4294967295
; TEXT-DAG: SpecConstant {{[0-9]+}} [[L]] 3 1
; TEXT-DAG: SpecConstant {{[0-9]+}} [[H]] 15360
; TEXT-DAG: SpecConstant {{[0-9]+}} [[N]] 9
; TEXT-NOT: SpecId
; TEXT: Phi {{[0-9]+}} {{[0-9]+}} [[I]] {{[0-9]+}} [[COPY:[0-9]+]]
; TEXT: Phi {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[N]]
; TEXT: CopyObject {{[0-9]+}} [[COPY]] [[I]]

; REV: store i8 1, ptr addrspace(1) %b
; REV: store i8 100, ptr addrspace(1) %c
; REV: store float 1.250000e+00, ptr addrspace(1) %f
; REV: store i64 4294967299, ptr addrspace(1) %l
; REV: store half 0xH3C00, ptr addrspace(1) %h
; The second call is an OpCopyObject of the first, which reads back as a
; copy through memory (as llvm-spirv reads it).
; REV: phi i32 [ -1, %entry ], [ [[SECOND:%[a-z0-9]+]], %again ]
; REV: phi i32 [ 0, %entry ], [ 9, %again ]
; REV: store i32 -1, ptr [[CP:%[0-9]+]]
; REV-NEXT: [[SECOND]] = load i32, ptr [[CP]]

; SPEC: store i8 0, ptr addrspace(1) %b
; SPEC: store i8 11, ptr addrspace(1) %c
; SPEC: store i64 44, ptr addrspace(1) %l
; SPEC: phi i32 [ 33, %entry ], [ %{{[a-z0-9]+}}, %again ]
; SPEC: phi i32 [ 0, %entry ], [ 9, %again ]

; BAD: InvalidInstruction: Can't translate llvm instruction:
; BAD-NEXT: __spirv_SpecConstant takes a constant SpecId and a default value

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %f,
                           ptr addrspace(1) %l, ptr addrspace(1) %h, ptr addrspace(1) %i) {
entry:
  %0 = call i1 @_Z20__spirv_SpecConstantia(i32 0, i8 7)
  %z = zext i1 %0 to i8
  store i8 %z, ptr addrspace(1) %b
  %1 = call i8 @_Z20__spirv_SpecConstantih(i32 1, i8 100)
  store i8 %1, ptr addrspace(1) %c
  %2 = call float @_Z20__spirv_SpecConstantif(i32 2, float 1.25)
  store float %2, ptr addrspace(1) %f
  %3 = call i64 @_Z20__spirv_SpecConstantix(i32 4, i64 4294967299)
  store i64 %3, ptr addrspace(1) %l
  %4 = call half @_Z20__spirv_SpecConstantiDh(i32 5, half 1.0)
  store half %4, ptr addrspace(1) %h
  %first = call i32 @_Z20__spirv_SpecConstantii(i32 3, i32 -1)
  br label %loop
loop:
  %p = phi i32 [ %first, %entry ], [ %second, %again ]
  %q = phi i32 [ 0, %entry ], [ %third, %again ]
  %s = add i32 %p, %q
  store i32 %s, ptr addrspace(1) %i
  %done = icmp eq i32 %p, 0
  br i1 %done, label %exit, label %again
again:
  %second = call i32 @_Z20__spirv_SpecConstantii(i32 3, i32 -1)
  %third = call i32 @_Z20__spirv_SpecConstantii(i32 6, i32 9)
  br label %loop
exit:
  ret void
}

declare i1 @_Z20__spirv_SpecConstantia(i32, i8)
declare i8 @_Z20__spirv_SpecConstantih(i32, i8)
declare float @_Z20__spirv_SpecConstantif(i32, float)
declare i64 @_Z20__spirv_SpecConstantix(i32, i64)
declare half @_Z20__spirv_SpecConstantiDh(i32, half)
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
