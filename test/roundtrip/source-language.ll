; OpSource keeps its language through the round trip (issue 19: OpenCL_CPP,
; which SYCL device code declares, came back as OpenCL_C): reverse writes
; !spirv.Source {language, version}, which forward reads first.
; RUN: split-file %s %t
; RUN: %lspv %t/cpp.ll -o %t/cpp.spv
; RUN: %spirv-val %t/cpp.spv
; RUN: %lspv -to-text %t/cpp.spv -o - | FileCheck %s --check-prefix=CPP
; RUN: %lspv -r %t/cpp.spv -o %t/cpp.bc
; RUN: %llvm-dis %t/cpp.bc -o - | FileCheck %s --check-prefix=CPP-IR
; RUN: %lspv %t/cpp.bc -o %t/cpp2.spv
; RUN: cmp %t/cpp.spv %t/cpp2.spv
; RUN: %lspv %t/sycl.ll -o %t/sycl.spv
; RUN: %lspv -to-text %t/sycl.spv -o - | FileCheck %s --check-prefix=SYCL
; RUN: %lspv -r %t/sycl.spv -o %t/sycl.bc
; RUN: %llvm-dis %t/sycl.bc -o - | FileCheck %s --check-prefix=SYCL-IR
; RUN: %lspv %t/sycl.bc -o %t/sycl2.spv
; RUN: cmp %t/sycl.spv %t/sycl2.spv
; RUN: %lspv %t/c.ll -o %t/c.spv
; RUN: %lspv -r %t/c.spv -o - | %llvm-dis | FileCheck %s --check-prefix=C-IR
; CPP: 3 Source 4 100000
; CPP-IR-DAG: !spirv.Source = !{![[S:[0-9]+]]}
; CPP-IR-DAG: ![[S]] = !{i32 4, i32 100000}
; SYCL: 3 Source 7 202001
; SYCL-IR: !spirv.Source = !{![[S:[0-9]+]]}
; SYCL-IR-NOT: opencl.ocl.version
; SYCL-IR: ![[S]] = !{i32 7, i32 202001}
; C-IR-DAG: !spirv.Source = !{![[S:[0-9]+]]}
; C-IR-DAG: !opencl.ocl.version = !{![[V:[0-9]+]]}
; C-IR-DAG: ![[S]] = !{i32 3, i32 200000}
; C-IR-DAG: ![[V]] = !{i32 2, i32 0}

;--- cpp.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k() {
  ret void
}
!spirv.Source = !{!0}
!0 = !{i32 4, i32 100000}
;--- sycl.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k() {
  ret void
}
!spirv.Source = !{!0}
!0 = !{i32 7, i32 202001}
;--- c.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k() {
  ret void
}
!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
