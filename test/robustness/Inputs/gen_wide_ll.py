#!/usr/bin/env python3
"""Writes LLVM IR with something too wide for one SPIR-V instruction
(at most 65535 words).

usage: gen_wide_ll.py KIND OUT [N]
  array   a global initialized with a 70000-element constant array
  struct  a global of a struct type with 70000 members
  name    a global whose name is 300000 characters long
  fits    an N-element constant array (default 65532, the most that fits)
  phi     a chain of N blocks, each branching to the exit, whose phi has N+1
          incoming values, each predecessor twice (a switch with two cases
          to the exit block); OpPhi lists each parent once"""
import sys

kind, out = sys.argv[1], sys.argv[2]
head = 'target triple = "spir64-unknown-unknown"\n'
kernel = ("define spir_kernel void @k(ptr addrspace(1) %o) {{\n"
          "  store i32 1, ptr addrspace(1) @{g}\n  ret void\n}}\n")
if kind in ("array", "fits"):
    n = 70000 if kind == "array" else int(sys.argv[3]) if len(sys.argv) > 3 else 65532
    vals = ", ".join("i32 %d" % (i % 1000 + 1) for i in range(n))
    text = head + "@g = addrspace(1) global [%d x i32] [%s]\n" % (n, vals) + kernel.format(g="g")
elif kind == "struct":
    text = (head + "%%S = type { %s }\n" % ", ".join(["i32"] * 70000) +
            "@g = addrspace(1) global %S zeroinitializer\n" + kernel.format(g="g"))
elif kind == "phi":
    n = int(sys.argv[3])
    lines = [head.rstrip("\n"),
             "define spir_kernel void @k(ptr addrspace(1) %o, i32 %x) {",
             "entry:", "  br label %b0"]
    for i in range(n):
        lines += ["b%d:" % i,
                  "  switch i32 %%x, label %%b%d [ i32 %d, label %%exit\n"
                  "    i32 %d, label %%exit ]" % (i + 1, 2 * i, 2 * i + 1)]
    lines += ["b%d:" % n, "  br label %exit", "exit:",
              "  %p = phi i32 " + ", ".join(
                  "[ %d, %%b%d ], [ %d, %%b%d ]" % (i, i, i, i) for i in range(n)) +
              ", [ -1, %%b%d ]" % n,
              "  store i32 %p, ptr addrspace(1) %o", "  ret void", "}"]
    text = "\n".join(lines) + "\n"
else:
    g = "n" * 300000
    text = head + "@%s = addrspace(1) global i32 0\n" % g + kernel.format(g=g)
open(out, "w").write(text)
