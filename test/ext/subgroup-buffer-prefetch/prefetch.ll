; SPV_INTEL_subgroup_buffer_prefetch: the pointer is typed as its mangled
; pointee says (a ushort pointer here, a uchar one with memory operands; a
; parameter used only there takes that type),
; not as the byte count; reverse spells the pointee unsigned and const, the
; count and the memory operands uint.
; RUN: rm -rf %t && split-file %s %t
; RUN: %lspv --spirv-ext=+SPV_INTEL_subgroup_buffer_prefetch %t/ok.ll -o %t/ok.spv
; (Debian's spirv-val predates the extension: lspv's checker stands in.)
; RUN: %lspv --verify %t/ok.spv
; RUN: %lspv -to-text %t/ok.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --spirv-target-env=SPV-IR %t/ok.spv -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv -r --spirv-target-env=SPV-IR %t/ok.spv -o %t/ok.rev.bc
; RUN: %lspv --spirv-ext=+SPV_INTEL_subgroup_buffer_prefetch %t/ok.rev.bc -o %t/ok.2.spv
; RUN: %lspv -to-text %t/ok.2.spv -o - | FileCheck %s --check-prefix=SPV
; Extension off: an error naming it, no output.
; RUN: not %lspv %t/ok.ll -o %t/off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t/off.spv
; The spec's operand rules, as the text form is read and on reverse.
; RUN: not %lspv -to-binary %t/elem.spt -o %t/elem.spv 2>&1 | FileCheck %s --check-prefix=ELEM
; RUN: not test -e %t/elem.spv
; RUN: not %lspv -r -spirv-text %t/elem.spt -o %t/elem.bc 2>&1 | FileCheck %s --check-prefix=ELEM
; RUN: not %lspv -to-binary %t/bytes.spt -o %t/bytes.spv 2>&1 | FileCheck %s --check-prefix=BYTES
; RUN: not %lspv -to-binary %t/class.spt -o %t/class.spv 2>&1 | FileCheck %s --check-prefix=CLASS

; SPV-DAG: Capability SubgroupBufferPrefetchINTEL
; SPV-DAG: Extension "SPV_INTEL_subgroup_buffer_prefetch"
; SPV-DAG: TypeInt [[I8:[0-9]+]] 8 0
; SPV-DAG: TypeInt [[I16:[0-9]+]] 16 0
; SPV-DAG: TypePointer [[P8:[0-9]+]] 5 [[I8]]
; SPV-DAG: TypePointer [[P16:[0-9]+]] 5 [[I16]]
; SPV: FunctionParameter [[P16]] [[A:[0-9]+]]
; SPV: FunctionParameter [[P8]] [[B:[0-9]+]]
; SPV: FunctionParameter {{[0-9]+}} [[N:[0-9]+]]
; SPV: 3 SubgroupBlockPrefetchINTEL [[A]] [[N]] {{$}}
; SPV: 5 SubgroupBlockPrefetchINTEL [[B]] [[N]] 2 8 {{$}}

; IR: call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Ktj(ptr addrspace(1) %a, i32 %n)
; IR: call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khjjj(ptr addrspace(1) %b, i32 %n, i32 2, i32 8)

; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_INTEL_subgroup_buffer_prefetch

; ELEM: InvalidInstruction: Can't translate llvm instruction:
; ELEM-NEXT: OpSubgroupBlockPrefetchINTEL
; ELEM-NEXT: Ptr must point to a scalar integer type
; BYTES: InvalidInstruction: Can't translate llvm instruction:
; BYTES-NEXT: OpSubgroupBlockPrefetchINTEL
; BYTES-NEXT: NumBytes must be a 32-bit integer scalar
; CLASS: InvalidInstruction: Can't translate llvm instruction:
; CLASS-NEXT: OpSubgroupBlockPrefetchINTEL
; CLASS-NEXT: Ptr must be in CrossWorkgroup storage class

;--- ok.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) {
  call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Ktj(ptr addrspace(1) %a, i32 %n)
  call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khjjj(ptr addrspace(1) %b, i32 %n, i32 2, i32 8)
  ret void
}

declare spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Ktj(ptr addrspace(1), i32)
declare spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khjjj(ptr addrspace(1), i32, i32, i32)

;--- elem.spt
119734787 65536 0 11 0
2 Capability Addresses
2 Capability Kernel
2 Capability SubgroupBufferPrefetchINTEL
10 Extension "SPV_INTEL_subgroup_buffer_prefetch"
3 MemoryModel 2 2
5 EntryPoint 6 7 "k"
3 TypeFloat 3 32
4 TypeInt 5 32 0
2 TypeVoid 2
4 TypePointer 4 5 3
5 TypeFunction 6 2 4 5
5 Function 2 7 0 6
3 FunctionParameter 4 8
3 FunctionParameter 5 9
2 Label 10
3 SubgroupBlockPrefetchINTEL 8 9
1 Return
1 FunctionEnd

;--- bytes.spt
119734787 65536 0 11 0
2 Capability Addresses
2 Capability Kernel
2 Capability Int64
2 Capability SubgroupBufferPrefetchINTEL
10 Extension "SPV_INTEL_subgroup_buffer_prefetch"
3 MemoryModel 2 2
5 EntryPoint 6 7 "k"
4 TypeInt 3 32 0
4 TypeInt 5 64 0
2 TypeVoid 2
4 TypePointer 4 5 3
5 TypeFunction 6 2 4 5
5 Function 2 7 0 6
3 FunctionParameter 4 8
3 FunctionParameter 5 9
2 Label 10
3 SubgroupBlockPrefetchINTEL 8 9
1 Return
1 FunctionEnd

;--- class.spt
119734787 65536 0 11 0
2 Capability Addresses
2 Capability Kernel
2 Capability SubgroupBufferPrefetchINTEL
10 Extension "SPV_INTEL_subgroup_buffer_prefetch"
3 MemoryModel 2 2
5 EntryPoint 6 7 "k"
4 TypeInt 3 32 0
2 TypeVoid 2
4 TypePointer 4 3 3
5 TypeFunction 6 2 4 3
5 Function 2 7 0 6
3 FunctionParameter 4 8
3 FunctionParameter 3 9
2 Label 10
3 SubgroupBlockPrefetchINTEL 8 9
1 Return
1 FunctionEnd
