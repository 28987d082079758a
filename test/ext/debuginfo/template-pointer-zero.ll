; Template value parameters of pointer type: a null pointer (or no value)
; is written as a 64-bit OpConstant 0 (spirv-val takes only an OpConstant
; there) and read back as ptr null; a zero of another width (clang's i8 0
; for a pointer-to-member or nullptr argument) stays that constant both
; ways, in every set.  The negative case: an integer parameter keeps its
; value.
; RUN: %lspv %s -o %t.ocl.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ocl.spv %}
; RUN: %lspv --verify %t.ocl.spv
; RUN: %lspv -to-text %t.ocl.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.ocl.spv -o %t.ocl.bc
; RUN: %opt -passes=verify %t.ocl.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 -o %t.ns.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ns.spv %}
; RUN: %lspv -r %t.ns.spv -o %t.ns.bc
; RUN: %opt -passes=verify %t.ns.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv -r %t.200.spv -o %t.200.bc
; RUN: %opt -passes=verify %t.200.bc -S -o - | FileCheck %s --check-prefix=IR
;
; SPV-DAG: TypeInt [[#I8:]] 8 0
; SPV-DAG: TypeInt [[#I64:]] 64 0
; SPV-DAG: Constant [[#I8]] [[#Z8:]] 0 {{$}}
; SPV-DAG: Constant [[#I64]] [[#Z64:]] 0 0 {{$}}
; SPV-DAG: String [[#V:]] "V"
; SPV-DAG: String [[#N:]] "N"
; SPV-DAG: DebugTypeTemplateParameter [[#V]] [[#]] [[#Z8]]
; SPV-DAG: DebugTypeTemplateParameter [[#N]] [[#]] [[#Z64]]
;
; IR-DAG: !DITemplateValueParameter(name: "V", type: ![[#]], value: i8 0)
; IR-DAG: !DITemplateValueParameter(name: "N", type: ![[#]], value: ptr null)
; IR-DAG: !DITemplateValueParameter(name: "K", type: ![[#]], value: i32 42)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @_Z3fooILi0ELDn0ELi42EEvv() !dbg !7 {
entry:
  ret void, !dbg !20
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.cpp", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "foo<0, nullptr, 42>", linkageName: "_Z3fooILi0ELDn0ELi42EEvv", scope: !1, file: !1, line: 3, type: !8, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !10)
!8 = !DISubroutineType(types: !9)
!9 = !{null}
!10 = !{!11, !14, !15}
!11 = !DITemplateValueParameter(name: "V", type: !12, value: i8 0)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DITemplateValueParameter(name: "N", type: !12, value: ptr null)
!15 = !DITemplateValueParameter(name: "K", type: !13, value: i32 42)
!20 = !DILocation(line: 3, column: 1, scope: !7)
