; SPV_KHR_untyped_pointers: a byval parameter keeps OpTypePointer to its
; object type even when it is the module's first pointer (before any other
; pointer type made the translation use pointers without pointee), and its
; use goes through a cast to the untyped pointer.
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=IR
; Without the extension: the same typed parameter.
; RUN: %lspv %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv
; RUN: %lspv -to-text %t.noext.spv -o - | FileCheck %s --check-prefix=NOEXT

; TEXT-DAG: TypeInt [[#I:]] 32 0
; TEXT-DAG: TypeStruct [[#S:]] [[#I]] [[#I]]
; TEXT-DAG: TypePointer [[#SP:]] 7 [[#S]]
; TEXT-DAG: TypeUntypedPointerKHR [[#UP:]] 7
; TEXT: FunctionParameter [[#SP]] [[#B:]]
; TEXT: Bitcast [[#UP]] [[#C:]] [[#B]]
; TEXT: Load [[#I]] [[#]] [[#C]]

; IR: define spir_func i32 @first(ptr byval(%pair) align 4 %b)
; IR: [[C:%[0-9]+]] = bitcast ptr %b to ptr
; IR-NEXT: load i32, ptr [[C]], align 4

; NOEXT-NOT: TypeUntypedPointerKHR

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%pair = type { i32, i32 }

define spir_func i32 @first(ptr byval(%pair) align 4 %b) {
  %x = load i32, ptr %b, align 4
  ret i32 %x
}
