; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void classify(global const int *in, global int *out) {
;   size_t i = get_global_id(0);
;   int r;
;   switch (in[i]) {
;   case 0: r = 10; break;
;   case 1: r = 20; break;
;   case 5: r = in[i + 1] * 3; break;
;   case 100: r = -1; break;
;   case -7: r = 77; break;
;   default: r = in[i] ^ 0x55;
;   }
;   out[i] = r;
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %classify "classify"
; CHECK-DAG: OpPhi
; CHECK-DAG: OpSwitch
; CHECK-DAG: OpBitcast
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @classify(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  switch i32 %5, label %13 [
    i32 0, label %15
    i32 1, label %6
    i32 5, label %7
    i32 100, label %11
    i32 -7, label %12
  ]

6:                                                ; preds = %2
  br label %15

7:                                                ; preds = %2
  %8 = getelementptr i8, ptr addrspace(1) %4, i64 4
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !4
  %10 = mul nsw i32 %9, 3
  br label %15

11:                                               ; preds = %2
  br label %15

12:                                               ; preds = %2
  br label %15

13:                                               ; preds = %2
  %14 = xor i32 %5, 85
  br label %15

15:                                               ; preds = %2, %6, %7, %11, %12, %13
  %16 = phi i32 [ %14, %13 ], [ 77, %12 ], [ 20, %6 ], [ %10, %7 ], [ -1, %11 ], [ 10, %2 ]
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %3
  store i32 %16, ptr addrspace(1) %17, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_classify(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  switch i32 %5, label %13 [
    i32 0, label %15
    i32 1, label %6
    i32 5, label %7
    i32 100, label %11
    i32 -7, label %12
  ]

6:                                                ; preds = %2
  br label %15

7:                                                ; preds = %2
  %8 = getelementptr i8, ptr addrspace(1) %4, i64 4
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !4
  %10 = mul nsw i32 %9, 3
  br label %15

11:                                               ; preds = %2
  br label %15

12:                                               ; preds = %2
  br label %15

13:                                               ; preds = %2
  %14 = xor i32 %5, 85
  br label %15

15:                                               ; preds = %2, %13, %12, %11, %7, %6
  %16 = phi i32 [ %14, %13 ], [ 77, %12 ], [ 20, %6 ], [ %10, %7 ], [ -1, %11 ], [ 10, %2 ]
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %3
  store i32 %16, ptr addrspace(1) %17, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }

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
!8 = !{i32 1, i32 1}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"int*"}
!11 = !{!"const", !""}
