; The proof that the meaning survives, SYCL style: a kernel whose arguments
; are all restrict ([[intel::kernel_args_restrict]]) after its body was
; inlined: one domain, one scope per argument, each access in its own scope
; and noalias with the others; loads, stores, calls to an external function
; and atomics (atomicrmw, cmpxchg, atomic load and store).  The scoped-noalias
; answers are identical before and after the round trip.  (Atomics come back
; as builtin calls, so aa-pairs.py leaves them out; memcpy is memcpy.ll's.)
; RUN: %opt -passes=aa-eval -aa-pipeline=scoped-noalias-aa -evaluate-aa-metadata -print-all-alias-modref-info -disable-output %s 2>&1 | %python %S/Inputs/aa-pairs.py > %t.before
; RUN: FileCheck %s --input-file=%t.before
; RUN: %lspv --spirv-ext=+SPV_INTEL_memory_access_aliasing %s -o %t.spv
; Reverse keeps each pointer OpBitcast as a no-op cast (as llvm-spirv reads
; it); instsimplify folds them so that the pairs name the same pointers.
; RUN: %lspv -r %t.spv -o %t.rt.raw.ll -S
; RUN: %opt -passes=instsimplify %t.rt.raw.ll -S -o %t.rt.ll 2>/dev/null
; RUN: %opt -passes=aa-eval -aa-pipeline=scoped-noalias-aa -evaluate-aa-metadata -print-all-alias-modref-info -disable-output %t.rt.ll 2>&1 | %python %S/Inputs/aa-pairs.py > %t.after
; RUN: diff %t.before %t.after

; CHECK-DAG: NoAlias | load %v %in.i
; CHECK-DAG: NoAlias | store %w %tmp.i | store %v %out.i
; CHECK-DAG: NoModRef | call @ext_fn %tmp %i | call @ext_fn %out.i %i
; CHECK-DAG: MayAlias | load %w %out.i | store %v %out.i

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

declare spir_func void @ext_fn(ptr addrspace(1), i64)

define spir_kernel void @_ZTS6Kernel(ptr addrspace(1) %in, ptr addrspace(1) %out,
                                     ptr addrspace(1) %cnt, ptr addrspace(1) %tmp, i64 %i) {
entry:
  %in.i = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %v = load float, ptr addrspace(1) %in.i, align 4, !alias.scope !10, !noalias !20
  %out.i = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %v, ptr addrspace(1) %out.i, align 4, !alias.scope !11, !noalias !21
  %w = load float, ptr addrspace(1) %out.i, align 4, !alias.scope !11, !noalias !21
  %old = atomicrmw add ptr addrspace(1) %cnt, i32 1 monotonic, align 4, !alias.scope !12, !noalias !22
  %pair = cmpxchg ptr addrspace(1) %cnt, i32 %old, i32 0 seq_cst seq_cst, align 4, !alias.scope !12, !noalias !22
  %seen = load atomic i32, ptr addrspace(1) %cnt acquire, align 4, !alias.scope !12, !noalias !22
  store atomic i32 %seen, ptr addrspace(1) %cnt release, align 4, !alias.scope !12, !noalias !22
  call spir_func void @ext_fn(ptr addrspace(1) %tmp, i64 %i), !alias.scope !13, !noalias !23
  call spir_func void @ext_fn(ptr addrspace(1) %out.i, i64 %i), !alias.scope !11, !noalias !21
  %tmp.i = getelementptr inbounds float, ptr addrspace(1) %tmp, i64 %i
  store float %w, ptr addrspace(1) %tmp.i, align 4, !alias.scope !13, !noalias !23
  ret void
}

!0 = distinct !{!0, !"_ZTS6Kernel: kernel_args_restrict"}
!1 = distinct !{!1, !0, !"_ZTS6Kernel: %in"}
!2 = distinct !{!2, !0, !"_ZTS6Kernel: %out"}
!3 = distinct !{!3, !0, !"_ZTS6Kernel: %cnt"}
!4 = distinct !{!4, !0, !"_ZTS6Kernel: %tmp"}
!10 = !{!1}
!11 = !{!2}
!12 = !{!3}
!13 = !{!4}
!20 = !{!2, !3, !4}
!21 = !{!1, !3, !4}
!22 = !{!1, !2, !4}
!23 = !{!1, !2, !3}
