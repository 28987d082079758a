; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void ints(global char *c, global short *s, global long *l, global ulong *ul, global uchar *uc) {
;   size_t i = get_global_id(0);
;   c[i] = (char)(c[i] * 3 - 128);
;   s[i] = (short)(s[i] / 7 + 32767);
;   l[i] = l[i] % 1000000007L - 9223372036854775807L;
;   ul[i] = ul[i] / 3UL + 18446744073709551615UL;
;   uc[i] = abs_diff(uc[i], (uchar)200) + (uchar)(c[i] < 0);
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Int16
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpEntryPoint Kernel %ints "ints"
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @ints(ptr addrspace(1) noundef align 1 captures(none) %0, ptr addrspace(1) noundef align 2 captures(none) %1, ptr addrspace(1) noundef align 8 captures(none) %2, ptr addrspace(1) noundef align 8 captures(none) %3, ptr addrspace(1) noundef align 1 captures(none) %4) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %6
  %8 = load i8, ptr addrspace(1) %7, align 1, !tbaa !12
  %9 = mul i8 %8, 3
  %10 = xor i8 %9, -128
  store i8 %10, ptr addrspace(1) %7, align 1, !tbaa !12
  %11 = getelementptr inbounds nuw i16, ptr addrspace(1) %1, i64 %6
  %12 = load i16, ptr addrspace(1) %11, align 2, !tbaa !13
  %13 = sdiv i16 %12, 7
  %14 = add i16 %13, 32767
  store i16 %14, ptr addrspace(1) %11, align 2, !tbaa !13
  %15 = getelementptr inbounds nuw i64, ptr addrspace(1) %2, i64 %6
  %16 = load i64, ptr addrspace(1) %15, align 8, !tbaa !15
  %17 = srem i64 %16, 1000000007
  %18 = add nsw i64 %17, -9223372036854775807
  store i64 %18, ptr addrspace(1) %15, align 8, !tbaa !15
  %19 = getelementptr inbounds nuw i64, ptr addrspace(1) %3, i64 %6
  %20 = load i64, ptr addrspace(1) %19, align 8, !tbaa !15
  %21 = udiv i64 %20, 3
  %22 = add nsw i64 %21, -1
  store i64 %22, ptr addrspace(1) %19, align 8, !tbaa !15
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %4, i64 %6
  %24 = load i8, ptr addrspace(1) %23, align 1, !tbaa !12
  %25 = tail call spir_func zeroext i8 @_Z8abs_diffhh(i8 noundef zeroext %24, i8 noundef zeroext -56) #3
  %26 = load i8, ptr addrspace(1) %7, align 1, !tbaa !12
  %27 = lshr i8 %26, 7
  %28 = add i8 %27, %25
  store i8 %28, ptr addrspace(1) %23, align 1, !tbaa !12
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_ints(ptr addrspace(1) noundef align 1 captures(none) %0, ptr addrspace(1) noundef align 2 captures(none) %1, ptr addrspace(1) noundef align 8 captures(none) %2, ptr addrspace(1) noundef align 8 captures(none) %3, ptr addrspace(1) noundef align 1 captures(none) %4) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %6
  %8 = load i8, ptr addrspace(1) %7, align 1, !tbaa !12
  %9 = mul i8 %8, 3
  %10 = xor i8 %9, -128
  store i8 %10, ptr addrspace(1) %7, align 1, !tbaa !12
  %11 = getelementptr inbounds nuw i16, ptr addrspace(1) %1, i64 %6
  %12 = load i16, ptr addrspace(1) %11, align 2, !tbaa !13
  %13 = sdiv i16 %12, 7
  %14 = add i16 %13, 32767
  store i16 %14, ptr addrspace(1) %11, align 2, !tbaa !13
  %15 = getelementptr inbounds nuw i64, ptr addrspace(1) %2, i64 %6
  %16 = load i64, ptr addrspace(1) %15, align 8, !tbaa !15
  %17 = srem i64 %16, 1000000007
  %18 = add nsw i64 %17, -9223372036854775807
  store i64 %18, ptr addrspace(1) %15, align 8, !tbaa !15
  %19 = getelementptr inbounds nuw i64, ptr addrspace(1) %3, i64 %6
  %20 = load i64, ptr addrspace(1) %19, align 8, !tbaa !15
  %21 = udiv i64 %20, 3
  %22 = add nsw i64 %21, -1
  store i64 %22, ptr addrspace(1) %19, align 8, !tbaa !15
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %4, i64 %6
  %24 = load i8, ptr addrspace(1) %23, align 1, !tbaa !12
  %25 = tail call spir_func zeroext i8 @_Z8abs_diffhh(i8 noundef zeroext %24, i8 noundef zeroext -56) #3
  %26 = load i8, ptr addrspace(1) %7, align 1, !tbaa !12
  %27 = lshr i8 %26, 7
  %28 = add i8 %27, %25
  store i8 %28, ptr addrspace(1) %23, align 1, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func zeroext i8 @_Z8abs_diffhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"char*", !"short*", !"long*", !"ulong*", !"uchar*"}
!11 = !{!"", !"", !"", !"", !""}
!12 = !{!6, !6, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !6, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !6, i64 0}
