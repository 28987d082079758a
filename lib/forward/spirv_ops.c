/*===-- forward/spirv_ops.c - `__spirv_<Op>` calls through the grammar -----===*\
|* The SPIR-V friendly IR names an instruction by its grammar name: the     *|
|* call's arguments are the instruction's operands in order, <id> operands   *|
|* as values, literal and enumerant operands as constant integers (a mask   *|
|* operand followed by the parameters of its set bits, e.g. a MemoryAccess  *|
|* `Aligned` and its alignment).  Besides that shape:                       *|
|*  - a struct result may come back through an `sret` pointer (the first    *|
|*    argument of a void call): the instruction's result is stored there;   *|
|*  - a one-member struct (SYCL half) passed `byval` or returned `sret` is  *|
|*    its member: loaded and extracted, computed on, wrapped and stored;    *|
|*  - `__spirv_SpecConstant(id, default)` is a specialization constant with *|
|*    SpecId `id` (OpSpecConstant, or OpSpecConstantTrue/False for bool);    *|
|*    `__spirv_SpecConstantComposite(...)` of such constants is a module-   *|
|*    scope OpSpecConstantComposite;                                         *|
|*  - a `__spirv_` name that is no instruction is an ordinary function (as  *|
|*    llvm-spirv treats it): the caller makes it an OpFunctionCall.          *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

/* The pointee a pointer operand is seen at.  A pointer result is the
 * argument's own type; so are pointer-only operands (all at the first's).
 * Otherwise the pointee the mangled name spells; else a value result
 * (OpLoad, atomics); else (a void or bool result: OpStore, OpAtomicStore, a
 * prefetch...) the value the instruction stores: the first later plain
 * <id> operand that is no pointer and no bool, by the grammar; else the last
 * such argument; else i8. */
/* OpLoad and the core atomics whose Result Type must be the type Pointer
 * points to (SPIR-V 3.42.8, 3.42.18): the call's result type is the
 * pointee, whatever the mangled name spells (a pointer to another type is
 * cast to it). */
static bool result_is_pointee(unsigned opcode) {
  return opcode == SPV_OpLoad ||
         (opcode >= SPV_OpAtomicLoad && opcode <= SPV_OpAtomicXor && opcode != SPV_OpAtomicStore);
}

static uint32_t spirv_ptr_arg(fwd_ctx *c, LLVMValueRef call, LLVMValueRef a,
                              const lspv_inst_desc *d, unsigned o, unsigned next_arg) {
  /* Operands the spec types as pointers to an opaque type: OpGroupWaitEvents'
   * Events List points to OpTypeEvent (SPIR-V 3.42.21).  The SPIR-V
   * friendly IR holds a pipe storage as a pointer (`PU3AS119__spirv_PipeStorage`):
   * OpCreatePipeFromPipeStorage reads it as a pointer to OpTypePipeStorage,
   * a creator global as the OpConstantPipeStorage it stands for. */
  static const struct {
    unsigned opcode, operand;
    const char *ext;
  } typed[] = {{SPV_OpGroupWaitEvents, 2, "spirv.Event"},
               {SPV_OpCreatePipeFromPipeStorage, 2, "spirv.PipeStorage"}};
  if (d->opcode == SPV_OpCreatePipeFromPipeStorage) {
    uint32_t k = fwd_pipe_storage_constant(c, a);
    if (k)
      return k;
  }
  for (size_t i = 0; i < sizeof typed / sizeof *typed; i++)
    if (typed[i].opcode == d->opcode && typed[i].operand == o)
      return fwd_ptr_as(c, a, LLVMTargetExtTypeInContext(c->llctx, typed[i].ext, NULL, 0, NULL, 0));
  /* Atomic flags point to a 32-bit integer, and never through a pointer
   * without pointee type (spirv-val: "Untyped pointers are not supported
   * by atomic flag instructions"). */
  if (d->opcode == SPV_OpAtomicFlagTestAndSet || d->opcode == SPV_OpAtomicFlagClear)
    return fwd_typed_ptr_as(c, a, LLVMInt32TypeInContext(c->llctx));
  /* An OpenCL opaque value passed as a pointer (images_ptr.c) is itself. */
  if (fwd_opencl_ptr_type(c, a))
    return fwd_val(c, a);
  LLVMTypeRef rt = LLVMTypeOf(call);
  if (fwd_is_ptr(rt))
    return fwd_val_as(c, a, fwd_type(c, LLVMTypeOf(a), call));
  /* Pointers of one address space only (OpPtrEqual, OpPtrDiff): one
   * pointer type, the first argument's own. */
  unsigned n = LLVMGetNumArgOperands(call);
  LLVMValueRef first = n ? LLVMGetOperand(call, 0) : NULL;
  bool all_ptrs = n >= 2 && fwd_is_ptr(LLVMTypeOf(first));
  for (unsigned i = 1; i < n && all_ptrs; i++)
    all_ptrs = LLVMTypeOf(LLVMGetOperand(call, i)) == LLVMTypeOf(first);
  if (all_ptrs) {
    uint32_t ty = fwd_value_type(c, first);
    return ty ? fwd_val_as(c, a, ty) : 0;
  }
  /* A bool result (OpAtomicFlagTestAndSet) is no pointee: bool has no
   * memory form; such an operation's memory is typed like its operands. */
  bool is_bool = LLVMGetTypeKind(rt) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(rt) == 1;
  /* The mangled name may say what the pointer points to ("PU3AS1Kh"). */
  LLVMValueRef callee = LLVMGetCalledValue(call);
  const char *rest = NULL;
  LLVMTypeRef pointee = NULL;
  if (LLVMIsAFunction(callee) && next_arg > 0) {
    size_t len;
    fwd_demangle(LLVMGetValueName2(callee, &(size_t){0}), &len, &rest);
    pointee = rest && *rest ? fwd_mangled_param_pointee(c, rest, next_arg - 1) : NULL;
  }
  /* What the name spells wins over the result (a block read's vector is
   * read through a pointer to its component; a stochastic rounding's last
   * seed points to the seed's type, not to the result's). */
  if (pointee && !(result_is_pointee(d->opcode) && LLVMGetTypeKind(rt) != LLVMVoidTypeKind))
    return fwd_ptr_as(c, a, pointee);
  if (LLVMGetTypeKind(rt) != LLVMVoidTypeKind && !is_bool)
    return fwd_ptr_as(c, a, rt);
  for (unsigned o2 = o + 1, ai = next_arg; o2 < d->nops && ai < n; o2++, ai++) {
    LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(call, ai));
    if (lspv_inst_operand(d, o2)->kind == LSPV_OK_IdRef && !fwd_is_ptr(t) &&
        !(LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 1))
      return fwd_ptr_as(c, a, t);
  }
  LLVMTypeRef last = NULL;
  for (unsigned i = 0; i < n; i++) {
    LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(call, i));
    if (!fwd_is_ptr(t) &&
        !(LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 1))
      last = t;
  }
  return fwd_ptr_as(c, a, last ? last : fwd_i8(c));
}

/* The SPIR-V friendly suffixes of a conversion (`__spirv_ConvertFToU_Ruchar4_sat_rte`):
 * _sat is SaturatedConversion, _rte/_rtz/_rtp/_rtn FPRoundingMode. */
static void suffix_decorations(fwd_ctx *c, uint32_t id, const char *p, const char *end) {
  static const char *const modes[] = {"_rte", "_rtz", "_rtp", "_rtn"};
  for (; p < end; p++) {
    if (*p != '_' || end - p < 4)
      continue;
    if (!memcmp(p, "_sat", 4) && (end - p == 4 || p[4] == '_'))
      fwd_decorate(c, id, SPV_Decoration_SaturatedConversion, NULL, 0);
    for (uint32_t m = 0; m < 4; m++)
      if (!memcmp(p, modes[m], 4) && (end - p == 4 || p[4] == '_'))
        fwd_decorate(c, id, SPV_Decoration_FPRoundingMode, &m, 1);
  }
}

/* The type argument @p argno's `sret` or `byval` attribute @p attr names
 * (call site, else callee), or NULL. */
static LLVMTypeRef arg_type_attr(LLVMValueRef call, unsigned argno, const char *attr) {
  unsigned kind = LLVMGetEnumAttributeKindForName(attr, strlen(attr));
  LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(call, argno + 1, kind);
  LLVMValueRef fn = LLVMGetCalledValue(call);
  if (!a && LLVMIsAFunction(fn) && LLVMCountParams(fn) > argno)
    a = LLVMGetEnumAttributeAtIndex(fn, argno + 1, kind);
  return a && LLVMIsTypeAttribute(a) ? LLVMGetTypeAttributeValue(a) : NULL;
}

static LLVMTypeRef sret_type(LLVMValueRef call) { return arg_type_attr(call, 0, "sret"); }

/* A struct of one scalar or vector member: a wrapper class such as SYCL's
 * half or bfloat16, which reaches a `__spirv_` call through `sret` and
 * `byval` pointers.  The instruction computes on the member. */
static LLVMTypeRef wrapped_member(LLVMTypeRef t) {
  if (!t || LLVMGetTypeKind(t) != LLVMStructTypeKind || LLVMCountStructElementTypes(t) != 1)
    return NULL;
  LLVMTypeRef m = LLVMStructGetTypeAtIndex(t, 0);
  LLVMTypeKind k = LLVMGetTypeKind(m);
  return k == LLVMStructTypeKind || k == LLVMArrayTypeKind || fwd_is_ptr(m) ? NULL : m;
}

/* An integer, floating-point or vector type (what an instruction's value
 * operand may be). */
static bool is_scalar_or_vector(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    t = LLVMGetElementType(t);
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMIntegerTypeKind || k == LLVMHalfTypeKind || k == LLVMBFloatTypeKind ||
         k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind;
}

/* ---- operands ---------------------------------------------------------------------*/
typedef struct {
  fwd_ctx *c;
  LLVMValueRef call;
  const lspv_inst_desc *d;
  unsigned o;        /* the instruction operand being read */
  unsigned a, nargs; /* next argument, argument count */
  uint32_t ops[64];
  size_t k;
} op_state;

/* The relational and logical instructions (SPIR-V 3.42.15) compute bools;
 * the SPIR-V friendly IR may spell a bool as an integer (char lanes: LLVM
 * has no memory form of a bool vector).  OpSelect is the one exception. */
static bool computes_bool(unsigned op) {
  return op >= SPV_OpAny && op <= SPV_OpFUnordGreaterThanEqual && op != SPV_OpSelect;
}

/* The ones whose operands are bools too. */
static bool takes_bool(unsigned op) {
  return op == SPV_OpAny || op == SPV_OpAll || (op >= SPV_OpLogicalEqual && op <= SPV_OpLogicalNot);
}

static bool is_int_not_bool(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    t = LLVMGetElementType(t);
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) != 1;
}

static lspv_status id_operand(op_state *s, const lspv_operand_desc *od, LLVMValueRef arg) {
  fwd_ctx *c = s->c;
  /* A constant <id> Scope must name a Scope (SPIR-V 3.27); the translation
   * passes the call's operands through otherwise. */
  if (od->kind == LSPV_OK_IdScope && LLVMIsAConstantInt(arg) &&
      (LLVMConstIntGetZExtValue(arg) > UINT32_MAX ||
       !lspv_enum_by_value(LSPV_OK_Scope, (unsigned)LLVMConstIntGetZExtValue(arg))))
    return fwd_unsupported(c, s->call, "__spirv_ call scope operand is not a SPIR-V Scope");
  /* Memory semantics name at most one ordering (SPIR-V 3.25). */
  const uint64_t orders = SPV_MemorySemantics_Acquire | SPV_MemorySemantics_Release |
                          SPV_MemorySemantics_AcquireRelease |
                          SPV_MemorySemantics_SequentiallyConsistent;
  if (od->kind == LSPV_OK_IdMemorySemantics && LLVMIsAConstantInt(arg) &&
      (LLVMConstIntGetZExtValue(arg) > UINT32_MAX ||
       __builtin_popcountll(LLVMConstIntGetZExtValue(arg) & orders) > 1))
    return fwd_unsupported(c, s->call,
                           "__spirv_ call memory semantics name more than one ordering");
  /* A wrapper passed `byval` is its member's value: load and extract it;
   * a scalar or vector passed `byval` (an integer wider than 64 bits, as
   * clang passes it) is the loaded value. */
  LLVMTypeRef byval =
      fwd_is_ptr(LLVMTypeOf(arg)) ? arg_type_attr(s->call, s->a - 1, "byval") : NULL;
  LLVMTypeRef member = wrapped_member(byval);
  if (member || (byval && is_scalar_or_vector(byval))) {
    uint32_t ptr = fwd_ptr_as(c, arg, byval), st_ty = fwd_type(c, byval, s->call);
    uint32_t m_ty = member ? fwd_type(c, member, s->call) : st_ty;
    if (!ptr || !st_ty || !m_ty)
      return LSPV_ERROR_UNSUPPORTED;
    uint32_t load[3] = {st_ty, fwd_id(c), ptr}, ext[4] = {m_ty, fwd_id(c), load[1], 0};
    fwd_emit_body(c, SPV_OpLoad, load, 3);
    if (member)
      fwd_emit_body(c, SPV_OpCompositeExtract, ext, 4);
    s->ops[s->k++] = member ? ext[1] : load[1];
    return LSPV_SUCCESS;
  }
  /* The sign extension of a bool vector that only any/all read: the bools. */
  if (takes_bool(s->d->opcode) && fwd_sext_only_for_any_all(arg))
    arg = fwd_sext_bool_vector(arg);
  uint32_t id = fwd_is_ptr(LLVMTypeOf(arg)) ? spirv_ptr_arg(c, s->call, arg, s->d, s->o, s->a)
                                            : fwd_val(c, arg);
  if (!id)
    return LSPV_ERROR_UNSUPPORTED;
  if (takes_bool(s->d->opcode) && is_int_not_bool(LLVMTypeOf(arg))) { /* integer bools: != 0 */
    LLVMTypeRef at = LLVMTypeOf(arg);
    uint32_t ne[4] = {fwd_bool_like(c, at, s->call), fwd_id(c), id, fwd_splat_int(c, at, 0)};
    if (!ne[0] || !ne[3])
      return LSPV_ERROR_UNSUPPORTED;
    fwd_emit_body(c, SPV_OpINotEqual, ne, 4);
    id = ne[1];
  }
  s->ops[s->k++] = id;
  return LSPV_SUCCESS;
}

static lspv_status operand(op_state *s, const lspv_operand_desc *od);

/* The parameters of an enumerant (MemoryAccess Aligned's alignment...): the
 * next arguments, in the enumerant's parameter order. */
static lspv_status enum_params(op_state *s, const lspv_enum_desc *e) {
  for (unsigned p = 0; e && p < e->nparams; p++) {
    if (s->a >= s->nargs)
      return fwd_unsupported(s->c, s->call, "__spirv_ call lacks an operand's parameter");
    lspv_status st = operand(s, &e->params[p]);
    if (st)
      return st;
  }
  return LSPV_SUCCESS;
}

/* A literal or enumerant operand: a constant integer argument.  Its
 * enumerants' capabilities and extensions are required like the
 * instruction's, then the parameters of each (set bit of a mask). */
static lspv_status literal_operand(op_state *s, const lspv_operand_desc *od, LLVMValueRef arg) {
  fwd_ctx *c = s->c;
  if (!LLVMIsAConstantInt(arg))
    return fwd_unsupported(c, s->call, "__spirv_ call literal operand is not a constant");
  uint64_t v = LLVMConstIntGetZExtValue(arg);
  unsigned cat = lspv_kinds[od->kind].category;
  bool wide = cat == LSPV_CAT_LITERAL && od->kind != LSPV_OK_LiteralInteger &&
              LLVMGetIntTypeWidth(LLVMTypeOf(arg)) > 32;
  if (v > UINT32_MAX && !wide)
    return fwd_unsupported(c, s->call, "__spirv_ call literal operand does not fit 32 bits");
  s->ops[s->k++] = (uint32_t)v;
  if (wide && s->k < 64)
    s->ops[s->k++] = (uint32_t)(v >> 32);
  lspv_status st = LSPV_SUCCESS;
  if (cat == LSPV_CAT_VALUEENUM) {
    if ((st = fwd_need_enum(c, od->kind, (unsigned)v, s->call)) == LSPV_SUCCESS)
      st = enum_params(s, lspv_enum_by_value(od->kind, (unsigned)v));
  } else if (cat == LSPV_CAT_BITENUM) {
    for (unsigned b = 0; b < 32 && !st; b++)
      if (v & (1ull << b) && (st = fwd_need_enum(c, od->kind, 1u << b, s->call)) == LSPV_SUCCESS)
        st = enum_params(s, lspv_enum_by_value(od->kind, 1u << b));
  }
  return st;
}

static lspv_status operand(op_state *s, const lspv_operand_desc *od) {
  if (s->k >= 62)
    return fwd_unsupported(s->c, s->call, "__spirv_ call has too many operands");
  LLVMValueRef arg = LLVMGetOperand(s->call, s->a++);
  unsigned cat = lspv_kinds[od->kind].category;
  if (cat == LSPV_CAT_ID)
    return id_operand(s, od, arg);
  if (cat == LSPV_CAT_VALUEENUM || cat == LSPV_CAT_BITENUM ||
      (cat == LSPV_CAT_LITERAL && od->kind != LSPV_OK_LiteralString))
    return literal_operand(s, od, arg);
  return fwd_unsupported(s->c, s->call, "__spirv_ call operand kind not supported");
}

/* ---- __spirv_SpecConstant -----------------------------------------------------------*/
/* One constant per SpecId, remembered in the dedup map under a key no type
 * or constant has (OpDecorate SpecId <n>). */
static lspv_status spec_constant(fwd_ctx *c, LLVMValueRef call) {
  LLVMTypeRef rt = LLVMTypeOf(call);
  LLVMTypeKind rk = LLVMGetTypeKind(rt);
  bool is_float = rk == LLVMHalfTypeKind || rk == LLVMFloatTypeKind || rk == LLVMDoubleTypeKind;
  uint64_t spec_id = 0;
  if (LLVMGetNumArgOperands(call) != 2 || !LLVMIsAConstantInt(LLVMGetOperand(call, 0)) ||
      (spec_id = LLVMConstIntGetZExtValue(LLVMGetOperand(call, 0))) > UINT32_MAX)
    return fwd_unsupported(c, call,
                           "__spirv_SpecConstant takes a constant SpecId and a default value");
  if (rk != LLVMIntegerTypeKind && !is_float)
    return fwd_unsupported(c, call, "__spirv_SpecConstant of a type that is not a scalar");
  unsigned bits = rk == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(rt)
                  : rk == LLVMHalfTypeKind  ? 16
                  : rk == LLVMFloatTypeKind ? 32
                                            : 64;
  LLVMValueRef def = LLVMGetOperand(call, 1);
  if (is_float && LLVMTypeOf(def) == rt)
    def = LLVMConstBitCast(def, LLVMIntTypeInContext(c->llctx, bits));
  if (!LLVMIsAConstantInt(def))
    return fwd_unsupported(c, call, "__spirv_SpecConstant default value is not a constant");
  uint32_t tid = fwd_type(c, rt, call);
  if (!tid)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t key[3] = {SPV_OpDecorate, SPV_Decoration_SpecId, (uint32_t)spec_id}, id;
  /* A use met before the call (a phi) has already given the call its id. */
  uintptr_t early = 0;
  lspv_ptrmap_get(&c->vals, call, &early);
  if (lspv_wordmap_get(&c->dedup, key, 3, &id)) {
    c->unnamed = true; /* one OpName an id: the first call's */
    if (!early)
      return fwd_record(c, call, id);
    uint32_t copy[3] = {tid, (uint32_t)early, id};
    fwd_emit_body(c, SPV_OpCopyObject, copy, 3);
    return LSPV_SUCCESS;
  }
  uint64_t v = LLVMConstIntGetZExtValue(def);
  if (bits < 64)
    v &= (1ull << bits) - 1;
  uint32_t w[4] = {tid, id = early ? (uint32_t)early : fwd_id(c), (uint32_t)v, (uint32_t)(v >> 32)};
  if (bits == 1)
    fwd_emit(c, LSPV_SEC_GLOBAL, v ? SPV_OpSpecConstantTrue : SPV_OpSpecConstantFalse, w, 2);
  else
    fwd_emit(c, LSPV_SEC_GLOBAL, SPV_OpSpecConstant, w, bits > 32 ? 4 : 3);
  uint32_t sid = (uint32_t)spec_id;
  fwd_decorate(c, id, SPV_Decoration_SpecId, &sid, 1);
  if (!lspv_wordmap_put(&c->dedup, c->arena, key, 3, id) ||
      !lspv_ptrmap_put(&c->spec_ids, (void *)(uintptr_t)id, 1))
    c->b->oom = true;
  return fwd_record(c, call, id);
}

/* ---- __spirv_SpecConstantComposite ----------------------------------------------------*/
/* A composite of specialization constants (and constants) is itself one:
 * OpSpecConstantComposite, at module scope (SPIR-V 2.4: it is no function
 * instruction), deduplicated, so that every function that builds the same
 * composite uses one id.  A constituent computed inside a function cannot
 * be part of it: an error naming the call. */
static lspv_status spec_constant_composite(fwd_ctx *c, LLVMValueRef call) {
  unsigned n = LLVMGetNumArgOperands(call);
  uint32_t *ops = n ? lspv_arena_alloc(c->arena, n * sizeof(uint32_t)) : NULL;
  if (n && !ops)
    return fwd_oom(c);
  LLVMTypeKind rk = LLVMGetTypeKind(LLVMTypeOf(call));
  if (!n || (rk != LLVMStructTypeKind && rk != LLVMArrayTypeKind && rk != LLVMVectorTypeKind))
    return fwd_unsupported(c, call,
                           "__spirv_SpecConstantComposite takes constituents and returns a "
                           "struct, array or vector");
  uint32_t tid = fwd_value_type(c, call);
  if (!tid)
    return LSPV_ERROR_UNSUPPORTED;
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i);
    bool module_scope = LLVMIsAConstant(a) && !LLVMIsAGlobalValue(a);
    if (!(ops[i] = fwd_val(c, a)))
      return LSPV_ERROR_UNSUPPORTED;
    uintptr_t one;
    if (!module_scope && !lspv_ptrmap_get(&c->spec_ids, (void *)(uintptr_t)ops[i], &one))
      return fwd_unsupported(c, call,
                             "__spirv_SpecConstantComposite constituent is neither a constant "
                             "nor a specialization constant");
  }
  uint32_t id = fwd_spec_composite(c, tid, ops, n);
  if (!id)
    return LSPV_ERROR_UNSUPPORTED;
  /* A use met before the call (a phi) has already given the call its id. */
  uintptr_t early = 0;
  if (!lspv_ptrmap_get(&c->vals, call, &early))
    return fwd_record(c, call, id);
  uint32_t copy[3] = {tid, (uint32_t)early, id};
  fwd_emit_body(c, SPV_OpCopyObject, copy, 3);
  return LSPV_SUCCESS;
}

/* ---- __spirv_ConstantComposite --------------------------------------------------------*/
/* A composite of a type LLVM has no constant of (a cooperative matrix):
 * reverse spells OpConstantComposite as this call.  Of constants it is the
 * module-scope constant again; of other values, OpCompositeConstruct. */
static lspv_status constant_composite(fwd_ctx *c, LLVMValueRef call) {
  unsigned n = LLVMGetNumArgOperands(call);
  uint32_t w[64];
  if (n + 2 > sizeof w / sizeof w[0])
    return fwd_unsupported(c, call, "__spirv_ConstantComposite has too many constituents");
  LLVMTypeRef rt = LLVMTypeOf(call);
  /* A matrix is filled with its one constituent (SPV_KHR_cooperative_matrix:
   * "exactly one Constituent", of the component type). */
  if (LLVMGetTypeKind(rt) == LLVMTargetExtTypeKind &&
      (n != 1 || LLVMGetTargetExtTypeNumTypeParams(rt) < 1 ||
       LLVMTypeOf(LLVMGetOperand(call, 0)) != LLVMGetTargetExtTypeTypeParam(rt, 0)))
    return fwd_unsupported(c, call,
                           "__spirv_ConstantComposite of a target extension type takes one "
                           "constituent of its component type");
  if (!(w[0] = fwd_value_type(c, call)))
    return LSPV_ERROR_UNSUPPORTED;
  bool all_const = true;
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i);
    all_const = all_const && LLVMIsAConstant(a) && !LLVMIsAGlobalValue(a);
    if (!(w[2 + i] = fwd_val(c, a)))
      return LSPV_ERROR_UNSUPPORTED;
  }
  w[1] = fwd_result_id(c, call);
  if (!all_const) {
    fwd_emit_body(c, SPV_OpCompositeConstruct, w, n + 2);
    return LSPV_SUCCESS;
  }
  fwd_emit(c, LSPV_SEC_GLOBAL, SPV_OpConstantComposite, w, n + 2);
  return LSPV_SUCCESS;
}

/* ---- __spirv_<...>AccessChain -----------------------------------------------------------*/
/* The access chains, by kind: 1 a chain, 2 its first index an Element (the
 * Ptr forms), 4 the untyped forms of a plugin's pointers without pointee
 * (lspv_untyped_pointer_ops), which name the base's pointee as Base Type. */
static unsigned chain_kind(fwd_ctx *c, unsigned op) {
  if (op == SPV_OpAccessChain || op == SPV_OpInBoundsAccessChain)
    return 1;
  if (op == SPV_OpPtrAccessChain || op == SPV_OpInBoundsPtrAccessChain)
    return 3;
  for (size_t i = 0; i < c->o->plugins.n; i++) {
    const lspv_untyped_pointer_ops *u = c->o->plugins.v[i]->untyped_pointer_ops;
    if (u && (op == u->access_chain || op == u->in_bounds_access_chain))
      return 5;
    if (u && (op == u->ptr_access_chain || op == u->in_bounds_ptr_access_chain))
      return 7;
  }
  return 0;
}

/* What the indices of access-chain call @p call (of @p kind) select in its
 * base seen at @p pointee: a struct's member by constant, an array's, a
 * vector's or an opaque type's component (a cooperative matrix's).  NULL
 * with *why set when they do not walk it. */
static LLVMTypeRef chain_walk(LLVMValueRef call, unsigned kind, LLVMTypeRef pointee,
                              const char **why) {
  unsigned n = LLVMGetNumArgOperands(call);
  LLVMTypeRef t = pointee;
  for (unsigned i = (kind & 2) ? 2 : 1; i < n; i++) {
    LLVMValueRef ix = LLVMGetOperand(call, i);
    switch (LLVMGetTypeKind(t)) {
    case LLVMStructTypeKind:
      if (!LLVMIsAConstantInt(ix) ||
          LLVMConstIntGetZExtValue(ix) >= LLVMCountStructElementTypes(t)) {
        *why = "__spirv_ access chain index into a struct is not a constant member number";
        return NULL;
      }
      t = LLVMStructGetTypeAtIndex(t, (unsigned)LLVMConstIntGetZExtValue(ix));
      break;
    case LLVMArrayTypeKind:
    case LLVMVectorTypeKind: t = LLVMGetElementType(t); break;
    case LLVMTargetExtTypeKind:
      if (LLVMGetTargetExtTypeNumTypeParams(t) > 0) {
        t = LLVMGetTargetExtTypeTypeParam(t, 0);
        break;
      }
      /* fall through */
    default:
      *why = "__spirv_ access chain index goes into a type that is not a composite";
      return NULL;
    }
  }
  return t;
}

LLVMTypeRef fwd_access_chain_pointee(fwd_ctx *c, LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee) || !LLVMIsDeclaration(callee) ||
      LLVMGetNumArgOperands(call) < 1 || !fwd_is_ptr(LLVMTypeOf(LLVMGetOperand(call, 0))))
    return NULL;
  size_t nlen = 0, len = 0;
  const char *name = LLVMGetValueName2(callee, &nlen), *rest = NULL;
  const char *base = fwd_demangle(name, &len, &rest);
  static const char spv[] = "__spirv_";
  if (len <= sizeof spv - 1 || memcmp(base, spv, sizeof spv - 1))
    return NULL;
  const lspv_inst_desc *d = lspv_inst_by_name(base + sizeof spv - 1, len - (sizeof spv - 1));
  unsigned kind = d ? chain_kind(c, d->opcode) : 0;
  if (!kind || (kind & 4))
    return NULL;
  const char *why = NULL;
  return chain_walk(call, kind, fwd_pointee(c, LLVMGetOperand(call, 0)), &why);
}

/* A call of an access chain: the base (the first argument) is seen at its
 * inferred pointee, the indices walk it (chain_walk), and the result points
 * to what they select in the base's storage class; a bitcast gives it the
 * type the result's uses infer (which is that type unless a use says
 * otherwise: fwd_access_chain_pointee). */
static lspv_status access_chain(fwd_ctx *c, LLVMValueRef call, unsigned opcode, unsigned kind) {
  unsigned n = LLVMGetNumArgOperands(call);
  LLVMValueRef base = n ? LLVMGetOperand(call, 0) : NULL;
  if (!base || !fwd_is_ptr(LLVMTypeOf(base)) || !fwd_is_ptr(LLVMTypeOf(call)) || n > 60)
    return fwd_unsupported(c, call,
                           "__spirv_ access chain takes a pointer base and indices and "
                           "returns a pointer");
  LLVMTypeRef pointee = fwd_pointee(c, base);
  if (!pointee)
    pointee = fwd_i8(c);
  const char *why = NULL;
  LLVMTypeRef t = chain_walk(call, kind, pointee, &why);
  if (!t)
    return fwd_unsupported(c, call, why);
  uint32_t sc = fwd_value_sc(c, base);
  if (sc == ~0u)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t want = fwd_value_type(c, call);
  uint32_t rt = (kind & 4) ? want : fwd_ptr_type(c, sc, t, call);
  /* A typed chain whose result is a pointer without pointee (the plugin's
   * pointers) is that plugin's untyped chain. */
  if (!(kind & 4) && rt && fwd_is_untyped_ptr(c, rt) && c->uops) {
    bool inb = opcode == SPV_OpInBoundsAccessChain || opcode == SPV_OpInBoundsPtrAccessChain;
    opcode = (kind & 2) ? (inb ? c->uops->in_bounds_ptr_access_chain : c->uops->ptr_access_chain)
                        : (inb ? c->uops->in_bounds_access_chain : c->uops->access_chain);
    kind |= 4;
  }
  uint32_t b = fwd_ptr_as(c, base, pointee);
  uint32_t bt = (kind & 4) ? fwd_type(c, pointee, call) : 0;
  if (!want || !rt || !b || ((kind & 4) && !bt))
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t ops[64], k = 0, res = fwd_result_id(c, call);
  ops[k++] = rt;
  ops[k++] = rt == want ? res : fwd_id(c);
  if (kind & 4)
    ops[k++] = bt;
  ops[k++] = b;
  for (unsigned i = 1; i < n; i++)
    if (!(ops[k++] = fwd_val(c, LLVMGetOperand(call, i))))
      return LSPV_ERROR_UNSUPPORTED;
  lspv_status st = fwd_need_inst(c, opcode, call);
  if (st)
    return st;
  fwd_emit_body(c, opcode, ops, k);
  if (ops[1] != res) {
    uint32_t cast[3] = {want, res, ops[1]};
    fwd_emit_body(c, SPV_OpBitcast, cast, 3);
  }
  return LSPV_SUCCESS;
}

/* ---- the instruction ------------------------------------------------------------------*/
lspv_status fwd_spirv_op(fwd_ctx *c, LLVMValueRef call, const char *name, size_t len) {
  if (len == 12 && !memcmp(name, "SpecConstant", 12))
    return spec_constant(c, call);
  if (len == 21 && !memcmp(name, "SpecConstantComposite", 21))
    return spec_constant_composite(c, call);
  if (len >= 17 && !memcmp(name, "ConstantComposite", 17) && (len == 17 || name[17] == '_'))
    return constant_composite(c, call);
  /* The name, else the name without a suffix (_R<type>, _ToGlobal...). */
  const lspv_inst_desc *d = lspv_inst_by_name(name, len);
  for (size_t n = len; !d && n > 1; n--)
    if (name[n - 1] == '_')
      d = lspv_inst_by_name(name, n - 1);
  if (!d)
    return LSPV_DECLINED; /* an ordinary function that happens to be named __spirv_ */
  /* OpLessOrGreater is deprecated (SPIR-V 1.5) for OpFOrdNotEqual, which
   * computes the same and which llvm-spirv writes for it. */
  if (d->opcode == SPV_OpLessOrGreater)
    d = lspv_inst_by_opcode(SPV_OpFOrdNotEqual);
  unsigned chain = chain_kind(c, d->opcode);
  if (chain)
    return access_chain(c, call, d->opcode, chain);
  op_state s = {.c = c, .call = call, .d = d, .nargs = LLVMGetNumArgOperands(call)};
  bool is_void = LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMVoidTypeKind;
  LLVMTypeRef sret = is_void && d->has_result && s.nargs ? sret_type(call) : NULL;
  if (d->has_type != d->has_result || (d->has_result && is_void && !sret) ||
      (!d->has_result && !is_void))
    return fwd_unsupported(c, call, "__spirv_ call result does not match the instruction");
  if (sret) { /* the struct result is stored through the first argument */
    s.a = 1;
    LLVMTypeRef member = wrapped_member(sret);
    s.ops[s.k++] = fwd_type(c, member ? member : sret, call);
    s.ops[s.k++] = fwd_id(c);
  } else if (d->has_result) {
    /* The result type is taken after the operands (below): their pointer
     * casts come first, as they do when the casts are instructions. */
    s.ops[s.k++] = 0;
    s.ops[s.k++] = fwd_result_id(c, call);
  }
  /* A bool computed into an integer: the bool, then a select of 1 (a
   * scalar) or all ones (vector lanes, as OpenCL's relationals) and 0. */
  bool int_bool =
      d->has_result && !sret && computes_bool(d->opcode) && is_int_not_bool(LLVMTypeOf(call));
  bool only_bool = false;
  if (int_bool) {
    s.ops[0] = fwd_bool_like(c, LLVMTypeOf(call), call);
    s.ops[1] = fwd_bool_result(c, call, &only_bool);
    if (!s.ops[0])
      return LSPV_ERROR_UNSUPPORTED;
  }
  if (sret && !s.ops[0])
    return LSPV_ERROR_UNSUPPORTED;
  for (unsigned o = 0; o < d->nops && s.a < s.nargs; o++) {
    const lspv_operand_desc *od = lspv_inst_operand(d, o);
    if (od->kind == LSPV_OK_IdResultType || od->kind == LSPV_OK_IdResult)
      continue;
    s.o = o;
    do {
      lspv_status st = operand(&s, od);
      if (st)
        return st;
    } while (od->quant == LSPV_Q_STAR && s.a < s.nargs);
  }
  if (s.a != s.nargs)
    return fwd_unsupported(c, call, "__spirv_ call has more arguments than the instruction");
  if (d->has_result && !s.ops[0] && !(s.ops[0] = fwd_value_type(c, call)))
    return LSPV_ERROR_UNSUPPORTED;
  lspv_status st = fwd_need_inst(c, d->opcode, call);
  if (st)
    return st;
  if (d->opcode >= SPV_OpAtomicLoad && d->opcode <= SPV_OpAtomicXor)
    fwd_need_atomic_width(c, is_void && s.nargs ? LLVMTypeOf(LLVMGetOperand(call, s.nargs - 1))
                                                : LLVMTypeOf(call));
  fwd_emit_body(c, d->opcode, s.ops, s.k);
  if (int_bool && (st = fwd_bool_to_int(c, call, s.ops[1], only_bool)))
    return st;
  if (sret) {
    uint32_t ptr = fwd_ptr_as(c, LLVMGetOperand(call, 0), sret);
    uint32_t store[2] = {ptr, s.ops[1]};
    if (!ptr)
      return LSPV_ERROR_UNSUPPORTED;
    if (wrapped_member(sret)) { /* wrap the member's result back */
      uint32_t wrap[3] = {fwd_type(c, sret, call), fwd_id(c), s.ops[1]};
      fwd_emit_body(c, SPV_OpCompositeConstruct, wrap, 3);
      store[1] = wrap[1];
    }
    fwd_emit_body(c, SPV_OpStore, store, 2);
    return LSPV_SUCCESS;
  }
  size_t base = strlen(d->name) - (strncmp(d->name, "Op", 2) ? 0 : 2);
  if (d->has_result && base < len)
    suffix_decorations(c, s.ops[1], name + base, name + len);
  return LSPV_SUCCESS;
}
