; The type rules of the specs the grammar cannot say: each an error in
; llvm-spirv's words (the instruction, then the rule), no output.  A module
; read (-to-binary, --verify, reverse) is checked the same way; its text may spell the
; capability as the spec does (BFloat16ConversionINTEL).
; RUN: rm -rf %t && split-file %s %t
; RUN: not %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion,+SPV_INTEL_sigmoid,+SPV_INTEL_ternary_bitwise_function %t/fin.ll -o %t/fin.spv 2>&1 | FileCheck %s --check-prefix=FIN
; RUN: not test -e %t/fin.spv
; RUN: not %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion,+SPV_INTEL_sigmoid,+SPV_INTEL_ternary_bitwise_function %t/fout.ll -o %t/fout.spv 2>&1 | FileCheck %s --check-prefix=FOUT
; RUN: not test -e %t/fout.spv
; RUN: not %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion,+SPV_INTEL_sigmoid,+SPV_INTEL_ternary_bitwise_function %t/fcount.ll -o %t/fcount.spv 2>&1 | FileCheck %s --check-prefix=FCOUNT
; RUN: not test -e %t/fcount.spv
; RUN: not %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion,+SPV_INTEL_sigmoid,+SPV_INTEL_ternary_bitwise_function %t/bin.ll -o %t/bin.spv 2>&1 | FileCheck %s --check-prefix=BIN
; RUN: not test -e %t/bin.spv
; RUN: not %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion,+SPV_INTEL_sigmoid,+SPV_INTEL_ternary_bitwise_function %t/bout.ll -o %t/bout.spv 2>&1 | FileCheck %s --check-prefix=BOUT
; RUN: not test -e %t/bout.spv
; RUN: not %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion,+SPV_INTEL_sigmoid,+SPV_INTEL_ternary_bitwise_function %t/tf.ll -o %t/tf.spv 2>&1 | FileCheck %s --check-prefix=TF
; RUN: not test -e %t/tf.spv
; RUN: not %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion,+SPV_INTEL_sigmoid,+SPV_INTEL_ternary_bitwise_function %t/sig.ll -o %t/sig.spv 2>&1 | FileCheck %s --check-prefix=SIG
; RUN: not test -e %t/sig.spv
; RUN: not %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion,+SPV_INTEL_sigmoid,+SPV_INTEL_ternary_bitwise_function %t/sigmix.ll -o %t/sigmix.spv 2>&1 | FileCheck %s --check-prefix=SIGMIX
; RUN: not test -e %t/sigmix.spv
; RUN: not %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion,+SPV_INTEL_sigmoid,+SPV_INTEL_ternary_bitwise_function %t/lut.ll -o %t/lut.spv 2>&1 | FileCheck %s --check-prefix=LUT
; RUN: not test -e %t/lut.spv
; RUN: not %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion,+SPV_INTEL_sigmoid,+SPV_INTEL_ternary_bitwise_function %t/abc.ll -o %t/abc.spv 2>&1 | FileCheck %s --check-prefix=ABC
; RUN: not test -e %t/abc.spv
; The text form is refused as it is read (LSPV_CHECK_ON_TEXT_READ), by
; -to-binary as by llvm-spirv, and by --verify and reverse of the text.
; RUN: not %lspv -to-binary %t/text.spt -o %t/text.spv 2>&1 | FileCheck %s --check-prefix=FIN
; RUN: not test -e %t/text.spv
; RUN: not %lspv --verify %t/text.spt 2>&1 | FileCheck %s --check-prefix=FIN
; RUN: not %lspv -r -spirv-text %t/text.spt -o %t/text.bc 2>&1 | FileCheck %s --check-prefix=FIN
; RUN: not test -e %t/text.bc

; FIN: InvalidInstruction: Can't translate llvm instruction:
; FIN-NEXT: ConvertFToBF16INTEL
; FIN-NEXT: Input value must be a scalar or vector of floating-point 32-bit type
; FOUT: InvalidInstruction: Can't translate llvm instruction:
; FOUT-NEXT: ConvertFToBF16INTEL
; FOUT-NEXT: Result value must be a scalar or vector of integer 16-bit type
; FCOUNT: InvalidInstruction: Can't translate llvm instruction:
; FCOUNT-NEXT: ConvertFToBF16INTEL
; FCOUNT-NEXT: Input type must have the same number of components as result type
; BIN: InvalidInstruction: Can't translate llvm instruction:
; BIN-NEXT: ConvertBF16ToFINTEL
; BIN-NEXT: Input value must be a scalar or vector of integer 16-bit type
; BOUT: InvalidInstruction: Can't translate llvm instruction:
; BOUT-NEXT: ConvertBF16ToFINTEL
; BOUT-NEXT: Result value must be a scalar or vector of floating-point 32-bit type
; TF: InvalidInstruction: Can't translate llvm instruction:
; TF-NEXT: RoundFToTF32INTEL
; TF-NEXT: Input value must be a scalar or vector of floating-point 32-bit type
; SIG: InvalidInstruction: Can't translate llvm instruction:
; SIG-NEXT: FSigmoidINTEL
; SIG-NEXT: Result value must be a scalar or vector of floating-point 16-bit or 32-bit type
; SIGMIX: InvalidInstruction: Can't translate llvm instruction:
; SIGMIX-NEXT: FSigmoidINTEL
; SIGMIX-NEXT: Input type must have the same component type as result type
; LUT: InvalidInstruction: Can't translate llvm instruction:
; LUT-NEXT: BitwiseFunctionINTEL
; LUT-NEXT: LUTIndex must be a constant less than 256.
; ABC: InvalidInstruction: Can't translate llvm instruction:
; ABC-NEXT: BitwiseFunctionINTEL
; ABC-NEXT: Operands A, B, and C types must match result type.

;--- fin.ll
target triple = "spir64-unknown-unknown"
define spir_func i16 @f(float %a, double %d, <4 x float> %v, i32 %x, i16 %s, half %h) {
  %r = call spir_func i16 @_Z27__spirv_ConvertFToBF16INTELd(double %d)
  ret i16 %r
}
declare spir_func i16 @_Z27__spirv_ConvertFToBF16INTELd(double)

;--- fout.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(float %a, double %d, <4 x float> %v, i32 %x, i16 %s, half %h) {
  %r = call spir_func i32 @_Z27__spirv_ConvertFToBF16INTELf(float %a)
  ret i32 %r
}
declare spir_func i32 @_Z27__spirv_ConvertFToBF16INTELf(float)

;--- fcount.ll
target triple = "spir64-unknown-unknown"
define spir_func <8 x i16> @f(float %a, double %d, <4 x float> %v, i32 %x, i16 %s, half %h) {
  %r = call spir_func <8 x i16> @_Z27__spirv_ConvertFToBF16INTELDv4_f(<4 x float> %v)
  ret <8 x i16> %r
}
declare spir_func <8 x i16> @_Z27__spirv_ConvertFToBF16INTELDv4_f(<4 x float>)

;--- bin.ll
target triple = "spir64-unknown-unknown"
define spir_func float @f(float %a, double %d, <4 x float> %v, i32 %x, i16 %s, half %h) {
  %r = call spir_func float @_Z27__spirv_ConvertBF16ToFINTELi(i32 %x)
  ret float %r
}
declare spir_func float @_Z27__spirv_ConvertBF16ToFINTELi(i32)

;--- bout.ll
target triple = "spir64-unknown-unknown"
define spir_func double @f(float %a, double %d, <4 x float> %v, i32 %x, i16 %s, half %h) {
  %r = call spir_func double @_Z27__spirv_ConvertBF16ToFINTELs(i16 %s)
  ret double %r
}
declare spir_func double @_Z27__spirv_ConvertBF16ToFINTELs(i16)

;--- tf.ll
target triple = "spir64-unknown-unknown"
define spir_func float @f(float %a, double %d, <4 x float> %v, i32 %x, i16 %s, half %h) {
  %r = call spir_func float @_Z25__spirv_RoundFToTF32INTELd(double %d)
  ret float %r
}
declare spir_func float @_Z25__spirv_RoundFToTF32INTELd(double)

;--- sig.ll
target triple = "spir64-unknown-unknown"
define spir_func double @f(float %a, double %d, <4 x float> %v, i32 %x, i16 %s, half %h) {
  %r = call spir_func double @_Z21__spirv_FSigmoidINTELd(double %d)
  ret double %r
}
declare spir_func double @_Z21__spirv_FSigmoidINTELd(double)

;--- sigmix.ll
target triple = "spir64-unknown-unknown"
define spir_func float @f(float %a, double %d, <4 x float> %v, i32 %x, i16 %s, half %h) {
  %r = call spir_func float @_Z21__spirv_FSigmoidINTELDh(half %h)
  ret float %r
}
declare spir_func float @_Z21__spirv_FSigmoidINTELDh(half)

;--- lut.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(float %a, double %d, <4 x float> %v, i32 %x, i16 %s, half %h) {
  %r = call spir_func i32 @_Z28__spirv_BitwiseFunctionINTELiiii(i32 %x, i32 %x, i32 %x, i32 300)
  ret i32 %r
}
declare spir_func i32 @_Z28__spirv_BitwiseFunctionINTELiiii(i32, i32, i32, i32)

;--- abc.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(float %a, double %d, <4 x float> %v, i32 %x, i16 %s, half %h) {
  %r = call spir_func i32 @_Z28__spirv_BitwiseFunctionINTELiisi(i32 %x, i32 %x, i16 %s, i32 3)
  ret i32 %r
}
declare spir_func i32 @_Z28__spirv_BitwiseFunctionINTELiisi(i32, i32, i16, i32)
;--- text.spt
119734787 65536 0 10 0 
2 Capability Addresses 
2 Capability Kernel 
2 Capability Int16 
2 Capability Float64 
2 Capability Linkage 
2 Capability BFloat16ConversionINTEL 
9 Extension "SPV_INTEL_bfloat16_conversion" 
3 MemoryModel 2 2 
3 Name 7 "d" 
3 Name 6 "f" 
3 Name 9 "r" 

5 Decorate 6 LinkageAttributes "f" Export 
4 TypeInt 1 16 0 
3 TypeFloat 2 64 
4 TypeFunction 3 1 2 
3 TypeFloat 4 32 
4 Constant 4 5 1065353216 



5 Function 1 6 0 3 
3 FunctionParameter 2 7 

2 Label 8 
4 ConvertFToBF16INTEL 1 9 7 
2 ReturnValue 9 

1 FunctionEnd 

