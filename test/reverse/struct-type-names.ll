; Every SPIR-V struct type comes back as an identified LLVM struct: its
; OpName when it has one, else "structtype" (.0, .1... on repeats), as
; llvm-spirv reads it.  Two OpTypeStruct of the same members stay two types.
; Reverse lists the names it made up in !lspv.invented.struct.names and
; forward writes no OpName for those, so a round trip gives the same module;
; a module's own "structtype.7" (as IR that llvm-spirv read back has) is
; kept.
; A struct whose member is not a type is refused with one error.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPV < %t.spt
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.rev.bc -o %t.rev.spv
; RUN: %spirv-val %t.rev.spv
; RUN: cmp %t.spv %t.rev.spv
; RUN: sed -e 's/^4 TypeStruct \([0-9]*\) \([0-9]*\) \2 $/4 TypeStruct \1 1 \2 /' %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv -r %t.bad.spv -o %t.bad.bc 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.bad.bc

; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: TypeFloat [[#F32:]] 32
; SPV-DAG: Name [[#PAIR:]] "two"
; SPV-DAG: Name [[#PAIR0:]] "two.0"
; SPV-DAG: TypeStruct [[#PAIR]] [[#I32]] [[#I32]]
; SPV-DAG: TypeStruct [[#PAIR0]] [[#I32]] [[#I32]]
; SPV-DAG: TypeStruct [[#]] [[#I32]] [[#F32]]
; SPV-DAG: Name [[#]] "structtype.7"
; SPV-NOT: "structtype{{"|\.[0-8]}}

; LLVM-DAG: %[[A:structtype[.0-9]*]] = type { i32, float }
; LLVM-DAG: %[[B:structtype[.0-9]*]] = type { i64, %[[C:structtype[.0-9]*]] }
; LLVM-DAG: %[[C]] = type { i8, i8 }
; LLVM-DAG: %two = type { i32, i32 }
; LLVM-DAG: %two.0 = type { i32, i32 }
; LLVM-DAG: %[[D:structtype[.0-9]*]] = type { i32, i32 }
; LLVM-DAG: @g = addrspace(1) global %[[A]] { i32 1, float 2.000000e+00 }
; LLVM-DAG: @h = addrspace(1) global %[[B]] zeroinitializer
; LLVM-DAG: @p = addrspace(1) global %two zeroinitializer
; LLVM-DAG: @q = addrspace(1) global %two.0 zeroinitializer
; LLVM-DAG: @r = addrspace(1) global %structtype{{[.0-9]*}} zeroinitializer
; LLVM: define spir_func %[[D]] @f(i32 %a)
; LLVM: insertvalue %[[D]] {{undef|poison}}, i32 %a, 0
; LLVM: ret %[[D]]
; LLVM: !lspv.invented.struct.names = !{{{.*}}}

; ERR: InvalidModule: member 0 (id 1) is not a sized type ({{.*}}OpTypeStruct

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%two = type { i32, i32 }
%two.0 = type { i32, i32 }
%structtype.7 = type { i8 }

@g = addrspace(1) global { i32, float } { i32 1, float 2.0 }
@h = addrspace(1) global { i64, { i8, i8 } } zeroinitializer
@p = addrspace(1) global %two zeroinitializer
@q = addrspace(1) global %two.0 zeroinitializer
@r = addrspace(1) global %structtype.7 zeroinitializer

define spir_func { i32, i32 } @f(i32 %a) {
  %s = insertvalue { i32, i32 } poison, i32 %a, 0
  %t = insertvalue { i32, i32 } %s, i32 %a, 1
  ret { i32, i32 } %t
}
