; A SYCL FPGA kernel as DPC++ lowers it (spir64_fpga): kernel attributes as
; metadata, a buffer location on the accessor, a pipelined loop with its
; initiation interval, concurrency and ivdep safelen, fpga_reg as an
; llvm.annotation, memory attributes as a pointer annotation (dropped: DPC++'s
; list does not enable SPV_INTEL_fpga_memory_attributes), nsw/nuw; DPC++'s
; command line, valid output, and back.
; RUN: %llvm-as %s -o %t.bc
; RUN: %dpcpp-lspv %t.bc -o %t.spv
; RUN: %if spirv-val-2024 %{ %spirv-val %t.spv %}
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.r.bc
; RUN: %llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %dpcpp-lspv %t.r.bc -o %t.2.spv
; RUN: %lspv -r %t.2.spv -o %t.r2.bc
; RUN: %dpcpp-lspv %t.r2.bc -o %t.3.spv
; RUN: cmp %t.2.spv %t.3.spv
; The FPGA hints are optional: without their extensions they are dropped
; (the loop keeps its plain DependencyLength) and the output stays valid.
; RUN: %lspv %t.bc -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv
; RUN: %lspv -to-text %t.noext.spv -o - | FileCheck %s --check-prefix=NOEXT

; TEXT-DAG: Capability FPGALoopControlsINTEL
; TEXT-DAG: Capability FPGAKernelAttributesINTEL
; TEXT-DAG: Capability FPGABufferLocationINTEL
; TEXT-DAG: Capability FPGARegINTEL
; TEXT: EntryPoint 6 [[K:[0-9]+]] "_ZTS4fpga"
; MaxWorkgroupSizeINTEL, MaxWorkDimINTEL, NumSIMDWorkitemsINTEL
; TEXT-DAG: ExecutionMode [[K]] 5893 16 1 1
; TEXT-DAG: ExecutionMode [[K]] 5894 1
; TEXT-DAG: ExecutionMode [[K]] 5896 4
; TEXT-DAG: Decorate [[ACC:[0-9]+]] BufferLocationINTEL 3
; TEXT: FunctionParameter [[#]] [[ACC]]
; TEXT: FPGARegINTEL
; DependencyLength 8, InitiationIntervalINTEL 2, MaxConcurrencyINTEL 4
; TEXT: LoopMerge [[#]] [[#]] 196616 8 2 4

; IR: define spir_kernel void @_ZTS4fpga({{.*}} !max_work_group_size ![[MWG:[0-9]+]] !max_global_work_dim ![[DIM:[0-9]+]] !num_simd_work_items ![[SIMD:[0-9]+]] !kernel_arg_buffer_location ![[BL:[0-9]+]]
; IR: call i32 @llvm.annotation.i32.p0(i32 %v, ptr @{{[0-9]+}},
; IR: br i1 %cmp, label %loop, label %exit, !llvm.loop ![[LOOP:[0-9]+]]
; IR-DAG: ![[MWG]] = !{i32 16, i32 1, i32 1}
; IR-DAG: ![[DIM]] = !{i32 1}
; IR-DAG: ![[SIMD]] = !{i32 4}
; IR-DAG: ![[BL]] = !{i32 3, i32 -1}
; IR-DAG: ![[LOOP]] = distinct !{![[LOOP]], ![[A:[0-9]+]], ![[B:[0-9]+]], ![[C:[0-9]+]]}
; IR-DAG: ![[A]] = !{!"llvm.loop.ivdep.safelen", i32 8}
; IR-DAG: ![[B]] = !{!"llvm.loop.ii.count", i32 2}
; IR-DAG: ![[C]] = !{!"llvm.loop.max_concurrency.count", i32 4}

; NOEXT-NOT: INTEL
; NOEXT: LoopMerge [[#]] [[#]] 8 8{{ $}}
; NOEXT-NOT: INTEL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64_fpga-unknown-unknown"

%struct.state = type { [8 x i32] }

@.str = private unnamed_addr addrspace(1) constant [31 x i8] c"{5826:\220\22}{5827:\221\22}{5829:\228\22}\00", section "llvm.metadata"
@.str.1 = private unnamed_addr addrspace(1) constant [9 x i8] c"fpga.cpp\00", section "llvm.metadata"
@.str.2 = private unnamed_addr addrspace(1) constant [25 x i8] c"__builtin_intel_fpga_reg\00", section "llvm.metadata"

define weak_odr dso_local spir_kernel void @_ZTS4fpga(ptr addrspace(1) noundef align 4 %acc, i32 noundef %n) local_unnamed_addr #0 !srcloc !5 !kernel_arg_buffer_location !6 !max_work_group_size !7 !num_simd_work_items !8 !max_global_work_dim !9 {
entry:
  %st = alloca %struct.state, align 4
  %ann = call ptr @llvm.ptr.annotation.p0.p1(ptr %st, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 12, ptr addrspace(1) null)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %acc, i64 %idx
  %v = load i32, ptr addrspace(1) %p, align 4
  %r = call i32 @llvm.annotation.i32.p1(i32 %v, ptr addrspace(1) @.str.2, ptr addrspace(1) @.str.1, i32 20)
  %q = getelementptr inbounds [8 x i32], ptr %ann, i64 0, i64 0
  store i32 %r, ptr %q, align 4
  %w = add nsw i32 %r, 1
  store i32 %w, ptr addrspace(1) %p, align 4
  %inc = add nuw nsw i32 %i, 1
  %cmp = icmp slt i32 %inc, %n
  br i1 %cmp, label %loop, label %exit, !llvm.loop !10

exit:
  ret void
}

declare ptr @llvm.ptr.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare i32 @llvm.annotation.i32.p1(i32, ptr addrspace(1), ptr addrspace(1), i32)

attributes #0 = { mustprogress norecurse nounwind "sycl-module-id"="fpga.cpp" "sycl-optlevel"="2" "uniform-work-group-size"="true" }

!opencl.spir.version = !{!2}
!spirv.Source = !{!3}
!2 = !{i32 1, i32 2}
!3 = !{i32 4, i32 100000}
!5 = !{i32 4096}
!6 = !{i32 3, i32 -1}
!7 = !{i32 16, i32 1, i32 1}
!8 = !{i32 4}
!9 = !{i32 1}
!10 = distinct !{!10, !11, !12, !13, !14}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.ii.count", i32 2}
!13 = !{!"llvm.loop.max_concurrency.count", i32 4}
!14 = !{!"llvm.loop.ivdep.safelen", i32 8}
