; When the source layout puts a block before one of its dominators (not
; merely before a predecessor), forward keeps the layout and moves only the
; block's unwritten dominators just before it, outermost first (as
; llvm-spirv orders blocks), instead of a whole reverse post-order.  A phi
; so written before the blocks that define its values names their ids
; ahead, also for a value a plugin defines (SPV_INTEL_variable_length_array:
; OpSaveMemoryINTEL), and for a value that stands for another (without the
; extension a stack save is a null pointer): the id is then defined as an
; OpCopyObject of it.  A layout that already dominates is kept as it is
; (nothing moves); an unreachable block still comes last.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc --spirv-ext=+SPV_INTEL_variable_length_array -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %t.bc --spirv-ext=+SPV_INTEL_variable_length_array -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %lspv %t.bc -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv
; RUN: %lspv -r %t.noext.spv -o %t.noext.bc
; RUN: %opt -passes=verify -disable-output %t.noext.bc

; SPV: Function
; SPV: Label [[#]]
; SPV: BranchConditional [[#]] [[#EXIT:]] [[#A:]]
; SPV: Label [[#A]]
; SPV: BranchConditional [[#]] [[#B1:]] [[#B2:]]
; SPV: Label [[#JOIN:]]
; SPV-NEXT: Phi [[#]] [[#P:]] [[#X:]] [[#B1]] [[#Y:]] [[#B2]]
; SPV-NEXT: RestoreMemoryINTEL [[#P]]
; SPV: Label [[#EXIT]]
; SPV: Label [[#B1]]
; SPV-NEXT: SaveMemoryINTEL [[#]] [[#X]]
; SPV: Label [[#B2]]
; SPV-NEXT: SaveMemoryINTEL [[#]] [[#Y]]
; SPV: Label [[#DEAD:]]
; SPV: FunctionEnd
; SPV: Function
; SPV: Label [[#]]
; SPV: Label [[#]]
; SPV: Label [[#]]
; SPV: FunctionEnd

; IR-LABEL: define spir_func void @moved(
; IR: br i1 %c, label %exit, label %a
; IR: a:
; IR: join:
; IR-NEXT: %p = phi ptr [ %x, %b1 ], [ %y, %b2 ]
; IR: exit:
; IR: b1:
; IR-NEXT: %x = call ptr @llvm.stacksave.p0()
; IR: b2:
; IR-NEXT: %y = call ptr @llvm.stacksave.p0()
; IR: dead:
; IR-LABEL: define spir_func void @kept(
; IR: second:
; IR: third:

; NOEXT: TypePointer [[#PT:]]
; NOEXT: ConstantNull [[#PT]] [[#NULL:]]
; NOEXT: Phi [[#PT]] [[#]] [[#X:]] [[#B1:]] [[#Y:]] [[#B2:]]
; NOEXT: Label [[#B1]]
; NOEXT-NEXT: CopyObject [[#PT]] [[#X]] [[#NULL]]
; NOEXT: Label [[#B2]]
; NOEXT-NEXT: CopyObject [[#PT]] [[#Y]] [[#NULL]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @moved(i1 %c, i1 %d) {
entry:
  br i1 %c, label %exit, label %a

join:
  %p = phi ptr [ %x, %b1 ], [ %y, %b2 ]
  call void @llvm.stackrestore.p0(ptr %p)
  br label %exit

exit:
  ret void

a:
  br i1 %d, label %b1, label %b2

b1:
  %x = call ptr @llvm.stacksave.p0()
  br label %join

b2:
  %y = call ptr @llvm.stacksave.p0()
  br label %join

dead:
  br label %exit
}

define spir_func void @kept(i1 %c) {
entry:
  br label %second

second:
  br i1 %c, label %third, label %second

third:
  ret void
}

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
