//===-- fuzz/fuzz_ir.cpp - structure-aware fuzzing of forward translation -===//
//
// libFuzzer harness for the forward translation (LLVM IR -> SPIR-V) on
// mutated modules that LLVM itself accepts.  fuzz_bitcode mutates raw bytes,
// so nearly every input it makes is malformed bitcode and its findings are
// LLVM's bitcode reader's.  Here the inputs are always bitcode written by
// LLVM's writer from a module that passed the verifier:
//
//  - LLVMFuzzerCustomMutator parses the input, applies one IRMutator strategy
//    from LLVM's FuzzMutate library (inject an operation, delete or modify an
//    instruction, insert a call, a CFG diamond/switch, a phi, a sink, shuffle
//    a block), verifies the result and writes it back; a mutation that does
//    not verify or does not fit keeps the input unchanged;
//  - LLVMFuzzerCustomCrossOver links two inputs into one module (defined
//    symbols of the second one renamed when they clash);
//  - LLVMFuzzerTestOneInput parses and verifies the input, translates it with
//    every extension on (max SPIR-V version and preserve-auxdata chosen by a
//    hash of the input), checks the output with lspv's checker (a rejection
//    is a crash: forward wrote something lspv itself calls invalid), then
//    translates the words back (reverse, in lspv's exact round-trip mode; its
//    input checker calling the module invalid is a crash too), verifies that
//    module, translates it forward again and compares: the second output
//    must be the first word for word (a fixpoint after one round trip).
//
// Environment (all optional, for triage):
//   LSPV_FUZZ_IR_OUT=DIR  write each forward output to DIR/<hash>.spv (and a
//                         reverse failure's message to DIR/<hash>.rev.txt), to
//                         batch-validate with spirv-val after a round;
//   LSPV_FUZZ_IR_VERBOSE=1  print the outcome and last error of each phase;
//   LSPV_FUZZ_IR_NO_ABORT=1  print a finding ("fuzz_ir: FINDING ...") and go
//                         on instead of crashing (batch triage of a corpus);
//   LSPV_FUZZ_IR_STRICT_REVERSE=1  crash when the reverse translation refuses
//                         a module the forward translation wrote for any
//                         reason (by default only when it calls it invalid);
//   LSPV_FUZZ_IR_NO_FIXPOINT=1  do not compare the second forward output with
//                         the first (for a round that looks for crashes and
//                         invalid output only).
//===----------------------------------------------------------------------===//
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "llvm/ADT/StringSet.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/FuzzMutate/IRMutator.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/MemoryBuffer.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <lspv/lspv.h>

using namespace llvm;

namespace {

const char *const SpirTriple = "spir64";
// The seeds' data layout (clang -target spir64): globals in addrspace(1).
const char *const SpirLayout =
    "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1";

// LLVMContext::diagnose() exits the process when no handler is installed;
// the reader and the verifier report through it.
void ignoreDiagnostic(const DiagnosticInfo *, void *) {}

std::unique_ptr<LLVMContext> makeContext() {
  auto Ctx = std::make_unique<LLVMContext>();
  Ctx->setDiagnosticHandlerCallBack(ignoreDiagnostic, nullptr);
  return Ctx;
}

// Parses bitcode; nullptr (error consumed, nothing printed) when it is not
// bitcode or does not verify.
std::unique_ptr<Module> parseVerified(const uint8_t *Data, size_t Size, LLVMContext &Ctx) {
  if (Size < 4 || memcmp(Data, "BC\xC0\xDE", 4) != 0)
    return nullptr;
  MemoryBufferRef Buf(StringRef(reinterpret_cast<const char *>(Data), Size), "fuzz_ir");
  Expected<std::unique_ptr<Module>> M = parseBitcodeFile(Buf, Ctx);
  if (!M) {
    consumeError(M.takeError());
    return nullptr;
  }
  if (verifyModule(**M, nullptr))
    return nullptr;
  return std::move(*M);
}

// The module the mutator starts from when its input is not a module (the
// empty input libFuzzer begins with, or a corpus file from elsewhere): one
// empty kernel, which the injector and CFG strategies then grow.
std::unique_ptr<Module> freshModule(LLVMContext &Ctx) {
  auto M = std::make_unique<Module>("fuzz_ir", Ctx);
  M->setTargetTriple(Triple(SpirTriple));
  M->setDataLayout(SpirLayout);
  Function *F = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                                 GlobalValue::ExternalLinkage, "k", *M);
  F->setCallingConv(CallingConv::SPIR_KERNEL);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", F));
  B.CreateRetVoid();
  return M;
}

// Mutations must not move the module off the SPIR target; seeds carry the
// triple and layout, a crossover keeps the first module's.
void keepSpir(Module &M) {
  if (M.getTargetTriple().str() != SpirTriple && M.getTargetTriple().str() != "spir")
    M.setTargetTriple(Triple(SpirTriple));
  if (M.getDataLayoutStr().empty())
    M.setDataLayout(SpirLayout);
}

std::unique_ptr<IRMutator> makeMutator() {
  // The types new values, stack slots, globals and function signatures are
  // made of: every scalar width OpenCL has, a few vectors (so the vector
  // operations of the injector have sources) and pointers.
  std::vector<TypeGetter> Types{
      Type::getInt1Ty,
      Type::getInt8Ty,
      Type::getInt16Ty,
      Type::getInt32Ty,
      Type::getInt64Ty,
      Type::getHalfTy,
      Type::getFloatTy,
      Type::getDoubleTy,
      [](LLVMContext &C) { return FixedVectorType::get(Type::getInt32Ty(C), 4); },
      [](LLVMContext &C) { return FixedVectorType::get(Type::getFloatTy(C), 2); },
      [](LLVMContext &C) { return FixedVectorType::get(Type::getInt8Ty(C), 3); },
      [](LLVMContext &C) { return PointerType::get(C, 1); },
  };
  std::vector<std::unique_ptr<IRMutationStrategy>> Strategies;
  Strategies.push_back(std::make_unique<InjectorIRStrategy>(InjectorIRStrategy::getDefaultOps()));
  Strategies.push_back(std::make_unique<InstDeleterIRStrategy>());
  Strategies.push_back(std::make_unique<InstModificationIRStrategy>());
  Strategies.push_back(std::make_unique<InsertFunctionStrategy>());
  Strategies.push_back(std::make_unique<InsertCFGStrategy>());
  Strategies.push_back(std::make_unique<InsertPHIStrategy>());
  Strategies.push_back(std::make_unique<SinkInstructionStrategy>());
  Strategies.push_back(std::make_unique<ShuffleBlockStrategy>());
  return std::make_unique<IRMutator>(std::move(Types), std::move(Strategies));
}

IRMutator &mutator() {
  static std::unique_ptr<IRMutator> Mut = makeMutator();
  return *Mut;
}

// A finding: the harness crashes so that libFuzzer saves the input, unless
// LSPV_FUZZ_IR_NO_ABORT asks to go on with the next input.
void finding(const char *What, const char *Detail) {
  static const bool NoAbort = getenv("LSPV_FUZZ_IR_NO_ABORT") != nullptr;
  fprintf(stderr, "fuzz_ir: FINDING %s: %s\n", What, Detail);
  if (!NoAbort)
    abort();
}

uint64_t fnv1a(const uint8_t *Data, size_t Size) {
  uint64_t H = 1469598103934665603ull;
  for (size_t I = 0; I < Size; I++)
    H = (H ^ Data[I]) * 1099511628211ull;
  return H;
}

const char *env(const char *Name) {
  const char *V = getenv(Name);
  return V && *V ? V : nullptr;
}

// Where two forward outputs first differ: the instruction's index and opcode
// in each ("" when they are the same).  The header (version, bound) is
// compared last, so that a difference of content is named first.
std::string firstDifference(const uint32_t *A, size_t NA, const uint32_t *B, size_t NB) {
  char Buf[96];
  size_t I, Inst = 0;
  for (I = 5; I < NA && I < NB; Inst++) {
    uint32_t WA = A[I], WB = B[I];
    unsigned Len = WA >> 16;
    if (WA != WB || !Len || I + Len > NA || I + Len > NB || memcmp(A + I, B + I, Len * sizeof *A)) {
      snprintf(Buf, sizeof Buf, "instruction %zu (opcode %u, second output opcode %u)", Inst,
               WA & 0xFFFFu, WB & 0xFFFFu);
      return Buf;
    }
    I += Len;
  }
  if (NA != NB) {
    snprintf(Buf, sizeof Buf, "instruction %zu (one output ends there)", Inst);
    return Buf;
  }
  for (I = 0; I < 5 && I < NA; I++)
    if (A[I] != B[I]) {
      snprintf(Buf, sizeof Buf, "header word %zu (%u, second output %u)", I, A[I], B[I]);
      return Buf;
    }
  return "";
}

void writeFile(const std::string &Path, const void *Data, size_t Size) {
  if (FILE *F = fopen(Path.c_str(), "wb")) {
    fwrite(Data, 1, Size, F);
    fclose(F);
  }
}

} // namespace

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *Data, size_t Size, size_t MaxSize,
                                          unsigned int Seed) {
  auto Ctx = makeContext();
  std::unique_ptr<Module> M = parseVerified(Data, Size, *Ctx);
  if (!M)
    M = freshModule(*Ctx);
  keepSpir(*M);
  // mutateModule's size is in IR objects, not bytes; a bitcode object takes
  // several bytes, so this keeps the deleter's weight up before writing fails.
  mutator().mutateModule(*M, static_cast<int>(Seed), MaxSize / 8 + 1);
  keepSpir(*M);
  // FuzzMutate can make IR that does not verify; keep the input then.
  if (verifyModule(*M, nullptr))
    return Size;
  size_t N = writeModule(*M, Data, MaxSize);
  return N ? N : Size;
}

extern "C" size_t LLVMFuzzerCustomCrossOver(const uint8_t *Data1, size_t Size1,
                                            const uint8_t *Data2, size_t Size2, uint8_t *Out,
                                            size_t MaxOutSize, unsigned int Seed) {
  auto Ctx = makeContext();
  std::unique_ptr<Module> A = parseVerified(Data1, Size1, *Ctx);
  std::unique_ptr<Module> B = parseVerified(Data2, Size2, *Ctx);
  if (!A || !B)
    return 0;
  // Both usually come from the same seeds: rename B's definitions that A
  // defines too, so the linker has no duplicate symbol to refuse.
  for (GlobalValue &G : B->global_values())
    if (G.hasName() && !G.isDeclaration())
      if (GlobalValue *Other = A->getNamedValue(G.getName()))
        if (!Other->isDeclaration())
          G.setName(G.getName() + ".x" + Twine(Seed % 1000));
  B->setTargetTriple(A->getTargetTriple());
  B->setDataLayout(A->getDataLayout());
  if (Linker::linkModules(*A, std::move(B)))
    return 0;
  keepSpir(*A);
  if (verifyModule(*A, nullptr))
    return 0;
  return writeModule(*A, Out, MaxOutSize);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  auto Ctx = makeContext();
  std::unique_ptr<Module> M = parseVerified(Data, Size, *Ctx);
  if (!M)
    return 0;
  static const bool Verbose = env("LSPV_FUZZ_IR_VERBOSE") != nullptr;
  static const bool StrictReverse = env("LSPV_FUZZ_IR_STRICT_REVERSE") != nullptr;
  static const bool Fixpoint = env("LSPV_FUZZ_IR_NO_FIXPOINT") == nullptr;
  static const char *OutDir = env("LSPV_FUZZ_IR_OUT");
  // The options come from a hash of the input, so each corpus entry always
  // runs with the same ones: preserve-auxdata, max version 1.0 .. 1.6 and the
  // reverse target environment.
  uint64_t H = fnv1a(Data, Size);
  unsigned Aux = H & 1, Minor = (H >> 8) % 7;

  lspv_options_ref O = lspv_options_create();
  lspv_options_set_extensions(O, "+all");
  lspv_options_set_preserve_auxdata(O, Aux);
  lspv_options_set_max_version(O, 1, Minor);
  lspv_options_set_target_env(O, static_cast<lspv_target_env>((H >> 16) % 3));
  // The harness runs the checker itself: with it inside the translation, an
  // output lspv's own checker rejects would look like a clean error.
  lspv_options_set_verify_output(O, 0);
  // Reverse keeps what a second forward needs to write the same module.
  lspv_options_set_exact_roundtrip(O, 1);
  uint32_t *Words = nullptr;
  size_t N = 0;
  lspv_status S = lspv_translate_to_spirv(wrap(M.get()), O, &Words, &N);
  if (Verbose)
    fprintf(stderr, "fuzz_ir: forward (max 1.%u, auxdata %u): %d %s\n", Minor, Aux, S,
            lspv_last_error(O));
  if (S == LSPV_SUCCESS) {
    char Name[32];
    snprintf(Name, sizeof Name, "%016llx", static_cast<unsigned long long>(H));
    if (OutDir)
      writeFile(std::string(OutDir) + "/" + Name + ".spv", Words, N * 4);
    if (lspv_spirv_verify(Words, N, O) != LSPV_SUCCESS)
      finding("lspv's checker rejects the forward output", lspv_last_error(O));
    LLVMContextRef RevCtx = LLVMContextCreate();
    LLVMModuleRef Rev = nullptr;
    S = lspv_translate_from_spirv(Words, N, RevCtx, O, &Rev);
    if (Verbose)
      fprintf(stderr, "fuzz_ir: reverse: %d %s\n", S, lspv_last_error(O));
    if (S == LSPV_SUCCESS) {
      if (LLVMVerifyModule(Rev, LLVMPrintMessageAction, nullptr)) {
        finding("the reverse module does not verify", "(message above)");
      } else if (Fixpoint) {
        uint32_t *Words2 = nullptr;
        size_t N2 = 0;
        S = lspv_translate_to_spirv(Rev, O, &Words2, &N2);
        if (S != LSPV_SUCCESS) {
          finding("forward refuses the reverse module", lspv_last_error(O));
        } else {
          std::string Diff = firstDifference(Words, N, Words2, N2);
          if (OutDir && !Diff.empty())
            writeFile(std::string(OutDir) + "/" + Name + ".2.spv", Words2, N2 * 4);
          if (!Diff.empty())
            finding("the second forward output differs from the first", Diff.c_str());
        }
        lspv_dispose_words(Words2);
      }
      LLVMDisposeModule(Rev);
    } else {
      const char *Err = lspv_last_error(O);
      if (OutDir)
        writeFile(std::string(OutDir) + "/" + Name + ".rev.txt", Err, strlen(Err));
      // Reverse runs lspv's input checker, which knows more type rules than
      // lspv_spirv_verify: a module it calls invalid is forward's bug.  An
      // unsupported construct is a gap of reverse, reported only if asked.
      if (S == LSPV_ERROR_INVALID_INPUT || StrictReverse)
        finding("reverse refuses the forward output", Err);
    }
    LLVMContextDispose(RevCtx);
    lspv_dispose_words(Words);
  }
  lspv_options_dispose(O);
  return 0;
}
