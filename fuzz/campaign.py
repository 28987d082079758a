#!/usr/bin/env python3
"""Deterministic mutation campaign: lspv (and optionally llvm-spirv-15) on
mutated SPIR-V binaries, text modules and bitcode files.

From test/corpus/ref/*.spv, test/corpus/ref/*.spt and the bitcode of
test/corpus/ll22/*.ll, makes --count mutants of each mutation operator (a
seeded RNG per operator and index, so a mutant is the same on every run and
under any --jobs), runs each tool with the same command (-r for binaries,
-to-binary for text, forward for bitcode; -o to a fresh path, with a
timeout) and classifies the outcome:

  signal        died by a signal (rc < 0 or >= 128), a sanitizer report, or
                lspv's report of its worker process dying (InternalError)
  timeout       did not finish within --timeout seconds
  partial       non-zero exit and the -o file exists
  invalid       exit 0 although the module is invalid: spirv-val rejects the
                binary mutant (-r), or the binary the tool wrote from a
                bitcode mutant (forward), or the binary the tool assembled
                from a text mutant (-to-binary) when the same tool's -r then
                translates that binary too
  wc0           exit 0 on a binary with an instruction of word count 0
  id-bound      exit 0 on a binary with an id operand >= the id bound
  lines         non-zero exit with no error line or more than one
                (lines starting with "Warning:" are not error lines)
  llvm-reader   (bitcode) died by a signal where LLVM's own llvm-dis dies on
                the same file too: a crash inside LLVM's bitcode reader,
                counted apart from lspv's own failures
  accepted      exit 0, none of the above
  rejected      non-zero exit with one error line and no output file
  assembled     (text) -to-binary wrote a binary that spirv-val rejects and
                the tool's -r refuses: -to-binary is an assembler, like
                spirv-as, and validates only what the binary form needs;
                not a failure
  refused-valid (binary) rejected cleanly although spirv-val accepts the
                mutant: not a failure (a translator may refuse what it does
                not support), listed to find over-strict checks

The word-count-0 and id-bound defects are found by the script's own walk
over the header and instructions, driven by the SPIR-V core grammar JSON.

usage: campaign.py [--count N] [--seed S] [--jobs J] [--no-peer]
                   [--save DIR] [--kinds binary,text,bitcode] ...
Exit status 1 with --fail-on-lspv when lspv has any failure (every category
except accepted, rejected and llvm-reader).
"""
import argparse
import concurrent.futures
import datetime
import glob
import json
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile

MAGIC = 0x07230203
FAILURES = ("signal", "timeout", "partial", "invalid", "wc0", "id-bound", "lines")
CATEGORIES = FAILURES + ("llvm-reader", "accepted", "rejected", "refused-valid", "assembled")
GRAMMAR = "/usr/include/spirv/unified1/spirv.core.grammar.json"


# ---- SPIR-V binary: words, instruction walk, defects ---------------------------
def to_words(data):
    n = len(data) // 4
    return list(struct.unpack("<%dI" % n, data[: 4 * n]))


def from_words(words):
    return struct.pack("<%dI" % len(words), *words)


def inst_offsets(words):
    """Offsets of the instructions of a well-formed binary."""
    out, at = [], 5
    while at < len(words):
        wc = words[at] >> 16
        if wc == 0 or at + wc > len(words):
            break
        out.append(at)
        at += wc
    return out


class Grammar:
    """Operand rows of the core grammar, enough to find id operands."""

    def __init__(self, path):
        self.ok = os.path.exists(path)
        self.insts, self.kinds = {}, {}
        if not self.ok:
            return
        with open(path) as f:
            g = json.load(f)
        for k in g["operand_kinds"]:
            params = {}
            for e in k.get("enumerants", []):
                v = e["value"]
                if isinstance(v, str):
                    v = int(v, 0)
                params[v] = [p["kind"] for p in e.get("parameters", [])]
            self.kinds[k["kind"]] = (k["category"], params, k.get("bases", []))
        for i in g["instructions"]:
            self.insts[i["opcode"]] = [(o["kind"], o.get("quantifier", "")) for o in i.get("operands", [])]

    def id_positions(self, words, at, widths):
        """Word indices (absolute) of id operands of the instruction at @p at,
        or None when the operands cannot be followed."""
        wc, op = words[at] >> 16, words[at] & 0xFFFF
        row = self.insts.get(op)
        if row is None:
            return None
        end, pos, ids = at + wc, [at + 1], []
        result_type = [None]

        def one(kind, depth=0):
            if pos[0] >= end or depth > 4:
                return pos[0] < end
            cat, params, bases = self.kinds.get(kind, ("Literal", {}, []))
            w = words[pos[0]]
            if cat == "Id":
                if kind == "IdResultType":
                    result_type[0] = w
                ids.append(pos[0])
                pos[0] += 1
            elif cat == "Composite":
                for b in bases:
                    if not one(b, depth + 1):
                        return False
            elif cat == "ValueEnum":
                pos[0] += 1
                for p in params.get(w, []):
                    one(p, depth + 1)
            elif cat == "BitEnum":
                pos[0] += 1
                for bit in range(32):
                    if w & (1 << bit):
                        for p in params.get(1 << bit, []):
                            one(p, depth + 1)
            elif kind == "LiteralString":
                while pos[0] < end:
                    x = words[pos[0]]
                    pos[0] += 1
                    if any(((x >> s) & 0xFF) == 0 for s in (0, 8, 16, 24)):
                        break
            elif kind == "LiteralContextDependentNumber":
                pos[0] += 2 if widths.get(result_type[0], 32) > 32 else 1
            elif kind == "LiteralSpecConstantOpInteger":
                pos[0] = end
            else:
                pos[0] += 1
            return True

        if op == 251:  # OpSwitch: selector, default, (literal, label)*
            ids.extend(i for i in (at + 1, at + 2) if i < end)
            lw = 2 if widths.get(("value", words[at + 1] if at + 1 < end else 0), 32) > 32 else 1
            i = at + 3
            while i + lw < end:
                ids.append(i + lw)
                i += lw + 1
            return ids
        for kind, quant in row:
            if quant == "*":
                while pos[0] < end:
                    one(kind)
            elif quant != "?" or pos[0] < end:
                one(kind)
            if op == 12 and kind == "LiteralExtInstInteger":  # OpExtInst: the rest are ids
                ids.extend(range(pos[0], end))
                pos[0] = end
        return ids


def walk_defects(data, grammar):
    """(word count 0 present, id >= bound present) of a binary, by a small
    walk: header, each word count, and the id operands of each instruction
    up to the first instruction that cannot be followed."""
    words = to_words(data)
    if len(words) < 5:
        return False, False
    if words[0] != MAGIC:
        if words[0] == 0x03022307:
            words = [struct.unpack(">I", struct.pack("<I", w))[0] for w in words]
        else:
            return False, False
    bound, at, wc0, oob = words[3], 5, False, False
    widths = {}  # type id -> bit width; ("value", id) -> width of its type
    while at < len(words):
        wc, op = words[at] >> 16, words[at] & 0xFFFF
        if wc == 0:
            return True, oob
        if at + wc > len(words):
            break
        ids = grammar.id_positions(words, at, widths) if grammar.ok else None
        if ids is None:
            break
        for i in ids:
            if words[i] >= bound:
                oob = True
        if op in (21, 22) and wc >= 3:  # OpTypeInt, OpTypeFloat
            widths[words[at + 1]] = words[at + 2]
        elif wc >= 3 and (grammar.insts.get(op) or [("", "")])[0][0] == "IdResultType":
            widths[("value", words[at + 2])] = widths.get(words[at + 1], 32)
        at += wc
    return wc0, oob


# ---- mutators -------------------------------------------------------------------
SMALL = list(range(0, 17))
HUGE = [0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 0xFFFF, 0x10000, 0xFFFF0000, 0x3FFFFF, 0x400000]


def pick_inst(rng, words):
    offs = inst_offsets(words)
    return offs, (rng.choice(offs) if offs else None)


def m_bitflip(rng, data, g):
    b = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(b))
        b[i] ^= 1 << rng.randrange(8)
    return bytes(b)


def m_word(values):
    def mut(rng, data, g):
        w = to_words(data)
        i = rng.randrange(5, len(w)) if rng.random() < 0.95 else rng.randrange(0, 5)
        w[i] = values(rng, w) if callable(values) else rng.choice(values)
        return from_words(w)

    return mut


m_word_small = m_word(SMALL)
m_word_huge = m_word(lambda rng, w: rng.choice(HUGE + [rng.getrandbits(32)]))
m_word_id = m_word(lambda rng, w: rng.randrange(1, max(2, w[3])))


def m_wc(rng, data, g):
    w = to_words(data)
    offs, at = pick_inst(rng, w)
    wc = w[at] >> 16
    new = rng.choice([0, 1, 0xFFFF, wc + 1, max(0, wc - 1), rng.randrange(0x10000)])
    w[at] = (new << 16) | (w[at] & 0xFFFF)
    return from_words(w)


def m_truncate(rng, data, g):
    if rng.random() < 0.25:
        return data[: rng.randrange(len(data))]
    return data[: 4 * rng.randrange(len(data) // 4)]


def split_insts(w):
    offs = inst_offsets(w)
    return w[:5], [w[a : a + (w[a] >> 16)] for a in offs]


def join_insts(head, insts):
    out = list(head)
    for i in insts:
        out.extend(i)
    return from_words(out)


def m_inst_delete(rng, data, g):
    head, insts = split_insts(to_words(data))
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        if insts:
            del insts[rng.randrange(len(insts))]
    return join_insts(head, insts)


def m_inst_dup(rng, data, g):
    head, insts = split_insts(to_words(data))
    i = rng.randrange(len(insts))
    j = i + 1 if rng.random() < 0.5 else rng.randrange(len(insts) + 1)
    insts.insert(j, list(insts[i]))
    return join_insts(head, insts)


def m_inst_swap(rng, data, g):
    head, insts = split_insts(to_words(data))
    i = rng.randrange(len(insts) - 1)
    j = i + 1 if rng.random() < 0.5 else rng.randrange(len(insts))
    insts[i], insts[j] = insts[j], insts[i]
    return join_insts(head, insts)


def id_sites(w, g):
    """(word index, id) of every id operand of a well-formed binary."""
    sites, widths = [], {}
    for at in inst_offsets(w):
        wc, op = w[at] >> 16, w[at] & 0xFFFF
        for i in g.id_positions(w, at, widths) or []:
            sites.append(i)
        if op in (21, 22) and wc >= 3:
            widths[w[at + 1]] = w[at + 2]
    return sites


def m_id_rename(rng, data, g):
    w = to_words(data)
    sites = id_sites(w, g)
    if not sites:
        return m_word_id(rng, data, g)
    old = w[rng.choice(sites)]
    new = rng.randrange(1, max(2, w[3]))
    if rng.random() < 0.5:  # every occurrence (the definition too)
        for i in sites:
            if w[i] == old:
                w[i] = new
    else:
        w[rng.choice(sites)] = new
    return from_words(w)


def m_id_bound(rng, data, g):
    w = to_words(data)
    sites = id_sites(w, g)
    if rng.random() < 0.2 or not sites:  # lower the bound under the ids in use
        w[3] = rng.randrange(1, max(2, w[3]))
    else:
        w[rng.choice(sites)] = rng.choice([w[3], w[3] + 1, w[3] + rng.randrange(1000), 0x3FFFFF, 0xFFFFFFFF])
    return from_words(w)


BINARY_OPS = {
    "bitflip": m_bitflip,
    "word-small": m_word_small,
    "word-huge": m_word_huge,
    "word-id": m_word_id,
    "word-count": m_wc,
    "truncate": m_truncate,
    "inst-delete": m_inst_delete,
    "inst-dup": m_inst_dup,
    "inst-swap": m_inst_swap,
    "id-rename": m_id_rename,
    "id-bound": m_id_bound,
}


def text_lines(data):
    return data.decode("latin-1").split("\n")


def text_join(lines):
    return "\n".join(lines).encode("latin-1")


def pick_line(rng, lines, first=0):
    cands = [i for i in range(first, len(lines)) if lines[i].strip()]
    return rng.choice(cands) if cands else 0


def m_token(rng, data, g):
    lines = text_lines(data)
    i = pick_line(rng, lines)
    toks = lines[i].split(" ")
    alltoks = [t for l in lines for t in l.split(" ") if t]
    k = rng.randrange(len(toks))
    r = rng.random()
    if r < 0.35:
        toks[k] = rng.choice(alltoks)
    elif r < 0.5:
        del toks[k]
    elif r < 0.65:
        toks.insert(k, rng.choice(alltoks))
    elif r < 0.8:
        toks[k] = str(rng.choice(SMALL + [rng.randrange(1000)]))
    else:
        toks[k] = rng.choice(["Foo", "OpIAdd", "IAdd", "Capability", "%1", "0x10", "1.5", '""', ";", "\t"])
    lines[i] = " ".join(toks)
    return text_join(lines)


LITERALS = ["-1", "-2147483648", "4294967295", "4294967296", "18446744073709551615",
            "18446744073709551616", "99999999999999999999999999", "-0", "+5", "1e9", "0"]


def m_literal(rng, data, g):
    lines = text_lines(data)
    sites = [(i, k) for i, l in enumerate(lines) for k, t in enumerate(l.split(" ")) if t.isdigit()]
    i, k = rng.choice(sites)
    toks = lines[i].split(" ")
    toks[k] = rng.choice(LITERALS)
    lines[i] = " ".join(toks)
    return text_join(lines)


def m_text_wc(rng, data, g):
    lines = text_lines(data)
    i = pick_line(rng, lines, 1)
    toks = lines[i].split(" ")
    wc = int(toks[0]) if toks[0].isdigit() else 2
    toks[0] = str(rng.choice([0, 1, 65535, 65536, wc + 1, max(0, wc - 1), rng.randrange(70000)]))
    lines[i] = " ".join(toks)
    return text_join(lines)


def m_delete_lines(rng, data, g):
    lines = text_lines(data)
    i = pick_line(rng, lines)
    del lines[i : i + rng.choice([1, 1, 2, 3])]
    return text_join(lines)


def m_dup_swap_lines(rng, data, g):
    lines = [l for l in text_lines(data)]
    i, j = pick_line(rng, lines, 1), pick_line(rng, lines, 1)
    if rng.random() < 0.5:
        lines.insert(j, lines[i])
    else:
        lines[i], lines[j] = lines[j], lines[i]
    return text_join(lines)


def m_string(rng, data, g):
    text = data.decode("latin-1")
    quotes = [i for i, ch in enumerate(text) if ch == '"']
    r = rng.random()
    if quotes and r < 0.5:  # drop one quote: an unterminated string
        i = rng.choice(quotes)
        return (text[:i] + text[i + 1 :]).encode("latin-1")
    if quotes and r < 0.7:  # a backslash before a closing quote
        i = rng.choice(quotes)
        return (text[:i] + "\\" + text[i:]).encode("latin-1")
    lines = text.split("\n")
    i = pick_line(rng, lines, 1)
    lines[i] = lines[i] + rng.choice(['"', '"abc', '"\\', '"' + "x" * 300])
    return "\n".join(lines).encode("latin-1")


TEXT_OPS = {
    "token": m_token,
    "literal": m_literal,
    "text-word-count": m_text_wc,
    "delete-lines": m_delete_lines,
    "dup-swap-lines": m_dup_swap_lines,
    "string": m_string,
}


def m_byteflip(rng, data, g):
    b = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        i = rng.randrange(len(b))
        b[i] = rng.randrange(256) if rng.random() < 0.5 else b[i] ^ (1 << rng.randrange(8))
    return bytes(b)


def m_bc_truncate(rng, data, g):
    return data[: rng.randrange(len(data))]


BITCODE_OPS = {"byteflip": m_byteflip, "bc-truncate": m_bc_truncate}

KINDS = {
    "binary": (BINARY_OPS, ".spv", ["-r"], ".bc"),
    "text": (TEXT_OPS, ".spt", ["-to-binary"], ".spv"),
    "bitcode": (BITCODE_OPS, ".bc", [], ".spv"),
}


# ---- running and classifying ----------------------------------------------------
def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as e:
        return None, (e.stderr or b"").decode("utf-8", "replace")


def spirv_valid(cfg, path):
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        return False, "empty or missing"
    rc, err = run([cfg.spirv_val, path], cfg.timeout)
    return rc == 0, err.strip().split("\n")[0] if err.strip() else ""


SANITIZER = ("ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:", "ERROR: MemorySanitizer",
             # lspv's driver reports its worker process dying by a signal
             # (tools/lspv/isolate.h) as one InternalError line, exit code 70.
             "crashed while translating this input")


def classify(cfg, tool, kind, mutant, defects, tmp, tag):
    ops, ext, flags, oext = KINDS[kind]
    out = os.path.join(tmp, "%s-%s%s" % (tag, tool, oext))
    cmd = [cfg.tools[tool]] + flags + [mutant, "-o", out]
    rc, err = run(cmd, cfg.timeout)
    # Not error lines: warnings, and a sanitizer runtime's own notes ("==N==
    # Running thread ... was not suspended" from LeakSanitizer; its reports
    # are caught as SANITIZER below).
    lines = [l for l in err.split("\n")
             if l.strip() and not l.startswith("Warning:") and not l.startswith("==")]
    info = {"rc": rc, "stderr": err[-4000:], "cmd": " ".join(cmd)}
    if rc is None:
        return "timeout", info
    if rc < 0 or rc >= 128 or any(s in err for s in SANITIZER):
        if kind == "bitcode":
            rc2, _ = run([cfg.llvm_dis, mutant, "-o", os.devnull], cfg.timeout)
            if rc2 is None or rc2 < 0 or rc2 >= 128:
                return "llvm-reader", info
        return "signal", info
    if rc != 0:
        if os.path.exists(out):
            return "partial", info
        if len(lines) != 1:
            return "lines", info
        if kind == "binary" and defects[2]()[0]:
            return "refused-valid", info
        return "rejected", info
    # Accepted: is what it accepted (or wrote) valid?
    if kind == "binary":
        if defects[0]:
            return "wc0", info
        if defects[1]:
            return "id-bound", info
        ok, why = defects[2]()
    else:
        ok, why = spirv_valid(cfg, out)
    if not ok:
        info["spirv-val"] = why
        if kind == "text":
            # -to-binary is an assembler (lspv's own tests build invalid
            # modules with it): what counts is whether the tool then turns
            # what it assembled into IR.
            rc2, err2 = run([cfg.tools[tool], "-r", out, "-o", out + ".bc"], cfg.timeout)
            info["stderr"] += "\n-r of the assembled binary: rc %s\n%s" % (rc2, err2[-2000:])
            if rc2 is None:
                return "timeout", info
            if rc2 < 0 or rc2 >= 128 or any(x in err2 for x in SANITIZER):
                return "signal", info
            if rc2 != 0:
                return "assembled", info
        return "invalid", info
    return "accepted", info


def make_mutants(cfg, sources, grammar):
    """[(kind, op, index, source name, bytes)], deterministic in the seed."""
    out = []
    for kind in cfg.kinds:
        ops = KINDS[kind][0]
        srcs = sources[kind]
        if not srcs:
            continue
        for op in sorted(ops):
            for i in range(cfg.count):
                rng = random.Random("%d:%s:%s:%d" % (cfg.seed, kind, op, i))
                name, data = srcs[rng.randrange(len(srcs))]
                try:
                    m = ops[op](rng, data, grammar)
                except (IndexError, ValueError):
                    m = m_bitflip(rng, data, grammar) if kind != "text" else m_delete_lines(rng, data, grammar)
                out.append((kind, op, i, name, m))
    return out


def load_sources(cfg, tmp):
    root = cfg.root
    srcs = {"binary": [], "text": [], "bitcode": []}
    for p in sorted(glob.glob(os.path.join(root, "test/corpus/ref/*.spv"))):
        srcs["binary"].append((os.path.basename(p), open(p, "rb").read()))
    for p in sorted(glob.glob(os.path.join(root, "test/corpus/ref/*.spt"))):
        srcs["text"].append((os.path.basename(p), open(p, "rb").read()))
    if "bitcode" in cfg.kinds:
        for p in sorted(glob.glob(os.path.join(root, "test/corpus/ll22/*.ll"))):
            bc = os.path.join(tmp, os.path.basename(p)[:-3] + ".bc")
            if subprocess.run([cfg.llvm_as, p, "-o", bc]).returncode == 0:
                srcs["bitcode"].append((os.path.basename(bc), open(bc, "rb").read()))
    if cfg.sources:
        for k in srcs:
            srcs[k] = srcs[k][: cfg.sources]
    return srcs


def one_mutant(cfg, grammar, tmp, job):
    kind, op, idx, src, data = job
    tag = "%s-%s-%d" % (kind, op, idx)
    path = os.path.join(tmp, tag + KINDS[kind][1])
    with open(path, "wb") as f:
        f.write(data)
    defects = (False, False, None)
    if kind == "binary":
        wc0, oob = walk_defects(data, grammar)
        cache = []

        def val():
            if not cache:
                cache.append(spirv_valid(cfg, path))
            return cache[0]

        defects = (wc0, oob, val)
    res = {}
    for tool in cfg.tools:
        res[tool] = classify(cfg, tool, kind, path, defects, tmp, tag)
    if cfg.save and res["lspv"][0] in FAILURES + ("refused-valid",):
        d = os.path.join(cfg.save, res["lspv"][0])
        os.makedirs(d, exist_ok=True)
        shutil.copy(path, os.path.join(d, tag + KINDS[kind][1]))
        with open(os.path.join(d, tag + ".txt"), "w") as f:
            info = res["lspv"][1]
            f.write("source: %s\ncommand: %s\nrc: %s\n" % (src, info["cmd"], info["rc"]))
            if "spirv-val" in info:
                f.write("spirv-val: %s\n" % info["spirv-val"])
            f.write("stderr:\n%s\n" % info["stderr"])
    for name in os.listdir(tmp):
        if name.startswith(tag + "-") or name == tag + KINDS[kind][1]:
            try:
                os.remove(os.path.join(tmp, name))
            except OSError:
                pass
    return kind, op, src, {t: (r[0], r[1].get("spirv-val", ""), r[1]["stderr"]) for t, r in res.items()}, tag


def table(results, tools, kinds, by_op=False):
    rows = []
    hdr = ["kind", "tool", "mutants"] + list(CATEGORIES)
    keys = []
    for kind in kinds:
        ops = sorted(KINDS[kind][0]) if by_op else [None]
        for op in ops:
            keys.append((kind, op))
    for kind, op in keys:
        sel = [r for r in results if r[0] == kind and (op is None or r[1] == op)]
        if not sel:
            continue
        for t in tools:
            counts = {c: 0 for c in CATEGORIES}
            for r in sel:
                counts[r[3][t][0]] += 1
            rows.append([kind if op is None else "%s/%s" % (kind, op), t, str(len(sel))] + [str(counts[c]) for c in CATEGORIES])
    widths = [max(len(x[i]) for x in rows + [hdr]) for i in range(len(hdr))]
    lines = ["| " + " | ".join(h.ljust(w) for h, w in zip(hdr, widths)) + " |",
             "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
    for r in rows:
        lines.append("| " + " | ".join(x.ljust(w) for x, w in zip(r, widths)) + " |")
    return "\n".join(lines)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", default=os.path.dirname(here), help="source tree (corpus)")
    ap.add_argument("--lspv", default=os.path.join(os.path.dirname(here), "build", "lspv"))
    ap.add_argument("--peer", default=shutil.which("llvm-spirv-15") or "/usr/bin/llvm-spirv-15")
    ap.add_argument("--no-peer", action="store_true", help="run lspv only")
    ap.add_argument("--tool", action="append", default=[], metavar="NAME=PATH",
                    help="one more lspv-compatible tool to compare (e.g. an older build)")
    ap.add_argument("--spirv-val", default=shutil.which("spirv-val") or "/usr/bin/spirv-val")
    ap.add_argument("--llvm-as", default="/usr/lib/llvm-22/bin/llvm-as")
    ap.add_argument("--llvm-dis", default="/usr/lib/llvm-22/bin/llvm-dis")
    ap.add_argument("--count", type=int, default=100, help="mutants per operator")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=20.0)
    ap.add_argument("--kinds", default="binary,text,bitcode")
    ap.add_argument("--sources", type=int, default=0, help="use only the first N sources of each kind")
    ap.add_argument("--save", help="directory for lspv's failing mutants (by category)")
    ap.add_argument("--by-op", action="store_true", help="also a table per mutation operator")
    ap.add_argument("--json", help="write every outcome here")
    ap.add_argument("--fail-on-lspv", action="store_true", help="exit 1 if lspv has any failure")
    ap.add_argument("--list", type=int, default=50, help="list at most N of lspv's failures")
    cfg = ap.parse_args()
    cfg.kinds = [k for k in cfg.kinds.split(",") if k]
    for k in cfg.kinds:
        if k not in KINDS:
            ap.error("unknown kind %s" % k)
    cfg.tools = {"lspv": cfg.lspv}
    for t in cfg.tool:
        name, _, path = t.partition("=")
        cfg.tools[name] = path
    if not cfg.no_peer:
        cfg.tools["llvm-spirv-15"] = cfg.peer
    grammar = Grammar(GRAMMAR)
    tmp = tempfile.mkdtemp(prefix="lspv-campaign-")
    try:
        sources = load_sources(cfg, tmp)
        jobs = make_mutants(cfg, sources, grammar)
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, cfg.jobs)) as ex:
            results = list(ex.map(lambda j: one_mutant(cfg, grammar, tmp, j), jobs))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    print("mutation campaign: seed %d, %d per operator, %d mutants, %s" % (cfg.seed, cfg.count, len(results), date))
    print(table(results, list(cfg.tools), cfg.kinds))
    if cfg.by_op:
        print()
        print(table(results, list(cfg.tools), cfg.kinds, by_op=True))
    fails = [r for r in results if r[3]["lspv"][0] in FAILURES]
    if fails:
        print("\nlspv failures (%d)%s:" % (len(fails), ", mutants saved under " + cfg.save if cfg.save else ""))
        for kind, op, src, res, tag in fails[: cfg.list]:
            cat, why, err = res["lspv"]
            first = why or (err.strip().split("\n")[0] if err.strip() else "(no stderr)")
            print("  %-8s %s (from %s): %s" % (cat, tag, src, first[:160]))
    else:
        print("\nlspv failures: none")
    if cfg.json:
        with open(cfg.json, "w") as f:
            json.dump([{"mutant": tag, "source": s, "outcome": {t: list(v) for t, v in r.items()}}
                       for k, o, s, r, tag in results], f, indent=1)
    return 1 if cfg.fail_on_lspv and fails else 0


if __name__ == "__main__":
    sys.exit(main())
