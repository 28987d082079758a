#!/usr/bin/env bash
# Builds the Debian package (CPack) from an existing build tree, installs it
# with apt, checks what it installed (lspv, the llvm-spirv alternative, the
# library through pkg-config, a forward and reverse translation with the
# installed tools), then removes it and checks the alternative went too.
# Usage: scripts/test-deb.sh [build-dir]   (needs root or sudo: it installs)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${1:-$ROOT/build}
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
fail() { echo "test-deb: $*" >&2; exit 1; }

rm -f "$BUILD"/lspv_*.deb
(cd "$BUILD" && cpack -G DEB >/dev/null) || fail "cpack failed"
deb=$(readlink -f "$BUILD"/lspv_*.deb) || fail "no package built"
dpkg-deb -f "$deb" Depends | grep -q libllvm22 || fail "package does not depend on libllvm22"
# An older lspv package from a previous run must not mask this one.
$SUDO apt-get purge -y -qq lspv >/dev/null 2>&1 || true
$SUDO apt-get install -y -qq "$deb" >/dev/null || fail "apt install $deb failed"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; $SUDO apt-get purge -y -qq lspv >/dev/null 2>&1 || true' EXIT
/usr/bin/lspv --version | grep -q lspv || fail "/usr/bin/lspv --version"
[ "$(readlink -f /usr/bin/llvm-spirv)" = /usr/bin/lspv ] || fail "llvm-spirv alternative not set"
# The installed tool, called by its llvm-spirv name, round-trips an example.
llvm-spirv examples/vadd.ll -o "$tmp/k.spv" || fail "forward with installed llvm-spirv"
spirv-val "$tmp/k.spv" || fail "spirv-val of the installed tool's output"
llvm-spirv -r "$tmp/k.spv" -o "$tmp/k.bc" || fail "reverse with installed llvm-spirv"
/usr/lib/llvm-22/bin/opt -passes=verify -disable-output "$tmp/k.bc" 2>/dev/null || fail "reverse output does not verify"
# The library and headers: a C program against the installed package alone.
cat >"$tmp/use.c" <<'C'
#include <lspv/lspv.h>
#include <stdio.h>
int main(void) {
  lspv_options_ref o = lspv_options_create();
  if (!o) return 1;
  lspv_options_dispose(o);
  puts("ok");
  return 0;
}
C
cc "$tmp/use.c" $(pkg-config --cflags --libs lspv) -o "$tmp/use" || fail "compile against the package"
[ "$("$tmp/use")" = ok ] || fail "program linked against the package"
$SUDO apt-get purge -y -qq lspv >/dev/null || fail "apt remove"
[ ! -e /usr/bin/llvm-spirv ] || fail "llvm-spirv left behind after remove"
[ ! -e /usr/bin/lspv ] || fail "lspv left behind after remove"
trap 'rm -rf "$tmp"' EXIT
echo "PASS: debian package $(basename "$deb")"
