#!/usr/bin/env python3
"""Generate lspv's SPIR-V tables from the grammar JSON.

Inputs: the system core grammar, the system extended-instruction grammars and
the project's fragments in grammar/ (same JSON shape).  Outputs, in the build
tree: spv_tables.h (enumerations) and spv_tables.c (sorted const arrays).

Nothing of the grammar is written by hand anywhere in lspv: every opcode,
operand kind, enumerant, capability/extension requirement and version comes
from here.  A name may alias another number (OpControlBarrierArriveEXT and
OpControlBarrierArriveINTEL are both 6142); all spellings are kept, and lookups
by name accept each of them.
"""
import json
import os
import re
import sys

# Import strings of the shipped extended-instruction grammars we translate.
EXTINST_FILES = {
    "extinst.opencl.std.100.grammar.json": "OpenCL.std",
    "extinst.opencl.debuginfo.100.grammar.json": "OpenCL.DebugInfo.100",
    "extinst.debuginfo.grammar.json": "DebugInfo",
    "extinst.nonsemantic.shader.debuginfo.100.grammar.json": "NonSemantic.Shader.DebugInfo.100",
    "extinst.glsl.std.450.grammar.json": "GLSL.std.450",
    "extinst.nonsemantic.debugprintf.grammar.json": "NonSemantic.DebugPrintf",
}

# "lspv-count" (grammar/ fragments only): an enumerant parameter whose value
# is how many times the parameter after it repeats (DependencyArrayINTEL's
# number of (array, safelen) pairs).
QUANT = {None: 0, "?": 1, "*": 2, "lspv-count": 3}

# Where an instruction may stand (SPIR-V 2.4 Logical Layout).  Values below
# 100 are the module section (lspv_section order); the rest are special.
SECTIONS = ["capability", "extension", "extinstimport", "memorymodel", "entrypoint",
            "executionmode", "debug_string", "debug_name", "debug_moduleprocessed",
            "annotation", "global"]
P_BODY, P_GLOBAL_OR_BODY, P_FUNCTION, P_FUNCTION_END, P_PARAMETER = 100, 101, 102, 103, 104
BY_NAME = {
    "OpCapability": 0, "OpExtension": 1, "OpExtInstImport": 2, "OpMemoryModel": 3,
    "OpEntryPoint": 4, "OpExecutionMode": 5, "OpExecutionModeId": 5,
    "OpString": 6, "OpSourceExtension": 6, "OpSource": 6, "OpSourceContinued": 6,
    "OpName": 7, "OpMemberName": 7, "OpModuleProcessed": 8,
    "OpVariable": P_GLOBAL_OR_BODY, "OpUndef": P_GLOBAL_OR_BODY, "OpLine": P_GLOBAL_OR_BODY,
    "OpNoLine": P_GLOBAL_OR_BODY, "OpExtInst": P_GLOBAL_OR_BODY,
    "OpFunction": P_FUNCTION, "OpFunctionEnd": P_FUNCTION_END,
    "OpFunctionParameter": P_PARAMETER,
}


def placement(inst):
    if "lspv_placement" in inst:
        return SECTIONS.index(inst["lspv_placement"])
    if inst["opname"] in BY_NAME:
        return BY_NAME[inst["opname"]]
    # A fragment's variable-like instruction (module scope or function body).
    if inst.get("lspv_global_or_body"):
        return P_GLOBAL_OR_BODY
    cls = inst.get("class")
    if cls == "Annotation":
        return SECTIONS.index("annotation")
    if cls in ("Type-Declaration", "Constant-Creation"):
        return SECTIONS.index("global")
    return P_BODY
CATEGORY = {"BitEnum": 0, "ValueEnum": 1, "Id": 2, "Literal": 3, "Composite": 4}


def parse_version(v):
    if v is None:
        return 0x10000
    if v == "None":
        return 0xFFFFFFFF
    major, minor = v.split(".")
    return (int(major) << 16) | (int(minor) << 8)


def ident(s):
    return re.sub(r"[^A-Za-z0-9_]", "_", s)


def c_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def ref(array, index):
    """A row's pointer into one of the flat arrays (rows are self-contained,
    so that the grammar rows plugins add at run time have the same shape)."""
    return "&%s[%d]" % (array, index)


def value_of(v):
    return int(v, 0) if isinstance(v, str) else int(v)


class Gen:
    def __init__(self):
        self.kinds = []  # list of dicts: kind, category, enumerants, bases
        self.kind_index = {}
        self.insts = []  # core instructions
        self.extsets = []  # (import name, [instructions])
        self.extends = []  # (import name, base import name): fragments' "lspv_extends"
        self.operands = []  # flat (kind index, quant)
        self.caps = []  # flat capability values
        self.exts = []  # flat extension indices
        self.ext_names = {}  # name -> index
        self.extra_ext_names = set()  # fragments' "lspv_extension_names"
        self.meta = {}

    def load_core(self, path):
        g = json.load(open(path))
        self.meta = {k: g[k] for k in ("major_version", "minor_version", "revision")}
        for k in g["operand_kinds"]:
            self.kind_index[k["kind"]] = len(self.kinds)
            self.kinds.append(dict(k))
        self.insts.extend(g["instructions"])

    def load_fragment(self, path):
        g = json.load(open(path))
        if "import_name" in g:
            self.extsets.append((g["import_name"], g["instructions"]))
            # A set that is another one plus or minus some instructions (a
            # later version, or an old spelling of it): the fragment lists
            # only the differences, resolved once every grammar is loaded.
            if "lspv_extends" in g:
                self.extends.append((g["import_name"], g["lspv_extends"]))
            return
        self.insts.extend(g.get("instructions", []))
        # Extension names known without any grammar entry (llvm-spirv's
        # --spirv-ext list): valid names, nothing more.
        self.extra_ext_names.update(g.get("lspv_extension_names", []))
        # Placement of instructions the system grammar declares but whose
        # logical-layout section it cannot say (class "@exclude").
        for name, where in g.get("lspv_placements", {}).items():
            for i in self.insts:
                if i["opname"] == name:
                    i["lspv_placement"] = where
        # Operand lists the system grammar has wrong (an older spirv-headers
        # than the extension's spec): the fragment's list replaces it.
        for name, operands in g.get("lspv_operands", {}).items():
            for i in self.insts:
                if i["opname"] == name:
                    i["operands"] = operands
        # Capabilities an extension adds to an instruction of another one
        # (bfloat16 atomics under OpAtomicFAddEXT): {"OpX": ["CapY"]}, each
        # one more alternative of the instruction's capability list.
        for name, caps in g.get("lspv_instruction_capabilities", {}).items():
            for i in self.insts:
                if i["opname"] == name:
                    i["capabilities"] = i.get("capabilities", []) + caps
        # Enumerant parameters the system grammar has wrong, likewise:
        # {"Decoration": {"FuseLoopsInFunctionINTEL": [parameters]}}.
        for kind, fixes in g.get("lspv_enumerant_parameters", {}).items():
            for e in self.kinds[self.kind_index[kind]].get("enumerants", []):
                if e["enumerant"] in fixes:
                    e["parameters"] = fixes[e["enumerant"]]
        for k in g.get("operand_kinds", []):
            if k["kind"] in self.kind_index:
                # An enumerant of a name the system grammar has replaces it
                # (its parameters were missing there); others are added.
                base = self.kinds[self.kind_index[k["kind"]]].setdefault("enumerants", [])
                for e in k.get("enumerants", []):
                    same = [i for i, b in enumerate(base) if b["enumerant"] == e["enumerant"]]
                    if same:
                        base[same[0]] = e
                    else:
                        base.append(e)
            else:
                self.kind_index[k["kind"]] = len(self.kinds)
                self.kinds.append(dict(k))
        # (After this fragment's own enumerants are in.)
        # Spellings to write for enumerants the system grammar names twice
        # (a core name and its extension's alias of the same value): the
        # listed one moves before its aliases, so the text form writes it, as
        # llvm-spirv does.  {"Capability": ["DotProductKHR"]}.
        # Instructions likewise ("Instruction": ["OpSDotKHR"]): moved to the
        # front, the stable sort by opcode keeps them before their aliases.
        for name in g.get("lspv_preferred_spellings", {}).get("Instruction", []):
            at = [i for i, b in enumerate(self.insts) if b["opname"] == name]
            if not at:
                raise SystemExit("grammar: %s: no instruction %s" % (path, name))
            self.insts.insert(0, self.insts.pop(at[0]))
        for kind, names in g.get("lspv_preferred_spellings", {}).items():
            if kind == "Instruction":
                continue
            base = self.kinds[self.kind_index[kind]].get("enumerants", [])
            for name in names:
                at = [i for i, b in enumerate(base) if b["enumerant"] == name]
                if not at:
                    raise SystemExit("grammar: %s: no %s enumerant %s" % (path, kind, name))
                e = base.pop(at[0])
                first = next(i for i, b in enumerate(base) if b["value"] == e["value"])
                base.insert(first, e)

    def resolve_extends(self):
        """A fragment's instructions replace the base set's of the same
        opcode; the base set's others are inherited."""
        by_name = {name: insts for name, insts in self.extsets}
        for name, base in self.extends:
            if base not in by_name:
                raise SystemExit("grammar: %s extends unknown set %s" % (name, base))
            own = by_name[name]
            mine = {i["opcode"] for i in own}
            own.extend(dict(i) for i in by_name[base] if i["opcode"] not in mine)

    def ext_id(self, name):
        if name not in self.ext_names:
            self.ext_names[name] = len(self.ext_names)
        return self.ext_names[name]

    def collect_exts(self):
        names = set(self.extra_ext_names)
        for i in self.insts:
            names.update(i.get("extensions", []))
        for k in self.kinds:
            for e in k.get("enumerants", []):
                names.update(e.get("extensions", []))
        for n in sorted(names):
            self.ext_id(n)

    def add_operands(self, ops):
        start = len(self.operands)
        for o in ops:
            # Set-specific kinds of some extended-instruction grammars (e.g.
            # DebugInfoFlags) are plain literal words.
            kind = self.kind_index.get(o["kind"], self.kind_index["LiteralInteger"])
            self.operands.append((kind, QUANT[o.get("quantifier")]))
        return start, len(ops)

    def add_caps(self, names):
        start = len(self.caps)
        capkind = self.kinds[self.kind_index["Capability"]]
        byname = {e["enumerant"]: value_of(e["value"]) for e in capkind["enumerants"]}
        for n in names:
            self.caps.append(byname[n])
        return start, len(names)

    def add_exts(self, names):
        start = len(self.exts)
        for n in names:
            self.exts.append(self.ext_id(n))
        return start, len(names)

    def inst_row(self, i, core=True):
        ops = i.get("operands", [])
        has_type = core and any(o["kind"] == "IdResultType" for o in ops)
        has_result = core and any(o["kind"] == "IdResult" for o in ops)
        o0, on = self.add_operands(ops)
        c0, cn = self.add_caps(i.get("capabilities", []))
        e0, en = self.add_exts(i.get("extensions", []))
        return "{%s, %d, 0x%08x, %s, %d, %s, %d, %s, %d, %d, %d, %d, %d, %d, %d}" % (
            c_str(i["opname"]), i["opcode"], parse_version(i.get("version")), ref("lspv_operands", o0),
            on, ref("lspv_cap_list", c0), cn, ref("lspv_ext_list", e0), en, int(has_type),
            int(has_result), placement(i) if core else P_BODY, self.text_flags(i) if core else 0,
            int(core and "lspv_placement" in i), self.simple_row(ops))

    def simple_row(self, ops):
        """1 when every operand is one id or LiteralInteger word, or a literal
        string, each of quantifier one, the last maybe `*` (of ids or
        integers): the words of such a row split without the operand walker
        (spirv/check_walk.c)."""
        for j, o in enumerate(ops):
            kind = self.kinds[self.kind_index.get(o["kind"], self.kind_index["LiteralInteger"])]
            q = o.get("quantifier")
            if kind["kind"] == "LiteralString":
                if q is not None:
                    return 0
                continue
            if kind["category"] != "Id" and kind["kind"] != "LiteralInteger":
                return 0
            if q is not None and not (q == "*" and j == len(ops) - 1):
                return 0
        return 1

    def text_flags(self, i):
        """llvm-spirv's text form prints a blank line after an instruction that
        may have "continued" children (OpTypeStruct, the composite constants)
        and after its last child: the grammar says which by the existence of an
        <Name>ContinuedINTEL instruction (SPV_INTEL_long_composites).  Bit 1:
        has continuations; bit 2: is one."""
        names = self.__dict__.setdefault("_names", {x["opname"] for x in self.insts})
        suffix = "ContinuedINTEL"
        flags = 1 if i["opname"] + suffix in names else 0
        if i["opname"].endswith(suffix) and len(i["opname"]) > len(suffix):
            flags |= 2
        return flags

    def emit(self, hdr_path, src_path, enums_path):
        self.collect_exts()
        # Stable sort keeps grammar order among aliases of one number: the
        # system grammar's spelling stays the first (canonical) one.
        self.insts.sort(key=lambda i: i["opcode"])
        h = []
        h.append("/* Generated by cmake/gen_tables.py from the SPIR-V grammar JSON. Do not edit. */")
        h.append("#ifndef LSPV_SPV_TABLES_H\n#define LSPV_SPV_TABLES_H\n")
        h.append("#define LSPV_GRAMMAR_VERSION \"%d.%d rev %d\"\n" % (
            self.meta["major_version"], self.meta["minor_version"], self.meta["revision"]))
        h.append("/* Operand kinds. */\nenum {")
        for n, k in enumerate(self.kinds):
            h.append("  LSPV_OK_%s = %d," % (k["kind"], n))
        h.append("  LSPV_OK_COUNT = %d\n};\n" % len(self.kinds))
        h.append('#include "lspv/spirv_enums.h"\n')
        h.append("\n/* Extensions named anywhere in the grammar. */\nenum {")
        for n, idx in sorted(self.ext_names.items(), key=lambda x: x[1]):
            h.append("  LSPV_EXT_%s = %d," % (ident(n), idx))
        h.append("  LSPV_EXT_COUNT = %d\n};\n" % len(self.ext_names))
        h.append("#endif")

        c = []
        c.append("/* Generated by cmake/gen_tables.py from the SPIR-V grammar JSON. Do not edit. */")
        c.append('#include "spirv/grammar.h"\n')
        core_rows = [self.inst_row(i) for i in self.insts]
        c.append("const lspv_inst_desc lspv_core_insts[] = {")
        c.extend("  %s," % r for r in core_rows)
        c.append("};")
        c.append("const unsigned lspv_core_ninsts = %d;" % len(core_rows))
        order = sorted(range(len(self.insts)), key=lambda n: self.insts[n]["opname"])
        c.append("const unsigned short lspv_core_by_name[] = {%s};" % ", ".join(map(str, order)))
        # Opcode -> 1 + index of its first spelling (0: not in the grammar), so
        # that the per-instruction lookups are one load, not a binary search.
        top = max(i["opcode"] for i in self.insts)
        first = [0] * (top + 1)
        for n in range(len(self.insts) - 1, -1, -1):
            first[self.insts[n]["opcode"]] = n + 1
        c.append("const unsigned short lspv_core_by_opcode[] = {%s};" % ", ".join(map(str, first)))
        c.append("const unsigned lspv_core_opcode_limit = %d;" % (top + 1))

        # Extended instruction sets.
        sets = sorted(self.extsets, key=lambda s: s[0])
        for n, (name, insts) in enumerate(sets):
            insts = sorted(insts, key=lambda i: i["opcode"])
            rows = [self.inst_row(i, core=False) for i in insts]
            c.append("static const lspv_inst_desc extset_%d[] = {" % n)
            c.extend("  %s," % r for r in rows)
            c.append("};")
            sets[n] = (name, insts)
        c.append("const lspv_extinst_set_desc lspv_extinst_sets[] = {")
        bases = dict(self.extends)
        for n, (name, insts) in enumerate(sets):
            base = c_str(bases[name]) if name in bases else "NULL"
            c.append("  {%s, extset_%d, %d, %s}," % (c_str(name), n, len(insts), base))
        c.append("};")
        c.append("const unsigned lspv_extinst_nsets = %d;" % len(sets))

        # Operand kinds and their enumerants, sorted by value (grammar order
        # among equal values), plus a by-name index.
        for n, k in enumerate(self.kinds):
            ens = sorted(k.get("enumerants", []), key=lambda e: value_of(e["value"]))
            k["_sorted"] = ens
            if not ens:
                continue
            rows = []
            for e in ens:
                p0, pn = self.add_operands(e.get("parameters", []))
                c0, cn = self.add_caps(e.get("capabilities", []))
                e0, en = self.add_exts(e.get("extensions", []))
                rows.append("{%s, %du, 0x%08x, %s, %d, %s, %d, %s, %d}" % (
                    c_str(e["enumerant"]), value_of(e["value"]), parse_version(e.get("version")),
                    ref("lspv_operands", p0), pn, ref("lspv_cap_list", c0), cn,
                    ref("lspv_ext_list", e0), en))
            c.append("static const lspv_enum_desc enums_%d[] = {" % n)
            c.extend("  %s," % r for r in rows)
            c.append("};")
            order = sorted(range(len(ens)), key=lambda i: ens[i]["enumerant"])
            c.append("static const unsigned short enums_by_name_%d[] = {%s};" % (
                n, ", ".join(map(str, order))))
        c.append("const lspv_kind_desc lspv_kinds[] = {")
        for n, k in enumerate(self.kinds):
            bases = k.get("bases", [])
            b0 = self.kind_index[bases[0]] if bases else 0
            b1 = self.kind_index[bases[1]] if len(bases) > 1 else 0
            if k["_sorted"]:
                c.append("  {%s, %d, enums_%d, enums_by_name_%d, %d, %d, %d}," % (
                    c_str(k["kind"]), CATEGORY[k["category"]], n, n, len(k["_sorted"]), b0, b1))
            else:
                c.append("  {%s, %d, 0, 0, 0, %d, %d}," % (
                    c_str(k["kind"]), CATEGORY[k["category"]], b0, b1))
        c.append("};")
        by_name = sorted(range(len(self.kinds)), key=lambda i: self.kinds[i]["kind"])
        c.append("const unsigned short lspv_kinds_by_name[] = {%s};" % ", ".join(map(str, by_name)))

        c.append("const lspv_operand_desc lspv_operands[] = {")
        c.extend("  {%d, %d}," % o for o in self.operands)
        c.append("};")
        c.append("const unsigned lspv_cap_list[] = {%s};" % (", ".join(map(str, self.caps)) or "0"))
        c.append("const unsigned short lspv_ext_list[] = {%s};" % (
            ", ".join(map(str, self.exts)) or "0"))
        names = sorted(self.ext_names.items(), key=lambda x: x[1])
        c.append("const char *const lspv_ext_names[] = {%s};" % ", ".join(c_str(n) for n, _ in names))
        c.append("const unsigned lspv_ext_count = %d;" % len(names))

        en = []
        en.append("/* lspv/spirv_enums.h: the SPIR-V numbers of the grammar lspv was built with")
        en.append(" * (spirv-headers plus the project's grammar/ fragments), generated by")
        en.append(" * cmake/gen_tables.py; do not edit.  Installed, so that a plugin names every")
        en.append(" * opcode, capability and enumerant by its grammar name: SPV_<opname>,")
        en.append(" * SPV_<Kind>_<Enumerant> (bit enums: the bit's value). */")
        en.append("#ifndef LSPV_SPIRV_ENUMS_H\n#define LSPV_SPIRV_ENUMS_H\n")
        en.append("#define LSPV_SPIRV_GRAMMAR_VERSION \"%d.%d rev %d\"\n" % (
            self.meta["major_version"], self.meta["minor_version"], self.meta["revision"]))
        en.append("/* Opcodes (every spelling). */\nenum {")
        seen = set()
        for i in self.insts:
            if i["opname"] in seen:
                continue
            seen.add(i["opname"])
            en.append("  SPV_%s = %d," % (i["opname"], i["opcode"]))
        en.append("};\n")
        for k in self.kinds:
            if k["category"] not in ("BitEnum", "ValueEnum"):
                continue
            en.append("enum {")
            names = set()
            for e in k.get("enumerants", []):
                nm = "SPV_%s_%s" % (k["kind"], ident(e["enumerant"]))
                if nm in names:
                    continue
                names.add(nm)
                en.append("  %s = %d," % (nm, value_of(e["value"])))
            en.append("};")
        en.append("\n#endif")
        open(enums_path, "w").write("\n".join(en) + "\n")
        open(hdr_path, "w").write("\n".join(h) + "\n")
        open(src_path, "w").write("\n".join(c) + "\n")


def main():
    if len(sys.argv) < 6:
        sys.stderr.write("usage: gen_tables.py SYSTEM_GRAMMAR_DIR FRAGMENT_DIR OUT.h OUT.c ENUMS.h\n")
        return 2
    sysdir, fragdir, out_h, out_c, out_enums = sys.argv[1:6]
    g = Gen()
    g.load_core(os.path.join(sysdir, "spirv.core.grammar.json"))
    for fname in sorted(os.listdir(fragdir)):
        if fname.endswith(".json"):
            g.load_fragment(os.path.join(fragdir, fname))
    for fname, name in sorted(EXTINST_FILES.items()):
        path = os.path.join(sysdir, fname)
        if os.path.exists(path):
            g.extsets.append((name, json.load(open(path))["instructions"]))
    g.resolve_extends()
    g.emit(out_h, out_c, out_enums)
    return 0


if __name__ == "__main__":
    sys.exit(main())
