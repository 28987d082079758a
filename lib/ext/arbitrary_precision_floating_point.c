/*===-- ext/arbitrary_precision_floating_point.c - SPV_INTEL_arbitrary_precision_floating_point
===*\
|*                                                                            *|
|* The FPGA arbitrary-precision floating-point instructions                  *|
|* (OpArbitraryFloat*INTEL, capability                                       *|
|* ArbitraryPrecisionFloatingPointINTEL) on floats carried in integers of   *|
|* any width: <id> operands A (and B), the literal mantissa widths, a sign  *|
|* flag for the integer casts and PowN's B (an i1 in calls), and the        *|
|* subnormal, rounding-mode and accuracy literals.  The __spirv_ calls go    *|
|* through the core's grammar path (operand lists corrected in              *|
|* grammar/intel_arbitrary_precision_floating_point.json); the OpenCL       *|
|* spelling intel_arbitrary_float_<name>.i<R>.i<A>[.i<B>] both ways through *|
|* arbitrary_precision_calls.c.                                              *|
\*===----------------------------------------------------------------------===*/
#include "ext/arbitrary_precision_calls.h"

#define EXT "SPV_INTEL_arbitrary_precision_floating_point"

/* 'a' an <id>, 'l' a literal, 'b' a sign flag (arbitrary_precision_calls.h). */
static const lspv_ap_op ops[] = {
    {SPV_OpArbitraryFloatSinCosPiINTEL, "sincospi", "alllll"},
    {SPV_OpArbitraryFloatCastINTEL, "cast", "alllll"},
    {SPV_OpArbitraryFloatCastFromIntINTEL, "cast_from_int", "alblll"},
    {SPV_OpArbitraryFloatCastToIntINTEL, "cast_to_int", "alblll"},
    {SPV_OpArbitraryFloatAddINTEL, "add", "alalllll"},
    {SPV_OpArbitraryFloatSubINTEL, "sub", "alalllll"},
    {SPV_OpArbitraryFloatMulINTEL, "mul", "alalllll"},
    {SPV_OpArbitraryFloatDivINTEL, "div", "alalllll"},
    {SPV_OpArbitraryFloatGTINTEL, "gt", "alal"},
    {SPV_OpArbitraryFloatGEINTEL, "ge", "alal"},
    {SPV_OpArbitraryFloatLTINTEL, "lt", "alal"},
    {SPV_OpArbitraryFloatLEINTEL, "le", "alal"},
    {SPV_OpArbitraryFloatEQINTEL, "eq", "alal"},
    {SPV_OpArbitraryFloatRecipINTEL, "recip", "alllll"},
    {SPV_OpArbitraryFloatRSqrtINTEL, "rsqrt", "alllll"},
    {SPV_OpArbitraryFloatCbrtINTEL, "cbrt", "alllll"},
    {SPV_OpArbitraryFloatHypotINTEL, "hypot", "alalllll"},
    {SPV_OpArbitraryFloatSqrtINTEL, "sqrt", "alllll"},
    {SPV_OpArbitraryFloatLogINTEL, "log", "alllll"},
    {SPV_OpArbitraryFloatLog2INTEL, "log2", "alllll"},
    {SPV_OpArbitraryFloatLog10INTEL, "log10", "alllll"},
    {SPV_OpArbitraryFloatLog1pINTEL, "log1p", "alllll"},
    {SPV_OpArbitraryFloatExpINTEL, "exp", "alllll"},
    {SPV_OpArbitraryFloatExp2INTEL, "exp2", "alllll"},
    {SPV_OpArbitraryFloatExp10INTEL, "exp10", "alllll"},
    {SPV_OpArbitraryFloatExpm1INTEL, "expm1", "alllll"},
    {SPV_OpArbitraryFloatSinINTEL, "sin", "alllll"},
    {SPV_OpArbitraryFloatCosINTEL, "cos", "alllll"},
    {SPV_OpArbitraryFloatSinCosINTEL, "sincos", "alllll"},
    {SPV_OpArbitraryFloatSinPiINTEL, "sinpi", "alllll"},
    {SPV_OpArbitraryFloatCosPiINTEL, "cospi", "alllll"},
    {SPV_OpArbitraryFloatASinINTEL, "asin", "alllll"},
    {SPV_OpArbitraryFloatASinPiINTEL, "asinpi", "alllll"},
    {SPV_OpArbitraryFloatACosINTEL, "acos", "alllll"},
    {SPV_OpArbitraryFloatACosPiINTEL, "acospi", "alllll"},
    {SPV_OpArbitraryFloatATanINTEL, "atan", "alllll"},
    {SPV_OpArbitraryFloatATanPiINTEL, "atanpi", "alllll"},
    {SPV_OpArbitraryFloatATan2INTEL, "atan2", "alalllll"},
    {SPV_OpArbitraryFloatPowINTEL, "pow", "alalllll"},
    {SPV_OpArbitraryFloatPowRINTEL, "powr", "alalllll"},
    {SPV_OpArbitraryFloatPowNINTEL, "pown", "alabllll"},
};

static const lspv_ap_set set = {
    EXT,
    SPV_Capability_ArbitraryPrecisionFloatingPointINTEL,
    "intel_arbitrary_float_",
    "ArbitraryFloat",
    "Floating point instructions can't be translated correctly without enabled " EXT " extension!",
    ops,
    sizeof ops / sizeof ops[0],
};

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  return lspv_ap_fwd_call(c, &set, call, callee);
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  return lspv_ap_rev_instruction(c, &set, in);
}

static const char *const extensions[] = {EXT, NULL};
static const uint32_t opcodes[] = {
    SPV_OpArbitraryFloatSinCosPiINTEL,    SPV_OpArbitraryFloatCastINTEL,
    SPV_OpArbitraryFloatCastFromIntINTEL, SPV_OpArbitraryFloatCastToIntINTEL,
    SPV_OpArbitraryFloatAddINTEL,         SPV_OpArbitraryFloatSubINTEL,
    SPV_OpArbitraryFloatMulINTEL,         SPV_OpArbitraryFloatDivINTEL,
    SPV_OpArbitraryFloatGTINTEL,          SPV_OpArbitraryFloatGEINTEL,
    SPV_OpArbitraryFloatLTINTEL,          SPV_OpArbitraryFloatLEINTEL,
    SPV_OpArbitraryFloatEQINTEL,          SPV_OpArbitraryFloatRecipINTEL,
    SPV_OpArbitraryFloatRSqrtINTEL,       SPV_OpArbitraryFloatCbrtINTEL,
    SPV_OpArbitraryFloatHypotINTEL,       SPV_OpArbitraryFloatSqrtINTEL,
    SPV_OpArbitraryFloatLogINTEL,         SPV_OpArbitraryFloatLog2INTEL,
    SPV_OpArbitraryFloatLog10INTEL,       SPV_OpArbitraryFloatLog1pINTEL,
    SPV_OpArbitraryFloatExpINTEL,         SPV_OpArbitraryFloatExp2INTEL,
    SPV_OpArbitraryFloatExp10INTEL,       SPV_OpArbitraryFloatExpm1INTEL,
    SPV_OpArbitraryFloatSinINTEL,         SPV_OpArbitraryFloatCosINTEL,
    SPV_OpArbitraryFloatSinCosINTEL,      SPV_OpArbitraryFloatSinPiINTEL,
    SPV_OpArbitraryFloatCosPiINTEL,       SPV_OpArbitraryFloatASinINTEL,
    SPV_OpArbitraryFloatASinPiINTEL,      SPV_OpArbitraryFloatACosINTEL,
    SPV_OpArbitraryFloatACosPiINTEL,      SPV_OpArbitraryFloatATanINTEL,
    SPV_OpArbitraryFloatATanPiINTEL,      SPV_OpArbitraryFloatATan2INTEL,
    SPV_OpArbitraryFloatPowINTEL,         SPV_OpArbitraryFloatPowRINTEL,
    SPV_OpArbitraryFloatPowNINTEL,        0,
};

const lspv_plugin lspv_plugin_arbitrary_precision_floating_point = {
    LSPV_PLUGIN_HEADER,       .name = "arbitrary-precision-floating-point",
    .extensions = extensions, .opcodes = opcodes,
    .fwd_call = fwd_call,     .rev_instruction = rev_instruction,
};
