#!/usr/bin/env python3
"""Output paths that are not a plain new file (tools/lspv/output.h):

  - a character device (made with mknod where allowed, else skipped): stays a
    device; renaming a temporary over it would replace /dev/null by a file;
  - a FIFO with a reader: stays a FIFO, and the reader gets the module;
  - a symbolic link: stays a link, the file it names gets the module;
  - an existing file with mode 0600 keeps it;
  - a directory: one InvalidFile error, exit 1.

usage: output_special.py DIR LSPV INPUT.ll -- prints one line per case."""
import os
import stat
import subprocess
import sys
import threading

d, lspv, src = sys.argv[1:4]
os.makedirs(d, exist_ok=True)
ref = os.path.join(d, "ref.spv")
subprocess.run([lspv, src, "-o", ref], check=True)
want = open(ref, "rb").read()


def lspv_to(path):
    return subprocess.run([lspv, src, "-o", path], stderr=subprocess.PIPE, text=True)


dev = os.path.join(d, "null")
try:
    if os.path.lexists(dev):
        os.remove(dev)
    os.mknod(dev, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    r = lspv_to(dev)
    print("device:", r.returncode, "char device" if stat.S_ISCHR(os.lstat(dev).st_mode) else "REPLACED")
except PermissionError:
    print("device: 0 char device (mknod not permitted: skipped)")

fifo = os.path.join(d, "fifo")
if os.path.lexists(fifo):
    os.remove(fifo)
os.mkfifo(fifo)
got = []
reader = threading.Thread(target=lambda: got.append(open(fifo, "rb").read()), daemon=True)
reader.start()
r = lspv_to(fifo)
reader.join(timeout=30)
print("fifo:", r.returncode, "fifo" if stat.S_ISFIFO(os.lstat(fifo).st_mode) else "REPLACED",
      "same module" if got and got[0] == want else "OTHER DATA")

real, link = os.path.join(d, "real.spv"), os.path.join(d, "link.spv")
for p in (real, link):
    if os.path.lexists(p):
        os.remove(p)
open(real, "w").write("old")
os.chmod(real, 0o600)
os.symlink("real.spv", link)
r = lspv_to(link)
print("symlink:", r.returncode, "link" if os.path.islink(link) else "REPLACED",
      "same module" if open(real, "rb").read() == want else "OTHER DATA",
      "mode %o" % stat.S_IMODE(os.stat(real).st_mode))

r = lspv_to(d)
print("directory:", r.returncode, r.stderr.strip())
