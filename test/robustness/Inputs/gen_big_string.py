#!/usr/bin/env python3
"""Writes a SPIR-V text module with a 10 MB string literal in an OpName.
usage: gen_big_string.py OUT WORDCOUNT"""
import sys

out, wc = sys.argv[1], sys.argv[2]
with open(out, "w") as f:
    f.write("119734787 65536 0 10 0\n2 Capability Addresses\n2 Capability Linkage\n")
    f.write("2 Capability Kernel\n3 MemoryModel 2 2\n2 TypeVoid 1\n")
    f.write(wc + ' Name 1 "' + "x" * (10 << 20) + '"\n')
