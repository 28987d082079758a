; Reverse maps a function named spirv.llvm_<name> to intrinsic llvm.<name>
; only when that is an intrinsic of the function's type: with another type,
; or a name that no intrinsic has, it stays an ordinary function with its
; body.  Forward calls a module's own definition of a helper name.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM --implicit-check-not=llvm.bswap

; SPV-DAG: Name [[#OWN:]] "llvm_bitreverse_i32"
; SPV-NOT: Name [[#]] "llvm_bitreverse_i32"
; SPV: FunctionCall [[#]] [[#]] [[#OWN]]

; LLVM: call spir_func i16 @spirv.llvm_bswap_i32(i16 %x)
; LLVM: call spir_func i32 @spirv.llvm_nosuch_i32(i32 %y)
; LLVM: call spir_func i32 @llvm_bitreverse_i32(i32 %y)
; LLVM: define spir_func i16 @spirv.llvm_bswap_i32(
; LLVM: define spir_func i32 @spirv.llvm_nosuch_i32(
; LLVM: define spir_func i32 @llvm_bitreverse_i32(
; LLVM-NOT: @llvm.bitreverse

target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i16 %x, i32 %y) {
  %a = call spir_func i16 @spirv.llvm_bswap_i32(i16 %x)
  %b = call spir_func i32 @spirv.llvm_nosuch_i32(i32 %y)
  %c = call i32 @llvm.bitreverse.i32(i32 %y)
  %z = zext i16 %a to i32
  %s = add i32 %z, %b
  %r = add i32 %s, %c
  ret i32 %r
}

define spir_func i16 @spirv.llvm_bswap_i32(i16 %v) {
  ret i16 %v
}

define spir_func i32 @spirv.llvm_nosuch_i32(i32 %v) {
  %r = add i32 %v, 1
  ret i32 %r
}

define spir_func i32 @llvm_bitreverse_i32(i32 %v) {
  %r = xor i32 %v, -1
  ret i32 %r
}

declare i32 @llvm.bitreverse.i32(i32)
