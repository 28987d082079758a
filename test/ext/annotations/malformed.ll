; A decoration value in an annotation that is not a number: one error naming
; the decoration and the value, non-zero exit, no output (llvm-spirv writes
; a 0 instead).
; RUN: not %lspv --spirv-ext=+SPV_INTEL_fpga_memory_attributes %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; CHECK: InvalidLlvmModule: the annotation gives NumbanksINTEL the value 'four', which is not a 32-bit unsigned number
; CHECK-SAME: llvm.var.annotation
; Without the extension the string is a plain UserSemantic: translated.
; RUN: %lspv %s -o %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; OFF: UserSemantic "{numbanks:four}"

target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(1) constant [16 x i8] c"{numbanks:four}\00", section "llvm.metadata"

define spir_func void @f() {
entry:
  %x = alloca i32, align 4
  call void @llvm.var.annotation.p0.p1(ptr %x, ptr addrspace(1) @.str, ptr addrspace(1) @.str, i32 0, ptr addrspace(1) null)
  ret void
}

declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
