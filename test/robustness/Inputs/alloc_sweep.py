#!/usr/bin/env python3
"""Allocation-failure sweep: runs one lspv command again and again with the
Nth allocation made by lspv's own code failing (failmalloc.so, preloaded),
for every N the command makes, and checks each run:

  - no signal, exit code 0..127;
  - exit 0 only with the very output of the run without a failure;
  - otherwise exactly one line on stderr and no output file.

usage: alloc_sweep.py FAILMALLOC_SO OUT -- LSPV ARGS...   (OUT replaces the
word OUT in ARGS).  Prints "N runs, K problems" and exits 1 on a problem."""
import os
import re
import subprocess
import sys

so, out = sys.argv[1], sys.argv[2]
cmd = sys.argv[sys.argv.index("--") + 1:]


def run(nth, path, report=False):
    env = dict(os.environ, LD_PRELOAD=so)
    if nth:
        env["LSPV_FAILMALLOC_NTH"] = str(nth)
    if report:
        env["LSPV_FAILMALLOC_REPORT"] = "1"
    if os.path.exists(path):
        os.remove(path)
    p = subprocess.run([a if a != "OUT" else path for a in cmd], env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=120)
    return p.returncode, p.stderr.decode(errors="replace")


ref = out + ".ref"
rc, err = run(0, ref, report=True)
if rc != 0:
    sys.exit("the command fails without injected failures: " + err)
good = open(ref, "rb").read()
# Each process prints its count (the forward translation's child too); the
# largest bounds N.
total = max(int(n) for n in re.findall(r"allocations: (\d+)", err))
problems = 0
for n in range(1, total + 1):
    rc, err = run(n, out)
    lines = [l for l in err.splitlines() if l.strip()]
    exists = os.path.exists(out)
    why = []
    if not 0 <= rc <= 127 or rc == 70 or "InternalError:" in err:
        why.append("exit code %d (70: lspv crashed)" % rc)
    elif rc == 0 and (not exists or open(out, "rb").read() != good):
        why.append("exit 0 with another output")
    elif rc != 0 and exists:
        why.append("output file written")
    elif rc != 0 and len(lines) != 1:
        why.append("%d lines on stderr" % len(lines))
    if why:
        problems += 1
        print("allocation %d: %s: %s" % (n, "; ".join(why), " | ".join(lines[:3])[:300]))
print("%d runs, %d problems" % (total, problems))
sys.exit(1 if problems else 0)
