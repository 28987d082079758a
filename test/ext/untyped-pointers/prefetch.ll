; SPV_KHR_untyped_pointers: OpenCL's prefetch of an untyped pointer is
; OpUntypedPrefetchKHR of the pointer and the byte count: the element count
; times the size of the element the builtin's name gives (a constant count
; folds, another is multiplied; a 3-vector takes the room of 4).  Reverse:
; prefetch on chars, whose element count is that byte count (SPV-IR:
; __spirv_ocl_prefetch).  Without the extension prefetch stays the OpenCL.std
; instruction; a module with OpUntypedPrefetchKHR does not read back with the
; extension disabled.  (The system spirv-val predates the extension: --verify
; checks the output.)
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -S -o %t.rev.ll
; RUN: FileCheck %s --check-prefix=IR < %t.rev.ll
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -S -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.rev.ll -o %t.2.spv
; RUN: %lspv --verify %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT2
; RUN: %lspv %s -o %t.off.spv
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: not %lspv -r --spirv-ext=-SPV_KHR_untyped_pointers %t.spv -o %t.no.bc 2>&1 | FileCheck %s --check-prefix=DISABLED

; TEXT: Capability UntypedPointersKHR
; TEXT: Extension "SPV_KHR_untyped_pointers"
; TEXT-DAG: TypeInt [[#L:]] 64 0
; TEXT-DAG: Constant [[#L]] [[#C3:]] 3 0
; TEXT-DAG: Constant [[#L]] [[#C16:]] 16 0
; TEXT-DAG: Constant [[#L]] [[#C64:]] 64 0
; TEXT-DAG: Constant [[#L]] [[#C4:]] 4 0
; TEXT-DAG: TypeUntypedPointerKHR [[#P:]] 5
; TEXT-LABEL: Function
; TEXT: FunctionParameter [[#P]] [[#CH:]]
; TEXT: FunctionParameter [[#]] [[#F4:]]
; TEXT: FunctionParameter [[#P]] [[#IN:]]
; TEXT: FunctionParameter [[#L]] [[#N:]]
; TEXT: UntypedPrefetchKHR [[#CH]] [[#C3]]
; TEXT: UntypedPrefetchKHR [[#]] [[#C64]]
; TEXT: IMul [[#L]] [[#B:]] [[#N]] [[#C4]]
; TEXT-NEXT: UntypedPrefetchKHR [[#IN]] [[#B]]
; TEXT: UntypedPrefetchKHR [[#]] [[#C16]]
; TEXT-NOT: prefetch

; IR-LABEL: define spir_func void @f(
; IR: call spir_func void @_Z8prefetchPU3AS1Kcm(ptr addrspace(1) %ch, i64 3)
; IR: call spir_func void @_Z8prefetchPU3AS1Kcm(ptr addrspace(1) %{{.*}}, i64 64)
; IR: %[[#M:]] = mul i64 %n, 4
; IR: call spir_func void @_Z8prefetchPU3AS1Kcm(ptr addrspace(1) %in, i64 %[[#M]])
; IR: call spir_func void @_Z8prefetchPU3AS1Kcm(ptr addrspace(1) %{{.*}}, i64 16)

; SPVIR: call spir_func void @_Z20__spirv_ocl_prefetchPU3AS1Kcm(ptr addrspace(1) %ch, i64 3)

; The round trip reads its own output back to the same instructions.
; TEXT2-COUNT-4: UntypedPrefetchKHR
; TEXT2-NOT: prefetch

; OFF-NOT: UntypedPrefetchKHR
; OFF-COUNT-4: ExtInst {{.*}} prefetch

; DISABLED: InvalidModule: Invalid SPIR-V module: input SPIR-V module uses extension 'SPV_KHR_untyped_pointers' which were disabled by --spirv-ext option

target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr addrspace(1) %ch, ptr addrspace(1) %f4, ptr addrspace(1) %in, i64 %n, ptr addrspace(1) %f3) {
  call spir_func void @_Z8prefetchPU3AS1Kcm(ptr addrspace(1) %ch, i64 3)
  call spir_func void @_Z8prefetchPU3AS1KDv4_fm(ptr addrspace(1) %f4, i64 4)
  call spir_func void @_Z8prefetchPU3AS1Kim(ptr addrspace(1) %in, i64 %n)
  call spir_func void @_Z20__spirv_ocl_prefetchPU3AS1KDv3_fm(ptr addrspace(1) %f3, i64 1)
  ret void
}

declare spir_func void @_Z8prefetchPU3AS1Kcm(ptr addrspace(1), i64)
declare spir_func void @_Z8prefetchPU3AS1KDv4_fm(ptr addrspace(1), i64)
declare spir_func void @_Z8prefetchPU3AS1Kim(ptr addrspace(1), i64)
declare spir_func void @_Z20__spirv_ocl_prefetchPU3AS1KDv3_fm(ptr addrspace(1), i64)
