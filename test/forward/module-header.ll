; The module header as llvm-spirv writes it: OpenCL.std is imported by
; every module (id 1, even when no instruction of it is used), the source
; extensions of !opencl.used.extensions are written once each, and a module
; that names no source language says Unknown 0.  Reverse writes them back
; (!opencl.used.extensions, one node), with !spirv.MemoryModel and the
; optional core features the capabilities stand for.
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
;
; A module without any source metadata.
; RUN: sed -e '/^!/d' -e '/^@d/,$d' %s | %lspv - -spirv-text -o - | FileCheck %s --check-prefix=BARE
; RUN: sed -e '/^!/d' -e '/^@d/,$d' %s | %lspv - -o %t.bare.spv
; RUN: %spirv-val %t.bare.spv

; CHECK: 5 ExtInstImport 1 "OpenCL.std"
; CHECK: MemoryModel 2 2
; CHECK-NEXT: EntryPoint 6 [[#K:]] "k"
; CHECK-NEXT: 8 SourceExtension "cl_khr_int64_base_atomics"
; CHECK-NEXT: 9 SourceExtension "cl_khr_int64_extended_atomics"
; CHECK-NEXT: 3 Source 3 200000
; CHECK-NOT: SourceExtension
; CHECK: Function [[#]] [[#K]]

; BARE: 5 ExtInstImport 1 "OpenCL.std"
; BARE-NEXT: MemoryModel 2 2
; BARE-NEXT: Source 0 0

; IR-DAG: !spirv.MemoryModel = !{![[#MM:]]}
; IR-DAG: !opencl.used.extensions = !{![[#EXT:]]}
; IR-DAG: !opencl.used.optional.core.features = !{![[#OPT:]]}
; IR-DAG: ![[#MM]] = !{i32 2, i32 2}
; IR-DAG: ![[#EXT]] = !{!"cl_khr_int64_base_atomics", !"cl_khr_int64_extended_atomics"}
; IR-DAG: ![[#OPT]] = !{!"cl_doubles"}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@d = addrspace(1) global double 1.0

define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load double, ptr addrspace(1) @d
  store double %v, ptr addrspace(1) %p
  ret void
}

!opencl.ocl.version = !{!0, !0}
!opencl.used.extensions = !{!1, !2, !3}
!0 = !{i32 2, i32 0}
!1 = !{!"cl_khr_int64_base_atomics"}
!2 = !{!"cl_khr_int64_base_atomics", !"cl_khr_int64_extended_atomics"}
!3 = !{!""}
