#!/usr/bin/env python3
"""Differential round-trip tester for lspv.

For every .ll / .bc / .spv input (files or directories, searched recursively)
it runs

  forward -> spirv-val -> reverse (per target environment; lspv -r verifies)
          -> forward again -> compare the two SPIR-V modules (ids renumbered)
          -> the peer's reverse (llvm-spirv-15 -r) of the first module

A .spv input is first reversed and translated forward again; that module is
then the first one of the chain, so every input exercises both directions.
A .spt input (llvm-spirv's text form) is first made binary with
`lspv -to-binary`, then treated as a .spv.

`--wrap "valgrind -q --error-exitcode=99 ..."` runs every lspv command under
a checker: the checker's exit code (--wrap-exit, 99) counts as a crash, as
does a sanitizer's report on stderr (lspv built with -DLSPV_SANITIZE=ON).

Each input gets one class, the first step that failed:

  ok             the whole chain held
  fwd-refused    forward reported an error (not a failure: the input may use
                 something lspv does not translate; counted apart)
  fwd-crash      forward died (signal, InternalError exit 70, timeout)
  nondeterministic  a second forward run of the same input wrote other bytes
  invalid        spirv-val rejected lspv's output (the first forward's, or
                 the second's where it differs)
  rev-crash      reverse died
  rev-error      reverse refused lspv's own output
  verify         reverse wrote IR the LLVM verifier rejects
  fwd2-error     forward refused the reversed module
  fwd2-crash     forward died on the reversed module
  not-fixpoint   forward(reverse(forward(x))) != forward(x)
  peer-reject    llvm-spirv-15 could not read lspv's output (informational,
                 only when every other step held; the peer is older and does
                 not know every extension)

Prints one line per input that is not ok ("CLASS path [env]: detail"), then
the counts per class and a last line "N inputs: K ok, R refused, F failed".
Exits 1 when an input failed (refused and peer-reject are not failures),
else 0.
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

FAILURES = ["fwd-crash", "nondeterministic", "invalid", "rev-crash", "rev-error", "verify", "fwd2-error",
            "fwd2-crash", "not-fixpoint"]
CLASSES = ["ok", "fwd-refused"] + FAILURES + ["peer-reject"]
SUFFIXES = (".ll", ".bc", ".spv", ".spt")


WRAP = []
WRAP_EXIT = None


def run(cmd, timeout, wrapped=False):
    if wrapped:
        cmd = WRAP + cmd
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout after %ds" % timeout
    err = p.stderr.decode("utf-8", "replace").strip()
    # A sanitizer's report (lspv built with -DLSPV_SANITIZE=ON) is a crash.
    san = SANITIZER.search(err)
    if san:
        return -1, san.group(0)
    if wrapped and WRAP_EXIT is not None and p.returncode == WRAP_EXIT:
        report = [l for l in err.splitlines() if l.startswith("==")]
        return -1, (report[0] if report else "the wrapper reported an error (exit %d)" % WRAP_EXIT)
    return p.returncode, err.splitlines()[0] if err else ""


SANITIZER = re.compile(r"(ERROR: \w+Sanitizer|runtime error:).*")


def crashed(rc):
    return rc is None or rc < 0 or rc == 70


ID = re.compile(r"%[A-Za-z0-9_.]+")


def renumbered(dis_text):
    """The disassembly with ids renamed %1, %2... in order of first occurrence
    (names from OpName are dropped by --raw-id already)."""
    names = {}

    def sub(m):
        return names.setdefault(m.group(0), "%%%d" % (len(names) + 1))

    out = []
    for line in dis_text.splitlines():
        line = line.strip()
        if not line or line.startswith(";"):
            continue
        out.append(ID.sub(sub, line))
    return out


def disassemble(a, spv):
    p = subprocess.run([a.spirv_dis, "--raw-id", "--no-header", "--no-color", spv],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode:
        return None
    return renumbered(p.stdout.decode("utf-8", "replace"))


def first_difference(x, y):
    for i in range(max(len(x), len(y))):
        l = x[i] if i < len(x) else "<end>"
        r = y[i] if i < len(y) else "<end>"
        if l != r:
            return "line %d: %s | %s" % (i + 1, l, r)
    return ""


def check(a, path, tmp):
    """Returns a list of (class, env, detail); [("ok", "", "")] when all held."""
    base = os.path.join(tmp, "in")
    spv_a = base + ".a.spv"
    # A .spt is made binary, a .spv reversed: each step on the input itself.
    for suffix, step, opts, out in ((".spt", "to-binary", ["-to-binary"], ".t.spv"),
                                    (".spv", "reverse", ["-r"], ".0.bc")):
        if path.endswith(suffix):
            rc, err = run([a.lspv] + opts + [path, "-o", base + out], a.timeout, True)
            if crashed(rc):
                return [("rev-crash", "input", err)]
            if rc:
                return [("fwd-refused", "input", step + ": " + err)]
            path = base + out
    src = path
    rc, err = run([a.lspv, src] + a.fwd + ["-o", spv_a], a.timeout, True)
    if crashed(rc):
        return [("fwd-crash", "", err)]
    if rc:
        return [("fwd-refused", "", err)]
    # The same input, translated again in a new process (other heap
    # addresses), gives the same bytes.
    rc, err = run([a.lspv, src] + a.fwd + ["-o", spv_a + ".again"], a.timeout, True)
    if rc or not same_file(spv_a, spv_a + ".again"):
        return [("nondeterministic", "", err or "a second forward run wrote other bytes")]
    if a.spirv_val:
        rc, err = run([a.spirv_val, spv_a], a.timeout)
        if rc:
            return [("invalid", "", err)]
    text_a = disassemble(a, spv_a)
    results = []
    for env in a.env:
        bc = base + "." + env + ".bc"
        exact = ["--exact-roundtrip"] if a.exact else []
        rc, err = run([a.lspv, "-r", "--spirv-target-env=" + env] + exact + [spv_a, "-o", bc],
                      a.timeout, True)
        if crashed(rc):
            results.append(("rev-crash", env, err))
            continue
        if rc:
            results.append(("verify" if "verif" in err.lower() else "rev-error", env, err))
            continue
        spv_b = base + "." + env + ".b.spv"
        rc, err = run([a.lspv, bc] + a.fwd + ["-o", spv_b], a.timeout, True)
        if crashed(rc):
            results.append(("fwd2-crash", env, err))
            continue
        if rc:
            results.append(("fwd2-error", env, err))
            continue
        # The second forward's output is validated too where it differs
        # (a reversed module can make forward write what it never writes
        # from clang's IR: a decoration twice).
        if a.spirv_val and not same_file(spv_a, spv_b):
            rc, err = run([a.spirv_val, spv_b], a.timeout)
            if rc:
                results.append(("invalid", env, "second forward: " + err))
                continue
        text_b = disassemble(a, spv_b)
        if text_a is None or text_b is None:
            results.append(("invalid", env, "spirv-dis (%s) could not read the output" % a.spirv_dis))
        elif text_a != text_b:
            results.append(("not-fixpoint", env, first_difference(text_a, text_b)))
    if results:
        return results
    if a.peer:
        rc, err = run([a.peer, "-r", spv_a, "-o", base + ".peer.bc"], a.timeout)
        if rc:
            return [("peer-reject", "", err)]
    return [("ok", "", "")]


def same_file(x, y):
    with open(x, "rb") as f, open(y, "rb") as g:
        return f.read() == g.read()


def one(a, path):
    tmp = tempfile.mkdtemp(prefix="rtdiff-")
    try:
        return path, check(a, path, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def inputs(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, files in sorted(os.walk(p)):
                for f in sorted(files):
                    if f.endswith(SUFFIXES):
                        yield os.path.join(root, f)
        else:
            yield p


def tool(name, fallback):
    return shutil.which(name) or (fallback if fallback and os.path.exists(fallback) else None)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("inputs", nargs="+", help=".ll/.bc/.spv/.spt files or directories")
    ap.add_argument("--lspv", default=tool("lspv", None))
    ap.add_argument("--spirv-val", default=tool("spirv-val", None))
    ap.add_argument("--spirv-dis", default=None,
                    help="default: the one beside --spirv-val, else spirv-dis on PATH")
    ap.add_argument("--peer", default=tool("llvm-spirv-15", None),
                    help="a translator whose -r reads lspv's output ('' for none)")
    ap.add_argument("--env", default="CL1.2,CL2.0,SPV-IR",
                    help="comma-separated reverse target environments")
    ap.add_argument("--exact", action="store_true",
                    help="reverse with --exact-roundtrip (lspv's fidelity mode)")
    ap.add_argument("--fwd-args", default="",
                    help="extra forward options, space-separated (e.g. --spirv-ext=+all "
                         "--spirv-debug-info-version=nonsemantic-shader-200), for both forwards")
    ap.add_argument("--wrap", default="",
                    help="a command prefix for every lspv run, e.g. 'valgrind -q --error-exitcode=99'")
    ap.add_argument("--wrap-exit", type=int, default=99,
                    help="the wrapper's exit code that means it found an error")
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--keep", metavar="DIR", help="copy each failing input into DIR/<class>/")
    ap.add_argument("--quiet-ok", action="store_true", default=True)
    a = ap.parse_args()
    # spirv-dis from the same SPIRV-Tools as the spirv-val given: an older
    # one on PATH cannot read what the newer validator accepts.
    if not a.spirv_dis and a.spirv_val:
        sibling = os.path.join(os.path.dirname(os.path.abspath(a.spirv_val)), "spirv-dis")
        a.spirv_dis = sibling if os.path.exists(sibling) else None
    a.spirv_dis = a.spirv_dis or tool("spirv-dis", None)
    if not a.lspv or not a.spirv_dis:
        ap.error("lspv and spirv-dis are needed (--lspv, --spirv-dis)")
    a.env = [e for e in a.env.split(",") if e]
    global WRAP, WRAP_EXIT
    WRAP = a.wrap.split()
    WRAP_EXIT = a.wrap_exit if WRAP else None
    a.fwd = a.fwd_args.split()
    files = list(inputs(a.inputs))
    counts = {k: 0 for k in CLASSES}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        for path, res in ex.map(lambda p: one(a, p), files):
            worst = res[0][0]
            counts[worst] += 1
            for cls, env, detail in res:
                if cls != "ok":
                    print("%s %s%s: %s" % (cls, path, " [" + env + "]" if env else "", detail))
            if a.keep and worst != "ok":
                d = os.path.join(a.keep, worst)
                os.makedirs(d, exist_ok=True)
                shutil.copy(path, d)
    for k in CLASSES:
        if counts[k]:
            print("  %-13s %d" % (k, counts[k]))
    failed = sum(counts[k] for k in FAILURES)
    print("%d inputs: %d ok, %d refused, %d failed, %d peer-reject" %
          (len(files), counts["ok"], counts["fwd-refused"], failed, counts["peer-reject"]))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
