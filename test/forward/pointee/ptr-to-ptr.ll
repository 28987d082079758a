; Pointers to pointers: memory that holds pointers is typed by the pointer
; it holds.  An alloca takes the first pointer stored to it, a global its
; pointer initializer, and a pointer loaded from such memory has the held
; pointer's type, so a chain of loads needs no casts.  A pointer stored at
; another type casts the address (to a pointer to the stored pointer's own
; type), never the pointer; a null takes the memory's type.  Memory that
; holds itself falls back to holding i8 pointers.
; RUN: %lspv %s -spirv-text -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o %t.rev.ll
; RUN: FileCheck %s --input-file=%t.rev.ll --check-prefix=LLVM
; The round trip is a fixpoint.
; RUN: %lspv %t.rev.bc -spirv-text -o %t2.spt
; RUN: diff %t.spt %t2.spt

target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; CHECK-DAG: TypeInt [[#I8:]] 8 0
; CHECK-DAG: TypeInt [[#I16:]] 16 0
; CHECK-DAG: TypeInt [[#I32:]] 32 0
; CHECK-DAG: TypeFloat [[#F32:]] 32
; CHECK-DAG: TypePointer [[#GI16:]] 5 [[#I16]]
; CHECK-DAG: TypePointer [[#GGI16:]] 5 [[#GI16]]
; CHECK-DAG: TypePointer [[#GGGI16:]] 5 [[#GGI16]]
; CHECK-DAG: TypePointer [[#PI32:]] 7 [[#I32]]
; CHECK-DAG: TypePointer [[#PPI32:]] 7 [[#PI32]]
; CHECK-DAG: TypePointer [[#PF32:]] 7 [[#F32]]
; CHECK-DAG: TypePointer [[#PI8:]] 7 [[#I8]]
; CHECK-DAG: TypePointer [[#PPI8:]] 7 [[#PI8]]
; CHECK-DAG: TypePointer [[#PPPI8:]] 7 [[#PPI8]]
; CHECK-DAG: TypePointer [[#PPF32:]] 7 [[#PF32]]

; A global holding a global's address, and one holding that.
@short = addrspace(1) global i16 7
@ref = addrspace(1) global ptr addrspace(1) @short
@refref = addrspace(1) global ptr addrspace(1) @ref
; CHECK: Variable [[#GI16]] [[#SHORT:]] 5
; CHECK: Variable [[#GGI16]] [[#REF:]] 5 [[#SHORT]]
; CHECK: Variable [[#GGGI16]] [[#]] 5 [[#REF]]

; LLVM: @ref = addrspace(1) global ptr addrspace(1) @short
; LLVM: @refref = addrspace(1) global ptr addrspace(1) @ref

define spir_func i16 @chain() {
; CHECK: Function
; CHECK: Load [[#GGI16]] [[#L1:]]
; CHECK-NEXT: Load [[#GI16]] [[#L2:]] [[#L1]]
; CHECK-NEXT: Load [[#I16]] [[#]] [[#L2]]
  %p = load ptr addrspace(1), ptr addrspace(1) @refref
  %q = load ptr addrspace(1), ptr addrspace(1) %p
  %v = load i16, ptr addrspace(1) %q
  ret i16 %v
}

define spir_func float @slots() {
; CHECK: Function
; CHECK: Variable [[#PI32]] [[#IPTR:]] 7
; CHECK-NEXT: Variable [[#PPI32]] [[#PPTR:]] 7
; CHECK-NEXT: Variable [[#PF32]] [[#FPTR:]] 7
; CHECK-NEXT: Store [[#PPTR]] [[#IPTR]]
; CHECK-NEXT: Load [[#PI32]] [[#LD:]] [[#PPTR]]
; CHECK-NEXT: Bitcast [[#PF32]] [[#LDF:]] [[#LD]]
; CHECK-NEXT: Load [[#F32]] [[#V:]] [[#LDF]]
; The later store of a float pointer casts the address, not the pointer.
; CHECK-NEXT: Bitcast [[#PPF32]] [[#PPF:]] [[#PPTR]]
; CHECK-NEXT: Store [[#PPF]] [[#FPTR]]
; A null takes the memory's type: no cast.
; CHECK-NEXT: Store [[#PPTR]] [[#]]
  %iptr = alloca i32
  %pptr = alloca ptr
  %fptr = alloca float
  store ptr %iptr, ptr %pptr
  %ld = load ptr, ptr %pptr
  %v = load float, ptr %ld
  store ptr %fptr, ptr %pptr
  store ptr null, ptr %pptr
  ret float %v
}

define spir_func void @self() {
; CHECK: Function
; CHECK: Variable [[#PPI8]] [[#SELF:]] 7
; CHECK-NEXT: Bitcast [[#PPPI8]] [[#SELFP:]] [[#SELF]]
; CHECK-NEXT: Store [[#SELFP]] [[#SELF]]
  %self = alloca ptr
  store ptr %self, ptr %self
  ret void
}

; LLVM-LABEL: define spir_func float @slots()
; LLVM: store ptr %iptr, ptr %pptr
; LLVM: %ld = load ptr, ptr %pptr
; LLVM-NEXT: [[LD:%[0-9]+]] = bitcast ptr %ld to ptr
; LLVM-NEXT: load float, ptr [[LD]]
; LLVM-LABEL: define spir_func void @self()
; LLVM: [[S:%[0-9]+]] = bitcast ptr %self to ptr
; LLVM-NEXT: store ptr %self, ptr [[S]]
