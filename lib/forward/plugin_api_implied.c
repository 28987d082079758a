/*===-- forward/plugin_api_implied.c - extensions another option implies ---===*\
|* lspv_fwd_require_implied_extension (plugin.h): an extension that an option *|
|* the user gave already asks for, as --spirv-preserve-auxdata asks for      *|
|* SPV_KHR_non_semantic_info in llvm-spirv.  Allowed unless --spirv-ext      *|
|* disabled it (an explicit -NAME is never re-enabled implicitly; DESIGN 4). *|
|* Kept apart from plugin_api.c only while that file is being written; it   *|
|* belongs next to lspv_fwd_require_extension.                               *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

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
