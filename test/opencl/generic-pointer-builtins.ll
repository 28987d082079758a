; OpenCL C 2.0 generic-address-space builtins.  to_global / to_local /
; to_private (clang's __to_global...) are OpGenericCastToPtrExplicit, which
; yields null when the pointer is elsewhere; reverse keeps them calls (an
; addrspacecast would lose that check).  get_fence is OpGenericPtrMemSemantics
; shifted right by 8; reverse gives the get_fence call back (not a shl/lshr
; pair, so a second round trip is the same module).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=TEXT < %t.spt
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o %t.2.spt
; RUN: diff %t.spt %t.2.spt
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: %lspv %t.spvir.bc -o %t.3.spv
; RUN: %lspv -to-text %t.3.spv -o - | FileCheck %s --check-prefix=TEXT3
; RUN: %llvm-spirv-15 -r %t.spv -o %t.peer.bc
; The result must be a pointer to the named address space.
; RUN: sed -e 's/ptr addrspace(1) @__to_global/ptr addrspace(3) @__to_global/' -e 's/load i32, ptr addrspace(1) %g/load i32, ptr addrspace(3) %g/' %s > %t.bad.ll
; RUN: not %lspv %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.bad.spv
; ERR: to_global/to_local/to_private takes a generic pointer and returns one to that address space

; TEXT-DAG: Constant [[#I32:]] [[#EIGHT:]] 8
; TEXT: GenericCastToPtrExplicit [[#]] [[#]] [[#P:]] 5
; TEXT: GenericCastToPtrExplicit [[#]] [[#]] [[#P]] 4
; TEXT: GenericCastToPtrExplicit [[#]] [[#]] [[#P]] 7
; TEXT: GenericPtrMemSemantics [[#I32]] [[#S:]] [[#P]]
; TEXT-NEXT: ShiftRightLogical [[#I32]] [[#]] [[#S]] [[#EIGHT]]

; TEXT3: GenericCastToPtrExplicit [[#]] [[#]] [[#P:]] 5
; TEXT3: GenericCastToPtrExplicit [[#]] [[#]] [[#P]] 4
; TEXT3: GenericCastToPtrExplicit [[#]] [[#]] [[#P]] 7
; TEXT3: GenericPtrMemSemantics [[#I32:]] [[#S:]]
; TEXT3-NEXT: ShiftRightLogical [[#I32]] [[#]] [[#S]]

; IR-LABEL: define spir_func i32 @f(
; IR: %g = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %p)
; IR: %l = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %p)
; IR: %q = call spir_func ptr @__to_private(ptr addrspace(4) %p)
; IR: %fence = call spir_func i32 @_Z9get_fencePU3AS4Kv(ptr addrspace(4) %p)
; IR-NOT: shl
; IR-NOT: lshr
; IR-NOT: addrspacecast
; IR: ret i32

; SPVIR: call spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobal{{[A-Za-z0-9]+}}(ptr addrspace(4) %p, i32 5)
; SPVIR: call spir_func ptr addrspace(3) @_Z40__spirv_GenericCastToPtrExplicit_ToLocal{{[A-Za-z0-9]+}}(ptr addrspace(4) %p, i32 4)
; SPVIR: call spir_func ptr @_Z42__spirv_GenericCastToPtrExplicit_ToPrivate{{[A-Za-z0-9]+}}(ptr addrspace(4) %p, i32 7)
; The pointer is to const, as in get_fence (and llvm-spirv).
; SPVIR: call spir_func i32 @_Z30__spirv_GenericPtrMemSemanticsPU3AS4K{{[A-Za-z0-9]+}}(ptr addrspace(4) %p)
; SPVIR: lshr i32 %{{.*}}, 8

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(ptr addrspace(4) %p) {
entry:
  %g = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %p)
  %l = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %p)
  %q = call spir_func ptr @__to_private(ptr addrspace(4) %p)
  %fence = call spir_func i32 @_Z9get_fencePU3AS4v(ptr addrspace(4) %p)
  %v = load i32, ptr addrspace(1) %g, align 4
  %w = load i32, ptr addrspace(3) %l, align 4
  %x = load i32, ptr %q, align 4
  %s1 = add i32 %v, %w
  %s2 = add i32 %s1, %x
  %s3 = add i32 %s2, %fence
  ret i32 %s3
}

declare spir_func ptr addrspace(1) @__to_global(ptr addrspace(4))
declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4))
declare spir_func ptr @__to_private(ptr addrspace(4))
declare spir_func i32 @_Z9get_fencePU3AS4v(ptr addrspace(4))
