; Image and sampler constructs without a SPIR-V form: one error naming
; each, no output.
; RUN: sed -e 's/;BAD1 //' %s | %llvm-as -o %t.bc
; RUN: not %lspv %t.bc -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sed -e 's/;BAD2 //' %s | %llvm-as -o %t2.bc
; RUN: not %lspv %t2.bc -o %t2.spv 2>&1 | FileCheck %s --check-prefix=BAD2
; RUN: sed -e 's/;BAD3 //' %s | %llvm-as -o %t3.bc
; RUN: not %lspv %t3.bc -o %t3.spv 2>&1 | FileCheck %s --check-prefix=BAD3
; RUN: sed -e 's/;BAD4 //' %s | %llvm-as -o %t4.bc
; RUN: not %lspv %t4.bc -o %t4.spv 2>&1 | FileCheck %s --check-prefix=BAD4

; CHECK: sampler initializer is not a constant
; CHECK-SAME: __translate_sampler_initializer
; BAD2: value 9 is not a known Dim
; BAD3: get_image_array_size of an image that is not an array
; BAD4: sampler initializer is not an OpenCL sampler value

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

;BAD1 define spir_func target("spirv.Sampler") @f(i32 %k) {
;BAD1   %s = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 %k)
;BAD1   ret target("spirv.Sampler") %s
;BAD1 }

;BAD2 define spir_func void @g(target("spirv.Image", void, 9, 0, 0, 0, 0, 0, 0) %i) {
;BAD2   ret void
;BAD2 }

;BAD3 define spir_func i64 @h(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i) {
;BAD3   %n = call spir_func i64 @_Z20get_image_array_size14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i)
;BAD3   ret i64 %n
;BAD3 }
;BAD3 declare spir_func i64 @_Z20get_image_array_size14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))

;BAD4 define spir_func target("spirv.Sampler") @s() {
;BAD4   %s = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 255)
;BAD4   ret target("spirv.Sampler") %s
;BAD4 }

declare spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32)
