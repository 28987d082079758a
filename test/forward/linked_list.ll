; OpenCL C source (compiled with clang-22 -cl-std=CL2.0 -target spir64 -emit-llvm -S -O2
; -Xclang -finclude-default-header):
; typedef struct node { global struct node *next; int value; float w; } node_t;
; kernel void walk(global node_t *head, global int *out) {
;   int sum = 0;
;   global node_t *n = head + get_global_id(0);
;   while (n) {
;     sum += n->value;
;     n = n->next;
;   }
;   out[get_global_id(0)] = sum;
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
; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: OpPtrEqual %bool
; V13: OpIEqual %bool %{{[0-9]+}} %{{[0-9]+}}
; CHECK-DAG: OpEntryPoint Kernel %walk "walk"
; CHECK-DAG: OpPhi
; CHECK-DAG: OpBitcast
; CHECK-DAG: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.node = type { ptr addrspace(1), i32, float }

; Function Attrs: convergent nofree norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local spir_kernel void @walk(ptr addrspace(1) noundef readonly align 8 captures(address) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = getelementptr inbounds nuw %struct.node, ptr addrspace(1) %0, i64 %3
  %5 = icmp eq ptr addrspace(1) %4, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  br i1 %5, label %14, label %6

6:                                                ; preds = %2, %6
  %7 = phi ptr addrspace(1) [ %12, %6 ], [ %4, %2 ]
  %8 = phi i32 [ %11, %6 ], [ 0, %2 ]
  %9 = getelementptr inbounds nuw i8, ptr addrspace(1) %7, i64 8
  %10 = load i32, ptr addrspace(1) %9, align 8, !tbaa !13
  %11 = add nsw i32 %10, %8
  %12 = load ptr addrspace(1), ptr addrspace(1) %7, align 8, !tbaa !18
  %13 = icmp eq ptr addrspace(1) %12, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  br i1 %13, label %14, label %6

14:                                               ; preds = %6, %2
  %15 = phi i32 [ 0, %2 ], [ %11, %6 ]
  %16 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %16
  store i32 %15, ptr addrspace(1) %17, align 4, !tbaa !4
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local spir_func void @__clang_ocl_kern_imp_walk(ptr addrspace(1) noundef readonly align 8 captures(address) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = getelementptr inbounds nuw %struct.node, ptr addrspace(1) %0, i64 %3
  %5 = icmp eq ptr addrspace(1) %4, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  br i1 %5, label %14, label %6

6:                                                ; preds = %2, %6
  %7 = phi ptr addrspace(1) [ %12, %6 ], [ %4, %2 ]
  %8 = phi i32 [ %11, %6 ], [ 0, %2 ]
  %9 = getelementptr inbounds nuw i8, ptr addrspace(1) %7, i64 8
  %10 = load i32, ptr addrspace(1) %9, align 8, !tbaa !13
  %11 = add nsw i32 %10, %8
  %12 = load ptr addrspace(1), ptr addrspace(1) %7, align 8, !tbaa !18
  %13 = icmp eq ptr addrspace(1) %12, addrspacecast (ptr addrspace(4) null to ptr addrspace(1))
  br i1 %13, label %14, label %6

14:                                               ; preds = %6, %2
  %15 = phi i32 [ 0, %2 ], [ %11, %6 ]
  %16 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %16
  store i32 %15, ptr addrspace(1) %17, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent nofree norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!10 = !{!"node_t*", !"int*"}
!11 = !{!"struct node*", !"int*"}
!12 = !{!"", !""}
!13 = !{!14, !5, i64 8}
!14 = !{!"node", !15, i64 0, !5, i64 8, !17, i64 12}
!15 = !{!"p1 _ZTS4node", !16, i64 0}
!16 = !{!"any pointer", !6, i64 0}
!17 = !{!"float", !6, i64 0}
!18 = !{!14, !15, i64 0}
