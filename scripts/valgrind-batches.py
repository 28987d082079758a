#!/usr/bin/env python3
"""Runs the in-process batch round trip (unit_roundtrip_batch,
test/unit/roundtrip_batch.c) under valgrind over many inputs, in batches.

Every input goes through the whole round-trip chain in one process per batch,
so valgrind pays LLVM's start-up once per batch.  A batch whose valgrind
reports an error (exit 99) is a finding; its log keeps the report.  A batch
that dies (a signal) is a finding too, and the inputs after the one it died
on (the driver's --trace names it) run again in a new batch, so one crash does
not hide the rest.  Batches run one at a time (valgrind is slow and the
machine may be shared).

  python3 scripts/valgrind-batches.py --driver build/test/unit/unit_roundtrip_batch \
      --log /tmp/vg <files, directories, @lists>

Prints one line per batch (inputs, exit code, valgrind errors, seconds), then
the per-step counts summed over all batches and a last line
"N inputs, B batches: F findings, S failed steps, T s".  Exits 1 on a finding.
"""
import argparse
import os
import re
import subprocess
import sys
import time

SUFFIXES = (".ll", ".bc", ".spv", ".spt")
VALGRIND = ("valgrind --error-exitcode=99 --leak-check=full "
            "--errors-for-leak-kinds=definite,indirect")


def expand(args):
    out = []
    for a in args:
        if a.startswith("@"):
            with open(a[1:]) as f:
                out += [l.strip() for l in f if l.strip()]
        elif os.path.isdir(a):
            for root, _, files in sorted(os.walk(a)):
                out += [os.path.join(root, f) for f in sorted(files) if f.endswith(SUFFIXES)]
        else:
            out.append(a)
    return out


ROW = re.compile(r"^(\S+)((?:\s+\d+)+)$")
HEADER = re.compile(r"^step\s")
ERRORS = re.compile(r"ERROR SUMMARY: (\d+) errors")
TRACE = re.compile(r"^input (\d+)/\d+: (.*)$", re.M)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("inputs", nargs="+", help=".ll/.bc/.spv/.spt files, directories, @LIST files")
    ap.add_argument("--driver", required=True, help="the unit_roundtrip_batch executable")
    ap.add_argument("--log", required=True, help="directory for each batch's list, stdout and stderr")
    ap.add_argument("--batch", type=int, default=100, help="inputs per batch (100)")
    ap.add_argument("--valgrind", default=VALGRIND, help="the checker command ('' for none)")
    ap.add_argument("--suppressions", help="a valgrind suppression file")
    ap.add_argument("--nice", type=int, default=10)
    a = ap.parse_args()
    files = expand(a.inputs)
    os.makedirs(a.log, exist_ok=True)
    wrap = a.valgrind.split()
    if wrap and a.suppressions:
        wrap.append("--suppressions=" + os.path.abspath(a.suppressions))
    counts, order, columns = {}, [], []
    findings = batches = 0
    start = time.time()
    todo = [files[i:i + a.batch] for i in range(0, len(files), a.batch)]
    while todo:
        batch = todo.pop(0)
        batches += 1
        base = os.path.join(a.log, "batch%03d" % batches)
        with open(base + ".list", "w") as f:
            f.write("\n".join(batch) + "\n")
        t0 = time.time()
        with open(base + ".out", "w") as out, open(base + ".err", "w") as err:
            rc = subprocess.call(["nice", "-n", str(a.nice)] + wrap +
                                 [a.driver, "--trace", "@" + base + ".list"], stdout=out, stderr=err)
        secs = time.time() - t0
        with open(base + ".err", errors="replace") as f:
            err_text = f.read()
        with open(base + ".out", errors="replace") as f:
            out_text = f.read()
        m = ERRORS.findall(err_text)
        verrors = int(m[-1]) if m else 0
        note = ""
        if rc < 0 or (rc not in (0, 1, 99)):
            findings += 1
            traced = TRACE.findall(err_text)
            done = int(traced[-1][0]) if traced else 0
            note = " died on %s" % (traced[-1][1] if traced else "?")
            if done < len(batch):
                todo.insert(0, batch[done:])
        elif rc == 99 or verrors:
            findings += 1
            note = " valgrind errors, see %s.err" % base
        print("batch %d: %d inputs, exit %d, %d valgrind errors, %.0f s%s" %
              (batches, len(batch), rc, verrors, secs, note), flush=True)
        for line in out_text.splitlines():
            r = ROW.match(line)
            if HEADER.match(line):
                columns = line.split()[1:]
            elif r:
                k = r.group(1)
                nums = [int(x) for x in r.group(2).split()]
                if k not in counts:
                    counts[k] = [0] * len(nums)
                    order.append(k)
                counts[k] = [x + y for x, y in zip(counts[k], nums)]
            elif line.startswith(("FAIL ", "renamed ")):
                print(line)
    print("%-18s" % "step" + "".join(" %8s" % c for c in columns))
    for k in order:
        print("%-18s" % k + "".join(" %8d" % x for x in counts[k]))
    failed = sum(c[columns.index("failed")] for c in counts.values()) if "failed" in columns else 0
    print("%d inputs, %d batches: %d findings, %d failed steps, %.0f s" %
          (len(files), batches, findings, failed, time.time() - start))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
