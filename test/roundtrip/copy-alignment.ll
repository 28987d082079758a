; Copies keep their alignment through the round trip (issue 19):
; - an llvm.memcpy without align attributes is OpCopyMemorySized without a
;   memory operand, and comes back without align attributes (reverse wrote
;   align 1, which the second forward wrote as Aligned 1);
; - an llvm.memmove goes through a Function temporary decorated with the
;   destination's alignment (1 if none), as the alloca reverse makes of it
;   is; the copy into it is aligned as both operands are; lifetime markers
;   of the temporary enclose the two copies (as llvm-spirv's expansion), and
;   come back as llvm.lifetime.start / end of the alloca.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv

; CHECK-DAG: OpDecorate %[[TMP1:[0-9a-z_]+]] Alignment 1
; CHECK-DAG: OpDecorate %[[TMP2:[0-9a-z_]+]] Alignment 16
; CHECK-LABEL: %plain = OpFunction
; CHECK: OpCopyMemorySized %{{.*}} %{{.*}} %{{[0-9a-z_]+}}{{$}}
; CHECK-LABEL: %moves = OpFunction
; CHECK: %[[TMP1]] = OpVariable
; CHECK: %[[TMP2]] = OpVariable
; CHECK: OpLifetimeStart %[[TMP1]] 0
; CHECK: OpCopyMemorySized %{{.*}} %{{.*}} %{{[0-9a-z_]+}}{{$}}
; CHECK: OpCopyMemorySized %{{.*}} %{{.*}} %{{[0-9a-z_]+}}{{$}}
; CHECK: OpLifetimeStop %[[TMP1]] 0
; CHECK: OpLifetimeStart %[[TMP2]] 0
; CHECK: OpCopyMemorySized %{{.*}} %{{.*}} %{{[0-9a-z_]+}} Aligned 8{{$}}
; CHECK: OpCopyMemorySized %{{.*}} %{{.*}} %{{[0-9a-z_]+}} Aligned 16{{$}}
; CHECK: OpLifetimeStop %[[TMP2]] 0

; IR-LABEL: define spir_func void @plain(
; IR: call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 24, i1 false)
; IR-LABEL: define spir_func void @moves(
; IR: %[[A1:[0-9]+]] = alloca [40 x i8], align 1
; IR: %[[A2:[0-9]+]] = alloca [40 x i8], align 16
; IR: call void @llvm.lifetime.start.p0(ptr %[[A1]])
; IR: call void @llvm.lifetime.end.p0(ptr %[[A1]])
; IR: call void @llvm.lifetime.start.p0(ptr %[[A2]])
; IR: call void @llvm.lifetime.end.p0(ptr %[[A2]])

target triple = "spir64-unknown-unknown"

define spir_func void @plain(ptr addrspace(1) %d, ptr addrspace(1) %s) {
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 24, i1 false)
  ret void
}

define spir_func void @moves(ptr addrspace(1) %d, ptr addrspace(1) %s) {
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 40, i1 false)
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) align 16 %d, ptr addrspace(1) align 8 %s, i64 40, i1 false)
  ret void
}

declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
