; SPV_INTEL_fpga_memory_attributes and SPV_INTEL_fpga_memory_accesses from
; annotation strings: a local array with memory attributes, a pointer with
; load-store-unit controls, a global with "{register:1}".  Only decorations
; Debian's spirv-val knows are used here (new-decorations.ll has the rest).
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_memory_attributes,+SPV_INTEL_fpga_memory_accesses %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=IR
; The reverse translates forward again to the same decorations.
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_memory_attributes,+SPV_INTEL_fpga_memory_accesses %t.rev.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; Without the extensions (llvm-spirv's behaviour): the strings name no
; decoration lspv may use, so each is one UserSemantic, and no FPGA
; capability or extension is declared.
; RUN: %lspv %s -o %t.off.spv
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %lspv -r %t.off.spv -S -o - | FileCheck %s --check-prefix=OFF-IR

; TEXT-DAG: Capability FPGAMemoryAttributesINTEL
; TEXT-DAG: Capability FPGAMemoryAccessesINTEL
; TEXT-DAG: Extension "SPV_INTEL_fpga_memory_accesses"
; TEXT-DAG: Extension "SPV_INTEL_fpga_memory_attributes"
; TEXT-DAG: Decorate [[#ARR:]] MemoryINTEL "BLOCK_RAM"
; TEXT-DAG: Decorate [[#ARR]] NumbanksINTEL 4
; TEXT-DAG: Decorate [[#ARR]] BankwidthINTEL 8
; TEXT-DAG: Decorate [[#ARR]] DoublepumpINTEL
; TEXT-DAG: Decorate [[#ARR]] MergeINTEL "key" "depth"
; TEXT-DAG: Decorate [[#ARR]] BankBitsINTEL 4
; TEXT-DAG: Decorate [[#ARR]] UserSemantic "{unknown:7}"
; TEXT-DAG: Decorate [[#PTR:]] BurstCoalesceINTEL
; TEXT-DAG: Decorate [[#PTR]] CacheSizeINTEL 127
; TEXT-DAG: Decorate [[#GV:]] RegisterINTEL
; TEXT-DAG: Variable [[#]] [[#ARR]] 7
; TEXT-DAG: Variable [[#]] [[#GV]] 5

; The memory attributes come back as one string in llvm-spirv's order,
; the unknown block as its own.
; IR-DAG: [[A:@[0-9]+]] = private unnamed_addr constant {{.*}} c"{memory:BLOCK_RAM}{bankwidth:8}{numbanks:4}{pump:2}{merge:key:depth}{bank_bits:4}\00"
; IR-DAG: [[U:@[0-9]+]] = private unnamed_addr constant {{.*}} c"{unknown:7}\00"
; IR-DAG: [[P:@[0-9]+]] = private unnamed_addr constant {{.*}} c"{params:3}{cache-size:127}\00"
; IR-DAG: [[R:@[0-9]+]] = private unnamed_addr constant {{.*}} c"{register:1}\00", section "llvm.metadata"
; IR-DAG: @llvm.global.annotations = {{.*}} ptr addrspacecast (ptr addrspace(1) @reg to ptr), ptr [[R]]
; IR: %arr = alloca [16 x i32]
; IR-NEXT: call void @llvm.var.annotation.p0.p0(ptr %arr, ptr [[A]], ptr poison, i32 poison, ptr poison)
; IR-NEXT: call void @llvm.var.annotation.p0.p0(ptr %arr, ptr [[U]], ptr poison, i32 poison, ptr poison)
; IR: [[Q:%[0-9]+]] = call ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1) %{{[a-z]+}}, ptr [[P]], ptr poison, i32 poison, ptr poison)
; The decorated OpBitcast and the load's own cast stay casts, as llvm-spirv
; reads them.
; IR-NEXT: [[P:%[a-z0-9]+]] = bitcast ptr addrspace(1) [[Q]] to ptr addrspace(1)
; IR-NEXT: [[L:%[0-9]+]] = bitcast ptr addrspace(1) [[P]] to ptr addrspace(1)
; IR-NEXT: load i32, ptr addrspace(1) [[L]]

; OFF-NOT: Capability FPGA
; OFF-NOT: Extension
; OFF-DAG: Decorate [[#]] UserSemantic "{memory:BLOCK_RAM}{numbanks:4}{bankwidth:8}{pump:2}{merge:key:depth}{bank_bits:4}{unknown:7}"
; OFF-DAG: Decorate [[#]] UserSemantic "{params:3}{cache-size:127}"
; OFF-DAG: Decorate [[#]] UserSemantic "{register:1}"
; OFF-IR: c"{memory:BLOCK_RAM}{numbanks:4}{bankwidth:8}{pump:2}{merge:key:depth}{bank_bits:4}{unknown:7}\00"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@reg = addrspace(1) global i32 0, align 4
@.str.arr = private unnamed_addr addrspace(1) constant [93 x i8] c"{memory:BLOCK_RAM}{numbanks:4}{bankwidth:8}{pump:2}{merge:key:depth}{bank_bits:4}{unknown:7}\00", section "llvm.metadata"
@.str.lsu = private unnamed_addr addrspace(1) constant [27 x i8] c"{params:3}{cache-size:127}\00", section "llvm.metadata"
@.str.reg = private unnamed_addr addrspace(1) constant [13 x i8] c"{register:1}\00", section "llvm.metadata"
@.str.file = private unnamed_addr addrspace(1) constant [7 x i8] c"test.c\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) }] [{ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) } { ptr addrspace(1) @reg, ptr addrspace(1) @.str.reg, ptr addrspace(1) @.str.file, i32 1, ptr addrspace(1) null }], section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %i) {
entry:
  %arr = alloca [16 x i32], align 4
  call void @llvm.var.annotation.p0.p1(ptr %arr, ptr addrspace(1) @.str.arr, ptr addrspace(1) @.str.file, i32 2, ptr addrspace(1) null)
  %slot = getelementptr inbounds [16 x i32], ptr %arr, i64 0, i32 %i
  store i32 %i, ptr %slot, align 4
  %elt = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  %p = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %elt, ptr addrspace(1) @.str.lsu, ptr addrspace(1) @.str.file, i32 3, ptr addrspace(1) null)
  %v = load i32, ptr addrspace(1) %p, align 4
  %r = load i32, ptr addrspace(1) @reg, align 4
  %s = add i32 %v, %r
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
