; SPV_INTEL_fpga_reg: "__builtin_intel_fpga_reg" annotations <->
; OpFPGARegINTEL, on an integer (llvm.annotation), a float (clang passes
; the bits as an integer) and a pointer (llvm.ptr.annotation).
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_reg %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=IR
; The reverse translates forward again to the same instructions.
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_reg %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; Without the extension (llvm-spirv's behaviour): the value passes through,
; no instruction, capability or extension.
; RUN: %lspv %s -o %t.off.spv
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF

; TEXT: Capability FPGARegINTEL
; TEXT: Extension "SPV_INTEL_fpga_reg"
; TEXT-DAG: TypeInt [[#I32:]] 32 0
; TEXT-DAG: TypePointer [[#PTR:]] 5 [[#]]
; TEXT: FPGARegINTEL [[#I32]] [[#R1:]] [[#]]
; TEXT: FPGARegINTEL [[#I32]] [[#R2:]] [[#R1]]
; TEXT: FPGARegINTEL [[#PTR]] [[#]] [[#]]

; IR-DAG: [[S1:@[0-9]+]] = private unnamed_addr constant [25 x i8] c"__builtin_intel_fpga_reg\00"
; IR: [[A:%[a-z0-9]+]] = call i32 @llvm.annotation.i32.p0(i32 %x, ptr [[S1]], ptr poison, i32 poison)
; IR: call i32 @llvm.annotation.i32.p0(i32 [[A]], ptr @{{[0-9]+}}, ptr poison, i32 poison)
; IR: call ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1) %p, ptr @{{[0-9]+}}, ptr poison, i32 poison, ptr poison)

; OFF-NOT: FPGAReg
; OFF-NOT: Extension

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(1) constant [25 x i8] c"__builtin_intel_fpga_reg\00", section "llvm.metadata"
@.str.file = private unnamed_addr addrspace(1) constant [7 x i8] c"test.c\00", section "llvm.metadata"

define spir_func i32 @f(i32 %x, ptr addrspace(1) %p) {
entry:
  %a = call i32 @llvm.annotation.i32.p1(i32 %x, ptr addrspace(1) @.str, ptr addrspace(1) @.str.file, i32 1)
  %b = call i32 @llvm.annotation.i32.p1(i32 %a, ptr addrspace(1) @.str, ptr addrspace(1) @.str.file, i32 2)
  %q = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %p, ptr addrspace(1) @.str, ptr addrspace(1) @.str.file, i32 3, ptr addrspace(1) null)
  store i32 %b, ptr addrspace(1) %q, align 4
  ret i32 %b
}

declare i32 @llvm.annotation.i32.p1(i32, ptr addrspace(1), ptr addrspace(1), i32)
declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
