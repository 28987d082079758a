; An instruction that writes nothing (a sampler initializer call, folded
; into an OpConstantSampler) gets no DebugScope / line of its own: the
; records written for it would stand before no instruction, and the next
; location replaces them, in every set.  The negative case: an instruction
; that writes something (the add) keeps its line; a location equal to the
; one in force before the dropped records is not repeated.
; RUN: %lspv %s -o %t.ocl.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ocl.spv %}
; RUN: %lspv --verify %t.ocl.spv
; RUN: %lspv -to-text %t.ocl.spv -o - | FileCheck %s --check-prefix=OCL
; RUN: %lspv -r %t.ocl.spv -o %t.ocl.bc
; RUN: %opt -passes=verify %t.ocl.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv -to-text %t.200.spv -o - | FileCheck %s --check-prefix=NS
; RUN: %lspv -r %t.200.spv -o %t.200.bc
; RUN: %opt -passes=verify %t.200.bc -S -o - | FileCheck %s --check-prefix=IR
;
; OCL: ConstantSampler [[#]] [[#SAMP:]] 2 0 0
; OCL: Label
; OCL-NEXT: DebugScope
; OCL-NEXT: Line [[#F:]] 5 2
; OCL-NEXT: IAdd
; OCL-NEXT: Line [[#F]] 7 0
; OCL-NEXT: DebugValue [[#]] [[#SAMP]]
; OCL-NEXT: Line [[#F]] 8 0
; OCL-NEXT: Return
; OCL-NOT: Line [[#F]] 6
;
; NS-DAG: Constant [[#]] [[#L5:]] 5 {{$}}
; NS-DAG: Constant [[#]] [[#L6:]] 6 {{$}}
; NS-DAG: Constant [[#]] [[#L7:]] 7 {{$}}
; NS: Label
; NS: DebugScope
; NS-NEXT: DebugLine [[#]] [[#L5]] [[#L5]]
; NS-NEXT: IAdd
; NS-NEXT: DebugLine [[#]] [[#L7]] [[#L7]]
; NS-NEXT: DebugValue
; NS-NOT: DebugLine [[#]] [[#L6]]
;
; IR: add i32 %x, 1, !dbg ![[#ADD:]]
; IR: ret void, !dbg ![[#RET:]]
; IR: ![[#ADD]] = !DILocation(line: 5, column: 2,
; IR: ![[#RET]] = !DILocation(line: 8,

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @foo(i32 %x) !dbg !7 {
entry:
  %y = add i32 %x, 1, !dbg !20
  %s = tail call ptr addrspace(2) @__translate_sampler_initializer(i32 20), !dbg !17
    #dbg_value(ptr addrspace(2) %s, !12, !DIExpression(), !18)
  ret void, !dbg !19
}

declare ptr addrspace(2) @__translate_sampler_initializer(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!opencl.ocl.version = !{!5}
!opencl.spir.version = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "s.cl", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 2, i32 0}
!7 = distinct !DISubprogram(name: "foo", scope: !1, file: !1, line: 1, type: !9, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!9 = !DISubroutineType(types: !10)
!10 = !{null}
!11 = !{!12}
!12 = !DILocalVariable(name: "s", scope: !7, file: !1, line: 6, type: !13)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "sampler_t", file: !1, line: 3, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 32)
!16 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_sampler_t", file: !1, flags: DIFlagFwdDecl)
!17 = !DILocation(line: 6, scope: !7)
!18 = !DILocation(line: 7, scope: !7)
!19 = !DILocation(line: 8, scope: !7)
!20 = !DILocation(line: 5, column: 2, scope: !7)
