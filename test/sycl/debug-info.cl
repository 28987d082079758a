// SYCL-shaped C++ device code (namespaces, templates, a functor and its
// inlined call operators) compiled with -g -O2, through DPC++'s command line
// (NonSemantic.Shader.DebugInfo.200): valid, the same bytes on every run, the
// variables and subprograms back, and a fixpoint after one round trip.
// RUN: %clang -cc1 -triple spir64-unknown-unknown -x clcpp -cl-std=clc++2021 -finclude-default-header -debug-info-kind=constructor -dwarf-version=4 -O2 -emit-llvm-bc %s -o %t.bc
// RUN: %dpcpp-lspv %t.bc -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %lspv --verify %t.spv
// RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
// The subprograms' retained variables are written in the order the
// subprograms were (it once followed heap addresses and changed between
// runs of the same input).
// RUN: %lspv -r %t.spv -o %t.r.bc
// RUN: %llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=IR
// RUN: %dpcpp-lspv %t.r.bc -o %t.2.spv
// RUN: %dpcpp-lspv %t.r.bc -o %t.run1.spv
// RUN: cmp %t.2.spv %t.run1.spv
// RUN: %dpcpp-lspv %t.r.bc -o %t.run2.spv
// RUN: cmp %t.2.spv %t.run2.spv
// RUN: %dpcpp-lspv %t.r.bc -o %t.run3.spv
// RUN: cmp %t.2.spv %t.run3.spv
// RUN: %dpcpp-lspv %t.r.bc -o %t.run4.spv
// RUN: cmp %t.2.spv %t.run4.spv
// RUN: %lspv -r %t.2.spv -o %t.r2.bc
// RUN: %dpcpp-lspv %t.r2.bc -o %t.3.spv
// RUN: cmp %t.2.spv %t.3.spv

// TEXT: ExtInstImport [[DI:[0-9]+]] "NonSemantic.Shader.DebugInfo.200"
// TEXT: DebugCompilationUnit
// TEXT: DebugFunction
// TEXT: DebugLocalVariable
// TEXT: DebugInlinedAt

// IR-DAG: !DISubprogram(name: "vsquare", linkageName: "__clang_ocl_kern_imp_vsquare"
// IR-DAG: !DILocalVariable(name: "f", scope:
// IR-DAG: distinct !DISubprogram(name: "operator()", linkageName: "_ZNU3AS4K7FunctorclEN4sycl3_V12idILi1EEE"
// IR-DAG: !DILocalVariable(name: "x", arg: 1, scope:
// IR-DAG: !DINamespace(name: "_V1", {{.*}}exportSymbols: true)
// IR-DAG: !DICompositeType(tag: DW_TAG_structure_type, name: "accessor<float, 1>"

namespace sycl { inline namespace _V1 {
template <int D> struct id { unsigned long v[D]; unsigned long operator[](int i) const { return v[i]; } };
template <typename T, int D> struct accessor { __global T *ptr; id<D> off;
  __global T &operator[](const id<D> &i) const { return ptr[i[0] + off[0]]; } };
}}
extern "C++" unsigned long __spirv_BuiltInGlobalInvocationId(int) ;
template <typename T> T square(T x) { return x * x; }
struct Functor { sycl::accessor<float, 1> in, out; float k;
  void operator()(sycl::id<1> i) const { out[i] = square(in[i]) * k; } };
__kernel void vsquare(__global float *a, __global float *b, float k) {
  Functor f{{a, {{0}}}, {b, {{0}}}, k};
  sycl::id<1> i{{get_global_id(0)}};
  f(i);
}
