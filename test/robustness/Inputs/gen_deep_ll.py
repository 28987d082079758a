#!/usr/bin/env python3
"""Writes an LLVM IR module whose global initializer is a constant expression
nested DEPTH levels deep (add of ptrtoint, which LLVM does not fold away).
usage: gen_deep_ll.py OUT DEPTH"""
import sys

out, depth = sys.argv[1], int(sys.argv[2])
leaf = "ptrtoint (ptr addrspace(1) @g to i64)"
with open(out, "w") as f:
    f.write('target triple = "spir64-unknown-unknown"\n')
    f.write("@g = addrspace(1) global i64 0\n")
    f.write("@h = addrspace(1) global i64 " + "add (i64 " * depth + leaf)
    f.write((", i64 " + leaf + ")") * depth + "\n")
