; LLVM inline assembly round-tripped through SPV_INTEL_inline_assembly: one
; OpAsmTargetINTEL per module, one OpAsmINTEL per distinct asm (the second call
; of the same asm reuses it), SideEffectsINTEL for `sideeffect`, and calls with
; no result, a scalar result and a struct result.
; Debian's spirv-val (2023.1) has the old grammar of OpAsmTargetINTEL (with a
; Result Type, which the spec does not have): lspv's own checker validates.
; RUN: %lspv --spirv-ext=+SPV_INTEL_inline_assembly %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: %lspv -to-binary %t.spt -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=REV
; RUN: not %lspv %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.off.spv

; One declaration per distinct asm, two of them sideeffect.
; RUN: %lspv -to-text %t.spv -o - | grep -c "^[0-9]* AsmINTEL " | FileCheck %s --check-prefix=COUNT
; RUN: %lspv -to-text %t.spv -o - | grep -c "SideEffectsINTEL" | FileCheck %s --check-prefix=SIDE
; COUNT: {{^3$}}
; SIDE: {{^2$}}

; TEXT: Capability AsmINTEL
; TEXT: Extension "SPV_INTEL_inline_assembly"
; TEXT-DAG: Decorate [[#FENCE:]] SideEffectsINTEL
; TEXT-DAG: Decorate [[#PAIR:]] SideEffectsINTEL
; TEXT-DAG: TypeVoid [[#VOID:]]
; TEXT-DAG: TypeInt [[#I32:]] 32 0
; TEXT-DAG: TypeFloat [[#F32:]] 32
; TEXT-DAG: TypeStruct [[#PT:]] [[#I32]] [[#F32]]
; TEXT-DAG: TypeFunction [[#VFT:]] [[#VOID]] {{$}}
; TEXT-DAG: TypeFunction [[#IFT:]] [[#I32]] [[#I32]] [[#I32]] {{$}}
; TEXT-DAG: TypeFunction [[#PFT:]] [[#PT]] [[#I32]] {{$}}
; TEXT-DAG: Constant [[#I32]] [[#C7:]] 7 {{$}}
; TEXT-DAG: 8 AsmTargetINTEL [[#TGT:]] "spir64-unknown-unknown" {{$}}
; TEXT-DAG: AsmINTEL [[#VOID]] [[#FENCE]] [[#VFT]] [[#TGT]] "fence.sc" "" {{$}}
; TEXT-DAG: AsmINTEL [[#I32]] [[#ADD:]] [[#IFT]] [[#TGT]] "add $0, $1, $2" "=r,r,r" {{$}}
; TEXT-DAG: AsmINTEL [[#PT]] [[#PAIR]] [[#PFT]] [[#TGT]] "pair $0 $1 $2" "=r,=r,r" {{$}}
; TEXT: Function
; TEXT: FunctionParameter [[#I32]] [[#X:]]
; TEXT: AsmCallINTEL [[#VOID]] [[#]] [[#FENCE]] {{$}}
; TEXT-NEXT: AsmCallINTEL [[#I32]] [[#R:]] [[#ADD]] [[#X]] [[#C7]] {{$}}
; TEXT-NEXT: AsmCallINTEL [[#PT]] [[#]] [[#PAIR]] [[#R]] {{$}}
; TEXT: AsmCallINTEL [[#I32]] [[#]] [[#ADD]] [[#]] [[#C7]] {{$}}

; REV: call void asm sideeffect "fence.sc", ""()
; REV-NEXT: %[[R:[0-9a-z]+]] = call i32 asm "add $0, $1, $2", "=r,r,r"(i32 %{{.*}}, i32 7)
; REV-NEXT: call %structtype asm sideeffect "pair $0 $1 $2", "=r,=r,r"(i32 %[[R]])
; REV: call i32 asm "add $0, $1, $2", "=r,r,r"(i32 %{{.*}}, i32 7)

; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_INTEL_inline_assembly

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
entry:
  call void asm sideeffect "fence.sc", ""()
  %r = call i32 asm "add $0, $1, $2", "=r,r,r"(i32 %x, i32 7)
  %s = call { i32, float } asm sideeffect "pair $0 $1 $2", "=r,=r,r"(i32 %r)
  %s0 = extractvalue { i32, float } %s, 0
  %again = call i32 asm "add $0, $1, $2", "=r,r,r"(i32 %s0, i32 7)
  store i32 %again, ptr addrspace(1) %p, align 4
  ret void
}
