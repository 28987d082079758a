; Input of decls-before-moduleprocessed.test (LLVM 15 assembles it for llvm-spirv-15).
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) !dbg !5 {
entry:
  %v = load i32, ptr addrspace(1) %a, align 4, !alias.scope !12, !noalias !13, !dbg !9
  store i32 %v, ptr addrspace(1) %b, align 4, !alias.scope !13, !noalias !12, !dbg !9
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "al.cl", directory: "/tmp")
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!9 = !DILocation(line: 2, column: 3, scope: !5)
!10 = distinct !{!10, !"dom"}
!11 = distinct !{!11, !10, !"s0"}
!14 = distinct !{!14, !10, !"s1"}
!12 = !{!11}
!13 = !{!14}
