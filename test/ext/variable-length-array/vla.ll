; SPV_INTEL_variable_length_array: a run-time sized alloca and the stack
; save/restore around it <-> OpVariableLengthArrayINTEL, OpSaveMemoryINTEL,
; OpRestoreMemoryINTEL, both ways.
; RUN: %lspv --spirv-ext=+SPV_INTEL_variable_length_array %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_variable_length_array %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Disabled: the dynamic alloca needs the extension; no output.  The stack
; save before it is the first error (llvm-spirv's words); with
; -spirv-allow-unknown-intrinsics it is let through and the alloca is.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; RUN: not %lspv --spirv-ext=+all,-SPV_INTEL_variable_length_array %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: InvalidFunctionCall: Unexpected llvm intrinsic:
; ERR-NEXT: {{^}} Translation of llvm.stacksave intrinsic requires SPV_INTEL_variable_length_array extension or -spirv-allow-unknown-intrinsics option.
; ERR-NEXT: %s = call ptr @llvm.stacksave.p0()
; RUN: not %lspv -spirv-allow-unknown-intrinsics=llvm.stack %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ALLOCA
; RUN: not test -e %t.no.spv
; ALLOCA: InvalidInstruction: Can't translate llvm instruction:
; ALLOCA-NEXT: %vla = alloca float, i32 %n, align 16
; ALLOCA-NEXT: Translation of dynamic alloca requires SPV_INTEL_variable_length_array extension.

; With SPV_KHR_untyped_pointers (as under +all) the three instructions still
; take and give OpTypePointer in Function storage (the extension's words, and
; the element type the array's size needs); the results are cast to the
; untyped pointers their uses expect.  (A fuzz_ir finding: lspv's checker
; refused its own untyped OpVariableLengthArrayINTEL / OpSaveMemoryINTEL.)
; The round trip then adds OpBitcasts (reverse keeps pointer bitcasts, as
; llvm-spirv reads them), so there is no byte comparison here.
; RUN: %lspv --spirv-ext=+SPV_INTEL_variable_length_array,+SPV_KHR_untyped_pointers %s -o %t.u.spv
; RUN: %if spirv-val-2024 %{ %spirv-val %t.u.spv %}
; RUN: %lspv -to-text %t.u.spv -o - | FileCheck %s --check-prefix=UNTYPED
; RUN: %lspv -r %t.u.spv -o %t.u.rev.bc
; RUN: %llvm-dis %t.u.rev.bc -o - | FileCheck %s --check-prefix=UIR
; RUN: %lspv --spirv-ext=+SPV_INTEL_variable_length_array,+SPV_KHR_untyped_pointers %t.u.rev.bc -o %t.u.2.spv
; UNTYPED-DAG: TypeInt [[#I8:]] 8 0
; UNTYPED-DAG: TypeFloat [[#F32:]] 32
; UNTYPED-DAG: TypePointer [[#PI8:]] 7 [[#I8]]
; UNTYPED-DAG: TypePointer [[#PF32:]] 7 [[#F32]]
; UNTYPED-DAG: TypeUntypedPointerKHR [[#UP:]] 7
; UNTYPED: SaveMemoryINTEL [[#PI8]] [[#SAVED:]]
; UNTYPED-NEXT: Bitcast [[#UP]] [[#S:]] [[#SAVED]]
; UNTYPED-NEXT: VariableLengthArrayINTEL [[#PF32]] [[#VLA:]] [[#]]
; UNTYPED-NEXT: Bitcast [[#UP]] [[#]] [[#VLA]]
; UNTYPED: Bitcast [[#PI8]] [[#RS:]] [[#S]]
; UNTYPED-NEXT: RestoreMemoryINTEL [[#RS]]
; UIR: call ptr @llvm.stacksave.p0()
; UIR: alloca float, i32 %n, align 16
; UIR: call void @llvm.stackrestore.p0(ptr
; UIR: alloca float, i32 %n, align 4

; TEXT-DAG: Capability VariableLengthArrayINTEL
; TEXT-DAG: Extension "SPV_INTEL_variable_length_array"
; TEXT-DAG: Decorate [[#VLA:]] Alignment 16
; TEXT-DAG: TypeInt [[#I8:]] 8 0
; TEXT-DAG: TypeFloat [[#F32:]] 32
; TEXT-DAG: TypePointer [[#PI8:]] 7 [[#I8]]
; TEXT-DAG: TypePointer [[#PF32:]] 7 [[#F32]]
; TEXT: FunctionParameter [[#]] [[#N:]]
; TEXT: SaveMemoryINTEL [[#PI8]] [[#SAVED:]]
; TEXT: VariableLengthArrayINTEL [[#PF32]] [[#VLA]] [[#N]]
; TEXT: RestoreMemoryINTEL [[#SAVED]]
; TEXT: VariableLengthArrayINTEL [[#PF32]] [[#]] [[#N]]

; IR: %[[S:[0-9a-z.]+]] = call ptr @llvm.stacksave.p0()
; IR-NEXT: %vla = alloca float, i32 %n, align 16
; IR: call void @llvm.stackrestore.p0(ptr %[[S]])
; IR: %vla2 = alloca float, i32 %n, align 4
; IR: declare ptr @llvm.stacksave.p0()
; IR: declare void @llvm.stackrestore.p0(ptr)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @f(i32 %n, i32 %i) {
entry:
  %s = call ptr @llvm.stacksave.p0()
  %vla = alloca float, i32 %n, align 16
  %p = getelementptr inbounds float, ptr %vla, i32 %i
  store float 1.0, ptr %p, align 4
  %v = load float, ptr %p, align 4
  call void @llvm.stackrestore.p0(ptr %s)
  %vla2 = alloca float, i32 %n, align 4
  store float %v, ptr %vla2, align 4
  %w = load float, ptr %vla2, align 4
  ret float %w
}

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
