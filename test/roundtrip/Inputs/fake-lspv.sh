#!/bin/sh
# A broken lspv for roundtrip-diff.test: runs $REAL_LSPV, except that in
# mode "rev" reverse fails and in mode "rename" a second forward (of a .bc
# that reverse wrote) translates a module whose kernel was renamed.
for a in "$@"; do
  case "$a" in
  -r) [ "$FAKE_MODE" = rev ] && { echo "InvalidModule: fake reverse failure" >&2; exit 1; } ;;
  *.bc)
    if [ "$FAKE_MODE" = rename ]; then
      llvm-dis "$a" -o - | sed 's/@k(/@renamed(/' | llvm-as -o "$a.renamed.bc" || exit 1
      shift_to=$(echo "$@" | sed "s|$a|$a.renamed.bc|")
      exec $REAL_LSPV $shift_to
    fi ;;
  esac
done
exec $REAL_LSPV "$@"
