; A BuiltIn vector loaded whole as another type of the same size (as
; <3 x double>): reverse reads it as the queries of
; its components gathered into the variable's own type, then a bitcast, and
; the variable goes away; forward gives the same load back.  A load of
; another size has no such reading: the variable and its load stay.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.cl.bc
; RUN: %llvm-dis %t.cl.bc -o - | FileCheck %s --check-prefixes=CL,BOTH
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefixes=SPVIR,BOTH
; RUN: %lspv %t.cl.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv %t.ir.bc -o %t.3.spv
; RUN: %spirv-val %t.3.spv
; RUN: %lspv -r %t.3.spv -o - | %llvm-dis | FileCheck %s --check-prefixes=CL,BOTH
; RUN: sed -e 's/<3 x double>/<2 x i64>/g' -e 's/i64 2$/i64 1/' -e 's/store double/store i64/' %s > %t.big.ll
; RUN: %lspv %t.big.ll -o %t.big.spv
; RUN: %spirv-val %t.big.spv
; RUN: %lspv -r %t.big.spv -o - | %llvm-dis | FileCheck %s --check-prefix=BIG

; SPV: Decorate [[#V:]] BuiltIn 28
; SPV: Bitcast [[#]] [[#P:]] [[#V]]
; SPV: Load [[#]] [[#]] [[#P]]

; BOTH-NOT: @__spirv_BuiltInGlobalInvocationId =
; CL: [[X:%.*]] = call spir_func i64 @_Z13get_global_idj(i32 0)
; SPVIR: [[X:%.*]] = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
; BOTH: [[V0:%.*]] = insertelement <3 x i64> {{poison|undef}}, i64 [[X]], i32 0
; BOTH: [[V1:%.*]] = insertelement <3 x i64> [[V0]], i64 %{{.*}}, i32 1
; BOTH: [[V2:%.*]] = insertelement <3 x i64> [[V1]], i64 %{{.*}}, i32 2
; BOTH: [[W:%.*]] = bitcast <3 x i64> [[V2]] to <3 x double>
; BOTH: extractelement <3 x double> [[W]], i32 2
; BOTH-NOT: load

; BIG: @__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>
; (the OpBitcast stays a no-op cast: docs/reverse.md, Pointer casts)
; BIG: [[P:%.*]] = bitcast ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId to ptr addrspace(1)
; BIG: load <2 x i64>, ptr addrspace(1) [[P]]
; BIG-NOT: get_global_id

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>, align 32

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = load <3 x double>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %hi = extractelement <3 x double> %v, i64 2
  store double %hi, ptr addrspace(1) %out, align 8
  ret void
}
