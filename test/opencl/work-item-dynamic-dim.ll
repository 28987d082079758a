; A work-item query whose dimension is known only at run time: the index is
; clamped into the vector before OpVectorExtractDynamic (an index past the
; end is undefined behaviour there, not an undefined value), and the OpenCL
; out-of-range value (1 for the sizes, 0 for the ids) is selected after.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; Round trip: reverse builds the vector lane by lane and keeps the clamp.
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv %t.2.spv -to-text -o - | FileCheck %s --check-prefix=SPV2
; A query with two dimensions is refused, naming the call.
; RUN: sed -e 's/get_global_sizej(i32 %d)/get_global_sizej(i32 %d, i32 %d)/' -e 's/get_global_sizej(i32)/get_global_sizej(i32, i32)/' %s > %t.bad.ll
; RUN: rm -f %t.bad.spv
; RUN: not %lspv %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv

; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: TypeInt [[#I64:]] 64 0
; SPV-DAG: Constant [[#I32]] [[#THREE:]] 3
; SPV-DAG: Constant [[#I32]] [[#ZERO:]] 0
; SPV-DAG: Constant [[#I64]] [[#ONE:]] 1 0
; SPV-DAG: Decorate [[#GS:]] BuiltIn 31
; SPV: FunctionParameter [[#]] [[#OUT:]]
; SPV-NEXT: FunctionParameter [[#I32]] [[#D:]]
; SPV: Load [[#]] [[#VEC:]] [[#GS]]
; SPV-NEXT: ULessThan [[#]] [[#OK:]] [[#D]] [[#THREE]]
; SPV-NEXT: Select [[#I32]] [[#IDX:]] [[#OK]] [[#D]] [[#ZERO]]
; SPV-NEXT: VectorExtractDynamic [[#I64]] [[#LANE:]] [[#VEC]] [[#IDX]]
; SPV-NEXT: Select [[#I64]] [[#R:]] [[#OK]] [[#LANE]] [[#ONE]]
; SPV: Store [[#]] [[#R]]

; SPV2: ULessThan [[#]] [[#OK:]] [[#]] [[#]]
; SPV2-NEXT: Select [[#]] [[#IDX:]] [[#OK]]
; SPV2-NEXT: VectorExtractDynamic [[#]] [[#LANE:]] [[#]] [[#IDX]]
; SPV2-NEXT: Select [[#]] [[#]] [[#OK]] [[#LANE]]

; LLVM: define spir_kernel void @ggs(ptr addrspace(1) {{.*}}%out, i32 %d)
; LLVM: icmp ult i32 %d, 3
; LLVM: select i1 %{{.*}}, i32 %d, i32 0
; LLVM: extractelement <3 x i64>
; LLVM: select i1 %{{.*}}, i64 %{{.*}}, i64 1

; BAD: work-item function with a wrong argument count{{.*}}get_global_size

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @ggs(ptr addrspace(1) %out, i32 %d) {
entry:
  %s = call spir_func i64 @_Z15get_global_sizej(i32 %d)
  store i64 %s, ptr addrspace(1) %out, align 8
  ret void
}

declare spir_func i64 @_Z15get_global_sizej(i32)
