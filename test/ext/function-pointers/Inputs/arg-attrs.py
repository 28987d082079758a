"""Adds ArgumentAttributeINTEL decorations, as llvm-spirv writes them, to the
OpFunctionPointerCallINTEL of a module's text form: argv[1] in, argv[2] out,
then "ARG:ATTR" pairs (argument number, FunctionParameterAttribute)."""
import sys

lines = open(sys.argv[1]).read().split("\n")
call = next(l.split()[3] for l in lines if " FunctionPointerCallINTEL " in l)
decs = ["5 Decorate %s ArgumentAttributeINTEL %s %s " % ((call,) + tuple(p.split(":")))
        for p in sys.argv[3:]]
# Annotations come before the first type declaration.
at = next(i for i, l in enumerate(lines) if " Type" in l)
open(sys.argv[2], "w").write("\n".join(lines[:at] + decs + lines[at:]))
