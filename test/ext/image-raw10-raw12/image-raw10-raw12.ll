; SPV_EXT_image_raw10_raw12: the image channel data types UnsignedIntRaw10EXT
; and UnsignedIntRaw12EXT (CLK_UNSIGNED_INT_RAW10_EXT / RAW12_EXT, 4323 /
; 4324 in OpenCL C).  A module that compares get_image_channel_data_type()
; with one of them (a switch case, an icmp) declares the extension; the query
; is the core's OpImageQueryFormat plus the OpenCL base either way.
; RUN: %lspv --spirv-ext=+SPV_EXT_image_raw10_raw12 %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_EXT_image_raw10_raw12 %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; Disabled: an error naming the extension, no output.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_EXT_image_raw10_raw12
; A query compared with the other formats only needs no extension.
; RUN: sed -e 's/i32 4323,/i32 4305,/' -e 's/, 4324/, 4306/' %s > %t.plain.ll
; RUN: %lspv %t.plain.ll -o %t.plain.spv
; RUN: %lspv -to-text %t.plain.spv -o - | FileCheck %s --check-prefix=PLAIN
; PLAIN-NOT: Extension
; PLAIN: ImageQueryFormat

; TEXT-DAG: Extension "SPV_EXT_image_raw10_raw12"
; TEXT-DAG: Constant [[#I32:]] [[#BASE:]] 4304 {{$}}
; TEXT: ImageQueryFormat [[#I32]] [[#Q:]] [[#]]
; TEXT-NEXT: IAdd [[#I32]] [[#]] [[#Q]] [[#BASE]]
; TEXT: ImageQueryFormat [[#I32]] [[#Q2:]] [[#]]
; TEXT-NEXT: IAdd [[#I32]] [[#]] [[#Q2]] [[#BASE]]

; IR: call spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_ro(
; IR: switch i32
; IR: i32 4323, label
; IR: icmp eq i32 %{{.*}}, 4324

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %dst, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 {
entry:
  %f = call spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img)
  switch i32 %f, label %next [
    i32 4323, label %raw
  ]

raw:
  store i32 10, ptr addrspace(1) %dst, align 4
  br label %next

next:
  %g = call spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img)
  %is12 = icmp eq i32 %g, 4324
  %v = select i1 %is12, i32 12, i32 0
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}

declare spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))

!0 = !{i32 1, i32 1}
!1 = !{!"none", !"read_only"}
!2 = !{!"int*", !"image2d_t"}
!3 = !{!"", !""}
