#!/usr/bin/env bash
# Builds the seed corpora for the fuzz harnesses from the test suite.
set -euo pipefail
out=${1:?usage: fuzz/seed.sh OUTDIR}
root=$(cd "$(dirname "$0")/.." && pwd)
as=/usr/lib/llvm-22/bin/llvm-as
mkdir -p "$out/binary" "$out/text" "$out/bitcode" "$out/ir"
cp "$root"/test/corpus/ref/*.spv "$out/binary/"
cp "$root"/test/corpus/ref/*.spt "$out/text/"
for ll in "$root"/test/corpus/ll22/*.ll; do
  "$as" "$ll" -o "$out/bitcode/$(basename "$ll" .ll).bc"
done
# fuzz_ir: the corpus modules plus the forward and extension test inputs
# (those llvm-as accepts: a few tests feed deliberately broken IR).
cp "$out"/bitcode/*.bc "$out/ir/"
find "$root/test/forward" "$root/test/ext" -name '*.ll' | sort | while read -r ll; do
  rel=${ll#"$root"/test/}
  "$as" "$ll" -o "$out/ir/$(echo "${rel%.ll}" | tr / -).bc" 2>/dev/null ||
    echo "seed.sh: skipped $rel (llvm-as refuses it)" >&2
done
