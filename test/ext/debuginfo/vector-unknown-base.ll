; Reverse: an array or vector type whose element type is DebugInfoNone (or
; no type) gets an unspecified type "SPIRV unknown type" as its base, as
; llvm-spirv reads it; the verifier refuses an array type without base.
; The SPIR-V is this module's, with the vector's base replaced by the
; DebugInfoNone.
; RUN: %lspv %s -o %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: %python -c "import re,sys; t=open(sys.argv[1]).read(); n=re.search(r'ExtInst \d+ (\d+) \d+ DebugInfoNone', t).group(1); open(sys.argv[2],'w').write(re.sub(r'(DebugTypeVector) \d+', r'\1 ' + n, t))" %t.spt %t.none.spt
; RUN: FileCheck %s --check-prefix=SPV < %t.none.spt
; RUN: %lspv -to-binary %t.none.spt -o %t.none.spv
; RUN: %lspv -r %t.none.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; The module as written keeps its float base:
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=KEEP
;
; SPV: ExtInst [[#]] [[#NONE:]] [[#]] DebugInfoNone
; SPV: DebugTypeVector [[#NONE]] 2 {{$}}
; IR-DAG: !DICompositeType(tag: DW_TAG_array_type, baseType: [[U:![0-9]+]], flags: DIFlagVector
; IR-DAG: [[U]] = !DIBasicType(tag: DW_TAG_unspecified_type, name: "SPIRV unknown type")
; KEEP: !DICompositeType(tag: DW_TAG_array_type, baseType: [[F:![0-9]+]], size: 64, flags: DIFlagVector
; KEEP: [[F]] = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
; KEEP-NOT: SPIRV unknown type

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@v2 = addrspace(1) global <2 x float> zeroinitializer, align 8, !dbg !0

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!11, !12}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = !DIGlobalVariable(name: "v2", scope: !8, file: !2, line: 2, type: !3, isLocal: false, isDefinition: true)
!2 = !DIFile(filename: "u.cl", directory: "/tmp")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 64, flags: DIFlagVector, elements: !4)
!4 = !{!5}
!5 = !DISubrange(count: 2)
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !2, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10)
!10 = !{!0}
!11 = !{i32 2, !"Dwarf Version", i32 4}
!12 = !{i32 2, !"Debug Info Version", i32 3}
