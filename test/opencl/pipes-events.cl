// OpenCL C 2.0 pipes (clang's __read_pipe_2... builtins), async copies,
// wait_group_events and prefetch, both directions.
// RUN: %clang -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -O1 -emit-llvm-bc %s -o %t.bc
// RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: %lspv %t.bc -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
// RUN: %lspv -r %t.spv -o %t.rev.bc
// RUN: %lspv %t.rev.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=SPVIR
// RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
// RUN: %lspv %t.ir.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: %lspv %t.ir.bc -o %t.ir.spv
// RUN: %spirv-val %t.ir.spv

// SPV-DAG: Capability Pipes
// SPV-DAG: TypePipe [[#RD:]] 0
// SPV-DAG: TypePipe [[#WR:]] 1
// SPV-DAG: TypeReserveId [[#RID:]]
// SPV-DAG: TypeEvent [[#EV:]]
// SPV-DAG: TypeInt [[#I32:]] 32 0
// SPV-DAG: Constant [[#I32]] [[#WG:]] 2 {{$}}
// SPV-DAG: Constant [[#I32]] [[#SG:]] 3 {{$}}
// SPV: GroupAsyncCopy [[#EV]] [[#E1:]] [[#WG]] [[#]] [[#]] [[#]] [[#]] [[#]]
// SPV: GroupAsyncCopy [[#EV]] [[#]] [[#WG]] [[#]] [[#]] [[#]] [[#]] [[#E1]]
// SPV: GroupWaitEvents [[#WG]]
// SPV: ExtInst [[#]] [[#]] [[#]] prefetch
// SPV: FunctionParameter [[#RD]] [[#IN:]]
// SPV-NEXT: FunctionParameter [[#WR]] [[#OUT:]]
// SPV: ReadPipe [[#]] [[#]] [[#IN]] [[#]] [[#]] [[#]]
// SPV: WritePipe [[#]] [[#]] [[#OUT]] [[#]] [[#]] [[#]]
// SPV: ReserveReadPipePackets [[#RID]] [[#R:]] [[#IN]]
// SPV: IsValidReserveId [[#]] [[#]] [[#R]]
// SPV: ReservedReadPipe [[#]] [[#]] [[#IN]] [[#R]]
// SPV: CommitReadPipe [[#IN]] [[#R]]
// SPV: GroupReserveWritePipePackets [[#RID]] [[#W:]] [[#WG]] [[#OUT]]
// SPV: ReservedWritePipe [[#]] [[#]] [[#OUT]] [[#W]]
// SPV: GroupCommitWritePipe [[#WG]] [[#OUT]] [[#W]]
// SPV: GroupReserveReadPipePackets [[#RID]] [[#S:]] [[#SG]] [[#IN]]
// SPV: GroupCommitReadPipe [[#SG]] [[#IN]] [[#S]]
// SPV: GetNumPipePackets [[#]] [[#]] [[#IN]]
// SPV: GetMaxPipePackets [[#]] [[#]] [[#OUT]]

// LLVM: call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3Dv4_fPU3AS1KS_mm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 16, i64 1, target("spirv.Event") zeroinitializer)
// LLVM: call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1Dv4_fPU3AS3KS_mm9ocl_event(ptr addrspace(1) %g, ptr addrspace(3) %l, i64 16, i64 2,
// LLVM: call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 2, ptr addrspace(4)
// LLVM: call spir_func void @_Z8prefetchPU3AS1KDv4_fm(ptr addrspace(1) %g, i64 4)
// LLVM: call spir_func i32 @__read_pipe_2(target("spirv.Pipe", 0) %in, ptr addrspace(4) %{{.*}}, i32 4, i32 4)
// LLVM: call spir_func i32 @__write_pipe_2(target("spirv.Pipe", 1) %out,
// LLVM: call spir_func target("spirv.ReserveId") @__reserve_read_pipe(target("spirv.Pipe", 0) %in, i32 2, i32 4, i32 4)
// LLVM: call spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(target("spirv.ReserveId")
// LLVM: call spir_func i32 @__read_pipe_4(target("spirv.Pipe", 0) %in, target("spirv.ReserveId")
// LLVM: call spir_func void @__commit_read_pipe(
// LLVM: call spir_func target("spirv.ReserveId") @__work_group_reserve_write_pipe(target("spirv.Pipe", 1) %out, i32 4, i32 4, i32 4)
// LLVM: call spir_func void @__work_group_commit_write_pipe(
// LLVM: call spir_func target("spirv.ReserveId") @__sub_group_reserve_read_pipe(
// LLVM: call spir_func void @__sub_group_commit_read_pipe(
// LLVM: call spir_func i32 @__get_pipe_num_packets_ro(target("spirv.Pipe", 0) %in, i32 4, i32 4)
// LLVM: call spir_func i32 @__get_pipe_max_packets_wo(target("spirv.Pipe", 1) %out, i32 4, i32 4)
// LLVM-DAG: !{!"read_only", !"write_only", !"none"}
// LLVM-DAG: !{!"pipe", !"pipe", !"int*"}
// LLVM-DAG: !{!"pipe", !"pipe", !""}

// SPVIR: call spir_func target("spirv.Event") @_Z22__spirv_GroupAsyncCopyiPU3AS3Dv4_fPU3AS1KS_mmP13__spirv_Event(i32 2,
// SPVIR: call spir_func void @_Z23__spirv_GroupWaitEventsiiPU3AS4P13__spirv_Event(i32 2, i32 2,
// SPVIR: call spir_func i32 @_Z16__spirv_ReadPipePU3AS115__spirv_Pipe__0PU3AS4cii(

kernel void ev(global float4 *g, local float4 *l) {
  event_t e = async_work_group_copy(l, g, 16, 0);
  e = async_work_group_strided_copy(g, l, 16, 2, e);
  event_t evs[2] = {e, e};
  wait_group_events(2, evs);
  prefetch(g, 4);
}

kernel void p(read_only pipe int in, write_only pipe int out, global int *g) {
  int x;
  read_pipe(in, &x);
  write_pipe(out, &x);
  reserve_id_t r = reserve_read_pipe(in, 2);
  if (is_valid_reserve_id(r)) {
    read_pipe(in, r, 0, &x);
    commit_read_pipe(in, r);
  }
  reserve_id_t w = work_group_reserve_write_pipe(out, 4);
  write_pipe(out, w, 1, &x);
  work_group_commit_write_pipe(out, w);
  reserve_id_t s = sub_group_reserve_read_pipe(in, 1);
  sub_group_commit_read_pipe(in, s);
  g[0] = get_pipe_num_packets(in) + get_pipe_max_packets(out);
}
