#!/usr/bin/env python3
"""Writes one malformed SPIR-V binary for the robustness tests.

usage: gen_spv.py CASE OUT

The base is a valid SPIR-V 1.0 kernel module (Addresses/Linkage/Kernel,
Physical64/OpenCL) with one function; each CASE breaks one rule.  Word
offsets in the tests' CHECK lines follow from this layout.
"""
import struct
import sys

def inst(op, *ops):
    return [((len(ops) + 1) << 16) | op] + list(ops)

def string(s):
    b = s.encode() + b"\0"
    b += b"\0" * (-len(b) % 4)
    return list(struct.unpack("<%dI" % (len(b) // 4), b))

CAPS = inst(17, 4) + inst(17, 5) + inst(17, 6)      # Addresses Linkage Kernel
MODEL = inst(14, 2, 2)                              # Physical64 OpenCL
VOID = inst(19, 1)                                  # %1 = OpTypeVoid
FNTY = inst(33, 2, 1)                               # %2 = OpTypeFunction %1
INT = inst(21, 5, 32, 0)                            # %5 = OpTypeInt 32 0
C7 = inst(43, 5, 6, 7)                              # %6 = OpConstant %5 7
FN = inst(54, 1, 3, 0, 2)                           # %3 = OpFunction %1 None %2
LABEL = inst(248, 4)                                # %4 = OpLabel
RET = inst(253)
END = inst(56)

def module(body=(), types=(), caps=CAPS, bound=20, tail=None, fn_end=True):
    w = list(caps) + MODEL + VOID + FNTY + INT + C7 + list(types)
    w += FN + LABEL + list(body) + RET
    if fn_end:
        w += END
    if tail is not None:
        w += tail
    return [0x07230203, 0x00010000, 0, bound, 0] + w

def cases():
    c = {}
    # An instruction whose word count (1) leaves out its required operands.
    c["wc-one"] = module(types=[(1 << 16) | 21])
    # Word count 0xFFFF: runs past the end of the module.
    c["wc-huge"] = module(types=[(0xFFFF << 16) | 21, 9, 32, 0])
    # A 1 GiB id bound (the SPIR-V universal limit is 4,194,303).
    c["bound-huge"] = module(bound=0x40000000)
    # %8 = OpIAdd %5 %6 %9, %9 never defined.
    c["undefined-id"] = module(body=inst(128, 5, 8, 6, 9))
    # %7 = OpTypeStruct %7: a type that contains itself.
    c["type-self"] = module(types=inst(30, 7, 7))
    # %7 = OpTypeStruct %5 %8 ; %8 = OpTypeStruct %7: a struct cycle.
    c["type-cycle"] = module(types=inst(30, 7, 5, 8) + inst(30, 8, 7))
    # OpTypePointer %9 CrossWorkgroup %9: a pointer to itself.
    c["pointer-self"] = module(types=inst(32, 9, 5, 9))
    # OpTypeForwardPointer %9 ; %7 = struct {%9} ; %9 = pointer to %7 is fine,
    # but here %9 is forward-declared and then never defined as a pointer.
    c["forward-pointer-undefined"] = module(types=inst(39, 9, 5) + inst(30, 7, 9))
    # An OpTypeInt inside a function body (wrong section).
    c["wrong-section-type"] = module(body=inst(21, 9, 16, 0))
    # OpCapability after OpMemoryModel.
    c["wrong-section-capability"] = module(types=inst(17, 11))
    # The function never ends.
    c["no-function-end"] = module(fn_end=False)
    # OpPhi naming block %4 that is not a predecessor of %10.
    c["phi-non-predecessor"] = module(
        body=inst(249, 10) + inst(248, 10) + inst(245, 5, 11, 6, 12) + inst(249, 12) +
        inst(248, 12))
    # A capability number that no grammar knows.
    c["unknown-capability"] = module(caps=CAPS + inst(17, 77777))
    # A vector of 7,798,787 components (found by fuzz_binary: a hang).
    c["vector-huge"] = module(types=inst(23, 9, 5, 7798787))
    # OpCompositeExtract from a scalar (found by fuzz_binary: a SEGV in LLVM).
    c["extract-scalar"] = module(body=inst(81, 5, 8, 6, 0))
    # OpLoad of a void (found by fuzz_binary: llvm_unreachable in LLVM).
    c["load-void"] = module(types=inst(32, 9, 5, 1) + inst(59, 9, 10, 5),
                            body=inst(61, 1, 11, 10))
    # OpFAdd of integers.
    c["fadd-int"] = module(body=inst(129, 5, 8, 6, 6))
    return c

name, out = sys.argv[1], sys.argv[2]
words = cases()[name]
with open(out, "wb") as f:
    f.write(struct.pack("<%dI" % len(words), *words))
