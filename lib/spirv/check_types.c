/*===-- spirv/check_types.c - type rules of a module read for translation -===*\
|*                                                                            *|
|* The structural checker (check.c) knows layout, ids and operand kinds.      *|
|* A module read for translation must also be typed the way the SPIR-V spec   *|
|* says (2.16 Validation Rules and each instruction's text), which is what    *|
|* spirv-val checks beyond the grammar.  These rules run on input (reverse)   *|
|* after the structural ones passed, so every id used is defined, every       *|
|* IdResultType names a type, and forward references are where SPIR-V         *|
|* allows them.  They check, on SPIR-V types (LLVM's opaque pointers and      *|
|* signless integers would hide most of it):                                  *|
|*  - types: integer and float widths and the capabilities they need,         *|
|*    Kernel integers signless, vector components and sizes, array lengths,   *|
|*    struct members, function types, no duplicate non-aggregate type;        *|
|*  - value operands are values (not types, labels or functions);             *|
|*  - variables, functions, parameters, calls and returns against their       *|
|*    types; loads, stores, access chains and pointer casts against pointee   *|
|*    and storage class; composites and constants against their type;         *|
|*  - arithmetic, comparison and conversion operand types;                    *|
|*  - decoration targets that spirv-val restricts.                            *|
|* docs/reverse.md (Input validation) lists what is left to spirv-val.        *|
\*===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

#include "spirv/check.h"
#include "spirv/check_walk.h"

typedef struct {
  lspv_check_ctx *c;
  const lspv_spv_view *v;
  const lspv_inst *fn;      /* enclosing OpFunction */
  const lspv_inst *fn_type; /* its OpTypeFunction */
  unsigned nparams;         /* OpFunctionParameter seen in it */
  bool defined;             /* a function definition was seen */
} tctx;

/* A rule group that does not handle the opcode. */
#define DECLINED ((lspv_status)100)
#define BAD(t, in, ...) lspv_check_report_at((t)->c, (in), "InvalidModule", __VA_ARGS__)

/* ---- type queries ------------------------------------------------------------*/
static const lspv_inst *def(const tctx *t, uint32_t id) { return lspv_view_def(t->v, id); }
static uint32_t op(const tctx *t, const lspv_inst *in, unsigned i) { return lspv_op(t->v, in, i); }

static bool is_type_op(const tctx *t, unsigned opcode) {
  const lspv_inst_desc *d = lspv_gx_inst(t->v->gx, opcode);
  /* A type has a result and no result type: the name test only for those. */
  return d && ((d->has_result && !d->has_type) || opcode == SPV_OpTypeForwardPointer) &&
         strncmp(d->name, "OpType", 6) == 0;
}

/* The type instruction of value @p id; NULL for types, labels, functions. */
static const lspv_inst *vtype(const tctx *t, uint32_t id) {
  const lspv_inst *d = def(t, id);
  if (!d || !d->type || d->opcode == SPV_OpFunction)
    return NULL;
  return def(t, d->type);
}

static unsigned top(const lspv_inst *ty) { return ty ? ty->opcode : 0; }

/* Component type of a vector, the type itself otherwise. */
static const lspv_inst *scalar(const tctx *t, const lspv_inst *ty) {
  return top(ty) == SPV_OpTypeVector ? def(t, op(t, ty, 1)) : ty;
}
static unsigned lanes(const tctx *t, const lspv_inst *ty) {
  return top(ty) == SPV_OpTypeVector ? op(t, ty, 2) : 1;
}
static unsigned width(const tctx *t, const lspv_inst *ty) {
  const lspv_inst *s = scalar(t, ty);
  return top(s) == SPV_OpTypeInt || top(s) == SPV_OpTypeFloat ? op(t, s, 1) : 0;
}

enum { K_INT = 1, K_FLOAT = 2, K_BOOL = 4, K_PTR = 8 };
/* Kind of a scalar or vector type (0 otherwise). */
/* A type an extension introduces (its grammar row names extensions, e.g. a
 * cooperative matrix): which instructions take it, and how, is that
 * extension's rule, which its plugin checks. */
static bool extension_type(const lspv_inst *ty) {
  const lspv_inst_desc *d = ty ? lspv_inst_by_opcode(ty->opcode) : NULL;
  return d && d->nexts > 0;
}

/* A pointer type without pointee (lspv_is_untyped_pointer_type_op): it
 * points at whatever its user names, so no pointee comparison applies. */
static bool untyped(const lspv_inst *ty) {
  return ty && ty->opcode != SPV_OpTypePointer && lspv_is_untyped_pointer_type_op(ty->opcode);
}
static bool is_ptr(const lspv_inst *ty) { return top(ty) == SPV_OpTypePointer || untyped(ty); }

static unsigned kind(const tctx *t, const lspv_inst *ty) {
  if (untyped(ty))
    return K_PTR;
  switch (top(scalar(t, ty))) {
  case SPV_OpTypeInt: return K_INT;
  case SPV_OpTypeFloat: return K_FLOAT;
  case SPV_OpTypeBool: return K_BOOL;
  case SPV_OpTypePointer: return top(ty) == SPV_OpTypePointer ? K_PTR : 0;
  default: return 0;
  }
}
static bool is_scalar(const lspv_inst *ty) { return top(ty) != SPV_OpTypeVector; }

static uint32_t ptr_sc(const tctx *t, const lspv_inst *p) { return op(t, p, 1); }
static const lspv_inst *pointee(const tctx *t, const lspv_inst *p) {
  return top(p) == SPV_OpTypePointer ? def(t, op(t, p, 2)) : NULL;
}

static bool is_constant_op(unsigned opcode) {
  switch (opcode) {
  case SPV_OpConstantTrue:
  case SPV_OpConstantFalse:
  case SPV_OpConstant:
  case SPV_OpConstantComposite:
  case SPV_OpConstantSampler:
  case SPV_OpConstantNull:
  case SPV_OpSpecConstantTrue:
  case SPV_OpSpecConstantFalse:
  case SPV_OpSpecConstant:
  case SPV_OpSpecConstantComposite:
  case SPV_OpSpecConstantOp:
  case SPV_OpUndef: return true;
  default: return false;
  }
}

/* A constant: a core one, or a module-scope instruction with a result type
 * that the grammar places among the types and constants (an extension's
 * constant, e.g. a function pointer), which its plugin checks. */
static bool is_constant_def(const tctx *t, const lspv_inst *d) {
  if (is_constant_op(d->opcode))
    return true;
  const lspv_inst_desc *desc = lspv_inst_desc_of(t->v, d);
  return desc && desc->has_type && desc->placement == LSPV_SEC_GLOBAL;
}

/* The value of an OpConstant of a 32-or-fewer-bit integer type, in *out. */
static bool const_u32(const tctx *t, uint32_t id, uint32_t *out) {
  const lspv_inst *d = def(t, id);
  if (!d || d->opcode != SPV_OpConstant || top(def(t, d->type)) != SPV_OpTypeInt)
    return false;
  *out = op(t, d, 2);
  return true;
}

/* ---- types ---------------------------------------------------------------------*/
static bool cap(const tctx *t, unsigned c) { return lspv_check_declares_capability(t->c, c) != 0; }

/* A capability a plugin gives vectors of any component count with. */
static bool any_vector_size(const tctx *t) {
  const lspv_check_rules *r = lspv_check_rules_of(t->c);
  for (size_t i = 0; r && i < r->nany_vector_caps; i++)
    if (cap(t, r->any_vector_caps[i]))
      return true;
  return false;
}

static lspv_status check_type(tctx *t, const lspv_inst *in) {
  uint32_t w;
  const lspv_inst *e;
  switch (in->opcode) {
  case SPV_OpTypeInt:
    w = op(t, in, 1);
    if (w == 8 && !cap(t, SPV_Capability_Int8) && !cap(t, SPV_Capability_StorageBuffer8BitAccess) &&
        !cap(t, SPV_Capability_UniformAndStorageBuffer8BitAccess) &&
        !cap(t, SPV_Capability_StoragePushConstant8))
      return BAD(t, in, "an 8-bit integer type needs the Int8 capability");
    if (w == 16 && !cap(t, SPV_Capability_Int16) &&
        !cap(t, SPV_Capability_StorageBuffer16BitAccess) &&
        !cap(t, SPV_Capability_StorageUniform16) && !cap(t, SPV_Capability_StoragePushConstant16) &&
        !cap(t, SPV_Capability_StorageInputOutput16))
      return BAD(t, in, "a 16-bit integer type needs the Int16 capability");
    if (w == 64 && !cap(t, SPV_Capability_Int64))
      return BAD(t, in, "a 64-bit integer type needs the Int64 capability");
    /* Other widths are an extension's (a plugin's checker rule). */
    if (w == 0)
      return BAD(t, in, "integer width 0");
    if (op(t, in, 2) > 1)
      return BAD(t, in, "signedness %u is not 0 or 1", op(t, in, 2));
    if (op(t, in, 2) && cap(t, SPV_Capability_Kernel))
      return BAD(t, in, "integer types are signless (signedness 0) with the Kernel capability");
    break;
  case SPV_OpTypeFloat:
    w = op(t, in, 1);
    if (lspv_nops(in) > 2)
      break; /* a floating-point encoding: not an IEEE width */
    if (w == 16 && !cap(t, SPV_Capability_Float16) && !cap(t, SPV_Capability_Float16Buffer) &&
        !cap(t, SPV_Capability_StorageBuffer16BitAccess) &&
        !cap(t, SPV_Capability_StorageUniform16) && !cap(t, SPV_Capability_StoragePushConstant16) &&
        !cap(t, SPV_Capability_StorageInputOutput16))
      return BAD(t, in, "a 16-bit float type needs the Float16 or Float16Buffer capability");
    if (w == 64 && !cap(t, SPV_Capability_Float64))
      return BAD(t, in, "a 64-bit float type needs the Float64 capability");
    if (w != 16 && w != 32 && w != 64)
      return BAD(t, in, "float width %u (16, 32 or 64)", w);
    break;
  case SPV_OpTypeVector:
    e = def(t, op(t, in, 1));
    w = op(t, in, 2);
    /* (A pointer component is an extension's: its plugin's rule.) */
    if (!(top(e) == SPV_OpTypeInt || top(e) == SPV_OpTypeFloat || top(e) == SPV_OpTypeBool ||
          top(e) == SPV_OpTypePointer))
      return BAD(t, in, "vector component %u is not a scalar type", op(t, in, 1));
    if (w != 2 && w != 3 && w != 4 && !((w == 8 || w == 16) && cap(t, SPV_Capability_Vector16)) &&
        !(w >= 1 && any_vector_size(t)))
      return BAD(t, in, "vector of %u components (2, 3, 4; 8 or 16 with Vector16)", w);
    break;
  case SPV_OpTypeArray: {
    e = def(t, op(t, in, 1));
    if (!is_type_op(t, top(e)) || top(e) == SPV_OpTypeVoid || top(e) == SPV_OpTypeFunction)
      return BAD(t, in, "array element %u is not a sized type", op(t, in, 1));
    const lspv_inst *len = def(t, op(t, in, 2));
    const lspv_inst *lt = len ? def(t, len->type) : NULL;
    if (!len || !is_constant_op(len->opcode) || len->opcode == SPV_OpUndef ||
        top(lt) != SPV_OpTypeInt || !is_scalar(lt))
      return BAD(t, in, "array length %u is not an integer constant", op(t, in, 2));
    if (len->opcode == SPV_OpConstantNull || (len->opcode == SPV_OpConstant && op(t, len, 2) == 0 &&
                                              (op(t, lt, 1) <= 32 || op(t, len, 3) == 0)))
      return BAD(t, in, "array length is 0");
    break;
  }
  case SPV_OpTypeRuntimeArray:
  case SPV_OpTypeStruct:
    for (unsigned i = 1; i < lspv_nops(in); i++) {
      e = def(t, op(t, in, i));
      if (!is_type_op(t, top(e)) || top(e) == SPV_OpTypeVoid || top(e) == SPV_OpTypeFunction)
        return BAD(t, in, "member %u (id %u) is not a sized type", i - 1, op(t, in, i));
    }
    break;
  case SPV_OpTypePointer:
    if (!is_type_op(t, top(def(t, op(t, in, 2)))))
      return BAD(t, in, "pointee %u is not a type", op(t, in, 2));
    break;
  case SPV_OpTypeFunction:
    for (unsigned i = 1; i < lspv_nops(in); i++) {
      e = def(t, op(t, in, i));
      if (!is_type_op(t, top(e)) || (i > 1 && top(e) == SPV_OpTypeVoid) ||
          top(e) == SPV_OpTypeFunction)
        return BAD(t, in, "%s %u (id %u) is not a valid type", i == 1 ? "return type" : "parameter",
                   i - 1, op(t, in, i));
    }
    break;
  default: break;
  }
  return LSPV_SUCCESS;
}

/* Duplicate non-aggregate types (SPIR-V 2.8: "Two different type <id>s form,
 * by definition, two different types"; declaring the same non-aggregate type
 * twice is invalid).  Sorted by a hash of the words, neighbours compared. */
static bool unique_kind(unsigned opcode) {
  switch (opcode) {
  case SPV_OpTypeVoid:
  case SPV_OpTypeBool:
  case SPV_OpTypeInt:
  case SPV_OpTypeFloat:
  case SPV_OpTypeVector:
  case SPV_OpTypeMatrix:
  case SPV_OpTypeFunction:
  case SPV_OpTypeEvent:
  case SPV_OpTypeDeviceEvent:
  case SPV_OpTypeReserveId:
  case SPV_OpTypeQueue:
  case SPV_OpTypeSampler:
  case SPV_OpTypeImage:
  case SPV_OpTypeSampledImage: return true;
  default: return false;
  }
}

typedef struct {
  uint64_t hash;
  const lspv_inst *in;
} keyed;

static uint64_t type_hash(const lspv_spv_view *v, const lspv_inst *in) {
  uint64_t h = 1469598103934665603ull ^ in->opcode;
  for (unsigned i = 1; i < lspv_nops(in); i++)
    h = (h ^ lspv_op(v, in, i)) * 1099511628211ull;
  return h;
}

static int cmp_keyed(const void *a, const void *b) {
  const keyed *x = a, *y = b;
  if (x->hash != y->hash)
    return x->hash < y->hash ? -1 : 1;
  return x->in->offset < y->in->offset ? -1 : x->in->offset > y->in->offset;
}

static bool same_words(const lspv_spv_view *v, const lspv_inst *a, const lspv_inst *b) {
  if (a->opcode != b->opcode || a->wc != b->wc)
    return false;
  for (unsigned i = 1; i < lspv_nops(a); i++)
    if (lspv_op(v, a, i) != lspv_op(v, b, i))
      return false;
  return true;
}

static lspv_status check_unique_types(tctx *t) {
  const lspv_spv_view *v = t->v;
  size_t n = 0;
  for (size_t i = 0; i < v->ninsts; i++)
    n += unique_kind(v->insts[i].opcode);
  if (n < 2)
    return LSPV_SUCCESS;
  keyed *k = malloc(n * sizeof *k);
  if (!k)
    return lspv_check_report_at(t->c, NULL, "OutOfMemory", "checker");
  n = 0;
  for (size_t i = 0; i < v->ninsts; i++)
    if (unique_kind(v->insts[i].opcode))
      k[n++] = (keyed){type_hash(v, &v->insts[i]), &v->insts[i]};
  qsort(k, n, sizeof *k, cmp_keyed);
  const lspv_inst *dup = NULL, *first = NULL;
  for (size_t i = 0; i + 1 < n && !dup; i++)
    for (size_t j = i + 1; j < n && k[j].hash == k[i].hash && !dup; j++)
      if (same_words(v, k[i].in, k[j].in))
        first = k[i].in, dup = k[j].in;
  free(k);
  if (dup)
    return BAD(t, dup, "the same type as id %u (a non-aggregate type declared twice)",
               first->result);
  return LSPV_SUCCESS;
}

/* ---- value operands ----------------------------------------------------------*/
/* Which operand words of a function-body instruction are labels or the
 * callee, not values. */
static bool non_value_operand(const tctx *t, const lspv_inst *in, unsigned i) {
  switch (in->opcode) {
  case SPV_OpBranch:
  case SPV_OpLoopMerge:
  case SPV_OpSelectionMerge: return true;
  case SPV_OpBranchConditional: return i >= 1;
  case SPV_OpSwitch: return i >= 1; /* literals are skipped by the caller */
  case SPV_OpPhi: return i >= 2 && (i % 2) == 1;
  case SPV_OpFunctionCall: return i == 2;
  case SPV_OpExtInst: return i == 2;
  case SPV_OpEnqueueKernel: return i == 8;
  case SPV_OpGetKernelNDrangeSubGroupCount:
  case SPV_OpGetKernelNDrangeMaxSubGroupSize: return i == 3;
  case SPV_OpGetKernelWorkGroupSize:
  case SPV_OpGetKernelPreferredWorkGroupSizeMultiple:
  case SPV_OpGetKernelMaxNumSubgroups: return i == 2;
  case SPV_OpGetKernelLocalSizeForSubgroupCount: return i == 3;
  default: (void)t; return false;
  }
}

/* Scope and memory-semantics operands (SPIR-V 3.27, 3.25): 32-bit integer
 * scalars; a constant semantics sets at most one ordering bit. */
static lspv_status check_scope_semantics(tctx *t, const lspv_inst *in, unsigned w, bool scope) {
  const lspv_inst *ty = vtype(t, op(t, in, w));
  if (kind(t, ty) != K_INT || !is_scalar(ty) || width(t, ty) != 32)
    return BAD(t, in, "the %s operand %u is not a 32-bit integer", scope ? "scope" : "semantics",
               w);
  uint32_t val;
  if (scope && const_u32(t, op(t, in, w), &val) && !lspv_enum_by_value(LSPV_OK_Scope, val))
    return BAD(t, in, "scope %u is not a Scope value", val);
  if (!scope && const_u32(t, op(t, in, w), &val)) {
    unsigned n = !!(val & 0x2) + !!(val & 0x4) + !!(val & 0x8) + !!(val & 0x10);
    if (n > 1)
      return BAD(t, in,
                 "memory semantics 0x%x sets more than one of Acquire, Release, "
                 "AcquireRelease and SequentiallyConsistent",
                 val);
  }
  return LSPV_SUCCESS;
}

static lspv_status check_value_operands(tctx *t, const lspv_inst *in) {
  const lspv_inst_desc *d = lspv_inst_desc_of(t->v, in);
  /* Code and module-scope values; names, decorations and entry points may
   * name anything, OpExtInst operands are its set's business. */
  if (!d || (in->section != LSPV_SEC_FUNCTION && in->section != LSPV_SEC_GLOBAL) ||
      in->opcode == SPV_OpFunction || in->opcode == SPV_OpFunctionParameter ||
      in->opcode == SPV_OpLabel || in->opcode == SPV_OpLine || in->opcode == SPV_OpExtInst ||
      in->opcode == SPV_OpSpecConstantOp)
    return LSPV_SUCCESS;
  /* Only the fixed id operands of the grammar row (a * row repeats its
   * kind); OpSwitch is selector plus labels. */
  unsigned w = 0;
  for (unsigned k = 0; k < d->nops && w < lspv_nops(in); k++) {
    const lspv_operand_desc *od = lspv_inst_operand(d, k);
    unsigned cat = lspv_kinds[od->kind].category;
    if (cat != LSPV_CAT_ID || od->kind == LSPV_OK_IdResultType || od->kind == LSPV_OK_IdResult) {
      if (cat == LSPV_CAT_ID)
        w++;
      else if (cat != LSPV_CAT_LITERAL || od->kind != LSPV_OK_LiteralInteger)
        return LSPV_SUCCESS; /* strings, enums, pairs: stop at the first */
      else
        w++;
      continue;
    }
    unsigned last = od->quant == LSPV_Q_STAR ? lspv_nops(in) : w + 1;
    for (; w < last && w < lspv_nops(in); w++) {
      if (non_value_operand(t, in, w))
        continue;
      uint32_t id = op(t, in, w);
      const lspv_inst *x = def(t, id);
      /* An extension's instruction may name a type (the Base Type of an
       * untyped access chain): its plugin checks such operands. */
      if (x && !vtype(t, id) && !(d->nexts > 0 && is_type_op(t, x->opcode)))
        return BAD(t, in, "operand %u (id %u, %s) is not a value", w, id,
                   lspv_gx_inst(t->v->gx, x->opcode) ? lspv_gx_inst(t->v->gx, x->opcode)->name
                                                     : "?");
      if (od->kind == LSPV_OK_IdScope || od->kind == LSPV_OK_IdMemorySemantics) {
        lspv_status s = check_scope_semantics(t, in, w, od->kind == LSPV_OK_IdScope);
        if (s)
          return s;
      }
    }
  }
  return LSPV_SUCCESS;
}

/* ---- arithmetic, comparisons, conversions ------------------------------------*/
enum { SAME = 1, SHAPE = 2, WIDTH = 4, PAIR = 8 };
typedef struct {
  uint16_t opcode;
  uint8_t out, in, rel, nin;
} arith_rule;

static const arith_rule arith_rules[] = {
    {SPV_OpConvertFToU, K_INT, K_FLOAT, SHAPE, 1},
    {SPV_OpConvertFToS, K_INT, K_FLOAT, SHAPE, 1},
    {SPV_OpConvertSToF, K_FLOAT, K_INT, SHAPE, 1},
    {SPV_OpConvertUToF, K_FLOAT, K_INT, SHAPE, 1},
    {SPV_OpUConvert, K_INT, K_INT, SHAPE, 1},
    {SPV_OpSConvert, K_INT, K_INT, SHAPE, 1},
    {SPV_OpFConvert, K_FLOAT, K_FLOAT, SHAPE, 1},
    {SPV_OpConvertPtrToU, K_INT, K_PTR, SHAPE, 1},
    {SPV_OpSatConvertSToU, K_INT, K_INT, SHAPE, 1},
    {SPV_OpSatConvertUToS, K_INT, K_INT, SHAPE, 1},
    {SPV_OpConvertUToPtr, K_PTR, K_INT, SHAPE, 1},
    {SPV_OpSNegate, K_INT, K_INT, SHAPE | WIDTH, 1},
    {SPV_OpFNegate, K_FLOAT, K_FLOAT, SAME, 1},
    {SPV_OpIAdd, K_INT, K_INT, SHAPE | WIDTH, 2},
    {SPV_OpFAdd, K_FLOAT, K_FLOAT, SAME, 2},
    {SPV_OpISub, K_INT, K_INT, SHAPE | WIDTH, 2},
    {SPV_OpFSub, K_FLOAT, K_FLOAT, SAME, 2},
    {SPV_OpIMul, K_INT, K_INT, SHAPE | WIDTH, 2},
    {SPV_OpFMul, K_FLOAT, K_FLOAT, SAME, 2},
    {SPV_OpUDiv, K_INT, K_INT, SHAPE | WIDTH, 2},
    {SPV_OpSDiv, K_INT, K_INT, SHAPE | WIDTH, 2},
    {SPV_OpFDiv, K_FLOAT, K_FLOAT, SAME, 2},
    {SPV_OpUMod, K_INT, K_INT, SHAPE | WIDTH, 2},
    {SPV_OpSRem, K_INT, K_INT, SHAPE | WIDTH, 2},
    {SPV_OpSMod, K_INT, K_INT, SHAPE | WIDTH, 2},
    {SPV_OpFRem, K_FLOAT, K_FLOAT, SAME, 2},
    {SPV_OpFMod, K_FLOAT, K_FLOAT, SAME, 2},
    {SPV_OpIsNan, K_BOOL, K_FLOAT, SHAPE, 1},
    {SPV_OpIsInf, K_BOOL, K_FLOAT, SHAPE, 1},
    {SPV_OpIsFinite, K_BOOL, K_FLOAT, SHAPE, 1},
    {SPV_OpIsNormal, K_BOOL, K_FLOAT, SHAPE, 1},
    {SPV_OpSignBitSet, K_BOOL, K_FLOAT, SHAPE, 1},
    {SPV_OpLessOrGreater, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpOrdered, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpUnordered, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpLogicalEqual, K_BOOL, K_BOOL, SAME, 2},
    {SPV_OpLogicalNotEqual, K_BOOL, K_BOOL, SAME, 2},
    {SPV_OpLogicalOr, K_BOOL, K_BOOL, SAME, 2},
    {SPV_OpLogicalAnd, K_BOOL, K_BOOL, SAME, 2},
    {SPV_OpLogicalNot, K_BOOL, K_BOOL, SAME, 1},
    {SPV_OpIEqual, K_BOOL, K_INT, SHAPE | PAIR, 2},
    {SPV_OpINotEqual, K_BOOL, K_INT, SHAPE | PAIR, 2},
    {SPV_OpUGreaterThan, K_BOOL, K_INT, SHAPE | PAIR, 2},
    {SPV_OpSGreaterThan, K_BOOL, K_INT, SHAPE | PAIR, 2},
    {SPV_OpUGreaterThanEqual, K_BOOL, K_INT, SHAPE | PAIR, 2},
    {SPV_OpSGreaterThanEqual, K_BOOL, K_INT, SHAPE | PAIR, 2},
    {SPV_OpULessThan, K_BOOL, K_INT, SHAPE | PAIR, 2},
    {SPV_OpSLessThan, K_BOOL, K_INT, SHAPE | PAIR, 2},
    {SPV_OpULessThanEqual, K_BOOL, K_INT, SHAPE | PAIR, 2},
    {SPV_OpSLessThanEqual, K_BOOL, K_INT, SHAPE | PAIR, 2},
    {SPV_OpFOrdEqual, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpFUnordEqual, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpFOrdNotEqual, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpFUnordNotEqual, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpFOrdLessThan, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpFUnordLessThan, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpFOrdGreaterThan, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpFUnordGreaterThan, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpFOrdLessThanEqual, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpFUnordLessThanEqual, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpFOrdGreaterThanEqual, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpFUnordGreaterThanEqual, K_BOOL, K_FLOAT, SHAPE | PAIR, 2},
    {SPV_OpShiftRightLogical, K_INT, K_INT, SHAPE, 2},
    {SPV_OpShiftRightArithmetic, K_INT, K_INT, SHAPE, 2},
    {SPV_OpShiftLeftLogical, K_INT, K_INT, SHAPE, 2},
    {SPV_OpBitwiseOr, K_INT, K_INT, SHAPE | WIDTH, 2},
    {SPV_OpBitwiseXor, K_INT, K_INT, SHAPE | WIDTH, 2},
    {SPV_OpBitwiseAnd, K_INT, K_INT, SHAPE | WIDTH, 2},
    {SPV_OpNot, K_INT, K_INT, SHAPE | WIDTH, 1},
    {SPV_OpBitReverse, K_INT, K_INT, SAME, 1},
    {SPV_OpBitCount, K_INT, K_INT, SHAPE, 1},
};

static int cmp_rule(const void *key, const void *elem) {
  unsigned a = *(const unsigned *)key, b = ((const arith_rule *)elem)->opcode;
  return a < b ? -1 : a > b;
}

/* The table is sorted by opcode (test/unit would not see an unsorted one:
 * the campaign regressions exercise lookups at both ends). */
static const arith_rule *arith_rule_of(unsigned opcode) {
  return bsearch(&opcode, arith_rules, sizeof arith_rules / sizeof arith_rules[0],
                 sizeof arith_rules[0], cmp_rule);
}

static lspv_status check_arith(tctx *t, const lspv_inst *in, const arith_rule *r) {
  const lspv_inst *rt = def(t, in->type), *a = NULL;
  if (extension_type(rt))
    return LSPV_SUCCESS;
  if (!(kind(t, rt) & r->out))
    return BAD(t, in, "result type is not of the kind the opcode computes");
  if (lspv_nops(in) != 2u + r->nin)
    return BAD(t, in, "%u operands, the opcode takes %u", lspv_nops(in) - 2, r->nin);
  for (unsigned i = 0; i < r->nin; i++) {
    const lspv_inst *ot = vtype(t, op(t, in, 2 + i));
    if (!(kind(t, ot) & r->in))
      return BAD(t, in, "operand %u is not of the kind the opcode takes", i + 1);
    if ((r->rel & SAME) && ot != rt)
      return BAD(t, in, "operand %u is not of the result type", i + 1);
    if ((r->rel & SHAPE) && lanes(t, ot) != lanes(t, rt))
      return BAD(t, in, "operand %u does not have as many components as the result", i + 1);
    if ((r->rel & WIDTH) && width(t, ot) != width(t, rt))
      return BAD(t, in, "operand %u does not have the component width of the result", i + 1);
    if ((r->rel & PAIR) && a &&
        (width(t, ot) != width(t, a) || kind(t, ot) != kind(t, a) || (r->in == K_FLOAT && ot != a)))
      return BAD(t, in, "the two operands are of different types");
    if (i == 0 &&
        (in->opcode == SPV_OpShiftLeftLogical || in->opcode == SPV_OpShiftRightLogical ||
         in->opcode == SPV_OpShiftRightArithmetic) &&
        width(t, ot) != width(t, rt))
      return BAD(t, in, "the base does not have the component width of the result");
    a = ot;
  }
  if ((in->opcode == SPV_OpUConvert || in->opcode == SPV_OpSConvert ||
       in->opcode == SPV_OpFConvert) &&
      width(t, a) == width(t, rt))
    return BAD(t, in, "the operand has the result's component width (nothing to convert)");
  if (in->opcode == SPV_OpConvertPtrToU || in->opcode == SPV_OpConvertUToPtr) {
    if (!is_scalar(rt) || !is_scalar(a))
      return BAD(t, in, "pointer conversions take and give scalars");
  }
  return LSPV_SUCCESS;
}

static lspv_status check_bitcast(tctx *t, const lspv_inst *in) {
  const lspv_inst *rt = def(t, in->type), *a = vtype(t, op(t, in, 2));
  unsigned kr = kind(t, rt), ka = kind(t, a);
  if (extension_type(rt) && extension_type(a))
    return LSPV_SUCCESS; /* e.g. cooperative matrices: their extensions' rules */
  if (!(kr & (K_INT | K_FLOAT | K_PTR)) || !(ka & (K_INT | K_FLOAT | K_PTR)))
    return BAD(t, in, "bitcast of or to a type that is not a numeric scalar, vector or pointer");
  if (kr == K_PTR || ka == K_PTR) {
    if (kr == ka)
      return LSPV_SUCCESS;
    const lspv_inst *o = kr == K_PTR ? a : rt;
    if ((kr == K_PTR ? ka : kr) != K_INT)
      return BAD(t, in, "bitcast between a pointer and a non-integer");
    /* SPIR-V 1.5 adds integer vectors as wide as a pointer (3.52.13). */
    unsigned bits = width(t, o) * lanes(t, o);
    if (!is_scalar(o) && (t->v->version < LSPV_VERSION(1, 5) || (bits != 32 && bits != 64)))
      return BAD(t, in, "bitcast between a pointer and an integer vector");
    return LSPV_SUCCESS;
  }
  if (width(t, rt) * lanes(t, rt) != width(t, a) * lanes(t, a))
    return BAD(t, in, "bitcast between types of different sizes");
  return LSPV_SUCCESS;
}

static lspv_status check_select(tctx *t, const lspv_inst *in) {
  const lspv_inst *rt = def(t, in->type), *cond = vtype(t, op(t, in, 2));
  if (kind(t, cond) != K_BOOL || (!is_scalar(cond) && lanes(t, cond) != lanes(t, rt)))
    return BAD(t, in, "the condition is not a bool of the result's shape");
  if (vtype(t, op(t, in, 3)) != rt || vtype(t, op(t, in, 4)) != rt)
    return BAD(t, in, "an object is not of the result type");
  return LSPV_SUCCESS;
}

/* ---- memory ------------------------------------------------------------------*/
static bool generic_castable(uint32_t sc) {
  return sc == SPV_StorageClass_Workgroup || sc == SPV_StorageClass_CrossWorkgroup ||
         sc == SPV_StorageClass_Function;
}

/* The type that indices from operand @p first (ids) select in @p ty; NULL
 * after reporting. */
static const lspv_inst *walk_ids(tctx *t, const lspv_inst *in, const lspv_inst *ty, unsigned first,
                                 bool *opaque) {
  for (unsigned i = first; i < lspv_nops(in); i++) {
    const lspv_inst *it = vtype(t, op(t, in, i));
    if (kind(t, it) != K_INT || !is_scalar(it)) {
      BAD(t, in, "index %u is not an integer scalar", i - first);
      return NULL;
    }
    uint32_t k;
    switch (top(ty)) {
    case SPV_OpTypeStruct:
      if (!const_u32(t, op(t, in, i), &k) || k + 1 >= lspv_nops(ty)) {
        BAD(t, in, "index %u into a struct is not a constant member number", i - first);
        return NULL;
      }
      ty = def(t, op(t, ty, 1 + k));
      break;
    case SPV_OpTypeVector:
    case SPV_OpTypeArray:
    case SPV_OpTypeRuntimeArray:
    case SPV_OpTypeMatrix: ty = def(t, op(t, ty, 1)); break;
    default:
      if (extension_type(ty)) { /* the extension's plugin knows its components */
        *opaque = true;
        return ty;
      }
      BAD(t, in, "index %u goes into a type that is not a composite", i - first);
      return NULL;
    }
  }
  return ty;
}

static lspv_status check_memory(tctx *t, const lspv_inst *in) {
  const lspv_inst *rt = in->type ? def(t, in->type) : NULL, *p, *q;
  switch (in->opcode) {
  case SPV_OpLoad:
    p = vtype(t, op(t, in, 2));
    if (!is_ptr(p))
      return BAD(t, in, "the pointer operand is not a pointer");
    return untyped(p) || pointee(t, p) == rt
               ? LSPV_SUCCESS
               : BAD(t, in, "the result type is not the pointer's pointee type");
  case SPV_OpStore:
    p = vtype(t, op(t, in, 0));
    if (!is_ptr(p))
      return BAD(t, in, "the pointer operand is not a pointer");
    if (ptr_sc(t, p) == SPV_StorageClass_UniformConstant || ptr_sc(t, p) == SPV_StorageClass_Input)
      return BAD(t, in, "a store through a pointer to read-only storage");
    return untyped(p) || pointee(t, p) == vtype(t, op(t, in, 1))
               ? LSPV_SUCCESS
               : BAD(t, in, "the object is not of the pointer's pointee type");
  case SPV_OpCopyMemory:
  case SPV_OpCopyMemorySized:
    p = vtype(t, op(t, in, 0));
    q = vtype(t, op(t, in, 1));
    if (!is_ptr(p) || !is_ptr(q))
      return BAD(t, in, "an operand is not a pointer");
    if (in->opcode == SPV_OpCopyMemory && !untyped(p) && !untyped(q) &&
        pointee(t, p) != pointee(t, q))
      return BAD(t, in, "source and target point to different types");
    if (in->opcode == SPV_OpCopyMemorySized) {
      const lspv_inst *s = vtype(t, op(t, in, 2));
      if (kind(t, s) != K_INT || !is_scalar(s))
        return BAD(t, in, "the size is not an integer scalar");
    }
    return LSPV_SUCCESS;
  case SPV_OpAccessChain:
  case SPV_OpInBoundsAccessChain:
  case SPV_OpPtrAccessChain:
  case SPV_OpInBoundsPtrAccessChain: {
    bool elem = in->opcode == SPV_OpPtrAccessChain || in->opcode == SPV_OpInBoundsPtrAccessChain;
    p = vtype(t, op(t, in, 2));
    if (top(p) != SPV_OpTypePointer || top(rt) != SPV_OpTypePointer)
      return BAD(t, in, "the base or the result is not a pointer");
    if (ptr_sc(t, p) != ptr_sc(t, rt))
      return BAD(t, in, "the result and the base have different storage classes");
    if (elem) {
      if (lspv_nops(in) < 4)
        return BAD(t, in, "no element operand");
      const lspv_inst *et = vtype(t, op(t, in, 3));
      if (kind(t, et) != K_INT || !is_scalar(et))
        return BAD(t, in, "the element is not an integer scalar");
    }
    bool opaque = false;
    const lspv_inst *ty = walk_ids(t, in, pointee(t, p), elem ? 4 : 3, &opaque);
    if (!ty)
      return LSPV_ERROR_INVALID_INPUT;
    return opaque || ty == pointee(t, rt)
               ? LSPV_SUCCESS
               : BAD(t, in, "the result does not point to the indexed type");
  }
  case SPV_OpPtrCastToGeneric:
  case SPV_OpGenericCastToPtr:
  case SPV_OpGenericCastToPtrExplicit: {
    p = vtype(t, op(t, in, 2));
    if (!is_ptr(p) || !is_ptr(rt))
      return BAD(t, in, "the operand or the result is not a pointer");
    if (untyped(p) != untyped(rt))
      return BAD(t, in, "one of the operand and the result has no pointee type");
    bool to_generic = in->opcode == SPV_OpPtrCastToGeneric;
    const lspv_inst *from = to_generic ? p : rt, *gen = to_generic ? rt : p;
    if (ptr_sc(t, gen) != SPV_StorageClass_Generic || !generic_castable(ptr_sc(t, from)))
      return BAD(t, in,
                 "storage classes are not Generic and Workgroup, CrossWorkgroup or "
                 "Function");
    if (in->opcode == SPV_OpGenericCastToPtrExplicit && op(t, in, 3) != ptr_sc(t, rt))
      return BAD(t, in, "the storage operand is not the result's storage class");
    return untyped(p) || pointee(t, p) == pointee(t, rt)
               ? LSPV_SUCCESS
               : BAD(t, in,
                     "the operand and the result point to "
                     "different types");
  }
  default: return DECLINED;
  }
}

static lspv_status check_variable(tctx *t, const lspv_inst *in) {
  const lspv_inst *rt = def(t, in->type);
  if (!is_ptr(rt))
    return BAD(t, in, "a variable's type is not a pointer");
  if (in->opcode == SPV_OpVariable && untyped(rt))
    return BAD(t, in,
               "OpVariable of a pointer type without pointee (whose variables name their "
               "data type)");
  /* Without pointee, the variable names its data type before the
   * initializer. */
  unsigned init_at = in->opcode == SPV_OpVariable ? 3 : 4;
  const lspv_inst *data = in->opcode == SPV_OpVariable ? pointee(t, rt)
                          : lspv_nops(in) > 3          ? def(t, op(t, in, 3))
                                                       : NULL;
  uint32_t sc = op(t, in, 2);
  if (sc != ptr_sc(t, rt))
    return BAD(t, in, "storage class %u is not its pointer type's (%u)", sc, ptr_sc(t, rt));
  if (sc == SPV_StorageClass_Generic)
    return BAD(t, in, "a variable cannot have the Generic storage class");
  bool local = in->section == LSPV_SEC_FUNCTION;
  if (local != (sc == SPV_StorageClass_Function))
    return BAD(t, in,
               local ? "a variable in a function must have the Function storage class"
                     : "a module-scope variable cannot have the Function storage class");
  if (lspv_nops(in) > init_at) {
    uint32_t init = op(t, in, init_at);
    const lspv_inst *d = def(t, init);
    if (!d || !(is_constant_def(t, d) ||
                (lspv_is_variable_op(d->opcode) && d->section != LSPV_SEC_FUNCTION) || local))
      return BAD(t, in, "initializer %u is not a constant or a module-scope variable", init);
    if (vtype(t, init) != data)
      return BAD(t, in, "the initializer is not of the pointee type");
  }
  return LSPV_SUCCESS;
}

/* ---- composites and constants ------------------------------------------------*/
/* Type at literal indices from operand @p first; NULL after reporting. */
static const lspv_inst *walk_literals(tctx *t, const lspv_inst *in, const lspv_inst *ty,
                                      unsigned first) {
  for (unsigned i = first; i < lspv_nops(in); i++) {
    uint32_t k = op(t, in, i);
    unsigned n = top(ty) == SPV_OpTypeStruct                                  ? lspv_nops(ty) - 1
                 : top(ty) == SPV_OpTypeVector || top(ty) == SPV_OpTypeMatrix ? op(t, ty, 2)
                                                                              : 0;
    if (top(ty) == SPV_OpTypeArray) {
      uint32_t len;
      n = const_u32(t, op(t, ty, 2), &len) ? len : 0xFFFFFFFFu;
    }
    if (k >= n) {
      BAD(t, in, "index %u (operand %u) is outside the composite", k, i);
      return NULL;
    }
    ty = def(t, op(t, ty, top(ty) == SPV_OpTypeStruct ? 1 + k : 1));
  }
  return ty;
}

static bool is_spec_constant_op(unsigned opcode) {
  switch (opcode) {
  case SPV_OpSpecConstantTrue:
  case SPV_OpSpecConstantFalse:
  case SPV_OpSpecConstant:
  case SPV_OpSpecConstantComposite:
  case SPV_OpSpecConstantOp: return true;
  default: return false;
  }
}

static lspv_status check_construct(tctx *t, const lspv_inst *in, bool constant) {
  const lspv_inst *rt = def(t, in->type);
  unsigned n = lspv_nops(in) - 2, got = 0;
  uint64_t need = 0;
  switch (top(rt)) {
  case SPV_OpTypeStruct: need = lspv_nops(rt) - 1; break;
  case SPV_OpTypeVector:
  case SPV_OpTypeMatrix: need = op(t, rt, 2); break;
  case SPV_OpTypeArray: {
    uint32_t len;
    need = const_u32(t, op(t, rt, 2), &len) ? len : n;
    break;
  }
  default: {
    /* A type an extension introduces (its grammar row names extensions:
     * cooperative matrices...) is composite by that extension's rules,
     * which its plugin checks. */
    if (extension_type(rt))
      return LSPV_SUCCESS;
    return BAD(t, in, "the result type is not a composite");
  }
  }
  for (unsigned i = 0; i < n; i++) {
    uint32_t id = op(t, in, 2 + i);
    const lspv_inst *d = def(t, id), *ct = vtype(t, id);
    if (constant && d && !is_constant_def(t, d) &&
        !(lspv_is_variable_op(d->opcode) && d->section != LSPV_SEC_FUNCTION))
      return BAD(t, in, "constituent %u (id %u) is not a constant", i, id);
    if (in->opcode == SPV_OpConstantComposite && d && is_spec_constant_op(d->opcode))
      return BAD(t, in,
                 "constituent %u (id %u) is a spec constant (%s): the composite must be "
                 "OpSpecConstantComposite",
                 i, id, lspv_inst_desc_of(t->v, d)->name);
    const lspv_inst *want = top(rt) == SPV_OpTypeStruct
                                ? (i + 1 < lspv_nops(rt) ? def(t, op(t, rt, 1 + i)) : NULL)
                                : def(t, op(t, rt, 1));
    if (top(rt) == SPV_OpTypeVector && !constant && top(ct) == SPV_OpTypeVector &&
        scalar(t, ct) == want) {
      got += lanes(t, ct);
      continue;
    }
    if (ct != want)
      return BAD(t, in, "constituent %u is not of the type its place needs", i);
    got++;
  }
  if (got != need)
    return BAD(t, in, "%u constituents, the type has %llu", got, (unsigned long long)need);
  return LSPV_SUCCESS;
}

static lspv_status check_composite(tctx *t, const lspv_inst *in) {
  const lspv_inst *rt = in->type ? def(t, in->type) : NULL, *a, *b, *ty;
  switch (in->opcode) {
  case SPV_OpCompositeExtract:
    if (!(ty = walk_literals(t, in, vtype(t, op(t, in, 2)), 3)))
      return LSPV_ERROR_INVALID_INPUT;
    return ty == rt ? LSPV_SUCCESS : BAD(t, in, "the result type is not the indexed member's");
  case SPV_OpCompositeInsert:
    a = vtype(t, op(t, in, 3));
    if (a != rt)
      return BAD(t, in, "the composite is not of the result type");
    if (!(ty = walk_literals(t, in, a, 4)))
      return LSPV_ERROR_INVALID_INPUT;
    return ty == vtype(t, op(t, in, 2)) ? LSPV_SUCCESS
                                        : BAD(t, in, "the object is not of the indexed type");
  case SPV_OpCompositeConstruct: return check_construct(t, in, false);
  case SPV_OpConstantComposite:
  case SPV_OpSpecConstantComposite: return check_construct(t, in, true);
  case SPV_OpVectorExtractDynamic:
  case SPV_OpVectorInsertDynamic: {
    bool ins = in->opcode == SPV_OpVectorInsertDynamic;
    a = vtype(t, op(t, in, 2));
    b = vtype(t, op(t, in, ins ? 4 : 3));
    if (top(a) != SPV_OpTypeVector || kind(t, b) != K_INT || !is_scalar(b))
      return BAD(t, in, "operands are not a vector and an integer index");
    if (ins ? a != rt || vtype(t, op(t, in, 3)) != scalar(t, a) : rt != scalar(t, a))
      return BAD(t, in, "types do not match the vector's");
    return LSPV_SUCCESS;
  }
  case SPV_OpVectorShuffle: {
    a = vtype(t, op(t, in, 2));
    b = vtype(t, op(t, in, 3));
    if (top(a) != SPV_OpTypeVector || top(b) != SPV_OpTypeVector || top(rt) != SPV_OpTypeVector ||
        scalar(t, a) != scalar(t, rt) || scalar(t, b) != scalar(t, rt))
      return BAD(t, in, "operands are not vectors of the result's component type");
    if (lspv_nops(in) - 4 != lanes(t, rt))
      return BAD(t, in, "%u components selected, the result has %u", lspv_nops(in) - 4,
                 lanes(t, rt));
    for (unsigned i = 4; i < lspv_nops(in); i++) {
      uint32_t k = op(t, in, i);
      if (k != 0xFFFFFFFFu && k >= lanes(t, a) + lanes(t, b))
        return BAD(t, in, "component %u selects %u of %u", i - 4, k, lanes(t, a) + lanes(t, b));
    }
    return LSPV_SUCCESS;
  }
  case SPV_OpCopyObject:
    return vtype(t, op(t, in, 2)) == rt ? LSPV_SUCCESS
                                        : BAD(t, in, "the operand is not of the result type");
  case SPV_OpConstantTrue:
  case SPV_OpConstantFalse:
  case SPV_OpSpecConstantTrue:
  case SPV_OpSpecConstantFalse:
    return top(rt) == SPV_OpTypeBool ? LSPV_SUCCESS : BAD(t, in, "the result type is not a bool");
  case SPV_OpConstant:
  case SPV_OpSpecConstant: {
    if (top(rt) != SPV_OpTypeInt && top(rt) != SPV_OpTypeFloat)
      return BAD(t, in, "the result type is not an integer or float scalar");
    /* SPIR-V 2.2.1: a literal narrower than 32 bits has its high-order bits
     * 0 (sign-extended for a signed integer type). */
    uint32_t w = op(t, rt, 1), val = op(t, in, 2);
    if (w < 32) {
      uint32_t high = val >> w;
      bool sext = top(rt) == SPV_OpTypeInt && op(t, rt, 2) == 1 && (val >> (w - 1)) & 1;
      if (high != (sext ? 0xFFFFFFFFu >> w : 0))
        return BAD(t, in, "the high-order bits of the %u-bit literal 0x%x are not %s", w, val,
                   sext ? "its sign" : "0");
    }
    return LSPV_SUCCESS;
  }
  case SPV_OpConstantNull:
    switch (top(rt)) {
    case SPV_OpTypeVoid:
    case SPV_OpTypeFunction:
    case SPV_OpTypeForwardPointer:
    case SPV_OpTypeRuntimeArray:
    case SPV_OpTypeOpaque: return BAD(t, in, "a null of a type that has no null value");
    default: return LSPV_SUCCESS;
    }
  default: return DECLINED;
  }
}

/* ---- functions and control ---------------------------------------------------*/
static lspv_status check_function_inst(tctx *t, const lspv_inst *in) {
  switch (in->opcode) {
  case SPV_OpFunction:
    /* SPIR-V 2.4: all declarations precede all definitions. */
    if (t->defined) {
      const lspv_inst *next = in + 1, *end = t->v->insts + t->v->ninsts;
      while (next < end && next->opcode == SPV_OpFunctionParameter)
        next++;
      if (next < end && next->opcode == SPV_OpFunctionEnd)
        return BAD(t, in, "a function declaration after a function definition");
    }
    t->fn = in;
    t->fn_type = def(t, op(t, in, 3));
    t->nparams = 0;
    if (top(t->fn_type) != SPV_OpTypeFunction)
      return BAD(t, in, "function type %u is not an OpTypeFunction", op(t, in, 3));
    if (op(t, t->fn_type, 1) != in->type)
      return BAD(t, in, "the result type is not the function type's return type");
    return LSPV_SUCCESS;
  case SPV_OpFunctionParameter: {
    unsigned k = t->nparams++;
    if (!t->fn_type || 2 + k >= lspv_nops(t->fn_type))
      return BAD(t, in, "more parameters than the function type has");
    return op(t, t->fn_type, 2 + k) == in->type
               ? LSPV_SUCCESS
               : BAD(t, in, "parameter %u is not of the function type's parameter type", k);
  }
  case SPV_OpLabel:
  case SPV_OpFunctionEnd:
    if (in->opcode == SPV_OpLabel)
      t->defined = true;
    if (t->fn_type && t->nparams != lspv_nops(t->fn_type) - 2 && t->nparams != 0xFFFFu)
      return BAD(t, t->fn, "%u parameters, the function type has %u", t->nparams,
                 lspv_nops(t->fn_type) - 2);
    t->nparams = 0xFFFFu; /* checked */
    if (in->opcode == SPV_OpFunctionEnd)
      t->fn = t->fn_type = NULL;
    return LSPV_SUCCESS;
  case SPV_OpFunctionCall: {
    const lspv_inst *f = def(t, op(t, in, 2));
    if (!f || f->opcode != SPV_OpFunction)
      return BAD(t, in, "the callee %u is not a function", op(t, in, 2));
    const lspv_inst *ft = def(t, op(t, f, 3));
    if (f->type != in->type)
      return BAD(t, in, "the result type is not the callee's return type");
    if (top(ft) != SPV_OpTypeFunction || lspv_nops(ft) - 2 != lspv_nops(in) - 3)
      return BAD(t, in, "%u arguments do not match the callee's parameters", lspv_nops(in) - 3);
    for (unsigned i = 0; i + 3 < lspv_nops(in); i++)
      if (vtype(t, op(t, in, 3 + i)) != def(t, op(t, ft, 2 + i)))
        return BAD(t, in, "argument %u is not of the parameter's type", i);
    return LSPV_SUCCESS;
  }
  case SPV_OpReturn:
    return t->fn && top(def(t, t->fn->type)) != SPV_OpTypeVoid
               ? BAD(t, in, "OpReturn in a function that returns a value")
               : LSPV_SUCCESS;
  case SPV_OpReturnValue:
    return t->fn && vtype(t, op(t, in, 0)) == def(t, t->fn->type)
               ? LSPV_SUCCESS
               : BAD(t, in, "the value is not of the function's return type");
  case SPV_OpBranchConditional: {
    const lspv_inst *c = vtype(t, op(t, in, 0));
    return kind(t, c) == K_BOOL && is_scalar(c) ? LSPV_SUCCESS
                                                : BAD(t, in, "the condition is not a bool");
  }
  case SPV_OpSwitch: {
    const lspv_inst *s = vtype(t, op(t, in, 0));
    return kind(t, s) == K_INT && is_scalar(s) ? LSPV_SUCCESS
                                               : BAD(t, in, "the selector is not an integer");
  }
  case SPV_OpPhi:
    for (unsigned i = 2; i + 1 < lspv_nops(in); i += 2)
      if (vtype(t, op(t, in, i)) != def(t, in->type))
        return BAD(t, in, "incoming value %u is not of the phi's type", (i - 2) / 2);
    return (lspv_nops(in) % 2) ? BAD(t, in, "an incoming value without its parent") : LSPV_SUCCESS;
  default: return DECLINED;
  }
}

/* Targets of each branch are labels (SPIR-V 2.16.1). */
static lspv_status check_labels(tctx *t, const lspv_inst *in) {
  unsigned from = 0, step = 1, n = lspv_nops(in);
  switch (in->opcode) {
  case SPV_OpBranch: break;
  case SPV_OpBranchConditional: from = 1, n = n > 3 ? 3 : n; break;
  case SPV_OpLoopMerge: n = 2; break;
  case SPV_OpSelectionMerge: n = 1; break;
  case SPV_OpPhi: from = 3, step = 2; break;
  case SPV_OpSwitch: {
    const lspv_inst *s = vtype(t, op(t, in, 0));
    unsigned lw = width(t, s) > 32 ? 2 : 1;
    if (top(def(t, op(t, in, 1))) != SPV_OpLabel)
      return BAD(t, in, "the default target %u is not a label", op(t, in, 1));
    from = 2 + lw, step = lw + 1;
    break;
  }
  default: return LSPV_SUCCESS;
  }
  for (unsigned i = from; i < n; i += step)
    if (top(def(t, op(t, in, i))) != SPV_OpLabel)
      return BAD(t, in, "operand %u (id %u) is not a label", i, op(t, in, i));
  return LSPV_SUCCESS;
}

/* ---- decorations and module-level instructions -------------------------------*/
static lspv_status check_decoration(tctx *t, const lspv_inst *in) {
  const lspv_inst *target = def(t, op(t, in, 0));
  if (!target || target->opcode == SPV_OpDecorationGroup)
    return LSPV_SUCCESS;
  if (in->opcode == SPV_OpMemberDecorate || in->opcode == SPV_OpMemberName) {
    if (target->opcode != SPV_OpTypeStruct)
      return BAD(t, in, "target %u is not a struct type", op(t, in, 0));
    if (op(t, in, 1) + 1 >= lspv_nops(target))
      return BAD(t, in, "member %u of a struct of %u members", op(t, in, 1), lspv_nops(target) - 1);
    return LSPV_SUCCESS;
  }
  if (in->opcode != SPV_OpDecorate)
    return LSPV_SUCCESS;
  switch (op(t, in, 1)) {
  case SPV_Decoration_NoSignedWrap:
  case SPV_Decoration_NoUnsignedWrap:
    switch (target->opcode) {
    case SPV_OpIAdd:
    case SPV_OpISub:
    case SPV_OpIMul:
    case SPV_OpShiftLeftLogical:
    case SPV_OpSNegate:
    case SPV_OpExtInst: return LSPV_SUCCESS;
    default: return BAD(t, in, "an integer wrap decoration on a target that is not arithmetic");
    }
  case SPV_Decoration_Restrict:
  case SPV_Decoration_Aliased:
  case SPV_Decoration_Volatile:
  case SPV_Decoration_Coherent:
  case SPV_Decoration_NonWritable:
  case SPV_Decoration_NonReadable:
  case SPV_Decoration_RestrictPointer:
  case SPV_Decoration_AliasedPointer:
    if (!lspv_is_variable_op(target->opcode) && target->opcode != SPV_OpFunctionParameter)
      return BAD(t, in, "a memory decoration on a target that is not a variable or parameter");
    return is_ptr(def(t, target->type))
               ? LSPV_SUCCESS
               : BAD(t, in, "a memory decoration on a target that is not a pointer");
  case SPV_Decoration_LinkageAttributes: {
    /* The linkage type is the last operand, after the name string. */
    bool import = op(t, in, lspv_nops(in) - 1) == SPV_LinkageType_Import;
    if (import && lspv_is_variable_op(target->opcode) &&
        lspv_nops(target) > (target->opcode == SPV_OpVariable ? 3u : 4u))
      return BAD(t, in, "a variable with an initializer cannot have Import linkage");
    if (import && target->opcode == SPV_OpFunction) {
      const lspv_inst *next = target + 1;
      while (next < t->v->insts + t->v->ninsts && next->opcode == SPV_OpFunctionParameter)
        next++;
      if (next < t->v->insts + t->v->ninsts && next->opcode == SPV_OpLabel)
        return BAD(t, in, "a function definition cannot have Import linkage");
    }
    return LSPV_SUCCESS;
  }
  case SPV_Decoration_SpecId:
    return target->opcode == SPV_OpSpecConstant || target->opcode == SPV_OpSpecConstantTrue ||
                   target->opcode == SPV_OpSpecConstantFalse
               ? LSPV_SUCCESS
               : BAD(t, in, "SpecId on a target that is not a scalar specialization constant");
  case SPV_Decoration_CPacked:
    return target->opcode == SPV_OpTypeStruct
               ? LSPV_SUCCESS
               : BAD(t, in, "CPacked on a target that is not a struct type");
  case SPV_Decoration_BuiltIn:
    /* Only WorkgroupSize may decorate a constant. */
    return lspv_is_variable_op(target->opcode) ||
                   (is_constant_op(target->opcode) && op(t, in, 2) == SPV_BuiltIn_WorkgroupSize)
               ? LSPV_SUCCESS
               : BAD(t, in, "a BuiltIn decoration on a target that is not a variable");
  case SPV_Decoration_Invariant:
  case SPV_Decoration_Constant:
    return lspv_is_variable_op(target->opcode)
               ? LSPV_SUCCESS
               : BAD(t, in, "the decoration needs a variable as its target");
  default: return LSPV_SUCCESS;
  }
}

static lspv_status check_entry(tctx *t, const lspv_inst *in) {
  if (in->opcode == SPV_OpEntryPoint) {
    const lspv_inst *f = def(t, op(t, in, 1));
    if (!f || f->opcode != SPV_OpFunction)
      return BAD(t, in, "entry point %u is not a function", op(t, in, 1));
    if (top(def(t, f->type)) != SPV_OpTypeVoid)
      return BAD(t, in, "entry point %u does not return void", op(t, in, 1));
    unsigned next = 0;
    const char *name = lspv_op_string(t->v, in, 2, &next);
    if (!name)
      return LSPV_SUCCESS;
    /* No two entry points share a name and an execution model. */
    for (const lspv_inst *e = t->v->insts; e < in; e++)
      if (e->opcode == SPV_OpEntryPoint && op(t, e, 0) == op(t, in, 0)) {
        const char *other = lspv_op_string(t->v, e, 2, NULL);
        if (other && strcmp(other, name) == 0)
          return BAD(t, in, "a second entry point named \"%.64s\" with the same execution model",
                     name);
      }
    for (unsigned i = next; i < lspv_nops(in); i++) {
      const lspv_inst *d = def(t, op(t, in, i));
      if (!d || !lspv_is_variable_op(d->opcode) || d->section == LSPV_SEC_FUNCTION)
        return BAD(t, in, "interface %u is not a module-scope variable", op(t, in, i));
      /* Before 1.4 an interface lists only Input and Output variables. */
      const lspv_inst *pt = def(t, d->type); /* OpVariable checks its own operand */
      uint32_t sc = is_ptr(pt) ? ptr_sc(t, pt) : op(t, d, 2);
      if (t->v->version < LSPV_VERSION(1, 4) && sc != SPV_StorageClass_Input &&
          sc != SPV_StorageClass_Output)
        return BAD(t, in, "interface %u is not an Input or Output variable (SPIR-V 1.0-1.3)",
                   op(t, in, i));
    }
    return LSPV_SUCCESS;
  }
  if (in->opcode == SPV_OpExecutionMode || in->opcode == SPV_OpExecutionModeId) {
    uint32_t f = op(t, in, 0);
    for (size_t i = 0; i < t->v->ninsts && t->v->insts[i].section <= LSPV_SEC_ENTRYPOINT; i++)
      if (t->v->insts[i].opcode == SPV_OpEntryPoint && lspv_op(t->v, &t->v->insts[i], 1) == f)
        return LSPV_SUCCESS;
    return BAD(t, in, "the target %u is not an entry point", f);
  }
  return LSPV_SUCCESS;
}

/* ---- atomics -------------------------------------------------------------------*/
/* Atomic instructions (SPIR-V 3.56.18): the pointer points to the result
 * type (or the value's, for a store), an integer or float scalar, and value
 * operands have that type. */
static lspv_status check_atomic(tctx *t, const lspv_inst *in) {
  unsigned want = K_INT, first_value = 5, nvalues = 1, ptr = 2;
  switch (in->opcode) {
  case SPV_OpAtomicLoad: want = K_INT | K_FLOAT, nvalues = 0; break;
  case SPV_OpAtomicExchange: want = K_INT | K_FLOAT; break;
  case SPV_OpAtomicCompareExchange:
  case SPV_OpAtomicCompareExchangeWeak: first_value = 6, nvalues = 2; break;
  case SPV_OpAtomicIIncrement:
  case SPV_OpAtomicIDecrement: nvalues = 0; break;
  case SPV_OpAtomicIAdd:
  case SPV_OpAtomicISub:
  case SPV_OpAtomicSMin:
  case SPV_OpAtomicUMin:
  case SPV_OpAtomicSMax:
  case SPV_OpAtomicUMax:
  case SPV_OpAtomicAnd:
  case SPV_OpAtomicOr:
  case SPV_OpAtomicXor: break;
  case SPV_OpAtomicStore: {
    const lspv_inst *p = vtype(t, op(t, in, 0)), *vt = vtype(t, op(t, in, 3));
    if (!is_ptr(p) || (!untyped(p) && pointee(t, p) != vt))
      return BAD(t, in, "the pointer does not point to the value's type");
    return (kind(t, vt) & (K_INT | K_FLOAT)) && is_scalar(vt)
               ? LSPV_SUCCESS
               : BAD(t, in, "the value is not an integer or float scalar");
  }
  default: return DECLINED;
  }
  const lspv_inst *rt = def(t, in->type), *p = vtype(t, op(t, in, ptr));
  if (!(kind(t, rt) & want) || !is_scalar(rt))
    return BAD(t, in, "the result type is not %s scalar",
               want == K_FLOAT ? "a float"
               : want == K_INT ? "an integer"
                               : "an integer or float");
  if (!is_ptr(p) || (!untyped(p) && pointee(t, p) != rt))
    return BAD(t, in, "the pointer does not point to the result type");
  for (unsigned i = 0; i < nvalues; i++)
    if (vtype(t, op(t, in, first_value + i)) != rt)
      return BAD(t, in, "value operand %u is not of the result type", first_value + i);
  return LSPV_SUCCESS;
}

/* ---- OpenCL.std ----------------------------------------------------------------*/
/* Instructions whose operands all have the result type: a float scalar or
 * vector, or an integer one (OpenCL.std 2.x; sorted for bsearch). */
static const char *const ocl_float_same[] = {
    "acos",        "acosh",        "acospi",       "asin",       "asinh",        "asinpi",
    "atan",        "atan2",        "atan2pi",      "atanh",      "atanpi",       "cbrt",
    "ceil",        "copysign",     "cos",          "cosh",       "cospi",        "degrees",
    "erf",         "erfc",         "exp",          "exp10",      "exp2",         "expm1",
    "fabs",        "fclamp",       "fdim",         "floor",      "fma",          "fmax",
    "fmax_common", "fmin",         "fmin_common",  "fmod",       "half_cos",     "half_divide",
    "half_exp",    "half_exp10",   "half_exp2",    "half_log",   "half_log10",   "half_log2",
    "half_powr",   "half_recip",   "half_rsqrt",   "half_sin",   "half_sqrt",    "half_tan",
    "hypot",       "lgamma",       "log",          "log10",      "log1p",        "log2",
    "logb",        "mad",          "maxmag",       "minmag",     "native_cos",   "native_divide",
    "native_exp",  "native_exp10", "native_exp2",  "native_log", "native_log10", "native_log2",
    "native_powr", "native_recip", "native_rsqrt", "native_sin", "native_sqrt",  "native_tan",
    "nextafter",   "pow",          "powr",         "radians",    "remainder",    "rint",
    "round",       "rsqrt",        "sign",         "sin",        "sinh",         "sinpi",
    "sqrt",        "tan",          "tanh",         "tanpi",      "tgamma",       "trunc",
};
static const char *const ocl_int_same[] = {
    "clz",     "ctz",      "popcount", "rotate",    "s_abs",     "s_abs_diff", "s_add_sat",
    "s_clamp", "s_hadd",   "s_mad24",  "s_mad_hi",  "s_mad_sat", "s_max",      "s_min",
    "s_mul24", "s_mul_hi", "s_rhadd",  "s_sub_sat", "u_abs",     "u_abs_diff", "u_add_sat",
    "u_clamp", "u_hadd",   "u_mad24",  "u_mad_hi",  "u_mad_sat", "u_max",      "u_min",
    "u_mul24", "u_mul_hi", "u_rhadd",  "u_sub_sat",
};

static int cmp_name(const void *key, const void *elem) {
  return strcmp(key, *(const char *const *)elem);
}
static bool in_list(const char *name, const char *const *list, size_t n) {
  return bsearch(name, list, n, sizeof *list, cmp_name) != NULL;
}

static lspv_status check_extinst(tctx *t, const lspv_inst *in) {
  const lspv_inst *set = def(t, op(t, in, 2));
  const char *sname =
      set && set->opcode == SPV_OpExtInstImport ? lspv_op_string(t->v, set, 1, NULL) : NULL;
  if (!sname || strcmp(sname, "OpenCL.std") != 0)
    return LSPV_SUCCESS;
  const lspv_inst_desc *d = lspv_extinst_by_number(lspv_extinst_set_by_name(sname), op(t, in, 3));
  if (!d)
    return BAD(t, in, "OpenCL.std has no instruction %u", op(t, in, 3));
  unsigned w = 4;
  for (unsigned k = 0; k < d->nops && w < lspv_nops(in); k++) {
    const lspv_operand_desc *od = lspv_inst_operand(d, k);
    unsigned last = od->quant == LSPV_Q_STAR ? lspv_nops(in) : w + 1;
    for (; w < last && w < lspv_nops(in); w++)
      if (od->kind == LSPV_OK_IdRef && !vtype(t, op(t, in, w)))
        return BAD(t, in, "operand %u (id %u) of %s is not a value", w, op(t, in, w), d->name);
  }
  bool typed;
  int pidx = lspv_ocl_pointer_operand(d->name, &typed);
  if (pidx >= 0 && 4u + (unsigned)pidx < lspv_nops(in)) {
    const lspv_inst *pt = vtype(t, op(t, in, 4 + (unsigned)pidx));
    if (!is_ptr(pt))
      return BAD(t, in, "%s: operand %d is not a pointer", d->name, pidx);
    if (typed && untyped(pt))
      return BAD(t, in,
                 "%s: operand %d is a pointer without pointee type (an OpTypePointer is "
                 "needed)",
                 d->name, pidx);
    /* vloadn's P points to its result's component type, vstoren's to its
     * data's (OpenCL.std 2.x). */
    const lspv_inst *data = !strcmp(d->name, "vloadn")    ? def(t, in->type)
                            : !strcmp(d->name, "vstoren") ? vtype(t, op(t, in, 4))
                                                          : NULL;
    if (data && pointee(t, pt) != scalar(t, data))
      return BAD(t, in, "%s: operand %d does not point to the %s's component type", d->name, pidx,
                 d->name[1] == 'l' ? "result" : "data");
  }
  const lspv_inst *rt = def(t, in->type);
  unsigned want =
      in_list(d->name, ocl_float_same, sizeof ocl_float_same / sizeof *ocl_float_same) ? K_FLOAT
      : in_list(d->name, ocl_int_same, sizeof ocl_int_same / sizeof *ocl_int_same)     ? K_INT
                                                                                       : 0;
  if (!want)
    return LSPV_SUCCESS;
  if (kind(t, rt) != want)
    return BAD(t, in, "%s: the result type is not %s scalar or vector", d->name,
               want == K_FLOAT ? "a float" : "an integer");
  if (lspv_nops(in) != 4u + d->nops)
    return BAD(t, in, "%s takes %u operands", d->name, d->nops);
  for (unsigned i = 4; i < lspv_nops(in); i++)
    if (vtype(t, op(t, in, i)) != rt)
      return BAD(t, in, "%s: operand %u is not of the result type", d->name, i - 4);
  return LSPV_SUCCESS;
}

/* ---- driver --------------------------------------------------------------------*/
static lspv_status check_one(tctx *t, const lspv_inst *in) {
  lspv_status s;
  /* Names and decorations (half of a typical module) have only their own
   * rules: none of the code checks below applies to them. */
  if (in->section == LSPV_SEC_ANNOTATION || in->section == LSPV_SEC_DEBUG_NAME)
    return check_decoration(t, in);
  if (is_type_op(t, in->opcode))
    return check_type(t, in);
  if ((s = check_value_operands(t, in)) || (s = check_labels(t, in)) ||
      (s = lspv_check_values(t->c, in)))
    return s;
  s = check_function_inst(t, in);
  if (s != DECLINED)
    return s;
  if (lspv_is_variable_op(in->opcode))
    return check_variable(t, in);
  if (in->opcode == SPV_OpExtInst)
    return check_extinst(t, in);
  if ((s = check_atomic(t, in)) != DECLINED)
    return s;
  if (in->opcode == SPV_OpBitcast)
    return check_bitcast(t, in);
  if (in->opcode == SPV_OpSelect)
    return check_select(t, in);
  const arith_rule *r = arith_rule_of(in->opcode);
  if (r)
    return check_arith(t, in, r);
  if ((s = check_memory(t, in)) != DECLINED)
    return s;
  if ((s = check_composite(t, in)) != DECLINED)
    return s;
  if (in->section == LSPV_SEC_ENTRYPOINT || in->section == LSPV_SEC_EXECUTIONMODE)
    return check_entry(t, in);
  return LSPV_SUCCESS;
}

lspv_status lspv_check_types(lspv_check_ctx *c) {
  tctx t = {c, lspv_check_view(c), NULL, NULL, 0, false};
  const lspv_spv_view *v = t.v;
  const lspv_inst *model = NULL;
  for (size_t i = 0; i < v->ninsts; i++) {
    const lspv_inst *in = &v->insts[i];
    if (in->opcode == SPV_OpMemoryModel) {
      if (model)
        return BAD(&t, in, "a second OpMemoryModel (the first at word offset %u)", model->offset);
      model = in;
    }
    /* An instruction a plugin claims is the plugin's: its rules check it. */
    if (lspv_check_claimed(c, in->opcode))
      continue;
    lspv_status s = check_one(&t, in);
    if (s)
      return s;
  }
  if (!model)
    return BAD(&t, NULL, "the module has no OpMemoryModel");
  lspv_status s = check_unique_types(&t);
  return s ? s : lspv_check_interfaces(c);
}
