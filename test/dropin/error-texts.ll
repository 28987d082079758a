; Errors read as llvm-spirv's: the same error name and first line, lspv's
; reason, function and value after it; nothing is written.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv %t.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=CHECK-NAND
; RUN: not test -e %t.spv
; CHECK-NAND: InvalidInstruction: Can't translate llvm instruction:
; CHECK-NAND-NEXT: Atomic nand is not supported in SPIR-V! in function 'nand': {{.*}}atomicrmw nand ptr addrspace(1) @ui, i32 42 acq_rel

; RUN: sed -e 's/^; GLOBAL: //;t;d' %s | llvm-as -o %t.g.bc
; RUN: not llvm-spirv %t.g.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=CHECK-GLOBAL
; CHECK-GLOBAL: InvalidInstruction: Can't translate llvm instruction:
; CHECK-GLOBAL-NEXT: Global variable cannot have Function storage class. Consider setting a proper address space.
; CHECK-GLOBAL-NEXT: Original LLVM value:
; CHECK-GLOBAL-NEXT: @G = global i1 true
; GLOBAL: target triple = "spir64-unknown-unknown"
; GLOBAL: @G = global i1 true
; GLOBAL: define spir_kernel void @k() {
; GLOBAL:   ret void
; GLOBAL: }

; RUN: sed -e 's/^; VARARG: //;t;d' %s | llvm-as -o %t.v.bc
; RUN: not llvm-spirv %t.v.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=CHECK-VARARG
; CHECK-VARARG: UnsupportedVarArgFunction: Variadic functions other than 'printf' are not supported in SPIR-V.
; VARARG: target triple = "spir64-unknown-unknown"
; VARARG: define spir_func void @log(i32 %a, ...) {
; VARARG:   ret void
; VARARG: }

; RUN: sed -e 's/^; INTRIN: //;t;d' %s | llvm-as -o %t.i.bc
; RUN: not llvm-spirv %t.i.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=CHECK-INTRIN
; CHECK-INTRIN: InvalidFunctionCall: Unexpected llvm intrinsic:
; CHECK-INTRIN-NEXT: llvm.readcyclecounter
; RUN: llvm-spirv %t.i.bc -spirv-allow-unknown-intrinsics=llvm.readcyclecounter -o %t.ok.spv
; INTRIN: target triple = "spir64-unknown-unknown"
; INTRIN: declare i64 @llvm.readcyclecounter()
; INTRIN: define spir_kernel void @k(ptr addrspace(1) %out) {
; INTRIN:   %t = call i64 @llvm.readcyclecounter()
; INTRIN:   store i64 %t, ptr addrspace(1) %out, align 8
; INTRIN:   ret void
; INTRIN: }

; RUN: not llvm-spirv %t.bc --spirv-max-version=1.0 -o %t.spv 2>&1 | FileCheck %s --check-prefix=CHECK-NAND

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@ui = addrspace(1) global i32 0

define spir_kernel void @nand() {
entry:
  %r = atomicrmw nand ptr addrspace(1) @ui, i32 42 acq_rel
  ret void
}
