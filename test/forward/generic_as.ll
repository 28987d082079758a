; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; int load_generic(int *p) { return *p + 1; }
; void store_generic(int *p, int v) { *p = v; }
; kernel void gen(global int *g, local int *l) {
;   size_t i = get_global_id(0);
;   private int priv = (int)i;
;   l[get_local_id(0)] = g[i];
;   barrier(CLK_LOCAL_MEM_FENCE);
;   int *p = (i & 1) ? (int *)&g[i] : (int *)&l[get_local_id(0)];
;   store_generic(&priv, load_generic(p));
;   global int *back = to_global(p);
;   if (back)
;     *back = priv;
; }
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; llvm-spirv 15 cannot read OpPtrEqual (SPIR-V 1.4): it reads the 1.3 form,
; which compares the addresses as integers.
; RUN: %lspv %s --spirv-max-version=1.3 -o %t.13.spv
; RUN: %spirv-val %t.13.spv
; RUN: spirv-dis %t.13.spv | FileCheck %s --check-prefix=V13
; RUN: %llvm-spirv-15 -r %t.13.spv -o %t.bc
; CHECK-DAG: OpCapability GenericPointer
; CHECK-DAG: OpCapability Linkage
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpEntryPoint Kernel %gen "gen"
; CHECK-DAG: OpControlBarrier %uint_2 %uint_2 %uint_272
; CHECK-DAG: OpPhi
; CHECK-DAG: OpPtrCastToGeneric
; CHECK-DAG: OpPtrEqual %bool
; V13: OpIEqual %bool %{{[0-9]+}} %{{[0-9]+}}
; CHECK-DAG: OpGenericCastToPtrExplicit
; CHECK-DAG: OpBitcast
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local spir_func range(i32 -2147483647, -2147483648) i32 @load_generic(ptr addrspace(4) noundef readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = load i32, ptr addrspace(4) %0, align 4, !tbaa !4
  %3 = add nsw i32 %2, 1
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local spir_func void @store_generic(ptr addrspace(4) noundef writeonly captures(none) initializes((0, 4)) %0, i32 noundef %1) local_unnamed_addr #1 {
  store i32 %1, ptr addrspace(4) %0, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @gen(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) local_unnamed_addr #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %6 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %7 = getelementptr inbounds nuw i32, ptr addrspace(3) %1, i64 %6
  store i32 %5, ptr addrspace(3) %7, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %8 = and i64 %3, 1
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = addrspacecast ptr addrspace(1) %4 to ptr addrspace(4)
  br label %16

12:                                               ; preds = %2
  %13 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %14 = getelementptr inbounds nuw i32, ptr addrspace(3) %1, i64 %13
  %15 = addrspacecast ptr addrspace(3) %14 to ptr addrspace(4)
  br label %16

16:                                               ; preds = %12, %10
  %17 = phi ptr addrspace(4) [ %11, %10 ], [ %15, %12 ]
  %18 = load i32, ptr addrspace(4) %17, align 4, !tbaa !4
  %19 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %17) #8
  %20 = icmp eq ptr addrspace(1) %19, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  br i1 %20, label %23, label %21

21:                                               ; preds = %16
  %22 = add nsw i32 %18, 1
  store i32 %22, ptr addrspace(1) %19, align 4, !tbaa !4
  br label %23

23:                                               ; preds = %16, %21
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_gen(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) local_unnamed_addr #3 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !4
  %6 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %7 = getelementptr inbounds nuw i32, ptr addrspace(3) %1, i64 %6
  store i32 %5, ptr addrspace(3) %7, align 4, !tbaa !4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %8 = and i64 %3, 1
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = addrspacecast ptr addrspace(1) %4 to ptr addrspace(4)
  br label %16

12:                                               ; preds = %2
  %13 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %14 = getelementptr inbounds nuw i32, ptr addrspace(3) %1, i64 %13
  %15 = addrspacecast ptr addrspace(3) %14 to ptr addrspace(4)
  br label %16

16:                                               ; preds = %12, %10
  %17 = phi ptr addrspace(4) [ %11, %10 ], [ %15, %12 ]
  %18 = load i32, ptr addrspace(4) %17, align 4, !tbaa !4
  %19 = tail call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %17) #8
  %20 = icmp eq ptr addrspace(1) %19, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  br i1 %20, label %23, label %21

21:                                               ; preds = %16
  %22 = add nsw i32 %18, 1
  store i32 %22, ptr addrspace(1) %19, align 4, !tbaa !4
  br label %23

23:                                               ; preds = %21, %16
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

declare dso_local spir_func ptr addrspace(1) @__to_global(ptr addrspace(4)) local_unnamed_addr

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }
attributes #8 = { nounwind }

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
!8 = !{i32 1, i32 3}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"int*"}
!11 = !{!"", !""}
