; --exact-roundtrip: SaturatedToLargestFloat8NormalConversionEXT comes back
; in the Clamp* builtin's name, so it is not also kept in the call's
; !spirv.Decorations: the second forward decorated both the conversion and
; the bitcast of its result (issue 19).  SPIR-V friendly IR without
; --exact-roundtrip keeps the list, as llvm-spirv writes it.
; RUN: %lspv %s -o %t.spv --spirv-ext=+SPV_EXT_float8
; RUN: %lspv --verify %t.spv
; RUN: %if spirv-val-2024 %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=EXACT
; RUN: %lspv %t.bc -o %t.2.spv --spirv-ext=+SPV_EXT_float8
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %lspv %t.ir.bc -o %t.3.spv --spirv-ext=+SPV_EXT_float8
; RUN: cmp %t.spv %t.3.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -S -o - | FileCheck %s --check-prefix=SPVIR
;
; SPV: Decorate [[#CONV:]] SaturatedToLargestFloat8NormalConversionEXT
; SPV-NOT: SaturatedToLargestFloat8NormalConversionEXT
; SPV: FConvert [[#]] [[#CONV]]
; EXACT: call spir_func i8 @_Z43__builtin_spirv_ClampConvertFP16ToE4M3INTELDh(half %h){{.*}}
; EXACT-NOT: !spirv.Decorations
; SPVIR: call spir_func i8 @_Z43__builtin_spirv_ClampConvertFP16ToE4M3INTELDh(half %h){{.*}}, !spirv.Decorations

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @test(half %h, ptr addrspace(1) %out) {
entry:
  %c = call spir_func i8 @_Z43__builtin_spirv_ClampConvertFP16ToE4M3INTELDh(half %h)
  store i8 %c, ptr addrspace(1) %out, align 1
  ret void
}

declare spir_func i8 @_Z43__builtin_spirv_ClampConvertFP16ToE4M3INTELDh(half)
