; llvm-spirv declares the module's function declarations, in the module's
; order, after the module-scope variables and before the first definition,
; and a definition where code first names it.  lspv writes a declaration
; at its first call, then moves it and the types it needs (its
; OpTypeFunction after the types it names) to that point, so the types and
; the declarations come in llvm-spirv's order.  Declarations no call uses
; are not written.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM
; RUN: %lspv %t.rev.bc -o %t2.spv
; RUN: %spirv-val %t2.spv
; RUN: %lspv -to-text %t2.spv -o - | FileCheck %s

; CHECK: TypeInt [[I32:[0-9]+]] 32 0
; CHECK: TypeInt [[I64:[0-9]+]] 64 0
; CHECK-NOT: Type
; CHECK: TypeFunction [[BAR_TY:[0-9]+]] [[I32]] [[I32]] {{$}}
; CHECK-NEXT: TypeFloat [[F32:[0-9]+]] 32
; CHECK-NEXT: TypeFunction [[BAZ_TY:[0-9]+]] [[F32]] [[F32]] {{$}}
; CHECK-NEXT: TypeVoid [[VOID:[0-9]+]]
; CHECK-NEXT: TypeFunction [[FOO_TY:[0-9]+]] [[VOID]] [[I32]] {{$}}
; CHECK-NEXT: TypeFunction [[LATER_TY:[0-9]+]] [[I64]] [[I64]] {{$}}
; CHECK-NOT: TypeInt 16
; CHECK: Function [[I32]] [[BAR:[0-9]+]] 0 [[BAR_TY]]
; CHECK: FunctionEnd
; CHECK: Function [[F32]] [[BAZ:[0-9]+]] 0 [[BAZ_TY]]
; CHECK: FunctionEnd
; CHECK: Function [[VOID]] {{[0-9]+}} 0 [[FOO_TY]]
; CHECK: FunctionCall [[I64]] {{[0-9]+}} [[LATER:[0-9]+]]
; CHECK: FunctionCall [[F32]] {{[0-9]+}} [[BAZ]]
; CHECK: FunctionCall [[I32]] {{[0-9]+}} [[BAR]]
; CHECK: Function [[I64]] [[LATER]] 0 [[LATER_TY]]

; CHECK-LLVM: declare spir_func i32 @bar(i32)
; CHECK-LLVM: declare spir_func float @baz(float)
; CHECK-LLVM: define spir_func void @foo(i32 %x)
; CHECK-LLVM: call spir_func i64 @later(i64 1)
; CHECK-LLVM: call spir_func float @baz(float 1.000000e+00)
; CHECK-LLVM: call spir_func i32 @bar(i32 %x)
; CHECK-LLVM-NOT: @unused

target triple = "spir64-unknown-unknown"

declare spir_func i32 @bar(i32 %x)
declare spir_func float @baz(float %x)
declare spir_func i16 @unused(i16 %x)

define spir_func void @foo(i32 %x) {
  %c = call spir_func i64 @later(i64 1)
  %b = call spir_func float @baz(float 1.0)
  %r = call spir_func i32 @bar(i32 %x)
  ret void
}

define spir_func i64 @later(i64 %x) {
  ret i64 %x
}
