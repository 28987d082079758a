; At SPIR-V 1.4 an entry point lists the global variables its code
; references.  An llvm.var.annotation call translates to nothing, so the
; annotation string it names is no reference: it was listed, then dropped
; after reverse (the call is gone), and the interface changed (issue 19).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %lspv %t.bc -o %t2.spv
; RUN: cmp %t.spv %t2.spv
; CHECK: 119734787 66560
; CHECK: EntryPoint 6 [[K:[0-9]+]] "k" [[G:[0-9]+]] {{$}}
; CHECK: Name [[G]] "g"

target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4
@.str = private unnamed_addr addrspace(1) constant [6 x i8] c"hello\00", section "llvm.metadata"

define spir_kernel void @k(i32 %a) {
  %x = alloca i32, align 4
  call void @llvm.var.annotation.p0.p1(ptr %x, ptr addrspace(1) @.str, ptr addrspace(1) null, i32 0, ptr addrspace(1) null)
  %s = add nsw i32 %a, 1
  store i32 %s, ptr addrspace(1) @g, align 4
  ret void
}
declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
