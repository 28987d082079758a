/*===-- ext/function_pointers.c - SPV_INTEL_function_pointers ------------===*\
|*                                                                            *|
|* Functions used as values and calls through them (docs/extensions/         *|
|* function-pointers.md).                                                    *|
|*                                                                            *|
|* Forward, with the extension enabled (else RequiresExtension):             *|
|*  - a function used as a value (stored, passed, selected, in a global's    *|
|*    initializer) becomes one OpConstantFunctionPointerINTEL of an          *|
|*    OpTypePointer to the function's OpTypeFunction, in the Function        *|
|*    storage class, or CodeSectionINTEL when the function lives in LLVM     *|
|*    address space 9 and --spirv-emit-function-ptr-addr-space is given;     *|
|*  - a call through a pointer becomes OpFunctionPointerCallINTEL (the       *|
|*    callee is first bitcast to the pointer-to-function type when the core  *|
|*    typed it otherwise, e.g. an inttoptr of a host address);               *|
|*  - a function with the "referenced-indirectly" attribute is decorated     *|
|*    ReferencedIndirectlyINTEL (capability IndirectReferencesINTEL);        *|
|*  - llvm.global_ctors / llvm.global_dtors in a global address space (1, 2, *|
|*    3) are translated as ordinary variables (lists of function pointers), *|
|*    as llvm-spirv translates them; the core reads them back with          *|
|*    appending linkage.                                                     *|
|* Reverse: the constant is the LLVM function itself, the call an indirect   *|
|* call (spir_func), the decoration the attribute back.  With               *|
|* --spirv-emit-function-ptr-addr-space, pointers to functions and the      *|
|* functions that are taken as values live in address space 9.              *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_function_pointers"
#define OPT_ADDR_SPACE "spirv-emit-function-ptr-addr-space"
/* The LLVM address space of CodeSectionINTEL (SPIR address space 9). */
#define CODE_SECTION_AS 9u

static int emit_addr_space_fwd(lspv_fwd_ctx *c) {
  const char *v = lspv_fwd_option(c, OPT_ADDR_SPACE);
  return v && strcmp(v, "0") != 0;
}

static int emit_addr_space_rev(lspv_rev_ctx *c) {
  const char *v = lspv_rev_option(c, OPT_ADDR_SPACE);
  return v && strcmp(v, "0") != 0;
}

static lspv_status require(lspv_fwd_ctx *c) {
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s == LSPV_SUCCESS)
    lspv_fwd_require_capability(c, SPV_Capability_FunctionPointersINTEL);
  return s;
}

/* ---- forward -----------------------------------------------------------------*/

/* The storage class of a pointer to code in LLVM address space @p as (the
 * address space of a function, or of a pointer a call goes through):
 * CodeSectionINTEL only for address space 9 under the option, as in
 * llvm-spirv; any other code pointer is a Function-storage pointer. */
static uint32_t code_storage_class(lspv_fwd_ctx *c, unsigned as) {
  return as == CODE_SECTION_AS && emit_addr_space_fwd(c) ? SPV_StorageClass_CodeSectionINTEL
                                                         : SPV_StorageClass_Function;
}

static lspv_status fwd_storage_class(lspv_fwd_ctx *c, unsigned as, uint32_t *sc) {
  if (as != CODE_SECTION_AS)
    return LSPV_DECLINED;
  *sc = code_storage_class(c, as);
  return *sc == SPV_StorageClass_CodeSectionINTEL ? require(c) : LSPV_SUCCESS;
}

static lspv_status fwd_function_value(lspv_fwd_ctx *c, LLVMValueRef fn, uint32_t *id) {
  lspv_status s = require(c);
  if (s)
    return s;
  uint32_t fnty = lspv_fwd_function_type(c, fn), fid = lspv_fwd_function_id(c, fn);
  if (!fnty || !fid)
    return LSPV_ERROR_UNSUPPORTED;
  unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(fn));
  uint32_t ptr = lspv_fwd_pointer_type(c, code_storage_class(c, as), fnty);
  /* The type the core gives the function as a pointer value (an LLVM `ptr`,
   * so a pointer to i8): the uses (stores, selects, arguments) expect that
   * one, so the constant is cast to it when it differs.  Calls through the
   * pointer cast it back (pointer_call). */
  uint32_t core = lspv_fwd_value_type(c, fn);
  if (!core)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t ops[4] = {ptr, lspv_fwd_new_id(c), fid};
  lspv_fwd_emit(c, LSPV_EMIT_GLOBAL, SPV_OpConstantFunctionPointerINTEL, ops, 3);
  *id = ops[1];
  if (core != ptr) {
    uint32_t cast[4] = {core, lspv_fwd_new_id(c), SPV_OpBitcast, *id};
    lspv_fwd_emit(c, LSPV_EMIT_GLOBAL, SPV_OpSpecConstantOp, cast, 4);
    *id = cast[1];
  }
  return LSPV_SUCCESS;
}

/* llvm.global_ctors / llvm.global_dtors: with the extension, a variable of
 * the storage class of its address space (the core skips LLVM's own lists
 * unless a plugin gives them one).  One in the private address space has no
 * module-scope storage class: it stays dropped (its kernels still run as
 * Initializer / Finalizer entry points). */
static lspv_status fwd_global_storage_class(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t *sc) {
  static const uint32_t by_as[] = {0, SPV_StorageClass_CrossWorkgroup,
                                   SPV_StorageClass_UniformConstant, SPV_StorageClass_Workgroup};
  const char *name = LLVMGetValueName(gv);
  unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(gv));
  if ((strcmp(name, "llvm.global_ctors") && strcmp(name, "llvm.global_dtors")) ||
      as >= sizeof by_as / sizeof by_as[0] || !by_as[as] ||
      !lspv_fwd_extension_enabled(c, EXT_NAME))
    return LSPV_DECLINED;
  *sc = by_as[as];
  return LSPV_SUCCESS;
}

/* "referenced-indirectly" (clang's __attribute__((referenced_indirectly)))
 * -> ReferencedIndirectlyINTEL on the function. */
static lspv_status fwd_global_object(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id) {
  static const char attr[] = "referenced-indirectly";
  if (!LLVMIsAFunction(gv) ||
      !LLVMGetStringAttributeAtIndex(gv, LLVMAttributeFunctionIndex, attr, sizeof attr - 1))
    return LSPV_SUCCESS;
  lspv_status s = require(c);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_IndirectReferencesINTEL);
  uint32_t ops[2] = {id, SPV_Decoration_ReferencedIndirectlyINTEL};
  lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, ops, 2);
  return LSPV_SUCCESS;
}

/* The storage class the core gives pointers of LLVM address space @p as, for
 * the address spaces a call may go through; 0 for any other. */
static uint32_t callee_storage_class(lspv_fwd_ctx *c, unsigned as) {
  static const struct {
    unsigned as;
    uint32_t sc;
  } map[] = {
      {0, SPV_StorageClass_Function},        {1, SPV_StorageClass_CrossWorkgroup},
      {2, SPV_StorageClass_UniformConstant}, {3, SPV_StorageClass_Workgroup},
      {4, SPV_StorageClass_Generic},
  };
  if (as == CODE_SECTION_AS)
    return code_storage_class(c, as);
  for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
    if (map[i].as == as)
      return map[i].sc;
  return 0;
}

/* FunctionParameterAttribute -> LLVM parameter attribute, for the
 * ArgumentAttributeINTEL decorations llvm-spirv writes on calls through
 * pointers (argument number, attribute).  NoCapture is captures(none). */
static const struct {
  const char *llvm;
  uint32_t spv;
} arg_attrs[] = {
    {"zeroext", SPV_FunctionParameterAttribute_Zext},
    {"signext", SPV_FunctionParameterAttribute_Sext},
    {"byval", SPV_FunctionParameterAttribute_ByVal},
    {"sret", SPV_FunctionParameterAttribute_Sret},
    {"noalias", SPV_FunctionParameterAttribute_NoAlias},
    {"readonly", SPV_FunctionParameterAttribute_NoWrite},
    {"readnone", SPV_FunctionParameterAttribute_NoReadWrite},
};

static unsigned attr_kind(const char *name) {
  return LLVMGetEnumAttributeKindForName(name, strlen(name));
}

/* OpFunctionPointerCallINTEL of @p call through @p callee. */
static lspv_status pointer_call(lspv_fwd_ctx *c, LLVMValueRef call, LLVMValueRef callee) {
  lspv_status s = require(c);
  if (s)
    return s;
  unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(callee));
  uint32_t sc = callee_storage_class(c, as);
  if (!sc)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                          "indirect call through a pointer in address space %u", as);
  uint32_t fnty = lspv_fwd_call_function_type(c, call);
  uint32_t target = lspv_fwd_value(c, callee);
  uint32_t have = lspv_fwd_value_type(c, callee);
  LLVMTypeRef rty = LLVMGetReturnType(LLVMGetCalledFunctionType(call));
  uint32_t rt = lspv_fwd_type(c, rty);
  if (!fnty || !target || !have || !rt)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t want = lspv_fwd_pointer_type(c, sc, fnty);
  if (have != want) { /* e.g. inttoptr of a host address, typed as i8* */
    uint32_t cast[3] = {want, lspv_fwd_new_id(c), target};
    lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpBitcast, cast, 3);
    target = cast[1];
  }
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
  uint32_t *ops = lspv_fwd_alloc(c, (3 + (size_t)nargs) * sizeof *ops);
  if (!ops)
    return lspv_fwd_error(c, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", call, "out of memory");
  ops[0] = rt;
  ops[1] = lspv_fwd_new_id(c);
  ops[2] = target;
  for (unsigned i = 0; i < nargs; i++)
    if (!(ops[3 + i] = lspv_fwd_value(c, LLVMGetOperand(call, i))))
      return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpFunctionPointerCallINTEL, ops, 3 + (size_t)nargs);
  if (LLVMGetTypeKind(rty) != LLVMVoidTypeKind)
    lspv_fwd_set_value(c, call, ops[1]);
  /* The call-site parameter attributes are not written: llvm-spirv's
   * ArgumentAttributeINTEL is in no published grammar and spirv-val refuses
   * it (docs/extensions/function-pointers.md); reverse reads it. */
  return LSPV_SUCCESS;
}

static lspv_status fwd_indirect_call(lspv_fwd_ctx *c, LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (LLVMIsAInlineAsm(callee))
    return LSPV_DECLINED;
  return pointer_call(c, call, callee);
}

/* A call of a function at another function type than its own (`call i32
 * @f(i32 0)` of an `i8 (i8)` @f, as C code calling through a cast pointer
 * gives) cannot be an OpFunctionCall: with the extension it is a call through
 * the function's pointer, cast to the call's type, as llvm-spirv writes it.
 * Without the extension the core handles (or refuses) it. */
static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee_name) {
  (void)callee_name;
  LLVMValueRef fn = LLVMGetCalledValue(call);
  if (!LLVMIsAFunction(fn) || LLVMGetIntrinsicID(fn) ||
      LLVMGlobalGetValueType(fn) == LLVMGetCalledFunctionType(call) ||
      !lspv_fwd_extension_enabled(c, EXT_NAME))
    return LSPV_DECLINED;
  return pointer_call(c, call, fn);
}

/* ---- reverse -----------------------------------------------------------------*/

/* The LLVM function @p fn_id in address space @p as.  The C API creates a
 * function in the module's program address space (LLVMAddFunction), so a
 * function not declared yet is declared while the data layout names @p as as
 * the program address space; one declared before is cast. */
static LLVMValueRef function_in(lspv_rev_ctx *c, uint32_t fn_id, unsigned as) {
  LLVMModuleRef m = lspv_rev_module(c);
  char *saved = NULL;
  if (as) {
    const char *dl = LLVMGetDataLayoutStr(m);
    size_t n = strlen(dl);
    char *with = lspv_rev_alloc(c, n + 16);
    saved = lspv_rev_alloc(c, n + 1);
    if (!with || !saved)
      return NULL;
    memcpy(saved, dl, n + 1);
    memcpy(with, dl, n);
    snprintf(with + n, 16, "%sP%u", n ? "-" : "", as);
    LLVMSetDataLayout(m, with);
  }
  LLVMValueRef fn = lspv_rev_value(c, fn_id);
  if (saved)
    LLVMSetDataLayout(m, saved);
  if (fn && LLVMGetPointerAddressSpace(LLVMTypeOf(fn)) != as)
    fn = LLVMConstAddrSpaceCast(fn, LLVMPointerTypeInContext(lspv_rev_context(c), as));
  return fn;
}

static lspv_status rev_constant(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  if (in->noperands != 3)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpConstantFunctionPointerINTEL takes one function operand");
  LLVMTypeRef ty = lspv_rev_type(c, in->type_id);
  if (!ty || LLVMGetTypeKind(ty) != LLVMPointerTypeKind)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef fn = function_in(c, in->operands[2], LLVMGetPointerAddressSpace(ty));
  if (!fn)
    return LSPV_ERROR_INVALID_INPUT;
  /* A constant named apart from its function was an alias's first use
   * (forward names the constant after the alias): under --exact-roundtrip
   * the alias comes back, internal, so the second forward names it again. */
  const char *name = lspv_rev_name(c, in->result_id);
  LLVMValueRef target = LLVMIsAConstantExpr(fn) ? LLVMGetOperand(fn, 0) : fn;
  size_t own_len = 0;
  const char *own = LLVMIsAFunction(target) ? LLVMGetValueName2(target, &own_len) : NULL;
  if (lspv_rev_exact_roundtrip(c) && name && *name && own &&
      (strlen(name) != own_len || memcmp(name, own, own_len)) &&
      !LLVMGetNamedGlobalAlias(lspv_rev_module(c), name, strlen(name))) {
    LLVMValueRef a = LLVMAddAlias2(lspv_rev_module(c), LLVMGlobalGetValueType(target),
                                   LLVMGetPointerAddressSpace(ty), fn, name);
    LLVMSetLinkage(a, LLVMInternalLinkage);
    fn = a;
  }
  lspv_rev_set_value(c, in->result_id, fn);
  return LSPV_SUCCESS;
}

/* The last OpFunctionPointerCallINTEL made, for its decorations. */
typedef struct {
  LLVMValueRef call;
  const uint32_t *arg_ids;
  unsigned nargs;
} rev_call_state;

static rev_call_state *rev_state(lspv_rev_ctx *c) {
  void **slot = lspv_rev_plugin_state(c);
  if (!*slot && (*slot = lspv_rev_alloc(c, sizeof(rev_call_state))))
    memset(*slot, 0, sizeof(rev_call_state));
  return *slot;
}

/* The LLVM type that SPIR-V pointer value @p id points to, or NULL. */
static LLVMTypeRef pointee_of(lspv_rev_ctx *c, uint32_t id) {
  lspv_spv_inst v, t;
  if (lspv_rev_def(c, id, &v) || lspv_rev_def(c, v.type_id, &t) || t.opcode != SPV_OpTypePointer ||
      t.noperands < 3)
    return NULL;
  return lspv_rev_type(c, t.operands[2]);
}

/* ArgumentAttributeINTEL on a call through a pointer: the call-site
 * attribute back (byval and sret with the argument's pointee type). */
static lspv_status rev_argument_attribute(lspv_rev_ctx *c, LLVMValueRef call, const uint32_t *dec,
                                          uint32_t ndec, uint32_t word_offset) {
  rev_call_state *st = rev_state(c);
  if (ndec < 3 || !st || st->call != call || dec[1] >= st->nargs)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidDecoration", word_offset,
                          "ArgumentAttributeINTEL must decorate an OpFunctionPointerCallINTEL "
                          "and name one of its arguments");
  LLVMContextRef ctx = lspv_rev_context(c);
  LLVMAttributeIndex at = dec[1] + 1;
  LLVMAttributeRef a = NULL;
  if (dec[2] == SPV_FunctionParameterAttribute_NoCapture) {
    a = LLVMCreateEnumAttribute(ctx, attr_kind("captures"), 0);
  } else {
    for (size_t t = 0; t < sizeof arg_attrs / sizeof arg_attrs[0] && !a; t++) {
      if (arg_attrs[t].spv != dec[2])
        continue;
      unsigned kind = attr_kind(arg_attrs[t].llvm);
      if (dec[2] == SPV_FunctionParameterAttribute_ByVal ||
          dec[2] == SPV_FunctionParameterAttribute_Sret) {
        LLVMTypeRef pt = pointee_of(c, st->arg_ids[dec[1]]);
        a = LLVMCreateTypeAttribute(ctx, kind, pt ? pt : LLVMInt8TypeInContext(ctx));
      } else {
        a = LLVMCreateEnumAttribute(ctx, kind, 0);
      }
    }
  }
  if (a) /* an attribute LLVM has no form for is dropped */
    LLVMAddCallSiteAttribute(call, at, a);
  return LSPV_SUCCESS;
}

static lspv_status rev_call(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  if (in->noperands < 3)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpFunctionPointerCallINTEL without a function pointer");
  unsigned nargs = in->noperands - 3;
  LLVMTypeRef rt = lspv_rev_type(c, in->type_id);
  LLVMValueRef callee = lspv_rev_value(c, in->operands[2]);
  LLVMValueRef *args = lspv_rev_alloc(c, (nargs + 1) * sizeof *args);
  LLVMTypeRef *types = lspv_rev_alloc(c, (nargs + 1) * sizeof *types);
  if (!rt || !callee || !args || !types)
    return LSPV_ERROR_INVALID_INPUT;
  for (unsigned i = 0; i < nargs; i++) {
    if (!(args[i] = lspv_rev_value(c, in->operands[3 + i])))
      return LSPV_ERROR_INVALID_INPUT;
    types[i] = LLVMTypeOf(args[i]);
  }
  LLVMTypeRef fnty = LLVMFunctionType(rt, types, nargs, 0);
  LLVMValueRef call = LLVMBuildCall2(lspv_rev_builder(c), fnty, callee, args, nargs, "");
  LLVMSetInstructionCallConv(call, LLVMSPIRFUNCCallConv);
  lspv_rev_set_value(c, in->result_id, call);
  /* Its decorations come next (ArgumentAttributeINTEL): they need the
   * SPIR-V types of the arguments. */
  rev_call_state *st = rev_state(c);
  if (!st)
    return lspv_rev_error(c, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", in->word_offset,
                          "out of memory");
  st->call = call;
  st->arg_ids = in->operands + 3;
  st->nargs = nargs;
  return LSPV_SUCCESS;
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  return in->opcode == SPV_OpConstantFunctionPointerINTEL ? rev_constant(c, in) : rev_call(c, in);
}

/* Under the option, a pointer to an OpTypeFunction is a pointer into address
 * space 9, whatever its storage class. */
static lspv_status rev_type(lspv_rev_ctx *c, const lspv_spv_inst *in, LLVMTypeRef *ty) {
  lspv_spv_inst pointee;
  if (in->opcode != SPV_OpTypePointer || in->noperands < 3 || !emit_addr_space_rev(c) ||
      lspv_rev_def(c, in->operands[2], &pointee) || pointee.opcode != SPV_OpTypeFunction)
    return LSPV_DECLINED;
  *ty = LLVMPointerTypeInContext(lspv_rev_context(c), CODE_SECTION_AS);
  return LSPV_SUCCESS;
}

static lspv_status rev_storage_class(lspv_rev_ctx *c, uint32_t sc, unsigned *as) {
  if (sc != SPV_StorageClass_CodeSectionINTEL)
    return LSPV_DECLINED;
  *as = emit_addr_space_rev(c) ? CODE_SECTION_AS : 0;
  return LSPV_SUCCESS;
}

static lspv_status rev_decoration(lspv_rev_ctx *c, LLVMValueRef target, const uint32_t *dec,
                                  uint32_t ndec, uint32_t word_offset) {
  if (dec[0] == SPV_Decoration_ArgumentAttributeINTEL)
    return rev_argument_attribute(c, target, dec, ndec, word_offset);
  if (dec[0] != SPV_Decoration_ReferencedIndirectlyINTEL)
    return LSPV_SUCCESS;
  if (!LLVMIsAFunction(target))
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidDecoration", word_offset,
                          "ReferencedIndirectlyINTEL decorates a non-function");
  static const char attr[] = "referenced-indirectly";
  LLVMAddAttributeAtIndex(
      target, LLVMAttributeFunctionIndex,
      LLVMCreateStringAttribute(lspv_rev_context(c), attr, sizeof attr - 1, "", 0));
  return LSPV_SUCCESS;
}

/* ---- checker -----------------------------------------------------------------*/

/* The OpTypeFunction a pointer type points to, 0 when it is not one. */
static uint32_t pointee_function(const lspv_check_ctx *c, uint32_t ptr_type) {
  lspv_spv_inst p, f;
  if (lspv_check_def(c, ptr_type, &p) || p.opcode != SPV_OpTypePointer || p.noperands < 3 ||
      lspv_check_def(c, p.operands[2], &f) || f.opcode != SPV_OpTypeFunction)
    return 0;
  return p.operands[2];
}

/* Spec: Result Type is a pointer to the OpTypeFunction of Function, which
 * is an OpFunction. */
static lspv_status check_constant(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst fn;
  if (in->noperands != 3 || lspv_check_def(c, in->operands[2], &fn) ||
      fn.opcode != SPV_OpFunction || fn.noperands < 4)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpConstantFunctionPointerINTEL: Function must be an OpFunction");
  if (pointee_function(c, in->type_id) != fn.operands[3])
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpConstantFunctionPointerINTEL: Result Type must point to the "
                             "type %u of function %u",
                             fn.operands[3], in->operands[2]);
  return LSPV_SUCCESS;
}

/* Spec: the first operand is a pointer to an OpTypeFunction whose return
 * type is Result Type and whose parameter types are the arguments' types. */
static lspv_status check_call(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst callee, fnty, arg;
  uint32_t f = 0;
  if (in->noperands >= 3 && !lspv_check_def(c, in->operands[2], &callee))
    f = pointee_function(c, callee.type_id);
  if (!f || lspv_check_def(c, f, &fnty))
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpFunctionPointerCallINTEL: the callee must be a pointer to an "
                             "OpTypeFunction");
  if (fnty.operands[1] != in->type_id)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpFunctionPointerCallINTEL: Result Type differs from the return "
                             "type %u of the callee's function type",
                             fnty.operands[1]);
  if (fnty.noperands - 2 != in->noperands - 3)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpFunctionPointerCallINTEL: %u arguments for a function type of "
                             "%u parameters",
                             in->noperands - 3, fnty.noperands - 2);
  for (uint32_t i = 3; i < in->noperands; i++)
    if (lspv_check_def(c, in->operands[i], &arg) || arg.type_id != fnty.operands[i - 1])
      return lspv_check_report(c, in, "InvalidInstruction",
                               "OpFunctionPointerCallINTEL: argument %u does not have the "
                               "parameter type %u",
                               i - 2, fnty.operands[i - 1]);
  return LSPV_SUCCESS;
}

/* Spec: ReferencedIndirectlyINTEL decorates functions. */
static lspv_status check_decorate(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands < 2 || in->operands[1] != SPV_Decoration_ReferencedIndirectlyINTEL ||
      lspv_check_def_opcode(c, in->operands[0]) == SPV_OpFunction)
    return LSPV_SUCCESS;
  return lspv_check_report(c, in, "InvalidDecoration",
                           "ReferencedIndirectlyINTEL must decorate an OpFunction");
}

/* A function value cast for the core (fwd_function_value) is a spec
 * constant: an aggregate holding one must be an OpSpecConstantComposite
 * (SPIR-V 2.16.1: OpConstantComposite constituents are constants), which
 * the core's constant translation does not choose yet.  Output that would
 * break that rule is refused here rather than written. */
static lspv_status check_composite(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst k;
  for (uint32_t i = 2; i < in->noperands; i++) {
    /* Through the casts the core may add (an addrspacecast of the function
     * pointer is PtrCastToGeneric of the cast): a bounded chain. */
    uint32_t id = in->operands[i];
    for (unsigned depth = 0; depth < 8; depth++) {
      if (lspv_check_def(c, id, &k) || k.opcode != SPV_OpSpecConstantOp || k.noperands < 4)
        break;
      id = k.operands[3];
      if (lspv_check_def_opcode(c, id) == SPV_OpConstantFunctionPointerINTEL)
        return lspv_check_report(c, in, "InvalidInstruction",
                                 "a function pointer in a constant aggregate (constituent %u) "
                                 "needs OpSpecConstantComposite, which lspv does not write yet",
                                 i - 1);
    }
  }
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"function pointers in constant aggregates", SPV_OpConstantComposite, check_composite, NULL,
     LSPV_CHECK_ALWAYS},
    {"function pointer constant type", SPV_OpConstantFunctionPointerINTEL, check_constant, NULL,
     LSPV_CHECK_ALWAYS},
    {"function pointer call signature", SPV_OpFunctionPointerCallINTEL, check_call, NULL,
     LSPV_CHECK_ALWAYS},
    {"ReferencedIndirectlyINTEL target", SPV_OpDecorate, check_decorate, NULL, LSPV_CHECK_ALWAYS},
};

static const lspv_plugin_option options[] = {
    {OPT_ADDR_SPACE,
     "function pointers in LLVM address space 9 <-> the CodeSectionINTEL storage class "
     "(SPV_INTEL_function_pointers)",
     LSPV_OPTION_FLAG, NULL},
    {NULL, NULL, LSPV_OPTION_FLAG, NULL},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpConstantFunctionPointerINTEL,
                                   SPV_OpFunctionPointerCallINTEL, 0};
static const uint32_t decorations[] = {SPV_Decoration_ReferencedIndirectlyINTEL,
                                       SPV_Decoration_ArgumentAttributeINTEL, 0};
static const uint32_t type_opcodes[] = {SPV_OpTypePointer, 0};
static const uint32_t storage_classes[] = {SPV_StorageClass_CodeSectionINTEL, 0};

const lspv_plugin lspv_plugin_function_pointers = {
    LSPV_PLUGIN_HEADER,
    .name = "function-pointers",
    .extensions = extensions,
    .opcodes = opcodes,
    .decorations = decorations,
    .type_opcodes = type_opcodes,
    .storage_classes = storage_classes,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .options = options,
    .fwd_global_object = fwd_global_object,
    .fwd_storage_class = fwd_storage_class,
    .fwd_function_value = fwd_function_value,
    .fwd_call = fwd_call,
    .fwd_indirect_call = fwd_indirect_call,
    .rev_instruction = rev_instruction,
    .rev_type = rev_type,
    .rev_storage_class = rev_storage_class,
    .rev_decoration = rev_decoration,
    .fwd_global_storage_class = fwd_global_storage_class,
};
