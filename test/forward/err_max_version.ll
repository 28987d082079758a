; OpPtrEqual needs SPIR-V 1.4: allowed by default, an error below it.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: rm -f %t2.spv
; RUN: not %lspv --spirv-max-version=1.3 %s -o %t2.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t2.spv
; CHECK: Version: 1.4
; CHECK: OpPtrEqual %bool
; ERR: RequiresVersion: Cannot fulfill SPIR-V version restriction:
; ERR-NEXT: SPIR-V version was restricted to at most 1.3 (66304) but a construct from the input requires SPIR-V version 1.4 (66560) or above (OpPtrEqual;
target triple = "spir64-unknown-unknown"
define spir_func i1 @f(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %r = call spir_func i1 @_Z16__spirv_PtrEqualPU3AS1iS0_(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret i1 %r
}
declare spir_func i1 @_Z16__spirv_PtrEqualPU3AS1iS0_(ptr addrspace(1), ptr addrspace(1))
