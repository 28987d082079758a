; A Clang module and a using declaration of it (DIModule, DIImportedEntity):
; with SPV_INTEL_debug_module, OpenCL.DebugInfo.100 writes DebugModuleINTEL
; (its capability and extension declared); NonSemantic.Shader.DebugInfo.200
; writes its own DebugModule; NonSemantic.Shader.DebugInfo.100 with the
; extension writes instruction 36 (llvm-spirv's DebugModuleINTEL, which its
; grammar lacks) in .200's layout, every operand an id; reverse rebuilds the
; module (name, macros, include path, API notes) and the unit's imported
; entity.  Without the extension OpenCL.DebugInfo.100 and
; NonSemantic.Shader.DebugInfo.100 have no module record: the import names
; DebugInfoNone and is dropped on reverse, the output stays valid.
; RUN: %lspv --spirv-ext=+SPV_INTEL_debug_module %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=OCL
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-debug-info-version=nonsemantic-shader-200 %s -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv -to-text %t.200.spv -o - | FileCheck %s --check-prefix=NS200
; RUN: %lspv -r %t.200.spv -o %t.200.bc
; RUN: %opt -passes=verify %t.200.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_debug_module --spirv-debug-info-version=nonsemantic-shader-100 %s -o %t.100.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.100.spv %}
; RUN: %lspv -to-text %t.100.spv -o - | FileCheck %s --check-prefix=NS100
; RUN: %lspv -r %t.100.spv -o %t.100.bc
; RUN: %opt -passes=verify %t.100.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-debug-info-version=nonsemantic-shader-100 %s -o %t.100none.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.100none.spv %}
; RUN: %lspv -to-text %t.100none.spv -o - | FileCheck %s --check-prefix=NONE
; RUN: %lspv %s -o %t.none.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.none.spv %}
; RUN: %lspv -to-text %t.none.spv -o - | FileCheck %s --check-prefix=NONE
; RUN: %lspv -r %t.none.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR-NONE
;
; OCL: Capability DebugInfoModuleINTEL
; OCL: Extension "SPV_INTEL_debug_module"
; OCL-DAG: String [[NAME:[0-9]+]] "Mod"
; OCL-DAG: String [[MACROS:[0-9]+]] "-DM=1"
; OCL-DAG: String [[INC:[0-9]+]] "/inc"
; OCL-DAG: String [[NOTES:[0-9]+]] "m.apinotes"
; OCL: ExtInst {{[0-9]+}} [[MOD:[0-9]+]] {{[0-9]+}} DebugModuleINTEL [[NAME]] {{[0-9]+}} {{[0-9]+}} 0 [[MACROS]] [[INC]] [[NOTES]] 0 {{$}}
; OCL: DebugImportedEntity {{[0-9]+}} 1 {{[0-9]+}} [[MOD]] 5 0 {{[0-9]+}} {{$}}
; NS200: ExtInst {{[0-9]+}} [[MOD:[0-9]+]] {{[0-9]+}} DebugModule {{([0-9]+ ){8}$}}
; NS200: DebugImportedEntity {{[0-9]+ [0-9]+ [0-9]+}} [[MOD]]
; NS100: Capability DebugInfoModuleINTEL
; NS100: Extension "SPV_INTEL_debug_module"
; NS100-DAG: String [[NAME:[0-9]+]] "Mod"
; NS100-DAG: String [[MACROS:[0-9]+]] "-DM=1"
; NS100-DAG: Constant {{[0-9]+}} [[FIVE:[0-9]+]] 5 {{$}}
; NS100: ExtInst {{[0-9]+}} [[MOD:[0-9]+]] {{[0-9]+}} 36 [[NAME]] {{[0-9]+ [0-9]+ [0-9]+}} [[MACROS]] {{([0-9]+ ){3}$}}
; NS100: DebugImportedEntity {{[0-9]+ [0-9]+ [0-9]+}} [[MOD]] [[FIVE]]
; NONE-NOT: DebugInfoModuleINTEL
; NONE-NOT: ExtInst {{[0-9]+ [0-9]+ [0-9]+}} 36 
; NONE-NOT: DebugModule
;
; IR: !DICompileUnit({{.*}}imports: [[IMPORTS:![0-9]+]]
; IR: [[IMPORTS]] = !{[[IMP:![0-9]+]]}
; IR: [[IMP]] = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: {{![0-9]+}}, entity: [[M:![0-9]+]], file: {{![0-9]+}}, line: 5)
; IR: [[M]] = !DIModule(scope: null, name: "Mod", configMacros: "-DM=1", includePath: "/inc", apinotes: "m.apinotes")
; IR-NONE-NOT: DIModule
; IR-NONE-NOT: DIImportedEntity
; IR-NONE: !llvm.dbg.cu
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @f() !dbg !6 {
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, imports: !2)
!1 = !DIFile(filename: "m.cpp", directory: "/src")
!2 = !{!3}
!3 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !4, file: !1, line: 5)
!4 = !DIModule(scope: null, name: "Mod", configMacros: "-DM=1", includePath: "/inc", apinotes: "m.apinotes")
!6 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 7, type: !7, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !0)
!7 = !DISubroutineType(types: !8)
!8 = !{null}
!9 = !DILocation(line: 7, column: 1, scope: !6)
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 7, !"Dwarf Version", i32 4}
