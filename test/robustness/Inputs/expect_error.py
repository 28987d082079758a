#!/usr/bin/env python3
"""Runs a command that must fail cleanly and prints its stderr for FileCheck.

usage: expect_error.py [--crash-ok] OUTPUT_PATH -- COMMAND...

Fails (exit 1, with the reason) unless the command exits with a code in
1..127 (not killed by a signal, not a sanitizer's or llvm_unreachable's
abort), writes exactly one error to stderr (one line starting with an
error name, "InvalidInstruction: ...", which may continue on the next lines
as llvm-spirv's messages do), and leaves no OUTPUT_PATH.
lspv's driver turns a crash of its worker process into exit code 70 and an
InternalError line (tools/lspv/isolate.h): that fails too, unless
--crash-ok (the tests of that very report)."""
import os
import re
import subprocess
import sys

crash_ok = "--crash-ok" in sys.argv[:sys.argv.index("--")]
out = [a for a in sys.argv[1:sys.argv.index("--")] if a != "--crash-ok"][0]
cmd = sys.argv[sys.argv.index("--") + 1:]
if os.path.exists(out):
    os.remove(out)
p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60)
err = p.stderr.decode(errors="replace")
sys.stdout.write(err)
lines = [l for l in err.splitlines() if re.match(r"[A-Z][A-Za-z]*: ", l)]
problems = []
if not 1 <= p.returncode <= 127:
    problems.append("exit code %d is not in 1..127" % p.returncode)
elif not crash_ok and (p.returncode == 70 or "InternalError:" in err):
    problems.append("lspv crashed (exit code 70, InternalError)")
if len(lines) != 1:
    problems.append("%d errors on stderr, expected one" % len(lines))
if os.path.exists(out):
    problems.append("output file %s was written" % out)
if problems:
    print("EXPECT-ERROR FAILED: " + "; ".join(problems))
    sys.exit(1)
