//===-- llvm-shim/llvm_shim.cpp - LLVM facts the C API lacks --------------===//
//
// The one C++ file of lspv (DESIGN 8).  Each function below answers one
// question the LLVM 22 C API cannot; see llvm_shim.h.  LLVM is built without
// exceptions: nothing here throws or catches, failures are NULL / 0.
//
//===----------------------------------------------------------------------===//
#include "llvm-shim/llvm_shim.h"

#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

using namespace llvm;

static bool valid_kind(unsigned kind) {
  return kind > Attribute::None && kind < Attribute::EndAttrKinds;
}

extern "C" const char *lspv_shim_attr_kind_name(unsigned kind, size_t *len) {
  if (!valid_kind(kind))
    return nullptr;
  // The names are the string literals of Attributes.inc: NUL-terminated.
  StringRef name = Attribute::getNameFromAttrKind(static_cast<Attribute::AttrKind>(kind));
  if (len)
    *len = name.size();
  return name.data();
}

extern "C" lspv_shim_attr_class lspv_shim_attr_kind_class(unsigned kind) {
  if (!valid_kind(kind))
    return LSPV_SHIM_ATTR_UNKNOWN;
  auto k = static_cast<Attribute::AttrKind>(kind);
  if (Attribute::isEnumAttrKind(k))
    return LSPV_SHIM_ATTR_ENUM;
  if (Attribute::isIntAttrKind(k))
    return LSPV_SHIM_ATTR_INT;
  if (Attribute::isTypeAttrKind(k))
    return LSPV_SHIM_ATTR_TYPE;
  if (Attribute::isConstantRangeAttrKind(k))
    return LSPV_SHIM_ATTR_RANGE;
  if (Attribute::isConstantRangeListAttrKind(k))
    return LSPV_SHIM_ATTR_RANGE_LIST;
  return LSPV_SHIM_ATTR_UNKNOWN;
}

extern "C" char *lspv_shim_attr_as_string(LLVMAttributeRef attr) {
  std::string s = unwrap(attr).getAsString(/*InAttrGrp=*/false);
  char *out = static_cast<char *>(std::malloc(s.size() + 1));
  if (out)
    std::memcpy(out, s.c_str(), s.size() + 1);
  return out;
}

extern "C" LLVMAttributeRef lspv_shim_parse_fn_attr(LLVMContextRef ctx, const char *text,
                                                    size_t len) {
  // LLVM has no public parser for one attribute; its assembly parser reads
  // the inline form after a declaration's signature.  A newline would let
  // the text escape that position, so it is refused outright.
  StringRef spelling(text, len);
  if (spelling.empty() || spelling.find_first_of("\n\r#;") != StringRef::npos)
    return nullptr;
  std::string src = "declare void @f() " + spelling.str() + "\n";
  SMDiagnostic err;
  std::unique_ptr<Module> m = parseAssemblyString(src, err, *unwrap(ctx));
  if (!m)
    return nullptr;
  Function *f = m->getFunction("f");
  if (!f)
    return nullptr;
  AttributeSet fn = f->getAttributes().getFnAttrs();
  if (fn.getNumAttributes() != 1)
    return nullptr;
  // Attributes are uniqued in the context: the value outlives the module.
  return wrap(*fn.begin());
}

extern "C" unsigned lspv_shim_global_attr_count(LLVMValueRef gv) {
  auto *g = dyn_cast_or_null<GlobalVariable>(unwrap(gv));
  return g ? g->getAttributes().getNumAttributes() : 0;
}

extern "C" void lspv_shim_global_attrs(LLVMValueRef gv, LLVMAttributeRef *out) {
  auto *g = dyn_cast_or_null<GlobalVariable>(unwrap(gv));
  if (!g)
    return;
  for (Attribute a : g->getAttributes())
    *out++ = wrap(a);
}

extern "C" void lspv_shim_global_add_attr(LLVMValueRef gv, LLVMAttributeRef attr) {
  auto *g = dyn_cast_or_null<GlobalVariable>(unwrap(gv));
  if (!g)
    return;
  AttrBuilder b(g->getContext(), g->getAttributes());
  b.addAttribute(unwrap(attr));
  g->setAttributes(AttributeSet::get(g->getContext(), b));
}

extern "C" const char *lspv_shim_md_kind_name(LLVMContextRef ctx, unsigned kind, size_t *len) {
  SmallVector<StringRef, 64> names;
  unwrap(ctx)->getMDKindNames(names);
  if (kind >= names.size() || names[kind].empty())
    return nullptr;
  // The names are the keys of the context's kind map: NUL-terminated and
  // as long-lived as the context.
  if (len)
    *len = names[kind].size();
  return names[kind].data();
}

extern "C" LLVMMetadataRef lspv_shim_md_distinct(LLVMContextRef ctx, LLVMMetadataRef *ops,
                                                 unsigned n) {
  SmallVector<Metadata *, 8> mds;
  for (unsigned i = 0; i < n; i++)
    mds.push_back(unwrap(ops[i]));
  return wrap(MDNode::getDistinct(*unwrap(ctx), mds));
}

extern "C" int lspv_shim_const_int_words(LLVMValueRef k, uint32_t *words, size_t nwords) {
  auto *ci = dyn_cast_or_null<ConstantInt>(unwrap(k));
  if (!ci)
    return 0;
  const APInt &v = ci->getValue();
  for (size_t i = 0; i < nwords; i++)
    words[i] = i * 32 < v.getBitWidth()
                   ? (uint32_t)v.extractBitsAsZExtValue(
                         std::min(32u, v.getBitWidth() - (unsigned)(i * 32)), (unsigned)(i * 32))
                   : 0;
  return 1;
}

extern "C" LLVMValueRef lspv_shim_build_cast_inst(LLVMBuilderRef b, LLVMOpcode op, LLVMValueRef v,
                                                  LLVMTypeRef ty) {
  static const struct {
    LLVMOpcode c;
    Instruction::CastOps ops;
  } map[] = {
      {LLVMTrunc, Instruction::Trunc},
      {LLVMZExt, Instruction::ZExt},
      {LLVMSExt, Instruction::SExt},
      {LLVMFPToUI, Instruction::FPToUI},
      {LLVMFPToSI, Instruction::FPToSI},
      {LLVMUIToFP, Instruction::UIToFP},
      {LLVMSIToFP, Instruction::SIToFP},
      {LLVMFPTrunc, Instruction::FPTrunc},
      {LLVMFPExt, Instruction::FPExt},
      {LLVMPtrToInt, Instruction::PtrToInt},
      {LLVMIntToPtr, Instruction::IntToPtr},
      {LLVMBitCast, Instruction::BitCast},
      {LLVMAddrSpaceCast, Instruction::AddrSpaceCast},
  };
  for (const auto &m : map)
    if (m.c == op) {
      if (!CastInst::castIsValid(m.ops, unwrap(v), unwrap(ty)))
        return nullptr;
      return wrap(unwrap(b)->Insert(CastInst::Create(m.ops, unwrap(v), unwrap(ty))));
    }
  return nullptr;
}

extern "C" LLVMValueRef lspv_shim_build_gep_inst(LLVMBuilderRef b, LLVMTypeRef ty,
                                                 LLVMValueRef base, LLVMValueRef *idx, unsigned n,
                                                 int inbounds) {
  SmallVector<Value *, 8> ops;
  for (unsigned i = 0; i < n; i++)
    ops.push_back(unwrap(idx[i]));
  GetElementPtrInst *g = GetElementPtrInst::Create(unwrap(ty), unwrap(base), ops);
  if (inbounds)
    g->setIsInBounds(true);
  return wrap(unwrap(b)->Insert(g));
}

extern "C" LLVMValueRef lspv_shim_build_fneg(LLVMBuilderRef b, LLVMValueRef v) {
  return wrap(unwrap(b)->Insert(UnaryOperator::CreateFNeg(unwrap(v))));
}

extern "C" LLVMValueRef lspv_shim_build_insert_inst(LLVMBuilderRef b, LLVMValueRef agg,
                                                    LLVMValueRef v, unsigned idx) {
  Value *a = unwrap(agg);
  if (a->getType()->isVectorTy())
    return wrap(unwrap(b)->Insert(InsertElementInst::Create(
        a, unwrap(v), ConstantInt::get(Type::getInt32Ty(a->getContext()), idx))));
  return wrap(unwrap(b)->Insert(InsertValueInst::Create(a, unwrap(v), {idx})));
}

extern "C" LLVMValueRef lspv_shim_build_binop_inst(LLVMBuilderRef b, LLVMOpcode op, LLVMValueRef a,
                                                   LLVMValueRef c) {
  static const struct {
    LLVMOpcode c;
    Instruction::BinaryOps op;
  } map[] = {
      {LLVMAdd, Instruction::Add},   {LLVMFAdd, Instruction::FAdd}, {LLVMSub, Instruction::Sub},
      {LLVMFSub, Instruction::FSub}, {LLVMMul, Instruction::Mul},   {LLVMFMul, Instruction::FMul},
      {LLVMUDiv, Instruction::UDiv}, {LLVMSDiv, Instruction::SDiv}, {LLVMFDiv, Instruction::FDiv},
      {LLVMURem, Instruction::URem}, {LLVMSRem, Instruction::SRem}, {LLVMFRem, Instruction::FRem},
      {LLVMShl, Instruction::Shl},   {LLVMLShr, Instruction::LShr}, {LLVMAShr, Instruction::AShr},
      {LLVMAnd, Instruction::And},   {LLVMOr, Instruction::Or},     {LLVMXor, Instruction::Xor},
  };
  for (const auto &m : map)
    if (m.c == op)
      return wrap(unwrap(b)->Insert(BinaryOperator::Create(m.op, unwrap(a), unwrap(c))));
  return nullptr;
}

extern "C" LLVMValueRef lspv_shim_build_cmp_inst(LLVMBuilderRef b, int icmp, int pred,
                                                 LLVMValueRef a, LLVMValueRef c) {
  if (icmp)
    return wrap(unwrap(b)->Insert(
        new ICmpInst(static_cast<CmpInst::Predicate>(pred), unwrap(a), unwrap(c))));
  return wrap(
      unwrap(b)->Insert(new FCmpInst(static_cast<CmpInst::Predicate>(pred), unwrap(a), unwrap(c))));
}

extern "C" LLVMValueRef lspv_shim_build_extract_inst(LLVMBuilderRef b, LLVMValueRef agg,
                                                     unsigned idx) {
  Value *a = unwrap(agg);
  if (a->getType()->isVectorTy())
    return wrap(unwrap(b)->Insert(
        ExtractElementInst::Create(a, ConstantInt::get(Type::getInt32Ty(a->getContext()), idx))));
  return wrap(unwrap(b)->Insert(ExtractValueInst::Create(a, {idx})));
}

/* Erases the casts and address computations of @p v nothing uses, then
 * those of theirs (post-order), and @p v's dead constant users. */
static void drop_dead_users(Value *v) {
  SmallVector<User *, 8> users(v->users());
  for (User *u : users) {
    if (auto *ce = dyn_cast<ConstantExpr>(u)) {
      drop_dead_users(ce);
      continue;
    }
    auto *inst = dyn_cast<Instruction>(u);
    if (!inst || !(isa<CastInst>(inst) || isa<GetElementPtrInst>(inst)))
      continue;
    drop_dead_users(inst);
    if (inst->use_empty())
      inst->eraseFromParent();
  }
  if (auto *k = dyn_cast<Constant>(v))
    k->removeDeadConstantUsers();
}

extern "C" void lspv_shim_drop_dead_users(LLVMValueRef v) { drop_dead_users(unwrap(v)); }

extern "C" LLVMValueRef lspv_shim_intrinsic_named(LLVMModuleRef m, unsigned id, LLVMTypeRef fty,
                                                  const char *name) {
  auto *ft = dyn_cast_or_null<FunctionType>(unwrap(fty));
  SmallVector<Type *, 4> overloads;
  if (!ft || id == Intrinsic::not_intrinsic || id >= Intrinsic::num_intrinsics ||
      !Intrinsic::getIntrinsicSignature((Intrinsic::ID)id, ft, overloads))
    return nullptr;
  auto iid = (Intrinsic::ID)id;
  std::string want = Intrinsic::isOverloaded(iid)
                         ? Intrinsic::getName(iid, overloads, unwrap(m), ft)
                         : Intrinsic::getName(iid).str();
  if (want != name)
    return nullptr;
  Function *f = Intrinsic::getOrInsertDeclaration(unwrap(m), iid, overloads);
  return f->getFunctionType() == ft ? wrap(f) : nullptr;
}

extern "C" void lspv_shim_order_functions(LLVMModuleRef mref, LLVMValueRef *fns, size_t n) {
  auto &list = unwrap(mref)->getFunctionList();
  /* A listed value is looked at only once known to be one of the module's
   * functions (a value the caller kept may have been deleted since). */
  DenseMap<const Value *, int> state; /* module's: 0; listed: 1; placed: 2 */
  for (Function &f : list)
    state[&f] = 0;
  for (size_t i = 0; i < n; i++) {
    auto it = state.find(unwrap(fns[i]));
    if (it != state.end())
      it->second = 1;
  }
  SmallVector<Function *, 16> order;
  size_t next = 0;
  for (Function &f : list) {
    if (state[&f] == 0) {
      order.push_back(&f);
      continue;
    }
    /* This place goes to the next listed function not placed yet. */
    Function *g = nullptr;
    while (!g && next < n) {
      auto it = state.find(unwrap(fns[next++]));
      if (it != state.end() && it->second == 1) {
        g = cast<Function>(const_cast<Value *>(it->first));
        it->second = 2;
      }
    }
    order.push_back(g ? g : &f);
  }
  for (Function *f : order) /* each one to the end, in turn */
    list.splice(list.end(), list, f->getIterator());
}

extern "C" void lspv_shim_place_declarations(LLVMModuleRef mref) {
  auto &fns = unwrap(mref)->getFunctionList();
  DenseMap<const Function *, unsigned> rank;
  SmallVector<Function *, 16> late;
  bool defined = false;
  for (Function &f : fns) {
    rank[&f] = rank.size();
    if (!f.isDeclaration())
      defined = true;
    else if (defined)
      late.push_back(&f);
  }
  DenseMap<Function *, Function *> last; /* definition -> last declaration after it */
  for (Function *d : late) {
    Function *first = nullptr;
    for (User *u : d->users()) {
      auto *i = dyn_cast<Instruction>(u);
      Function *f = i ? i->getFunction() : nullptr;
      if (f && f != d && (!first || rank[f] < rank[first]))
        first = f;
    }
    if (!first)
      continue;
    Function *after = last.count(first) ? last[first] : first;
    if (std::next(after->getIterator()) != d->getIterator()) {
      d->removeFromParent();
      fns.insert(std::next(after->getIterator()), d);
    }
    last[first] = d;
  }
}
