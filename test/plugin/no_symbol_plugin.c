/* A shared object that is not an lspv plugin (no lspv_plugin_register). */
int lspv_not_a_plugin(void) { return 42; }
