; llvm.frexp / llvm.modf whose users each take one member apart: the
; extractvalue of member 0 is the OpExtInst itself and that of member 1 the
; load of the out variable (loaded only when used); no pair is built.  A use
; of the whole pair (here the return) builds it with OpCompositeConstruct,
; which reverse makes in memory: the alloca is at the construct when that is
; in the entry block, else at the top of the entry block (kept static).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM

; SPV: Function [[#]] [[#]] 0
; SPV: FunctionParameter [[#]] [[#X:]]
; SPV: Variable [[#]] [[#V0:]] 7
; SPV-NEXT: Variable [[#]] [[#V1:]] 7
; SPV-NEXT: ExtInst [[#F:]] [[#M:]] [[#]] frexp [[#X]] [[#V0]]
; SPV-NEXT: ExtInst [[#F]] [[#M2:]] [[#]] frexp [[#M]] [[#V1]]
; SPV-NEXT: Load [[#]] [[#E2:]] [[#V1]]
; SPV-NEXT: ConvertSToF [[#F]] [[#EF:]] [[#E2]]
; SPV-NEXT: FAdd [[#F]] [[#]] [[#M2]] [[#EF]]
; SPV-NOT: CompositeConstruct
; SPV: FunctionEnd
; Only member 1: no use of the ExtInst's value, one load.
; SPV: Function
; SPV: ExtInst [[#]] [[#]] [[#]] modf
; SPV-NEXT: Load
; SPV-NEXT: ReturnValue
; SPV: Function
; SPV: ExtInst [[#]] [[#R:]] [[#]] frexp
; SPV-NEXT: Load [[#]] [[#L:]]
; SPV-NEXT: CompositeConstruct [[#]] [[#P:]] [[#R]] [[#L]]
; SPV-NEXT: CompositeExtract [[#]] [[#]] [[#P]] 0
; SPV: Function
; SPV: Label
; SPV: Label
; SPV: ExtInst [[#]] [[#R2:]] [[#]] frexp
; SPV-NEXT: Load [[#]] [[#L2:]]
; SPV-NEXT: CompositeConstruct [[#]] [[#]] [[#R2]] [[#L2]]

; LLVM-LABEL: define spir_func float @members(float %x)
; LLVM: [[M:%.*]] = call spir_func float @_Z5frexpfPi(float %x, ptr
; LLVM: call spir_func float @_Z5frexpfPi(float [[M]], ptr
; LLVM-NOT: alloca
; LLVM-LABEL: define spir_func float @second(float %x)
; LLVM: call spir_func float @_Z4modffPf(
; LLVM-LABEL: define spir_func %structtype @whole(float %x)
; LLVM: call spir_func float @_Z5frexpfPi(
; LLVM-NEXT: load i32
; LLVM-NEXT: [[A:%.*]] = alloca %structtype
; LLVM-NEXT: getelementptr inbounds %structtype, ptr [[A]], i32 0, i32 0
; LLVM-LABEL: define spir_func %structtype @later(float %x, i1 %c)
; LLVM-NEXT: entry:
; LLVM-NEXT: alloca %structtype
; LLVM-NEXT: alloca i32
; LLVM: call spir_func float @_Z5frexpfPi(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @members(float %x) {
  %a = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  %m = extractvalue { float, i32 } %a, 0
  %b = call { float, i32 } @llvm.frexp.f32.i32(float %m)
  %m2 = extractvalue { float, i32 } %b, 0
  %e2 = extractvalue { float, i32 } %b, 1
  %ef = sitofp i32 %e2 to float
  %r = fadd float %m2, %ef
  ret float %r
}

define spir_func float @second(float %x) {
  %a = call { float, float } @llvm.modf.f32(float %x)
  %i = extractvalue { float, float } %a, 1
  ret float %i
}

define spir_func { float, i32 } @whole(float %x) {
  %a = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  %m = extractvalue { float, i32 } %a, 0
  %u = fadd float %m, 1.0
  ret { float, i32 } %a
}

define spir_func { float, i32 } @later(float %x, i1 %c) {
entry:
  br i1 %c, label %then, label %done
then:
  %a = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  ret { float, i32 } %a
done:
  ret { float, i32 } zeroinitializer
}

declare { float, i32 } @llvm.frexp.f32.i32(float)
declare { float, float } @llvm.modf.f32(float)
