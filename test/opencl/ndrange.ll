; ndrange_1D/2D/3D: OpBuildNDRange (global size, local size, offset; a
; missing one is zero, the 2D/3D arrays are loaded) stored through the sret
; pointer; back as ndrange_<N>D with all three sizes (arrays through
; private copies) or __spirv_BuildNDRange_<N>D in SPV-IR; the round trip
; translates again.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CL20
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv %t.rev.bc -o %t.rt.spv
; RUN: %spirv-val %t.rt.spv
; RUN: %lspv -to-text %t.rt.spv -o - | FileCheck %s --check-prefix=RT
; RUN: not %lspv %S/Inputs/ndrange-no-sret.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

; SPV-DAG: Capability DeviceEnqueue
; SPV-DAG: TypeStruct [[#ND:]] [[#]] [[#]] [[#]] [[#]]
; SPV-DAG: Constant [[#I64:]] [[#G:]] 64 0
; SPV-DAG: Constant [[#I64]] [[#L:]] 8 0
; SPV-DAG: Constant [[#I64]] [[#Z:]] 0 0
; SPV-DAG: ConstantNull [[#ARR2:]] [[#NULL2:]]
; SPV: BuildNDRange [[#ND]] [[#R1:]] [[#G]] [[#L]] [[#Z]]
; SPV-NEXT: Store [[#]] [[#R1]]
; SPV: Load [[#ARR2]] [[#A:]]
; SPV-NEXT: BuildNDRange [[#ND]] [[#R2:]] [[#A]] [[#NULL2]] [[#NULL2]]
; SPV-NEXT: Store [[#]] [[#R2]]
; SPV: Load [[#ARR2]] [[#GS:]]
; SPV: Load [[#ARR2]] [[#LS:]]
; SPV: Load [[#ARR2]] [[#OFF:]]
; SPV-NEXT: BuildNDRange [[#ND]] [[#]] [[#GS]] [[#LS]] [[#OFF]]

; RT-COUNT-3: BuildNDRange
; RT-NOT: FunctionCall

; CL20: call spir_func void @_Z10ndrange_1Dmmm(ptr sret(%struct.ndrange_t) %r1, i64 0, i64 64, i64 8)
; CL20: call spir_func void @_Z10ndrange_2DPKmS0_S0_(ptr sret(%struct.ndrange_t) %r2, ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}})
; CL20: declare spir_func void @_Z10ndrange_1Dmmm(ptr sret(%struct.ndrange_t), i64, i64, i64)

; SPVIR: call spir_func void @_Z23__spirv_BuildNDRange_1Dlll(ptr sret(%struct.ndrange_t) %r1, i64 64, i64 8, i64 0)
; SPVIR: call spir_func void @_Z23__spirv_BuildNDRange_2DPlS_S_(ptr sret(%struct.ndrange_t) %r2, [2 x i64] %{{.*}}, [2 x i64] zeroinitializer, [2 x i64] zeroinitializer)

; ERR: ndrange_ND takes an sret ndrange_t pointer

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

define spir_func void @f(ptr %sizes, ptr %off) {
entry:
  %r1 = alloca %struct.ndrange_t, align 8
  %r2 = alloca %struct.ndrange_t, align 8
  %r3 = alloca %struct.ndrange_t, align 8
  call spir_func void @_Z10ndrange_1Dmm(ptr sret(%struct.ndrange_t) %r1, i64 64, i64 8)
  call spir_func void @_Z10ndrange_2DPKm(ptr sret(%struct.ndrange_t) %r2, ptr %sizes)
  call spir_func void @_Z10ndrange_2DPKmS0_S0_(ptr sret(%struct.ndrange_t) %r3, ptr %off, ptr %sizes, ptr %sizes)
  ret void
}

declare spir_func void @_Z10ndrange_1Dmm(ptr sret(%struct.ndrange_t), i64, i64)
declare spir_func void @_Z10ndrange_2DPKm(ptr sret(%struct.ndrange_t), ptr)
declare spir_func void @_Z10ndrange_2DPKmS0_S0_(ptr sret(%struct.ndrange_t), ptr, ptr, ptr)
