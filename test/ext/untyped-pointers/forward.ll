; SPV_KHR_untyped_pointers (lib/ext/untyped_pointers.c): with the extension
; enabled, pointers to scalars, structs and pointers are
; OpTypeUntypedPointerKHR; their variables are OpUntypedVariableKHR naming
; the data type, GEPs are untyped access chains naming the source element
; type; pointers to arrays and byval parameters keep OpTypePointer.
; Reverse reads all of it back as opaque pointers.
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.rev.bc -o %t.2.spv
; RUN: %lspv --verify %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
;
; Without the extension: typed pointers only, valid for spirv-val.
; RUN: %lspv %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv
; RUN: %lspv -to-text %t.noext.spv -o - | FileCheck %s --check-prefix=NOEXT

; TEXT-DAG: Capability UntypedPointersKHR
; TEXT-DAG: Extension "SPV_KHR_untyped_pointers"
; TEXT-DAG: TypeInt [[#I32:]] 32 0
; TEXT-DAG: TypeInt [[#I16:]] 16 0
; TEXT-DAG: TypeUntypedPointerKHR [[#GPTR:]] 5
; TEXT-DAG: TypeUntypedPointerKHR [[#FPTR:]] 7
; TEXT-DAG: TypeStruct [[#PAIR:]] [[#I32]] [[#I32]]
; TEXT-DAG: TypeArray [[#ARR:]] [[#I32]] [[#]]
; TEXT-DAG: TypePointer [[#ARRPTR:]] 5 [[#ARR]]
; TEXT-DAG: TypePointer [[#BYVALPTR:]] 7 [[#PAIR]]
; TEXT-DAG: UntypedVariableKHR [[#GPTR]] [[#SCALAR:]] 5 [[#I16]] [[#]]
; TEXT-DAG: UntypedVariableKHR [[#GPTR]] [[#]] 5 [[#GPTR]] [[#SCALAR]]
; TEXT-DAG: Variable [[#ARRPTR]] [[#]] 5
; TEXT: FunctionParameter [[#GPTR]]
; TEXT: UntypedVariableKHR [[#FPTR]] [[#OBJ:]] 7 [[#PAIR]]
; TEXT: UntypedInBoundsPtrAccessChainKHR [[#FPTR]] [[#]] [[#PAIR]] [[#OBJ]] [[#]] [[#]]
; TEXT: FunctionParameter [[#BYVALPTR]] [[#BV:]]
; TEXT: Bitcast [[#FPTR]] [[#BVU:]] [[#BV]]
; TEXT: Load [[#I32]] [[#]] [[#BVU]]

; IR: @scalar = addrspace(1) global i16 7
; IR: @to_scalar = addrspace(1) global ptr addrspace(1) @scalar
; IR: @table = addrspace(1) global [4 x i32]
; IR: define spir_func ptr addrspace(1) @pass(ptr addrspace(1) %p)
; IR: %obj = alloca %pair, align 4
; IR: getelementptr inbounds %pair, ptr %obj, i32 0, i32 1
; IR: define spir_func i32 @byval_first(ptr byval(%pair) align 4 %b)
; IR: [[C:%[0-9]+]] = bitcast ptr %b to ptr
; IR-NEXT: load i32, ptr [[C]], align 4

; NOEXT-NOT: UntypedPointersKHR
; NOEXT-NOT: TypeUntypedPointerKHR
; NOEXT-NOT: UntypedVariableKHR

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%pair = type { i32, i32 }

@scalar = addrspace(1) global i16 7
@to_scalar = addrspace(1) global ptr addrspace(1) @scalar
@table = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4]

define spir_func ptr addrspace(1) @pass(ptr addrspace(1) %p) {
  ret ptr addrspace(1) %p
}

define spir_func void @second(i32 %v) {
  %obj = alloca %pair, align 4
  %f = getelementptr inbounds %pair, ptr %obj, i32 0, i32 1
  store i32 %v, ptr %f, align 4
  ret void
}

define spir_func i32 @byval_first(ptr byval(%pair) align 4 %b) {
  %x = load i32, ptr %b, align 4
  ret i32 %x
}
