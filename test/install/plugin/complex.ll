target triple = "spir64-unknown-unknown"

define spir_func <2 x float> @mul(<2 x float> %a, <2 x float> %b) {
  %p = call spir_func <2 x float> @_Z24__spirv_ComplexFMulINTELDv2_fS_(<2 x float> %a, <2 x float> %b)
  %q = fadd <2 x float> %p, %a
  ret <2 x float> %q
}

define spir_func <2 x double> @div(<2 x double> %a, <2 x double> %b) {
  %d = call spir_func <2 x double> @_Z24__spirv_ComplexFDivINTELDv2_dS_(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %d
}

declare spir_func <2 x float> @_Z24__spirv_ComplexFMulINTELDv2_fS_(<2 x float>, <2 x float>)
declare spir_func <2 x double> @_Z24__spirv_ComplexFDivINTELDv2_dS_(<2 x double>, <2 x double>)
