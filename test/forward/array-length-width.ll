; An array's Length is a constant of the target's size_t, as llvm-spirv
; writes it: 64 bits on spir64 (and on a module without a data layout,
; whose pointers are 64 bits), 32 on spir; a count beyond 32 bits takes 64
; bits on any target.  Reverse reads the length of any width back.
; RUN: %lspv %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPIR64
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: sed -e 's/spir64-unknown-unknown/spir-unknown-unknown/' -e 's/^target datalayout.*/target datalayout = "e-p:32:32-i64:64"/' %s > %t.32.ll
; RUN: %lspv %t.32.ll -o %t.32.spv
; RUN: spirv-val %t.32.spv
; RUN: %lspv -to-text %t.32.spv -o - | FileCheck %s --check-prefix=SPIR32
; RUN: %lspv -r %t.32.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR

; SPIR64: Capability Int64
; SPIR64-DAG: TypeInt [[I32:[0-9]+]] 32 0
; SPIR64-DAG: TypeInt [[I64:[0-9]+]] 64 0
; SPIR64-DAG: 5 Constant [[I64]] [[TEN:[0-9]+]] 10 0{{ $}}
; SPIR64-DAG: TypeArray [[#]] [[I32]] [[TEN]]{{ $}}
; SPIR64-DAG: 5 Constant [[I64]] [[BIG:[0-9]+]] 0 1{{ $}}
; SPIR64-DAG: TypeArray [[#]] [[#]] [[BIG]]{{ $}}

; SPIR32-DAG: TypeInt [[I32:[0-9]+]] 32 0
; SPIR32-DAG: 4 Constant [[I32]] [[TEN:[0-9]+]] 10{{ $}}
; SPIR32-DAG: TypeArray [[#]] [[I32]] [[TEN]]{{ $}}
; the count beyond 32 bits: 64 bits on spir too
; SPIR32-DAG: TypeInt [[I64:[0-9]+]] 64 0
; SPIR32-DAG: 5 Constant [[I64]] [[BIG:[0-9]+]] 0 1{{ $}}
; SPIR32-DAG: TypeArray [[#]] [[#]] [[BIG]]{{ $}}

; IR: @big = external addrspace(1) global [4294967296 x i8]
; IR: %a = alloca [10 x i32]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@big = external addrspace(1) global [4294967296 x i8]

define spir_func i32 @f(i32 %i) {
  %a = alloca [10 x i32], align 4
  %p = getelementptr inbounds [10 x i32], ptr %a, i32 0, i32 %i
  store i32 %i, ptr %p, align 4
  %q = getelementptr inbounds [4294967296 x i8], ptr addrspace(1) @big, i64 0, i64 4294967295
  %v = load i8, ptr addrspace(1) %q, align 1
  %r = zext i8 %v to i32
  ret i32 %r
}
