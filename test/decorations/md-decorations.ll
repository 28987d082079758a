; !spirv.Decorations on global variables and instructions and
; !spirv.ParameterDecorations on functions become OpDecorate / OpDecorateId
; (operands by the grammar: literals, strings, <id>s); SPIR-V friendly IR
; lists them back, and a kernel always gets its parameter lists.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPT
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv --spirv-target-env=SPV-IR -o %t.spvir.bc
; RUN: %llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CL
; The SPV-IR output carries the same decorations forward again.
; RUN: %lspv %t.spvir.bc -spirv-text -o - | FileCheck %s --check-prefix=SPT

target triple = "spir64-unknown-unknown"

@table = addrspace(1) global [4 x i32] zeroinitializer, align 8, !spirv.Decorations !0
@scale = addrspace(1) global i32 3, !spirv.Decorations !4

define spir_kernel void @k(ptr addrspace(1) align 16 dereferenceable(64) %out, ptr addrspace(1) %in, i32 %n) !kernel_arg_type_qual !10 !spirv.ParameterDecorations !20 {
entry:
  %v = load i32, ptr addrspace(1) %in, align 4
  %s = load i32, ptr addrspace(1) @scale, align 4
  %m = mul i32 %v, %s, !spirv.Decorations !30
  store i32 %m, ptr addrspace(1) %out, align 4
  ret void
}

; Constant (22), a second Alignment (44) the core's own one wins over, a
; UserSemantic string (5635).
!0 = !{!1, !2, !3}
!1 = !{i32 22}
!2 = !{i32 44, i32 4}
!3 = !{i32 5635, !"lookup table"}
; AlignmentId (46) with an <id> operand: OpDecorateId.
!4 = !{!5}
!5 = !{i32 46, i32 8}
!10 = !{!"", !"volatile", !""}
; parameter 0: Restrict (19); 1: none; 2: UserSemantic
!20 = !{!21, !22, !23}
!21 = !{!1001}
!1001 = !{i32 19}
!22 = !{}
!23 = !{!24}
!24 = !{i32 5635, !"count"}
!30 = !{!31}
!31 = !{i32 5635, !"scaled"}

; SPT-DAG: Decorate [[#TABLE:]] Constant
; SPT-DAG: Decorate [[#TABLE]] Alignment 8
; SPT-NOT: Decorate [[#TABLE]] Alignment 4
; SPT-DAG: Decorate [[#TABLE]] UserSemantic "lookup table"
; SPT-DAG: DecorateId [[#SCALE:]] AlignmentId [[#EIGHT:]]
; SPT-DAG: Constant [[#]] [[#EIGHT]] 8
; SPT-DAG: Decorate [[#OUT:]] Restrict
; SPT-DAG: Decorate [[#OUT]] Alignment 16
; SPT-DAG: Decorate [[#OUT]] MaxByteOffset 64
; SPT-DAG: Decorate [[#IN:]] Volatile
; SPT-DAG: Decorate [[#N:]] UserSemantic "count"
; SPT-DAG: Decorate [[#MUL:]] UserSemantic "scaled"
; SPT-DAG: Variable [[#]] [[#TABLE]] 5
; SPT-DAG: Variable [[#]] [[#SCALE]] 5
; SPT-DAG: FunctionParameter [[#]] [[#OUT]]
; SPT-DAG: FunctionParameter [[#]] [[#IN]]
; SPT-DAG: FunctionParameter [[#]] [[#N]]
; SPT-DAG: IMul [[#]] [[#MUL]]

; SPVIR-DAG: @table = addrspace(1) constant [4 x i32] zeroinitializer, align 8, !spirv.Decorations ![[TD:[0-9]+]]
; SPVIR-DAG: @scale = addrspace(1) global i32 3, align 8, !spirv.Decorations ![[SD:[0-9]+]]
; SPVIR-DAG: define spir_kernel void @k(ptr addrspace(1) align 16 dereferenceable(64) %out, ptr addrspace(1) %in, i32 %n) {{.*}}!spirv.ParameterDecorations ![[PD:[0-9]+]]
; SPVIR-DAG: mul i32 %{{.*}}, %{{.*}}, !spirv.Decorations ![[MD:[0-9]+]]
; SPVIR-DAG: ![[TD]] = !{![[CONST:[0-9]+]], ![[LINK:[0-9]+]], ![[ALIGN:[0-9]+]], ![[US:[0-9]+]]}
; SPVIR-DAG: ![[CONST]] = !{i32 22}
; SPVIR-DAG: ![[ALIGN]] = !{i32 44, i32 8}
; SPVIR-DAG: ![[LINK]] = !{i32 41, !"table", i32 0}
; SPVIR-DAG: ![[US]] = !{i32 5635, !"lookup table"}
; SPVIR-DAG: ![[SD]] = !{![[SLINK:[0-9]+]], ![[SALIGN:[0-9]+]]}
; SPVIR-DAG: ![[SALIGN]] = !{i32 46, i32 8}
; SPVIR-DAG: ![[PD]] = !{![[P0:[0-9]+]], ![[P1:[0-9]+]], ![[P2:[0-9]+]]}
; SPVIR-DAG: ![[P0]] = !{![[RESTRICT:[0-9]+]], ![[PALIGN:[0-9]+]], ![[PMAX:[0-9]+]]}
; SPVIR-DAG: ![[RESTRICT]] = !{i32 19}
; SPVIR-DAG: ![[PALIGN]] = !{i32 44, i32 16}
; SPVIR-DAG: ![[PMAX]] = !{i32 45, i32 64}
; SPVIR-DAG: ![[P1]] = !{![[VOL:[0-9]+]]}
; SPVIR-DAG: ![[VOL]] = !{i32 21}
; SPVIR-DAG: ![[P2]] = !{![[PUS:[0-9]+]]}
; SPVIR-DAG: ![[PUS]] = !{i32 5635, !"count"}
; SPVIR-DAG: ![[MD]] = !{![[MUS:[0-9]+]]}
; SPVIR-DAG: ![[MUS]] = !{i32 5635, !"scaled"}

; CL-NOT: !spirv.Decorations
; CL: define spir_kernel void @k({{.*}}) {{.*}}!kernel_arg_type_qual ![[Q:[0-9]+]] !kernel_arg_base_type !{{[0-9]+}} !spirv.ParameterDecorations ![[CPD:[0-9]+]]
; CL-NOT: !spirv.Decorations
; CL-DAG: ![[Q]] = !{!"", !"volatile", !""}
; CL-DAG: ![[CPD]] = !{!{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}}
