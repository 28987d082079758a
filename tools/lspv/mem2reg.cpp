//===-- tools/lspv/mem2reg.cpp - the -s (--spirv-mem2reg) promotion -------===//
//
// What LLVM's PromotePass does for each function (Transforms/Utils/Mem2Reg):
// collect the entry block's promotable allocas, promote them with the
// dominator tree and the assumption cache, repeat until none is left.
//
//===----------------------------------------------------------------------===//
#include "mem2reg.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

#include <vector>

using namespace llvm;

void cli_mem2reg(LLVMModuleRef mod) {
  for (Function &f : *unwrap(mod)) {
    if (f.isDeclaration())
      continue;
    DominatorTree dt(f);
    AssumptionCache ac(f);
    BasicBlock &entry = f.getEntryBlock();
    std::vector<AllocaInst *> allocas;
    for (;;) {
      allocas.clear();
      for (Instruction &i : entry)
        if (auto *a = dyn_cast<AllocaInst>(&i))
          if (isAllocaPromotable(a))
            allocas.push_back(a);
      if (allocas.empty())
        break;
      PromoteMemToReg(allocas, dt, &ac);
    }
  }
}
