; stdin and stdout: no input file (or "-") reads stdin, "-o -" writes stdout,
; so the translator sits in a pipe between llvm-as and llvm-dis.

; RUN: llvm-as < %s | llvm-spirv -spirv-text -o - | FileCheck %s --check-prefix=CHECK-SPIRV
; RUN: llvm-as < %s | llvm-spirv -o %t.spv
; RUN: llvm-spirv -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CHECK-LLVM
; RUN: llvm-spirv -to-text %t.spv -o - | FileCheck %s --check-prefix=CHECK-SPIRV

; CHECK-SPIRV: EntryPoint 6 [[#K:]] "fill"
; CHECK-SPIRV: TypeInt [[#I32:]] 32 0
; CHECK-SPIRV: Constant [[#I32]] [[#SEVEN:]] 7
; CHECK-SPIRV: Function [[#]] [[#K]]
; CHECK-SPIRV: Store [[#]] [[#SEVEN]] 2 4

; CHECK-LLVM: define spir_kernel void @fill(ptr addrspace(1) %p)
; CHECK-LLVM: store i32 7, ptr addrspace(1) %p, align 4

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @fill(ptr addrspace(1) %p) {
entry:
  store i32 7, ptr addrspace(1) %p, align 4
  ret void
}
