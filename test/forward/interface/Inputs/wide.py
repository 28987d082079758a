"""Writes a module whose one kernel stores to N module-scope variables (so
that its SPIR-V 1.4 interface needs more than 65535 words) and uses nsw."""
import sys

n = int(sys.argv[1])
out = ['target triple = "spir64"', ""]
out += ["@g%d = addrspace(1) global i32 0, align 4" % i for i in range(n)]
out += ["", "define spir_kernel void @wide(i32 %x) #0 {", "  %s = add nsw i32 %x, 1"]
out += ["  store i32 %%s, ptr addrspace(1) @g%d, align 4" % i for i in range(n)]
out += ["  ret void", "}", "", "attributes #0 = { nounwind }", ""]
sys.stdout.write("\n".join(out))
