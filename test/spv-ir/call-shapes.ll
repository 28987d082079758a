; The call shapes of `__spirv_<Op>` besides plain operands: a struct result
; through an sret pointer (stored there), a mask operand followed by the
; parameters of its set bits (MemoryAccess Aligned's alignment), and a
; `__spirv_` name that is no instruction, which stays an ordinary call.
; RUN: rm -rf %t && split-file %s %t
; RUN: %lspv %t/main.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -S -o %t.spvir.ll
; RUN: FileCheck %s --check-prefix=SPVIR < %t.spvir.ll
; Round trip of the SPV-IR form: the memory operands and the plain call again
; (the carries come back as overflow intrinsics, which are IAdd/ISub...).
; RUN: %lspv %t.spvir.ll -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=MEM
; Negative cases: each an error naming the call, no output.
; RUN: not %lspv %t/noparam.ll -o %t.np.spv 2>&1 | FileCheck %s --check-prefix=NOPARAM
; RUN: not test -e %t.np.spv
; RUN: not %lspv %t/nonconst.ll -o %t.nc.spv 2>&1 | FileCheck %s --check-prefix=NONCONST
; RUN: not %lspv %t/nosret.ll -o %t.ns.spv 2>&1 | FileCheck %s --check-prefix=NOSRET
; RUN: not %lspv %t/extra.ll -o %t.ex.spv 2>&1 | FileCheck %s --check-prefix=EXTRA

; TEXT-DAG: TypeStruct [[S8:[0-9]+]] [[I8:[0-9]+]] [[I8]]
; TEXT-DAG: TypeStruct [[S32:[0-9]+]] [[I32:[0-9]+]] [[I32]]
; TEXT: Function {{[0-9]+}} {{[0-9]+}} 0 {{[0-9]+}}
; TEXT: IAddCarry [[S8]] [[R1:[0-9]+]]
; TEXT-NEXT: Store {{[0-9]+}} [[R1]]
; TEXT: ISubBorrow [[S8]] [[R2:[0-9]+]]
; TEXT-NEXT: Store {{[0-9]+}} [[R2]]
; TEXT: UMulExtended [[S32]] [[R3:[0-9]+]]
; TEXT-NEXT: Store {{[0-9]+}} [[R3]]
; TEXT: SMulExtended [[S32]] [[R4:[0-9]+]]
; TEXT-NEXT: Store {{[0-9]+}} [[R4]]
; TEXT: 5 Store {{[0-9]+}} {{[0-9]+}} 3 4
; TEXT: 6 Load [[I32]] {{[0-9]+}} {{[0-9]+}} 2 8
; TEXT: FunctionCall [[I32]] {{[0-9]+}} {{[0-9]+}}
; MEM: 5 Store {{[0-9]+}} {{[0-9]+}} 3 4
; MEM: 6 Load {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 2 8
; MEM: FunctionCall {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}

; Declarations keep the module's order (ahead of the definition that calls).
; REV: declare spir_func i32 @_Z32__spirv_somefunc_with_underscorev()
; REV-LABEL: define spir_func void @f(
; REV: call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %a, i8 %b)
; REV: call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %a, i8 %b)
; REV: store volatile i32 42, ptr addrspace(1) %p, align 4
; REV: load i32, ptr addrspace(1) %p, align 8
; REV: call spir_func i32 @_Z32__spirv_somefunc_with_underscorev()

; SPVIR: call spir_func i32 @_Z32__spirv_somefunc_with_underscorev()

; NOPARAM: InvalidInstruction: Can't translate llvm instruction:
; NOPARAM-NEXT: __spirv_ call lacks an operand's parameter
; NONCONST: InvalidInstruction: Can't translate llvm instruction:
; NONCONST-NEXT: __spirv_ call literal operand is not a constant
; NOSRET: InvalidInstruction: Can't translate llvm instruction:
; NOSRET-NEXT: __spirv_ call result does not match the instruction
; EXTRA: InvalidInstruction: Can't translate llvm instruction:
; EXTRA-NEXT: __spirv_ call has more arguments than the instruction

;--- main.ll
target triple = "spir64-unknown-unknown"
%s8 = type { i8, i8 }
%s32 = type { i32, i32 }

define spir_func void @f(i8 %a, i8 %b, i32 %x, i32 %y, ptr addrspace(1) %p, ptr addrspace(1) %out) {
entry:
  %c = alloca %s8
  %d = alloca %s8
  %m = alloca %s32
  %n = alloca %s32
  call void @_Z17__spirv_IAddCarrycc(ptr sret(%s8) %c, i8 %a, i8 %b)
  call void @_Z18__spirv_ISubBorrowcc(ptr sret(%s8) %d, i8 %a, i8 %b)
  call void @_Z20__spirv_UMulExtendedjj(ptr sret(%s32) %m, i32 %x, i32 %y)
  call void @_Z20__spirv_SMulExtendedii(ptr sret(%s32) %n, i32 %x, i32 %y)
  ; Volatile|Aligned, alignment 4
  call spir_func void @_Z13__spirv_StorePU3AS1iiii(ptr addrspace(1) %p, i32 42, i32 3, i32 4)
  ; Aligned, alignment 8
  %v = call spir_func i32 @_Z12__spirv_LoadPU3AS1iii(ptr addrspace(1) %p, i32 2, i32 8)
  %w = call spir_func i32 @_Z32__spirv_somefunc_with_underscorev()
  %sum = add i32 %v, %w
  store i32 %sum, ptr addrspace(1) %out
  ret void
}

declare void @_Z17__spirv_IAddCarrycc(ptr sret(%s8), i8, i8)
declare void @_Z18__spirv_ISubBorrowcc(ptr sret(%s8), i8, i8)
declare void @_Z20__spirv_UMulExtendedjj(ptr sret(%s32), i32, i32)
declare void @_Z20__spirv_SMulExtendedii(ptr sret(%s32), i32, i32)
declare spir_func void @_Z13__spirv_StorePU3AS1iiii(ptr addrspace(1), i32, i32, i32)
declare spir_func i32 @_Z12__spirv_LoadPU3AS1iii(ptr addrspace(1), i32, i32)
declare spir_func i32 @_Z32__spirv_somefunc_with_underscorev()

;--- noparam.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f(ptr addrspace(1) %p) {
  call spir_func void @_Z13__spirv_StorePU3AS1iii(ptr addrspace(1) %p, i32 42, i32 2)
  ret void
}
declare spir_func void @_Z13__spirv_StorePU3AS1iii(ptr addrspace(1), i32, i32)

;--- nonconst.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f(ptr addrspace(1) %p, i32 %mask) {
  call spir_func void @_Z13__spirv_StorePU3AS1iii(ptr addrspace(1) %p, i32 42, i32 %mask)
  ret void
}
declare spir_func void @_Z13__spirv_StorePU3AS1iii(ptr addrspace(1), i32, i32)

;--- nosret.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f(ptr %r, i8 %a, i8 %b) {
  call void @_Z17__spirv_IAddCarrycc(ptr %r, i8 %a, i8 %b)
  ret void
}
declare void @_Z17__spirv_IAddCarrycc(ptr, i8, i8)

;--- extra.ll
target triple = "spir64-unknown-unknown"
define spir_func float @f(float %a, float %b) {
  %r = call spir_func float @_Z15__spirv_FNegateff(float %a, float %b)
  ret float %r
}
declare spir_func float @_Z15__spirv_FNegateff(float, float)
