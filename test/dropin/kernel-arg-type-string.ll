; -preserve-ocl-kernel-arg-type-metadata-through-string: forward writes each
; kernel's kernel_arg_type and kernel_arg_type_qual in OpStrings
; "kernel_arg_type.<kernel>.<types>," and "kernel_arg_type_qual.<kernel>.<quals>,";
; reverse with the option takes them from there (typedef names and const
; qualifiers survive), the base types stay the derived ones; without the
; option neither happens.  A comma inside template brackets belongs to the
; type name ("pair<int, vec<float, 2>>*").
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv -preserve-ocl-kernel-arg-type-metadata-through-string %t.bc -spirv-text -o - | FileCheck %s --check-prefix=CHECK-SPIRV
; RUN: llvm-spirv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=CHECK-SPIRV-NO
; CHECK-SPIRV-DAG: String [[#]] "kernel_arg_type.k.myInt,float4*,"
; CHECK-SPIRV-DAG: String [[#]] "kernel_arg_type_qual.k.,const volatile,"
; CHECK-SPIRV-DAG: String [[#]] "kernel_arg_type.t.pair<int, vec<float, 2>>*,int,"
; CHECK-SPIRV-NO-NOT: kernel_arg_type
; RUN: llvm-spirv -preserve-ocl-kernel-arg-type-metadata-through-string %t.bc -o %t.spv
; RUN: %if spirv-tools %{ spirv-val %t.spv %}
; RUN: llvm-spirv -r -preserve-ocl-kernel-arg-type-metadata-through-string %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CHECK-LLVM
; CHECK-LLVM: define spir_kernel void @k({{.*}} !kernel_arg_type ![[TY:[0-9]+]] !kernel_arg_type_qual ![[TQ:[0-9]+]] !kernel_arg_base_type ![[BT:[0-9]+]]
; CHECK-LLVM: define spir_kernel void @t({{.*}} !kernel_arg_type ![[TT:[0-9]+]]
; CHECK-LLVM-DAG: ![[TY]] = !{!"myInt", !"float4*"}
; CHECK-LLVM-DAG: ![[TQ]] = !{!"", !"const volatile"}
; CHECK-LLVM-DAG: ![[BT]] = !{!"int", !"{{[^"]*}}"}
; CHECK-LLVM-DAG: ![[TT]] = !{!"pair<int, vec<float, 2>>*", !"int"}
; RUN: llvm-spirv -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CHECK-LLVM-NO
; CHECK-LLVM-NO-NOT: !"myInt"
; CHECK-LLVM-NO-NOT: !"const volatile"
; CHECK-LLVM-NO-NOT: pair<

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 %a, ptr addrspace(1) %p) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
entry:
  ret void
}

define spir_kernel void @t(ptr addrspace(1) %p, i32 %n) !kernel_arg_addr_space !5 !kernel_arg_access_qual !1 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
entry:
  ret void
}

!0 = !{i32 0, i32 1}
!1 = !{!"none", !"none"}
!2 = !{!"myInt", !"float4*"}
!3 = !{!"int", !"float4*"}
!4 = !{!"", !"const volatile"}
!5 = !{i32 1, i32 0}
!6 = !{!"pair<int, vec<float, 2>>*", !"int"}
!7 = !{!"", !""}
