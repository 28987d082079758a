; SPV_INTEL_bindless_images: __spirv_ConvertHandleTo{Image,Sampler,
; SampledImage}INTEL(handle) <-> OpConvertHandleTo...INTEL, the handle as
; wide as the module's pointers (64-bit here, Physical64).
; RUN: %lspv --spirv-ext=+SPV_INTEL_bindless_images %s -o %t.spv
; Debian's spirv-val does not know the instructions: lspv's checker validates.
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=TEXT < %t.spt
; RUN: %lspv -to-binary %t.spt -o %t.back.spv
; RUN: cmp %t.spv %t.back.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_bindless_images %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.cl.bc
; RUN: %llvm-dis %t.cl.bc -o - | FileCheck %s --check-prefix=CL
; RUN: %lspv --spirv-ext=+SPV_INTEL_bindless_images %t.cl.bc -o %t.3.spv
; RUN: %lspv -to-text %t.3.spv -o - | FileCheck %s --check-prefix=TEXT
; Disabled: an error naming the extension, no output.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_bindless_images
; A 32-bit handle in a 64-bit module is refused, naming the call.
; RUN: sed -e 's/ConvertHandleToImageINTELl(i64 %%in)/ConvertHandleToImageINTELi(i32 %%t)/' -e 's/^  %%img =/  %%t = trunc i64 %%in to i32\n  %%img =/' -e 's/^declare \(.*\)ConvertHandleToImageINTELl(i64)/declare \1ConvertHandleToImageINTELi(i32)/' %s > %t.bad.ll
; RUN: not %lspv --spirv-ext=+SPV_INTEL_bindless_images %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv
; BAD: InvalidInstruction: Can't translate llvm instruction:
; BAD-NEXT: ConvertHandleToImageINTEL
; BAD-NEXT: Parameter value must be a 32-bit scalar in case of Physical32 addressing model or a 64-bit scalar in case of Physical64 addressing model
; BAD-NEXT: Type size: 32
; BAD-NEXT: Addressing model: Physical64 in function 'foo'
; A conversion whose result is not what it makes is refused on input.
; RUN: %python -c "import re,sys; s=open(sys.argv[1]).read(); img=re.search(r'TypeImage (\d+)', s).group(1); s=re.sub(r'ConvertHandleToSamplerINTEL \d+ ', 'ConvertHandleToSamplerINTEL %%s ' %% img, s); open(sys.argv[2],'w').write(s)" %t.spt %t.badtype.spt
; RUN: %lspv -to-binary %t.badtype.spt -o %t.badtype.spv
; RUN: not %lspv --verify %t.badtype.spv 2>&1 | FileCheck %s --check-prefix=BADTYPE
; RUN: not %lspv -r %t.badtype.spv -o %t.badtype.bc 2>&1 | FileCheck %s --check-prefix=BADTYPE
; RUN: not test -e %t.badtype.bc
; BADTYPE: InvalidInstruction: ConvertHandleToSamplerINTEL must return the sampler it makes

; TEXT-DAG: Capability BindlessImagesINTEL
; TEXT-DAG: Extension "SPV_INTEL_bindless_images"
; TEXT-DAG: TypeInt [[#I64:]] 64 0
; TEXT-DAG: Constant [[#I64]] [[#K42:]] 42 0
; TEXT-DAG: TypeImage [[#IMG:]] [[#I64]] 2
; TEXT-DAG: TypeSampler [[#SMP:]]
; TEXT-DAG: TypeSampledImage [[#SI:]]
; TEXT: FunctionParameter [[#I64]] [[#IN:]]
; TEXT: ConvertHandleToImageINTEL [[#IMG]] [[#]] [[#IN]]
; TEXT: ConvertHandleToSamplerINTEL [[#SMP]] [[#]] [[#K42]]
; TEXT: ConvertHandleToSampledImageINTEL [[#SI]] [[#]]

; Reverse spells them as llvm-spirv does: the image forms with the `_R<type>`
; postfix of their result (SPV-IR spelling in every environment), the handle
; unsigned in SPV-IR, signed in the OpenCL environments.
; IR: call spir_func target("spirv.Image", i64, 2, 0, 0, 0, 0, 0, 0) @_Z76__spirv_ConvertHandleToImageINTEL_RPU3AS133__spirv_Image__long_2_0_0_0_0_0_0m(i64 %in)
; IR: call spir_func target("spirv.Sampler") @_Z35__spirv_ConvertHandleToSamplerINTELm(i64 42)
; IR: call spir_func target("spirv.SampledImage", i64, 1, 0, 0, 0, 0, 0, 0) @_Z90__spirv_ConvertHandleToSampledImageINTEL_RPU3AS140__spirv_SampledImage__long_1_0_0_0_0_0_0m(i64 43)
; CL: call spir_func target("spirv.Image", i64, 2, 0, 0, 0, 0, 0, 0) @_Z76__spirv_ConvertHandleToImageINTEL_RPU3AS133__spirv_Image__long_2_0_0_0_0_0_0l(i64 %in)
; CL: call spir_func target("spirv.Sampler") @_Z35__spirv_ConvertHandleToSamplerINTELl(i64 42)
; CL: call spir_func target("spirv.SampledImage", i64, 1, 0, 0, 0, 0, 0, 0) @_Z90__spirv_ConvertHandleToSampledImageINTEL_RPU3AS140__spirv_SampledImage__long_1_0_0_0_0_0_0l(i64 43)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @foo(i64 %in) {
  %img = call spir_func target("spirv.Image", i64, 2, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELl(i64 %in)
  %samp = call spir_func target("spirv.Sampler") @_Z35__spirv_ConvertHandleToSamplerINTELl(i64 42)
  %si = call spir_func target("spirv.SampledImage", i64, 1, 0, 0, 0, 0, 0, 0) @_Z40__spirv_ConvertHandleToSampledImageINTELl(i64 43)
  ret void
}

declare spir_func target("spirv.Image", i64, 2, 0, 0, 0, 0, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELl(i64)
declare spir_func target("spirv.Sampler") @_Z35__spirv_ConvertHandleToSamplerINTELl(i64)
declare spir_func target("spirv.SampledImage", i64, 1, 0, 0, 0, 0, 0, 0) @_Z40__spirv_ConvertHandleToSampledImageINTELl(i64)
