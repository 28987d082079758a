; Intrinsics lowered to core instructions and OpenCL.std without any
; extension: saturating arithmetic and conversions, rounding to integers,
; powi/frexp/modf, constrained floating point, traps, stacksave, is.constant,
; memset of a run-time value (a call of its helper, whose calls come back as
; llvm.memset); a local variable keeps its initializer.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv %t.rev.bc -o %t.rev.spv
; RUN: %spirv-val %t.rev.spv

; SPV-DAG: Decorate [[#SAT1:]] SaturatedConversion
; SPV-DAG: Decorate [[#SAT2:]] SaturatedConversion
; SPV-DAG: Decorate [[#RTZ:]] FPRoundingMode 1
; SPV-DAG: Variable [[#]] [[#]] 4 [[#]]
; SPV: ExtInst [[#]] [[#]] [[#]] u_add_sat
; SPV: ExtInst [[#]] [[#]] [[#]] s_sub_sat
; SPV: ConvertFToS [[#]] [[#SAT1]]
; SPV: ConvertFToU [[#]] [[#SAT2]]
; SPV: ExtInst [[#]] [[#R:]] [[#]] round
; SPV-NEXT: ConvertFToS [[#]] [[#]] [[#R]]
; SPV: ExtInst [[#]] [[#RI:]] [[#]] rint
; SPV-NEXT: ConvertFToS [[#]] [[#]] [[#RI]]
; SPV: CompositeConstruct [[#]] [[#N2:]] [[#N:]] {{[0-9]+}}
; SPV: ExtInst [[#]] [[#]] [[#]] pown [[#]] [[#N2]]
; SPV: ExtInst [[#]] [[#]] [[#]] frexp
; SPV: ExtInst [[#]] [[#]] [[#]] modf
; SPV: FAdd
; SPV: ConvertSToF [[#]] [[#RTZ]]
; SPV: ExtInst [[#]] [[#]] [[#]] sqrt
; SPV: FUnordLessThan
; SPV-NOT: FunctionCall
; SPV: FunctionCall [[#]] [[#]] [[#MEMSET:]] [[#]] [[#]] [[#]] [[#]]
; SPV: Function [[#]] [[#MEMSET]]
; SPV: Bitcast [[#V2I:]] [[#BITS:]]
; SPV: BitwiseAnd [[#V2I]] [[#ABS:]] [[#BITS]]
; SPV: ISub [[#V2I]] [[#AM1:]] [[#ABS]]
; SPV: ULessThan [[#]] [[#SUB:]] [[#AM1]]
; SPV: ReturnValue [[#SUB]]
; SPV-NOT: llvm.

; LLVM: @wg = internal addrspace(3) global i64 5, align 8
; LLVM: call spir_func i32 @_Z7add_satjj(
; LLVM: call spir_func i32 @_Z7sub_satii(
; LLVM: call spir_func i32 @_Z15convert_int_satf(
; LLVM: call spir_func i16 @_Z18convert_ushort_satd(
; LLVM: call spir_func float @_Z5roundf(
; LLVM: call spir_func <2 x float> @_Z4pownDv2_fDv2_i(
; LLVM: call spir_func <2 x float> @_Z5frexpDv2_fPDv2_i(
; LLVM: call spir_func <2 x float> @_Z4modfDv2_fPS_(
; LLVM: fadd float
; LLVM: call spir_func float @_Z17convert_float_rtzi(
; LLVM: fcmp ult float
; LLVM-LABEL: define spir_func void @hints(
; LLVM-NOT: call
; LLVM: call void @llvm.memset.p1.i64(ptr addrspace(1) %{{.*}}, i8 %{{.*}}, i64 3, i1 false)
; LLVM-NOT: define {{.*}}memset

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@wg = internal addrspace(3) global i64 5, align 8

define spir_func i32 @sat(i32 %a, i32 %b, float %f, double %d) {
  %1 = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  %2 = call i32 @llvm.ssub.sat.i32(i32 %1, i32 %b)
  %3 = call i32 @llvm.fptosi.sat.i32.f32(float %f)
  %4 = call i16 @llvm.fptoui.sat.i16.f64(double %d)
  %5 = call i64 @llvm.lround.i64.f32(float %f)
  %6 = call i32 @llvm.lrint.i32.f64(double %d)
  %7 = zext i16 %4 to i32
  %8 = trunc i64 %5 to i32
  %s1 = add i32 %2, %3
  %s2 = add i32 %s1, %7
  %s3 = add i32 %s2, %8
  %s4 = add i32 %s3, %6
  ret i32 %s4
}

define spir_func <2 x float> @math(<2 x float> %x, i32 %n) {
  %p = call <2 x float> @llvm.powi.v2f32.i32(<2 x float> %x, i32 %n)
  %fr = call { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float> %p)
  %m = extractvalue { <2 x float>, <2 x i32> } %fr, 0
  %mf = call { <2 x float>, <2 x float> } @llvm.modf.v2f32(<2 x float> %m)
  %i = extractvalue { <2 x float>, <2 x float> } %mf, 1
  ret <2 x float> %i
}

define spir_func float @strict(float %a, i32 %i) #0 {
  %add = call float @llvm.experimental.constrained.fadd.f32(float %a, float %a, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  %cv = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %i, metadata !"round.towardzero", metadata !"fpexcept.strict") #0
  %sq = call float @llvm.experimental.constrained.sqrt.f32(float %cv, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  %c = call i1 @llvm.experimental.constrained.fcmp.f32(float %add, float %sq, metadata !"ult", metadata !"fpexcept.strict") #0
  %r = select i1 %c, float %add, float %sq
  ret float %r
}

define spir_func void @hints(ptr addrspace(1) %p, i8 %v) {
  %s = call ptr @llvm.stacksave.p0()
  call void @llvm.trap()
  call void @llvm.debugtrap()
  call void @llvm.stackrestore.p0(ptr %s)
  %k = call i1 @llvm.is.constant.i32(i32 3)
  %z = zext i1 %k to i64
  store i64 %z, ptr addrspace(3) @wg, align 8
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 4 %p, i8 %v, i64 3, i1 false)
  ret void
}

define spir_func <2 x i1> @subnormal(<2 x float> %x) {
  %r = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %x, i32 144)
  ret <2 x i1> %r
}

declare <2 x i1> @llvm.is.fpclass.v2f32(<2 x float>, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i16 @llvm.fptoui.sat.i16.f64(double)
declare i64 @llvm.lround.i64.f32(float)
declare i32 @llvm.lrint.i32.f64(double)
declare <2 x float> @llvm.powi.v2f32.i32(<2 x float>, i32)
declare { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float>)
declare { <2 x float>, <2 x float> } @llvm.modf.v2f32(<2 x float>)
declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata)
declare float @llvm.experimental.constrained.sqrt.f32(float, metadata, metadata)
declare i1 @llvm.experimental.constrained.fcmp.f32(float, float, metadata, metadata)
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
declare void @llvm.trap()
declare void @llvm.debugtrap()
declare i1 @llvm.is.constant.i32(i32)
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
attributes #0 = { strictfp }
