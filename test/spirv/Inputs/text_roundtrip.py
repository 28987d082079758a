#!/usr/bin/env python3
"""Text-form interoperability with llvm-spirv-15, one line per module.

For every <name>.spv in the given directories:
  1. `lspv -to-text` must be byte-identical to `llvm-spirv-15 -to-text` (run
     here when the tool is given, else the stored <name>.spt next to it);
  2. `lspv -to-binary` of that text must give back the input binary;
  3. `lspv --verify` (the structural checker) must accept the module.
Prints `PASS name` / `FAIL name: why` and a summary line; exits 1 on any
failure.
usage: text_roundtrip.py LSPV LLVM_SPIRV_OR_- WORKDIR DIR...
"""
import glob
import os
import subprocess
import sys


# lspv spells the OpenCL.DebugInfo.100 instructions as llvm-spirv 22 does
# (the grammar's names); llvm-spirv-15's table spelled these its own way
# (16 and 17 swapped): its text is compared with them renamed.
OLD_DEBUG_SPELLINGS = {
    b"DebugCompileUnit": b"DebugCompilationUnit",
    b"DebugInheritance": b"DebugTypeInheritance",
    b"DebugTemplate": b"DebugTypeTemplate",
    b"DebugTemplateParameter": b"DebugTypeTemplateParameter",
    b"DebugTemplateParameterPack": b"DebugTypeTemplateTemplateParameter",
    b"DebugTemplateTemplateParameter": b"DebugTypeTemplateParameterPack",
    b"DebugFunctionDecl": b"DebugFunctionDeclaration",
    b"LexicalBlockDiscriminator": b"DebugLexicalBlockDiscriminator",
}


def respell(text):
    out = []
    for line in text.split(b"\n"):
        words = line.split(b" ")
        if len(words) > 5 and words[1] == b"ExtInst" and words[5] in OLD_DEBUG_SPELLINGS:
            words[5] = OLD_DEBUG_SPELLINGS[words[5]]
        out.append(b" ".join(words))
    return b"\n".join(out)


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def main():
    lspv, ref_tool, work = sys.argv[1:4]
    os.makedirs(work, exist_ok=True)
    total = identical = roundtrip = verified = 0
    failed = []
    for d in sys.argv[4:]:
        for spv in sorted(glob.glob(os.path.join(d, "*.spv"))):
            name = os.path.basename(spv)[:-4]
            total += 1
            out_t = os.path.join(work, name + ".spt")
            out_b = os.path.join(work, name + ".spv")
            r = run([lspv, "-to-text", spv, "-o", out_t])
            if r.returncode != 0:
                failed.append((name, "-to-text failed: " + r.stderr.decode(errors="replace")))
                continue
            if ref_tool != "-":
                ref = run([ref_tool, "-to-text", spv, "-o", "-"]).stdout
            else:
                ref = open(spv[:-4] + ".spt", "rb").read()
            ref = respell(ref)
            mine = open(out_t, "rb").read()
            if mine != ref:
                a, b = mine.split(b"\n"), ref.split(b"\n")
                line = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]),
                            min(len(a), len(b)))
                failed.append((name, "text differs at line %d: lspv %r, llvm-spirv %r" % (
                    line + 1, a[line] if line < len(a) else b"<eof>",
                    b[line] if line < len(b) else b"<eof>")))
                continue
            identical += 1
            r = run([lspv, "-to-binary", out_t, "-o", out_b])
            if r.returncode != 0:
                failed.append((name, "-to-binary failed: " + r.stderr.decode(errors="replace")))
                continue
            if open(out_b, "rb").read() != open(spv, "rb").read():
                failed.append((name, "-to-binary does not give back the binary"))
                continue
            roundtrip += 1
            r = run([lspv, "--verify", spv])
            if r.returncode != 0:
                failed.append((name, "--verify failed: " + r.stderr.decode(errors="replace")))
                continue
            verified += 1
            print("PASS", name)
    for name, why in failed:
        print("FAIL %s: %s" % (name, why.strip()))
    print("modules: %d, text identical: %d, binary round trip: %d, checker clean: %d, "
          "failed: %d" % (total, identical, roundtrip, verified, len(failed)))
    return 1 if failed or total == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
