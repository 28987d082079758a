; From SPIR-V 1.4 an OpEntryPoint lists the module-scope variables its static
; call tree uses (exactly those here, plus the builtins, which lspv lists in
; every entry point: a superset is valid and they are few), below 1.4 only
; the builtins (Input).  nsw (NoSignedWrap, 1.4) makes this module 1.4.  Uses
; count as spirv-val counts them: in the code of a function, through constant
; expressions, and through the initializer of a global that the code uses.
;
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %lspv %s -o %t13.spv --spirv-max-version=1.3
; RUN: %spirv-val %t13.spv
; RUN: spirv-dis %t13.spv | FileCheck %s --check-prefix=V13
;
; CHECK: Version: 1.4
; CHECK-DAG: OpEntryPoint Kernel %k1 "k1" %a %b %tab %__spirv_BuiltInGlobalInvocationId{{$}}
; CHECK-DAG: OpEntryPoint Kernel %{{[0-9a-z_]+}} "k2" %c %__spirv_BuiltInGlobalInvocationId{{$}}
; CHECK-DAG: OpEntryPoint Kernel %k3 "k3" %c %d %__spirv_BuiltInGlobalInvocationId{{$}}
; CHECK-DAG: OpEntryPoint Kernel %k4 "k4" %__spirv_BuiltInGlobalInvocationId{{$}}
; CHECK-NOT: OpVariable %{{.*}} UniformConstant
; CHECK-DAG: OpDecorate %{{.*}} NoSignedWrap
;
; V13: Version: 1.0
; V13-DAG: OpEntryPoint Kernel %k1 "k1" %__spirv_BuiltInGlobalInvocationId{{$}}
; V13-DAG: OpEntryPoint Kernel %{{[0-9a-z_]+}} "k2" %__spirv_BuiltInGlobalInvocationId{{$}}
; V13-DAG: OpEntryPoint Kernel %k3 "k3" %__spirv_BuiltInGlobalInvocationId{{$}}
; V13-DAG: OpEntryPoint Kernel %k4 "k4" %__spirv_BuiltInGlobalInvocationId{{$}}
; V13-NOT: NoSignedWrap

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@a = addrspace(1) global [4 x i32] zeroinitializer, align 4
@b = addrspace(1) global i32 0, align 4
@tab = addrspace(2) constant ptr addrspace(1) @b, align 8
@c = addrspace(1) global i32 0, align 4
@d = addrspace(3) global i32 undef, align 4
@unused = addrspace(1) global i32 0, align 4

declare spir_func i64 @_Z13get_global_idj(i32)

; Uses @a through a constant GEP, and @b only through @tab's initializer.
define spir_func i32 @helper(i32 %x) {
  %p = load ptr addrspace(1), ptr addrspace(2) @tab, align 8
  %v = load i32, ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @a, i64 0, i64 1), align 4
  %s = add nsw i32 %v, %x
  store i32 %s, ptr addrspace(1) %p, align 4
  ret i32 %s
}

define spir_func void @uses_c() {
  store i32 1, ptr addrspace(1) @c, align 4
  ret void
}

define spir_kernel void @k1() {
  %g = call spir_func i64 @_Z13get_global_idj(i32 0)
  %t = trunc i64 %g to i32
  %r = call spir_func i32 @helper(i32 %t)
  ret void
}

define spir_kernel void @k2() {
  %g = call spir_func i64 @_Z13get_global_idj(i32 0)
  call spir_func void @uses_c()
  ret void
}

; Shares uses_c with k2.
define spir_kernel void @k3() {
  call spir_func void @uses_c()
  store i32 2, ptr addrspace(3) @d, align 4
  ret void
}

; The bytes that a memset of a non-zero byte copies from are a Function
; variable of the function that calls memset: no interface variable.
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)

define spir_func void @fill(ptr addrspace(1) %p) {
  call void @llvm.memset.p1.i64(ptr addrspace(1) %p, i8 7, i64 16, i1 false)
  ret void
}

define spir_kernel void @k4(ptr addrspace(1) %p) {
  call spir_func void @fill(ptr addrspace(1) %p)
  ret void
}
