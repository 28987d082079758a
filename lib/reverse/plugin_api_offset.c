/*===-- reverse/plugin_api_offset.c - where the reverse is ------------------===*\
|* lspv_rev_current_offset (plugin.h): the word offset of the instruction   *|
|* being translated, so that a hook without an offset parameter            *|
|* (rev_memory_operand) can still say where an error is.  Kept apart from   *|
|* plugin_api.c (another author's file); it belongs there.                  *|
\*===----------------------------------------------------------------------===*/
#include "reverse/rev_private.h"

uint32_t lspv_rev_current_offset(const lspv_rev_ctx *c) { return c->cur ? c->cur->offset : 0; }
