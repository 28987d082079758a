/*===-- ext/int16_atomics.c - SPV_INTEL_16bit_atomics ---------------------===*\
|*                                                                            *|
|* Atomics on 16-bit integers and on bfloat16.  The core has no rule against *|
|* an i16 atomic, so without the extension lspv writes it as before; with   *|
|* it enabled, each atomic instruction on i16 declares the extension and    *|
|* its capability:                                                           *|
|*   OpAtomicLoad / Store / Exchange / CompareExchange[Weak]                 *|
|*                         AtomicInt16CompareExchangeINTEL                   *|
|*   the read-modify-write ones (IAdd, Or, SMin...)                          *|
|*                         Int16AtomicsINTEL (which implies the one above)  *|
|*   OpAtomicLoad / Store / Exchange on bfloat                               *|
|*                         AtomicBFloat16LoadStoreINTEL                      *|
|* The bfloat16 add / min / max (AtomicBFloat16{Add,MinMax}INTEL) are the    *|
|* float-atomics plugin's (lib/ext/atomic_float.c), which requires this     *|
|* extension by name.                                                        *|
|* Forward: fwd_instruction, on what the core (or the float-atomics plugin) *|
|* emitted.  Reverse: the instructions are the core's; the extension's      *|
|* capabilities are accepted through `extensions`.                           *|
|* Checker: an atomic on a 16-bit integer under AtomicInt16CompareExchange- *|
|* INTEL that is not a load/store/exchange needs Int16AtomicsINTEL.          *|
|* Numbers: grammar/intel_16bit_atomics.json.                                *|
\*===----------------------------------------------------------------------===*/
#include <stddef.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_16bit_atomics"

/* The atomics this plugin looks at: first the load / store / exchange
 * family (the smaller capability), then the read-modify-write ones. */
static const unsigned atomic_opcodes[] = {SPV_OpAtomicLoad,
                                          SPV_OpAtomicStore,
                                          SPV_OpAtomicExchange,
                                          SPV_OpAtomicCompareExchange,
                                          SPV_OpAtomicCompareExchangeWeak,
                                          SPV_OpAtomicIIncrement,
                                          SPV_OpAtomicIDecrement,
                                          SPV_OpAtomicIAdd,
                                          SPV_OpAtomicISub,
                                          SPV_OpAtomicSMin,
                                          SPV_OpAtomicUMin,
                                          SPV_OpAtomicSMax,
                                          SPV_OpAtomicUMax,
                                          SPV_OpAtomicAnd,
                                          SPV_OpAtomicOr,
                                          SPV_OpAtomicXor,
                                          0};
enum { NEXCHANGE = 5 };

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static int in_list(const uint32_t *list, size_t n, uint32_t op) {
  for (size_t i = 0; i < n; i++)
    if (list[i] == op)
      return 1;
  return 0;
}

enum { OTHER, INT16, BFLOAT16 };

static int kind_of(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 16)
    return INT16;
  return LLVMGetTypeKind(t) == LLVMBFloatTypeKind ? BFLOAT16 : OTHER;
}

/* The kind of the atomic's data: its result (a cmpxchg's {i16, i1} aside)
 * or, for a store and a cmpxchg, an operand of the data type. */
static int data_kind(LLVMValueRef inst) {
  int k = kind_of(LLVMTypeOf(inst));
  unsigned n = (unsigned)LLVMGetNumOperands(inst);
  for (unsigned i = 0; i < n && k == OTHER; i++)
    k = kind_of(LLVMTypeOf(LLVMGetOperand(inst, i)));
  return k;
}

/* ---- forward -----------------------------------------------------------------*/
static lspv_status fwd_instruction(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t id,
                                   uint32_t opcode) {
  (void)id;
  int exchange = in_list(atomic_opcodes, NEXCHANGE, opcode);
  int rmw = !exchange &&
            in_list(atomic_opcodes + NEXCHANGE, COUNT(atomic_opcodes) - NEXCHANGE - 1, opcode);
  if ((!exchange && !rmw) || !lspv_fwd_extension_enabled(c, EXT_NAME))
    return LSPV_SUCCESS;
  int k = data_kind(inst);
  if (k == OTHER || (k == BFLOAT16 && (rmw || opcode == SPV_OpAtomicCompareExchange ||
                                       opcode == SPV_OpAtomicCompareExchangeWeak)))
    return LSPV_SUCCESS;
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  if (k == BFLOAT16) {
    lspv_fwd_require_capability(c, SPV_Capability_AtomicBFloat16LoadStoreINTEL);
    return LSPV_SUCCESS;
  }
  lspv_fwd_require_capability(c, SPV_Capability_AtomicInt16CompareExchangeINTEL);
  if (rmw)
    lspv_fwd_require_capability(c, SPV_Capability_Int16AtomicsINTEL);
  return LSPV_SUCCESS;
}

/* ---- checker ------------------------------------------------------------------*/
/* Operands: Result Type, Result, Pointer, Scope, Semantics... */
static lspv_status check_rmw(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst t;
  if (!in->type_id || lspv_check_def(c, in->type_id, &t) || t.opcode != SPV_OpTypeInt ||
      t.noperands < 2 || t.operands[1] != 16 ||
      !lspv_check_declares_capability(c, SPV_Capability_AtomicInt16CompareExchangeINTEL) ||
      lspv_check_declares_capability(c, SPV_Capability_Int16AtomicsINTEL))
    return LSPV_SUCCESS;
  return lspv_check_report(c, in, "RequiresCapability",
                           "a read-modify-write atomic on a 16-bit integer needs the "
                           "Int16AtomicsINTEL capability (" EXT_NAME ")");
}

#define RMW_RULE(op)                                                                               \
  {"an i16 read-modify-write atomic needs Int16AtomicsINTEL", op, check_rmw, NULL,                 \
   LSPV_CHECK_ADVISORY_ON_INPUT}
static const lspv_check_rule check_rules[] = {
    RMW_RULE(SPV_OpAtomicIIncrement), RMW_RULE(SPV_OpAtomicIDecrement), RMW_RULE(SPV_OpAtomicIAdd),
    RMW_RULE(SPV_OpAtomicISub),       RMW_RULE(SPV_OpAtomicSMin),       RMW_RULE(SPV_OpAtomicUMin),
    RMW_RULE(SPV_OpAtomicSMax),       RMW_RULE(SPV_OpAtomicUMax),       RMW_RULE(SPV_OpAtomicAnd),
    RMW_RULE(SPV_OpAtomicOr),         RMW_RULE(SPV_OpAtomicXor),
};

static const char *const extensions[] = {EXT_NAME, NULL};

const lspv_plugin lspv_plugin_int16_atomics = {
    LSPV_PLUGIN_HEADER,
    .name = "16bit-atomics",
    .extensions = extensions,
    .check_rules = check_rules,
    .ncheck_rules = COUNT(check_rules),
    .fwd_instruction = fwd_instruction,
    .fwd_instruction_opcodes = atomic_opcodes,
};
