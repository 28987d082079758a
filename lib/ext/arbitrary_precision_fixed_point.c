/*===-- ext/arbitrary_precision_fixed_point.c - SPV_INTEL_arbitrary_precision_fixed_point ===*\
|*                                                                            *|
|* The FPGA fixed-point math instructions (OpFixedSqrtINTEL ... OpFixedExp-  *|
|* INTEL, capability ArbitraryPrecisionFixedPointINTEL): operands Input,     *|
|* then the literals S (signedness, an i1 in calls), I, rI, Q and O.  The    *|
|* __spirv_Fixed*INTEL calls go through the core's grammar path (the         *|
|* operand lists are grammar/intel_arbitrary_precision_fixed_point.json's);  *|
|* the OpenCL spelling intel_arbitrary_fixed_<name>.i<R>.i<A> both ways     *|
|* through arbitrary_precision_calls.c.                                      *|
\*===----------------------------------------------------------------------===*/
#include "ext/arbitrary_precision_calls.h"

#define EXT "SPV_INTEL_arbitrary_precision_fixed_point"

static const lspv_ap_op ops[] = {
    {SPV_OpFixedSqrtINTEL, "sqrt", "abllll"},         {SPV_OpFixedRecipINTEL, "recip", "abllll"},
    {SPV_OpFixedRsqrtINTEL, "rsqrt", "abllll"},       {SPV_OpFixedSinINTEL, "sin", "abllll"},
    {SPV_OpFixedCosINTEL, "cos", "abllll"},           {SPV_OpFixedSinCosINTEL, "sincos", "abllll"},
    {SPV_OpFixedSinPiINTEL, "sinpi", "abllll"},       {SPV_OpFixedCosPiINTEL, "cospi", "abllll"},
    {SPV_OpFixedSinCosPiINTEL, "sincospi", "abllll"}, {SPV_OpFixedLogINTEL, "log", "abllll"},
    {SPV_OpFixedExpINTEL, "exp", "abllll"},
};

static const lspv_ap_set set = {
    EXT,
    SPV_Capability_ArbitraryPrecisionFixedPointINTEL,
    "intel_arbitrary_fixed_",
    "Fixed",
    "Fixed point instructions can't be translated correctly without enabled " EXT " extension!",
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
    SPV_OpFixedSqrtINTEL,     SPV_OpFixedRecipINTEL,  SPV_OpFixedRsqrtINTEL, SPV_OpFixedSinINTEL,
    SPV_OpFixedCosINTEL,      SPV_OpFixedSinCosINTEL, SPV_OpFixedSinPiINTEL, SPV_OpFixedCosPiINTEL,
    SPV_OpFixedSinCosPiINTEL, SPV_OpFixedLogINTEL,    SPV_OpFixedExpINTEL,   0,
};

const lspv_plugin lspv_plugin_arbitrary_precision_fixed_point = {
    LSPV_PLUGIN_HEADER,       .name = "arbitrary-precision-fixed-point",
    .extensions = extensions, .opcodes = opcodes,
    .fwd_call = fwd_call,     .rev_instruction = rev_instruction,
};
