#!/usr/bin/env python3
"""fixpoint.py LSPV DIR [ENV...]: round-trip fixpoint over DIR/*.ll.

For each module M and each target environment E (default CL1.2, CL2.0, SPV-IR):
  A = lspv M                         (LLVM -> SPIR-V)
  R = lspv -r --exact-roundtrip --spirv-target-env=E A
                                     (SPIR-V -> LLVM; lspv verifies the module)
  B = lspv R                         (LLVM -> SPIR-V)
and the text forms of A and B (`lspv -to-text`) must be identical (also for
llvm.vector.reduce.*, lowered lane by lane with OpVectorExtractDynamic as
llvm-spirv does: the exact reverse keeps a constant-lane extract as a
__spirv_VectorExtractDynamic call).  Prints one line per module and environment (PASS/FAIL), the first differing lines of the
first failure of each module, a summary, and exits non-zero on any failure."""
import difflib
import glob
import os
import subprocess
import sys
import tempfile

lspv, d = sys.argv[1], sys.argv[2]
envs = sys.argv[3:] or ["CL1.2", "CL2.0", "SPV-IR"]


def run(args):
    r = subprocess.run([lspv] + args, capture_output=True, text=True)
    return r.returncode, r.stderr.strip()


def text(tmp, spv, name):
    out = os.path.join(tmp, name)
    rc, err = run(["-to-text", spv, "-o", out])
    if rc != 0:
        return None, err
    with open(out) as f:
        return f.read().splitlines(), ""


bad = good = 0
with tempfile.TemporaryDirectory() as tmp:
    for ll in sorted(glob.glob(os.path.join(d, "*.ll"))):
        base = os.path.basename(ll)
        a = os.path.join(tmp, "a.spv")
        rc, err = run([ll, "-o", a])
        if rc != 0:
            print("FAIL %s: forward: %s" % (base, err))
            bad += 1
            continue
        ta, err = text(tmp, a, "a.spt")
        for env in envs:
            r = os.path.join(tmp, "r.bc")
            b = os.path.join(tmp, "b.spv")
            rc, err = run(["-r", "--exact-roundtrip", "--spirv-target-env=" + env, a, "-o", r])
            if rc != 0:
                print("FAIL %s %s: reverse: %s" % (base, env, err))
                bad += 1
                continue
            rc, err = run([r, "-o", b])
            if rc != 0:
                print("FAIL %s %s: second forward: %s" % (base, env, err))
                bad += 1
                continue
            tb, err = text(tmp, b, "b.spt")
            first = ta
            if first != tb:
                bad += 1
                print("FAIL %s %s: SPIR-V differs" % (base, env))
                diff = list(difflib.unified_diff(first or [], tb or [], "first", "second", n=1, lineterm=""))
                for line in diff[:24]:
                    print("  " + line)
                continue
            good += 1
            print("PASS %s %s" % (base, env))
print("%d stable, %d unstable" % (good, bad))
sys.exit(1 if bad else 0)
