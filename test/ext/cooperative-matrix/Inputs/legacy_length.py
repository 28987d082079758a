"""Rewrites the text form of a module so that its OpCooperativeMatrixLengthKHR
names the first loaded matrix *value* instead of the matrix type: the form
older llvm-spirv versions wrote, which reverse still reads."""
import re
import sys

text = open(sys.argv[1]).read()
value = re.search(r"CooperativeMatrixLoadKHR \d+ (\d+)", text).group(1)
text = re.sub(r"(CooperativeMatrixLengthKHR \d+ \d+ )\d+", lambda m: m.group(1) + value, text)
open(sys.argv[2], "w").write(text)
