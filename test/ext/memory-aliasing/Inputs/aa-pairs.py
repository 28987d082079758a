"""Reduces `opt -passes=aa-eval -evaluate-aa-metadata -print-all-alias-modref-info`
output to the answers that depend on alias scope metadata, in a form that
survives a SPIR-V round trip: one sorted line per pair (prefixed by its function) whose two sides both
carry !alias.scope or !noalias, as `<function>: <verdict> | <side> | <side>`, a side
being its opcode and the value names it mentions (types, alignment and
metadata numbering are dropped).  A pair whose metadata got lost on the way
disappears, so a diff of the before/after files catches that as well.

Atomic accesses are left out: SPIR-V has no form that reads back as LLVM's
atomic load/store, atomicrmw or cmpxchg (every target environment gives
builtin calls), so aa-eval files the same access under another kind of
query after the round trip (a load/store pair becomes a call pair).  Their
lists are checked textually (basic.ll).

With --counts, prints how many pairs of each verdict each function has
instead (the fallback comparison when value names do not survive, as when
llvm-spirv-15 rebuilds address computations without their names).  With --loads-stores,
keeps only the load/store pairs (llvm-spirv-15 keeps no alias metadata on
calls when it reads SPIR-V, so the interop tests compare those only)."""
import re
import sys

VERDICT = re.compile(r"^\s*(NoAlias|MayAlias|PartialAlias|MustAlias|NoModRef|Just Ref|"
                     r"Just Mod|Both ModRef):\s*(.*?)\s*<->\s*(.*?)\s*$")
OPCODE = re.compile(r"\b(load|store|call|atomicrmw|cmpxchg|memcpy)\b")
NAME = re.compile(r"[%@][-\w.$]+")


ATOMIC = re.compile(r"load atomic|store atomic|\batomicrmw\b|\bcmpxchg\b|@[-\w.$]*atomic",
                    re.IGNORECASE)


def side(text):
    if "!alias.scope" not in text and "!noalias" not in text:
        return None
    if ATOMIC.search(text):
        return None
    text = re.sub(r",\s*!(?:[\w.]+)\s+!\d+", "", text)  # metadata attachments
    op = OPCODE.search(text)
    return " ".join([op.group(1) if op else "?"] + NAME.findall(text))


def main():
    counts = "--counts" in sys.argv
    mem_only = "--loads-stores" in sys.argv
    out = []
    fn = "?"
    for line in sys.stdin:
        f = re.match(r"^Function: (\S+?):", line)
        if f:
            fn = f.group(1)
        m = VERDICT.match(line)
        if not m:
            continue
        a, b = side(m.group(2)), side(m.group(3))
        if mem_only and not all(x and x.split()[0] in ("load", "store") for x in (a, b)):
            continue
        if a and b:
            out.append("%s: %s" % (fn, m.group(1)) if counts else
                       "%s: %s | %s | %s" % (fn, m.group(1), a, b))
    if counts:
        for v in sorted(set(out)):
            print("%s %d" % (v, out.count(v)))
    else:
        print("\n".join(sorted(out)))


main()
