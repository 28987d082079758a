/*===-- forward/plugin_api_opcode.c - what an id became ---------------------===*\
|* lspv_fwd_opcode_of (plugin.h): the opcode that defines a result id in the *|
|* body of the function being translated.  A call may have become an         *|
|* OpFunctionCall, an OpExtInst, an atomic or a plugin's instruction, and a  *|
|* decoration may be valid on only some of those (e.g. the alias            *|
|* decorations of SPV_INTEL_memory_access_aliasing: OpFunctionCall and      *|
|* atomics).  The body is a plain word buffer, walked from its start with   *|
|* the grammar telling where each instruction's result id sits; a hook     *|
|* asks right after the instruction was emitted, so callers should ask only *|
|* when the answer is not already implied (the walk is linear in the body). *|
|* Kept apart from plugin_api.c (another author's file); it belongs there.  *|
\*===----------------------------------------------------------------------===*/
#include "forward/fwd_private.h"

uint32_t lspv_fwd_opcode_of(lspv_fwd_ctx *c, uint32_t id) {
  const lspv_words *body = &c->fbody;
  if (!id || !c->in_function)
    return 0;
  for (size_t i = 0; i < body->n;) {
    uint32_t wc = body->w[i] >> 16, opcode = body->w[i] & 0xFFFFu;
    if (!wc || i + wc > body->n)
      return 0;
    const lspv_inst_desc *d = lspv_inst_by_opcode(opcode);
    if (d && d->has_result) {
      size_t at = i + 1 + (d->has_type ? 1 : 0);
      if (at < i + wc && body->w[at] == id)
        return opcode;
    }
    i += wc;
  }
  return 0;
}
