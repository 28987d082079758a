; The lanes of a BuiltIn vector load (docs/reverse.md, "The round-trip
; rule"): when the load is also used whole, reverse gathers the vector from
; one query per component and each lane is an extractelement of it, as
; llvm-spirv reads it; in SPV-IR every such load is gathered so.  A load
; used only lane by lane is one query per lane in OpenCL C (no vector).
; Either way forward gives back a load and extracts (the gathered vector
; is one OpLoad of the variable again): the second trip is a fixpoint (the
; first moves a lane-only query to its extract and the variable's types to
; their first use).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt --check-prefix=SPV
; RUN: FileCheck %s --input-file=%t.spt --check-prefix=PART
; RUN: %lspv -r %t.spv -o %t.cl.bc
; RUN: %opt -passes=verify -disable-output %t.cl.bc
; RUN: %llvm-dis %t.cl.bc -o - | FileCheck %s --check-prefix=CL
; RUN: %lspv %t.cl.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o %t.2.spt
; RUN: FileCheck %s --input-file=%t.2.spt --check-prefix=SPV2
; RUN: %lspv -r %t.2.spv -o %t.cl2.bc
; RUN: %lspv %t.cl2.bc -spirv-text -o %t.2b.spt
; RUN: diff %t.2.spt %t.2b.spt
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %opt -passes=verify -disable-output %t.ir.bc
; RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.ir.bc -o %t.3.spv
; RUN: %lspv -to-text %t.3.spv -o %t.3.spt
; RUN: FileCheck %s --input-file=%t.3.spt --check-prefix=SPV2
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.3.spv -o %t.ir2.bc
; RUN: %lspv %t.ir2.bc -spirv-text -o %t.3b.spt
; RUN: diff %t.3.spt %t.3b.spt

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInGlobalOffset = external addrspace(1) constant <3 x i64>, align 32

; SPV: Load [[#V3:]] [[#ID:]] [[#]]
; SPV: CompositeExtract [[#]] [[#]] [[#ID]] 1
; SPV: Load [[#V3]] [[#OFF:]] [[#]]
; SPV: ISub [[#V3]] [[#]] [[#ID]] [[#ID]]
; SPV: CompositeExtract [[#]] [[#]] [[#OFF]] 2

; The gathered vector is one load again, its lane an extract of it.
; SPV2: Load [[#V3:]] [[#ID:]] [[#]]
; SPV2-NEXT: CompositeExtract [[#]] [[#]] [[#ID]] 1
; SPV2: ISub [[#V3]] [[#]] [[#ID]] [[#ID]]

; CL-LABEL: define spir_kernel void @k(
; CL: [[ID0:%.*]] = call spir_func i64 @_Z13get_global_idj(i32 0)
; CL: [[V0:%.*]] = insertelement <3 x i64> poison, i64 [[ID0]], i32 0
; CL: [[V1:%.*]] = insertelement <3 x i64> [[V0]], i64 %{{.*}}, i32 1
; CL: [[V2:%.*]] = insertelement <3 x i64> [[V1]], i64 %{{.*}}, i32 2
; CL: %lane = extractelement <3 x i64> [[V2]], i32 1
; The offset is used lane by lane only: one query, no vector.
; CL-NOT: insertelement
; CL: %d = sub <3 x i64> [[V2]],
; CL: %off2 = call spir_func i64 @_Z17get_global_offsetj(i32 2)

; IR-LABEL: define spir_kernel void @k(
; IR: [[O0:%.*]] = call spir_func i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
; IR: [[W0:%.*]] = insertelement <3 x i64> poison, i64 [[O0]], i32 0
; IR: [[W2:%.*]] = insertelement <3 x i64> %{{.*}}, i64 %{{.*}}, i32 2
; IR: %off2 = extractelement <3 x i64> [[W2]], i32 2
define spir_kernel void @k(ptr addrspace(1) %out) {
  %id = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %lane = extractelement <3 x i64> %id, i64 1
  store i64 %lane, ptr addrspace(1) %out, align 8
  %off = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalOffset, align 32
  %d = sub <3 x i64> %id, %id
  %off2 = extractelement <3 x i64> %off, i64 2
  %x = extractelement <3 x i64> %d, i64 0
  %s = add i64 %x, %off2
  store i64 %s, ptr addrspace(1) %out, align 8
  ret void
}

; Not a whole gathering (the lanes out of order): each query is its own
; load and extract, and the inserts stay.
; PART: FunctionEnd
; PART: Load [[#V3:]] [[#L0:]] [[#]]
; PART: CompositeExtract [[#]] [[#E0:]] [[#L0]] 1
; PART: CompositeInsert [[#V3]] [[#]] [[#E0]] [[#]] 0
define spir_kernel void @partial(ptr addrspace(1) %out) {
  %a = call spir_func i64 @_Z13get_global_idj(i32 1)
  %v0 = insertelement <3 x i64> poison, i64 %a, i32 0
  %b = call spir_func i64 @_Z13get_global_idj(i32 0)
  %v1 = insertelement <3 x i64> %v0, i64 %b, i32 1
  %c = call spir_func i64 @_Z13get_global_idj(i32 2)
  %v2 = insertelement <3 x i64> %v1, i64 %c, i32 2
  store <3 x i64> %v2, ptr addrspace(1) %out, align 32
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
