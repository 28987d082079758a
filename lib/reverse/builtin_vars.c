/*===-- reverse/builtin_vars.c - loads of one lane of a BuiltIn variable ----===*\
|*                                                                            *|
|* A BuiltIn vector (GlobalInvocationId...) is often read one component at a  *|
|* time through a pointer made from the variable: a cast of it (component 0), *|
|* an access chain with a constant index, or a byte offset from an i8 view of *|
|* it.  Such a load is the work-item query of that component                 *|
|* (get_global_id(2), __spirv_BuiltInGlobalInvocationId(2) in SPV-IR), as a   *|
|* load of the whole vector is (calls.c); the pointer arithmetic that only   *|
|* led to it is dropped with the variable.                                    *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "reverse/rev_private.h"

const char *rev_builtin_name(uint32_t builtin) {
  unsigned n = 0;
  const lspv_enum_desc *e = lspv_enum_spellings(LSPV_OK_BuiltIn, builtin, &n);
  for (unsigned i = 0; i < n; i++) {
    size_t len = strlen(e[i].name);
    if (len > 3 && !strcmp(e[i].name + len - 3, "KHR"))
      return e[i].name;
  }
  return n ? e[0].name : NULL;
}

/* Bytes of a scalar SPIR-V int/float type, 0 for another. */
static uint64_t scalar_bytes(const rev_ctx *c, uint32_t type) {
  const lspv_inst *t = rev_def(c, type);
  if (!t || (t->opcode != SPV_OpTypeInt && t->opcode != SPV_OpTypeFloat))
    return 0;
  return rev_op(c, t, 1) / 8;
}

/* The pointee type id of pointer value @p id's type, 0 if none. */
static uint32_t pointee(const rev_ctx *c, uint32_t id) {
  const lspv_inst *pt = rev_def(c, rev_type_id_of(c, id));
  return pt && pt->opcode == SPV_OpTypePointer ? rev_op(c, pt, 2) : 0;
}

/* The BuiltIn variable that pointer @p id points into at a constant byte
 * offset (*off), through casts and constant access chains; 0 if none.
 * @p depth bounds the walk. */
static uint32_t builtin_base(const rev_ctx *c, uint32_t id, uint64_t *off, unsigned depth) {
  if (id >= c->v->bound || depth > 16)
    return 0;
  if (c->builtin[id]) {
    *off = 0;
    return id;
  }
  const lspv_inst *d = rev_def(c, id);
  if (!d)
    return 0;
  /* The same arithmetic at module scope (an OpSpecConstantOp, llvm-spirv's
   * form of a constant GEP): its operands follow the opcode word. */
  unsigned opcode = d->opcode, sh = 0;
  if (opcode == SPV_OpSpecConstantOp) {
    opcode = rev_op(c, d, 2);
    sh = 1;
  }
  switch (opcode) {
  case SPV_OpBitcast:
  case SPV_OpCopyObject:
  case SPV_OpPtrCastToGeneric:
  case SPV_OpGenericCastToPtr: return builtin_base(c, rev_op(c, d, 2 + sh), off, depth + 1);
  case SPV_OpAccessChain:
  case SPV_OpInBoundsAccessChain:
  case SPV_OpPtrAccessChain:
  case SPV_OpInBoundsPtrAccessChain: break;
  default: return 0;
  }
  uint32_t base = rev_op(c, d, 2 + sh), var = builtin_base(c, base, off, depth + 1);
  if (!var)
    return 0;
  bool ptr_chain = opcode == SPV_OpPtrAccessChain || opcode == SPV_OpInBoundsPtrAccessChain;
  uint32_t at = pointee(c, base);
  const lspv_inst *at_def = rev_def(c, at);
  unsigned n = lspv_nops(d) - sh;
  uint64_t idx[2] = {0, 0};
  if (n < 4 || n > 5 || !rev_const_u64(c, rev_op(c, d, 3 + sh), &idx[0]) ||
      (n == 5 && !rev_const_u64(c, rev_op(c, d, 4 + sh), &idx[1])))
    return 0;
  if (at_def && at_def->opcode == SPV_OpTypeVector) {
    uint64_t lane_bytes = scalar_bytes(c, rev_op(c, at_def, 1));
    if (ptr_chain && n == 5 && idx[0] == 0) /* element 0, then the lane */
      *off += idx[1] * lane_bytes;
    else if (!ptr_chain && n == 4) /* the lane */
      *off += idx[0] * lane_bytes;
    else
      return 0;
    return lane_bytes ? var : 0;
  }
  uint64_t bytes = scalar_bytes(c, at);
  if (!ptr_chain || n != 4 || !bytes) /* elements of a scalar view: bytes apart */
    return 0;
  *off += idx[0] * bytes;
  return var;
}

lspv_status rev_builtin_lane_load(rev_ctx *c, const lspv_inst *in, bool *done) {
  *done = false;
  uint32_t pid = rev_op(c, in, 2);
  uint64_t off = 0;
  uint32_t var = builtin_base(c, pid, &off, 0);
  if (!var || var == pid)
    return LSPV_SUCCESS;
  const lspv_inst *vt = rev_def(c, pointee(c, var));
  /* The whole variable read through a cast as another type: the queries,
   * bitcast (calls.c). */
  if (!off && vt && in->type != vt->result && !scalar_bytes(c, in->type)) {
    *done = true;
    return rev_builtin_load(c, in, var);
  }
  uint64_t bytes = scalar_bytes(c, in->type);
  if (!vt || !bytes || off % bytes)
    return LSPV_SUCCESS;
  if (vt->opcode == SPV_OpTypeVector) {
    if (scalar_bytes(c, rev_op(c, vt, 1)) != bytes || off / bytes >= rev_op(c, vt, 2))
      return LSPV_SUCCESS;
  } else if (off || vt->result != in->type) {
    return LSPV_SUCCESS;
  }
  LLVMTypeRef ty = rev_type(c, in->type, in);
  if (!ty)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef call = rev_builtin_call(c, c->builtin[var] - 1, ty,
                                       vt->opcode == SPV_OpTypeVector ? (int)(off / bytes) : -1);
  if (!call)
    return LSPV_SUCCESS;
  c->values[in->result] = call;
  *done = true;
  return LSPV_SUCCESS;
}
