; Pointer casts between pointers of one address space (docs/reverse.md,
; "Pointer casts"): reverse reads each pointer OpBitcast as a no-op
; `bitcast ptr ... to ptr` instruction where the SPIR-V has it, as
; llvm-spirv reads it, and forward writes that cast again as the same
; OpBitcast (typed by its use), so the round trip is a fixpoint.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o %t.2.spt
; RUN: diff %t.spt %t.2.spt
; The same in SPIR-V friendly IR.
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: %lspv %t.spvir.bc -o %t.3.spv
; RUN: %lspv -to-text %t.3.spv -o %t.3.spt
; RUN: diff %t.spt %t.3.spt
; A cast keeps its operand's storage class: a no-op cast of a BuiltIn
; (Input) variable passed as an ordinary global pointer is refused, as the
; variable itself is, naming the cast.
; RUN: cp %s %t.neg.ll
; RUN: echo '@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>' >> %t.neg.ll
; RUN: echo 'declare spir_func void @use(ptr addrspace(1))' >> %t.neg.ll
; RUN: echo 'define spir_func void @leak() {' >> %t.neg.ll
; RUN: echo '  %%c = bitcast ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId to ptr addrspace(1)' >> %t.neg.ll
; RUN: echo '  call spir_func void @use(ptr addrspace(1) %%c)' >> %t.neg.ll
; RUN: echo '  ret void' >> %t.neg.ll
; RUN: echo '}' >> %t.neg.ll
; RUN: not %lspv %t.neg.ll -o %t.neg.spv 2>&1 | FileCheck %s --check-prefix=NEG
; RUN: not test -e %t.neg.spv
; NEG: InvalidInstruction: Can't translate llvm instruction:
; NEG-NEXT: pointer needed in another storage class (storage class Input where CrossWorkgroup is needed: a BuiltIn variable used as an ordinary pointer) in function 'leak':   %c = bitcast

; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: TypeInt [[#I64:]] 64 0
; SPV-DAG: TypePointer [[#PI32:]] 5 [[#I32]]
; SPV-DAG: TypePointer [[#PI64:]] 5 [[#I64]]
; SPV: FunctionParameter [[#PI32]] [[#P:]]
; SPV: Store [[#P]]
; SPV-NEXT: Bitcast [[#PI64]] [[#C:]] [[#P]]
; SPV-NEXT: Load [[#I64]] [[#]] [[#C]]
; SPV: Bitcast [[#PI64]] [[#C2:]] [[#P]]
; SPV-NEXT: Load [[#I64]] [[#]] [[#C2]]

; LLVM-LABEL: define spir_func i64 @reads(ptr addrspace(1) %p)
; LLVM: store i32 1, ptr addrspace(1) %p
; LLVM-NEXT: [[C:%[0-9]+]] = bitcast ptr addrspace(1) %p to ptr addrspace(1)
; LLVM-NEXT: %a = load i64, ptr addrspace(1) [[C]]
; LLVM-NEXT: %wide = bitcast ptr addrspace(1) %p to ptr addrspace(1)
; LLVM-NEXT: %b = load i64, ptr addrspace(1) %wide
; A cast with no typed use of its own stays where the SPIR-V has it (here
; none: it is the phi operand's type).
; LLVM-LABEL: define spir_func ptr addrspace(1) @pick(
; LLVM: phi ptr addrspace(1)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @reads(ptr addrspace(1) %p) {
entry:
  store i32 1, ptr addrspace(1) %p, align 4
  %a = load i64, ptr addrspace(1) %p, align 8
  %wide = bitcast ptr addrspace(1) %p to ptr addrspace(1)
  %b = load i64, ptr addrspace(1) %wide, align 8
  %s = add i64 %a, %b
  ret i64 %s
}

define spir_func ptr addrspace(1) @pick(i1 %c, ptr addrspace(1) %x) {
entry:
  %v = load float, ptr addrspace(1) %x, align 4
  %same = bitcast ptr addrspace(1) %x to ptr addrspace(1)
  br i1 %c, label %t, label %e
t:
  br label %e
e:
  %r = phi ptr addrspace(1) [ %same, %t ], [ %x, %entry ]
  ret ptr addrspace(1) %r
}
