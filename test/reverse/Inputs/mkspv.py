#!/usr/bin/env python3
"""Writes a tiny SPIR-V kernel module for the reverse error tests.

  mkspv.py OUT [--capability N] [--inst OPCODE] [--addressing N]

The module is valid SPIR-V 1.0 (Addresses/Linkage/Kernel, Physical64/OpenCL)
with one function whose body is: optional injected instruction, OpReturn.
--inst injects `OPCODE %int %result %const` (a value instruction of one
operand); --capability declares one more capability.
"""
import struct
import sys


def inst(op, *ops):
    return [((len(ops) + 1) << 16) | op] + list(ops)


def main():
    args = sys.argv[1:]
    out = args.pop(0)
    cap = opcode = None
    addressing = 2
    while args:
        a = args.pop(0)
        if a == "--capability":
            cap = int(args.pop(0))
        elif a == "--inst":
            opcode = int(args.pop(0))
        elif a == "--addressing":
            addressing = int(args.pop(0))
    w = []
    for c in (4, 5, 6) + ((cap,) if cap is not None else ()):
        w += inst(17, c)  # OpCapability
    w += inst(14, addressing, 2)  # OpMemoryModel
    w += inst(19, 1)  # OpTypeVoid %1
    w += inst(33, 2, 1)  # OpTypeFunction %2 %1
    w += inst(21, 5, 32, 0)  # OpTypeInt %5 32 0
    w += inst(43, 5, 6, 7)  # OpConstant %5 %6 7
    w += inst(54, 1, 3, 0, 2)  # OpFunction %1 %3 None %2
    w += inst(248, 4)  # OpLabel %4
    if opcode is not None:
        w += inst(opcode, 5, 7, 6)
    w += inst(253)  # OpReturn
    w += inst(56)  # OpFunctionEnd
    header = [0x07230203, 0x00010000, 0, 8, 0]
    with open(out, "wb") as f:
        f.write(struct.pack("<%dI" % (len(header) + len(w)), *(header + w)))


main()
