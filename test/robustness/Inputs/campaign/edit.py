#!/usr/bin/env python3
"""Writes a variant of a text-form module: edit.py BASE OUT [PATTERN REPLACEMENT]...

Each PATTERN (a Python regular expression, multiline: ^ and $ match at line
ends) must match BASE; its first match is replaced (\\n in REPLACEMENT starts
a new line).  The reduced inputs of the campaign regressions are the corpus
module vadd.spt with one such edit, so each test states its defect."""
import re
import sys

base, out, edits = sys.argv[1], sys.argv[2], sys.argv[3:]
text = open(base).read()
for pat, rep in zip(edits[0::2], edits[1::2]):
    new, n = re.subn(pat, rep.replace("\\n", "\n"), text, count=1, flags=re.M)
    if n != 1:
        sys.exit("edit.py: %r does not match %s" % (pat, base))
    text = new
open(out, "w").write(text)
