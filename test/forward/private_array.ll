; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; kernel void priv(global const int *in, global int *out, int n) {
;   int tmp[16];
;   for (int k = 0; k < 16; k++)
;     tmp[k] = in[get_global_id(0) * 16 + k] * k;
;   int s = 0;
;   for (int k = 0; k < 16; k++)
;     s += tmp[(k * n) & 15];
;   out[get_global_id(0)] = s;
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv-15 -r %t.spv -o %t.bc
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpCapability Vector16
; CHECK-DAG: OpEntryPoint Kernel %priv "priv"
; CHECK-DAG: OpPhi
; CHECK-DAG: OpVariable %_ptr_Function__arr_uint_ulong_16 Function
; CHECK-DAG: OpUConvert
; CHECK-DAG: OpBitcast
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @priv(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = alloca [16 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #5
  br label %5

5:                                                ; preds = %3, %5
  %6 = phi i32 [ 0, %3 ], [ %15, %5 ]
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %8 = zext nneg i32 %6 to i64
  %9 = shl i64 %7, 6
  %10 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %9
  %11 = getelementptr inbounds nuw i32, ptr addrspace(1) %10, i64 %8
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !4
  %13 = mul nsw i32 %12, %6
  %14 = getelementptr inbounds nuw i32, ptr %4, i64 %8
  store i32 %13, ptr %14, align 4, !tbaa !4
  %15 = add nuw nsw i32 %6, 1
  %16 = icmp samesign ult i32 %6, 15
  br i1 %16, label %5, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %4, align 4, !tbaa !4
  %19 = and i32 %2, 15
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr %4, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !4
  %23 = shl nsw i32 %2, 1
  %24 = and i32 %23, 14
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr %4, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !4
  %28 = mul nsw i32 %2, 3
  %29 = and i32 %28, 15
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr %4, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !4
  %33 = shl nsw i32 %2, 2
  %34 = and i32 %33, 12
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw i32, ptr %4, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !4
  %38 = mul nsw i32 %2, 5
  %39 = and i32 %38, 15
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw i32, ptr %4, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !4
  %43 = mul nsw i32 %2, 6
  %44 = and i32 %43, 14
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds nuw i32, ptr %4, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !4
  %48 = mul nsw i32 %2, 7
  %49 = and i32 %48, 15
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw i32, ptr %4, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !4
  %53 = shl nsw i32 %2, 3
  %54 = and i32 %53, 8
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw i32, ptr %4, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !4
  %58 = mul nsw i32 %2, 9
  %59 = and i32 %58, 15
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw i32, ptr %4, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !4
  %63 = mul nsw i32 %2, 10
  %64 = and i32 %63, 14
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw i32, ptr %4, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !4
  %68 = mul nsw i32 %2, 11
  %69 = and i32 %68, 15
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw i32, ptr %4, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !4
  %73 = mul nsw i32 %2, 12
  %74 = and i32 %73, 12
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw i32, ptr %4, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !4
  %78 = mul nsw i32 %2, 13
  %79 = and i32 %78, 15
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw i32, ptr %4, i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !4
  %83 = mul nsw i32 %2, 14
  %84 = and i32 %83, 14
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr %4, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !4
  %88 = mul nsw i32 %2, 15
  %89 = and i32 %88, 15
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds nuw i32, ptr %4, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !4
  %93 = insertelement <16 x i32> poison, i32 %22, i64 0
  %94 = insertelement <16 x i32> %93, i32 %27, i64 1
  %95 = insertelement <16 x i32> %94, i32 %32, i64 2
  %96 = insertelement <16 x i32> %95, i32 %37, i64 3
  %97 = insertelement <16 x i32> %96, i32 %42, i64 4
  %98 = insertelement <16 x i32> %97, i32 %47, i64 5
  %99 = insertelement <16 x i32> %98, i32 %52, i64 6
  %100 = insertelement <16 x i32> %99, i32 %57, i64 7
  %101 = insertelement <16 x i32> %100, i32 %62, i64 8
  %102 = insertelement <16 x i32> %101, i32 %67, i64 9
  %103 = insertelement <16 x i32> %102, i32 %72, i64 10
  %104 = insertelement <16 x i32> %103, i32 %77, i64 11
  %105 = insertelement <16 x i32> %104, i32 %82, i64 12
  %106 = insertelement <16 x i32> %105, i32 %87, i64 13
  %107 = insertelement <16 x i32> %106, i32 %92, i64 14
  %108 = insertelement <16 x i32> %107, i32 %18, i64 15
  %109 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %108)
  %110 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %111 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %110
  store i32 %109, ptr addrspace(1) %111, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #5
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_priv(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = alloca [16 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #5
  br label %5

5:                                                ; preds = %3, %5
  %6 = phi i32 [ 0, %3 ], [ %15, %5 ]
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %8 = zext nneg i32 %6 to i64
  %9 = shl i64 %7, 6
  %10 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 %9
  %11 = getelementptr inbounds nuw i32, ptr addrspace(1) %10, i64 %8
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !4
  %13 = mul nsw i32 %12, %6
  %14 = getelementptr inbounds nuw i32, ptr %4, i64 %8
  store i32 %13, ptr %14, align 4, !tbaa !4
  %15 = add nuw nsw i32 %6, 1
  %16 = icmp samesign ult i32 %6, 15
  br i1 %16, label %5, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %4, align 4, !tbaa !4
  %19 = and i32 %2, 15
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr %4, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !4
  %23 = shl nsw i32 %2, 1
  %24 = and i32 %23, 14
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw i32, ptr %4, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !4
  %28 = mul nsw i32 %2, 3
  %29 = and i32 %28, 15
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr %4, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !4
  %33 = shl nsw i32 %2, 2
  %34 = and i32 %33, 12
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw i32, ptr %4, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !4
  %38 = mul nsw i32 %2, 5
  %39 = and i32 %38, 15
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw i32, ptr %4, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !4
  %43 = mul nsw i32 %2, 6
  %44 = and i32 %43, 14
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds nuw i32, ptr %4, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !4
  %48 = mul nsw i32 %2, 7
  %49 = and i32 %48, 15
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw i32, ptr %4, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !4
  %53 = shl nsw i32 %2, 3
  %54 = and i32 %53, 8
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw i32, ptr %4, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !4
  %58 = mul nsw i32 %2, 9
  %59 = and i32 %58, 15
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw i32, ptr %4, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !4
  %63 = mul nsw i32 %2, 10
  %64 = and i32 %63, 14
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw i32, ptr %4, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !4
  %68 = mul nsw i32 %2, 11
  %69 = and i32 %68, 15
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw i32, ptr %4, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !4
  %73 = mul nsw i32 %2, 12
  %74 = and i32 %73, 12
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw i32, ptr %4, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !4
  %78 = mul nsw i32 %2, 13
  %79 = and i32 %78, 15
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw i32, ptr %4, i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !4
  %83 = mul nsw i32 %2, 14
  %84 = and i32 %83, 14
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr %4, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !4
  %88 = mul nsw i32 %2, 15
  %89 = and i32 %88, 15
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds nuw i32, ptr %4, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !4
  %93 = insertelement <16 x i32> poison, i32 %22, i64 0
  %94 = insertelement <16 x i32> %93, i32 %27, i64 1
  %95 = insertelement <16 x i32> %94, i32 %32, i64 2
  %96 = insertelement <16 x i32> %95, i32 %37, i64 3
  %97 = insertelement <16 x i32> %96, i32 %42, i64 4
  %98 = insertelement <16 x i32> %97, i32 %47, i64 5
  %99 = insertelement <16 x i32> %98, i32 %52, i64 6
  %100 = insertelement <16 x i32> %99, i32 %57, i64 7
  %101 = insertelement <16 x i32> %100, i32 %62, i64 8
  %102 = insertelement <16 x i32> %101, i32 %67, i64 9
  %103 = insertelement <16 x i32> %102, i32 %72, i64 10
  %104 = insertelement <16 x i32> %103, i32 %77, i64 11
  %105 = insertelement <16 x i32> %104, i32 %82, i64 12
  %106 = insertelement <16 x i32> %105, i32 %87, i64 13
  %107 = insertelement <16 x i32> %106, i32 %92, i64 14
  %108 = insertelement <16 x i32> %107, i32 %18, i64 15
  %109 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %108)
  %110 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %111 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %110
  store i32 %109, ptr addrspace(1) %111, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #4

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind willreturn memory(none) }

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
!8 = !{i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"int"}
!11 = !{!"const", !"", !""}
