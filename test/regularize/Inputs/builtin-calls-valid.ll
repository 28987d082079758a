; The valid calls of test/regularize/builtin-calls.ll, for the round trip.
target triple = "spir64-unknown-unknown"

define spir_func float @f(float %f, <4 x i16> %v, float %a, float %b) {
  %u = call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float %f)
  %w = call spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_t(<4 x i16> %v)
  %m = call spir_func float @_Z3dotff(float %a, float %b)
  %e = extractelement <4 x float> %w, i32 0
  %s = fadd float %m, %e
  ret float %s
}

declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float)
declare spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_t(<4 x i16>)
declare spir_func float @_Z3dotff(float, float)
