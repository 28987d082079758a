; SPV_KHR_linkonce_odr: linkonce_odr functions and variables get LinkageType
; LinkOnceODR with the extension, the core's Export without it.
; RUN: %lspv --spirv-ext=+SPV_KHR_linkonce_odr %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_KHR_linkonce_odr %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Without the extension (default, or disabled after +all): Export.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %lspv --spirv-ext=+all,-SPV_KHR_linkonce_odr,-SPV_KHR_untyped_pointers %s -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %lspv %s -o %t.noext.spv
; RUN: %lspv -r %t.noext.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR-NOEXT

; TEXT: Capability Linkage
; TEXT: Extension "SPV_KHR_linkonce_odr"
; TEXT-DAG: Decorate [[#]] LinkageAttributes "GV" LinkOnceODR
; TEXT-DAG: Decorate [[#]] LinkageAttributes "square" LinkOnceODR
; TEXT-DAG: Decorate [[#]] LinkageAttributes "plain" Export
; TEXT-DAG: Decorate [[#]] LinkageAttributes "ext" Import

; IR: @GV = linkonce_odr addrspace(1) global [3 x i32] zeroinitializer, align 4
; IR: define linkonce_odr spir_func i32 @square(i32 %in)
; IR: define spir_func i32 @plain(i32 %in)

; NOEXT-NOT: Extension
; NOEXT-NOT: LinkOnceODR
; NOEXT-DAG: Decorate [[#]] LinkageAttributes "GV" Export
; NOEXT-DAG: Decorate [[#]] LinkageAttributes "square" Export
; IR-NOEXT: @GV = addrspace(1) global [3 x i32] zeroinitializer, align 4
; IR-NOEXT: define spir_func i32 @square(i32 %in)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@GV = linkonce_odr addrspace(1) global [3 x i32] zeroinitializer, align 4

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %a = call spir_func i32 @square(i32 2)
  %b = call spir_func i32 @plain(i32 %a)
  %c = call spir_func i32 @ext(i32 %b)
  %g = load i32, ptr addrspace(1) @GV, align 4
  %s = add i32 %c, %g
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

define linkonce_odr spir_func i32 @square(i32 %in) {
entry:
  %m = mul i32 %in, %in
  ret i32 %m
}

define spir_func i32 @plain(i32 %in) {
entry:
  ret i32 %in
}

declare spir_func i32 @ext(i32)
