/*===-- ext/fn_metadata.c - function metadata of small integers ----------===*\
|* See fn_metadata.h.                                                         *|
\*===----------------------------------------------------------------------===*/
#include "ext/fn_metadata.h"

#include <string.h>

static LLVMContextRef context_of(LLVMValueRef fn) {
  return LLVMGetModuleContext(LLVMGetGlobalParent(fn));
}

LLVMValueRef ext_fn_md(LLVMValueRef fn, const char *kind) {
  LLVMContextRef ctx = context_of(fn);
  unsigned id = LLVMGetMDKindIDInContext(ctx, kind, (unsigned)strlen(kind));
  size_t n = 0;
  LLVMValueMetadataEntry *e = LLVMGlobalCopyAllMetadata(fn, &n);
  LLVMValueRef r = NULL;
  for (size_t i = 0; i < n && !r; i++)
    if (LLVMValueMetadataEntriesGetKind(e, (unsigned)i) == id)
      r = LLVMMetadataAsValue(ctx, LLVMValueMetadataEntriesGetMetadata(e, (unsigned)i));
  if (e)
    LLVMDisposeValueMetadataEntries(e);
  return r;
}

int ext_md_ints(LLVMValueRef node, uint32_t *out, unsigned max) {
  unsigned n = LLVMGetMDNodeNumOperands(node);
  LLVMValueRef ops[8];
  if (n > max || n > 8)
    return -1;
  LLVMGetMDNodeOperands(node, ops);
  for (unsigned i = 0; i < n; i++) {
    if (!ops[i] || !LLVMIsAConstantInt(ops[i]))
      return -1;
    out[i] = (uint32_t)LLVMConstIntGetZExtValue(ops[i]);
  }
  return (int)n;
}

int ext_md_has_string(LLVMValueRef node, const char *s) {
  unsigned n = LLVMGetMDNodeNumOperands(node);
  LLVMValueRef ops[8];
  if (n > 8)
    n = 8;
  LLVMGetMDNodeOperands(node, ops);
  for (unsigned i = 0; i < n; i++) {
    unsigned len = 0;
    const char *str = ops[i] ? LLVMGetMDString(ops[i], &len) : NULL;
    if (str && len == strlen(s) && !memcmp(str, s, len))
      return 1;
  }
  return 0;
}

static void set_md(LLVMValueRef fn, const char *kind, LLVMMetadataRef *ops, unsigned n) {
  LLVMContextRef ctx = context_of(fn);
  LLVMGlobalSetMetadata(fn, LLVMGetMDKindIDInContext(ctx, kind, (unsigned)strlen(kind)),
                        LLVMMDNodeInContext2(ctx, ops, n));
}

void ext_set_fn_md_ints(LLVMValueRef fn, const char *kind, const uint32_t *v, unsigned n) {
  LLVMMetadataRef ops[8];
  LLVMTypeRef i32 = LLVMInt32TypeInContext(context_of(fn));
  for (unsigned i = 0; i < n && i < 8; i++)
    ops[i] = LLVMValueAsMetadata(LLVMConstInt(i32, v[i], 0));
  set_md(fn, kind, ops, n < 8 ? n : 8);
}

void ext_set_fn_md_strings(LLVMValueRef fn, const char *kind, const char *const *s, unsigned n) {
  LLVMMetadataRef ops[8];
  LLVMContextRef ctx = context_of(fn);
  for (unsigned i = 0; i < n && i < 8; i++)
    ops[i] = LLVMMDStringInContext2(ctx, s[i], strlen(s[i]));
  set_md(fn, kind, ops, n < 8 ? n : 8);
}

void ext_register_md_kinds(LLVMContextRef ctx, const char *const *kinds) {
  for (; *kinds; kinds++)
    (void)LLVMGetMDKindIDInContext(ctx, *kinds, (unsigned)strlen(*kinds));
}
