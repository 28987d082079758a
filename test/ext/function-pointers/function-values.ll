; Functions used as values (select, call argument, stored and loaded) and
; called through pointers, round-tripped through SPV_INTEL_function_pointers.
; Debian's spirv-val (2023.1) refuses the forward reference from
; OpConstantFunctionPointerINTEL to its function, which the newest accepts:
; lspv's own checker validates here.
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=REV
; The round trip is stable: forward of the reverse gives the same module.
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv --spirv-ext=+SPV_INTEL_function_pointers %t.rev.bc -o %t.2.spv
; RUN: %lspv --verify %t.2.spv
; Reverse with --spirv-emit-function-ptr-addr-space: code pointers and the
; functions taken as values in address space 9; the module still verifies.
; RUN: %lspv -r --spirv-emit-function-ptr-addr-space %t.spv -S -o - | FileCheck %s --check-prefix=AS9
; Extension off: the error names it, and no output file.
; RUN: not %lspv %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.off.spv

; TEXT-DAG: Capability FunctionPointersINTEL
; TEXT-DAG: Capability IndirectReferencesINTEL
; TEXT-DAG: Extension "SPV_INTEL_function_pointers"
; TEXT-DAG: Name [[#SQUARE:]] "square"
; TEXT-DAG: Name [[#NEG:]] "neg"
; TEXT-DAG: Name [[#APPLY:]] "apply"
; TEXT-DAG: Decorate [[#SQUARE]] ReferencedIndirectlyINTEL
; TEXT-DAG: TypeInt [[#I32:]] 32 0
; TEXT-DAG: TypeFunction [[#FT:]] [[#I32]] [[#I32]] {{$}}
; TEXT-DAG: TypePointer [[#FP:]] 7 [[#FT]]
; TEXT-DAG: ConstantFunctionPointerINTEL [[#FP]] [[#SQUARE_P:]] [[#SQUARE]]
; TEXT-DAG: ConstantFunctionPointerINTEL [[#FP]] [[#NEG_P:]] [[#NEG]]
; A function value points to its function type, and so do the pointers it
; flows to: the select, the parameter called through, the variable it is
; stored in (a pointer to pointers to functions) and what is loaded from it.
; No cast is needed.
; TEXT-DAG: TypePointer [[#SLOT_T:]] 7 [[#FP]]
; TEXT: Function [[#I32]] [[#APPLY]]
; TEXT-NEXT: FunctionParameter [[#FP]] [[#F:]]
; TEXT-NEXT: FunctionParameter [[#I32]] [[#V:]]
; TEXT: FunctionPointerCallINTEL [[#I32]] [[#]] [[#F]] [[#V]]
; TEXT: Variable [[#SLOT_T]] [[#SLOT:]] 7
; TEXT: Select [[#FP]] [[#SEL:]] [[#]] [[#SQUARE_P]] [[#NEG_P]]
; TEXT: FunctionCall [[#I32]] [[#A:]] [[#APPLY]] [[#SEL]]
; TEXT: Store [[#SLOT]] [[#NEG_P]]
; TEXT: Load [[#FP]] [[#G:]] [[#SLOT]]
; TEXT: FunctionPointerCallINTEL [[#I32]] [[#]] [[#G]] [[#A]]
; TEXT-NOT: Bitcast

; The functions taken as values are declared first, by their constants.
; REV: define internal spir_func i32 @square(i32 %{{.*}}) #[[ATTR:[0-9]+]]
; REV: define internal spir_func i32 @neg(i32
; REV: define spir_func i32 @apply(ptr %{{.*}}, i32 %{{.*}})
; REV: call spir_func i32 %{{.*}}(i32 %{{.*}})
; REV: select i1 %{{.*}}, ptr @square, ptr @neg
; REV: store ptr @neg, ptr %[[SLOT:[a-z0-9.]+]]
; REV: %[[G:[a-z0-9.]+]] = load ptr, ptr %[[SLOT]]
; REV: call spir_func i32 %[[G]](i32
; REV: attributes #[[ATTR]] = {{.*}}"referenced-indirectly"

; AS9: define internal spir_func i32 @square(i32 %{{.*}}) addrspace(9)
; AS9: define spir_func i32 @apply(ptr addrspace(9) %{{.*}}, i32 %{{.*}})
; AS9: call spir_func addrspace(9) i32 %{{.*}}(i32
; AS9: select i1 %{{.*}}, ptr addrspace(9) @square, ptr addrspace(9) @neg
; AS9: store ptr addrspace(9) @neg, ptr %slot

; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_INTEL_function_pointers

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @apply(ptr %f, i32 %v) {
entry:
  %r = call spir_func i32 %f(i32 %v)
  ret i32 %r
}

define internal spir_func i32 @square(i32 %x) #0 {
entry:
  %r = mul i32 %x, %x
  ret i32 %r
}

define internal spir_func i32 @neg(i32 %x) {
entry:
  %r = sub i32 0, %x
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %out, i32 %sel) {
entry:
  %slot = alloca ptr, align 8
  %c = icmp eq i32 %sel, 0
  %f = select i1 %c, ptr @square, ptr @neg
  %a = call spir_func i32 @apply(ptr %f, i32 %sel)
  store ptr @neg, ptr %slot, align 8
  %g = load ptr, ptr %slot, align 8
  %b = call spir_func i32 %g(i32 %a)
  store i32 %b, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "referenced-indirectly" }
