//===-- llvm-shim/llvm_shim_di.cpp - reading debug-info metadata -----------===//
//
// Field accessors for the debug-info nodes the C API cannot read
// (llvm_shim_di.h).  Each accessor is one switch over the field, asking the
// node's class with dyn_cast: a node without the field answers absent.
//
//===----------------------------------------------------------------------===//
#include "llvm-shim/llvm_shim_di.h"

#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;

static Metadata *md_of(LLVMMetadataRef m) { return reinterpret_cast<Metadata *>(m); }
static LLVMMetadataRef wrap_md(const Metadata *m) {
  return reinterpret_cast<LLVMMetadataRef>(const_cast<Metadata *>(m));
}

static StringRef str_field(Metadata *m, lspv_di_str f) {
  switch (f) {
  case LSPV_DI_NAME:
    if (auto *t = dyn_cast<DIType>(m))
      return t->getName();
    if (auto *s = dyn_cast<DISubprogram>(m))
      return s->getName();
    if (auto *v = dyn_cast<DIVariable>(m))
      return v->getName();
    if (auto *e = dyn_cast<DIEnumerator>(m))
      return e->getName();
    if (auto *n = dyn_cast<DINamespace>(m))
      return n->getName();
    if (auto *i = dyn_cast<DIImportedEntity>(m))
      return i->getName();
    if (auto *l = dyn_cast<DILabel>(m))
      return l->getName();
    if (auto *mo = dyn_cast<DIModule>(m))
      return mo->getName();
    if (auto *t = dyn_cast<DITemplateParameter>(m))
      return t->getName();
    return StringRef();
  case LSPV_DI_LINKAGE_NAME:
    if (auto *s = dyn_cast<DISubprogram>(m))
      return s->getLinkageName();
    if (auto *g = dyn_cast<DIGlobalVariable>(m))
      return g->getLinkageName();
    if (auto *c = dyn_cast<DICompositeType>(m))
      return c->getIdentifier();
    return StringRef();
  case LSPV_DI_PRODUCER:
    if (auto *c = dyn_cast<DICompileUnit>(m))
      return c->getProducer();
    return StringRef();
  case LSPV_DI_CU_FLAGS:
    if (auto *c = dyn_cast<DICompileUnit>(m))
      return c->getFlags();
    return StringRef();
  case LSPV_DI_FILENAME:
    if (auto *s = dyn_cast<DIScope>(m))
      return s->getFilename();
    return StringRef();
  case LSPV_DI_DIRECTORY:
    if (auto *s = dyn_cast<DIScope>(m))
      return s->getDirectory();
    return StringRef();
  case LSPV_DI_SOURCE:
    if (auto *file = dyn_cast<DIFile>(m))
      if (auto src = file->getSource())
        return *src;
    return StringRef();
  case LSPV_DI_CHECKSUM:
    if (auto *file = dyn_cast<DIFile>(m))
      if (auto cs = file->getChecksum())
        return cs->Value;
    return StringRef();
  case LSPV_DI_TARGET_NAME:
    if (auto *s = dyn_cast<DISubprogram>(m))
      return s->getTargetFuncName();
    return StringRef();
  case LSPV_DI_SPLIT_NAME:
    if (auto *c = dyn_cast<DICompileUnit>(m))
      return c->getSplitDebugFilename();
    return StringRef();
  case LSPV_DI_CONFIG_MACROS:
    if (auto *mo = dyn_cast<DIModule>(m))
      return mo->getConfigurationMacros();
    return StringRef();
  case LSPV_DI_INCLUDE_PATH:
    if (auto *mo = dyn_cast<DIModule>(m))
      return mo->getIncludePath();
    return StringRef();
  case LSPV_DI_APINOTES:
    if (auto *mo = dyn_cast<DIModule>(m))
      return mo->getAPINotesFile();
    return StringRef();
  case LSPV_DI_TEMPLATE_STR:
    if (auto *t = dyn_cast<DITemplateValueParameter>(m))
      if (auto *s = dyn_cast_if_present<MDString>(t->getValue()))
        return s->getString();
    return StringRef();
  }
  return StringRef();
}

extern "C" const char *lspv_shim_di_str(LLVMMetadataRef md, lspv_di_str field, size_t *len) {
  *len = 0;
  if (!md)
    return nullptr;
  StringRef s = str_field(md_of(md), field);
  if (!s.data())
    return nullptr;
  *len = s.size();
  return s.data();
}

static bool int_field(Metadata *m, lspv_di_int f, int64_t *out) {
  switch (f) {
  case LSPV_DI_TAG:
    if (auto *n = dyn_cast<DINode>(m))
      return *out = n->getTag(), true;
    return false;
  case LSPV_DI_LINE:
    if (auto *t = dyn_cast<DIType>(m))
      return *out = t->getLine(), true;
    if (auto *s = dyn_cast<DISubprogram>(m))
      return *out = s->getLine(), true;
    if (auto *v = dyn_cast<DIVariable>(m))
      return *out = v->getLine(), true;
    if (auto *b = dyn_cast<DILexicalBlock>(m))
      return *out = b->getLine(), true;
    if (auto *l = dyn_cast<DILocation>(m))
      return *out = l->getLine(), true;
    if (auto *i = dyn_cast<DIImportedEntity>(m))
      return *out = i->getLine(), true;
    if (auto *l = dyn_cast<DILabel>(m))
      return *out = l->getLine(), true;
    if (auto *mo = dyn_cast<DIModule>(m))
      return *out = mo->getLineNo(), true;
    return false;
  case LSPV_DI_COLUMN:
    if (auto *b = dyn_cast<DILexicalBlock>(m))
      return *out = b->getColumn(), true;
    if (auto *l = dyn_cast<DILocation>(m))
      return *out = l->getColumn(), true;
    if (auto *l = dyn_cast<DILabel>(m))
      return *out = l->getColumn(), true;
    return false;
  case LSPV_DI_SIZE:
    if (auto *t = dyn_cast<DIType>(m))
      return *out = (int64_t)t->getSizeInBits(), true;
    return false;
  case LSPV_DI_OFFSET:
    if (auto *t = dyn_cast<DIType>(m))
      return *out = (int64_t)t->getOffsetInBits(), true;
    return false;
  case LSPV_DI_ALIGN:
    if (auto *t = dyn_cast<DIType>(m))
      return *out = t->getAlignInBits(), true;
    if (auto *v = dyn_cast<DIVariable>(m))
      return *out = v->getAlignInBits(), true;
    return false;
  case LSPV_DI_FLAGS:
    if (auto *t = dyn_cast<DIType>(m))
      return *out = t->getFlags(), true;
    if (auto *s = dyn_cast<DISubprogram>(m))
      return *out = s->getFlags(), true;
    if (auto *v = dyn_cast<DILocalVariable>(m))
      return *out = v->getFlags(), true;
    return false;
  case LSPV_DI_SP_FLAGS:
    if (auto *s = dyn_cast<DISubprogram>(m))
      return *out = s->getSPFlags(), true;
    return false;
  case LSPV_DI_SCOPE_LINE:
    if (auto *s = dyn_cast<DISubprogram>(m))
      return *out = s->getScopeLine(), true;
    return false;
  case LSPV_DI_ENCODING:
    if (auto *b = dyn_cast<DIBasicType>(m))
      return *out = b->getEncoding(), true;
    if (auto *st = dyn_cast<DIStringType>(m))
      return *out = st->getEncoding(), true;
    return false;
  case LSPV_DI_LANGUAGE:
    if (auto *c = dyn_cast<DICompileUnit>(m))
      return *out = c->getSourceLanguage().getUnversionedName(), true;
    return false;
  case LSPV_DI_OPTIMIZED:
    if (auto *c = dyn_cast<DICompileUnit>(m))
      return *out = c->isOptimized(), true;
    return false;
  case LSPV_DI_EMISSION:
    if (auto *c = dyn_cast<DICompileUnit>(m))
      return *out = c->getEmissionKind(), true;
    return false;
  case LSPV_DI_RUNTIME:
    if (auto *c = dyn_cast<DICompileUnit>(m))
      return *out = c->getRuntimeVersion(), true;
    return false;
  case LSPV_DI_ARG:
    if (auto *v = dyn_cast<DILocalVariable>(m))
      return *out = v->getArg(), true;
    return false;
  case LSPV_DI_LOCAL:
    if (auto *g = dyn_cast<DIGlobalVariable>(m))
      return *out = g->isLocalToUnit(), true;
    return false;
  case LSPV_DI_DEFINITION:
    if (auto *g = dyn_cast<DIGlobalVariable>(m))
      return *out = g->isDefinition(), true;
    return false;
  case LSPV_DI_VALUE:
    if (auto *e = dyn_cast<DIEnumerator>(m))
      return *out = e->getValue().getSExtValue(), true;
    return false;
  case LSPV_DI_UNSIGNED:
    if (auto *e = dyn_cast<DIEnumerator>(m))
      return *out = e->isUnsigned(), true;
    return false;
  case LSPV_DI_COUNT:
    if (auto *s = dyn_cast<DISubrange>(m)) {
      auto c = s->getCount();
      auto *ci = dyn_cast_if_present<ConstantInt *>(c);
      return *out = ci ? ci->getSExtValue() : -1, true;
    }
    return false;
  case LSPV_DI_LOWER:
    if (auto *s = dyn_cast<DISubrange>(m)) {
      auto *ci = dyn_cast_if_present<ConstantInt *>(s->getLowerBound());
      return *out = ci ? ci->getSExtValue() : 0, true;
    }
    return false;
  case LSPV_DI_ADDRSPACE:
    if (auto *d = dyn_cast<DIDerivedType>(m)) {
      auto as = d->getDWARFAddressSpace();
      return *out = as ? (int64_t)*as : -1, true;
    }
    return false;
  case LSPV_DI_DISCRIMINATOR:
    if (auto *b = dyn_cast<DILexicalBlockFile>(m))
      return *out = b->getDiscriminator(), true;
    return false;
  case LSPV_DI_CHECKSUM_KIND:
    if (auto *file = dyn_cast<DIFile>(m))
      if (auto cs = file->getChecksum())
        return *out = cs->Kind, true;
    return false;
  case LSPV_DI_EXPORT_SYMBOLS:
    if (auto *n = dyn_cast<DINamespace>(m))
      return *out = n->getExportSymbols(), true;
    return false;
  case LSPV_DI_IS_DECL:
    if (auto *mo = dyn_cast<DIModule>(m))
      return *out = mo->getIsDecl(), true;
    return false;
  case LSPV_DI_DWO_ID:
    if (auto *c = dyn_cast<DICompileUnit>(m))
      return *out = (int64_t)c->getDWOId(), true;
    return false;
  }
  return false;
}

extern "C" int lspv_shim_di_int(LLVMMetadataRef md, lspv_di_int field, int64_t *out) {
  *out = 0;
  return md && int_field(md_of(md), field, out) ? 1 : 0;
}

static const Metadata *ref_field(Metadata *m, lspv_di_ref f) {
  switch (f) {
  case LSPV_DI_SCOPE:
    if (auto *l = dyn_cast<DILocation>(m))
      return l->getScope();
    if (auto *v = dyn_cast<DIVariable>(m))
      return v->getScope();
    if (auto *s = dyn_cast<DIScope>(m))
      return s->getScope();
    if (auto *i = dyn_cast<DIImportedEntity>(m))
      return i->getScope();
    if (auto *l = dyn_cast<DILabel>(m))
      return l->getScope();
    return nullptr;
  case LSPV_DI_FILE:
    if (auto *v = dyn_cast<DIVariable>(m))
      return v->getFile();
    if (auto *s = dyn_cast<DIScope>(m))
      return s->getFile();
    if (auto *i = dyn_cast<DIImportedEntity>(m))
      return i->getFile();
    if (auto *l = dyn_cast<DILabel>(m))
      return l->getFile();
    return nullptr;
  case LSPV_DI_TYPE:
    if (auto *s = dyn_cast<DISubprogram>(m))
      return s->getType();
    if (auto *v = dyn_cast<DIVariable>(m))
      return v->getType();
    if (auto *d = dyn_cast<DIDerivedType>(m))
      return d->getBaseType();
    if (auto *t = dyn_cast<DITemplateParameter>(m))
      return t->getType();
    return nullptr;
  case LSPV_DI_ELEMENTS:
    if (auto *c = dyn_cast<DICompositeType>(m))
      return c->getElements().get();
    if (auto *s = dyn_cast<DISubroutineType>(m))
      return s->getTypeArray().get();
    return nullptr;
  case LSPV_DI_UNIT:
    if (auto *s = dyn_cast<DISubprogram>(m))
      return s->getUnit();
    return nullptr;
  case LSPV_DI_DECLARATION:
    if (auto *s = dyn_cast<DISubprogram>(m))
      return s->getDeclaration();
    if (auto *g = dyn_cast<DIGlobalVariable>(m))
      return g->getStaticDataMemberDeclaration();
    return nullptr;
  case LSPV_DI_INLINED_AT:
    if (auto *l = dyn_cast<DILocation>(m))
      return l->getInlinedAt();
    return nullptr;
  case LSPV_DI_ENUMS:
    if (auto *c = dyn_cast<DICompileUnit>(m))
      return c->getEnumTypes().get();
    return nullptr;
  case LSPV_DI_GLOBALS:
    if (auto *c = dyn_cast<DICompileUnit>(m))
      return c->getGlobalVariables().get();
    return nullptr;
  case LSPV_DI_RETAINED:
    if (auto *c = dyn_cast<DICompileUnit>(m))
      return c->getRetainedTypes().get();
    if (auto *s = dyn_cast<DISubprogram>(m))
      return s->getRetainedNodes().get();
    return nullptr;
  case LSPV_DI_IMPORTED:
    if (auto *c = dyn_cast<DICompileUnit>(m))
      return c->getImportedEntities().get();
    return nullptr;
  case LSPV_DI_ENTITY:
    if (auto *i = dyn_cast<DIImportedEntity>(m))
      return i->getEntity();
    return nullptr;
  case LSPV_DI_VARIABLE:
    if (auto *g = dyn_cast<DIGlobalVariableExpression>(m))
      return g->getVariable();
    return nullptr;
  case LSPV_DI_EXPRESSION:
    if (auto *g = dyn_cast<DIGlobalVariableExpression>(m))
      return g->getExpression();
    return nullptr;
  case LSPV_DI_BASE:
    if (auto *c = dyn_cast<DICompositeType>(m))
      return c->getBaseType();
    if (auto *p = dyn_cast<DIDerivedType>(m))
      return p->getTag() == dwarf::DW_TAG_ptr_to_member_type ? p->getClassType() : nullptr;
    return nullptr;
  case LSPV_DI_TEMPLATE_PARAMS:
    if (auto *c = dyn_cast<DICompositeType>(m))
      return c->getRawTemplateParams();
    if (auto *s = dyn_cast<DISubprogram>(m))
      return s->getRawTemplateParams();
    return nullptr;
  case LSPV_DI_PACK:
    if (auto *t = dyn_cast<DITemplateValueParameter>(m))
      return dyn_cast_if_present<MDTuple>(t->getValue());
    return nullptr;
  }
  return nullptr;
}

extern "C" LLVMMetadataRef lspv_shim_di_ref(LLVMMetadataRef md, lspv_di_ref field) {
  return md ? wrap_md(ref_field(md_of(md), field)) : nullptr;
}

extern "C" unsigned lspv_shim_di_tuple(LLVMMetadataRef md, LLVMMetadataRef *out, unsigned cap) {
  auto *t = md ? dyn_cast<MDTuple>(md_of(md)) : nullptr;
  if (!t)
    return 0;
  unsigned n = t->getNumOperands();
  for (unsigned i = 0; i < n && i < cap; i++)
    out[i] = wrap_md(t->getOperand(i).get());
  return n;
}

extern "C" unsigned lspv_shim_di_expr(LLVMMetadataRef md, uint64_t *out, unsigned cap) {
  auto *e = md ? dyn_cast<DIExpression>(md_of(md)) : nullptr;
  if (!e)
    return 0;
  ArrayRef<uint64_t> el = e->getElements();
  for (unsigned i = 0; i < el.size() && i < cap; i++)
    out[i] = el[i];
  return (unsigned)el.size();
}

extern "C" LLVMMetadataRef lspv_shim_di_file(LLVMContextRef ctx, const char *name, size_t name_len,
                                             const char *dir, size_t dir_len, int cs_kind,
                                             const char *cs, size_t cs_len, const char *src,
                                             size_t src_len) {
  std::optional<DIFile::ChecksumInfo<StringRef>> checksum;
  if (cs_kind >= 0 && cs_kind <= 2)
    checksum.emplace(static_cast<DIFile::ChecksumKind>(cs_kind + 1), StringRef(cs, cs_len));
  std::optional<StringRef> source;
  if (src)
    source = StringRef(src, src_len);
  return wrap_md(DIFile::get(*unwrap(ctx), StringRef(name, name_len), StringRef(dir, dir_len),
                             checksum, source));
}

extern "C" int lspv_shim_di_set_declaration(LLVMMetadataRef sp, LLVMMetadataRef decl) {
  auto *s = dyn_cast_or_null<DISubprogram>(md_of(sp));
  auto *d = dyn_cast_or_null<DISubprogram>(md_of(decl));
  if (!s || !d || !s->isDistinct() || d->isDefinition())
    return 0;
  s->replaceDeclaration(d);
  return 1;
}

extern "C" LLVMValueRef lspv_shim_di_template_value(LLVMMetadataRef md) {
  auto *t = md ? dyn_cast<DITemplateValueParameter>(md_of(md)) : nullptr;
  auto *c = t ? dyn_cast_if_present<ConstantAsMetadata>(t->getValue()) : nullptr;
  return c ? wrap(c->getValue()) : nullptr;
}

extern "C" LLVMValueRef lspv_shim_di_member_value(LLVMMetadataRef md) {
  auto *t = md ? dyn_cast<DIDerivedType>(md_of(md)) : nullptr;
  Constant *c = t && t->isStaticMember() ? t->getConstant() : nullptr;
  return c ? wrap(c) : nullptr;
}

static DIBuilder *builder_of(LLVMDIBuilderRef b) { return reinterpret_cast<DIBuilder *>(b); }

/* The DINodeArray of @p n metadata @p elements. */
static DINodeArray node_array(DIBuilder &dib, LLVMMetadataRef *elements, unsigned n) {
  SmallVector<Metadata *, 16> el;
  for (unsigned i = 0; i < n; i++)
    el.push_back(md_of(elements[i]));
  return dib.getOrCreateArray(el);
}

extern "C" LLVMMetadataRef lspv_shim_di_template_param(LLVMDIBuilderRef b, lspv_di_tparam kind,
                                                       const char *name, size_t name_len,
                                                       LLVMMetadataRef type, LLVMValueRef value,
                                                       const char *str, size_t str_len,
                                                       LLVMMetadataRef *pack, unsigned npack) {
  DIBuilder &dib = *builder_of(b);
  StringRef n(name, name_len);
  auto *ty = type ? dyn_cast<DIType>(md_of(type)) : nullptr;
  switch (kind) {
  case LSPV_DI_TPARAM_TYPE: return wrap_md(dib.createTemplateTypeParameter(nullptr, n, ty, false));
  case LSPV_DI_TPARAM_VALUE:
    return wrap_md(dib.createTemplateValueParameter(
        nullptr, n, ty, false, value ? dyn_cast<Constant>(unwrap(value)) : nullptr));
  case LSPV_DI_TPARAM_TEMPLATE:
    return wrap_md(dib.createTemplateTemplateParameter(nullptr, n, ty, StringRef(str, str_len)));
  case LSPV_DI_TPARAM_PACK: {
    return wrap_md(dib.createTemplateParameterPack(nullptr, n, ty, node_array(dib, pack, npack)));
  }
  }
  return nullptr;
}

extern "C" LLVMMetadataRef
lspv_shim_di_function(LLVMDIBuilderRef b, LLVMMetadataRef scope, const char *name, size_t name_len,
                      const char *link, size_t link_len, LLVMMetadataRef file, unsigned line,
                      LLVMMetadataRef type, unsigned scope_line, uint64_t flags, unsigned spflags,
                      LLVMMetadataRef decl, const char *target, size_t target_len,
                      LLVMMetadataRef tparams) {
  auto *sc = scope ? dyn_cast<DIScope>(md_of(scope)) : nullptr;
  auto *f = file ? dyn_cast<DIFile>(md_of(file)) : nullptr;
  auto *ty = type ? dyn_cast<DISubroutineType>(md_of(type)) : nullptr;
  auto *d = decl ? dyn_cast<DISubprogram>(md_of(decl)) : nullptr;
  auto *tp = tparams ? dyn_cast<MDTuple>(md_of(tparams)) : nullptr;
  return wrap_md(builder_of(b)->createFunction(
      sc, StringRef(name, name_len), StringRef(link, link_len), f, line, ty, scope_line,
      static_cast<DINode::DIFlags>(flags), static_cast<DISubprogram::DISPFlags>(spflags),
      DITemplateParameterArray(tp), d, nullptr, nullptr,
      target ? StringRef(target, target_len) : StringRef()));
}

extern "C" LLVMMetadataRef lspv_shim_di_module(LLVMDIBuilderRef b, LLVMMetadataRef scope,
                                               const char *name, size_t name_len,
                                               const char *macros, size_t macros_len,
                                               const char *include, size_t include_len,
                                               const char *apinotes, size_t apinotes_len,
                                               LLVMMetadataRef file, unsigned line, int is_decl) {
  auto *sc = scope ? dyn_cast<DIScope>(md_of(scope)) : nullptr;
  auto *f = file ? dyn_cast<DIFile>(md_of(file)) : nullptr;
  return wrap_md(builder_of(b)->createModule(
      sc, StringRef(name, name_len), StringRef(macros, macros_len), StringRef(include, include_len),
      StringRef(apinotes, apinotes_len), f, line, is_decl != 0));
}

extern "C" LLVMMetadataRef lspv_shim_di_enum(LLVMDIBuilderRef b, LLVMMetadataRef scope,
                                             const char *name, size_t name_len,
                                             LLVMMetadataRef file, unsigned line, uint64_t size,
                                             LLVMMetadataRef *elements, unsigned n,
                                             LLVMMetadataRef underlying, int scoped) {
  DIBuilder &dib = *builder_of(b);
  auto *sc = scope ? dyn_cast<DIScope>(md_of(scope)) : nullptr;
  auto *f = file ? dyn_cast<DIFile>(md_of(file)) : nullptr;
  auto *u = underlying ? dyn_cast<DIType>(md_of(underlying)) : nullptr;
  return wrap_md(dib.createEnumerationType(sc, StringRef(name, name_len), f, line, size, 0,
                                           node_array(dib, elements, n), u, 0, "", scoped != 0));
}

extern "C" LLVMMetadataRef lspv_shim_di_class(LLVMDIBuilderRef b, LLVMMetadataRef scope,
                                              const char *name, size_t name_len,
                                              LLVMMetadataRef file, unsigned line, uint64_t size,
                                              LLVMDIFlags flags, LLVMMetadataRef *elements,
                                              unsigned n, const char *id, size_t id_len) {
  DIBuilder &dib = *builder_of(b);
  auto *sc = scope ? dyn_cast<DIScope>(md_of(scope)) : nullptr;
  auto *f = file ? dyn_cast<DIFile>(md_of(file)) : nullptr;
  return wrap_md(dib.createClassType(
      sc, StringRef(name, name_len), f, line, size, 0, 0, static_cast<DINode::DIFlags>(flags),
      nullptr, node_array(dib, elements, n), 0, nullptr, nullptr, StringRef(id, id_len)));
}

extern "C" void lspv_shim_di_set_template_params(LLVMMetadataRef md, LLVMMetadataRef tparams) {
  auto *c = md ? dyn_cast<DICompositeType>(md_of(md)) : nullptr;
  auto *tp = tparams ? dyn_cast<MDTuple>(md_of(tparams)) : nullptr;
  if (c)
    c->replaceTemplateParams(DITemplateParameterArray(tp));
}

extern "C" void lspv_shim_di_set_unit(LLVMMetadataRef sp, LLVMMetadataRef cu) {
  auto *s = sp ? dyn_cast<DISubprogram>(md_of(sp)) : nullptr;
  auto *u = cu ? dyn_cast<DICompileUnit>(md_of(cu)) : nullptr;
  if (s && u && s->isDefinition())
    s->replaceUnit(u);
}

extern "C" void lspv_shim_di_retain(LLVMDIBuilderRef b, LLVMMetadataRef md) {
  auto *s = md ? dyn_cast<DIScope>(md_of(md)) : nullptr;
  if (b && s)
    builder_of(b)->retainType(s);
}

extern "C" LLVMMetadataRef lspv_shim_di_subrange(LLVMDIBuilderRef b, LLVMMetadataRef count,
                                                 LLVMMetadataRef lower, LLVMMetadataRef upper) {
  return wrap_md(builder_of(b)->getOrCreateSubrange(count ? md_of(count) : nullptr,
                                                    lower ? md_of(lower) : nullptr,
                                                    upper ? md_of(upper) : nullptr, nullptr));
}

extern "C" LLVMMetadataRef lspv_shim_di_subrange_stride(LLVMDIBuilderRef b, LLVMMetadataRef count,
                                                        LLVMMetadataRef lower,
                                                        LLVMMetadataRef upper,
                                                        LLVMMetadataRef stride) {
  return wrap_md(builder_of(b)->getOrCreateSubrange(
      count ? md_of(count) : nullptr, lower ? md_of(lower) : nullptr,
      upper ? md_of(upper) : nullptr, stride ? md_of(stride) : nullptr));
}

extern "C" int lspv_shim_di_subrange_part(LLVMMetadataRef sr, lspv_di_sr_part part,
                                          LLVMMetadataRef *node, int64_t *value) {
  auto *s = sr ? dyn_cast<DISubrange>(md_of(sr)) : nullptr;
  if (!s)
    return 0;
  Metadata *raw = part == LSPV_DI_SR_COUNT   ? s->getRawCountNode()
                  : part == LSPV_DI_SR_LOWER ? s->getRawLowerBound()
                  : part == LSPV_DI_SR_UPPER ? s->getRawUpperBound()
                                             : s->getRawStride();
  if (!raw)
    return 0;
  if (auto *c = dyn_cast<ConstantAsMetadata>(raw))
    if (auto *ci = dyn_cast<ConstantInt>(c->getValue()))
      return *value = ci->getSExtValue(), 1;
  if (isa<DIVariable>(raw) || isa<DIExpression>(raw))
    return *node = wrap_md(raw), 2;
  return 0;
}

extern "C" LLVMMetadataRef lspv_shim_di_array_part(LLVMMetadataRef md, lspv_di_dyn_part part) {
  auto *c = md ? dyn_cast<DICompositeType>(md_of(md)) : nullptr;
  if (!c)
    return nullptr;
  Metadata *raw = part == LSPV_DI_DYN_DATA_LOCATION ? c->getRawDataLocation()
                  : part == LSPV_DI_DYN_ASSOCIATED  ? c->getRawAssociated()
                  : part == LSPV_DI_DYN_ALLOCATED   ? c->getRawAllocated()
                                                    : c->getRawRank();
  if (raw && (isa<DIVariable>(raw) || isa<DIExpression>(raw)))
    return wrap_md(raw);
  return nullptr;
}

extern "C" LLVMMetadataRef lspv_shim_di_string_part(LLVMMetadataRef md, lspv_di_str_part part) {
  auto *st = md ? dyn_cast<DIStringType>(md_of(md)) : nullptr;
  if (!st)
    return nullptr;
  Metadata *raw = part == LSPV_DI_STR_LENGTH        ? st->getRawStringLength()
                  : part == LSPV_DI_STR_LENGTH_EXPR ? st->getRawStringLengthExp()
                                                    : st->getRawStringLocationExp();
  if (raw && (isa<DIVariable>(raw) || isa<DIExpression>(raw)))
    return wrap_md(raw);
  return nullptr;
}

extern "C" LLVMMetadataRef lspv_shim_di_string_type(LLVMContextRef ctx, const char *name,
                                                    size_t name_len, LLVMMetadataRef parts[3],
                                                    uint64_t size, unsigned encoding) {
  Metadata *p[3];
  for (int i = 0; i < 3; i++)
    p[i] = parts[i] ? md_of(parts[i]) : nullptr;
  if (p[0] && !isa<DIVariable>(p[0]))
    p[0] = nullptr;
  for (int i = 1; i < 3; i++)
    if (p[i] && !isa<DIExpression>(p[i]))
      p[i] = nullptr;
  return wrap_md(DIStringType::get(*unwrap(ctx), dwarf::DW_TAG_string_type,
                                   StringRef(name ? name : "", name_len), p[0], p[1], p[2], size, 0,
                                   encoding));
}

/* An expression or a variable as DIBuilder takes them. */
static PointerUnion<DIExpression *, DIVariable *> expr_or_var(LLVMMetadataRef m) {
  if (m && isa<DIExpression>(md_of(m)))
    return cast<DIExpression>(md_of(m));
  if (m && isa<DIVariable>(md_of(m)))
    return cast<DIVariable>(md_of(m));
  return nullptr;
}

extern "C" LLVMMetadataRef lspv_shim_di_array_dynamic(LLVMDIBuilderRef b, uint64_t size,
                                                      LLVMMetadataRef base,
                                                      LLVMMetadataRef *subscripts, unsigned n,
                                                      LLVMMetadataRef parts[4]) {
  DIBuilder &dib = *builder_of(b);
  SmallVector<Metadata *, 8> subs;
  for (unsigned i = 0; i < n; i++)
    subs.push_back(md_of(subscripts[i]));
  return wrap_md(dib.createArrayType(
      size, 0, base ? cast<DIType>(md_of(base)) : nullptr, dib.getOrCreateArray(subs),
      expr_or_var(parts[0]), expr_or_var(parts[1]), expr_or_var(parts[2]), expr_or_var(parts[3])));
}

extern "C" LLVMMetadataRef lspv_shim_di_pointer(LLVMDIBuilderRef b, LLVMMetadataRef base,
                                                uint64_t size, int64_t dwarf_as) {
  std::optional<unsigned> as;
  if (dwarf_as >= 0)
    as = (unsigned)dwarf_as;
  return wrap_md(
      builder_of(b)->createPointerType(base ? cast<DIType>(md_of(base)) : nullptr, size, 0, as));
}

extern "C" LLVMMetadataRef lspv_shim_di_reference(LLVMDIBuilderRef b, unsigned tag,
                                                  LLVMMetadataRef base, uint64_t size,
                                                  int64_t dwarf_as) {
  std::optional<unsigned> as;
  if (dwarf_as >= 0)
    as = (unsigned)dwarf_as;
  return wrap_md(builder_of(b)->createReferenceType(tag, base ? cast<DIType>(md_of(base)) : nullptr,
                                                    size, 0, as));
}

extern "C" int64_t lspv_shim_di_lang_lower_bound(unsigned dw_lang) {
  auto lb = dwarf::LanguageLowerBound(static_cast<dwarf::SourceLanguage>(dw_lang));
  return lb ? (int64_t)*lb : -1;
}

extern "C" unsigned lspv_shim_di_record_nlocs(LLVMDbgRecordRef r) {
  auto *v = r ? dyn_cast<DbgVariableRecord>(unwrap(r)) : nullptr;
  return v ? v->getNumVariableLocationOps() : 0;
}

extern "C" int lspv_shim_di_record_set_args(LLVMDbgRecordRef r, LLVMValueRef *vals, unsigned n) {
  auto *v = r ? dyn_cast<DbgVariableRecord>(unwrap(r)) : nullptr;
  if (!v || !n)
    return 0;
  SmallVector<ValueAsMetadata *, 4> args;
  for (unsigned i = 0; i < n; i++)
    args.push_back(ValueAsMetadata::get(unwrap(vals[i])));
  /* (the value's context: a record at the end of a block still being
   * built has no instruction to ask) */
  v->setRawLocation(DIArgList::get(unwrap(vals[0])->getContext(), args));
  return 1;
}

extern "C" LLVMMetadataRef lspv_shim_di_distinct_location(LLVMContextRef ctx, unsigned line,
                                                          unsigned col, LLVMMetadataRef scope,
                                                          LLVMMetadataRef inlined_at) {
  auto *sc = dyn_cast_or_null<DIScope>(md_of(scope));
  if (!sc)
    return nullptr;
  return wrap_md(DILocation::getDistinct(*unwrap(ctx), line, col, sc, md_of(inlined_at)));
}

extern "C" LLVMMetadataRef lspv_shim_di_static_member(LLVMDIBuilderRef b, LLVMMetadataRef scope,
                                                      const char *name, size_t name_len,
                                                      LLVMMetadataRef file, unsigned line,
                                                      LLVMMetadataRef type, LLVMDIFlags flags,
                                                      LLVMValueRef value, unsigned tag) {
  auto *sc = scope ? dyn_cast<DIScope>(md_of(scope)) : nullptr;
  auto *f = file ? dyn_cast<DIFile>(md_of(file)) : nullptr;
  auto *t = type ? dyn_cast<DIType>(md_of(type)) : nullptr;
  auto *v = value ? dyn_cast<Constant>(unwrap(value)) : nullptr;
  return wrap_md(builder_of(b)->createStaticMemberType(
      sc, StringRef(name, name_len), f, line, t, static_cast<DINode::DIFlags>(flags), v, tag));
}
