; kernel void hello(global int *a) {
;   printf("hello \"world\" %d\\n\n", a[0]);
;   printf("tab\there %f %s\n", 1.5f, "str");
; }
;
; ModuleID = 'ocl/printf_strings.cl'
source_filename = "ocl/printf_strings.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@.str = private unnamed_addr addrspace(2) constant [20 x i8] c"hello \22world\22 %d\\n\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(2) constant [16 x i8] c"tab\09here %f %s\0A\00", align 1
@.str.2 = private unnamed_addr addrspace(2) constant [4 x i8] c"str\00", align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @hello(ptr addrspace(1) noundef align 4 %0) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %2 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %2, align 8
  %3 = load ptr addrspace(1), ptr %2, align 8
  call spir_func void @__clang_ocl_kern_imp_hello(ptr addrspace(1) noundef align 4 %3) #2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_hello(ptr addrspace(1) noundef align 4 %0) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %2 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %2, align 8
  %3 = load ptr addrspace(1), ptr %2, align 8
  %4 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 0
  %5 = load i32, ptr addrspace(1) %4, align 4
  %6 = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, i32 noundef %5) #3
  %7 = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.1, double noundef 1.500000e+00, ptr addrspace(2) noundef @.str.2) #3
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @printf(ptr addrspace(2) noundef, ...) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{i32 1}
!5 = !{!"none"}
!6 = !{!"int*"}
!7 = !{!""}
