; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void bits(global uint *x, global ulong *y) {
;   size_t i = get_global_id(0);
;   uint v = x[i];
;   x[i] = popcount(v) + clz(v) + ctz(v) + rotate(v, 5u) + (v << 3) + (v >> 7) + (~v & 0xF0F0F0F0u) + (v | 1u) + (v ^ 0xDEADBEEFu);
;   y[i] = (y[i] * 0x123456789ABCDEF0UL) >> 13 ^ 0xFFFFFFFFFFFFFFFFUL;
;   x[i + 1] = upsample((ushort)v, (ushort)(v >> 16)) + mul_hi(v, v) + add_sat(v, 7u) + hadd(v, 3u);
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Int16
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpEntryPoint Kernel %bits "bits"
; CHECK-DAG: OpBitCount %uint
; CHECK-DAG: OpExtInst %uint %{{[0-9]+}} clz
; CHECK-DAG: OpUConvert
; CHECK-DAG: OpBitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @bits(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 8 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %6 = tail call spir_func i32 @_Z8popcountj(i32 noundef %5) #3
  %7 = tail call spir_func i32 @_Z3clzj(i32 noundef %5) #3
  %8 = tail call spir_func i32 @_Z3ctzj(i32 noundef %5) #3
  %9 = tail call spir_func i32 @_Z6rotatejj(i32 noundef %5, i32 noundef 5) #3
  %10 = shl i32 %5, 3
  %11 = lshr i32 %5, 7
  %12 = and i32 %5, -252645136
  %13 = xor i32 %12, -252645136
  %14 = or i32 %5, 1
  %15 = xor i32 %5, -559038737
  %16 = add i32 %10, %6
  %17 = add i32 %16, %11
  %18 = add i32 %17, %14
  %19 = add i32 %18, %15
  %20 = add i32 %19, %7
  %21 = add i32 %20, %13
  %22 = add i32 %21, %8
  %23 = add i32 %22, %9
  store i32 %23, ptr addrspace(1) %4, align 4, !tbaa !4
  %24 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %3
  %25 = load i64, ptr addrspace(1) %24, align 8, !tbaa !12
  %26 = mul i64 %25, 1311768467463790320
  %27 = lshr i64 %26, 13
  %28 = xor i64 %27, -1
  store i64 %28, ptr addrspace(1) %24, align 8, !tbaa !12
  %29 = trunc i32 %5 to i16
  %30 = lshr i32 %5, 16
  %31 = trunc nuw i32 %30 to i16
  %32 = tail call spir_func i32 @_Z8upsamplett(i16 noundef zeroext %29, i16 noundef zeroext %31) #3
  %33 = tail call spir_func i32 @_Z6mul_hijj(i32 noundef %5, i32 noundef %5) #3
  %34 = add i32 %33, %32
  %35 = tail call spir_func i32 @_Z7add_satjj(i32 noundef %5, i32 noundef 7) #3
  %36 = add i32 %34, %35
  %37 = tail call spir_func i32 @_Z4haddjj(i32 noundef %5, i32 noundef 3) #3
  %38 = add i32 %36, %37
  %39 = getelementptr i8, ptr addrspace(1) %4, i64 4
  store i32 %38, ptr addrspace(1) %39, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_bits(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 8 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %6 = tail call spir_func i32 @_Z8popcountj(i32 noundef %5) #3
  %7 = tail call spir_func i32 @_Z3clzj(i32 noundef %5) #3
  %8 = tail call spir_func i32 @_Z3ctzj(i32 noundef %5) #3
  %9 = tail call spir_func i32 @_Z6rotatejj(i32 noundef %5, i32 noundef 5) #3
  %10 = shl i32 %5, 3
  %11 = lshr i32 %5, 7
  %12 = and i32 %5, -252645136
  %13 = xor i32 %12, -252645136
  %14 = or i32 %5, 1
  %15 = xor i32 %5, -559038737
  %16 = add i32 %10, %6
  %17 = add i32 %16, %11
  %18 = add i32 %17, %14
  %19 = add i32 %18, %15
  %20 = add i32 %19, %7
  %21 = add i32 %20, %13
  %22 = add i32 %21, %8
  %23 = add i32 %22, %9
  store i32 %23, ptr addrspace(1) %4, align 4, !tbaa !4
  %24 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %3
  %25 = load i64, ptr addrspace(1) %24, align 8, !tbaa !12
  %26 = mul i64 %25, 1311768467463790320
  %27 = lshr i64 %26, 13
  %28 = xor i64 %27, -1
  store i64 %28, ptr addrspace(1) %24, align 8, !tbaa !12
  %29 = trunc i32 %5 to i16
  %30 = lshr i32 %5, 16
  %31 = trunc nuw i32 %30 to i16
  %32 = tail call spir_func i32 @_Z8upsamplett(i16 noundef zeroext %29, i16 noundef zeroext %31) #3
  %33 = tail call spir_func i32 @_Z6mul_hijj(i32 noundef %5, i32 noundef %5) #3
  %34 = add i32 %33, %32
  %35 = tail call spir_func i32 @_Z7add_satjj(i32 noundef %5, i32 noundef 7) #3
  %36 = add i32 %34, %35
  %37 = tail call spir_func i32 @_Z4haddjj(i32 noundef %5, i32 noundef 3) #3
  %38 = add i32 %36, %37
  %39 = getelementptr i8, ptr addrspace(1) %4, i64 4
  store i32 %38, ptr addrspace(1) %39, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z8popcountj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z3clzj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z3ctzj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z6rotatejj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z8upsamplett(i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z6mul_hijj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z7add_satjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z4haddjj(i32 noundef, i32 noundef) local_unnamed_addr #2

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
!10 = !{!"uint*", !"ulong*"}
!11 = !{!"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !6, i64 0}
