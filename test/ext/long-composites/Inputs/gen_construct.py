"""Writes, in lspv's text form, a kernel that builds a 70000-element array
with OpCompositeConstruct continued by OpCompositeConstructContinuedINTEL
(SPV_INTEL_long_composites); argv[1] "nocap" leaves out the capability."""
import sys

N = 70000
FIRST = 65535 - 3  # constituents after Result Type and Result <id>
nocap = len(sys.argv) > 1 and sys.argv[1] == "nocap"
lines = ["119734787 65536 0 20 0", "2 Capability Addresses", "2 Capability Kernel",
         "2 Capability Int64"]
if not nocap:
    lines.append("2 Capability LongCompositesINTEL")
lines += ['8 Extension "SPV_INTEL_long_composites"', "3 MemoryModel 2 2",
          '4 EntryPoint 6 10 "k"', '3 Name 11 "x"', '3 Name 12 "o"', '3 Name 14 "c"',
          "4 TypeInt 2 32 0", "4 TypeInt 3 64 0", "5 Constant 3 4 %d 0" % N,
          "2 TypeVoid 5", "4 TypeArray 6 2 4", "4 TypePointer 7 5 6",
          "5 TypeFunction 8 5 2 7", "5 Function 5 10 0 8", "3 FunctionParameter 2 11",
          "3 FunctionParameter 7 12", "2 Label 13"]
lines.append("%d CompositeConstruct 6 14 " % (FIRST + 3) + " ".join(["11"] * FIRST))
rest = N - FIRST
lines.append("%d CompositeConstructContinuedINTEL " % (rest + 1) + " ".join(["11"] * rest))
lines += ["5 Store 12 14 2 4", "1 Return", "1 FunctionEnd"]
sys.stdout.write("\n".join(lines) + "\n")
