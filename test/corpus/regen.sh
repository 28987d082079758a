#!/bin/sh
# Regenerates the reference corpus from the OpenCL C kernels in ocl/*.cl.
#
#   ref/<name>.spv, ref/<name>.spt   clang-14 -O2 -target spir64, llvm-spirv-15,
#                                    llvm-spirv-15 -to-text
#   ref/<name>-O0.{spv,spt}          same at -O0       (names in O0_KERNELS)
#   ref/<name>-spir.{spv,spt}        same with -target spir (32-bit; SPIR32_KERNELS)
#   ll22/<name>.ll, ll22/<name>-O0.ll  clang-22 textual IR (LLVM 22 opaque
#                                    pointers), the .cl source prepended as ';' lines
#
# Every .spv is checked with plain `spirv-val` (default target env).  Do not use
# `--target-env opencl2.0`: that means SPIR-V 1.0, and llvm-spirv-15 writes
# version 1.4 whenever it uses NoSignedWrap/NoUnsignedWrap (most -O2 kernels).
# The script stops on the first failure.  Kernels were adjusted so that
# llvm-spirv-15's output validates: it keeps LLVM's block order, and some -O2
# loop layouts put a block before its dominator ("ID has not been defined").
# Outputs are deterministic: rerunning gives identical files.
# Usage: test/corpus/regen.sh   (from anywhere; needs clang-14, llvm-spirv-15,
#        spirv-val and /usr/lib/llvm-22/bin/clang)
set -eu
cd "$(dirname "$0")"

CLANG14=${CLANG14:-clang-14}
CLANG22=${CLANG22:-/usr/lib/llvm-22/bin/clang}
LLVM_SPIRV=${LLVM_SPIRV:-llvm-spirv-15}
SPIRV_VAL=${SPIRV_VAL:-spirv-val}
CLFLAGS="-cl-std=CL2.0 -emit-llvm -Xclang -finclude-default-header"

O0_KERNELS="vadd switch_case nested_loops struct_byval generic_as atomics_c11 printf_strings"
SPIR32_KERNELS="vadd reduce_local atomics_legacy pointer_casts constant_table global_vars"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir -p ref ll22

# build <cl> <outbase> <target> <opt>
build() {
  $CLANG14 $CLFLAGS -target "$3" "$4" -c "$1" -o "$tmp/k.bc"
  $LLVM_SPIRV "$tmp/k.bc" -o "ref/$2.spv"
  $SPIRV_VAL "ref/$2.spv"
  $LLVM_SPIRV -to-text "ref/$2.spv" -o "ref/$2.spt"
}

# ll22 <cl> <outbase> <opt>
ll22() {
  $CLANG22 $CLFLAGS -target spir64 "$3" -S "$1" -o "$tmp/k.ll"
  { sed 's/^/; /; s/ $//' "$1"; echo ';'; cat "$tmp/k.ll"; } > "ll22/$2.ll"
}

for cl in ocl/*.cl; do
  n=$(basename "$cl" .cl)
  build "$cl" "$n" spir64 -O2
  ll22 "$cl" "$n" -O2
  for k in $O0_KERNELS; do
    if [ "$k" = "$n" ]; then
      build "$cl" "$n-O0" spir64 -O0
      ll22 "$cl" "$n-O0" -O0
    fi
  done
  for k in $SPIR32_KERNELS; do
    [ "$k" = "$n" ] && build "$cl" "$n-spir" spir -O2
  done
done
echo "regen: $(ls ref/*.spv | wc -l) binaries, $(ls ll22/*.ll | wc -l) ll22 files"
