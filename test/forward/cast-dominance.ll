; A pointer cast of a function-wide value (a global, an argument) sits right
; before its first use in each block that needs it (as llvm-spirv places
; casts), so it dominates its uses; a block never uses another block's cast.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=LLVM
; CHECK: %k = OpFunction
; CHECK: = OpLabel
; CHECK-NOT: OpBitcast
; CHECK: OpBranchConditional
; CHECK: = OpLabel
; CHECK: [[CAST:%[0-9]+]] = OpBitcast %{{[_a-zA-Z0-9]+}} %g
; CHECK-NEXT: OpFunctionCall %void %use %{{[_a-zA-Z0-9]+}} [[CAST]]
; CHECK: = OpLabel
; CHECK: [[CAST2:%[0-9]+]] = OpBitcast %{{[_a-zA-Z0-9]+}} %g
; CHECK-NEXT: OpFunctionCall %void %use %{{[_a-zA-Z0-9]+}} [[CAST2]]
; Reverse keeps each cast, in the block of its use.  (The parameter %p is
; typed by the one of @use it is passed to, so it needs none.)
; LLVM: then:
; LLVM-NEXT: [[G1:%[0-9]+]] = bitcast ptr addrspace(1) @g to ptr addrspace(1)
; LLVM-NEXT: call spir_func void @use(ptr addrspace(1) %p, ptr addrspace(1) [[G1]])
; LLVM: else:
; LLVM-NEXT: [[G2:%[0-9]+]] = bitcast ptr addrspace(1) @g to ptr addrspace(1)
; LLVM-NEXT: call spir_func void @use(ptr addrspace(1) %p, ptr addrspace(1) [[G2]])

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global [4 x float] zeroinitializer, align 4

define spir_func void @use(ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %v = load i32, ptr addrspace(1) %q, align 4
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %p, i32 %c) {
entry:
  %b = icmp eq i32 %c, 0
  br i1 %b, label %then, label %else
then:
  call spir_func void @use(ptr addrspace(1) %p, ptr addrspace(1) @g)
  br label %exit
else:
  call spir_func void @use(ptr addrspace(1) %p, ptr addrspace(1) @g)
  br label %exit
exit:
  ret void
}
