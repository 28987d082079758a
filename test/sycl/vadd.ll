; A SYCL vector-add kernel as DPC++ hands it to the translator (-O2: builtin
; globals with !noalias scopes from the id helpers, a byval range, an assume
; on the index, an llvm.fpbuiltin call with its accuracy, fmuladd, float
; atomics at device scope), with DPC++'s command line: valid SPIR-V, and back
; to OpenCL C names and to SPIR-V friendly IR.
; RUN: %llvm-as %s -o %t.bc
; RUN: %dpcpp-lspv %t.bc -o %t.spv
; RUN: %if spirv-val-2024 %{ %spirv-val %t.spv %}
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.r.bc
; RUN: %llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=OCL
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: %llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
; After one round trip the module is a fixpoint, in both reverse forms.
; RUN: %dpcpp-lspv %t.r.bc -o %t.2.spv
; RUN: %if spirv-val-2024 %{ %spirv-val %t.2.spv %}
; RUN: %lspv -r %t.2.spv -o %t.r2.bc
; RUN: %dpcpp-lspv %t.r2.bc -o %t.3.spv
; RUN: cmp %t.2.spv %t.3.spv
; RUN: %dpcpp-lspv %t.spvir.bc -o %t.4.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.4.spv -o %t.spvir2.bc
; RUN: %dpcpp-lspv %t.spvir2.bc -o %t.5.spv
; RUN: cmp %t.4.spv %t.5.spv
; Without DPC++'s extension list the float atomics name their extension.
; RUN: not %lspv -spirv-ext=-all,+SPV_INTEL_fp_max_error,+SPV_KHR_expect_assume %t.bc -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not test -e %t.bad.spv

; TEXT-DAG: Capability AtomicFloat32AddEXT
; TEXT-DAG: Capability AtomicFloat32MinMaxEXT
; TEXT-DAG: Capability ExpectAssumeKHR
; TEXT-DAG: Capability FPMaxErrorINTEL
; TEXT-DAG: Extension "SPV_EXT_shader_atomic_float_add"
; TEXT-DAG: Extension "SPV_EXT_shader_atomic_float_min_max"
; TEXT: EntryPoint 6 [[#]] "_ZTSZ4mainE4vadd" [[GID:[0-9]+]] [[OFF:[0-9]+]]
; TEXT-DAG: Decorate [[GID]] BuiltIn 28
; TEXT-DAG: Decorate [[OFF]] BuiltIn 33
; TEXT-DAG: Decorate [[SIN:[0-9]+]] FPMaxErrorDecorationINTEL 1082130432
; TEXT: AssumeTrueKHR
; TEXT: ExtInst [[#]] [[SIN]] [[#]] sin
; TEXT: ExtInst [[#]] [[#]] [[#]] mad
; TEXT: AtomicFAddEXT
; TEXT: AtomicFMaxEXT

; OCL-LABEL: define spir_kernel void @_ZTSZ4mainE4vadd(
; OCL-SAME: ptr byval(%"class.sycl::_V1::range") align 8 %_arg_range
; OCL: %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
; OCL: %goff = call spir_func i64 @_Z17get_global_offsetj(i32 0)
; OCL: call void @llvm.assume(i1 %cmp)
; OCL: %s = call spir_func float @_Z3sinf(float %a) #[[MAXERR:[0-9]+]]
; OCL: %m = call spir_func float @_Z3madfff(
; OCL: %old = call spir_func float @_Z10atomic_addPU3AS1Vff(
; OCL: %mx = call spir_func float @_Z10atomic_maxPU3AS1Vff(
; OCL: attributes #[[MAXERR]] = { {{.*}}"fpbuiltin-max-error"="4.000000"

; SPVIR: %gid = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
; SPVIR: %goff = call spir_func i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
; SPVIR: %s = call spir_func float @_Z15__spirv_ocl_sinf(float %a)
; SPVIR: %old = call spir_func float @_Z21__spirv_AtomicFAddEXTPU3AS1fiif(ptr addrspace(1) %add.ptr.c, i32 1, i32 0, float %m)
; SPVIR: %mx = call spir_func float @_Z21__spirv_AtomicFMaxEXTPU3AS1fiif(ptr addrspace(1) %add.ptr.c, i32 1, i32 0, float %old)

; NOEXT: RequiresExtension: Feature requires the following SPIR-V extension:
; NOEXT-NEXT: SPV_EXT_shader_atomic_float_add

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::range" = type { %"class.sycl::_V1::detail::array" }
%"class.sycl::_V1::detail::array" = type { [1 x i64] }

$_ZTSZ4mainE4vadd = comdat any

@__spirv_BuiltInGlobalInvocationId = external dso_local local_unnamed_addr addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInGlobalOffset = external dso_local local_unnamed_addr addrspace(1) constant <3 x i64>, align 32

define weak_odr dso_local spir_kernel void @_ZTSZ4mainE4vadd(ptr addrspace(1) noundef align 4 %_arg_a, ptr noundef byval(%"class.sycl::_V1::range") align 8 %_arg_range, ptr addrspace(1) noundef readonly align 4 %_arg_b, ptr addrspace(1) noundef align 4 %_arg_c) local_unnamed_addr #0 comdat !srcloc !5 !kernel_arg_buffer_location !6 !sycl_fixed_targets !7 !sycl_kernel_omit_args !8 {
entry:
  %off = load i64, ptr %_arg_range, align 8
  %add.ptr = getelementptr inbounds float, ptr addrspace(1) %_arg_a, i64 %off
  %add.ptr.b = getelementptr inbounds float, ptr addrspace(1) %_arg_b, i64 %off
  %add.ptr.c = getelementptr inbounds float, ptr addrspace(1) %_arg_c, i64 %off
  %gid = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32, !noalias !9
  %goff = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalOffset, align 32, !noalias !9
  %idx = sub i64 %gid, %goff
  %cmp = icmp ult i64 %idx, 2147483648
  tail call void @llvm.assume(i1 %cmp)
  %pa = getelementptr inbounds float, ptr addrspace(1) %add.ptr, i64 %idx
  %a = load float, ptr addrspace(1) %pa, align 4, !tbaa !12
  %pb = getelementptr inbounds float, ptr addrspace(1) %add.ptr.b, i64 %idx
  %b = load float, ptr addrspace(1) %pb, align 4, !tbaa !12
  %s = tail call float @llvm.fpbuiltin.sin.f32(float %a) #2
  %m = tail call float @llvm.fmuladd.f32(float %s, float %b, float 1.0)
  %pc = getelementptr inbounds float, ptr addrspace(1) %add.ptr.c, i64 %idx
  store float %m, ptr addrspace(1) %pc, align 4, !tbaa !12
  %old = atomicrmw fadd ptr addrspace(1) %add.ptr.c, float %m syncscope("device") monotonic, align 4
  %mx = atomicrmw fmax ptr addrspace(1) %add.ptr.c, float %old syncscope("device") monotonic, align 4
  ret void
}

declare void @llvm.assume(i1 noundef)
declare float @llvm.fpbuiltin.sin.f32(float)
declare float @llvm.fmuladd.f32(float, float, float)

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "sycl-module-id"="vadd.cpp" "sycl-optlevel"="2" "uniform-work-group-size"="true" }
attributes #2 = { "fpbuiltin-max-error"="4.0" }

!llvm.module.flags = !{!0, !1}
!opencl.spir.version = !{!2}
!spirv.Source = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 1, i32 2}
!3 = !{i32 4, i32 100000}
!4 = !{!"clang version 22.0.0"}
!5 = !{i32 1024}
!6 = !{i32 -1, i32 -1, i32 -1, i32 -1}
!7 = !{}
!8 = !{i1 false, i1 false, i1 false, i1 false}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZN7__spirv29InitSizesSTGlobalInvocationIdILi1EN4sycl3_V12idILi1EEEE8initSizeEv: %agg.result"}
!11 = distinct !{!11, !"_ZN7__spirv29InitSizesSTGlobalInvocationIdILi1EN4sycl3_V12idILi1EEEE8initSizeEv"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
