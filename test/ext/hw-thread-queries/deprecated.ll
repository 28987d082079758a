; SPV_INTEL_hw_thread_queries is deprecated: its built-in variables
; (SubDeviceIDINTEL, GlobalHWThreadIDINTEL) are refused with a
; DeprecatedExtension error naming the global, and no output is written.
; An ordinary global of a similar name is not concerned.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %lspv %t/sub.ll -o %t/sub.spv 2>&1 | FileCheck %s --check-prefixes=ERR,SUB
; RUN: not test -e %t/sub.spv
; RUN: not %lspv --spirv-ext=+all %t/hw.ll -o %t/hw.spv 2>&1 | FileCheck %s --check-prefixes=ERR,HW
; RUN: not test -e %t/hw.spv
; RUN: %lspv %t/ok.ll -o %t/ok.spv
; RUN: %spirv-val %t/ok.spv
; RUN: %lspv -to-text %t/ok.spv -o - | FileCheck %s --check-prefix=OK
; RUN: %lspv -r %t/ok.spv -S -o - | FileCheck %s --check-prefix=OK-IR

; ERR: DeprecatedExtension: Feature requires the following deprecated SPIR-V extension:
; ERR-NEXT: SPV_INTEL_hw_thread_queries
; ERR-NEXT: Please report to https://github.com/intel/llvm in case if you see this error.
; ERR-NEXT: Ref LLVM Value:
; SUB-NEXT: @__spirv_BuiltInSubDeviceIDINTEL = external addrspace(1) global i32
; HW-NEXT: @__spirv_BuiltInGlobalHWThreadIDINTEL = external addrspace(1) global i32

; OK: Name [[G:[0-9]+]] "__spirv_BuiltInSubDeviceIDINTEL_copy"
; OK: Decorate [[G]] LinkageAttributes "__spirv_BuiltInSubDeviceIDINTEL_copy" Import
; OK-IR: @__spirv_BuiltInSubDeviceIDINTEL_copy = external addrspace(1) global i32

;--- sub.ll
target triple = "spir64-unknown-unknown"
@__spirv_BuiltInSubDeviceIDINTEL = external addrspace(1) global i32
define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) @__spirv_BuiltInSubDeviceIDINTEL, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

;--- hw.ll
target triple = "spir64-unknown-unknown"
@__spirv_BuiltInGlobalHWThreadIDINTEL = external addrspace(1) global i32
define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) @__spirv_BuiltInGlobalHWThreadIDINTEL, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

;--- ok.ll
target triple = "spir64-unknown-unknown"
@__spirv_BuiltInSubDeviceIDINTEL_copy = external addrspace(1) global i32
define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) @__spirv_BuiltInSubDeviceIDINTEL_copy, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
