#!/usr/bin/env python3
"""Writes a little-endian SPIR-V binary from words given on the command line.
usage: mkbin.py OUT WORD...   (WORD: decimal or 0x hex; `tail:N` appends N
stray bytes, making the size not a multiple of 4)."""
import struct
import sys

out = open(sys.argv[1], "wb")
for a in sys.argv[2:]:
    if a.startswith("tail:"):
        out.write(b"\x01" * int(a[5:]))
    else:
        out.write(struct.pack("<I", int(a, 0) & 0xFFFFFFFF))
