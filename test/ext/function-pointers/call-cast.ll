; A direct call of a function at another function type than its own (C code
; calling through a cast pointer): not an OpFunctionCall, whose types must
; match, but a call through the function's pointer cast to the call's type.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; The cast stays an instruction on reverse, and translates back the same.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: not %lspv %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.off.spv

; TEXT-DAG: Name [[#NARROW:]] "narrow"
; TEXT-DAG: TypeInt [[#I8:]] 8 0
; TEXT-DAG: TypeInt [[#I32:]] 32 0
; TEXT-DAG: TypeFunction [[#FT8:]] [[#I8]] [[#I8]] {{$}}
; TEXT-DAG: TypeFunction [[#FT32:]] [[#I32]] [[#I32]] {{$}}
; TEXT-DAG: TypePointer [[#P8:]] 7 [[#FT8]]
; TEXT-DAG: TypePointer [[#P32:]] 7 [[#FT32]]
; TEXT-DAG: ConstantFunctionPointerINTEL [[#P8]] [[#FP:]] [[#NARROW]]
; TEXT: Bitcast [[#P32]] [[#C:]] [[#FP]]
; TEXT-NEXT: FunctionPointerCallINTEL [[#I32]] [[#]] [[#C]] [[#]]
; TEXT-NOT: FunctionCall

; REV: define spir_func {{.*}}i8 @narrow(i8 signext %a)
; REV: [[CAST:%[0-9a-z.]+]] = bitcast ptr @narrow to ptr
; REV-NEXT: call spir_func i32 [[CAST]](i32 0)

; OFF: call whose function type is not the callee's{{.*}}@narrow

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func signext i8 @narrow(i8 signext %a) {
entry:
  ret i8 %a
}

define spir_func i32 @caller() {
entry:
  %r = call spir_func i32 @narrow(i32 0)
  ret i32 %r
}
