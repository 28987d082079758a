; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void transpose(global const float *in, global float *out, local float *tile, int W, int H) {
;   int x = get_global_id(0), y = get_global_id(1);
;   int lx = get_local_id(0), ly = get_local_id(1);
;   int ts = get_local_size(0);
;   if (x < W && y < H)
;     tile[ly * (ts + 1) + lx] = in[y * W + x];
;   barrier(CLK_LOCAL_MEM_FENCE);
;   x = get_group_id(1) * ts + lx;
;   y = get_group_id(0) * ts + ly;
;   if (x < H && y < W)
;     out[y * H + x] = tile[lx * (ts + 1) + ly];
;   mem_fence(CLK_GLOBAL_MEM_FENCE);
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpEntryPoint Kernel %transpose "transpose"
; CHECK-DAG: OpControlBarrier %uint_2 %uint_2 %uint_272
; CHECK-DAG: OpMemoryBarrier
; CHECK-DAG: OpSelect
; CHECK-DAG: OpSConvert
; CHECK-DAG: OpUConvert
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @transpose(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noundef align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4
  %9 = trunc i64 %8 to i32
  %10 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %11 = trunc i64 %10 to i32
  %12 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #4
  %13 = trunc i64 %12 to i32
  %14 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %15 = trunc i64 %14 to i32
  %16 = icmp sgt i32 %3, %7
  %17 = icmp sgt i32 %4, %9
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %19, label %30

19:                                               ; preds = %5
  %20 = mul nsw i32 %3, %9
  %21 = add nsw i32 %20, %7
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !12
  %25 = add nsw i32 %15, 1
  %26 = mul nsw i32 %25, %13
  %27 = add nsw i32 %26, %11
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %28
  store float %24, ptr addrspace(3) %29, align 4, !tbaa !12
  br label %30

30:                                               ; preds = %19, %5
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %31 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #4
  %32 = mul i64 %31, %14
  %33 = add i64 %32, %10
  %34 = trunc i64 %33 to i32
  %35 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %36 = mul i64 %35, %14
  %37 = add i64 %36, %12
  %38 = trunc i64 %37 to i32
  %39 = icmp sgt i32 %4, %34
  %40 = icmp sgt i32 %3, %38
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %42, label %53

42:                                               ; preds = %30
  %43 = add nsw i32 %15, 1
  %44 = mul nsw i32 %43, %11
  %45 = add nsw i32 %44, %13
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %46
  %48 = load float, ptr addrspace(3) %47, align 4, !tbaa !12
  %49 = mul nsw i32 %4, %38
  %50 = add nsw i32 %49, %34
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %51
  store float %48, ptr addrspace(1) %52, align 4, !tbaa !12
  br label %53

53:                                               ; preds = %30, %42
  tail call spir_func void @_Z9mem_fencej(i32 noundef 2) #5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_transpose(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(3) noundef align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4
  %9 = trunc i64 %8 to i32
  %10 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %11 = trunc i64 %10 to i32
  %12 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #4
  %13 = trunc i64 %12 to i32
  %14 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %15 = trunc i64 %14 to i32
  %16 = icmp sgt i32 %3, %7
  %17 = icmp sgt i32 %4, %9
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %19, label %30

19:                                               ; preds = %5
  %20 = mul nsw i32 %3, %9
  %21 = add nsw i32 %20, %7
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !12
  %25 = add nsw i32 %15, 1
  %26 = mul nsw i32 %25, %13
  %27 = add nsw i32 %26, %11
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %28
  store float %24, ptr addrspace(3) %29, align 4, !tbaa !12
  br label %30

30:                                               ; preds = %19, %5
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %31 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #4
  %32 = mul i64 %31, %14
  %33 = add i64 %32, %10
  %34 = trunc i64 %33 to i32
  %35 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %36 = mul i64 %35, %14
  %37 = add i64 %36, %12
  %38 = trunc i64 %37 to i32
  %39 = icmp sgt i32 %4, %34
  %40 = icmp sgt i32 %3, %38
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %42, label %53

42:                                               ; preds = %30
  %43 = add nsw i32 %15, 1
  %44 = mul nsw i32 %43, %11
  %45 = add nsw i32 %44, %13
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %46
  %48 = load float, ptr addrspace(3) %47, align 4, !tbaa !12
  %49 = mul nsw i32 %4, %38
  %50 = add nsw i32 %49, %34
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %51
  store float %48, ptr addrspace(1) %52, align 4, !tbaa !12
  br label %53

53:                                               ; preds = %42, %30
  tail call spir_func void @_Z9mem_fencej(i32 noundef 2) #5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z9mem_fencej(i32 noundef) local_unnamed_addr #3

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
!8 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!11 = !{!"const", !"", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
