"""Every option `lspv --help` lists is documented in the man page and the
user guide, and every built-in extension has its page (docs/extensions)."""
import re
import subprocess
import sys

lspv, docs = sys.argv[1], sys.argv[2]
help_text = subprocess.run([lspv, "--help"], capture_output=True, text=True, check=True).stdout
opts = re.findall(r"^  --?([A-Za-z][\w-]*)", help_text.split("KNOWN EXTENSIONS")[0], re.M)
man = open(f"{docs}/lspv.1").read().replace("\\-", "-")
guide = open(f"{docs}/user-guide.md").read()
bad = 0
for o in opts:
    for name, text in (("lspv.1", man), ("user-guide.md", guide)):
        if not re.search(r"-" + re.escape(o) + r"(?![\w-])", text):
            print(f"{name}: option -{o} is not documented")
            bad += 1
exts = re.findall(r"^  (SPV_\w+) +(\S+)$", help_text, re.M)
plugins = sorted({p for _, p in exts})
for e, _ in exts:
    if e not in guide:
        print(f"user-guide.md: extension {e} is not listed")
        bad += 1
print(f"{len(opts)} options, {len(exts)} extensions, {len(plugins)} plugins checked")
sys.exit(1 if bad else 0)
