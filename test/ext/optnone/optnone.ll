; An optnone function carries the OptNoneEXT Function Control bit (0x10000)
; with either extension, EXT preferred, beside DontInline; reverse gives it
; optnone and noinline back.  Without the extensions the hint is dropped.
; RUN: %lspv --spirv-ext=+SPV_EXT_optnone %s -o %t.ext.spv
; RUN: %lspv --verify %t.ext.spv
; RUN: %lspv -to-text %t.ext.spv -o - | FileCheck %s --check-prefixes=SPV,EXT
; RUN: %lspv --spirv-ext=+SPV_INTEL_optnone %s -o %t.intel.spv
; RUN: %spirv-val %t.intel.spv
; RUN: %lspv -to-text %t.intel.spv -o - | FileCheck %s --check-prefixes=SPV,INTEL
; RUN: %lspv --spirv-ext=+SPV_EXT_optnone,+SPV_INTEL_optnone %s -o - -spirv-text | FileCheck %s --check-prefixes=SPV,EXT
; RUN: %lspv -r %t.ext.spv -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv -r %t.intel.spv -S -o - | FileCheck %s --check-prefix=IR
; The text form reads the EXT capability name back to the same binary.
; RUN: %lspv -to-text %t.ext.spv -o %t.ext.spt
; RUN: %lspv -to-binary %t.ext.spt -o %t.ext.2.spv
; RUN: cmp %t.ext.spv %t.ext.2.spv
; RUN: %lspv %s -o %t.none.spv
; RUN: %spirv-val %t.none.spv
; RUN: %lspv -to-text %t.none.spv -o - | FileCheck %s --check-prefix=NONE
; RUN: %lspv -r %t.none.spv -S -o - | FileCheck %s --check-prefix=IR-NONE
; A module declaring the bit without the capability is refused.
; RUN: sed -e '/Capability OptNoneEXT/d' %t.ext.spt > %t.nocap.spt
; RUN: %lspv -to-binary %t.nocap.spt -o %t.nocap.spv
; RUN: not %lspv --verify %t.nocap.spv 2>&1 | FileCheck %s --check-prefix=NOCAP
; RUN: not %lspv -r %t.nocap.spv -o %t.nocap.bc 2>&1 | FileCheck %s --check-prefix=NOCAP

; SPV: Capability OptNoneEXT
; EXT: Extension "SPV_EXT_optnone"
; EXT-NOT: Extension "SPV_INTEL_optnone"
; INTEL-NOT: Extension "SPV_EXT_optnone"
; INTEL: Extension "SPV_INTEL_optnone"
; SPV: Function {{[0-9]+}} [[F:[0-9]+]] 65538 {{[0-9]+}}
; SPV: Function {{[0-9]+}} {{[0-9]+}} 0 {{[0-9]+}}

; IR: define spir_func void @f() #[[A:[0-9]+]]
; IR: define spir_func void @g() #[[B:[0-9]+]]
; IR-DAG: attributes #[[A]] = { noinline nounwind optnone }
; IR-DAG: attributes #[[B]] = { nounwind }

; NONE-NOT: OptNone
; NONE: Function {{[0-9]+}} {{[0-9]+}} 2 {{[0-9]+}}
; IR-NONE-NOT: optnone

; NOCAP: RequiresCapability: FunctionControl OptNoneEXT{{.*}} requires capability OptNoneEXT

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @f() #0 {
  ret void
}

define spir_func void @g() {
  ret void
}

attributes #0 = { noinline nounwind optnone }
