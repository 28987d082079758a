#!/usr/bin/env python3
"""Deterministic generator of realistic SYCL/OpenCL device modules for the
lspv benchmark.

The output is typed-pointer textual LLVM IR (`i32 addrspace(1)*`), so that
LLVM 15 (and therefore llvm-spirv-15) reads it; LLVM 22 reads the bitcode that
LLVM 15's llvm-as writes from it.  With `-o x.bc` the module is assembled with
/usr/lib/llvm-15/bin/llvm-as -opaque-pointers=0.

Shape of a module (all driven by one seeded PRNG, so the same arguments always
give the same bytes):
  * functions are grouped in "groups" of ~16: a few spir_kernel entry points and
    spir_func helpers; a function only calls helpers of higher index in its
    group (the call graph is acyclic);
  * every group owns addrspace(1) arrays and counters, addrspace(3) buffers and
    counters, an addrspace(2) constant table and one alias domain (3 scopes,
    shared scope lists); a few "common" globals are used by every group;
  * --dense: helpers form one binary tree over the whole module (helper i calls
    2i+1 and 2i+2), every kernel calls the root, and globals and alias domains
    are picked from the whole module: every kernel reaches (nearly) all
    functions and globals;
  * bodies: work-item builtins, int/float arithmetic, icmp/fcmp, select, casts,
    GEP + aligned loads/stores with !alias.scope/!noalias, generic pointers
    (addrspacecast to addrspace(4)), <4 x float> insert/extract/shuffle and
    vector loads, atomicrmw add and cmpxchg, direct calls, barriers,
    split-barrier arrive/wait pairs (--split-barrier, default on), counted loops
    with phi, if/else diamonds with phi; blocks are in dominance order;
  * --debug: what clang -g writes: a compile unit, a file, basic and subroutine
    types, a distinct DISubprogram per function, a DILocation on every
    instruction (a new source line every few instructions) and llvm.dbg.value
    for every fourth integer/float value (a DILocalVariable each).  A separate
    PRNG draws the debug info, so a module's code is the same with and
    without it.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

LLVM_AS_15 = "/usr/lib/llvm-15/bin/llvm-as"

GROUP = 16          # functions per group
KERNELS_PER_GROUP = 3
AVG_FN = 120        # average instructions per function

T = {
    "i1": "i1", "i32": "i32", "i64": "i64", "f": "float", "v4": "<4 x float>",
    "pf1": "float addrspace(1)*", "pf3": "float addrspace(3)*",
    "pf4": "float addrspace(4)*", "pi1": "i32 addrspace(1)*",
    "pi3": "i32 addrspace(3)*", "pi4": "i32 addrspace(4)*",
}

GGID = "_Z13get_global_idj"
GLID = "_Z12get_local_idj"
GGRP = "_Z12get_group_idj"
BARRIER = "_Z22__spirv_ControlBarrieriii"
ARRIVE = "_Z33__spirv_ControlBarrierArriveINTELiii"
WAIT = "_Z31__spirv_ControlBarrierWaitINTELiii"


class Module:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.md = []          # metadata lines
        self.md_next = 0
        self.globals = []     # global definition lines
        self.functions = []   # function text chunks
        self.n_insts = 0
        self.n_kernels = 0
        self.n_helpers = 0
        self.n_loads = 0
        self.n_stores = 0
        self.dbg = None
        if args.debug:
            self.dbg_rng = random.Random(args.seed * 7919 + 1)
            self.dbg = {k: self.md_id() for k in ("cu", "file", "int", "float", "sub", "dwarf", "div")}
            d = self.dbg
            self.md.append(f'!{d["file"]} = !DIFile(filename: "bench.cl", directory: "/bench")')
            self.md.append(f'!{d["cu"]} = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !{d["file"]}, '
                           f'producer: "lspv bench/gen.py", isOptimized: true, runtimeVersion: 0, '
                           f'emissionKind: FullDebug)')
            self.md.append(f'!{d["int"]} = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)')
            self.md.append(f'!{d["float"]} = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)')
            self.md.append(f'!{d["sub"]} = !DISubroutineType(types: !{{null}})')
            self.md.append(f'!{d["dwarf"]} = !{{i32 7, !"Dwarf Version", i32 4}}')
            self.md.append(f'!{d["div"]} = !{{i32 2, !"Debug Info Version", i32 3}}')
            self.dbg_line = 1

    def md_id(self):
        i = self.md_next
        self.md_next += 1
        return i

    # ---- module-level objects -------------------------------------------
    def make_domain(self, name):
        d = self.md_id()
        self.md.append(f'!{d} = distinct !{{!{d}, !"{name}"}}')
        scopes = []
        for s in range(3):
            sid = self.md_id()
            self.md.append(f'!{sid} = distinct !{{!{sid}, !{d}, !"{name}: scope{s}"}}')
            scopes.append(sid)

        def lst(*members):
            lid = self.md_id()
            self.md.append(f"!{lid} = !{{{', '.join('!%d' % scopes[m] for m in members)}}}")
            return lid
        l0, l1, l2, l01, l12, l02 = lst(0), lst(1), lst(2), lst(0, 1), lst(1, 2), lst(0, 2)
        # (alias.scope, noalias) pairs; lists are shared by many accesses
        return [(l0, l12), (l1, l02), (l2, l01), (l01, l2), (l12, l0)]

    def make_group_globals(self, g):
        gl = {"gdata": [], "gcnt": [], "lbuf": [], "lcnt": [], "ctab": []}
        for k in range(2):
            n = f"gdata{g}_{k}"
            self.globals.append(f"@{n} = addrspace(1) global [256 x float] zeroinitializer, align 4")
            gl["gdata"].append(n)
            n = f"lbuf{g}_{k}"
            self.globals.append(f"@{n} = internal addrspace(3) global [64 x float] undef, align 4")
            gl["lbuf"].append(n)
        n = f"gcnt{g}"
        self.globals.append(f"@{n} = addrspace(1) global i32 0, align 4")
        gl["gcnt"].append(n)
        n = f"lcnt{g}"
        self.globals.append(f"@{n} = internal addrspace(3) global i32 undef, align 4")
        gl["lcnt"].append(n)
        n = f"ctab{g}"
        vals = ", ".join("float %s" % fconst(self.rng) for _ in range(8))
        self.globals.append(f"@{n} = internal addrspace(2) constant [8 x float] [{vals}], align 4")
        gl["ctab"].append(n)
        return gl

    def build(self):
        a = self.args
        n_fn = max(GROUP, a.insts // AVG_FN)
        n_groups = max(1, n_fn // GROUP)
        common = {"gdata": ["common_data"], "gcnt": ["common_cnt"], "lbuf": ["common_lbuf"],
                  "lcnt": ["common_lcnt"], "ctab": []}
        self.globals.append("@common_data = addrspace(1) global [1024 x float] zeroinitializer, align 16")
        self.globals.append("@common_cnt = addrspace(1) global i32 0, align 4")
        self.globals.append("@common_lbuf = internal addrspace(3) global [64 x float] undef, align 16")
        self.globals.append("@common_lcnt = internal addrspace(3) global i32 undef, align 4")
        groups = []
        for g in range(n_groups):
            groups.append({"globals": self.make_group_globals(g),
                           "alias": self.make_domain(f"dom{g}")})
        budget_per_fn = 0.9 * a.insts / (n_groups * GROUP)  # regions overshoot their target by ~10%
        all_helpers = []  # (name, kind) in global helper order
        plan = []
        for g in range(n_groups):
            for i in range(GROUP):
                if i < KERNELS_PER_GROUP:
                    plan.append((g, i, "kernel", f"k{g}_{i}", None))
                else:
                    kind = "hf" if self.rng.random() < 0.7 else "hi"
                    name = f"f{g}_{i}"
                    plan.append((g, i, kind, name, len(all_helpers)))
                    all_helpers.append((name, kind))
        self.all_helpers = all_helpers
        for (g, i, kind, name, hidx) in plan:
            grp = groups[g]
            if a.dense:
                # callees: binary tree over all helpers + a few random ones
                if kind == "kernel":
                    callees = [0] + [self.rng.randrange(len(all_helpers)) for _ in range(2)]
                else:
                    callees = [c for c in (2 * hidx + 1, 2 * hidx + 2) if c < len(all_helpers)]
                    if hidx + 3 < len(all_helpers):
                        callees.append(self.rng.randrange(hidx + 3, len(all_helpers)))
                gsets = [groups[self.rng.randrange(n_groups)]["globals"] for _ in range(4)] + [common]
                domains = [groups[self.rng.randrange(n_groups)]["alias"] for _ in range(2)]
            else:
                base = g * (GROUP - KERNELS_PER_GROUP)
                lo = (i + 1 - KERNELS_PER_GROUP) if kind != "kernel" else 0
                lo = max(lo, 0)
                cand = list(range(base + lo, base + GROUP - KERNELS_PER_GROUP))
                if kind != "kernel" and hidx in cand:
                    cand.remove(hidx)
                k = min(len(cand), self.rng.randint(1, 3))
                callees = self.rng.sample(cand, k) if cand else []
                gsets = [grp["globals"], common]
                domains = [grp["alias"]]
            callees = [all_helpers[c] for c in callees]
            target = int(budget_per_fn * self.rng.uniform(0.5, 1.5))
            f = Function(self, name, kind, target, callees, gsets, domains)
            self.functions.append(f.emit())
            self.n_insts += f.count
            if kind == "kernel":
                self.n_kernels += 1
            else:
                self.n_helpers += 1

    def text(self):
        a = self.args
        out = []
        out.append(f"; lspv benchmark module: --insts {a.insts} --seed {a.seed}"
                   f"{' --dense' if a.dense else ''}{'' if a.split_barrier else ' --no-split-barrier'}")
        out.append(f"; {self.n_insts} instructions, {self.n_kernels} kernels, {self.n_helpers} helpers, "
                   f"{len(self.globals)} globals")
        out.append('target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"')
        out.append('target triple = "spir64-unknown-unknown"')
        out.append("")
        out.extend(self.globals)
        out.append("")
        out.extend(self.functions)
        out.append(f"declare spir_func i64 @{GGID}(i32) #3")
        out.append(f"declare spir_func i64 @{GLID}(i32) #3")
        out.append(f"declare spir_func i64 @{GGRP}(i32) #3")
        out.append(f"declare spir_func void @{BARRIER}(i32, i32, i32) #2")
        if self.dbg:
            out.append("declare void @llvm.dbg.value(metadata, metadata, metadata) #3")
        if a.split_barrier:
            out.append(f"declare spir_func void @{ARRIVE}(i32, i32, i32) #2")
            out.append(f"declare spir_func void @{WAIT}(i32, i32, i32) #2")
        out.append("")
        out.append("attributes #0 = { convergent noinline norecurse nounwind }")
        out.append("attributes #1 = { convergent noinline nounwind }")
        out.append("attributes #2 = { convergent nounwind }")
        out.append("attributes #3 = { nounwind readnone willreturn }")
        out.append("attributes #4 = { convergent nounwind }")
        out.append("attributes #5 = { convergent nounwind }")
        out.append("attributes #6 = { nounwind readnone willreturn }")
        out.append("")
        ocl = self.md_id()
        out.append(f"!opencl.ocl.version = !{{!{ocl}}}")
        out.append(f"!opencl.spir.version = !{{!{ocl}}}")
        if self.dbg:
            out.append(f"!llvm.dbg.cu = !{{!{self.dbg['cu']}}}")
            out.append(f"!llvm.module.flags = !{{!{self.dbg['dwarf']}, !{self.dbg['div']}}}")
        out.extend(self.md)
        out.append(f"!{ocl} = !{{i32 2, i32 0}}")
        out.append("")
        return "\n".join(out)


def fconst(rng):
    # exactly representable decimal floats keep LLVM 15 and 22 happy
    return "%.1f" % (rng.randint(-64, 64) / 2.0 + 0.5)


class Function:
    def __init__(self, mod, name, kind, target, callees, gsets, domains):
        self.m = mod
        self.rng = mod.rng
        self.name = name
        self.kind = kind
        self.target = max(12, target)
        self.callees = callees
        # --dense: every planned callee is called (first by seg_call, the rest
        # before the return), so the call tree really spans the module.
        self.pending = list(callees) if mod.args.dense else []
        self.gsets = gsets
        self.domains = domains
        self.lines = []
        self.count = 0
        self.vn = 0
        self.bn = 0
        self.block = "entry"
        self.pool = {k: [] for k in T}
        self.sp = None        # --debug: this function's DISubprogram
        self.loc = None       # the current DILocation
        self.loc_left = 0     # instructions left on the current line
        self.nadds = 0

    # ---- helpers --------------------------------------------------------
    def v(self):
        self.vn += 1
        return f"%v{self.vn}"

    def label(self, base):
        self.bn += 1
        return f"{base}{self.bn}"

    def ins(self, text):
        self.lines.append("  " + text + self.dbg_loc())
        self.count += 1

    # ---- --debug ----------------------------------------------------------
    def dbg_loc(self):
        m = self.m
        if not self.sp:
            return ""
        if self.loc_left == 0:
            m.dbg_line += 1
            self.loc = m.md_id()
            col = m.dbg_rng.randint(3, 40)
            m.md.append(f"!{self.loc} = !DILocation(line: {m.dbg_line}, column: {col}, scope: !{self.sp})")
            self.loc_left = m.dbg_rng.randint(1, 4)
        self.loc_left -= 1
        return f", !dbg !{self.loc}"

    def dbg_value(self, ty, name):
        m = self.m
        self.nadds += 1
        if not self.sp or self.nadds % 4 or ty not in ("i32", "f"):
            return
        var = m.md_id()
        m.md.append(f'!{var} = !DILocalVariable(name: "{name[1:]}", scope: !{self.sp}, file: !{m.dbg["file"]}, '
                    f'line: {m.dbg_line}, type: !{m.dbg["int" if ty == "i32" else "float"]})')
        self.lines.append(f"  call void @llvm.dbg.value(metadata {T[ty]} {name}, metadata !{var}, "
                          f"metadata !DIExpression()){self.dbg_loc()}")

    def start_block(self, lbl):
        self.lines.append(f"{lbl}:")
        self.block = lbl

    def add(self, ty, name):
        self.pool[ty].append(name)
        if self.lines and self.lines[-1] is not None:  # not among the loop's phi placeholders
            self.dbg_value(ty, name)
        return name

    def pick(self, ty):
        p = self.pool[ty]
        if not p:
            return self.make(ty)
        if self.rng.random() < 0.75:
            return p[-1 - self.rng.randrange(min(6, len(p)))]
        return self.rng.choice(p)

    def gname(self, kind):
        sets = [s for s in self.gsets if s[kind]]
        s = self.rng.choice(sets)
        return self.rng.choice(s[kind])

    def save(self):
        return {k: list(v) for k, v in self.pool.items()}

    def alias_md(self):
        dom = self.rng.choice(self.domains)
        sc, na = self.rng.choice(dom)
        return f", !alias.scope !{sc}, !noalias !{na}"

    def make(self, ty):
        """Produce a value of type ty when the pool has none."""
        r = self.v()
        if ty == "i32":
            self.ins(f"{r} = call spir_func i64 @{GLID}(i32 0) #6")
            r2 = self.v()
            self.ins(f"{r2} = trunc i64 {r} to i32")
            self.add("i64", r)
            return self.add("i32", r2)
        if ty == "i64":
            self.ins(f"{r} = call spir_func i64 @{GGID}(i32 0) #6")
            return self.add("i64", r)
        if ty == "f":
            i = self.pick("i32")
            self.ins(f"{r} = sitofp i32 {i} to float")
            return self.add("f", r)
        if ty == "v4":
            f = self.pick("f")
            self.ins(f"{r} = insertelement <4 x float> undef, float {f}, i32 0")
            r2 = self.v()
            self.ins(f"{r2} = shufflevector <4 x float> {r}, <4 x float> undef, <4 x i32> zeroinitializer")
            return self.add("v4", r2)
        if ty == "pf1":
            g = self.gname("gdata")
            size = 1024 if g.startswith("common") else 256
            self.ins(f"{r} = getelementptr inbounds [{size} x float], [{size} x float] addrspace(1)* @{g}, i64 0, i64 {self.rng.randrange(16)}")
            return self.add("pf1", r)
        if ty == "pf3":
            g = self.gname("lbuf")
            self.ins(f"{r} = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @{g}, i64 0, i64 {self.rng.randrange(8)}")
            return self.add("pf3", r)
        if ty == "pi1":
            # a global counter, addressed directly
            return "@" + self.gname("gcnt")
        if ty == "pi3":
            return "@" + self.gname("lcnt")
        if ty == "pi4":
            p = self.pick("pi1")
            self.ins(f"{r} = addrspacecast i32 addrspace(1)* {p} to i32 addrspace(4)*")
            return self.add("pi4", r)
        if ty == "pf4":
            p = self.pick("pf1") if self.rng.random() < 0.6 else self.pick("pf3")
            src = "float addrspace(1)*" if "addrspace(1)" in self.ptype_of(p) else "float addrspace(3)*"
            self.ins(f"{r} = addrspacecast {src} {p} to float addrspace(4)*")
            return self.add("pf4", r)
        raise ValueError(ty)

    def ptype_of(self, p):
        for k in ("pf1", "pf3"):
            if p in self.pool[k]:
                return T[k]
        return T["pf1"]

    def index(self):
        """An i64 index in [0, 255]."""
        x = self.pick("i64")
        r = self.v()
        self.ins(f"{r} = and i64 {x}, {self.rng.choice([15, 63, 255])}")
        return r

    # ---- segments -------------------------------------------------------
    def seg_int(self):
        a, b = self.pick("i32"), self.pick("i32")
        ops = ["add nsw", "mul", "sub", "xor", "and", "or", "shl", "lshr", "ashr", "add"]
        x = a
        for _ in range(self.rng.randint(2, 5)):
            r = self.v()
            op = self.rng.choice(ops)
            rhs = b if self.rng.random() < 0.5 else str(self.rng.randint(1, 31))
            self.ins(f"{r} = {op} i32 {x}, {rhs}")
            x = r
        c = self.v()
        self.ins(f"{c} = icmp {self.rng.choice(['slt', 'ult', 'eq', 'ne', 'sgt'])} i32 {x}, {self.pick('i32')}")
        s = self.v()
        self.ins(f"{s} = select i1 {c}, i32 {x}, i32 {a}")
        self.add("i32", s)
        if self.rng.random() < 0.4:
            e = self.v()
            self.ins(f"{e} = {self.rng.choice(['sext', 'zext'])} i32 {s} to i64")
            self.add("i64", e)

    def seg_float(self):
        a, b = self.pick("f"), self.pick("f")
        x = a
        for _ in range(self.rng.randint(2, 5)):
            r = self.v()
            op = self.rng.choice(["fadd", "fmul", "fsub", "fadd fast", "fmul contract", "fdiv"])
            rhs = b if self.rng.random() < 0.6 else fconst(self.rng)
            self.ins(f"{r} = {op} float {x}, {rhs}")
            x = r
        c = self.v()
        self.ins(f"{c} = fcmp {self.rng.choice(['olt', 'ogt', 'oeq', 'une', 'ole'])} float {x}, {self.pick('f')}")
        s = self.v()
        self.ins(f"{s} = select i1 {c}, float {x}, float {b}")
        self.add("f", s)
        if self.rng.random() < 0.3:
            i = self.v()
            self.ins(f"{i} = fptosi float {s} to i32")
            self.add("i32", i)

    def seg_gmem(self):
        p = self.pick("pf1")
        idx = self.index()
        g = self.v()
        self.ins(f"{g} = getelementptr inbounds float, float addrspace(1)* {p}, i64 {idx}")
        r = self.v()
        self.ins(f"{r} = load float, float addrspace(1)* {g}, align 4{self.alias_md()}")
        self.m.n_loads += 1
        self.add("f", r)
        x = self.v()
        self.ins(f"{x} = fmul float {r}, {self.pick('f')}")
        self.add("f", x)
        if self.rng.random() < 0.7:
            g2 = self.v()
            self.ins(f"{g2} = getelementptr inbounds float, float addrspace(1)* {p}, i64 {self.index()}")
            self.ins(f"store float {x}, float addrspace(1)* {g2}, align 4{self.alias_md()}")
            self.m.n_stores += 1

    def seg_globalvar(self):
        kind = self.rng.choice(["gdata", "lbuf", "ctab"])
        sets = [s for s in self.gsets if s[kind]]
        if not sets:
            kind = "gdata"
        g = self.gname(kind)
        size = {"gdata": 256, "lbuf": 64, "ctab": 8}[kind]
        if g.startswith("common_data"):
            size = 1024
        asp = {"gdata": 1, "lbuf": 3, "ctab": 2}[kind]
        idx = self.index()
        if size < 256:
            m = self.v()
            self.ins(f"{m} = and i64 {idx}, {size - 1}")
            idx = m
        p = self.v()
        self.ins(f"{p} = getelementptr inbounds [{size} x float], [{size} x float] addrspace({asp})* @{g}, i64 0, i64 {idx}")
        r = self.v()
        self.ins(f"{r} = load float, float addrspace({asp})* {p}, align 4{self.alias_md()}")
        self.m.n_loads += 1
        self.add("f", r)
        if asp != 2 and self.rng.random() < 0.6:
            s = self.v()
            self.ins(f"{s} = fadd float {r}, {self.pick('f')}")
            self.ins(f"store float {s}, float addrspace({asp})* {p}, align 4{self.alias_md()}")
            self.m.n_stores += 1
            self.add("f", s)
            if asp == 3:
                self.add("pf3", p)
            else:
                self.add("pf1", p)

    def seg_generic(self):
        if self.rng.random() < 0.5:
            p = self.pick("pf4")
            g = self.v()
            self.ins(f"{g} = getelementptr inbounds float, float addrspace(4)* {p}, i64 {self.index()}")
            r = self.v()
            self.ins(f"{r} = load float, float addrspace(4)* {g}, align 4")
            self.m.n_loads += 1
            self.add("f", r)
            s = self.v()
            self.ins(f"{s} = fadd float {r}, {self.pick('f')}")
            self.ins(f"store float {s}, float addrspace(4)* {g}, align 4")
            self.m.n_stores += 1
            self.add("f", s)
        else:
            p = self.pick("pi4")
            r = self.v()
            self.ins(f"{r} = load i32, i32 addrspace(4)* {p}, align 4")
            self.m.n_loads += 1
            self.add("i32", r)
            s = self.v()
            self.ins(f"{s} = add nsw i32 {r}, {self.pick('i32')}")
            self.ins(f"store i32 {s}, i32 addrspace(4)* {p}, align 4")
            self.m.n_stores += 1
            self.add("i32", s)

    def seg_vector(self):
        vec = "undef"
        for lane in range(4):
            r = self.v()
            self.ins(f"{r} = insertelement <4 x float> {vec}, float {self.pick('f')}, i32 {lane}")
            vec = r
        if self.rng.random() < 0.5:
            # vector load through a bitcast pointer (typed pointers)
            p = self.pick("pf1")
            b = self.v()
            self.ins(f"{b} = bitcast float addrspace(1)* {p} to <4 x float> addrspace(1)*")
            l = self.v()
            self.ins(f"{l} = load <4 x float>, <4 x float> addrspace(1)* {b}, align 16{self.alias_md()}")
            self.m.n_loads += 1
            other = l
        else:
            other = self.pick("v4")
        m = self.v()
        self.ins(f"{m} = {self.rng.choice(['fmul', 'fadd', 'fsub'])} <4 x float> {vec}, {other}")
        mask = ", ".join(f"i32 {self.rng.randrange(8)}" for _ in range(4))
        s = self.v()
        self.ins(f"{s} = shufflevector <4 x float> {m}, <4 x float> {other}, <4 x i32> <{mask}>")
        self.add("v4", s)
        e = self.v()
        self.ins(f"{e} = extractelement <4 x float> {s}, i32 {self.rng.randrange(4)}")
        self.add("f", e)

    def seg_atomic(self):
        local = self.rng.random() < 0.3
        p = self.pick("pi3") if local else self.pick("pi1")
        asp = 3 if local else 1
        o = self.v()
        self.ins(f"{o} = atomicrmw add i32 addrspace({asp})* {p}, i32 {self.rng.choice(['1', self.pick('i32')])} seq_cst")
        self.add("i32", o)
        if self.rng.random() < 0.5:
            n = self.v()
            self.ins(f"{n} = add i32 {o}, 1")
            x = self.v()
            self.ins(f"{x} = cmpxchg i32 addrspace({asp})* {p}, i32 {o}, i32 {n} seq_cst seq_cst")
            e = self.v()
            self.ins(f"{e} = extractvalue {{ i32, i1 }} {x}, 0")
            self.add("i32", e)

    def seg_call(self):
        if not self.callees:
            return self.seg_float()
        if self.pending:
            name, kind = self.pending.pop(0)
        else:
            name, kind = self.rng.choice(self.callees)
        r = self.v()
        if kind == "hf":
            args = (f"float addrspace(1)* {self.pick('pf1')}, float addrspace(3)* {self.pick('pf3')}, "
                    f"i32 addrspace(4)* {self.pick('pi4')}, i32 {self.pick('i32')}, float {self.pick('f')}")
            self.ins(f"{r} = call spir_func float @{name}({args}) #4")
            self.add("f", r)
        else:
            args = f"i32 addrspace(1)* {self.pick('pi1')}, <4 x float> {self.pick('v4')}, i64 {self.pick('i64')}"
            self.ins(f"{r} = call spir_func i32 @{name}({args}) #4")
            self.add("i32", r)

    def seg_barrier(self):
        if self.m.args.split_barrier and self.rng.random() < 0.6:
            self.ins(f"call spir_func void @{ARRIVE}(i32 2, i32 2, i32 260) #5")
            self.seg_float()
            self.ins(f"call spir_func void @{WAIT}(i32 2, i32 2, i32 258) #5")
        else:
            self.ins(f"call spir_func void @{BARRIER}(i32 2, i32 2, i32 272) #5")

    def seg_wi(self):
        r = self.v()
        fn = self.rng.choice([GGID, GLID, GGRP])
        self.ins(f"{r} = call spir_func i64 @{fn}(i32 {self.rng.randrange(3)}) #6")
        self.add("i64", r)
        t = self.v()
        self.ins(f"{t} = trunc i64 {r} to i32")
        self.add("i32", t)

    SEGS = [("seg_int", 14), ("seg_float", 14), ("seg_gmem", 14), ("seg_globalvar", 8),
            ("seg_generic", 5), ("seg_vector", 6), ("seg_atomic", 3), ("seg_call", 7),
            ("seg_barrier", 2), ("seg_wi", 2)]

    def segment(self):
        tot = sum(w for _, w in self.SEGS)
        x = self.rng.randrange(tot)
        for name, w in self.SEGS:
            if x < w:
                return getattr(self, name)()
            x -= w

    def segments(self, n):
        for _ in range(n):
            self.segment()

    # ---- regions --------------------------------------------------------
    def diamond(self):
        """if/else with a phi at the merge; returns the merge label."""
        c = self.v()
        self.ins(f"{c} = icmp slt i32 {self.pick('i32')}, {self.pick('i32')}")
        lt, le, lm = self.label("if.then"), self.label("if.else"), self.label("if.end")
        self.ins(f"br i1 {c}, label %{lt}, label %{le}")
        saved = self.save()
        self.start_block(lt)
        self.segments(self.rng.randint(1, 3))
        tv = self.pick("f")
        self.ins(f"br label %{lm}")
        self.pool = saved
        saved = self.save()
        self.start_block(le)
        self.segments(self.rng.randint(1, 2))
        ev = self.pick("f")
        self.ins(f"br label %{lm}")
        self.pool = saved
        self.start_block(lm)
        p = self.v()
        self.ins(f"{p} = phi float [ {tv}, %{lt} ], [ {ev}, %{le} ]")
        self.add("f", p)

    def loop(self):
        pred = self.block
        init_acc = self.pick("f")
        bound = self.pick("i32") if self.rng.random() < 0.5 else str(self.rng.randint(4, 64))
        lh, lx = self.label("for.body"), self.label("for.end")
        self.ins(f"br label %{lh}")
        i, acc, inext, accnext = self.v(), self.v(), self.v(), self.v()
        self.start_block(lh)
        # the latch label is known only after the body: patch the phis
        phi_i = len(self.lines)
        self.lines.append(None)
        self.lines.append(None)
        self.count += 2
        self.add("i32", i)
        self.add("f", acc)
        self.segments(self.rng.randint(2, 5))
        if self.rng.random() < 0.4:
            self.diamond()
            self.segments(self.rng.randint(0, 2))
        latch = self.block
        self.ins(f"{accnext} = fadd float {acc}, {self.pick('f')}")
        self.add("f", accnext)
        self.ins(f"{inext} = add nuw nsw i32 {i}, 1")
        c = self.v()
        self.ins(f"{c} = icmp slt i32 {inext}, {bound}")
        self.ins(f"br i1 {c}, label %{lh}, label %{lx}")
        self.lines[phi_i] = f"  {i} = phi i32 [ 0, %{pred} ], [ {inext}, %{latch} ]"
        self.lines[phi_i + 1] = f"  {acc} = phi float [ {init_acc}, %{pred} ], [ {accnext}, %{latch} ]"
        self.start_block(lx)

    # ---- whole function -------------------------------------------------
    def emit(self):
        if self.kind == "kernel":
            head = (f"define spir_kernel void @{self.name}(float addrspace(1)* %out, float addrspace(1)* %in, "
                    f"i32 addrspace(1)* %cnt, i32 %n) #0 {{")
            self.add("pf1", "%out")
            self.add("pf1", "%in")
            self.add("pi1", "%cnt")
            self.add("i32", "%n")
        elif self.kind == "hf":
            head = (f"define spir_func float @{self.name}(float addrspace(1)* %a, float addrspace(3)* %l, "
                    f"i32 addrspace(4)* %g, i32 %n, float %x) #1 {{")
            self.add("pf1", "%a")
            self.add("pf3", "%l")
            self.add("pi4", "%g")
            self.add("i32", "%n")
            self.add("f", "%x")
        else:
            head = (f"define spir_func i32 @{self.name}(i32 addrspace(1)* %c, <4 x float> %vin, i64 %i) #1 {{")
            self.add("pi1", "%c")
            self.add("v4", "%vin")
            self.add("i64", "%i")
        if self.m.dbg:
            d = self.m.dbg
            self.sp = self.m.md_id()
            self.m.dbg_line += 10
            self.m.md.append(f'!{self.sp} = distinct !DISubprogram(name: "{self.name}", scope: !{d["file"]}, '
                             f'file: !{d["file"]}, line: {self.m.dbg_line}, type: !{d["sub"]}, '
                             f'scopeLine: {self.m.dbg_line}, flags: DIFlagPrototyped, '
                             f'spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !{d["cu"]})')
            head = head[:-2] + f" !dbg !{self.sp} {{"
        self.start_block("entry")
        if self.kind == "kernel":
            gid = self.v()
            self.ins(f"{gid} = call spir_func i64 @{GGID}(i32 0) #6")
            self.add("i64", gid)
            t = self.v()
            self.ins(f"{t} = trunc i64 {gid} to i32")
            self.add("i32", t)
            p = self.v()
            self.ins(f"{p} = getelementptr inbounds float, float addrspace(1)* %in, i64 {gid}")
            l = self.v()
            self.ins(f"{l} = load float, float addrspace(1)* {p}, align 4")
            self.m.n_loads += 1
            self.add("f", l)
        self.segments(2)
        while self.count < self.target - 6:
            r = self.rng.random()
            if r < 0.35:
                self.loop()
            elif r < 0.6:
                self.diamond()
            else:
                self.segments(self.rng.randint(1, 3))
        while self.pending:
            self.seg_call()
        if self.kind == "kernel":
            self.ins(f"store float {self.pick('f')}, float addrspace(1)* %out, align 4")
            self.m.n_stores += 1
            self.ins("ret void")
        elif self.kind == "hf":
            self.ins(f"ret float {self.pick('f')}")
        else:
            self.ins(f"ret i32 {self.pick('i32')}")
        return "\n".join([head] + self.lines + ["}", ""])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--insts", type=int, default=10000, help="approximate number of LLVM instructions")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--dense", action="store_true", help="every kernel reaches most functions and globals")
    ap.add_argument("--split-barrier", dest="split_barrier", action="store_true", default=True,
                    help="emit __spirv_ControlBarrierArrive/WaitINTEL calls (default)")
    ap.add_argument("--no-split-barrier", dest="split_barrier", action="store_false",
                    help="no split-barrier calls (for llvm-spirv-15, which does not know them)")
    ap.add_argument("--debug", action="store_true", help="with debug info, as clang -g writes it")
    ap.add_argument("--llvm-as", default=LLVM_AS_15, help="LLVM 15 llvm-as used for -o *.bc")
    ap.add_argument("--stats", action="store_true", help="print module statistics to stderr")
    ap.add_argument("-o", dest="out", default="-", help="output: .ll text, or .bc (assembled by LLVM 15)")
    a = ap.parse_args()

    m = Module(a)
    m.build()
    text = m.text()
    if a.stats:
        print(f"gen: {m.n_insts} instructions, {m.n_kernels} kernels, {m.n_helpers} helpers, "
              f"{len(m.globals)} globals, {m.n_loads} loads, {m.n_stores} stores, "
              f"{m.md_next} metadata nodes", file=sys.stderr)
    if a.out == "-":
        sys.stdout.write(text)
        return 0
    if a.out.endswith(".bc"):
        d = os.path.dirname(os.path.abspath(a.out))
        with tempfile.NamedTemporaryFile("w", suffix=".ll", dir=d, delete=False) as f:
            f.write(text)
            tmp = f.name
        try:
            r = subprocess.run([a.llvm_as, "-opaque-pointers=0", tmp, "-o", a.out])
        finally:
            os.unlink(tmp)
        return r.returncode
    with open(a.out, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
