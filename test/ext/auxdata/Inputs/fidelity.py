#!/usr/bin/env python3
"""NonSemantic.AuxData round-trip fidelity over llvm-dis output.

    fidelity.py ORIGINAL.ll ROUNDTRIP.ll

For every function and global variable of ORIGINAL (LLVM intrinsics aside),
ROUNDTRIP must have an object of the same name with the same linkage, the
same function / global-variable attributes (attribute groups resolved,
parameter attributes not compared) and the same metadata attachments (nodes
compared by content, references resolved).  Prints one line per difference
and a summary; exit status 1 when there is any difference, 2 on bad input.
"""
import re
import sys

LINKAGES = {
    "private", "internal", "available_externally", "linkonce", "weak", "common",
    "appending", "extern_weak", "linkonce_odr", "weak_odr", "external",
}
NAME = r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)'


def split_top(s, sep=" "):
    """Splits on sep outside quotes, parentheses, brackets and braces."""
    out, cur, depth, quote = [], [], 0, False
    for ch in s:
        if quote:
            cur.append(ch)
            if ch == '"':
                quote = False
            continue
        if ch == '"':
            quote = True
        elif ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == sep and depth == 0:
            if "".join(cur).strip():
                out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out


def strip_parens(s, start):
    """Index just past the balanced (...) group starting at s[start]."""
    depth, quote = 0, False
    for i in range(start, len(s)):
        ch = s[i]
        if quote:
            quote = ch != '"'
            continue
        if ch == '"':
            quote = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return i + 1
    raise ValueError("unbalanced parentheses")


class Module:
    def __init__(self, path):
        text = open(path, encoding="utf-8").read()
        self.groups = {}
        self.nodes = {}
        self.objects = {}  # name -> (kind, linkage, attrs, metadata)
        for line in text.splitlines():
            m = re.match(r"attributes #(\d+) = \{ (.*) \}$", line)
            if m:
                self.groups[m.group(1)] = split_top(m.group(2))
                continue
            m = re.match(r"!(\d+) = (?:distinct )?(.*)$", line)
            if m:
                self.nodes[m.group(1)] = m.group(2)
        for line in text.splitlines():
            if line.startswith(("define ", "declare ")):
                self.function(line)
            elif re.match(NAME + r" = ", line):
                self.global_var(line)

    def attrs_of(self, tokens):
        out = set()
        for t in tokens:
            if re.fullmatch(r"#\d+", t):
                out.update(self.groups.get(t[1:], []))
            else:
                out.add(t)
        return out

    def function(self, line):
        kind = "declare" if line.startswith("declare") else "define"
        m = re.search(NAME + r"\(", line)
        if not m:
            raise ValueError("cannot parse: " + line)
        name = m.group(1)
        words = line[: m.start()].split()
        linkage = next((w for w in words if w in LINKAGES), "external")
        rest = line[strip_parens(line, m.end() - 1):].rstrip(" {")
        tokens = split_top(rest)
        md = {}
        attrs = []
        i = 0
        while i < len(tokens):
            t = tokens[i]
            if t.startswith("!") and i + 1 < len(tokens) and tokens[i + 1].startswith("!"):
                md[t[1:]] = self.node(tokens[i + 1])
                i += 2
                continue
            if t in ("local_unnamed_addr", "unnamed_addr") or t.startswith(
                    ("section", "comdat", "align", "gc", "prefix", "prologue", "personality",
                     "addrspace(")):
                i += 1
                continue
            attrs.append(t)
            i += 1
        self.objects[name] = ("function", linkage, self.attrs_of(attrs), md)

    def global_var(self, line):
        m = re.match(NAME + r" = (.*)$", line)
        name, rest = m.group(1), m.group(2)
        words = rest.split()
        linkage = next((w for w in words[:4] if w in LINKAGES), "external")
        parts = split_top(rest, ",")
        md, attrs = {}, []
        for p in parts[1:]:
            if p.startswith("!"):
                k, v = p.split(None, 1)
                md[k[1:]] = self.node(v)
        tail = split_top(parts[0])
        attrs = [t for t in tail if re.fullmatch(r"#\d+", t)]
        for p in parts[1:]:
            attrs += [t for t in split_top(p) if re.fullmatch(r"#\d+", t)]
        self.objects[name] = ("global", linkage, self.attrs_of(attrs), md)

    def node(self, ref, depth=0):
        """A node's content with references resolved (to a bounded depth)."""
        ref = ref.strip()
        if not re.fullmatch(r"!\d+", ref):
            return ref
        body = self.nodes.get(ref[1:], "?")
        if depth > 8:
            return body
        return re.sub(r"!\d+\b", lambda r: self.node(r.group(0), depth + 1), body)


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    try:
        a, b = Module(sys.argv[1]), Module(sys.argv[2])
    except (OSError, ValueError) as e:
        print("fidelity: " + str(e))
        return 2
    diffs = 0
    compared = 0
    for name, (kind, linkage, attrs, md) in sorted(a.objects.items()):
        if name.startswith("llvm."):
            continue
        compared += 1
        if name not in b.objects:
            print(f"{kind} @{name}: missing after the round trip")
            diffs += 1
            continue
        _, linkage2, attrs2, md2 = b.objects[name]
        if linkage != linkage2:
            print(f"{kind} @{name}: linkage {linkage} became {linkage2}")
            diffs += 1
        for x in sorted(attrs - attrs2):
            print(f"{kind} @{name}: attribute {x} lost")
            diffs += 1
        for x in sorted(attrs2 - attrs):
            print(f"{kind} @{name}: attribute {x} added")
            diffs += 1
        for k in sorted(set(md) | set(md2)):
            if k not in md2:
                print(f"{kind} @{name}: !{k} lost")
            elif k not in md:
                print(f"{kind} @{name}: !{k} added")
            elif md[k] != md2[k]:
                print(f"{kind} @{name}: !{k} was {md[k]}, is {md2[k]}")
            else:
                continue
            diffs += 1
    print(f"fidelity: {compared} objects compared, {diffs} differences")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
