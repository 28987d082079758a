#!/usr/bin/env python3
"""Strip SPV_INTEL_memory_access_aliasing from a spirv-dis listing, so that a
spirv-val that does not know the extension (Debian's 2023.1) can check the rest
of the module: drops the alias declarations, their capability and extension,
and the AliasScopeINTEL/NoAliasINTEL memory-operand bits with their ids.
Usage: strip_alias.py in.spvasm -o out.spvasm"""
import re
import sys


def main():
    args = sys.argv[1:]
    out = args[args.index("-o") + 1]
    src = [x for i, x in enumerate(args) if x != "-o" and (i == 0 or args[i - 1] != "-o")][0]
    drop = re.compile(r'OpAlias(Domain|Scope|ScopeList)DeclINTEL|MemoryAccessAliasingINTEL|'
                      r'"SPV_INTEL_memory_access_aliasing"|OpDecorateId .*(AliasScopeINTEL|NoAliasINTEL)')
    mem = re.compile(r'(Aligned)((?:\|(?:AliasScopeINTELMask|NoAliasINTELMask))+) (\d+)((?: %[\w.]+)+)$')
    lines = []
    for line in open(src):
        if drop.search(line):
            continue
        m = mem.search(line.rstrip("\n"))
        if m:
            nids = m.group(2).count("|")
            ids = m.group(4).split()
            line = line[:m.start()] + f"{m.group(1)} {m.group(3)}" + \
                (" " + " ".join(ids[:-nids]) if len(ids) > nids else "") + "\n"
        lines.append(line)
    open(out, "w").write("".join(lines))


if __name__ == "__main__":
    main()
