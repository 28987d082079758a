; SPV_INTEL_fpga_memory_accesses: a "{params:0}" mask asks for no access
; control, and a cache size without the cache bit for none either: such a
; string decorates nothing and stays one UserSemantic (llvm-spirv's
; behaviour); a mask with bits gives its decorations and no UserSemantic
; (a cache size without the cache bit is ignored then).
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_memory_accesses %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_memory_accesses %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT

; TEXT-NOT: UserSemantic "{params:{{[12]}}
; TEXT: Decorate [[#]] UserSemantic "{params:0}{cache-size:127}"
; TEXT-NEXT: Decorate [[#]] BurstCoalesceINTEL
; TEXT-NEXT: Decorate [[#]] CacheSizeINTEL 9
; TEXT-NOT: UserSemantic "{params:{{[12]}}
; TEXT-NOT: CacheSizeINTEL

; IR-DAG: "{params:0}{cache-size:127}"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@.str.none = private unnamed_addr addrspace(1) constant [27 x i8] c"{params:0}{cache-size:127}\00", section "llvm.metadata"
@.str.burst = private unnamed_addr addrspace(1) constant [25 x i8] c"{params:1}{cache-size:5}\00", section "llvm.metadata"
@.str.cache = private unnamed_addr addrspace(1) constant [25 x i8] c"{params:2}{cache-size:9}\00", section "llvm.metadata"
@.str.file = private unnamed_addr addrspace(1) constant [7 x i8] c"test.c\00", section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %pa = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %a, ptr addrspace(1) @.str.none, ptr addrspace(1) @.str.file, i32 1, ptr addrspace(1) null)
  %pb = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %b, ptr addrspace(1) @.str.burst, ptr addrspace(1) @.str.file, i32 2, ptr addrspace(1) null)
  %pc = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %c, ptr addrspace(1) @.str.cache, ptr addrspace(1) @.str.file, i32 3, ptr addrspace(1) null)
  %v = load i32, ptr addrspace(1) %pa, align 4
  store i32 %v, ptr addrspace(1) %pb, align 4
  store i32 %v, ptr addrspace(1) %pc, align 4
  ret void
}

declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
