; SPV_KHR_untyped_pointers: a lifetime marker takes an OpTypePointer, so
; forward casts an untyped variable (of a scalar or a struct) to a typed
; pointer to what it holds right before the marker; variables of arrays and
; vectors are typed already.  Reverse reads such a cast as the variable
; itself: it kept it as a no-op bitcast, which the next forward wrote as an
; untyped pointer and cast once more (issue 19, seen on clang -O1 kernels
; with C11 atomics).  The round trip is a fixpoint in every environment.
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %if spirv-val-untyped %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r --spirv-target-env=CL1.2 %t.spv -o %t.cl12.bc
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o %t.cl20.bc
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: %llvm-dis %t.cl12.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.cl12.bc -o %t.cl12.spv
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.cl20.bc -o %t.cl20.spv
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.spvir.bc -o %t.spvir.spv
; RUN: cmp %t.spv %t.cl12.spv
; RUN: cmp %t.spv %t.cl20.spv
; RUN: cmp %t.spv %t.spvir.spv

; TEXT-DAG: TypeInt [[#I:]] 32 0
; TEXT-DAG: TypeStruct [[#S:]] [[#I]]
; TEXT-DAG: TypeUntypedPointerKHR [[#FP:]] 7
; TEXT-DAG: TypePointer [[#PI:]] 7 [[#I]]
; TEXT-DAG: TypePointer [[#PS:]] 7 [[#S]]
; TEXT: UntypedVariableKHR [[#FP]] [[#A:]] 7 [[#I]]
; TEXT: Variable [[#]] [[#B:]] 7
; TEXT: UntypedVariableKHR [[#FP]] [[#C:]] 7 [[#S]]
; TEXT: Bitcast [[#PI]] [[#CA:]] [[#A]]
; TEXT-NEXT: LifetimeStart [[#CA]] 0
; TEXT-NEXT: LifetimeStart [[#B]] 0
; TEXT-NEXT: Bitcast [[#PS]] [[#CC:]] [[#C]]
; TEXT-NEXT: LifetimeStart [[#CC]] 0
; TEXT: Bitcast [[#PS]] [[#CC2:]] [[#C]]
; TEXT-NEXT: LifetimeStop [[#CC2]] 0
; TEXT-NEXT: LifetimeStop [[#B]] 0
; TEXT-NEXT: Bitcast [[#PI]] [[#CA2:]] [[#A]]
; TEXT-NEXT: LifetimeStop [[#CA2]] 0

; IR: call void @llvm.lifetime.start.p0(ptr %a)
; IR-NEXT: call void @llvm.lifetime.start.p0(ptr %b)
; IR-NEXT: call void @llvm.lifetime.start.p0(ptr %s)
; IR-NOT: bitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, i32 }

define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %a = alloca i32, align 4
  %b = alloca [4 x i32], align 4
  %s = alloca %struct.S, align 4
  call void @llvm.lifetime.start.p0(ptr %a)
  call void @llvm.lifetime.start.p0(ptr %b)
  call void @llvm.lifetime.start.p0(ptr %s)
  store volatile i32 %n, ptr %a, align 4
  %g = getelementptr inbounds [4 x i32], ptr %b, i64 0, i32 %n
  store volatile i32 %n, ptr %g, align 4
  store volatile i32 %n, ptr %s, align 4
  %x = load volatile i32, ptr %a, align 4
  store i32 %x, ptr addrspace(1) %out, align 4
  call void @llvm.lifetime.end.p0(ptr %s)
  call void @llvm.lifetime.end.p0(ptr %b)
  call void @llvm.lifetime.end.p0(ptr %a)
  ret void
}

declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
