; SPV_INTEL_arbitrary_precision_fixed_point: the __spirv_Fixed*INTEL calls
; (an i1 sign flag and four i32 literals after the input) <-> the
; instructions, with the spec's operand list (no Input Type); a result wider
; than 64 bits through an sret pointer, an input wider than 64 bits passed
; byval (loaded).  Reverse writes intel_arbitrary_fixed_<name>.i<R>.i<A>
; calls, which forward reads back as the same instructions.  Debian's spirv-val
; has the older operand lists: lspv's checker only.
; RUN: %lspv --spirv-ext=+SPV_INTEL_arbitrary_precision_integers,+SPV_INTEL_arbitrary_precision_fixed_point %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_arbitrary_precision_integers,+SPV_INTEL_arbitrary_precision_fixed_point %t.rev.bc -o %t.2.spv
; RUN: %lspv --verify %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.2.spv -o %t.rev2.bc
; RUN: %llvm-dis %t.rev2.bc -o - | FileCheck %s --check-prefix=IR
; The SPIR-V friendly IR has the same calls.
; RUN: %lspv -r %t.spv --spirv-target-env=SPV-IR -o - | %llvm-dis | FileCheck %s --check-prefix=SPV-IR
; Disabled: one clear error, no output.
; RUN: not %lspv --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; RUN: not %lspv --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %t.rev.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR2
; RUN: not test -e %t.no.spv

; TEXT-DAG: Capability ArbitraryPrecisionFixedPointINTEL
; TEXT-DAG: Extension "SPV_INTEL_arbitrary_precision_fixed_point"
; TEXT-DAG: TypeInt [[#I13:]] 13 0
; TEXT-DAG: TypeInt [[#I5:]] 5 0
; TEXT-DAG: TypeInt [[#I70:]] 70 0
; TEXT-DAG: TypeInt [[#I66:]] 66 0
; TEXT: FunctionParameter [[#I13]] [[#A:]]
; TEXT: 9 FixedSqrtINTEL [[#I5]] [[#]] [[#A]] 1 2 3 0 1
; TEXT: 9 FixedCosPiINTEL [[#I13]] [[#]] [[#]] 0 8 5 1 0
; TEXT: Load [[#I70]] [[#WIDE:]]
; TEXT: 9 FixedExpINTEL [[#I66]] [[#RES:]] [[#WIDE]] 0 20 20 0 0
; TEXT: Store [[#]] [[#RES]]

; IR: call i5 @intel_arbitrary_fixed_sqrt.i5.i13(i13 %a, i1 true, i32 2, i32 3, i32 0, i32 1)
; IR: call i13 @intel_arbitrary_fixed_cospi.i13.i5(i5 %{{.*}}, i1 false, i32 8, i32 5, i32 1, i32 0)
; IR: call void @intel_arbitrary_fixed_exp.i66.i70(ptr addrspace(4) sret(i66) %{{.*}}, i70 %{{.*}}, i1 false, i32 20, i32 20, i32 0, i32 0)
; IR: load i66, ptr addrspace(4)

; SPV-IR: call i5 @intel_arbitrary_fixed_sqrt.i5.i13(i13 %a, i1 true, i32 2, i32 3, i32 0, i32 1)

; ERR: InvalidInstruction: Can't translate llvm instruction:
; ERR-NEXT: Fixed point instructions can't be translated correctly without enabled SPV_INTEL_arbitrary_precision_fixed_point extension!
; ERR2: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR2-NEXT: SPV_INTEL_arbitrary_precision_fixed_point

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f(i13 %a, ptr addrspace(1) %out, ptr %wide, ptr addrspace(4) %res) {
entry:
  %s = call spir_func i5 @_Z22__spirv_FixedSqrtINTELILi13ELi5EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 %a, i1 true, i32 2, i32 3, i32 0, i32 1)
  %c = call spir_func i13 @_Z23__spirv_FixedCosPiINTELILi5ELi13EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i5 %s, i1 false, i32 8, i32 5, i32 1, i32 0)
  store i13 %c, ptr addrspace(1) %out
  call spir_func void @_Z21__spirv_FixedExpINTELILi70ELi66EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(ptr addrspace(4) sret(i66) %res, ptr byval(i70) %wide, i1 false, i32 20, i32 20, i32 0, i32 0)
  ret void
}

declare spir_func i5 @_Z22__spirv_FixedSqrtINTELILi13ELi5EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13, i1, i32, i32, i32, i32)
declare spir_func i13 @_Z23__spirv_FixedCosPiINTELILi5ELi13EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i5, i1, i32, i32, i32, i32)
declare spir_func void @_Z21__spirv_FixedExpINTELILi70ELi66EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(ptr addrspace(4) sret(i66), ptr byval(i70), i1, i32, i32, i32, i32)
