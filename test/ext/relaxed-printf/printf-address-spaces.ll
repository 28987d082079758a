; SPV_EXT_relaxed_printf_string_address_space: printf with a format outside
; the constant address space.  Without the extension lspv wrote OpenCL.std
; printf with a CrossWorkgroup / Function / Generic format, which spirv-val
; rejects ("expected Format storage class to be UniformConstant", issue 19);
; now that is llvm-spirv's RequiresExtension error and no output, and with
; the extension the instruction is valid.  Reverse names the space through
; __spirv_ocl_printf; a constant-space format stays the core's printf.
; (Debian's spirv-val 2023.1 predates the extension: the outputs were checked
; with the newest spirv-val when this test was written.)
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not test -e %t.no.spv
; RUN: %lspv %s --spirv-ext=+SPV_EXT_relaxed_printf_string_address_space -o %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.rev.bc --spirv-ext=+SPV_EXT_relaxed_printf_string_address_space -o %t.2.spv
; NOEXT: RequiresExtension: Feature requires the following SPIR-V extension:
; NOEXT-NEXT: SPV_EXT_relaxed_printf_string_address_space extension should be allowed to translate this module, because this LLVM module contains the printf function with format string, whose address space is not equal to 2 (constant).
; CHECK: Extension "SPV_EXT_relaxed_printf_string_address_space"
; CHECK-DAG: 4 TypeInt [[I8:[0-9]+]] 8 0
; CHECK-DAG: 4 TypePointer [[PC:[0-9]+]] 0 [[I8]]
; CHECK-DAG: 4 TypePointer [[PG:[0-9]+]] 5 [[I8]]
; CHECK-DAG: 4 TypePointer [[PF:[0-9]+]] 7 [[I8]]
; CHECK-DAG: 4 TypePointer [[PN:[0-9]+]] 8 [[I8]]
; CHECK: printf [[C:[0-9]+]]
; CHECK: printf [[G:[0-9]+]] [[V:[0-9]+]]
; CHECK: printf [[F:[0-9]+]]
; CHECK: printf [[N:[0-9]+]]
; IR: call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2)
; IR: call spir_func i32 (ptr addrspace(1), ...) @_Z18__spirv_ocl_printfPU3AS1c(ptr addrspace(1) {{.*}}, i32 %v)
; IR: call spir_func i32 (ptr, ...) @_Z18__spirv_ocl_printfPc(ptr
; IR: call spir_func i32 (ptr addrspace(4), ...) @_Z18__spirv_ocl_printfPU3AS4c(ptr addrspace(4)

target triple = "spir64-unknown-unknown"

@c = internal addrspace(2) constant [4 x i8] c"c%d\00"
@g = internal addrspace(1) constant [4 x i8] c"g%d\00"

define spir_kernel void @k(i32 %v) {
  %buf = alloca [4 x i8], align 1
  store [4 x i8] c"f%d\00", ptr %buf
  %a = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @c, i32 %v)
  %b = call spir_func i32 (ptr addrspace(1), ...) @printf(ptr addrspace(1) @g, i32 %v)
  %f = call spir_func i32 (ptr, ...) @_Z18__spirv_ocl_printfPc(ptr %buf)
  %gen = addrspacecast ptr addrspace(1) @g to ptr addrspace(4)
  %n = call spir_func i32 (ptr addrspace(4), ...) @printf(ptr addrspace(4) %gen)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(2), ...)
declare spir_func i32 @_Z18__spirv_ocl_printfPc(ptr, ...)
