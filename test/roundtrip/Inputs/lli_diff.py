#!/usr/bin/env python3
"""lli_diff.py LSPV LLI FILE.ll [--rename=FROM:TO] [ENV...]: differential execution of
the round trip.

FILE.ll holds device code for spir64 (spir_func functions, no builtins) and,
after a line `; ---- driver ----`, a host driver: a `main` that calls the
device functions on fixed inputs and prints the results through
`@__lli_print_i(i64)` and `@__lli_print_f(double)` (defined here, printf).

The device part runs twice under lli, with the triple switched to the host:
  1. as written;
  2. after the round trip: `lspv` (LLVM -> SPIR-V), `lspv -r` in each target
     environment ENV (default CL1.2 and SPV-IR) back to LLVM IR.
Switching to the host (both runs alike): the datalayout line is dropped
(the host default applies), the triple becomes x86_64-unknown-linux-gnu, and
the spir_func / spir_kernel calling conventions are removed (lli calls the
functions with the C convention; x86 has no SPIR calling conventions).  The
driver and the print helpers are appended to the module text.

The driver may also define builtins that the round trip calls (the SPIR-V
friendly `__spirv_*` calls reverse writes for instructions LLVM has no
instruction for, e.g. OpSMulExtended): their declarations in the
translated module are dropped, so the driver's definitions serve them.

--rename=FROM:TO replaces the bytes FROM by TO (of the same length) in the
SPIR-V binary before the reverse translation: e.g. `spirv.:kept_.` renames
the helper functions of intrinsics, so that reverse keeps their bodies (it
maps a spirv.llvm_* helper back to its intrinsic) and lli runs them.

Prints `SAME <n> lines` and exits 0 when every run printed the same, else the
two outputs and exit 1.
"""
import os
import re
import subprocess
import sys
import tempfile

lspv, lli, path = sys.argv[1], sys.argv[2], sys.argv[3]
renames = [a[len("--rename="):].split(":", 1) for a in sys.argv[4:] if a.startswith("--rename=")]
envs = [a for a in sys.argv[4:] if not a.startswith("--")] or ["CL1.2", "SPV-IR"]
if any(len(f) != len(t) for f, t in renames):
    print("--rename needs FROM and TO of the same length")
    sys.exit(1)
MARK = "; ---- driver ----"

PRELUDE = r'''
declare i32 @printf(ptr, ...)
@__lli_fmt_i = private constant [6 x i8] c"%lld\0A\00"
@__lli_fmt_f = private constant [7 x i8] c"%.17g\0A\00"
define void @__lli_print_i(i64 %v) {
  %r = call i32 (ptr, ...) @printf(ptr @__lli_fmt_i, i64 %v)
  ret void
}
define void @__lli_print_f(double %v) {
  %r = call i32 (ptr, ...) @printf(ptr @__lli_fmt_f, double %v)
  ret void
}
'''


def hostify(text):
    out = []
    for line in text.splitlines():
        if line.startswith("target datalayout"):
            continue
        if line.startswith("target triple"):
            line = 'target triple = "x86_64-unknown-linux-gnu"'
        line = re.sub(r"\bspir_(func|kernel) ", "", line)
        out.append(line)
    return "\n".join(out) + "\n"


def drop_defined(module, driver):
    """Drops the declarations of functions that the driver defines."""
    names = set(re.findall(r"^define [^@]*@([\w.$]+)\(", driver, re.M))
    keep = [l for l in module.splitlines()
            if not (l.startswith("declare ") and
                    any(re.search(r"@%s\(" % re.escape(n), l) for n in names))]
    return "\n".join(keep) + "\n"


def run_lli(tmp, name, module):
    f = os.path.join(tmp, name)
    with open(f, "w") as h:
        h.write(module)
    r = subprocess.run([lli, f], capture_output=True, text=True)
    if r.returncode != 0:
        print("lli failed on %s (exit %d):\n%s" % (name, r.returncode, r.stderr))
        sys.exit(1)
    return r.stdout


with open(path) as h:
    src = h.read()
if MARK not in src:
    print("no driver marker in %s" % path)
    sys.exit(1)
device, driver = src.split(MARK, 1)
with tempfile.TemporaryDirectory() as tmp:
    want = run_lli(tmp, "orig.ll", hostify(device) + driver + PRELUDE)
    dev = os.path.join(tmp, "device.ll")
    with open(dev, "w") as h:
        h.write(device)
    spv = os.path.join(tmp, "a.spv")
    r = subprocess.run([lspv, dev, "-o", spv], capture_output=True, text=True)
    if r.returncode != 0:
        print("forward failed: " + r.stderr)
        sys.exit(1)
    if renames:
        with open(spv, "rb") as h:
            words = h.read()
        for f, t in renames:
            words = words.replace(f.encode(), t.encode())
        with open(spv, "wb") as h:
            h.write(words)
    for env in envs:
        back = os.path.join(tmp, "back.ll")
        r = subprocess.run([lspv, "-r", "--spirv-target-env=" + env, spv, "-o", back],
                           capture_output=True, text=True)
        if r.returncode != 0:
            print("reverse (%s) failed: %s" % (env, r.stderr))
            sys.exit(1)
        with open(back) as h:
            got = run_lli(tmp, "rt.ll", drop_defined(hostify(h.read()), driver) + driver + PRELUDE)
        if got != want:
            print("DIFFERENT after the round trip in %s" % env)
            print("--- original:\n" + want + "--- round trip:\n" + got)
            sys.exit(1)
sys.stdout.write(want)
print("SAME %d lines" % len(want.splitlines()))
