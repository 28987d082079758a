; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void pcast(global float *buf, global char *bytes) {
;   size_t i = get_global_id(0);
;   global int *ip = (global int *)buf;
;   ip[i] = ip[i] & 0x7fffffff;
;   global uchar4 *q = (global uchar4 *)bytes;
;   q[i] = q[i].wzyx;
;   global short *sp = (global short *)(bytes + 3);
;   sp[i] = 5;
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Int16
; CHECK-DAG: OpEntryPoint Kernel %pcast "pcast"
; CHECK-DAG: OpVectorShuffle
; CHECK-DAG: OpBitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @pcast(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 1 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %6 = and i32 %5, 2147483647
  store i32 %6, ptr addrspace(1) %4, align 4, !tbaa !4
  %7 = getelementptr inbounds nuw <4 x i8>, ptr addrspace(1) %1, i64 %3
  %8 = load <4 x i8>, ptr addrspace(1) %7, align 4
  %9 = shufflevector <4 x i8> %8, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i8> %9, ptr addrspace(1) %7, align 4, !tbaa !12
  %10 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 3
  %11 = getelementptr inbounds nuw i16, ptr addrspace(1) %10, i64 %3
  store i16 5, ptr addrspace(1) %11, align 2, !tbaa !13
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_pcast(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 1 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %6 = and i32 %5, 2147483647
  store i32 %6, ptr addrspace(1) %4, align 4, !tbaa !4
  %7 = getelementptr inbounds nuw <4 x i8>, ptr addrspace(1) %1, i64 %3
  %8 = load <4 x i8>, ptr addrspace(1) %7, align 4
  %9 = shufflevector <4 x i8> %8, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i8> %9, ptr addrspace(1) %7, align 4, !tbaa !12
  %10 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 3
  %11 = getelementptr inbounds nuw i16, ptr addrspace(1) %10, i64 %3
  store i16 5, ptr addrspace(1) %11, align 2, !tbaa !13
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
!10 = !{!"float*", !"char*"}
!11 = !{!"", !""}
!12 = !{!6, !6, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !6, i64 0}
