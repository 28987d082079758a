; SPV_INTEL_io_pipes: a program-scope pipe storage variable bound to an I/O
; interface carries !io_pipe_id !{i32 N}, which is IOPipeStorageINTEL N on
; the variable (capability IOPipeINTEL) and back.  Without the extension the
; metadata is dropped, as llvm-spirv drops it; metadata that is not one
; integer is an error; reverse with the extension disabled refuses the
; module, and the decoration on anything but a module-scope variable.
; RUN: rm -rf %t && split-file %s %t
; RUN: %lspv --spirv-ext=+SPV_INTEL_io_pipes %t/k.ll -o %t/k.spv
; RUN: %spirv-val %t/k.spv
; RUN: %lspv --verify %t/k.spv
; RUN: %lspv -to-text %t/k.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t/k.spv -S -o %t/k.rev.ll
; RUN: FileCheck %s --check-prefix=IR < %t/k.rev.ll
; RUN: %lspv --spirv-ext=+SPV_INTEL_io_pipes %t/k.rev.ll -o %t/k2.spv
; RUN: %lspv -to-text %t/k2.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %t/k.ll -o %t/off.spv
; RUN: %spirv-val %t/off.spv
; RUN: %lspv -to-text %t/off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: not %lspv --spirv-ext=+SPV_INTEL_io_pipes %t/bad.ll -o %t/bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not %lspv -r --spirv-ext=-SPV_INTEL_io_pipes %t/k.spv -o %t/no.bc 2>&1 | FileCheck %s --check-prefix=DISABLED
; RUN: %lspv -to-binary %t/fn.spt -o %t/fn.spv
; RUN: not %lspv -r %t/fn.spv -o %t/fn.bc 2>&1 | FileCheck %s --check-prefix=FN

; SPV: Capability IOPipeINTEL
; SPV: Extension "SPV_INTEL_io_pipes"
; SPV-DAG: Name [[#IN:]] "in_pipe"
; SPV-DAG: Name [[#OUT:]] "out_pipe"
; SPV-DAG: Decorate [[#IN]] IOPipeStorageINTEL 1
; SPV-DAG: Decorate [[#OUT]] IOPipeStorageINTEL 7
; SPV-NOT: IOPipeStorageINTEL

; IR: @in_pipe = addrspace(1) global i32 0, align 4, !io_pipe_id ![[#A:]]
; IR: @out_pipe = addrspace(1) global i32 0, align 4, !io_pipe_id ![[#B:]]
; IR: @plain = addrspace(1) global i32 0, align 4{{$}}
; IR: ![[#A]] = !{i32 1}
; IR: ![[#B]] = !{i32 7}

; OFF-NOT: IOPipe
; OFF-NOT: io_pipes

; BAD: InvalidLlvmModule: {{.*}}!io_pipe_id must be one integer (the I/O pipe's id)

; DISABLED: SPV_INTEL_io_pipes

; FN: InvalidModule: {{.*}}IOPipeStorageINTEL decorates a module-scope variable

;--- k.ll
target triple = "spir64-unknown-unknown"

@in_pipe = addrspace(1) global i32 0, align 4, !io_pipe_id !0
@out_pipe = addrspace(1) global i32 0, align 4, !io_pipe_id !1
@plain = addrspace(1) global i32 0, align 4

define spir_kernel void @k() {
  %v = load i32, ptr addrspace(1) @in_pipe, align 4
  store i32 %v, ptr addrspace(1) @out_pipe, align 4
  ret void
}

!0 = !{i32 1}
!1 = !{i32 7}

;--- bad.ll
target triple = "spir64-unknown-unknown"

@p = addrspace(1) global i32 0, align 4, !io_pipe_id !0

!0 = !{!"one"}

;--- fn.spt
119734787 65536 0 8 0 
2 Capability Addresses 
2 Capability Linkage 
2 Capability Kernel 
2 Capability IOPipeINTEL 
6 Extension "SPV_INTEL_io_pipes" 
3 MemoryModel 2 2 
6 Decorate 4 LinkageAttributes "f" Export 
4 Decorate 4 IOPipeStorageINTEL 3 
2 TypeVoid 2 
3 TypeFunction 3 2 
5 Function 2 4 0 3 
2 Label 5 
1 Return 
1 FunctionEnd 
