; Specialization constants under --exact-roundtrip (issue 19): a scalar
; OpSpecConstant with a SpecId used in a function comes back as a
; __spirv_SpecConstant(id, default) call in that function's entry block
; (before its first use there, else before the entry block's branch), which
; forward reads back as the same OpSpecConstant and SpecId: the round trip
; is a fixpoint.  By default (as llvm-spirv) and with --spec-const, the use
; is the plain constant (the default or the given value).  The constant is
; named once, after the first call that made it.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=NAME
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r %t.spv -o %t.plain.bc
; RUN: %llvm-dis %t.plain.bc -o - | FileCheck %s --check-prefix=PLAIN
; RUN: %lspv -r --exact-roundtrip --spec-const "7:i32:99" %t.spv -o %t.spec.bc
; RUN: %llvm-dis %t.spec.bc -o - | FileCheck %s --check-prefix=SPEC

; CHECK-DAG: OpDecorate %[[B:[0-9a-z_]+]] SpecId 3
; CHECK-DAG: OpDecorate %[[I:[0-9a-z_]+]] SpecId 7
; CHECK-DAG: OpDecorate %[[F:[0-9a-z_]+]] SpecId 9
; CHECK-DAG: %[[B]] = OpSpecConstantTrue %bool
; CHECK-DAG: %[[I]] = OpSpecConstant %uint 42
; CHECK-DAG: %[[F]] = OpSpecConstant %double 1.5

; NAME: OpName %c "c"
; NAME-NOT: "c"
; NAME: OpDecorate %c SpecId 7

; IR-LABEL: define spir_func i32 @f(
; IR-NEXT: entry:
; IR-NEXT: %c = call spir_func i32 @_Z20__spirv_SpecConstantii(i32 7, i32 42)
; IR-NEXT: %a = add i32 %x, %c
; IR: %b = call spir_func i1 @_Z20__spirv_SpecConstantib(i32 3, i1 true)
; IR-NEXT: br i1
; IR-LABEL: define spir_kernel void @k(
; IR: %d = call spir_func double @_Z20__spirv_SpecConstantid(i32 9, double 1.500000e+00)
; IR: %c = call spir_func i32 @_Z20__spirv_SpecConstantii(i32 7, i32 42)

; PLAIN-NOT: __spirv_SpecConstant
; PLAIN: %a = add i32 %x, 42
; SPEC: %a = add i32 %x, 99
; SPEC: call spir_func i1 @_Z20__spirv_SpecConstantib(i32 3, i1 true)

target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %x) {
entry:
  %c = call i32 @_Z20__spirv_SpecConstantii(i32 7, i32 42)
  %a = add i32 %x, %c
  %t = icmp sgt i32 %a, 0
  br i1 %t, label %then, label %done
then:
  %b = call i1 @_Z20__spirv_SpecConstantib(i32 3, i1 true)
  %z = zext i1 %b to i32
  br label %done
done:
  %r = phi i32 [ %a, %entry ], [ %z, %then ]
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %d = call double @_Z20__spirv_SpecConstantid(i32 9, double 1.5)
  store double %d, ptr addrspace(1) %q, align 8
  %c = call i32 @_Z20__spirv_SpecConstantii(i32 7, i32 42)
  %v = call spir_func i32 @f(i32 %c)
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare i1 @_Z20__spirv_SpecConstantib(i32, i1)
declare double @_Z20__spirv_SpecConstantid(i32, double)
