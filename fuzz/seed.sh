#!/usr/bin/env bash
# Builds the seed corpora for the fuzz harnesses from the test suite.
set -euo pipefail
out=${1:?usage: fuzz/seed.sh OUTDIR}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out/binary" "$out/text" "$out/bitcode"
cp "$root"/test/corpus/ref/*.spv "$out/binary/"
cp "$root"/test/corpus/ref/*.spt "$out/text/"
for ll in "$root"/test/corpus/ll22/*.ll; do
  /usr/lib/llvm-22/bin/llvm-as "$ll" -o "$out/bitcode/$(basename "$ll" .ll).bc"
done
