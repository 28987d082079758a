; `__spirv_PtrDiff` / `__spirv_PtrEqual` calls (SPIR-V 1.4) see their
; pointers at the first argument's own type (no cast to i8); the others are
; cast to it.  Pointer comparisons of LLVM compare addresses as integers, so
; a module without the explicit calls stays at SPIR-V 1.0.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; lspv's own module under --exact-roundtrip keeps the pointer comparison.
; RUN: %lspv -r --exact-roundtrip %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=EXACT
; RUN: sed '/^; calls:begin/,/^; calls:end/d' %s > %t.13.ll
; RUN: %lspv %t.13.ll --spirv-max-version=1.3 -spirv-text -o - | FileCheck %s --check-prefix=V13
; RUN: %lspv %t.13.ll --spirv-max-version=1.3 -o %t.13.spv
; RUN: %spirv-val %t.13.spv
; The explicit instructions cannot be written below 1.4.
; RUN: not %lspv %s --spirv-max-version=1.3 -o %t.err.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.err.spv

; SPV: 119734787 66560
; SPV-DAG: TypeFloat [[#F:]] 32
; SPV-DAG: TypePointer [[#PF:]] 5 [[#F]]
; SPV: FunctionParameter [[#PF]] [[#A:]]
; SPV: FunctionParameter [[#]] [[#B:]]
; Equality of two pointers: the second seen at the first's type.
; SPV: Bitcast [[#PF]] [[#BA:]] [[#B]]
; SPV: PtrEqual [[#]] [[#]] [[#A]] [[#BA]]
; SPV: PtrNotEqual [[#]] [[#]] [[#A]] [[#]]
; An ordering compares addresses.
; SPV: ConvertPtrToU
; SPV: ConvertPtrToU
; SPV: ULessThan
; The mangled name types the second pointer too: no cast.
; SPV: FunctionParameter [[#PF]] [[#HA:]]
; SPV: FunctionParameter [[#PF]] [[#HB:]]
; SPV-NOT: Bitcast
; SPV: PtrEqual [[#]] [[#]] [[#HA]] [[#HB]]
; SPV: FunctionParameter [[#PF]] [[#GA:]]
; SPV: FunctionParameter [[#PF]] [[#GB:]]
; SPV: PtrDiff [[#]] [[#]] [[#GA]] [[#GB]]
; SPV: PtrEqual [[#]] [[#]] [[#GA]] [[#GB]]

; LLVM: icmp eq i64
; LLVM: icmp ult i64
; LLVM: sub i64
; LLVM: sdiv exact i64

; Below 1.4 every comparison is of addresses, a null operand converted too.
; EXACT: icmp eq ptr addrspace(1) %a,
; EXACT: icmp ne ptr addrspace(1) %a, null

; V13: 119734787 65536
; V13-NOT: PtrEqual
; V13: ConvertPtrToU
; V13: ConvertPtrToU
; V13: IEqual
; V13: ConvertPtrToU
; V13: ConvertPtrToU
; V13: INotEqual

; ERR: RequiresVersion

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %x = load float, ptr addrspace(1) %a, align 4
  %eq = icmp eq ptr addrspace(1) %a, %b
  %ne = icmp ne ptr addrspace(1) %a, null
  %lt = icmp ult ptr addrspace(1) %a, %b
  %c1 = and i1 %eq, %ne
  %c2 = and i1 %c1, %lt
  %r = zext i1 %c2 to i32
  ret i32 %r
}

; calls:begin
define spir_func i1 @h(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %x = load float, ptr addrspace(1) %a, align 4
  %e = call spir_func i1 @_Z16__spirv_PtrEqualPU3AS1fS0_(ptr addrspace(1) %a, ptr addrspace(1) %b)
  ret i1 %e
}

define spir_func i64 @g(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %x = load float, ptr addrspace(1) %a, align 4
  %y = load float, ptr addrspace(1) %b, align 4
  %d = call spir_func i64 @_Z15__spirv_PtrDiffPU3AS1fS0_(ptr addrspace(1) %a, ptr addrspace(1) %b)
  %e = call spir_func i1 @_Z16__spirv_PtrEqualPU3AS1fS0_(ptr addrspace(1) %a, ptr addrspace(1) %b)
  %z = zext i1 %e to i64
  %s = add i64 %d, %z
  ret i64 %s
}

declare spir_func i64 @_Z15__spirv_PtrDiffPU3AS1fS0_(ptr addrspace(1), ptr addrspace(1))
declare spir_func i1 @_Z16__spirv_PtrEqualPU3AS1fS0_(ptr addrspace(1), ptr addrspace(1))
; calls:end
