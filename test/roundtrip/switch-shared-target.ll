; A switch whose cases (and default) share a target that has a phi (what
; clang -O2 makes of `case 2: case 6: r = 7;`): LLVM counts one predecessor
; edge per case and wants a phi entry for each, SPIR-V lists the parent once.
; Reverse wrote one entry and the module did not verify (issue 19).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t2.spv
; RUN: cmp %t.spv %t2.spv
; A phi that lists a parent again (invalid SPIR-V, but seen in the wild)
; gets one entry per edge, not more.
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: sed -e 's/^11 Phi \(.*\) \([0-9]*\) \([0-9]*\) $/13 Phi \1 \2 \3 \2 \3 /' %t.spt > %t.dup.spt
; RUN: grep '13 Phi' %t.dup.spt
; RUN: %lspv -r %t.dup.spt -o - | %llvm-dis | FileCheck %s --check-prefix=IR
; CHECK: 13 Switch {{[0-9]+}} [[D:[0-9]+]] 1 [[A:[0-9]+]] 5 [[A]] 2 [[E:[0-9]+]] 6 [[E]] 9 [[D]]
; CHECK: 11 Phi {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[D]] {{[0-9]+}} [[A]] {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{$}}
; IR: switch i32 %n, label %d [
; IR: %r = phi i32 [ 3, %d ], [ %v, %a ], [ 11, %b ], [ 7, %entry ], [ 7, %entry ]

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  switch i32 %n, label %d [
    i32 1, label %a
    i32 5, label %a
    i32 2, label %e
    i32 6, label %e
    i32 9, label %d
  ]
a:
  %v = load i32, ptr addrspace(1) %p, align 4
  br label %e
d:
  br label %e
b:
  br label %e
e:
  %r = phi i32 [ 3, %d ], [ %v, %a ], [ 11, %b ], [ 7, %entry ], [ 7, %entry ]
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
