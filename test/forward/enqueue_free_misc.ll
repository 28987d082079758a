; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void misc(global float *a, global uint *idx) {
;   size_t gid = get_global_id(0);
;   uint dim = get_work_dim();
;   size_t gs = get_global_size(0) + get_global_offset(0) + get_num_groups(0) + get_enqueued_local_size(0) + get_global_linear_id() + get_local_linear_id();
;   idx[gid] = dim + (uint)gs;
;   a[gid] = a[gid] * 0.5f;
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %misc "misc"
; CHECK-DAG: OpUConvert

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @misc(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = tail call spir_func i32 @_Z12get_work_dimv() #4
  %5 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %6 = tail call spir_func i64 @_Z17get_global_offsetj(i32 noundef 0) #4
  %7 = add i64 %6, %5
  %8 = tail call spir_func i64 @_Z14get_num_groupsj(i32 noundef 0) #4
  %9 = add i64 %7, %8
  %10 = tail call spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #5
  %11 = add i64 %9, %10
  %12 = tail call spir_func i64 @_Z20get_global_linear_idv() #5
  %13 = add i64 %11, %12
  %14 = tail call spir_func i64 @_Z19get_local_linear_idv() #5
  %15 = add i64 %13, %14
  %16 = trunc i64 %15 to i32
  %17 = add i32 %4, %16
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %3
  store i32 %17, ptr addrspace(1) %18, align 4, !tbaa !4
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %3
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !12
  %21 = fmul float %20, 5.000000e-01
  store float %21, ptr addrspace(1) %19, align 4, !tbaa !12
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_misc(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = tail call spir_func i32 @_Z12get_work_dimv() #4
  %5 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %6 = tail call spir_func i64 @_Z17get_global_offsetj(i32 noundef 0) #4
  %7 = add i64 %6, %5
  %8 = tail call spir_func i64 @_Z14get_num_groupsj(i32 noundef 0) #4
  %9 = add i64 %7, %8
  %10 = tail call spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #5
  %11 = add i64 %9, %10
  %12 = tail call spir_func i64 @_Z20get_global_linear_idv() #5
  %13 = add i64 %11, %12
  %14 = tail call spir_func i64 @_Z19get_local_linear_idv() #5
  %15 = add i64 %13, %14
  %16 = trunc i64 %15 to i32
  %17 = add i32 %4, %16
  %18 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %3
  store i32 %17, ptr addrspace(1) %18, align 4, !tbaa !4
  %19 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %3
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !12
  %21 = fmul float %20, 5.000000e-01
  store float %21, ptr addrspace(1) %19, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z12get_work_dimv() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z17get_global_offsetj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z20get_global_linear_idv() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z19get_local_linear_idv() local_unnamed_addr #3

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
!10 = !{!"float*", !"uint*"}
!11 = !{!"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
