#!/usr/bin/env python3
"""Writes a SPIR-V module whose types or constants nest deeply.

usage: gen_deep_spv.py KIND N OUT
  struct     N structs, each holding the previous one by value
  array      N arrays, each of 7 of the previous one
  composite  N structs as above, with a composite constant of each
  specop     a chain of N OpSpecConstantOp IAdd
  dag        N structs, each holding the previous one twice
A global variable of the outermost type (or initialized with the outermost
constant) makes it used."""
import struct
import sys

kind, n, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]


def inst(op, *ops):
    return [((len(ops) + 1) << 16) | op] + list(ops)


# Addresses/Linkage/Kernel, Physical64/OpenCL, %5 = i32, %6 = 7
words = inst(17, 4) + inst(17, 5) + inst(17, 6) + inst(14, 2, 2)
words += inst(21, 5, 32, 0) + inst(43, 5, 6, 7)
nid, prev_t, prev_c, init = 10, 5, 6, None
for i in range(n):
    if kind == "struct":
        words += inst(30, nid, prev_t)
    elif kind == "dag":
        words += inst(30, nid, prev_t, prev_t)
    elif kind == "array":
        words += inst(28, nid, prev_t, 6)
    elif kind == "composite":
        words += inst(30, nid, prev_t) + inst(44, nid, nid + 1, prev_c)
        prev_c = nid + 1
        init = prev_c
    elif kind == "specop":
        words += inst(52, 5, nid, 128, prev_c, 6)
        prev_c = init = nid
        nid += 1
        continue
    prev_t = nid
    nid += 2 if kind == "composite" else 1
ptr = nid
words += inst(32, ptr, 5, prev_t)  # CrossWorkgroup pointer
words += inst(59, ptr, ptr + 1, 5, *([init] if init else []))
words = [0x07230203, 0x00010000, 0, ptr + 2, 0] + words
open(out, "wb").write(struct.pack("<%dI" % len(words), *words))
