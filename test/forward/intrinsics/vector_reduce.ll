; llvm.vector.reduce.*: each lane is read with OpVectorExtractDynamic and a
; 32-bit constant index (llvm-spirv's form), then folded pairwise; the ordered
; fadd folds in lane order from the start value.  A plain extractelement of a
; constant index stays OpCompositeExtract.  Reverse gives extractelement.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPT
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=LL
; A reduction over a vector SPIR-V has no type for: one error, no output.
; RUN: rm -f %t.bad.spv
; RUN: sed 's/^;BAD://' %s | not %lspv - -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.bad.spv
; SPT-DAG: TypeInt [[I32:[0-9]+]] 32 0
; SPT-DAG: Constant [[I32]] [[C0:[0-9]+]] 0
; SPT-DAG: Constant [[I32]] [[C1:[0-9]+]] 1
; SPT-DAG: Constant [[I32]] [[C2:[0-9]+]] 2
; SPT: {{^[0-9]+}} Function 
; SPT: FunctionParameter {{[0-9]+}} [[V:[0-9]+]]
; SPT: VectorExtractDynamic [[I32]] [[E0:[0-9]+]] [[V]] [[C0]]
; SPT: VectorExtractDynamic [[I32]] [[E1:[0-9]+]] [[V]] [[C1]]
; SPT: VectorExtractDynamic [[I32]] [[E2:[0-9]+]] [[V]] [[C2]]
; SPT: IAdd [[I32]] [[A0:[0-9]+]] [[E0]] [[E1]]
; SPT: IAdd [[I32]] [[A1:[0-9]+]] [[A0]] [[E2]]
; SPT: ReturnValue [[A1]]
; SPT: {{^[0-9]+}} Function 
; SPT: FunctionParameter {{[0-9]+}} [[S:[0-9]+]]
; SPT: FunctionParameter {{[0-9]+}} [[W:[0-9]+]]
; SPT: VectorExtractDynamic {{[0-9]+}} [[F0:[0-9]+]] [[W]] [[C0]]
; SPT: VectorExtractDynamic {{[0-9]+}} [[F1:[0-9]+]] [[W]] [[C1]]
; SPT: FAdd {{[0-9]+}} [[G0:[0-9]+]] [[S]] [[F0]]
; SPT: FAdd {{[0-9]+}} [[G1:[0-9]+]] [[G0]] [[F1]]
; SPT: ReturnValue [[G1]]
; SPT: {{^[0-9]+}} Function 
; SPT: CompositeExtract [[I32]] {{[0-9]+}} {{[0-9]+}} 1
; LL-LABEL: define spir_func i32 @sum3
; LL: extractelement <3 x i32> %v, i32 0
; LL: extractelement <3 x i32> %v, i32 1
; LL: extractelement <3 x i32> %v, i32 2
; LL: add i32
; LL: add i32
; LL-LABEL: define spir_func float @fsum2
; LL: fadd float %s,
; LL-LABEL: define spir_func i32 @plain
; LL: extractelement <4 x i32> %v, {{i32|i64}} 1
; ERR: Unsupported vector type with 5 elements{{.*}}function 'bad'
target triple = "spir64-unknown-unknown"

define spir_func i32 @sum3(<3 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.add.v3i32(<3 x i32> %v)
  ret i32 %r
}

define spir_func float @fsum2(float %s, <2 x float> %w) {
  %r = call float @llvm.vector.reduce.fadd.v2f32(float %s, <2 x float> %w)
  ret float %r
}

define spir_func i32 @plain(<4 x i32> %v) {
  %r = extractelement <4 x i32> %v, i32 1
  ret i32 %r
}

;BAD:define spir_func i32 @bad(<5 x i32> %v) {
;BAD:  %r = call i32 @llvm.vector.reduce.add.v5i32(<5 x i32> %v)
;BAD:  ret i32 %r
;BAD:}

declare i32 @llvm.vector.reduce.add.v3i32(<3 x i32>)
declare float @llvm.vector.reduce.fadd.v2f32(float, <2 x float>)
