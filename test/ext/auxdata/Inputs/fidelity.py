#!/usr/bin/env python3
"""NonSemantic.AuxData round-trip fidelity over llvm-dis output.

    fidelity.py [--spirv-text SPT] ORIGINAL.ll ROUNDTRIP.ll
    fidelity.py --run LSPV LLVM_AS LLVM_DIS WORKDIR MIN_TRANSLATED INPUT.ll...

The second form does the round trip itself for each input (llvm-as,
lspv --spirv-preserve-auxdata, lspv -r --spirv-preserve-auxdata, llvm-dis)
and compares; an input the core cannot translate is listed and counted, and
fewer than MIN_TRANSLATED round trips is a failure too.

For every function and global variable of ORIGINAL (LLVM intrinsics aside),
ROUNDTRIP must have an object of the same name with the same linkage, the
same function / global-variable attributes (attribute groups resolved,
parameter attributes not compared) and the same metadata attachments (nodes
compared by content, references resolved).  Prints one line per difference
and a summary; exit status 1 when there is any difference, 2 on bad input.

Two kinds of difference are listed but not counted, because the records
cannot or must not carry them:
 - with --spirv-text (lspv -to-text of the module in between), an object the
   SPIR-V has no OpName for: the forward core lowered it to something that is
   not a function or variable (OpenCL work-item builtins become BuiltIn
   variables, barrier() an OpControlBarrier), so no record can target it;
 - a different value of a metadata kind the reverse core attaches itself
   (kernel_arg_*, vec_type_hint, ... on kernels): the spec's skip rule keeps
   the core's form over the record's.
 - metadata kinds the spec excludes from records (dbg, spirv.Decorations,
   spirv.ParameterDecorations: they have SPIR-V forms of their own);
 - nounwind added to a function: reverse gives every function nounwind
   (SPIR-V has no exceptions) and records only add to it (the spec);
 - private linkage that came back internal: SPIR-V (no Linkage decoration)
   and the Linkage record (AvailableExternally only) cannot tell them apart.
SPIR-V has no poison value (OpUndef stands for both), so poison compares
equal to undef.
"""
import re
import sys

LINKAGES = {
    "private", "internal", "available_externally", "linkonce", "weak", "common",
    "appending", "extern_weak", "linkonce_odr", "weak_odr", "external",
}
NAME = r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)'
# Metadata the reverse core derives from SPIR-V of its own (kernel argument
# info strings, execution modes): the skip rule prefers it to a record.
CORE_OWNED_MD = {
    "kernel_arg_addr_space", "kernel_arg_access_qual", "kernel_arg_type",
    "kernel_arg_base_type", "kernel_arg_type_qual", "kernel_arg_name", "vec_type_hint",
    "reqd_work_group_size", "work_group_size_hint", "intel_reqd_sub_group_size",
}
SPEC_EXCLUDED_MD = {"dbg", "spirv.Decorations", "spirv.ParameterDecorations"}


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
        body = re.sub(r"\bpoison\b", "undef", body)
        return re.sub(r"!\d+\b", lambda r: self.node(r.group(0), depth + 1), body)


def spirv_names(path):
    names = set()
    for line in open(path, encoding="utf-8"):
        m = re.match(r'\d+ Name \d+ "(.*)" $', line)
        if m:
            names.add(m.group(1))
    return names


def compare(path_a, path_b, spt=None):
    try:
        a, b = Module(path_a), Module(path_b)
        in_spirv = spirv_names(spt) if spt else None
    except (OSError, ValueError) as e:
        print("fidelity: " + str(e))
        return 2
    diffs = 0
    compared = 0
    uncounted = 0
    for name, (kind, linkage, attrs, md) in sorted(a.objects.items()):
        if name.startswith("llvm."):
            continue
        if in_spirv is not None and name.strip('"') not in in_spirv:
            print(f"{kind} @{name}: not a function or variable in the SPIR-V (not counted)")
            uncounted += 1
            continue
        compared += 1
        if name not in b.objects:
            print(f"{kind} @{name}: missing after the round trip")
            diffs += 1
            continue
        _, linkage2, attrs2, md2 = b.objects[name]
        if (linkage, linkage2) == ("private", "internal"):
            print(f"{kind} @{name}: linkage private became internal (not counted)")
            uncounted += 1
        elif linkage != linkage2:
            print(f"{kind} @{name}: linkage {linkage} became {linkage2}")
            diffs += 1
        for x in sorted(attrs - attrs2):
            print(f"{kind} @{name}: attribute {x} lost")
            diffs += 1
        for x in sorted(attrs2 - attrs):
            if kind == "function" and x == "nounwind":
                # Reverse marks every function nounwind and records only
                # add (the spec, llvm-spirv): not counted.
                print(f"{kind} @{name}: attribute {x} added (reverse's default; not counted)")
                uncounted += 1
                continue
            print(f"{kind} @{name}: attribute {x} added")
            diffs += 1
        for k in sorted(set(md) | set(md2)):
            if k in SPEC_EXCLUDED_MD or (k in CORE_OWNED_MD and k not in md):
                if md.get(k) != md2.get(k):
                    print(f"{kind} @{name}: !{k} differs (not a record's kind; not counted)")
                    uncounted += 1
                continue
            if k not in md2:
                print(f"{kind} @{name}: !{k} lost")
            elif k not in md:
                print(f"{kind} @{name}: !{k} added")
            elif md[k] != md2[k] and k in CORE_OWNED_MD:
                print(f"{kind} @{name}: !{k} was {md[k]}, is {md2[k]}"
                      " (the core's own form; not counted)")
                uncounted += 1
                continue
            elif md[k] != md2[k]:
                print(f"{kind} @{name}: !{k} was {md[k]}, is {md2[k]}")
            else:
                continue
            diffs += 1
    print(f"fidelity: {compared} objects compared, {diffs} differences ({uncounted} not counted)")
    return 1 if diffs else 0


def run_many(lspv, llvm_as, llvm_dis, workdir, min_ok, inputs):
    import os
    import subprocess
    os.makedirs(workdir, exist_ok=True)
    ok = failed = untranslated = 0
    for src in inputs:
        base = os.path.join(workdir, os.path.basename(src))
        steps = [
            [llvm_as, src, "-o", base + ".bc"],
            [llvm_dis, base + ".bc", "-o", base + ".orig.ll"],
            [lspv, "--spirv-preserve-auxdata", base + ".bc", "-o", base + ".spv"],
            [lspv, "-to-text", base + ".spv", "-o", base + ".spt"],
            [lspv, "-r", "--spirv-preserve-auxdata", base + ".spv", "-o", base + ".rt.bc"],
            [llvm_dis, base + ".rt.bc", "-o", base + ".rt.ll"],
        ]
        err = None
        for cmd in steps:
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode != 0:
                err = (os.path.basename(cmd[0]), (r.stderr.strip().splitlines() or ["?"])[0])
                break
        if err:
            print(f"{src}: not translated ({err[0]}: {err[1]})")
            untranslated += 1
            continue
        print(f"{src}:", flush=True)
        rc = compare(base + ".orig.ll", base + ".rt.ll", base + ".spt")
        if rc:
            failed += 1
        else:
            ok += 1
    print(f"fidelity-run: {ok} faithful, {failed} unfaithful, {untranslated} not translated")
    return 1 if failed or ok < min_ok else 0


def main():
    if len(sys.argv) >= 7 and sys.argv[1] == "--run":
        return run_many(*sys.argv[2:6], int(sys.argv[6]), sys.argv[7:])
    args = sys.argv[1:]
    spt = None
    if len(args) == 4 and args[0] == "--spirv-text":
        spt, args = args[1], args[2:]
    if len(args) != 2:
        print(__doc__)
        return 2
    return compare(args[0], args[1], spt)


if __name__ == "__main__":
    sys.exit(main())
