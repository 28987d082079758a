; freeze of undef or poison is one fixed value: the null of its type (OpUndef
; may read differently at each use).  freeze of any other value is the value.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPT
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=LL
; SPT-NOT: Undef
; SPT-DAG: ConstantNull [[PTR:[0-9]+]] [[NULLP:[0-9]+]]
; SPT-DAG: ConstantNull {{[0-9]+}} [[NULLV:[0-9]+]]
; SPT: {{^[0-9]+}} Function
; SPT: ConvertPtrToU {{[0-9]+}} {{[0-9]+}} [[NULLP]]
; SPT: {{^[0-9]+}} Function
; SPT: ReturnValue [[NULLV]]
; SPT: {{^[0-9]+}} Function
; SPT: FunctionParameter {{[0-9]+}} [[X:[0-9]+]]
; SPT: IAdd {{[0-9]+}} [[S:[0-9]+]] [[X]]
; SPT-NEXT: ReturnValue [[S]]
; LL-LABEL: define spir_func i64 @fp(
; LL-NEXT: %i = ptrtoint ptr addrspace(1) null to i64
; LL-NEXT: ret i64 %i
; LL-LABEL: define spir_func <2 x float> @fv(
; LL-NEXT: ret <2 x float> zeroinitializer
; LL-LABEL: define spir_func i32 @fx(
; LL-NEXT: %{{.*}} = add i32 %x, 1
target triple = "spir64-unknown-unknown"

define spir_func i64 @fp() {
  %f = freeze ptr addrspace(1) poison
  %i = ptrtoint ptr addrspace(1) %f to i64
  ret i64 %i
}

define spir_func <2 x float> @fv() {
  %f = freeze <2 x float> undef
  ret <2 x float> %f
}

define spir_func i32 @fx(i32 %x) {
  %f = freeze i32 %x
  %s = add i32 %f, 1
  ret i32 %s
}
