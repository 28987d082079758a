; get_image_channel_order / get_image_channel_data_type are OpImageQueryOrder /
; OpImageQueryFormat plus OpenCL's enumeration base (CLK_R 0x10B0 = 4272,
; CLK_SNORM_INT8 0x10D0 = 4304).  Reverse makes the query the builtin minus
; the base; an OpIAdd of that base onto it is the builtin itself, so the
; round trip is a fixpoint: no sub/add pair gained per translation.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=TEXT < %t.spt
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o %t.2.spt
; RUN: diff %t.spt %t.2.spt
; A query whose raw value is used as well keeps the subtraction for that use.
; RUN: awk '/ImageQueryOrder/ { q = $4 } /^5 Store/ && q && !done { $4 = q; done = 1 } { print }' %t.spt > %t.raw.spt
; RUN: %lspv -to-binary %t.raw.spt -o %t.raw.spv
; RUN: %spirv-val %t.raw.spv
; RUN: %lspv -r %t.raw.spv -o %t.raw.bc
; RUN: %llvm-dis %t.raw.bc -o - | FileCheck %s --check-prefix=RAW

; TEXT-DAG: Constant [[#I32:]] [[#ORDER:]] 4272 {{$}}
; TEXT-DAG: Constant [[#I32]] [[#TYPE:]] 4304 {{$}}
; TEXT: ImageQueryOrder [[#I32]] [[#Q:]] [[#]]
; TEXT-NEXT: IAdd [[#I32]] [[#]] [[#Q]] [[#ORDER]]
; TEXT: ImageQueryFormat [[#I32]] [[#F:]] [[#]]
; TEXT-NEXT: IAdd [[#I32]] [[#]] [[#F]] [[#TYPE]]

; IR-LABEL: define spir_kernel void @k(
; IR-NEXT: entry:
; IR-NEXT: %order = call spir_func i32 @_Z23get_image_channel_order14ocl_image2d_ro(
; IR-NEXT: store i32 %order, ptr addrspace(1) %o
; IR-NEXT: %type = call spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_ro(
; IR-NOT: sub i32
; IR-NOT: add i32
; IR: ret void

; RAW-LABEL: define spir_kernel void @k(
; RAW: %[[C:[a-z0-9]+]] = call spir_func i32 @_Z23get_image_channel_order14ocl_image2d_ro(
; RAW-NEXT: %[[S:[0-9]+]] = sub i32 %[[C]], 4272
; RAW-NEXT: store i32 %[[S]], ptr addrspace(1) %o
; RAW-NOT: sub i32
; RAW: ret void

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %o, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 {
entry:
  %order = call spir_func i32 @_Z23get_image_channel_order14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a)
  store i32 %order, ptr addrspace(1) %o, align 4
  %type = call spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a)
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 1
  store i32 %type, ptr addrspace(1) %p1, align 4
  ret void
}

declare spir_func i32 @_Z23get_image_channel_order14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))

!0 = !{i32 1, i32 1}
!1 = !{!"none", !"read_only"}
!2 = !{!"int*", !"image2d_t"}
!3 = !{!"", !""}
