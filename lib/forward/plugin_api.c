/*===-- forward/plugin_api.c - what forward hooks may call, and the calls ---===*\
|* Implements the lspv_fwd_* functions of include/lspv/plugin.h over the     *|
|* translation context, and calls the plugins' forward hooks at the fixed   *|
|* points, in registration order.                                            *|
\*===----------------------------------------------------------------------===*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "forward/fwd_private.h"

lspv_status lspv_fwd_require_extension(lspv_fwd_ctx *c, const char *ext) {
  for (size_t i = 0; i < c->ext_list.n; i++)
    if (!strcmp(c->ext_list.v[i], ext))
      return LSPV_SUCCESS;
  if (!lspv_options_ext_allowed(c->o, ext, true))
    return lspv_error(&c->o->diag, LSPV_ERROR_EXTENSION, "RequiresExtension",
                      "Feature requires the following SPIR-V extension:\n%s", ext);
  char *copy = lspv_arena_strndup(c->arena, ext, strlen(ext));
  if (!copy || !lspv_vec_push(&c->ext_list, (const char *)copy))
    return fwd_oom(c);
  return LSPV_SUCCESS;
}

int lspv_fwd_extension_enabled(const lspv_fwd_ctx *c, const char *ext) {
  /* Plugins ask with the same string constant on every instruction: the
   * answer is remembered by the string's address (the options do not change
   * during a translation), so the name is hashed once. */
  if (!c->ext_answers || !ext)
    return lspv_options_ext_allowed(c->o, ext, true);
  fwd_ext_answer *a = &c->ext_answers[((uintptr_t)ext >> 3) % FWD_EXT_ANSWERS];
  if (a->name == ext)
    return a->on;
  int on = lspv_options_ext_allowed(c->o, ext, true);
  a->name = ext;
  a->on = on;
  return on;
}

void lspv_fwd_require_capability(lspv_fwd_ctx *c, uint32_t capability) {
  fwd_need_cap(c, capability);
}

lspv_status lspv_fwd_require_version(lspv_fwd_ctx *c, unsigned major, unsigned minor,
                                     const char *why) {
  return fwd_need_version(c, LSPV_VERSION(major, minor), why ? why : "a plugin feature");
}

lspv_status lspv_fwd_execution_mode(lspv_fwd_ctx *c, LLVMValueRef fn, uint32_t entry_id,
                                    uint32_t mode, const uint32_t *lits, unsigned nlit) {
  uint32_t words[8] = {entry_id, mode};
  if (nlit > 6)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidOperand", fn,
                          "execution mode %u with %u literals", mode, nlit);
  if (nlit)
    memcpy(words + 2, lits, nlit * sizeof *lits);
  return fwd_exec_mode(c, fn, words, nlit + 2);
}

uint32_t lspv_fwd_max_version(const lspv_fwd_ctx *c) { return c->max_version; }
uint32_t lspv_fwd_version(const lspv_fwd_ctx *c) { return c->version; }
const char *lspv_fwd_option(const lspv_fwd_ctx *c, const char *name) {
  return lspv_options_option_value(c->o, name);
}
int lspv_fwd_unknown_intrinsic_allowed(const lspv_fwd_ctx *c, const char *name) {
  return name && fwd_intrinsic_allowed_unknown(c, name);
}
uint32_t lspv_fwd_new_id(lspv_fwd_ctx *c) { return fwd_id(c); }
uint32_t lspv_fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty) { return fwd_type(c, ty, NULL); }
uint32_t lspv_fwd_value_type(lspv_fwd_ctx *c, LLVMValueRef v) { return fwd_value_type(c, v); }
int lspv_fwd_untyped_pointer_type(lspv_fwd_ctx *c, uint32_t type) {
  return fwd_is_untyped_ptr(c, type);
}
uint32_t lspv_fwd_type_decl(lspv_fwd_ctx *c, uint32_t opcode, const uint32_t *ops, size_t nops) {
  return fwd_type_decl(c, opcode, ops, nops);
}
uint32_t lspv_fwd_pointer_type(lspv_fwd_ctx *c, uint32_t storage_class, uint32_t pointee) {
  return fwd_ptr_type_id(c, storage_class, pointee);
}
uint32_t lspv_fwd_typed_pointer_type(lspv_fwd_ctx *c, uint32_t storage_class, uint32_t pointee) {
  return pointee ? fwd_typed_ptr_type_id(c, storage_class, pointee) : 0;
}
uint32_t lspv_fwd_function_type(lspv_fwd_ctx *c, LLVMValueRef fn) {
  return fn && LLVMIsAFunction(fn) ? fwd_fn_type(c, fn) : 0;
}

uint32_t lspv_fwd_call_function_type(lspv_fwd_ctx *c, LLVMValueRef call) {
  unsigned n = LLVMGetNumArgOperands(call);
  uint32_t *ops = lspv_arena_alloc(c->arena, ((size_t)n + 1) * sizeof *ops);
  if (!ops)
    return fwd_oom(c), 0;
  if (!(ops[0] = fwd_type(c, LLVMGetReturnType(LLVMGetCalledFunctionType(call)), call)))
    return 0;
  for (unsigned i = 0; i < n; i++)
    if (!(ops[i + 1] = fwd_value_type(c, LLVMGetOperand(call, i))))
      return 0;
  return fwd_type_decl(c, SPV_OpTypeFunction, ops, n + 1);
}

uint32_t lspv_fwd_function_id(lspv_fwd_ctx *c, LLVMValueRef fn) {
  return fn && LLVMIsAFunction(fn) ? fwd_callee_id(c, fn) : 0;
}

lspv_map *lspv_fwd_map_create(lspv_fwd_ctx *c) { return lspv_map_new(c->arena); }
uint32_t lspv_fwd_void_type(lspv_fwd_ctx *c) { return fwd_void_type(c); }
uint32_t lspv_fwd_const_u32(lspv_fwd_ctx *c, uint32_t value) { return fwd_const_int(c, 32, value); }

/* One OpString per distinct string per module: the strings map keeps them. */
uint32_t lspv_fwd_string(lspv_fwd_ctx *c, const char *s, size_t len) {
  uintptr_t id;
  if (!c->strings && !(c->strings = lspv_map_new(c->arena)))
    return fwd_oom(c), 0;
  if (lspv_map_get(c->strings, s, len, &id))
    return (uint32_t)id;
  id = fwd_id(c);
  uint32_t w = (uint32_t)id;
  fwd_emit_str(c, LSPV_SEC_DEBUG_STRING, SPV_OpString, &w, 1, s, len);
  if (!lspv_map_put(c->strings, s, len, id))
    c->b->oom = true;
  return (uint32_t)id;
}

uint32_t lspv_fwd_value(lspv_fwd_ctx *c, LLVMValueRef v) { return fwd_val(c, v); }
uint32_t lspv_fwd_result_id(lspv_fwd_ctx *c, LLVMValueRef inst) { return fwd_result_id(c, inst); }

uint32_t lspv_fwd_pointer_value(lspv_fwd_ctx *c, LLVMValueRef v, LLVMTypeRef pointee) {
  return v && pointee && fwd_is_ptr(LLVMTypeOf(v)) ? fwd_ptr_as(c, v, pointee) : 0;
}

uint32_t lspv_fwd_typed_pointer_value(lspv_fwd_ctx *c, LLVMValueRef v, LLVMTypeRef pointee) {
  return v && pointee && fwd_is_ptr(LLVMTypeOf(v)) ? fwd_typed_ptr_as(c, v, pointee) : 0;
}

uint32_t lspv_fwd_ext_inst_import(lspv_fwd_ctx *c, const char *set) {
  if (!strcmp(set, "OpenCL.std") && c->opencl_std)
    return c->opencl_std;
  /* Other sets (plugins') are few: remembered by name in the dedup map. */
  size_t len = strlen(set);
  uint32_t key[66] = {SPV_OpExtInstImport};
  size_t nk = 1 + (len + 3) / 4;
  uint32_t id;
  if (nk <= 66) {
    memcpy(key + 1, set, len);
    if (lspv_wordmap_get(&c->dedup, key, nk, &id))
      return id;
  }
  id = fwd_id(c);
  fwd_emit_str(c, LSPV_SEC_EXTINSTIMPORT, SPV_OpExtInstImport, &id, 1, set, len);
  if (nk <= 66 && !lspv_wordmap_put(&c->dedup, c->arena, key, nk, id))
    c->b->oom = true;
  if (!strcmp(set, "OpenCL.std"))
    c->opencl_std = id;
  return id;
}

static lspv_section section_of(lspv_emit_place where) {
  switch (where) {
  case LSPV_EMIT_ANNOTATION: return LSPV_SEC_ANNOTATION;
  case LSPV_EMIT_GLOBAL: return LSPV_SEC_GLOBAL;
  case LSPV_EMIT_AFTER_FUNCTIONS: return LSPV_SEC_TAIL;
  case LSPV_EMIT_EXECUTION_MODE: return LSPV_SEC_EXECUTIONMODE;
  case LSPV_EMIT_MODULE_PROCESSED: return LSPV_SEC_DEBUG_MODULEPROCESSED;
  default: return LSPV_SEC_FUNCTION;
  }
}

void lspv_fwd_emit(lspv_fwd_ctx *c, lspv_emit_place where, uint32_t opcode, const uint32_t *ops,
                   size_t nops) {
  if (where == LSPV_EMIT_FUNCTION && c->in_function)
    fwd_emit_body(c, opcode, ops, nops);
  else if (where == LSPV_EMIT_FUNCTION_VARIABLES && c->in_function)
    fwd_emit_words(c, &c->fvars, opcode, ops, nops);
  else
    fwd_emit(c, section_of(where), opcode, ops, nops);
}

size_t lspv_fwd_body_size(lspv_fwd_ctx *c) { return c->in_function ? c->fbody.n : 0; }

void lspv_fwd_body_truncate(lspv_fwd_ctx *c, size_t size) {
  if (c->in_function && size < c->fbody.n)
    c->fbody.n = size;
}

void lspv_fwd_emit_with_string(lspv_fwd_ctx *c, lspv_emit_place where, uint32_t opcode,
                               const uint32_t *ops, size_t nops, const char *str) {
  if (where == LSPV_EMIT_FUNCTION && c->in_function) {
    size_t len = strlen(str), nw = lspv_string_words(len);
    uint32_t *w = lspv_arena_alloc(c->arena, (nops + nw) * sizeof(uint32_t));
    if (!w) {
      c->b->oom = true;
      return;
    }
    memcpy(w, ops, nops * sizeof *ops);
    for (size_t i = 0; i < len; i++)
      w[nops + i / 4] |= (uint32_t)(unsigned char)str[i] << (8 * (i % 4));
    fwd_emit_body(c, opcode, w, nops + nw);
    return;
  }
  fwd_emit_str(c, section_of(where), opcode, ops, nops, str, strlen(str));
}

void lspv_fwd_set_value(lspv_fwd_ctx *c, LLVMValueRef v, uint32_t id) {
  if (!lspv_ptrmap_put(&c->vals, v, id))
    c->b->oom = true;
}

int lspv_fwd_bool_as_int(lspv_fwd_ctx *c, LLVMValueRef call, uint32_t bool_id) {
  return fwd_bool_as_int(c, call, bool_id);
}

/* LLVM prints constant expressions recursively: a deeply nested one would
 * overflow the stack.  True when @p v has constant operands nested more than
 * 64 levels (or too many to look at: *budget bounds the walk on shared DAGs). */
static bool too_deep_to_print(LLVMValueRef v, unsigned depth, unsigned *budget) {
  if (depth > 64 || (*budget)-- == 0)
    return true;
  int n = LLVMGetNumOperands(v);
  for (int i = 0; i < n; i++) {
    LLVMValueRef op = LLVMGetOperand(v, (unsigned)i);
    if (op && LLVMIsAConstant(op) && !LLVMIsAGlobalValue(op) &&
        too_deep_to_print(op, depth + 1, budget))
      return true;
  }
  return false;
}

/* "<message> in function 'f': <printed value>" (the value on one line). */
static void report(lspv_fwd_ctx *c, lspv_diag_severity sev, lspv_status status,
                   const char *error_name, LLVMValueRef where, const char *fmt, va_list ap) {
  char msg[768];
  vsnprintf(msg, sizeof msg, fmt, ap);
  unsigned budget = 4096;
  if (where && too_deep_to_print(where, 0, &budget))
    where = NULL;
  /* A function prints as its whole body (after a "; Function Attrs"
   * comment): name it instead.  Anything else is cut to its first line. */
  char *val = NULL;
  if (where && LLVMIsAFunction(where)) {
    size_t nl = 0;
    const char *name = LLVMGetValueName2(where, &nl);
    char buf[256];
    snprintf(buf, sizeof buf, "function @%.*s", (int)(nl < 200 ? nl : 200), name);
    val = LLVMCreateMessage(buf);
  } else if (where) {
    val = LLVMPrintValueToString(where);
  }
  if (val) {
    char *nl = strchr(val, '\n');
    if (nl)
      *nl = 0;
  }
  size_t fl = 0;
  const char *fn = c->fn ? LLVMGetValueName2(c->fn, &fl) : NULL;
  /* A message that ends its line introduces the value on the next one. */
  size_t ml = strlen(msg);
  bool own_line = ml && msg[ml - 1] == '\n' && !fn;
  lspv_diag_report(&c->o->diag, sev, status, error_name, -1, 0, "%s%s%.*s%s%s%.200s", msg,
                   fn ? " in function '" : "", (int)fl, fn ? fn : "", fn ? "'" : "",
                   val && !own_line ? ": " : "", val ? val : "");
  if (val)
    LLVMDisposeMessage(val);
}

lspv_status lspv_fwd_error(lspv_fwd_ctx *c, lspv_status status, const char *error_name,
                           LLVMValueRef where, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  report(c, LSPV_DIAG_ERROR, status, error_name, where, fmt, ap);
  va_end(ap);
  return status;
}

void lspv_fwd_warning(lspv_fwd_ctx *c, LLVMValueRef where, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  report(c, LSPV_DIAG_WARNING, LSPV_SUCCESS, "Warning", where, fmt, ap);
  va_end(ap);
}

/* The state slot of the plugin whose hook is running. */
void **lspv_fwd_plugin_state(lspv_fwd_ctx *c) { return &c->plugin_state[c->cur_plugin]; }

void *lspv_fwd_alloc(lspv_fwd_ctx *c, size_t size) { return lspv_arena_alloc(c->arena, size); }

/* ---- hook calls ------------------------------------------------------------------*/
#define FOR_EACH_HOOK(c, field, call)                                                              \
  for (size_t i_ = 0; i_ < (c)->o->plugins.n; i_++) {                                              \
    const lspv_plugin *p_ = (c)->o->plugins.v[i_];                                                 \
    if (!p_->field)                                                                                \
      continue;                                                                                    \
    (c)->cur_plugin = i_;                                                                          \
    lspv_status s_ = p_->call;                                                                     \
    if (s_ != LSPV_SUCCESS && s_ != LSPV_DECLINED)                                                 \
      return s_;                                                                                   \
  }

/* Runs a per-instruction hook of the plugins indexed in @p list. */
#define FOR_EACH_INDEXED(c, list, call)                                                            \
  for (size_t k_ = 0; k_ < (c)->list.n; k_++) {                                                    \
    size_t i_ = (c)->list.v[k_];                                                                   \
    const lspv_plugin *p_ = (c)->o->plugins.v[i_];                                                 \
    (c)->cur_plugin = i_;                                                                          \
    lspv_status s_ = p_->call;                                                                     \
    if (s_ != LSPV_SUCCESS && s_ != LSPV_DECLINED)                                                 \
      return s_;                                                                                   \
  }

#define HK_OP_BYTES (65536 / 8)

static bool index_hooks(fwd_ctx *c) {
  if (!c->ext_answers && !(c->ext_answers = calloc(FWD_EXT_ANSWERS, sizeof *c->ext_answers)))
    return false;
  for (size_t i = 0; i < c->o->plugins.n && i <= UINT16_MAX; i++) {
    const lspv_plugin *p = c->o->plugins.v[i];
    uint16_t k = (uint16_t)i;
    if ((p->fwd_instruction && !lspv_vec_push(&c->hk_inst, k)) ||
        (p->fwd_before_instruction && !lspv_vec_push(&c->hk_before, k)) ||
        (p->fwd_llvm_instruction && !lspv_vec_push(&c->hk_llvm, k)) ||
        (p->fwd_mask && !lspv_vec_push(&c->hk_mask, k)) ||
        (p->fwd_memory_operands && !lspv_vec_push(&c->hk_mem, k)))
      return false;
    for (const unsigned *op = p->fwd_llvm_instruction ? p->fwd_llvm_opcodes : NULL; op && *op; op++)
      if (*op < sizeof c->hk_llvm_op)
        c->hk_llvm_op[*op] = 1;
    if (p->fwd_instruction && !p->fwd_instruction_opcodes && !lspv_vec_push(&c->hk_inst_any, k))
      return false;
    if (p->fwd_instruction && p->fwd_instruction_opcodes) {
      if (!c->hk_inst_op && !(c->hk_inst_op = calloc(HK_OP_BYTES, 1)))
        return false;
      for (const unsigned *op = p->fwd_instruction_opcodes; *op; op++)
        c->hk_inst_op[(*op & 0xFFFFu) >> 3] |= (uint8_t)(1u << (*op & 7));
    }
  }
  return true;
}

void fwd_hooks_free(fwd_ctx *c) {
  lspv_vec_free(&c->hk_inst);
  lspv_vec_free(&c->hk_mask);
  free(c->ext_answers);
  c->ext_answers = NULL;
  lspv_vec_free(&c->hk_mem);
  lspv_vec_free(&c->hk_inst_any);
  free(c->hk_inst_op);
  c->hk_inst_op = NULL;
  lspv_vec_free(&c->hk_before);
  lspv_vec_free(&c->hk_llvm);
}

lspv_status fwd_hook_module(fwd_ctx *c, bool end) {
  if (!end && !index_hooks(c))
    return fwd_oom(c);
  if (end) {
    FOR_EACH_HOOK(c, fwd_module_end, fwd_module_end(c, c->m));
  } else {
    FOR_EACH_HOOK(c, fwd_module_begin, fwd_module_begin(c, c->m));
  }
  return LSPV_SUCCESS;
}

/* After the plugins' hooks: the decorations metadata asks for what a
 * plugin did not already write (a round trip through SPV-IR lists the
 * plugins' decorations there too). */
lspv_status fwd_hook_global_object(fwd_ctx *c, LLVMValueRef gv, uint32_t id) {
  FOR_EACH_HOOK(c, fwd_global_object, fwd_global_object(c, gv, id));
  if (LLVMIsAFunction(gv))
    for (unsigned i = 0, n = LLVMCountParams(gv); i < n; i++) {
      uintptr_t pid = 0;
      LLVMValueRef p = LLVMGetParam(gv, i);
      lspv_status s = lspv_ptrmap_get(&c->vals, p, &pid) && pid
                          ? fwd_md_param_decorations(c, gv, i, (uint32_t)pid)
                          : LSPV_SUCCESS;
      if (s)
        return s;
    }
  return fwd_md_decorations(c, gv, id);
}

lspv_status fwd_hook_entry_point(fwd_ctx *c, LLVMValueRef fn, uint32_t entry_id) {
  FOR_EACH_HOOK(c, fwd_entry_point, fwd_entry_point(c, fn, entry_id));
  return LSPV_SUCCESS;
}

lspv_status fwd_hook_loop_hint(fwd_ctx *c, LLVMValueRef br, const char *name, LLVMValueRef hint,
                               lspv_loop_control *lc) {
  for (size_t i = 0; i < c->o->plugins.n; i++) {
    const lspv_plugin *p = c->o->plugins.v[i];
    if (!p->fwd_loop_hint)
      continue;
    c->cur_plugin = i;
    lspv_status s = p->fwd_loop_hint(c, br, name, hint, lc);
    if (s != LSPV_DECLINED)
      return s;
  }
  return LSPV_SUCCESS; /* an unknown hint is dropped */
}

lspv_status fwd_hook_unstructured_loop(fwd_ctx *c, LLVMValueRef br, const lspv_loop_control *lc) {
  for (size_t i = 0; i < c->o->plugins.n; i++) {
    const lspv_plugin *p = c->o->plugins.v[i];
    if (!p->fwd_unstructured_loop)
      continue;
    c->cur_plugin = i;
    lspv_status s = p->fwd_unstructured_loop(c, br, lc);
    if (s != LSPV_DECLINED)
      return s;
  }
  return LSPV_SUCCESS; /* no plugin: the hints are dropped */
}

lspv_status fwd_hook_linkage(fwd_ctx *c, LLVMValueRef gv, uint32_t *linkage_type) {
  FOR_EACH_HOOK(c, fwd_linkage, fwd_linkage(c, gv, linkage_type));
  return LSPV_SUCCESS;
}

lspv_status fwd_hook_mask(fwd_ctx *c, LLVMValueRef v, lspv_mask_kind kind, uint32_t *mask) {
  FOR_EACH_INDEXED(c, hk_mask, fwd_mask(c, v, kind, mask));
  return LSPV_SUCCESS;
}

lspv_status fwd_hook_mem_operands(fwd_ctx *c, LLVMValueRef inst, lspv_mem_operands *mo) {
  FOR_EACH_INDEXED(c, hk_mem, fwd_memory_operands(c, inst, mo));
  return LSPV_SUCCESS;
}

/* The opcode the result id @p id was emitted with in the current body:
 * fwd_emit_body remembers the last few (the hook runs right after the
 * instruction is emitted); for id 0, the last instruction emitted. */
static uint32_t emitted_opcode(const fwd_ctx *c, uint32_t id) {
  if (!id)
    return c->last_opcode;
  const fwd_recent *r = &c->recent[id % FWD_RECENT];
  return r->id == id ? r->opcode : 0;
}

static bool lists_opcode(const unsigned *list, unsigned opcode);

lspv_status fwd_hook_instruction(fwd_ctx *c, LLVMValueRef inst, uint32_t id) {
  uint32_t opcode = emitted_opcode(c, id);
  c->hooked = true;
  /* Plugins that filter by opcode are asked only when some filter lists
   * this one (then each checks its list); otherwise only the unfiltered
   * ones run.  Either way the hooks run in registration order. */
  bool listed = c->hk_inst_op && (c->hk_inst_op[(opcode & 0xFFFFu) >> 3] >> (opcode & 7) & 1);
  const uint16_t *v = listed ? c->hk_inst.v : c->hk_inst_any.v;
  size_t n = listed ? c->hk_inst.n : c->hk_inst_any.n;
  for (size_t k = 0; k < n; k++) {
    size_t i = v[k];
    const lspv_plugin *p = c->o->plugins.v[i];
    if (listed && p->fwd_instruction_opcodes && !lists_opcode(p->fwd_instruction_opcodes, opcode))
      continue;
    c->cur_plugin = i;
    lspv_status s = p->fwd_instruction(c, inst, id, opcode);
    if (s != LSPV_SUCCESS && s != LSPV_DECLINED)
      return s;
  }
  return fwd_md_decorations(c, inst, id);
}

lspv_status fwd_hook_before_instruction(fwd_ctx *c, LLVMValueRef inst) {
  FOR_EACH_INDEXED(c, hk_before, fwd_before_instruction(c, inst));
  return LSPV_SUCCESS;
}

/* The hooks that translate something: the first plugin that does not
 * decline has it. */
#define FIRST_HOOK(c, field, call)                                                                 \
  for (size_t i_ = 0; i_ < (c)->o->plugins.n; i_++) {                                              \
    const lspv_plugin *p_ = (c)->o->plugins.v[i_];                                                 \
    if (!p_->field)                                                                                \
      continue;                                                                                    \
    (c)->cur_plugin = i_;                                                                          \
    lspv_status s_ = p_->call;                                                                     \
    if (s_ != LSPV_DECLINED)                                                                       \
      return s_; /* claimed (success) or failed */                                                 \
  }                                                                                                \
  return LSPV_DECLINED;

lspv_status fwd_hook_call(fwd_ctx *c, LLVMValueRef call, const char *name) {
  FIRST_HOOK(c, fwd_call, fwd_call(c, call, name));
}

lspv_status fwd_hook_indirect_call(fwd_ctx *c, LLVMValueRef call) {
  FIRST_HOOK(c, fwd_indirect_call, fwd_indirect_call(c, call));
}

static bool lists_opcode(const unsigned *list, unsigned opcode) {
  for (; list && *list; list++)
    if (*list == opcode)
      return true;
  return false;
}

/* An instruction a plugin claims by its LLVM opcode: the first plugin that
 * does not decline translates it; the fwd_instruction hooks then see it. */
lspv_status fwd_hook_llvm_instruction(fwd_ctx *c, LLVMValueRef inst) {
  unsigned opcode = (unsigned)LLVMGetInstructionOpcode(inst);
  if (opcode < sizeof c->hk_llvm_op && !c->hk_llvm_op[opcode])
    return LSPV_DECLINED;
  for (size_t k = 0; k < c->hk_llvm.n; k++) {
    size_t i = c->hk_llvm.v[k];
    const lspv_plugin *p = c->o->plugins.v[i];
    if (!lists_opcode(p->fwd_llvm_opcodes, opcode))
      continue;
    c->cur_plugin = i;
    lspv_status s = p->fwd_llvm_instruction(c, inst);
    if (s == LSPV_DECLINED)
      continue;
    if (s != LSPV_SUCCESS)
      return s;
    uintptr_t id = 0;
    lspv_ptrmap_get(&c->vals, inst, &id);
    return fwd_hook_instruction(c, inst, (uint32_t)id);
  }
  return LSPV_DECLINED;
}

lspv_status fwd_hook_type(fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  *id = 0;
  FIRST_HOOK(c, fwd_type, fwd_type(c, ty, id));
}

lspv_status fwd_hook_continued(fwd_ctx *c, uint32_t opcode, uint32_t *continued) {
  *continued = 0;
  FIRST_HOOK(c, fwd_continued, fwd_continued(c, opcode, continued));
}

lspv_status fwd_hook_pointer_type(fwd_ctx *c, uint32_t sc, uint32_t pointee, uint32_t pointee_op,
                                  uint32_t *id) {
  for (size_t i = 0; i < c->o->plugins.n; i++) {
    const lspv_plugin *p = c->o->plugins.v[i];
    if (!p->fwd_pointer_type)
      continue;
    c->cur_plugin = i;
    lspv_status s = p->fwd_pointer_type(c, sc, pointee, pointee_op, id);
    if (s == LSPV_DECLINED)
      continue;
    if (s == LSPV_SUCCESS && *id && !p->untyped_pointer_ops)
      return lspv_fwd_error(c, LSPV_ERROR_PLUGIN, "PluginError", NULL,
                            "plugin '%s' gave a pointer type without pointee but no "
                            "untyped_pointer_ops",
                            p->name);
    if (s == LSPV_SUCCESS && *id)
      c->uops = p->untyped_pointer_ops;
    return s;
  }
  return LSPV_DECLINED;
}

lspv_status fwd_hook_storage_class(fwd_ctx *c, unsigned as, uint32_t *sc) {
  FIRST_HOOK(c, fwd_storage_class, fwd_storage_class(c, as, sc));
}

lspv_status fwd_hook_global_storage_class(fwd_ctx *c, LLVMValueRef gv, uint32_t *sc) {
  FIRST_HOOK(c, fwd_global_storage_class, fwd_global_storage_class(c, gv, sc));
}

lspv_status fwd_hook_function_value(fwd_ctx *c, LLVMValueRef fn, uint32_t *id) {
  *id = 0;
  FIRST_HOOK(c, fwd_function_value, fwd_function_value(c, fn, id));
}

/* An extension that an option the user gave already asks for, as
 * --spirv-preserve-auxdata asks for SPV_KHR_non_semantic_info in llvm-spirv.
 * Allowed unless --spirv-ext disabled it (an explicit -NAME is never
 * re-enabled implicitly; DESIGN 4). */
lspv_status lspv_fwd_require_implied_extension(lspv_fwd_ctx *c, const char *ext) {
  /* Disabled (-NAME, -all) or plainly enabled: the ordinary path, with its
   * RequiresExtension error in the first case. */
  if (!lspv_options_ext_allowed(c->o, ext, false) || lspv_options_ext_allowed(c->o, ext, true))
    return lspv_fwd_require_extension(c, ext);
  for (size_t i = 0; i < c->ext_list.n; i++)
    if (!strcmp(c->ext_list.v[i], ext))
      return LSPV_SUCCESS;
  char *copy = lspv_arena_strndup(c->arena, ext, strlen(ext));
  if (!copy || !lspv_vec_push(&c->ext_list, (const char *)copy))
    return fwd_oom(c);
  return LSPV_SUCCESS;
}
