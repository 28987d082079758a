; A plugin's fwd_instruction_opcodes (lspv/plugin.h): its fwd_instruction
; hook is shown only the instructions that became one of the listed SPIR-V
; opcodes (test/plugin/opcode_filter_plugin.c lists OpIAdd and OpFMul and
; reports each instruction it sees); the output is the same as without it.

; RUN: %lspv --plugin=%plugindir/opcode_filter_plugin.so %s -o %t.spv 2>&1 | FileCheck %s
; RUN: %lspv %s -o %t.ref.spv
; RUN: cmp %t.spv %t.ref.spv

; CHECK: filtered hook: opcode 128
; CHECK: filtered hook: opcode 133
; CHECK: filtered hook: opcode 128
; CHECK-NOT: filtered hook

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %a, i32 %b, float %x, float %y, ptr addrspace(1) %p) {
entry:
  %s = add i32 %a, %b
  %d = sub i32 %s, %a
  %m = fmul float %x, %y
  %n = fadd float %m, %x
  store float %n, ptr addrspace(1) %p, align 4
  %t = add i32 %d, 1
  ret i32 %t
}
