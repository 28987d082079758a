/*===-- reverse/plugin_api.c - what a reverse hook may call, and the calls -===*\
|*                                                                            *|
|* Implements every lspv_rev_* function of lspv/plugin.h over the reverse     *|
|* context, and the fixed points where the core calls the hooks: module       *|
|* begin/end, claimed opcodes, claimed decorations (after the target value    *|
|* exists), claimed memory-operand bits, and ext insts of a plugin's set.    *|
|* A plugin is active unless all its extensions were disabled with            *|
|* --spirv-ext (reverse allows every extension by default, DESIGN 4).         *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "reverse/rev_private.h"

static bool active(const rev_ctx *c, const lspv_plugin *p) {
  if (!p->extensions || !p->extensions[0])
    return true;
  for (const char *const *e = p->extensions; *e; e++)
    if (lspv_options_ext_allowed(c->o, *e, false))
      return true;
  return false;
}

static unsigned index_of(const rev_ctx *c, const lspv_plugin *p) {
  for (unsigned i = 0; i < c->nplugins; i++)
    if (c->plugins[i] == p)
      return i;
  return 0;
}

const lspv_plugin *rev_plugin_for_opcode(const rev_ctx *c, unsigned opcode) {
  /* The options' bitmap of claimed opcodes: one load for the common "no". */
  const uint8_t *b = c->o->claimed;
  if (!b || opcode >= 0x10000u || !((b[opcode >> 3] >> (opcode & 7)) & 1))
    return NULL;
  for (unsigned i = 0; i < c->nplugins; i++) {
    const lspv_plugin *p = c->plugins[i];
    for (const uint32_t *o = p->opcodes; o && *o; o++)
      if (*o == opcode && active(c, p))
        return p;
  }
  return NULL;
}

const lspv_plugin *rev_plugin_for_decoration(const rev_ctx *c, uint32_t deco) {
  for (unsigned i = 0; i < c->nplugins; i++) {
    const lspv_plugin *p = c->plugins[i];
    for (const uint32_t *d = p->decorations; d && *d; d++)
      if (*d == deco && active(c, p))
        return p;
  }
  return NULL;
}

void rev_fill_rev_inst(const rev_ctx *c, const lspv_inst *in, lspv_rev_inst *out) {
  out->opcode = in->opcode;
  out->word_offset = in->offset;
  out->type_id = in->type;
  out->result_id = in->result;
  out->operands = lspv_ops(c->v, in);
  out->noperands = lspv_nops(in);
}

static lspv_status declined(rev_ctx *c, const lspv_inst *in, const lspv_plugin *p) {
  char ob[32];
  return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction",
                  "%s is not supported (plugin %s declined it)", rev_opname(in->opcode, ob),
                  p->name);
}

/* The plugins' decorations of a module-scope plugin result (an OpAsmINTEL
 * marked SideEffectsINTEL): the core's own decorations and names are for
 * the values it makes itself. */
static lspv_status module_scope_decorations(rev_ctx *c, uint32_t id) {
  for (uint32_t n = c->deco_head[id]; n; n = c->nodes.v[n - 1].next) {
    const lspv_inst *d = &c->v->insts[c->nodes.v[n - 1].inst];
    if (d->opcode == SPV_OpMemberDecorate)
      continue;
    const lspv_plugin *p = rev_plugin_for_decoration(c, rev_op(c, d, 1));
    lspv_status s = p ? rev_plugin_decoration(c, p, id, c->values[id], d, 1) : LSPV_SUCCESS;
    if (s != LSPV_SUCCESS)
      return s;
  }
  return LSPV_SUCCESS;
}

lspv_status rev_plugin_instruction(rev_ctx *c, const lspv_plugin *p, const lspv_inst *in) {
  lspv_status s = rev_plugin_instruction_try(c, p, in);
  return s == LSPV_DECLINED ? declined(c, in, p) : s;
}

lspv_status rev_plugin_instruction_try(rev_ctx *c, const lspv_plugin *p, const lspv_inst *in) {
  if (!p->rev_instruction)
    return LSPV_DECLINED;
  /* A module-scope instruction runs once: in module order, or earlier on
   * demand (rev_value) when something used its value first. */
  if (in->section != LSPV_SEC_FUNCTION && in->result && in->result < c->v->bound) {
    if (c->plugin_done[in->result])
      return LSPV_SUCCESS;
    c->plugin_done[in->result] = 1;
  }
  lspv_rev_inst ri;
  rev_fill_rev_inst(c, in, &ri);
  c->cur_plugin = index_of(c, p);
  const lspv_inst *outer = c->cur;
  if (in->section != LSPV_SEC_FUNCTION)
    c->cur = in;
  lspv_status s = p->rev_instruction(c, &ri);
  c->cur = outer;
  if (s == LSPV_DECLINED) {
    if (in->section != LSPV_SEC_FUNCTION && in->result && in->result < c->v->bound)
      c->plugin_done[in->result] = 0;
    return LSPV_DECLINED;
  }
  if (s != LSPV_SUCCESS || !in->result || in->result >= c->v->bound || !c->values[in->result])
    return s;
  if (c->fn)
    return rev_apply_value_decorations(c, in->result, c->values[in->result], in);
  return module_scope_decorations(c, in->result);
}

lspv_status rev_plugin_decoration(rev_ctx *c, const lspv_plugin *p, uint32_t id,
                                  LLVMValueRef target, const lspv_inst *d, unsigned first_op) {
  if (!p->rev_decoration)
    return LSPV_SUCCESS;
  c->cur_plugin = index_of(c, p);
  c->deco_target = id;
  c->deco_inst = d;
  lspv_status s = p->rev_decoration(c, target, lspv_ops(c->v, d) + first_op,
                                    lspv_nops(d) - first_op, d->offset);
  c->deco_target = 0;
  c->deco_inst = NULL;
  return s == LSPV_DECLINED ? LSPV_SUCCESS : s;
}

lspv_status rev_plugin_member_decoration(rev_ctx *c, const lspv_inst *d) {
  if (lspv_nops(d) < 3)
    return LSPV_SUCCESS; /* the checker names a short one */
  const lspv_plugin *p = rev_plugin_for_decoration(c, rev_op(c, d, 2));
  if (!p || !p->rev_member_decoration)
    return LSPV_SUCCESS;
  c->cur_plugin = index_of(c, p);
  lspv_status s = p->rev_member_decoration(c, rev_op(c, d, 0), rev_op(c, d, 1),
                                           lspv_ops(c->v, d) + 2, lspv_nops(d) - 2, d->offset);
  return s == LSPV_DECLINED ? LSPV_SUCCESS : s;
}

lspv_status rev_plugin_memory_bits(rev_ctx *c, LLVMValueRef inst, const lspv_inst *in,
                                   uint32_t mask, unsigned first_param) {
  uint32_t full = rev_op(c, in, first_param - 1);
  unsigned at = first_param;
  for (uint32_t bit = 1; bit && bit <= full; bit <<= 1) {
    if (!(full & bit))
      continue;
    const lspv_enum_desc *e = lspv_gx_enum(c->v->gx, LSPV_OK_MemoryAccess, bit);
    unsigned np = e ? e->nparams : 0;
    if (mask & bit) {
      const lspv_plugin *owner = NULL;
      for (unsigned i = 0; i < c->nplugins && !owner; i++)
        if ((c->plugins[i]->memory_operand_bits & bit) && active(c, c->plugins[i]))
          owner = c->plugins[i];
      if (!owner || !owner->rev_memory_operand)
        return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedMemoryOperand",
                        "memory operand 0x%x is not supported", bit);
      if (at + np > lspv_nops(in))
        return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                        "memory operand 0x%x lacks its parameters", bit);
      c->cur_plugin = index_of(c, owner);
      lspv_status s = owner->rev_memory_operand(c, inst, bit, lspv_ops(c->v, in) + at, np);
      if (s != LSPV_SUCCESS && s != LSPV_DECLINED)
        return s;
    }
    at += np;
  }
  return LSPV_SUCCESS;
}

lspv_status rev_plugin_ext_inst(rev_ctx *c, const lspv_inst *in, unsigned plugin) {
  const lspv_plugin *p = plugin < c->nplugins ? c->plugins[plugin] : NULL;
  if (!p || !p->rev_ext_inst || !active(c, p))
    return LSPV_SUCCESS; /* an inactive plugin's records are skipped */
  lspv_rev_inst ri;
  rev_fill_rev_inst(c, in, &ri);
  c->cur_plugin = plugin;
  lspv_status s = p->rev_ext_inst(c, &ri, rev_op(c, in, 3));
  return s == LSPV_DECLINED ? LSPV_SUCCESS : s;
}

lspv_status rev_plugin_execution_mode(rev_ctx *c, LLVMValueRef fn, const lspv_inst *in) {
  lspv_rev_inst ri;
  rev_fill_rev_inst(c, in, &ri);
  for (unsigned i = 0; i < c->nplugins; i++) {
    const lspv_plugin *p = c->plugins[i];
    if (!p->rev_execution_mode || !active(c, p))
      continue;
    c->cur_plugin = i;
    lspv_status s = p->rev_execution_mode(c, fn, &ri);
    if (s != LSPV_DECLINED)
      return s;
  }
  return LSPV_DECLINED; /* no plugin has it: the core writes !spirv.ExecutionMode */
}

lspv_status rev_plugin_loop_control(rev_ctx *c, uint32_t bit, const uint32_t *params,
                                    uint32_t nparams, LLVMMetadataRef hints[4], unsigned *nhints) {
  *nhints = 0;
  for (unsigned i = 0; i < c->nplugins; i++) {
    const lspv_plugin *p = c->plugins[i];
    if (!(p->loop_control_bits & bit) || !p->rev_loop_control || !active(c, p))
      continue;
    c->cur_plugin = i;
    lspv_status s = p->rev_loop_control(c, bit, params, nparams, hints, nhints);
    if (*nhints > 4)
      *nhints = 4;
    return s;
  }
  return LSPV_DECLINED;
}

bool rev_plugin_loop_control_opcode(const rev_ctx *c, uint32_t opcode) {
  /* Asked for every instruction of every body: the list is gathered once. */
  if (c->nloop_ops <= sizeof c->loop_ops / sizeof c->loop_ops[0]) {
    for (unsigned i = 0; i < c->nloop_ops; i++)
      if (c->loop_ops[i] == opcode)
        return true;
    return false;
  }
  for (unsigned i = 0; i < c->nplugins; i++) {
    const lspv_plugin *p = c->plugins[i];
    if (!p->loop_control_opcodes || !active(c, p))
      continue;
    for (const uint32_t *o = p->loop_control_opcodes; *o; o++)
      if (*o == opcode)
        return true;
  }
  return false;
}

static void gather_loop_ops(rev_ctx *c) {
  const unsigned cap = sizeof c->loop_ops / sizeof c->loop_ops[0];
  c->nloop_ops = 0;
  for (unsigned i = 0; i < c->nplugins; i++) {
    const lspv_plugin *p = c->plugins[i];
    if (!p->loop_control_opcodes || !active(c, p))
      continue;
    for (const uint32_t *o = p->loop_control_opcodes; *o; o++) {
      if (c->nloop_ops < cap)
        c->loop_ops[c->nloop_ops] = *o;
      c->nloop_ops++;
    }
  }
}

lspv_status rev_plugins_begin(rev_ctx *c) {
  rev_register_kernel_md_kinds(c);
  gather_loop_ops(c);
  for (unsigned i = 0; i < c->nplugins; i++) {
    const lspv_plugin *p = c->plugins[i];
    if (!p->rev_module_begin || !active(c, p))
      continue;
    c->cur_plugin = i;
    lspv_status s = p->rev_module_begin(c);
    if (s != LSPV_SUCCESS && s != LSPV_DECLINED)
      return s;
  }
  return LSPV_SUCCESS;
}

lspv_status rev_plugin_type(rev_ctx *c, const lspv_inst *in, bool claimed_only) {
  lspv_rev_inst ri;
  rev_fill_rev_inst(c, in, &ri);
  for (unsigned i = 0; i < c->nplugins; i++) {
    const lspv_plugin *p = c->plugins[i];
    if (!p->rev_type || !active(c, p))
      continue;
    bool claims = false;
    for (const uint32_t *o = p->type_opcodes; o && *o && !claims; o++)
      claims = *o == in->opcode;
    if (claimed_only && !claims)
      continue;
    LLVMTypeRef t = NULL;
    c->cur_plugin = i;
    lspv_status s = p->rev_type(c, &ri, &t);
    if (s == LSPV_DECLINED)
      continue;
    if (s == LSPV_SUCCESS && !t)
      return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedType",
                      "plugin %s gave no LLVM type", p->name);
    if (s == LSPV_SUCCESS && in->result < c->v->bound)
      c->types[in->result] = t;
    return s;
  }
  return LSPV_DECLINED;
}

rev_uptr_role rev_untyped_role(const rev_ctx *c, uint32_t opcode) {
  for (unsigned i = 0; i < c->nplugins; i++) {
    const lspv_untyped_pointer_ops *u = c->plugins[i]->untyped_pointer_ops;
    if (!u)
      continue;
    const uint32_t by_role[] = {0,
                                u->pointer_type,
                                u->variable,
                                u->access_chain,
                                u->in_bounds_access_chain,
                                u->ptr_access_chain,
                                u->in_bounds_ptr_access_chain};
    for (unsigned r = 1; r < sizeof by_role / sizeof by_role[0]; r++)
      if (by_role[r] && by_role[r] == opcode)
        return (rev_uptr_role)r;
  }
  return REV_UPTR_NONE;
}

uint32_t rev_variable_data(const rev_ctx *c, const lspv_inst *in, unsigned *init_at) {
  if (in->opcode == SPV_OpVariable) {
    *init_at = 3;
    return rev_pointee_id(c, in->type);
  }
  *init_at = 4;
  return lspv_nops(in) > 3 ? rev_op(c, in, 3) : 0;
}

unsigned rev_plugin_addrspace(rev_ctx *c, uint32_t sc) {
  for (unsigned i = 0; i < c->nplugin_sc; i++)
    if (c->plugin_sc[i].sc == sc)
      return c->plugin_sc[i].as;
  for (unsigned i = 0; i < c->nplugins; i++) {
    const lspv_plugin *p = c->plugins[i];
    bool claims = false;
    for (const uint32_t *x = p->storage_classes; x && *x && !claims; x++)
      claims = *x == sc;
    if (!claims || !p->rev_storage_class || !active(c, p))
      continue;
    unsigned as = ~0u;
    c->cur_plugin = i;
    if (p->rev_storage_class(c, sc, &as) != LSPV_SUCCESS || as == ~0u)
      continue;
    if (c->nplugin_sc < sizeof c->plugin_sc / sizeof c->plugin_sc[0]) {
      c->plugin_sc[c->nplugin_sc].sc = sc;
      c->plugin_sc[c->nplugin_sc++].as = as;
    }
    return as;
  }
  return ~0u;
}

lspv_status rev_plugins_mask(rev_ctx *c, LLVMValueRef v, lspv_mask_kind kind, uint32_t bits) {
  for (unsigned i = 0; i < c->nplugins && bits; i++) {
    const lspv_plugin *p = c->plugins[i];
    if (!p->rev_mask || !active(c, p))
      continue;
    c->cur_plugin = i;
    lspv_status s = p->rev_mask(c, v, kind, bits);
    if (s != LSPV_SUCCESS && s != LSPV_DECLINED)
      return s;
  }
  return LSPV_SUCCESS;
}

lspv_status rev_plugins_end(rev_ctx *c) {
  for (unsigned i = 0; i < c->nplugins; i++) {
    const lspv_plugin *p = c->plugins[i];
    if (!p->rev_module_end || !active(c, p))
      continue;
    c->cur_plugin = i;
    lspv_status s = p->rev_module_end(c);
    if (s != LSPV_SUCCESS && s != LSPV_DECLINED)
      return s;
  }
  return LSPV_SUCCESS;
}

void rev_plugins_dispose(rev_ctx *c) {
  for (unsigned i = 0; c->plugin_state && i < c->nplugins; i++) {
    const lspv_plugin *p = c->plugins[i];
    if (!p->rev_dispose || !c->plugin_state[i])
      continue;
    c->cur_plugin = i;
    p->rev_dispose(c);
  }
}

/* Each body instruction, before its translation (the hook is NULL for most
 * plugins: checked before the extension list). */
lspv_status rev_plugins_before_instruction(rev_ctx *c, const lspv_inst *in) {
  lspv_rev_inst ri;
  bool filled = false;
  for (unsigned i = 0; i < c->nplugins; i++) {
    const lspv_plugin *p = c->plugins[i];
    if (!p->rev_before_instruction || !active(c, p))
      continue;
    if (!filled)
      rev_fill_rev_inst(c, in, &ri), filled = true;
    c->cur_plugin = i;
    lspv_status s = p->rev_before_instruction(c, &ri);
    if (s != LSPV_SUCCESS && s != LSPV_DECLINED)
      return s;
  }
  return LSPV_SUCCESS;
}

/* ---- the public functions of plugin.h ----------------------------------------*/
LLVMModuleRef lspv_rev_module(lspv_rev_ctx *c) { return c->m; }
LLVMContextRef lspv_rev_context(lspv_rev_ctx *c) { return c->ctx; }
LLVMValueRef lspv_rev_function(lspv_rev_ctx *c) { return c->fn; }
LLVMBuilderRef lspv_rev_builder(lspv_rev_ctx *c) { return c->b; }
lspv_target_env lspv_rev_target_env(const lspv_rev_ctx *c) { return c->env; }

int lspv_rev_exact_roundtrip(const lspv_rev_ctx *c) { return rev_exact_sync(c); }

const char *lspv_rev_name(const lspv_rev_ctx *c, uint32_t id) {
  return id && id < c->v->bound ? c->names[id] : NULL;
}
const char *lspv_rev_option(const lspv_rev_ctx *c, const char *name) {
  return lspv_options_option_value(c->o, name);
}
lspv_map *lspv_rev_map_create(lspv_rev_ctx *c) { return lspv_map_new(c->arena); }

LLVMValueRef lspv_rev_call_builtin(lspv_rev_ctx *c, const char *name, LLVMTypeRef ret,
                                   LLVMValueRef *args, unsigned nargs, int convergent) {
  if (!name || !ret || (nargs && !args) || nargs > 16)
    return NULL;
  for (unsigned i = 0; i < nargs; i++)
    if (!args[i])
      return NULL;
  return rev_call_builtin(c, name, false, ret, args, NULL, nargs, convergent != 0, false);
}

unsigned lspv_rev_mangle_layers(lspv_rev_ctx *c, uint32_t type_id, unsigned quals,
                                lspv_mangle_type *out) {
  rev_arg a = {type_id,
               ((quals & LSPV_MANGLE_UNSIGNED) ? REV_ARG_UNSIGNED : 0) |
                   ((quals & LSPV_MANGLE_CONST) ? REV_ARG_CONST : 0) |
                   ((quals & LSPV_MANGLE_VOLATILE) ? REV_ARG_VOLATILE : 0),
               NULL, 0, 0};
  if (!out)
    return 0;
  lspv_target_env env = c->env;
  if (quals & LSPV_MANGLE_SPV_IR)
    c->env = LSPV_TARGET_SPV_IR;
  unsigned n = rev_arg_layers(c, &a, out);
  c->env = env;
  return n;
}

int lspv_rev_module_declares_extension(const lspv_rev_ctx *c, const char *ext) {
  for (size_t i = 0; i < c->declared_exts.n; i++)
    if (strcmp(c->declared_exts.v[i], ext) == 0)
      return 1;
  return 0;
}

int lspv_rev_def(lspv_rev_ctx *c, uint32_t id, lspv_rev_inst *out) {
  const lspv_inst *in = rev_def(c, id);
  if (!in || !out)
    return 1;
  rev_fill_rev_inst(c, in, out);
  return 0;
}

LLVMValueRef lspv_rev_value(lspv_rev_ctx *c, uint32_t id) { return rev_value(c, id, c->cur); }
LLVMTypeRef lspv_rev_type(lspv_rev_ctx *c, uint32_t id) { return rev_type(c, id, c->cur); }

int lspv_rev_const_int(lspv_rev_ctx *c, uint32_t id, uint64_t *value) {
  return rev_const_u64(c, id, value) ? 0 : 1;
}

const char *lspv_rev_string(lspv_rev_ctx *c, uint32_t id) {
  const lspv_inst *in = rev_def(c, id);
  if (!in || in->opcode != SPV_OpString)
    return NULL;
  return lspv_op_string(c->v, in, 1, NULL);
}

const char *lspv_rev_module_processed(lspv_rev_ctx *c, const char *prefix) {
  size_t pl = strlen(prefix);
  for (size_t i = 0; i < c->v->ninsts; i++) {
    const lspv_inst *in = &c->v->insts[i];
    if (in->section > LSPV_SEC_DEBUG_MODULEPROCESSED)
      break;
    const char *s = in->opcode == SPV_OpModuleProcessed ? lspv_op_string(c->v, in, 0, NULL) : NULL;
    if (s && strncmp(s, prefix, pl) == 0)
      return s + pl;
  }
  return NULL;
}

void lspv_rev_set_value(lspv_rev_ctx *c, uint32_t id, LLVMValueRef v) {
  if (id && id < c->v->bound)
    c->values[id] = v;
}

LLVMValueRef lspv_rev_get_function(lspv_rev_ctx *c, const char *name, LLVMTypeRef fnty) {
  LLVMValueRef fn = LLVMGetNamedFunction(c->m, name);
  if (fn)
    return fn;
  fn = LLVMAddFunction(c->m, name, fnty);
  LLVMSetFunctionCallConv(fn, LLVMSPIRFUNCCallConv);
  return fn;
}

lspv_status lspv_rev_error(lspv_rev_ctx *c, lspv_status status, const char *error_name,
                           uint32_t word_offset, const char *fmt, ...) {
  char text[768];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  return lspv_diag_report(c->d, LSPV_DIAG_ERROR, status, error_name, (long)word_offset, 0,
                          "%s (at word offset %u)", text, word_offset);
}

void lspv_rev_warning(lspv_rev_ctx *c, uint32_t word_offset, const char *fmt, ...) {
  char text[768];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  lspv_diag_report(c->d, LSPV_DIAG_WARNING, LSPV_SUCCESS, "Warning", (long)word_offset, 0,
                   "%s (at word offset %u)", text, word_offset);
}

void **lspv_rev_plugin_state(lspv_rev_ctx *c) { return &c->plugin_state[c->cur_plugin]; }
void *lspv_rev_alloc(lspv_rev_ctx *c, size_t size) { return lspv_arena_alloc(c->arena, size); }

/* The word offset of the instruction being translated, so that a hook
 * without an offset parameter (rev_memory_operand) can still say where an
 * error is. */
uint32_t lspv_rev_current_offset(const lspv_rev_ctx *c) { return c->cur ? c->cur->offset : 0; }

uint32_t lspv_rev_id_bound(const lspv_rev_ctx *c) { return c->v->bound; }

LLVMBasicBlockRef lspv_rev_loop_header(const lspv_rev_ctx *c) { return c->loop_header; }

void lspv_rev_decoration_carried(lspv_rev_ctx *c) {
  if (!c->deco_inst)
    return;
  size_t n = c->v->ninsts, at = (size_t)(c->deco_inst - c->v->insts);
  if (!c->carried && !(c->carried = lspv_arena_alloc(c->arena, n / 8 + 1)))
    return; /* the copy stays in the list: a duplicate, not a loss */
  c->carried[at / 8] |= (uint8_t)(1u << (at % 8));
}

bool rev_decoration_is_carried(const rev_ctx *c, const lspv_inst *d) {
  size_t at = (size_t)(d - c->v->insts);
  return c->carried && ((c->carried[at / 8] >> (at % 8)) & 1);
}

int lspv_rev_target_has_decoration(const lspv_rev_ctx *c, uint32_t decoration, uint32_t *arg) {
  unsigned at = 0;
  const lspv_inst *d = c->deco_target ? rev_find_deco(c, c->deco_target, decoration, &at) : NULL;
  if (d && arg && at < lspv_nops(d))
    *arg = rev_op(c, d, at);
  return d != NULL;
}
