; llvm.ctpop is the core OpBitCount (as llvm-spirv writes it), on scalars and
; vectors; reverse reads OpBitCount as OpenCL C's popcount, as llvm-spirv does.  The population count of an i1 is
; the bit itself: no OpBitCount of a bool (which would be invalid).
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPT
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=LL
; SPT-NOT: popcount
; SPT-DAG: TypeInt [[I16:[0-9]+]] 16 0
; SPT-DAG: TypeVector [[V4:[0-9]+]] {{[0-9]+}} 4
; SPT: BitCount [[I16]] {{[0-9]+}} {{[0-9]+}}
; SPT: BitCount [[V4]] {{[0-9]+}} {{[0-9]+}}
; SPT: FunctionParameter {{[0-9]+}} [[B:[0-9]+]]
; SPT-NOT: BitCount
; SPT: ReturnValue [[B]]
; LL: call spir_func i16 @_Z8popcounts(i16 %x)
; LL: call spir_func <4 x i32> @_Z8popcountDv4_i(<4 x i32> %v)
; LL: define spir_func i1 @pb(i1 %[[P:[a-z0-9.]+]])
; LL-NEXT: ret i1 %[[P]]
target triple = "spir64-unknown-unknown"

define spir_func i16 @p16(i16 %x) {
  %r = call i16 @llvm.ctpop.i16(i16 %x)
  ret i16 %r
}

define spir_func <4 x i32> @pv(<4 x i32> %v) {
  %r = call <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %v)
  ret <4 x i32> %r
}

define spir_func i1 @pb(i1 %b) {
  %r = call i1 @llvm.ctpop.i1(i1 %b)
  ret i1 %r
}

declare i16 @llvm.ctpop.i16(i16)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>)
declare i1 @llvm.ctpop.i1(i1)
