; __spirv_ocl_printf (the SPIR-V friendly spelling) takes its format as an i8
; pointer, as printf does: it was cast to a pointer to printf's result type
; (i32) or left a pointer to the string's array, which spirv-val rejects
; ("OpenCL.std printf: expected Format data type to be 8-bit int", issue 19).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; CHECK-DAG: 4 TypeInt [[I8:[0-9]+]] 8 0
; CHECK-DAG: 4 TypePointer [[P:[0-9]+]] 0 [[I8]]
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} printf [[F:[0-9]+]]
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} printf [[N:[0-9]+]]
; IR: call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2)
; IR: call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) null

target triple = "spir64-unknown-unknown"

@.str = internal unnamed_addr addrspace(2) constant [11 x i8] c"Value: %d\0A\00", align 1

define spir_kernel void @k(i32 %v) {
  %a = call spir_func i32 (ptr addrspace(2), ...) @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2) @.str, i32 %v)
  %b = call spir_func i32 (ptr addrspace(2), ...) @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2) null, i32 0)
  ret void
}
declare spir_func i32 @_Z18__spirv_ocl_printfPU3AS2Kcz(ptr addrspace(2), ...)
