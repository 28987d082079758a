; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void hello(global int *a) {
;   printf("hello \"world\" %d\\n\n", a[0]);
;   printf("tab\there %f %s\n", 1.5f, "str");
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Float64
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %hello "hello"
; CHECK-DAG: OpExtInst %uint %{{[0-9]+}} printf
; CHECK-DAG: OpVariable %_ptr_UniformConstant__arr_uchar_ulong_20 UniformConstant %{{[0-9]+}}
; CHECK-DAG: OpVariable %_ptr_UniformConstant__arr_uchar_ulong_16 UniformConstant %{{[0-9]+}}
; CHECK-DAG: OpVariable %_ptr_UniformConstant__arr_uchar_ulong_4 UniformConstant %{{[0-9]+}}
; CHECK-DAG: OpBitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@.str = private unnamed_addr addrspace(2) constant [20 x i8] c"hello \22world\22 %d\\n\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(2) constant [16 x i8] c"tab\09here %f %s\0A\00", align 1
@.str.2 = private unnamed_addr addrspace(2) constant [4 x i8] c"str\00", align 1

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @hello(ptr addrspace(1) noundef readonly align 4 captures(none) %0) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = load i32, ptr addrspace(1) %0, align 4, !tbaa !4
  %3 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, i32 noundef %2) #3
  %4 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.1, double noundef 1.500000e+00, ptr addrspace(2) noundef @.str.2) #3
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_hello(ptr addrspace(1) noundef readonly align 4 captures(none) %0) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = load i32, ptr addrspace(1) %0, align 4, !tbaa !4
  %3 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, i32 noundef %2) #3
  %4 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.1, double noundef 1.500000e+00, ptr addrspace(2) noundef @.str.2) #3
  ret void
}

; Function Attrs: convergent nofree nounwind
declare dso_local spir_func noundef i32 @printf(ptr addrspace(2) noundef readonly captures(none), ...) local_unnamed_addr #2

attributes #0 = { convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1}
!9 = !{!"none"}
!10 = !{!"int*"}
!11 = !{!""}
