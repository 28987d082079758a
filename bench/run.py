#!/usr/bin/env python3
"""lspv benchmark runner: lspv vs llvm-spirv-15 vs the LLVM 22 floor.

For every size (and variant: normal, dense) it generates one module with
bench/gen.py (assembled by LLVM 15, so both translators read the same .bc) and
times, K times each, on the same inputs:

  floor        opt-22 -passes=verify in.bc -o out.bc   (LLVM 22 read+verify+write)
  fwd lspv     lspv in.bc -o lspv.spv --spirv-ext=<EXT>
  fwd ref      llvm-spirv-15 in.bc -o ref.spv --spirv-ext=+SPV_INTEL_memory_access_aliasing
  rev lspv     lspv -r lspv.spv -o x.bc                (lspv's own output)
  rev lspv     lspv -r ref.spv -o y.bc                 (llvm-spirv-15's output)
  rev ref      llvm-spirv-15 -r ref.spv -o z.bc
  fwd ref22    llvm-spirv-22 in.bc -o ref22.spv        (upstream, when --ref22 exists)
  rev lspv     lspv -r ref22.spv -o w.bc               (upstream 22's output)
  rev ref22    llvm-spirv-22 -r ref22.spv -o v.bc

Wall time comes from the clock around the child, CPU time (user+sys) and peak
RSS from the child's rusage (os.wait4).  Instruction counts come from
`perf stat -e instructions` when the kernel lets perf count them, else (with
--callgrind) from valgrind --tool=callgrind at the smallest size only.
A command that fails is reported with its error and the run goes on.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OPT22 = "/usr/lib/llvm-22/bin/opt"
REF = shutil.which("llvm-spirv-15") or "/usr/bin/llvm-spirv-15"
REF_EXT = "--spirv-ext=+SPV_INTEL_memory_access_aliasing"
# Upstream llvm-spirv 22 (built from SPIRV-LLVM-Translator, not packaged by
# Debian): measured when present.  It knows the INTEL spelling of the split
# barrier, which names the same instructions the generator's calls make.
REF22 = os.environ.get("LLVM_SPIRV_22") or os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "..", "shared", "tools", "peers", "bin",
    "llvm-spirv-22")
REF22_EXT = "--spirv-ext=+SPV_INTEL_memory_access_aliasing,+SPV_INTEL_split_barrier"
LSPV_EXT = "--spirv-ext=+SPV_INTEL_memory_access_aliasing,+SPV_EXT_split_barrier"


def default_lspv():
    for p in ("build-bench/lspv", "build/lspv"):
        q = os.path.join(ROOT, p)
        if os.path.exists(q):
            return q
    return os.path.join(ROOT, "build", "lspv")


class Result:
    def __init__(self):
        self.wall = []
        self.cpu = []
        self.rss = []   # KiB
        self.error = None
        self.ir = None  # instructions retired (perf) or Ir (callgrind)
        self.ir_src = ""
        self.valid = "-"


def run_once(cmd, stdout_path=None, env=None):
    """Run cmd; return (rc, wall s, cpu s, maxrss KiB, stderr text)."""
    with tempfile.TemporaryFile() as err:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err, env=env)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        text = err.read().decode(errors="replace")
    return p.returncode, wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss, text


def perf_works():
    if not shutil.which("perf"):
        return False
    try:
        r = subprocess.run(["perf", "stat", "-x,", "-e", "instructions", "true"],
                           capture_output=True, text=True, timeout=20)
    except Exception:
        return False
    for line in r.stderr.splitlines():
        f = line.split(",")
        if len(f) > 2 and "instructions" in f[2] and f[0].strip().isdigit():
            return True
    return False


def perf_count(cmd):
    r = subprocess.run(["perf", "stat", "-x,", "-e", "instructions", "--"] + cmd,
                       capture_output=True, text=True)
    for line in r.stderr.splitlines():
        f = line.split(",")
        if len(f) > 2 and "instructions" in f[2] and f[0].strip().isdigit():
            return int(f[0])
    return None


def callgrind_count(cmd, workdir):
    out = os.path.join(workdir, "callgrind.out")
    r = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + cmd,
                       capture_output=True, text=True)
    for line in r.stderr.splitlines():
        if "Collected :" in line:
            try:
                return int(line.split(":")[-1].strip())
            except ValueError:
                pass
    return None


def check_output(path, kind, opt, workdir):
    """Not timed: is the output valid?  SPIR-V: spirv-val on the module with the
    aliasing extension stripped (spirv-val 2023.1 does not know it); LLVM:
    opt -passes=verify.  Returns 'ok', 'INVALID: ...' or '?'."""
    try:
        if kind == "spv":
            if not (shutil.which("spirv-val") and shutil.which("spirv-dis") and shutil.which("spirv-as")):
                return "?"
            asm, st = path + ".spvasm", path + ".stripped"
            r = subprocess.run(["spirv-dis", path, "-o", asm], capture_output=True, text=True)
            if r.returncode:
                return "INVALID: spirv-dis: " + r.stderr.strip()[:200]
            subprocess.run([sys.executable, os.path.join(HERE, "strip_alias.py"), asm, "-o", asm + ".s"], check=True)
            # spirv-val 2023.1 knows capability 6141 only as SplitBarrierINTEL
            # of SPV_INTEL_split_barrier; SPV_EXT_split_barrier is the same
            # capability and instructions under the newer name (DESIGN 2).
            with open(asm + ".s") as f:
                text = f.read()
            with open(asm + ".s", "w") as f:
                f.write(text.replace('"SPV_EXT_split_barrier"', '"SPV_INTEL_split_barrier"'))
            ver = "1.4"
            for line in open(asm):
                if line.startswith("; Version:"):
                    ver = line.split(":")[1].strip()
                    break
            r = subprocess.run(["spirv-as", "--target-env", "spv" + ver, asm + ".s", "-o", st],
                               capture_output=True, text=True)
            if r.returncode:
                return "INVALID: spirv-as: " + r.stderr.strip()[:200]
            r = subprocess.run(["spirv-val", st], capture_output=True, text=True)
            if r.returncode:
                return "INVALID: spirv-val: " + " | ".join((r.stderr + r.stdout).strip().splitlines()[:2])[:300]
            return "ok"
        r = subprocess.run([opt, "-passes=verify", path, "-o", os.devnull], capture_output=True, text=True)
        if r.returncode:
            return "INVALID: opt verify: " + " | ".join(r.stderr.strip().splitlines()[:2])[:300]
        return "ok"
    except Exception as e:  # never let a checker problem stop the benchmark
        return f"? ({e})"


def measure(cmd, k, out_file=None):
    res = Result()
    for i in range(k):
        if out_file and os.path.exists(out_file):
            os.unlink(out_file)
        rc, wall, cpu, rss, err = run_once(cmd)
        if rc != 0:
            lines = [l for l in err.strip().splitlines() if l.strip()]
            res.error = f"exit {rc}: " + (" | ".join(lines[:3]) if lines else "(no message)")
            if len(res.error) > 300:
                res.error = res.error[:300] + "..."
            return res
        if out_file and not os.path.exists(out_file):
            res.error = "exit 0 but no output file"
            return res
        res.wall.append(wall)
        res.cpu.append(cpu)
        res.rss.append(rss)
    return res


def isolated_rss(cmd, out):
    """Peak memory of lspv's forward translation, which runs in a child
    process (tools/lspv/isolate.h).  wait4 reports the larger of the two
    processes' peaks, and the child's RSS leaves out the library pages only
    the parent touched, which understates the total.  So: the peak of the
    same translation in one process (LSPV_NO_ISOLATE=1), plus the parent's
    copy of the output."""
    env = dict(os.environ, LSPV_NO_ISOLATE="1")
    rc, _, _, rss, _ = run_once(cmd, env=env)
    size = os.path.getsize(out) if os.path.exists(out) else 0
    return rss + (size + 1023) // 1024 if rc == 0 else rss


def fmt_s(x):
    return "-" if x is None else f"{x:.3f}"


def fmt_ratio(a, b):
    if a is None or b is None or b == 0:
        return "-"
    return f"{a / b:.2f}x"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="10000,100000", help="comma-separated instruction counts")
    ap.add_argument("-k", "--runs", type=int, default=5, help="runs per measurement (min and median)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variants", default="normal,dense", help="comma-separated: normal, dense, debug (normal + debug info), dense-debug")
    ap.add_argument("--no-split-barrier", action="store_true",
                    help="generate modules without split-barrier calls")
    ap.add_argument("--lspv", default=default_lspv(), help="lspv executable")
    ap.add_argument("--ref", default=REF, help="llvm-spirv-15 executable")
    ap.add_argument("--ref22", default=REF22 if os.path.exists(REF22) else "",
                    help="upstream llvm-spirv 22 executable (rows skipped when empty)")
    ap.add_argument("--opt", default=OPT22, help="LLVM 22 opt (the floor)")
    ap.add_argument("--callgrind", action="store_true",
                    help="when perf cannot count instructions, count them with callgrind at the smallest size")
    ap.add_argument("--no-check", action="store_true",
                    help="do not check the outputs (spirv-val / opt -passes=verify; never timed)")
    ap.add_argument("--check-all", action="store_true",
                    help="check the outputs at every size (default: the smallest only; spirv-val "
                         "needs ~1 min on a 100k-instruction dense module)")
    ap.add_argument("--no-time-report", action="store_true", help="do not show lspv --time-report phases")
    ap.add_argument("--workdir", default=None, help="keep inputs/outputs here (default: a temp dir, removed)")
    a = ap.parse_args()

    sizes = [int(s) for s in a.sizes.split(",") if s]
    variants = [v for v in a.variants.split(",") if v]
    workdir = a.workdir or tempfile.mkdtemp(prefix="lspv-bench-")
    os.makedirs(workdir, exist_ok=True)
    have_perf = perf_works()
    have_lspv = os.path.exists(a.lspv)
    print(f"lspv: {a.lspv}{'' if have_lspv else ' (MISSING)'}")
    print(f"reference: {a.ref}; floor: {a.opt} -passes=verify")
    print(f"runs per measurement: {a.runs}; instruction counts: "
          f"{'perf stat' if have_perf else ('callgrind (smallest size)' if a.callgrind else 'off (perf cannot count here; use --callgrind)')}")
    print(f"workdir: {workdir}")
    sys.stdout.flush()

    table = []     # rows of dicts
    phases = []    # (label, text)
    for variant in variants:
        for n in sizes:
            tag = f"{variant}-{n}"
            src = os.path.join(workdir, f"{tag}.bc")
            gen = [sys.executable, os.path.join(HERE, "gen.py"), "--insts", str(n), "--seed", str(a.seed),
                   "--stats", "-o", src]
            if variant.startswith("dense"):
                gen.append("--dense")
            if variant.endswith("debug"):
                gen.append("--debug")
            if a.no_split_barrier:
                gen.append("--no-split-barrier")
            g = subprocess.run(gen, capture_output=True, text=True)
            if g.returncode != 0:
                print(f"[{tag}] generator failed: {g.stderr.strip()}")
                continue
            stats = g.stderr.strip()
            ninst = int(stats.split()[1])
            print(f"[{tag}] {stats}")
            sys.stdout.flush()
            f = lambda name: os.path.join(workdir, f"{tag}.{name}")
            jobs = [
                ("floor", "LLVM22 opt verify", "bc", [a.opt, "-passes=verify", src, "-o", f("floor.bc")], f("floor.bc")),
                ("fwd", "lspv", "bc", [a.lspv, src, "-o", f("lspv.spv"), LSPV_EXT], f("lspv.spv")),
                ("fwd", "llvm-spirv-15", "bc", [a.ref, src, "-o", f("ref.spv"), REF_EXT], f("ref.spv")),
                ("rev", "lspv", "lspv.spv", [a.lspv, "-r", f("lspv.spv"), "-o", f("lspv.lspv.bc")], f("lspv.lspv.bc")),
                ("rev", "lspv", "ref.spv", [a.lspv, "-r", f("ref.spv"), "-o", f("lspv.ref.bc")], f("lspv.ref.bc")),
                ("rev", "llvm-spirv-15", "ref.spv", [a.ref, "-r", f("ref.spv"), "-o", f("ref.ref.bc")], f("ref.ref.bc")),
            ]
            if a.ref22:
                jobs += [
                    ("fwd", "llvm-spirv-22", "bc", [a.ref22, src, "-o", f("ref22.spv"), REF22_EXT], f("ref22.spv")),
                    ("rev", "lspv", "ref22.spv", [a.lspv, "-r", f("ref22.spv"), "-o", f("lspv.ref22.bc")],
                     f("lspv.ref22.bc")),
                    ("rev", "llvm-spirv-22", "ref22.spv", [a.ref22, "-r", f("ref22.spv"), "-o", f("ref22.ref22.bc")],
                     f("ref22.ref22.bc")),
                ]
            rows = {}
            for (direction, tool, inp, cmd, out) in jobs:
                key = (direction, tool, inp)
                need = None
                if inp != "bc":
                    need = f(inp)
                if need and not os.path.exists(need):
                    r = Result()
                    r.error = f"skipped: no {inp} (its producer failed)"
                elif "lspv" == tool and not have_lspv:
                    r = Result()
                    r.error = f"skipped: {a.lspv} not built"
                else:
                    r = measure(cmd, a.runs, out)
                    if direction == "fwd" and tool == "lspv" and r.error is None:
                        r.rss = [isolated_rss(cmd, out)]
                    if (r.error is None and direction != "floor" and not a.no_check
                            and (a.check_all or n == min(sizes))):
                        r.valid = check_output(out, "spv" if direction == "fwd" else "bc", a.opt, workdir)
                        if r.valid != "ok":
                            print(f"  {direction} {tool} ({inp}): output {r.valid}")
                    if r.error is None:
                        if have_perf:
                            r.ir, r.ir_src = perf_count(cmd), "perf"
                        elif a.callgrind and n == min(sizes):
                            r.ir, r.ir_src = callgrind_count(cmd, workdir), "callgrind"
                rows[key] = r
                if r.error:
                    word = "SKIPPED" if r.error.startswith("skipped") else "FAILED"
                    print(f"  {direction} {tool} ({inp}): {word} {r.error}")
                sys.stdout.flush()
                if tool == "lspv" and not a.no_time_report and r.error is None:
                    rc, _, _, _, err = run_once(cmd + ["--time-report"])
                    phases.append((f"{tag} {direction} lspv ({inp})", err.strip()))
            floor = rows[("floor", "LLVM22 opt verify", "bc")]
            floor_cpu = statistics.median(floor.cpu) if floor.cpu else None
            for (direction, tool, inp, _, _) in jobs:
                r = rows[(direction, tool, inp)]
                row = {"variant": variant, "n": ninst, "dir": direction, "tool": tool, "input": inp, "r": r}
                cpu_med = statistics.median(r.cpu) if r.cpu else None
                ref_key = {"fwd": ("fwd", "llvm-spirv-15", "bc"), "rev": ("rev", "llvm-spirv-15", "ref.spv")}.get(direction)
                ref = rows.get(ref_key) if ref_key else None
                ref_cpu = statistics.median(ref.cpu) if ref and ref.cpu else None
                # against llvm-spirv 22: forward on the same .bc; reverse on
                # its own output (lspv reading ref22.spv), when measured
                r22 = rows.get({"fwd": ("fwd", "llvm-spirv-22", "bc"),
                                "rev": ("rev", "llvm-spirv-22", "ref22.spv")}.get(direction, ()))
                r22_cpu = statistics.median(r22.cpu) if r22 and r22.cpu else None
                row["cpu_med"] = cpu_med
                row["x_ref"] = fmt_ratio(cpu_med, ref_cpu) if tool == "lspv" else "-"
                row["x_ref22"] = (fmt_ratio(cpu_med, r22_cpu)
                                  if tool == "lspv" and (direction == "fwd" or inp == "ref22.spv") else "-")
                row["x_floor"] = fmt_ratio(cpu_med, floor_cpu)
                ref_rss = max(ref.rss) if ref and ref.rss else None
                row["rss_x_ref"] = fmt_ratio(max(r.rss), ref_rss) if tool == "lspv" and r.rss else "-"
                row["rss_x_floor"] = fmt_ratio(max(r.rss), max(floor.rss)) if r.rss and floor.rss else "-"
                table.append(row)

    # ---- the table -------------------------------------------------------
    hdr = ["variant", "insts", "dir", "tool", "input", "wall min", "wall med", "cpu min", "cpu med",
           "RSS MB", "ns/inst", "cpu x llvm-spirv-15", "cpu x llvm-spirv-22", "cpu x floor", "RSS x floor", "instructions", "valid"]
    lines = []
    for row in table:
        r = row["r"]
        if r.error:
            cells = [row["variant"], str(row["n"]), row["dir"], row["tool"], row["input"],
                     "SKIP" if r.error.startswith("skipped") else "FAIL", "", "", "", "", "", "", "", "", "", "", ""]
        else:
            cm = row["cpu_med"]
            cells = [row["variant"], str(row["n"]), row["dir"], row["tool"], row["input"],
                     fmt_s(min(r.wall)), fmt_s(statistics.median(r.wall)),
                     fmt_s(min(r.cpu)), fmt_s(cm), f"{max(r.rss) / 1024:.0f}",
                     f"{cm * 1e9 / row['n']:.0f}", row["x_ref"], row["x_ref22"], row["x_floor"], row["rss_x_floor"],
                     ("-" if r.ir is None else f"{r.ir / 1e6:.1f}M ({r.ir_src})"),
                     r.valid if len(r.valid) < 12 else "INVALID"]
        lines.append(cells)
    widths = [max(len(h), *(len(c[i]) for c in lines)) if lines else len(h) for i, h in enumerate(hdr)]
    print()
    print("| " + " | ".join(h.ljust(w) for h, w in zip(hdr, widths)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for c in lines:
        print("| " + " | ".join(x.ljust(w) for x, w in zip(c, widths)) + " |")
    fails = [row for row in table if row["r"].error]
    if fails:
        print()
        print("Failures (the run went on without these rows):")
        for row in fails:
            print(f"  {row['variant']}-{row['n']} {row['dir']} {row['tool']} ({row['input']}): {row['r'].error}")

    # ---- linearity: ns per instruction, largest size / smallest size -------
    print()
    print("Linearity (median CPU ns per LLVM instruction; last/first size):")
    keys = []
    for row in table:
        k = (row["variant"], row["dir"], row["tool"], row["input"])
        if k not in keys:
            keys.append(k)
    for k in keys:
        pts = [(row["n"], row["cpu_med"]) for row in table
               if (row["variant"], row["dir"], row["tool"], row["input"]) == k and row["cpu_med"]]
        if len(pts) < 1:
            print(f"  {' '.join(k):45s} (no data)")
            continue
        per = [f"{n}: {c * 1e9 / n:.0f}" for n, c in pts]
        growth = ""
        if len(pts) > 1:
            growth = f"  -> {(pts[-1][1] / pts[-1][0]) / (pts[0][1] / pts[0][0]):.2f}x"
        print(f"  {' '.join(k):45s} " + ", ".join(per) + growth)

    if phases:
        print()
        print("lspv --time-report (one extra run each):")
        for label, text in phases:
            print(f"  {label}:")
            for l in text.splitlines():
                print(f"    {l}")
    if not a.workdir:
        shutil.rmtree(workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
