; A work-group size or version node with more operands than the reader's
; fixed array (16) overflowed the stack: lspv crashed (SIGSEGV, exit 70)
; instead of reporting the malformed metadata (issue 19).  A size node of
; more than three dimensions is refused, with no output; a long version node
; is read by its first two operands.
; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sed -e 's/ !reqd_work_group_size !0//' %s > %t.ok.ll
; RUN: %lspv %t.ok.ll -o %t.ok.spv
; RUN: %spirv-val %t.ok.spv
; RUN: %lspv -to-text %t.ok.spv -o - | FileCheck %s --check-prefix=SRC
; CHECK: InvalidInstruction: Can't translate llvm instruction:
; CHECK-NEXT: malformed work-group size metadata: function @k
; SRC: Source 3 200000

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}

!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40}
