; A global variable that holds function pointers, with SPV_KHR_untyped_pointers
; enabled too: the variable is an OpUntypedVariableKHR whose data type is the
; type its initializer is written at (the pointer to the function type; a
; table, an array of them, keeps a typed pointer), so lspv's checker takes its own output (it refused it:
; "the initializer is not of the pointee type").
; RUN: %lspv --spirv-ext=+all %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+all %t.rev.bc -o %t.2.spv
; RUN: %lspv --verify %t.2.spv
; The same with the two extensions alone.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers,+SPV_KHR_untyped_pointers %s -o %t.3.spv
; RUN: %lspv --verify %t.3.spv

; TEXT-DAG: TypeInt [[#I32:]] 32 0
; TEXT-DAG: TypeFunction [[#FT:]] [[#I32]] [[#I32]] [[#I32]] {{$}}
; TEXT-DAG: TypePointer [[#FP:]] [[#]] [[#FT]] {{$}}
; TEXT-DAG: TypeArray [[#ARR:]] [[#FP]] [[#]] {{$}}
; TEXT-DAG: TypeUntypedPointerKHR [[#GP:]] 5 {{$}}
; TEXT-DAG: ConstantFunctionPointerINTEL [[#FP]] [[#CF:]] [[#]] {{$}}
; TEXT-DAG: UntypedVariableKHR [[#GP]] [[#]] 5 [[#FP]] [[#CF]] {{$}}
; TEXT-DAG: TypePointer [[#PARR:]] 5 [[#ARR]] {{$}}
; TEXT-DAG: Variable [[#PARR]] [[#]] 5 [[#]] {{$}}
; TEXT: Load [[#FP]] [[#F:]]
; TEXT: FunctionPointerCallINTEL [[#I32]] [[#]] [[#F]]

; IR: @two = internal addrspace(1) global ptr @add
; IR: @table = internal addrspace(1) global [2 x ptr] [ptr @add, ptr @sub]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@two = internal addrspace(1) global ptr @add, align 8
@table = internal addrspace(1) global [2 x ptr] [ptr @add, ptr @sub], align 8

define spir_func i32 @add(i32 %a, i32 %b) {
  %r = add i32 %a, %b
  ret i32 %r
}

define spir_func i32 @sub(i32 %a, i32 %b) {
  %r = sub i32 %a, %b
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %p, i64 %i) {
entry:
  %f = load ptr, ptr addrspace(1) @two, align 8
  %v = call spir_func i32 %f(i32 1, i32 2)
  %e = getelementptr inbounds [2 x ptr], ptr addrspace(1) @table, i64 0, i64 %i
  %g = load ptr, ptr addrspace(1) %e, align 8
  %w = call spir_func i32 %g(i32 %v, i32 3)
  store i32 %w, ptr addrspace(1) %p, align 4
  ret void
}
