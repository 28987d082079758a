"""Writes an LLVM IR module whose struct type, constant array and constant
with a constant expression are each too long for one SPIR-V instruction
(more than 65535 words): SPV_INTEL_long_composites tests.  argv[1]
"struct" writes the struct and a kernel using it only."""
import sys

N_STRUCT = 70000   # members of %big: OpTypeStruct of 70001 words
N_ARRAY = 140000   # i32 elements: three instructions
N_SPEC = 66000     # i64 elements, one of them a constant expression

out = sys.stdout
struct_only = len(sys.argv) > 1 and sys.argv[1] == "struct"
out.write('target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-'
          'v256:256-v512:512-v1024:1024-n8:16:32:64-G1"\n')
out.write('target triple = "spir64-unknown-unknown"\n\n')
out.write("%big = type { ptr addrspace(1), " + ", ".join(["i8"] * (N_STRUCT - 2)) + ", i16 }\n\n")
if struct_only:
    out.write("""define spir_kernel void @k(ptr addrspace(1) %%p) {
entry:
  %%e = getelementptr inbounds %%big, ptr addrspace(1) %%p, i64 0, i32 %d
  store i16 0, ptr addrspace(1) %%e, align 2
  ret void
}
""" % (N_STRUCT - 1))
    sys.exit(0)
out.write("@arr = addrspace(1) constant [%d x i32] [" % N_ARRAY)
out.write(", ".join("i32 %d" % (i % 1000) for i in range(N_ARRAY)))
out.write("], align 4\n")
out.write("@g = addrspace(1) global i32 0, align 4\n")
out.write("@spec = addrspace(1) constant [%d x i64] [i64 ptrtoint (ptr addrspace(1) @g to i64), " % N_SPEC)
out.write(", ".join("i64 %d" % (i % 7) for i in range(1, N_SPEC)))
out.write("], align 8\n\n")
out.write("""define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %o) {
entry:
  %v = load i16, ptr addrspace(1) %p, align 2
  %e = getelementptr inbounds %big, ptr addrspace(1) %p, i64 0, i32 %d
  store i16 %v, ptr addrspace(1) %e, align 2
  %a = getelementptr inbounds [%d x i32], ptr addrspace(1) @arr, i64 0, i64 139999
  %x = load i32, ptr addrspace(1) %a, align 4
  store i32 %x, ptr addrspace(1) %o, align 4
  %s = getelementptr inbounds [%d x i64], ptr addrspace(1) @spec, i64 0, i64 1
  %y = load i64, ptr addrspace(1) %s, align 8
  %z = trunc i64 %y to i32
  store i32 %z, ptr addrspace(1) %o, align 4
  ret void
}
""".replace("i32 %d", "i32 %d" % (N_STRUCT - 1), 1).replace("[%d x i32]", "[%d x i32]" % N_ARRAY).replace("[%d x i64]", "[%d x i64]" % N_SPEC))
