#!/usr/bin/env bash
# Installs every Debian package lspv needs to build and test (Debian 12).
# Idempotent: packages already present are skipped by apt-get.
set -euo pipefail
PKGS=(
  cmake make gcc python3 git pkg-config dpkg-dev        # dpkg-dev: dpkg-shlibdeps for the CPack package
  llvm-22-dev llvm-22-tools clang-22 libclang-rt-22-dev   # C API, lit, FileCheck, clang, libFuzzer
  spirv-headers spirv-tools                              # grammar JSON, spirv-val
  llvm-spirv-15 llvm-15                                  # the reference translator (interop)
  clang-14                                               # typed-pointer IR that llvm-spirv-15 reads
  clang-format-22 valgrind
  libzstd-dev                                            # LLVM's static libraries (the lspv executable) need it
)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO=sudo
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
