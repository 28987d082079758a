; A GEP to a field array of a byval struct (a typed pointer: byval keeps
; its OpTypePointer) has a typed result, so its access chain takes the typed
; parameter itself.  Forward first saw the base at the source element type
; too, an OpBitcast to an untyped pointer that nothing used; reverse keeps
; such a cast (a no-op bitcast), so the next forward wrote it twice
; (issue 19: clang -O0 byval kernels not a fixpoint).
; RUN: %lspv --spirv-ext=+all %s -o %t.spv
; RUN: %if spirv-val-untyped %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %lspv --spirv-ext=+all %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis -o - | FileCheck %s --check-prefix=IR
;
; SPV: FunctionParameter
; SPV-NEXT: FunctionParameter [[#]] [[#S:]]
; SPV-NOT: Bitcast
; SPV: InBoundsPtrAccessChain [[#]] [[#A:]] [[#S]]
; SPV-NEXT: UntypedInBoundsPtrAccessChainKHR [[#]] [[#]] [[#]] [[#A]]
; SPV-NOT: Bitcast
; IR-NOT: bitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%struct.params = type { float, i32, [3 x i8] }

define spir_func void @f(ptr addrspace(1) %out, ptr byval(%struct.params) align 8 %p) {
entry:
  %arr = getelementptr inbounds %struct.params, ptr %p, i32 0, i32 2
  %e = getelementptr inbounds [3 x i8], ptr %arr, i64 0, i64 1
  %v = load i8, ptr %e, align 1
  store i8 %v, ptr addrspace(1) %out, align 1
  ret void
}
