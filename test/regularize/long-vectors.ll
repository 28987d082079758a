; -s reads an integer vector load of a length core SPIR-V lacks (2, 3, 4,
; 8, 16 only), whose lanes are only extracted by constant index, as a load
; of fewer, wider lanes: lane i of <6 x i32> is lane i/2 of <3 x i64>,
; shifted right by 32 when i is odd, truncated.  Negative cases, left to
; forward translation (which needs SPV_EXT_long_vector for them): a lane
; read by a run-time index, and a float vector.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv -s --spirv-ext=+SPV_EXT_long_vector %t.bc -o %t.reg.bc
; Without an extension that allows any length, -s refuses what it leaves.
; RUN: not %lspv -s %t.bc -o %t.noext.bc 2>&1 | FileCheck %s --check-prefix=SERR
; RUN: not test -e %t.noext.bc
; SERR: RequiresExtension: Unsupported vector type with 6 elements in function 'dynamic'
; RUN: %llvm-dis %t.reg.bc -o - | FileCheck %s
; The input needs the extension; the rewritten @lanes does not.
; RUN: not %lspv %t.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %llvm-as %S/Inputs/long-vector-lanes.ll -o %t.lanes.bc
; RUN: %lspv -s %t.lanes.bc -o %t.lanes.reg.bc
; RUN: %lspv %t.lanes.reg.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; The rewrite reads the same bits (lli on a host copy: 0 when equal).
; RUN: sed -e 's/spir64-unknown-unknown/x86_64-unknown-linux-gnu/' %S/Inputs/long-vector-lanes.ll > %t.host.ll
; RUN: %llvm-as %t.host.ll -o %t.host.bc
; RUN: %lspv -s %t.host.bc -o %t.host.reg.bc
; RUN: %llvm-dis %t.host.reg.bc -o - | FileCheck %s --check-prefix=HOST
; RUN: %lli %t.host.bc
; RUN: %lli %t.host.reg.bc

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_func i32 @lanes(ptr addrspace(1) %p)
; CHECK-NEXT: %[[L:[0-9]+]] = load <3 x i64>, ptr addrspace(1) %p, align 32
; CHECK-NEXT: %[[E0:[0-9]+]] = extractelement <3 x i64> %[[L]], i64 0
; CHECK-NEXT: %a = trunc i64 %[[E0]] to i32
; CHECK-NEXT: %[[E2:[0-9]+]] = extractelement <3 x i64> %[[L]], i64 2
; CHECK-NEXT: %[[S:[0-9]+]] = lshr i64 %[[E2]], 32
; CHECK-NEXT: %b = trunc i64 %[[S]] to i32
define spir_func i32 @lanes(ptr addrspace(1) %p) {
  %v = load <6 x i32>, ptr addrspace(1) %p, align 32
  %a = extractelement <6 x i32> %v, i32 0
  %b = extractelement <6 x i32> %v, i32 5
  %r = add i32 %a, %b
  ret i32 %r
}

; CHECK-LABEL: define spir_func i32 @dynamic(
; CHECK-NEXT: load <6 x i32>
define spir_func i32 @dynamic(ptr addrspace(1) %p, i32 %i) {
  %v = load <6 x i32>, ptr addrspace(1) %p, align 32
  %a = extractelement <6 x i32> %v, i32 %i
  ret i32 %a
}

; CHECK-LABEL: define spir_func float @floats(
; CHECK-NEXT: load <6 x float>
define spir_func float @floats(ptr addrspace(1) %p) {
  %v = load <6 x float>, ptr addrspace(1) %p, align 32
  %a = extractelement <6 x float> %v, i32 1
  ret float %a
}

; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; SPV-DAG: TypeVector [[#V:]] [[#]] 3
; SPV: Load [[#V]]
; SPV: ShiftRightLogical
; REV: load <3 x i64>
; HOST: load <3 x i64>
