; Without SPV_EXT_relaxed_printf_string_address_space, a printf whose format
; lies outside the constant address space is the module's error, reported
; before anything else of the module: here before the format string, a
; generic-space global, which has no SPIR-V form of its own.  No output is
; written.  With the extension the error is the global's.
; RUN: %llvm-as %s -o %t.bc
; RUN: not %lspv %t.bc -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not %lspv %t.bc --spirv-ext=+SPV_EXT_relaxed_printf_string_address_space -o %t.spv 2>&1 | FileCheck %s --check-prefix=EXT
; CHECK: RequiresExtension: Feature requires the following SPIR-V extension:
; CHECK-NEXT: SPV_EXT_relaxed_printf_string_address_space extension should be allowed
; CHECK-NOT: generic
; EXT: generic address space
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@fmt = internal addrspace(4) constant [4 x i8] c"%d\0A\00"

define spir_kernel void @k(i32 %x) {
  %r = call spir_func i32 (ptr addrspace(4), ...) @printf(ptr addrspace(4) @fmt, i32 %x)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(4), ...)
