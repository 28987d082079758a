; Annotations <-> UserSemantic (core SPIR-V 1.4): llvm.var.annotation on an
; alloca, llvm.ptr.annotation on a struct field (with clang's optional
; arguments rendered as ": 1, 2"), and llvm.global.annotations entries on a
; global variable and a function.  No extension is needed.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=IR
; The reverse translates forward again to the same decorations.
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT

; UserSemantic needs SPIR-V 1.4.
; TEXT: 119734787 66560
; TEXT-DAG: Decorate [[#VAR:]] UserSemantic "on a variable"
; TEXT-DAG: Decorate [[#FIELD:]] UserSemantic "on a field: 1, 2"
; TEXT-DAG: Decorate [[#FIELD]] UserSemantic "{not fpga}"
; TEXT-DAG: Decorate [[#GV:]] UserSemantic "on a global"
; TEXT-DAG: Decorate [[#FN:]] UserSemantic "on a function"
; TEXT-DAG: Variable [[#]] [[#GV]] 5
; TEXT-DAG: Function [[#]] [[#FN]] 0 [[#]]
; TEXT-DAG: Variable [[#]] [[#VAR]] 7
; TEXT-DAG: InBoundsPtrAccessChain [[#]] [[#FIELD]] [[#]] [[#]] [[#]]

; IR-DAG: [[V:@[0-9]+]] = private unnamed_addr constant [14 x i8] c"on a variable\00"
; IR-DAG: [[F1:@[0-9]+]] = private unnamed_addr constant [17 x i8] c"on a field: 1, 2\00"
; IR-DAG: [[F2:@[0-9]+]] = private unnamed_addr constant [11 x i8] c"{not fpga}\00"
; IR-DAG: [[G:@[0-9]+]] = private unnamed_addr constant [12 x i8] c"on a global\00", section "llvm.metadata"
; IR-DAG: [[FN:@[0-9]+]] = private unnamed_addr constant [14 x i8] c"on a function\00", section "llvm.metadata"
; IR-DAG: @llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [{{.*}} { ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr [[G]], ptr poison, i32 poison, ptr poison }, {{.*}} { ptr @annotated, ptr [[FN]], ptr poison, i32 poison, ptr poison }], section "llvm.metadata"
; IR-LABEL: define spir_func i32 @annotated(
; IR: %x = alloca i32
; IR-NEXT: call void @llvm.var.annotation.p0.p0(ptr %x, ptr [[V]], ptr poison, i32 poison, ptr poison)
; IR: [[GEP:%[a-z0-9]+]] = getelementptr inbounds %s, ptr %p, i64 0, i32 1
; IR-NEXT: [[A1:%[0-9]+]] = call ptr @llvm.ptr.annotation.p0.p0(ptr [[GEP]], ptr [[F1]], ptr poison, i32 poison, ptr poison)
; IR-NEXT: [[A2:%[0-9]+]] = call ptr @llvm.ptr.annotation.p0.p0(ptr [[A1]], ptr [[F2]], ptr poison, i32 poison, ptr poison)
; IR-NEXT: [[C1:%[a-z0-9]+]] = bitcast ptr [[A2]] to ptr
; IR-NEXT: [[C2:%[0-9]+]] = bitcast ptr [[C1]] to ptr
; IR-NEXT: store i32 %v, ptr [[C2]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%s = type { i32, i32 }

@g = addrspace(1) global i32 0, align 4
@.str.var = private unnamed_addr addrspace(1) constant [14 x i8] c"on a variable\00", section "llvm.metadata"
@.str.field = private unnamed_addr addrspace(1) constant [11 x i8] c"on a field\00", section "llvm.metadata"
@.str.brace = private unnamed_addr addrspace(1) constant [11 x i8] c"{not fpga}\00", section "llvm.metadata"
@.str.gv = private unnamed_addr addrspace(1) constant [12 x i8] c"on a global\00", section "llvm.metadata"
@.str.fn = private unnamed_addr addrspace(1) constant [14 x i8] c"on a function\00", section "llvm.metadata"
@.str.file = private unnamed_addr addrspace(1) constant [7 x i8] c"test.c\00", section "llvm.metadata"
@.args = private unnamed_addr addrspace(1) constant { i32, i32 } { i32 1, i32 2 }, section "llvm.metadata"
@llvm.global.annotations = appending global [2 x { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) }] [{ ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) } { ptr addrspace(1) @g, ptr addrspace(1) @.str.gv, ptr addrspace(1) @.str.file, i32 1, ptr addrspace(1) null }, { ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1) } { ptr addrspace(1) addrspacecast (ptr @annotated to ptr addrspace(1)), ptr addrspace(1) @.str.fn, ptr addrspace(1) @.str.file, i32 2, ptr addrspace(1) null }], section "llvm.metadata"

define spir_func i32 @annotated(ptr %p, i32 %v) {
entry:
  %x = alloca i32, align 4
  call void @llvm.var.annotation.p0.p1(ptr %x, ptr addrspace(1) @.str.var, ptr addrspace(1) @.str.file, i32 3, ptr addrspace(1) null)
  store i32 %v, ptr %x, align 4
  %f = getelementptr inbounds %s, ptr %p, i64 0, i32 1
  %a = call ptr @llvm.ptr.annotation.p0.p1(ptr %f, ptr addrspace(1) @.str.field, ptr addrspace(1) @.str.file, i32 4, ptr addrspace(1) @.args)
  %b = call ptr @llvm.ptr.annotation.p0.p1(ptr %a, ptr addrspace(1) @.str.brace, ptr addrspace(1) @.str.file, i32 5, ptr addrspace(1) null)
  store i32 %v, ptr %b, align 4
  %r = load i32, ptr %x, align 4
  ret i32 %r
}

declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare ptr @llvm.ptr.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
