/*===-- reverse/matrix.c - the Matrix capability's instructions -----------===*\
|*                                                                            *|
|* A SPIR-V matrix (OpTypeMatrix: columns of one vector type) is an LLVM     *|
|* array of column vectors, as llvm-spirv reads it.  LLVM has no matrix      *|
|* operation, so each instruction expands into vector code column by column  *|
|* (SPIR-V 3.42.13 gives the semantics):                                      *|
|*  - OpMatrixTimesScalar: every column times the splatted scalar;           *|
|*  - OpMatrixTimesVector: the sum over columns j of splat(v[j]) * column j; *|
|*  - OpVectorTimesMatrix: the sum over rows i of splat(v[i]) times the row  *|
|*    i of the matrix gathered element by element;                           *|
|*  - OpMatrixTimesMatrix: each column of the right matrix times the left;   *|
|*  - OpTranspose: square 2x2 and 4x4 matrices by shuffles, others element  *|
|*    by element.                                                             *|
|* The instruction order and value names are those of llvm-spirv's reverse   *|
|* (tests written for it match them).                                        *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "reverse/rev_private.h"

static LLVMValueRef i32c(rev_ctx *c, unsigned v) {
  return LLVMConstInt(LLVMInt32TypeInContext(c->ctx), v, 0);
}

static LLVMValueRef i64c(rev_ctx *c, unsigned v) {
  return LLVMConstInt(LLVMInt64TypeInContext(c->ctx), v, 0);
}

LLVMValueRef rev_splat(rev_ctx *c, LLVMValueRef s, unsigned n, bool take_name) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(s, &len);
  char buf[256];
  snprintf(buf, sizeof buf, "%.*s.splatinsert", (int)(len < 200 ? len : 200), name);
  LLVMTypeRef vt = LLVMVectorType(LLVMTypeOf(s), n);
  LLVMValueRef one = LLVMBuildInsertElement(c->b, LLVMGetPoison(vt), s, i64c(c, 0), buf);
  LLVMValueRef mask = LLVMConstNull(LLVMVectorType(LLVMInt32TypeInContext(c->ctx), n));
  if (!take_name) {
    snprintf(buf, sizeof buf, "%.*s.splat", (int)(len < 200 ? len : 200), name);
    return LLVMBuildShuffleVector(c->b, one, LLVMGetPoison(vt), mask, buf);
  }
  /* The splat takes the scalar's name (the scalar is left unnamed). */
  snprintf(buf, sizeof buf, "%.*s", (int)(len < 200 ? len : 200), name);
  LLVMSetValueName2(s, "", 0);
  return LLVMBuildShuffleVector(c->b, one, LLVMGetPoison(vt), mask, buf);
}

/* The column count and column type of a matrix value; false if it is not
 * an array of vectors. */
static bool shape(LLVMValueRef m, unsigned *cols, LLVMTypeRef *col) {
  LLVMTypeRef t = LLVMTypeOf(m);
  if (LLVMGetTypeKind(t) != LLVMArrayTypeKind)
    return false;
  *col = LLVMGetElementType(t);
  *cols = (unsigned)LLVMGetArrayLength2(t);
  return LLVMGetTypeKind(*col) == LLVMVectorTypeKind;
}

static LLVMValueRef zero_vector(LLVMTypeRef elem, unsigned n) {
  return LLVMConstNull(LLVMVectorType(elem, n));
}

/* sum over j < n of splat(v[j]) * cols(j), cols(j) read from matrix @p m. */
static LLVMValueRef combine(rev_ctx *c, LLVMValueRef v, LLVMValueRef m, unsigned n, unsigned rows) {
  LLVMTypeRef elem = LLVMGetElementType(LLVMTypeOf(v));
  LLVMValueRef acc = zero_vector(elem, rows);
  for (unsigned j = 0; j < n; j++) {
    LLVMValueRef s = LLVMBuildExtractElement(c->b, v, i32c(c, j), "");
    LLVMValueRef lhs = rev_splat(c, s, rows, false);
    LLVMValueRef col = LLVMBuildExtractValue(c->b, m, j, "");
    acc = LLVMBuildFAdd(c->b, acc, LLVMBuildFMul(c->b, lhs, col, ""), "");
  }
  return acc;
}

static LLVMValueRef times_scalar(rev_ctx *c, LLVMValueRef m, LLVMValueRef s) {
  unsigned cols;
  LLVMTypeRef col;
  if (!shape(m, &cols, &col))
    return NULL;
  LLVMValueRef splat = rev_splat(c, s, LLVMGetVectorSize(col), true);
  LLVMValueRef r = LLVMGetPoison(LLVMTypeOf(m));
  for (unsigned j = 0; j < cols; j++) {
    LLVMValueRef x = LLVMBuildExtractValue(c->b, m, j, "");
    r = LLVMBuildInsertValue(c->b, r, LLVMBuildFMul(c->b, x, splat, ""), j, "");
  }
  return r;
}

static LLVMValueRef vector_times(rev_ctx *c, LLVMValueRef v, LLVMValueRef m) {
  unsigned cols;
  LLVMTypeRef col;
  if (!shape(m, &cols, &col))
    return NULL;
  LLVMTypeRef elem = LLVMGetElementType(col);
  unsigned n = LLVMGetVectorSize(LLVMTypeOf(v));
  LLVMValueRef acc = zero_vector(elem, cols);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef s = LLVMBuildExtractElement(c->b, v, i32c(c, i), "");
    LLVMValueRef lhs = rev_splat(c, s, cols, false);
    LLVMValueRef row = LLVMGetPoison(LLVMVectorType(elem, cols));
    for (unsigned j = 0; j < cols; j++) {
      LLVMValueRef x = LLVMBuildExtractValue(c->b, m, j, "");
      row = LLVMBuildInsertElement(c->b, row, LLVMBuildExtractElement(c->b, x, i32c(c, i), ""),
                                   i32c(c, j), "");
    }
    acc = LLVMBuildFAdd(c->b, acc, LLVMBuildFMul(c->b, lhs, row, ""), "");
  }
  return acc;
}

static LLVMValueRef times_matrix(rev_ctx *c, LLVMValueRef left, LLVMValueRef right) {
  unsigned lcols, rcols;
  LLVMTypeRef lcol, rcol;
  if (!shape(left, &lcols, &lcol) || !shape(right, &rcols, &rcol) ||
      LLVMGetVectorSize(rcol) != lcols)
    return NULL;
  unsigned rows = LLVMGetVectorSize(lcol);
  LLVMValueRef r = LLVMGetPoison(LLVMArrayType2(lcol, rcols));
  for (unsigned j = 0; j < rcols; j++) {
    LLVMValueRef u = LLVMBuildExtractValue(c->b, right, j, "");
    r = LLVMBuildInsertValue(c->b, r, combine(c, u, left, lcols, rows), j, "");
  }
  return r;
}

static LLVMValueRef shuffle(rev_ctx *c, LLVMValueRef a, LLVMValueRef b, const unsigned *idx,
                            unsigned n) {
  LLVMValueRef m[4];
  for (unsigned k = 0; k < n; k++)
    m[k] = i32c(c, idx[k]);
  return LLVMBuildShuffleVector(c->b, a, b, LLVMConstVector(m, n), "");
}

static LLVMValueRef transpose(rev_ctx *c, LLVMValueRef m) {
  unsigned cols;
  LLVMTypeRef col;
  if (!shape(m, &cols, &col) || cols > 16)
    return NULL;
  unsigned rows = LLVMGetVectorSize(col);
  LLVMTypeRef rt = LLVMVectorType(LLVMGetElementType(col), cols);
  LLVMValueRef r = LLVMGetPoison(LLVMArrayType2(rt, rows));
  LLVMValueRef x[16];
  for (unsigned j = 0; j < cols; j++)
    x[j] = LLVMBuildExtractValue(c->b, m, j, "");
  if (cols == rows && cols == 2) {
    for (unsigned i = 0; i < 2; i++)
      r = LLVMBuildInsertValue(c->b, r, shuffle(c, x[0], x[1], (unsigned[]){i, i + 2}, 2), i, "");
    return r;
  }
  if (cols == rows && cols == 4) {
    for (unsigned i = 0; i < 4; i++) {
      LLVMValueRef lo = shuffle(c, x[0], x[1], (unsigned[]){i, i + 4}, 2);
      LLVMValueRef hi = shuffle(c, x[2], x[3], (unsigned[]){i, i + 4}, 2);
      r = LLVMBuildInsertValue(c->b, r, shuffle(c, lo, hi, (unsigned[]){0, 1, 2, 3}, 4), i, "");
    }
    return r;
  }
  for (unsigned i = 0; i < rows; i++) {
    LLVMValueRef v = LLVMGetPoison(rt);
    for (unsigned j = 0; j < cols; j++)
      v = LLVMBuildInsertElement(c->b, v, LLVMBuildExtractElement(c->b, x[j], i32c(c, i), ""),
                                 i64c(c, j), "");
    r = LLVMBuildInsertValue(c->b, r, v, i, "");
  }
  return r;
}

lspv_status rev_matrix_inst(rev_ctx *c, const lspv_inst *in) {
  unsigned op = in->opcode;
  if (op != SPV_OpMatrixTimesScalar && op != SPV_OpVectorTimesMatrix &&
      op != SPV_OpMatrixTimesVector && op != SPV_OpMatrixTimesMatrix && op != SPV_OpTranspose)
    return LSPV_DECLINED;
  if (!rev_type(c, in->type, in))
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef a = rev_value(c, rev_op(c, in, 2), in);
  LLVMValueRef b = op == SPV_OpTranspose ? a : rev_value(c, rev_op(c, in, 3), in);
  if (!a || !b)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef r = NULL;
  unsigned cols;
  LLVMTypeRef col;
  switch (op) {
  case SPV_OpMatrixTimesScalar: r = times_scalar(c, a, b); break;
  case SPV_OpVectorTimesMatrix: r = vector_times(c, a, b); break;
  case SPV_OpMatrixTimesVector:
    if (shape(a, &cols, &col))
      r = combine(c, b, a, cols, LLVMGetVectorSize(col));
    break;
  case SPV_OpMatrixTimesMatrix: r = times_matrix(c, a, b); break;
  default: r = transpose(c, a); break;
  }
  if (!r)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "operands of mismatched matrix shapes");
  c->values[in->result] = r;
  return LSPV_SUCCESS;
}
