; A function pointer cast to the generic address space inside a global's
; initializer (input of table.ll): the aggregate holds a cast of a cast.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@vtable = addrspace(1) constant { [1 x ptr addrspace(4)] } { [1 x ptr addrspace(4)] [ptr addrspace(4) addrspacecast (ptr @method to ptr addrspace(4))] }, align 8

define spir_func void @method() {
entry:
  ret void
}
