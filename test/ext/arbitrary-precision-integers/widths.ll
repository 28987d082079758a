; SPV_INTEL_arbitrary_precision_integers (lib/ext/arbitrary_precision_integers.c):
; LLVM integers of widths SPIR-V's core lacks, through the plugin's fwd_type
; hook, forward and back, with the values, arithmetic and conversions on them.

; Forward with the extension: OpTypeInt N 0 for each width, the capability and
; the extension; constants carry as many words as the width takes.
; RUN: %lspv --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; (Debian's spirv-val 2023.1 predates the extension and refuses the widths:
; lspv's checker, --verify, covers the module.)
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPIRV --input-file %t.spt

; SPIRV-DAG: Capability ArbitraryPrecisionIntegersINTEL
; SPIRV-DAG: Extension "SPV_INTEL_arbitrary_precision_integers"
; SPIRV-DAG: TypeInt [[#I13:]] 13 0
; SPIRV-DAG: TypeInt [[#I4:]] 4 0
; SPIRV-DAG: TypeInt [[#I96:]] 96 0
; SPIRV-DAG: TypeInt [[#I32:]] 32 0
; SPIRV-DAG: Constant [[#I13]] [[#C13:]] 4097 {{$}}
; SPIRV-DAG: Constant [[#I96]] [[#C96:]] 4 0 1 {{$}}
; SPIRV-DAG: Constant [[#I4]] [[#C4:]] 15 {{$}}
; A constant wider than 64 words (the renumbering splits it by its type).
; SPIRV-DAG: TypeInt [[#I2100:]] 2100 0
; SPIRV-DAG: Constant [[#I2100]] [[#]] 5 0 0 0
; SPIRV: IAdd [[#I13]] [[#]] [[#]] [[#C13]]
; SPIRV: UConvert [[#I32]]
; SPIRV: BitwiseAnd [[#I4]] [[#]] [[#]] [[#C4]]
; SPIRV: IMul [[#I96]] [[#]] [[#]] [[#C96]]

; Reverse gives the iN types back (from the binary and from the text form),
; and the module verifies.
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv -r -spirv-text %t.spt -o - -S | FileCheck %s --check-prefix=LLVM
; RUN: %lspv -to-binary %t.spt -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv

; LLVM-LABEL: define spir_func i32 @narrow(i13 %{{.*}}, i4 %{{.*}})
; LLVM: add i13 %{{.*}}, -4095
; LLVM: zext i13 %{{.*}} to i32
; LLVM: and i4 %{{.*}}, -1
; LLVM-LABEL: define spir_func i96 @wide(i96 %{{.*}})
; LLVM: mul i96 %{{.*}}, 18446744073709551620
; LLVM-LABEL: define spir_func i2100 @huge(i2100 %{{.*}})
; LLVM: add i2100 %{{.*}}, 5

target triple = "spir64-unknown-unknown"

define spir_func i32 @narrow(i13 %a, i4 %b) {
  %s = add i13 %a, 4097
  %w = zext i13 %s to i32
  %m = and i4 %b, 15
  %x = zext i4 %m to i32
  %r = add i32 %w, %x
  ret i32 %r
}

define spir_func i96 @wide(i96 %a) {
  %p = mul i96 %a, 18446744073709551620
  ret i96 %p
}

define spir_func i2100 @huge(i2100 %a) {
  %r = add i2100 %a, 5
  ret i2100 %r
}
