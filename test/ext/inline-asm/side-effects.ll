; SideEffectsINTEL comes back as `sideeffect`, and only where it was.
; The decoration is on a module-scope plugin result (OpAsmINTEL): the core
; hands it to the plugin's rev_decoration there too.
; RUN: %lspv --spirv-ext=+SPV_INTEL_inline_assembly %s -o %t.spv
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s
; CHECK: call void asm sideeffect "barrier.sync", ""()
; CHECK-NEXT: call i32 asm "mov $0, $1", "=r,r"(i32 %x)

target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %x) {
entry:
  call void asm sideeffect "barrier.sync", ""()
  %r = call i32 asm "mov $0, $1", "=r,r"(i32 %x)
  ret i32 %r
}
