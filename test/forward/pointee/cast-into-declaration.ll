; A same-type pointer bitcast passed to an LLVM intrinsic is not typed by the
; intrinsic's parameter (its declaration keeps i8 and says nothing: the
; lowering or a plugin gives the pointer its meaning): it keeps its source's
; pointee and is no OpBitcast to a pointer to i8.  The annotated pointer of
; llvm.ptr.annotation is then the access chain itself and the annotation's
; decorations go on it; the intrinsic's result is a pointer to i8, cast back
; for the load, as llvm-spirv writes it.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc --spirv-ext=+SPV_INTEL_fpga_latency_control -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM
; RUN: %lspv %t.rev.bc --spirv-ext=+SPV_INTEL_fpga_latency_control -o %t.back.spv
; RUN: %lspv --verify %t.back.spv
; RUN: %lspv -to-text %t.back.spv -o - | FileCheck %s --check-prefix=BACK
; Without the extension no latency decoration, the same typing.
; RUN: %lspv %t.bc -o %t.off.spv
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF

; CHECK-DAG: Decorate [[#ANN:]] LatencyControlLabelINTEL 0
; CHECK-DAG: Decorate [[#ANN2:]] LatencyControlLabelINTEL 1
; CHECK-DAG: TypeInt [[#INT:]] 32 0
; CHECK-DAG: TypeFloat [[#FLOAT:]] 32
; CHECK-DAG: TypePointer [[#GFLOAT:]] 5 [[#FLOAT]]
; CHECK-DAG: TypePointer [[#GINT:]] 5 [[#INT]]
; CHECK: InBoundsPtrAccessChain [[#GINT]] [[#ANN]]
; CHECK-NEXT: Bitcast [[#]] [[#I8:]] [[#ANN]]
; CHECK-NEXT: Bitcast [[#GINT]] [[#TYPED:]] [[#I8]]
; CHECK-NEXT: Load [[#INT]] [[#]] [[#TYPED]]
; CHECK-NEXT: InBoundsPtrAccessChain [[#GFLOAT]] [[#ANN2]]
; CHECK-NEXT: Bitcast [[#]] [[#I8F:]] [[#ANN2]]
; CHECK-NEXT: Bitcast [[#GFLOAT]] [[#TYPEDF:]] [[#I8F]]
; CHECK-NEXT: Load [[#FLOAT]] [[#]] [[#TYPEDF]]

; CHECK-LLVM: %g = getelementptr inbounds %pair, ptr addrspace(1) %p, i64 0, i32 0
; CHECK-LLVM: call ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1) %g,
; CHECK-LLVM: %f = getelementptr inbounds %pair, ptr addrspace(1) %p, i64 0, i32 1
; CHECK-LLVM: call ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1) %f,

; (Reverse spells the label as llvm-spirv does, "{sycl-latency-anchor-id:0}",
; which the second trip reads as the same decoration on the access chain.)
; BACK-NOT: UserSemantic
; BACK: Decorate [[#ANN:]] LatencyControlLabelINTEL 0
; BACK-NOT: UserSemantic
; BACK: InBoundsPtrAccessChain [[#]] [[#ANN]]

; OFF-NOT: LatencyControl
; OFF: InBoundsPtrAccessChain [[#]] [[#G:]]
; OFF-NEXT: Bitcast [[#]] [[#]] [[#G]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%pair = type { i32, float }

@lat0 = private unnamed_addr addrspace(1) constant [11 x i8] c"{6172:\220\22}\00", section "llvm.metadata"
@lat1 = private unnamed_addr addrspace(1) constant [11 x i8] c"{6172:\221\22}\00", section "llvm.metadata"

declare ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %g = getelementptr inbounds %pair, ptr addrspace(1) %p, i64 0, i32 0
  %gc = bitcast ptr addrspace(1) %g to ptr addrspace(1)
  %a = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %gc, ptr addrspace(1) @lat0, ptr addrspace(1) null, i32 0, ptr addrspace(1) null)
  %v = load i32, ptr addrspace(1) %a, align 4
  %f = getelementptr inbounds %pair, ptr addrspace(1) %p, i64 0, i32 1
  %fc = bitcast ptr addrspace(1) %f to ptr addrspace(1)
  %b = call ptr addrspace(1) @llvm.ptr.annotation.p1.p1(ptr addrspace(1) %fc, ptr addrspace(1) @lat1, ptr addrspace(1) null, i32 0, ptr addrspace(1) null)
  %w = load float, ptr addrspace(1) %b, align 4
  ret void
}
