; SPV_INTEL_vector_compute global variables ("VCGlobalVariable"): the
; storage class follows the address space (0 is Private, not the Function
; storage class a plain address-space-0 global would need and cannot have),
; every pointer into the variable and the parameter of an intrinsic
; declaration that is only ever given it share that storage class, and the
; attributes are decorations, and back.
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute --spirv-allow-unknown-intrinsics=llvm.genx %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute --spirv-allow-unknown-intrinsics=llvm.genx %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; Without the extension an address-space-0 global is refused as any other.
; RUN: not %lspv --spirv-allow-unknown-intrinsics=llvm.genx %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not test -e %t.no.spv

; TEXT-DAG: Capability VectorComputeINTEL
; TEXT-DAG: Extension "SPV_INTEL_vector_compute"
; TEXT-DAG: Name [[#PRIV:]] "priv"
; TEXT-DAG: Name [[#SHARED:]] "shared"
; TEXT-DAG: Name [[#PLAIN:]] "plain"
; TEXT-DAG: Decorate [[#PRIV]] VectorComputeVariableINTEL
; TEXT-DAG: Decorate [[#PRIV]] GlobalVariableOffsetINTEL 64
; TEXT-DAG: Decorate [[#PRIV]] Volatile
; TEXT-DAG: Decorate [[#SHARED]] VectorComputeVariableINTEL
; TEXT-DAG: TypeInt [[#I32:]] 32 0
; TEXT-DAG: TypeVector [[#V4:]] [[#I32]] 4
; TEXT-DAG: TypePointer [[#PPRIV:]] 6 [[#V4]]
; TEXT-DAG: TypePointer [[#PWG:]] 4 [[#I32]]
; TEXT-DAG: TypeInt [[#I8:]] 8 0
; TEXT-DAG: TypePointer [[#PPRIV8:]] 6 [[#I8]]
; TEXT-DAG: TypeFunction [[#LOADTY:]] [[#V4]] [[#PPRIV8]]
; TEXT-DAG: Variable [[#PPRIV]] [[#PRIV]] 6
; TEXT-DAG: Variable [[#PWG]] [[#SHARED]] 4
; TEXT-DAG: Variable {{[0-9]+}} [[#PLAIN]] 5
; TEXT: Function [[#V4]] [[#]] 0 [[#LOADTY]]
; TEXT: Bitcast [[#PPRIV8]] [[#CAST:]] [[#PRIV]]
; TEXT: FunctionCall [[#V4]] [[#]] [[#]] [[#CAST]]
; TEXT: Store [[#PRIV]]
; TEXT-NOT: Decorate [[#PLAIN]] VectorComputeVariableINTEL

; IR-DAG: @priv = internal global <4 x i32> {{.*}} #[[PA:[0-9]+]]
; IR-DAG: @shared = internal addrspace(3) global i32 {{.*}} #[[SA:[0-9]+]]
; IR-DAG: @plain = addrspace(1) global i32 0, align 4{{$}}
; IR: [[PV:%[0-9]+]] = bitcast ptr @priv to ptr
; IR-NEXT: call {{(spir_func )?}}<4 x i32> @llvm.genx.vload.v4i32(ptr [[PV]])
; IR: store <4 x i32> %{{.*}}, ptr @priv
; IR-DAG: attributes #[[PA]] = { "VCByteOffset"="64" "VCGlobalVariable" "VCVolatile" }
; IR-DAG: attributes #[[SA]] = { "VCGlobalVariable" }

; NOEXT: Global variable cannot have Function storage class
; NOEXT: @priv

target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

@priv = internal global <4 x i32> undef, align 16 #0
@shared = internal addrspace(3) global i32 undef, align 4 #1
@plain = addrspace(1) global i32 0, align 4

declare <4 x i32> @llvm.genx.vload.v4i32(ptr)

define spir_kernel void @k(i32 %x) #2 {
entry:
  %v = call <4 x i32> @llvm.genx.vload.v4i32(ptr @priv)
  %w = add <4 x i32> %v, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %w, ptr @priv, align 16
  store i32 %x, ptr addrspace(3) @shared, align 4
  store i32 %x, ptr addrspace(1) @plain, align 4
  ret void
}

attributes #0 = { "VCByteOffset"="64" "VCVolatile" "VCGlobalVariable" }
attributes #1 = { "VCGlobalVariable" }
attributes #2 = { "VCFunction" }
