/*===-- tools/lspv/mem2reg.h - the -s (--spirv-mem2reg) promotion ----------===*\
|*                                                                            *|
|* LLVM's mem2reg on every defined function of a module, as                   *|
|* `opt -passes='function(mem2reg)'` runs it.  The C API reaches it only      *|
|* through LLVMRunPasses, whose pass registry links all of LLVM's passes:     *|
|* linked statically, that made lspv 8 times larger and its start-up twice    *|
|* as slow.  This one C++ file calls the promotion utility itself.            *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_TOOLS_MEM2REG_H
#define LSPV_TOOLS_MEM2REG_H

#include <llvm-c/Core.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Promotes the promotable allocas of each defined function's entry block to
 * SSA values (what mem2reg promotes), until none is left. */
void cli_mem2reg(LLVMModuleRef m);

#ifdef __cplusplus
}
#endif

#endif
