/*===-- ext/registry.c - the built-in extension plugins ------------------===*\
|* The one list of compiled-in plugins: --spirv-ext and --help are built    *|
|* from it (through the options).  Each plugin lives in its own file here.  *|
\*===----------------------------------------------------------------------===*/
#include "api/options.h"

const lspv_plugin *const lspv_builtin_plugins[] = {NULL};
const unsigned lspv_builtin_nplugins = 0;
