; Function pointers with SPV_KHR_untyped_pointers enabled too: a pointer to
; a function stays an OpTypePointer to its OpTypeFunction (the call through
; it takes its signature from the pointee), while data pointers are untyped.
; lspv's checker validates (Debian's spirv-val predates both extensions).
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers,+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers,+SPV_KHR_untyped_pointers %t.rev.bc -o %t.2.spv
; RUN: %lspv --verify %t.2.spv
; Without the function-pointer extension: the error names it.
; RUN: not %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF

; TEXT-DAG: Capability UntypedPointersKHR
; TEXT-DAG: Capability FunctionPointersINTEL
; TEXT-DAG: TypeInt [[#I32:]] 32 0
; TEXT-DAG: TypeFunction [[#FT:]] [[#I32]] [[#I32]] {{$}}
; TEXT-DAG: TypePointer [[#FP:]] [[#]] [[#FT]] {{$}}
; TEXT-DAG: TypeUntypedPointerKHR [[#]] 5 {{$}}
; TEXT-DAG: ConstantFunctionPointerINTEL [[#FP]] [[#CF:]] [[#]] {{$}}
; TEXT: Select [[#FP]] [[#SEL:]] [[#]] [[#CF]] [[#]] {{$}}
; TEXT: FunctionPointerCallINTEL [[#I32]] [[#]] [[#SEL]] [[#]] {{$}}

; IR: %[[F:[0-9a-z.]+]] = select i1 %c, ptr @inc, ptr @dec
; IR: call spir_func i32 %[[F]](i32 %v)

; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_INTEL_function_pointers

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @inc(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define spir_func i32 @dec(i32 %x) {
  %r = sub i32 %x, 1
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %p, i1 %c) {
entry:
  %v = load i32, ptr addrspace(1) %p, align 4
  %f = select i1 %c, ptr @inc, ptr @dec
  %r = call spir_func i32 %f(i32 %v)
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
