#!/usr/bin/env python3
"""reverse_all.py LSPV DIR: runs `LSPV -r` on every DIR/*.spv in each target
environment; prints FAIL lines and exits non-zero when any run fails."""
import glob
import os
import subprocess
import sys
import tempfile

lspv, d = sys.argv[1], sys.argv[2]
bad = 0
with tempfile.TemporaryDirectory() as tmp:
    for f in sorted(glob.glob(os.path.join(d, "*.spv"))):
        for env in ("CL1.2", "CL2.0", "SPV-IR"):
            out = os.path.join(tmp, "o.bc")
            r = subprocess.run([lspv, "-r", "--spirv-target-env=" + env, f, "-o", out],
                               capture_output=True, text=True)
            if r.returncode != 0:
                bad += 1
                print("FAIL %s %s: %s" % (os.path.basename(f), env, r.stderr.strip()))
print("%d failures" % bad)
sys.exit(1 if bad else 0)
