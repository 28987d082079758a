/*===-- support/ocl_map.c - OpenCL C scopes, orders, fence flags ----------===*\
|*                                                                            *|
|* The one mapping between OpenCL C's memory_scope / memory_order /          *|
|* cl_mem_fence_flags values (clang's __OPENCL_MEMORY_SCOPE_*, the C11       *|
|* memory_order enumerators, CLK_*_MEM_FENCE) and SPIR-V's Scope and          *|
|* MemorySemantics (SPIR-V 3.27, 3.25): forward, reverse and every plugin use *|
|* these tables, so an unknown value means the same everywhere.              *|
\*===----------------------------------------------------------------------===*/
#include "lspv/plugin_spirv.h"
#include "spv_tables.h"

/* memory_scope enumerator -> Scope; the index is the OpenCL value. */
static const uint32_t scopes[] = {
    SPV_Scope_Invocation,  /* memory_scope_work_item */
    SPV_Scope_Workgroup,   /* memory_scope_work_group */
    SPV_Scope_Device,      /* memory_scope_device */
    SPV_Scope_CrossDevice, /* memory_scope_all_svm_devices */
    SPV_Scope_Subgroup,    /* memory_scope_sub_group */
};
#define NSCOPES (sizeof scopes / sizeof scopes[0])
enum { CL_SCOPE_DEVICE = 2 };

/* memory_order enumerator -> the ordering bits; the index is the OpenCL
 * value (consume, 1, is taken as acquire, as clang does). */
static const uint32_t orders[] = {
    SPV_MemorySemantics_None,                   /* memory_order_relaxed */
    SPV_MemorySemantics_Acquire,                /* memory_order_consume */
    SPV_MemorySemantics_Acquire,                /* memory_order_acquire */
    SPV_MemorySemantics_Release,                /* memory_order_release */
    SPV_MemorySemantics_AcquireRelease,         /* memory_order_acq_rel */
    SPV_MemorySemantics_SequentiallyConsistent, /* memory_order_seq_cst */
};
#define NORDERS (sizeof orders / sizeof orders[0])

/* cl_mem_fence_flags bit -> storage-class bit of the semantics. */
static const struct {
  uint32_t cl, spv;
} fences[] = {
    {1, SPV_MemorySemantics_WorkgroupMemory},      /* CLK_LOCAL_MEM_FENCE */
    {2, SPV_MemorySemantics_CrossWorkgroupMemory}, /* CLK_GLOBAL_MEM_FENCE */
    {4, SPV_MemorySemantics_ImageMemory},          /* CLK_IMAGE_MEM_FENCE */
};
#define NFENCES (sizeof fences / sizeof fences[0])

int lspv_ocl_scope_to_spirv(uint32_t cl_scope, uint32_t *scope) {
  *scope = cl_scope < NSCOPES ? scopes[cl_scope] : scopes[CL_SCOPE_DEVICE];
  return cl_scope < NSCOPES;
}

int lspv_ocl_scope_from_spirv(uint32_t scope, uint32_t *cl_scope) {
  for (uint32_t i = 0; i < NSCOPES; i++)
    if (scopes[i] == scope) {
      *cl_scope = i;
      return 1;
    }
  *cl_scope = CL_SCOPE_DEVICE;
  return 0;
}

int lspv_ocl_order_to_spirv(uint32_t cl_order, uint32_t *semantics) {
  *semantics = cl_order < NORDERS ? orders[cl_order] : orders[NORDERS - 1];
  return cl_order < NORDERS;
}

uint32_t lspv_ocl_order_from_spirv(uint32_t semantics) {
  /* The strongest ordering bit set wins. */
  for (uint32_t i = NORDERS; i-- > 2;)
    if (semantics & orders[i])
      return i;
  return 0;
}

uint32_t lspv_ocl_fence_to_spirv(uint32_t cl_flags) {
  uint32_t sem = 0;
  for (unsigned i = 0; i < NFENCES; i++)
    if (cl_flags & fences[i].cl)
      sem |= fences[i].spv;
  return sem;
}

uint32_t lspv_ocl_fence_from_spirv(uint32_t semantics) {
  uint32_t f = 0;
  for (unsigned i = 0; i < NFENCES; i++)
    if (semantics & fences[i].spv)
      f |= fences[i].cl;
  return f;
}
