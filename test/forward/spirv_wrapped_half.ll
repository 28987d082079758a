; A `__spirv_` call on a one-member struct (SYCL's half and bfloat16 wrap
; their scalar) passes it `byval` and returns it `sret`: the pointers were
; handed to the instruction as its value operand and result, which spirv-val
; rejects ("Result must be a scalar or vector of integer, floating-point, or
; boolean type", issue 19).  The member is loaded and extracted, the
; instruction computes on it, and the result is wrapped and stored back.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; CHECK-DAG: 3 TypeFloat [[H:[0-9]+]] 16
; CHECK-DAG: 3 TypeStruct [[S:[0-9]+]] [[H]]
; CHECK-DAG: Decorate [[IN:[0-9]+]] Alignment 2
; CHECK-DAG: Decorate [[OUT:[0-9]+]] Alignment 4
; CHECK: Variable {{[0-9]+}} [[IN]] 7
; CHECK: Variable {{[0-9]+}} [[OUT]] 7
; CHECK: 4 Load [[S]] [[L:[0-9]+]] [[IN]]
; CHECK-NEXT: 5 CompositeExtract [[H]] [[E:[0-9]+]] [[L]] 0
; CHECK-NEXT: 6 GroupNonUniformShuffleDown [[H]] [[R:[0-9]+]] {{[0-9]+}} [[E]] {{[0-9]+}}
; CHECK-NEXT: 4 CompositeConstruct [[S]] [[W:[0-9]+]] [[R]]
; CHECK-NEXT: 3 Store {{[0-9]+}} [[W]]
; IR: %in = alloca %half_wrap, align 2
; IR: %out = alloca %half_wrap, align 4
; IR: [[L:%[0-9]+]] = load %half_wrap, ptr %in
; IR-NEXT: [[E:%[0-9]+]] = extractvalue %half_wrap [[L]], 0
; IR-NEXT: [[R:%[0-9]+]] = call spir_func half @_Z22sub_group_shuffle_downDhj(half [[E]], i32 1)
; IR-NEXT: [[T:%[0-9]+]] = alloca %half_wrap
; IR-NEXT: [[G:%[0-9]+]] = getelementptr inbounds %half_wrap, ptr [[T]], i32 0, i32 0
; IR-NEXT: store half [[R]], ptr [[G]]
; IR-NEXT: [[W:%[0-9]+]] = load %half_wrap, ptr [[T]]
; IR-NEXT: store %half_wrap [[W]], ptr addrspace(4) %out.as

target triple = "spir64-unknown-unknown"

%half_wrap = type { half }

define spir_func void @f() {
entry:
  %in = alloca %half_wrap, align 2
  %out = alloca %half_wrap, align 4
  %out.as = addrspacecast ptr %out to ptr addrspace(4)
  call spir_func void @_Z34__spirv_GroupNonUniformShuffleDownI9half_wrapET_jS0_j(ptr addrspace(4) sret(%half_wrap) align 2 %out.as, i32 3, ptr byval(%half_wrap) align 2 %in, i32 1)
  ret void
}

declare spir_func void @_Z34__spirv_GroupNonUniformShuffleDownI9half_wrapET_jS0_j(ptr addrspace(4) sret(%half_wrap), i32, ptr byval(%half_wrap), i32)
