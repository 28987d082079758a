#!/usr/bin/env bash
# The main job: build lspv, then translate every bundled example kernel
# (examples/*.ll, OpenCL C compiled by clang-22; the .cl source sits beside it)
# to SPIR-V, validate it, print its text form, translate it back to LLVM IR and
# print that.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${BUILD_DIR:-$ROOT/build}
scripts/install-deps.sh
cmake -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$BUILD" -j"$(nproc)" --target lspv >/dev/null
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
for ll in examples/*.ll; do
  name=$(basename "$ll" .ll)
  echo "=================== $name: forward ($ll -> $name.spv)"
  "$BUILD/lspv" "$ll" -o "$OUT/$name.spv"
  spirv-val "$OUT/$name.spv" && echo "spirv-val: ok"
  "$BUILD/lspv" --verify "$OUT/$name.spv" && echo "lspv --verify: ok"
  echo "------------------- $name: SPIR-V text form"
  "$BUILD/lspv" -to-text "$OUT/$name.spv" -o -
  echo "------------------- $name: reverse ($name.spv -> LLVM IR)"
  "$BUILD/lspv" -r "$OUT/$name.spv" -o "$OUT/$name.rev.ll"
  cat "$OUT/$name.rev.ll"
done
