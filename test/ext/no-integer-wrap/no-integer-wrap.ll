; SPV_KHR_no_integer_wrap_decoration: nsw / nuw below SPIR-V 1.4.  With the
; extension and --spirv-max-version=1.1 the decorations come with the
; extension at 1.0; without it they are dropped (hints; as llvm-spirv does);
; where 1.4 is allowed they are the core's (no extension).
; RUN: %lspv --spirv-max-version=1.1 --spirv-ext=+SPV_KHR_no_integer_wrap_decoration %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefixes=TEXT,EXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-max-version=1.1 --spirv-ext=+SPV_KHR_no_integer_wrap_decoration %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Four decorations: none on the sub, which has no flag.
; RUN: %lspv -to-text %t.spv -o - | grep -c Wrap | FileCheck %s --check-prefix=COUNT
; COUNT: {{^4$}}
; Without the extension: no decorations, no extension, version 1.0.
; RUN: %lspv --spirv-max-version=1.1 %s -spirv-text -o - | FileCheck %s --check-prefix=NONE
; RUN: %lspv --spirv-max-version=1.1 --spirv-ext=+all,-SPV_KHR_no_integer_wrap_decoration %s -spirv-text -o - | FileCheck %s --check-prefix=NONE
; RUN: %lspv --spirv-max-version=1.1 %s -o %t.none.spv
; RUN: %lspv -r %t.none.spv -o - | %llvm-dis | FileCheck %s --check-prefix=NOFLAGS
; 1.4 allowed: the core's decorations, no extension.
; RUN: %lspv --spirv-ext=+SPV_KHR_no_integer_wrap_decoration %s -spirv-text -o - | FileCheck %s --check-prefixes=TEXT,CORE

; EXT: 119734787 65536 0
; CORE: 119734787 66560 0
; EXT: Extension "SPV_KHR_no_integer_wrap_decoration"
; CORE-NOT: Extension
; TEXT-DAG: Decorate [[#MUL:]] NoSignedWrap
; TEXT-DAG: Decorate [[#MUL]] NoUnsignedWrap
; TEXT-DAG: Decorate [[#ADD:]] NoSignedWrap
; TEXT-DAG: Decorate [[#SHL:]] NoUnsignedWrap
; TEXT: IMul [[#]] [[#MUL]]
; TEXT: IAdd [[#]] [[#ADD]]
; TEXT: ShiftLeftLogical [[#]] [[#SHL]]

; IR: %m = mul nuw nsw i32 %a, %b
; IR: %s = add nsw i32 %m, %a
; IR: %l = shl nuw i32 %s, 2
; IR: %d = sub i32 %l, %b

; NONE: 119734787 65536 0
; NONE-NOT: Extension
; NONE-NOT: Wrap
; NOFLAGS: %m = mul i32 %a, %b
; NOFLAGS: %s = add i32 %m, %a

target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %a, i32 %b) {
entry:
  %m = mul nsw nuw i32 %a, %b
  %s = add nsw i32 %m, %a
  %l = shl nuw i32 %s, 2
  %d = sub i32 %l, %b
  ret i32 %d
}
