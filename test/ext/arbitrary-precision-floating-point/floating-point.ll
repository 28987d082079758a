; SPV_INTEL_arbitrary_precision_floating_point: the __spirv_ArbitraryFloat*
; calls <-> the instructions with the spec's operand lists (CastToInt's
; ToSign and PowN's SignOfB as i1 flags, comparisons returning bool), a
; result wider than 64 bits through an sret pointer.  Reverse writes
; intel_arbitrary_float_<name>.i<R>.i<A>[.i<B>] calls, which forward reads
; back as the same instructions.  Debian's spirv-val has the older operand
; lists: lspv's checker only.
; RUN: %lspv --spirv-ext=+SPV_INTEL_arbitrary_precision_integers,+SPV_INTEL_arbitrary_precision_floating_point %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_arbitrary_precision_integers,+SPV_INTEL_arbitrary_precision_floating_point %t.rev.bc -o %t.2.spv
; RUN: %lspv --verify %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.2.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR
; Disabled: one clear error, no output.
; RUN: not %lspv --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv

; TEXT-DAG: Capability ArbitraryPrecisionFloatingPointINTEL
; TEXT-DAG: Extension "SPV_INTEL_arbitrary_precision_floating_point"
; TEXT-DAG: TypeInt [[#I23:]] 23 0
; TEXT-DAG: TypeInt [[#I30:]] 30 0
; TEXT-DAG: TypeInt [[#I72:]] 72 0
; TEXT-DAG: TypeBool [[#BOOL:]]
; TEXT: 9 ArbitraryFloatCastToIntINTEL [[#I30]] [[#]] [[#]] 15 1 0 2 1
; TEXT: 7 ArbitraryFloatGTINTEL [[#BOOL]] [[#]] [[#]] 15 [[#]] 15
; TEXT: 11 ArbitraryFloatPowNINTEL [[#I23]] [[#]] [[#]] 15 [[#]] 1 15 0 2 1
; TEXT: 11 ArbitraryFloatAddINTEL [[#I72]] [[#]] [[#]] 15 [[#]] 15 50 0 2 1

; IR: call i30 @intel_arbitrary_float_cast_to_int.i30.i23(i23 %a, i32 15, i1 true, i32 0, i32 2, i32 1)
; IR: call i1 @intel_arbitrary_float_gt.i1.i23.i23(i23 %a, i32 15, i23 %b, i32 15)
; IR: call i23 @intel_arbitrary_float_pown.i23.i23.i30(i23 %a, i32 15, i30 %{{.*}}, i1 true, i32 15, i32 0, i32 2, i32 1)
; IR: call void @intel_arbitrary_float_add.i72.i23.i23(ptr addrspace(4) sret(i72) %{{.*}}, i23 %a, i32 15, i23 %b, i32 15, i32 50, i32 0, i32 2, i32 1)

; ERR: InvalidInstruction: Can't translate llvm instruction:
; ERR-NEXT: Floating point instructions can't be translated correctly without enabled SPV_INTEL_arbitrary_precision_floating_point extension!

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f(i23 %a, i23 %b, ptr addrspace(1) %out, ptr addrspace(4) %res) {
entry:
  %i = call spir_func i30 @_Z36__spirv_ArbitraryFloatCastToIntINTELILi23ELi30EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiibiii(i23 %a, i32 15, i1 true, i32 0, i32 2, i32 1)
  %gt = call spir_func i1 @_Z29__spirv_ArbitraryFloatGTINTELILi23ELi23EEbU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEii(i23 %a, i32 15, i23 %b, i32 15)
  %p = call spir_func i23 @_Z31__spirv_ArbitraryFloatPowNINTELILi23ELi30ELi23EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEibiiii(i23 %a, i32 15, i30 %i, i1 true, i32 15, i32 0, i32 2, i32 1)
  %sel = select i1 %gt, i23 %p, i23 %b
  store i23 %sel, ptr addrspace(1) %out
  call spir_func void @_Z30__spirv_ArbitraryFloatAddINTELILi23ELi23ELi72EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(ptr addrspace(4) sret(i72) %res, i23 %a, i32 15, i23 %b, i32 15, i32 50, i32 0, i32 2, i32 1)
  ret void
}

declare spir_func i30 @_Z36__spirv_ArbitraryFloatCastToIntINTELILi23ELi30EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiibiii(i23, i32, i1, i32, i32, i32)
declare spir_func i1 @_Z29__spirv_ArbitraryFloatGTINTELILi23ELi23EEbU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEii(i23, i32, i23, i32)
declare spir_func i23 @_Z31__spirv_ArbitraryFloatPowNINTELILi23ELi30ELi23EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEibiiii(i23, i32, i30, i1, i32, i32, i32, i32)
declare spir_func void @_Z30__spirv_ArbitraryFloatAddINTELILi23ELi23ELi72EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(ptr addrspace(4) sret(i72), i23, i32, i23, i32, i32, i32, i32, i32)
