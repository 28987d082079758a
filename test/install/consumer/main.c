/* Uses liblspv as a host compiler would: a module held in memory goes to
 * SPIR-V words and back, diagnostics through a callback, no files, no
 * global state.  Prints what it saw; exits non-zero on any failure. */
#include <stdio.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <lspv/lspv.h>

static const char *ir = "target triple = \"spir64-unknown-unknown\"\n"
                        "define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {\n"
                        "entry:\n"
                        "  %y = add i32 %x, 1\n"
                        "  store i32 %y, ptr addrspace(1) %p, align 4\n"
                        "  ret void\n"
                        "}\n";

static int ndiag;
static void on_diag(const lspv_diagnostic *d, void *user) {
  (void)user;
  ndiag++;
  fprintf(stderr, "diagnostic: %s\n", d->message);
}

int main(void) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(ir, strlen(ir), "in");
  LLVMModuleRef m;
  char *msg = NULL;
  if (LLVMParseIRInContext(ctx, buf, &m, &msg)) {
    fprintf(stderr, "parse: %s\n", msg);
    return 1;
  }
  lspv_options_ref o = lspv_options_create();
  lspv_options_set_diag_handler(o, on_diag, NULL);
  uint32_t *words;
  size_t n;
  if (lspv_translate_to_spirv(m, o, &words, &n) != LSPV_SUCCESS)
    return 1;
  printf("forward: %zu words, magic 0x%08x\n", n, words[0]);
  LLVMModuleRef back;
  if (lspv_translate_from_spirv(words, n, ctx, o, &back) != LSPV_SUCCESS)
    return 1;
  LLVMValueRef k = LLVMGetNamedFunction(back, "k");
  printf("reverse: kernel k %s, %u params\n", k ? "found" : "missing", k ? LLVMCountParams(k) : 0);
  /* A bad binary: an error through the callback, never a crash. */
  uint32_t bad[5] = {0x07230203u, 0x00010000u, 0, 0, 0};
  LLVMModuleRef none;
  lspv_status s = lspv_translate_from_spirv(bad, 5, ctx, o, &none);
  printf("bad input: status %d, %d diagnostics\n", (int)s, ndiag);
  lspv_dispose_words(words);
  LLVMDisposeModule(back);
  LLVMDisposeModule(m);
  lspv_options_dispose(o);
  LLVMContextDispose(ctx);
  return k && s != LSPV_SUCCESS ? 0 : 1;
}
