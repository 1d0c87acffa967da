/* verify.c — decides, as mlir-opt-19 does, which programs are legal, and reports
 * every error of a function (not only the first) at the op's location:
 * SSA and types, function signatures, symbols, and the rules of each TOSA
 * element-wise op (tosa_ops.def) including the Broadcastable shape rules. */
#include <stdlib.h>
#include <string.h>

#include "passes.h"

/* ---------------------------------------------------------------- symbols of a chunk */

typedef struct SymbolInfo {
  Loc loc;
  Type *type;
} SymbolInfo;

typedef struct PendingCall {
  const char *callee; /* interned, without '@' */
  Loc loc;
  char *line; /* source line, kept because the buffer will have moved on */
} PendingCall;

static NameMap symbols = {.arena = &ir_global_arena};
static PendingCall *pending;
static size_t npending, cappending;

void verify_chunk_begin(void) {
  namemap_clear(&symbols);
  for (size_t i = 0; i < npending; i++) free(pending[i].line);
  npending = 0;
}

void verify_reset(void) {
  verify_chunk_begin();
  free(pending);
  pending = NULL;
  cappending = 0;
}


/* ---------------------------------------------------------------- generic checks */

static const char *use_name(const Value *v) { return v->src_name ? v->src_name : "<value>"; }

/* Names used before any definition, names defined twice, operand types written
 * differently from the definition's type. */
static void check_operands(Op *op, Type **written, uint32_t nwritten, bool *failed) {
  for (uint32_t i = 0; i < op->noperands; i++) {
    Use *u = &op->operands[i];
    Value *v = u->value;
    if (v->kind == VALUE_UNDEFINED) {
      if (v->index == 1)
        diag_report(DIAG_ERROR, u->loc, "reference to invalid result number");
      else
        diag_report(DIAG_ERROR, u->loc, "use of undeclared SSA value name");
      *failed = true;
      continue;
    }
    if (i < nwritten && written[i] != v->type) {
      diag_report(DIAG_ERROR, u->loc, "use of value '%%%s' expects different type than prior uses: '%s' vs '%s'",
                  use_name(v), written[i]->text, v->type->text);
      diag_report(DIAG_NOTE, v->loc, "prior use here");
      *failed = true;
    }
  }
}

static void check_redefinition(Value *v, bool *failed) {
  if (!v->redefines) return;
  const char *name = v->src_name ? v->src_name : "";
  const char *hash = strchr(name, '#');
  diag_report(DIAG_ERROR, v->loc, "redefinition of SSA value '%%%.*s'", hash ? (int)(hash - name) : (int)strlen(name),
              name);
  diag_report(DIAG_NOTE, v->redefines->loc, "previously defined here");
  *failed = true;
}

/* ---------------------------------------------------------------- TOSA element-wise ops */

/* Ops of the tosa dialect that are not element-wise: carried through untouched. */
static const char *const other_tosa_ops[] = {
    "tosa.argmax", "tosa.avg_pool2d", "tosa.concat", "tosa.const", "tosa.conv2d", "tosa.conv3d",
    "tosa.custom", "tosa.depthwise_conv2d", "tosa.fft2d", "tosa.fully_connected", "tosa.gather",
    "tosa.identity", "tosa.cond_if", "tosa.while_loop", "tosa.matmul", "tosa.max_pool2d", "tosa.pad",
    "tosa.reduce_all", "tosa.reduce_any", "tosa.reduce_max", "tosa.reduce_min", "tosa.reduce_prod",
    "tosa.reduce_sum", "tosa.rescale", "tosa.reshape", "tosa.resize", "tosa.reverse", "tosa.rfft2d",
    "tosa.scatter", "tosa.slice", "tosa.table", "tosa.tile", "tosa.transpose",
    "tosa.transpose_conv2d", "tosa.yield", "tosa.apply_scale", "tosa.variable", "tosa.variable.read",
    "tosa.variable.write", "tosa.const_shape", "tosa.erf", "tosa.dim", "tosa.concat_shape",
    "tosa.add_shape", "tosa.sub_shape", "tosa.mul_shape", "tosa.div_shape", "tosa.cast_from_block_scaled",
    "tosa.cast_to_block_scaled", "tosa.matmul_t_block_scaled", NULL};

static bool is_known_other_tosa_op(const char *name) {
  for (size_t i = 0; other_tosa_ops[i]; i++)
    if (!strcmp(other_tosa_ops[i], name)) return true;
  return false;
}

/* An attribute may be written among the properties <{...}> or the attributes {...}. */
static Attr *op_attr(const Op *op, const char *name) {
  Attr *a = attr_dict_get(op->props, name);
  return a ? a : attr_dict_get(op->attrs, name);
}

static const char *class_words(unsigned classes) {
  switch (classes) {
  case EC_FLOAT: return "floating-point";
  case EC_INT: return "integer";
  case EC_BOOL: return "1-bit signless integer (bool)";
  case EC_NUM: return "integer or floating-point";
  default: return "integer, floating-point or bool";
  }
}

static bool is_int_attr_of(const Attr *a, uint32_t width) {
  return a && a->kind == ATTR_INT && a->type && a->type->kind == TYPE_INT && a->type->width == width &&
         a->type->sign == SIGNLESS && !a->int_overflow;
}


static void require_attr(Op *op, const char *name, const char *what, bool ok, bool present, bool *failed) {
  if (!present) {
    diag_report(DIAG_ERROR, op->loc, "'%s' op requires attribute '%s'", op->name, name);
    *failed = true;
  } else if (!ok) {
    diag_report(DIAG_ERROR, op->loc, "'%s' op attribute '%s' failed to satisfy constraint: %s", op->name, name, what);
    *failed = true;
  }
}

static bool is_float_attr(const Attr *a) { return a && a->kind == ATTR_FLOAT && a->type && a->type->kind == TYPE_FLOAT; }

/* Attributes and the irregular element-type rules of the ops with a hook. The rules
 * marked "lowering" are where mlir-opt-19's verifier accepts the op and its
 * tosa-to-linalg then fails: we say so here, at the op. */
static void check_attributes(Op *op, Type *elem, Type *relem, bool *failed) {
  switch (op->tosa->hook) {
  case HOOK_CLAMP: {
    Attr *a;
    a = op_attr(op, "min_int");
    require_attr(op, "min_int", "64-bit signless integer attribute", is_int_attr_of(a, 64), a != NULL, failed);
    a = op_attr(op, "max_int");
    require_attr(op, "max_int", "64-bit signless integer attribute", is_int_attr_of(a, 64), a != NULL, failed);
    Attr *lo = op_attr(op, "min_fp"), *hi = op_attr(op, "max_fp");
    require_attr(op, "min_fp", "32-bit float attribute", is_float_attr(lo), lo != NULL, failed);
    require_attr(op, "max_fp", "32-bit float attribute", is_float_attr(hi), hi != NULL, failed);
    if (is_float_attr(lo) && is_float_attr(hi) && elem->kind == TYPE_FLOAT) {
      /* float bounds: one type, the element type or a wider float */
      Type *at = lo->type;
      bool ok = hi->type == at && (at == elem || at->width > elem->width);
      if (!ok) {
        diag_report(DIAG_ERROR, op->loc, "'%s' op min/max attributes types are incompatible with input/output element types.",
                    op->name);
        *failed = true;
      }
    }
    break;
  }
  case HOOK_MUL: {
    Attr *a = op_attr(op, "shift");
    require_attr(op, "shift", "8-bit signless integer attribute", is_int_attr_of(a, 8), a != NULL, failed);
    if (!is_int_attr_of(a, 8) || a->ival <= 0) break;
    if (elem->kind == TYPE_FLOAT) {
      diag_report(DIAG_ERROR, op->loc, "'%s' op shift must be 0 for floating-point operands, found %lld (lowering)",
                  op->name, (long long)a->ival);
      *failed = true;
    } else if (elem->width > 32 || relem != elem) {
      diag_report(DIAG_ERROR, op->loc,
                  "'%s' op a non-zero shift needs operands of at most 32 bits and a result of the same type (lowering)",
                  op->name);
      *failed = true;
    } else if (a->ival > 63) {
      diag_report(DIAG_ERROR, op->loc, "'%s' op shift must be in [0, 63], found %lld", op->name, (long long)a->ival);
      *failed = true;
    }
    break;
  }
  case HOOK_ARITHMETIC_RIGHT_SHIFT: {
    Attr *a = op_attr(op, "round");
    require_attr(op, "round", "bool attribute", a && a->kind == ATTR_BOOL, a != NULL, failed);
    if (a && a->kind == ATTR_BOOL && a->ival && type_is_bool(elem)) {
      diag_report(DIAG_ERROR, op->loc, "'%s' op rounding is not defined for i1 operands (lowering)", op->name);
      *failed = true;
    }
    break;
  }
  case HOOK_NEGATE: {
    Attr *q = op_attr(op, "quantization_info");
    if (q && elem->kind == TYPE_INT && elem->width > 32) {
      diag_report(DIAG_ERROR, op->loc, "'%s' op zero points are supported for integers of at most 32 bits (lowering)",
                  op->name);
      *failed = true;
    }
    break;
  }
  case HOOK_CAST:
    if (elem->kind == TYPE_FLOAT && relem->kind == TYPE_FLOAT && elem != relem && elem->width == relem->width) {
      /* f16 <-> bf16: mlir-opt-19 emits an invalid arith.truncf */
      diag_report(DIAG_ERROR, op->loc, "'%s' op cannot cast between '%s' and '%s' (lowering)", op->name, elem->text,
                  relem->text);
      *failed = true;
    }
    break;
  default: break;
  }
  if (op->tosa->id == TOSA_INT_DIV && !(elem->kind == TYPE_INT && elem->width == 32)) {
    diag_report(DIAG_ERROR, op->loc, "'%s' op operand #0 must be tensor of 32-bit signless integer values, but got '%s'",
                op->name, op->operands[0].value->type->text);
    *failed = true;
  }
}

/* Element type rules of one op: the classes its value operands may have, equal
 * element types where the op requires them, and the result's element type. */
static void check_element_types(Op *op, bool *failed) {
  const OpInfo *info = op->tosa;
  Type *result = op->results[0]->type;
  uint32_t first_value = info->hook == HOOK_SELECT ? 1 : 0;
  for (uint32_t i = 0; i <= op->noperands; i++) {
    Type *t = i < op->noperands ? op->operands[i].value->type : result;
    Type *e = type_elem(t);
    if (e->kind == TYPE_INT && e->sign != SIGNLESS) {
      /* mlir-opt-19 lowers signed/unsigned integers only in part, with casts around them */
      diag_report(DIAG_ERROR, op->loc, "'%s' op %s #%u has element type '%s': only signless integers are supported",
                  op->name, i < op->noperands ? "operand" : "result", i < op->noperands ? i : 0, e->text);
      *failed = true;
      return;
    }
  }
  for (uint32_t i = 0; i < op->noperands; i++) {
    Type *t = op->operands[i].value->type;
    unsigned cls = tosa_elem_class(type_elem(t));
    unsigned allowed = (info->hook == HOOK_SELECT && i == 0) ? EC_BOOL : info->classes;
    if (!(cls & allowed)) {
      diag_report(DIAG_ERROR, op->loc, "'%s' op operand #%u must be tensor of %s values, but got '%s'", op->name, i,
                  class_words(allowed), t->text);
      *failed = true;
      return;
    }
  }
  Type *elem = type_elem(op->operands[first_value].value->type);
  for (uint32_t i = first_value + 1; i < op->noperands; i++) {
    if (type_elem(op->operands[i].value->type) != elem) {
      diag_report(DIAG_ERROR, op->loc, "'%s' op requires the same element type for all operands", op->name);
      *failed = true;
      return;
    }
  }
  Type *relem = type_elem(result);
  switch (info->result) {
  case RESULT_SAME:
    if (relem != elem) {
      /* integer tosa.mul may widen its result to i32 */
      bool widening_mul = info->hook == HOOK_MUL && elem->kind == TYPE_INT && relem->kind == TYPE_INT &&
                          relem->width > elem->width;
      if (info->hook == HOOK_MUL && elem->kind == TYPE_INT && relem->kind == TYPE_INT && relem->width < elem->width) {
        diag_report(DIAG_ERROR, op->loc, "'%s' op invalid data type size for operands or result", op->name);
        *failed = true;
        return;
      }
      if (!widening_mul) {
        diag_report(DIAG_ERROR, op->loc, "'%s' op requires the same element type for all operands and results",
                    op->name);
        *failed = true;
        return;
      }
    }
    break;
  case RESULT_BOOL:
    if (!type_is_bool(relem)) {
      diag_report(DIAG_ERROR, op->loc, "'%s' op result #0 must be tensor of 1-bit signless integer values, but got '%s'",
                  op->name, result->text);
      *failed = true;
      return;
    }
    break;
  case RESULT_CAST:
    if (!tosa_elem_class(relem)) {
      diag_report(DIAG_ERROR, op->loc, "'%s' op result #0 must be tensor of number values, but got '%s'", op->name,
                  result->text);
      *failed = true;
      return;
    }
    break;
  }
  check_attributes(op, elem, relem, failed);
}

/* The Broadcastable trait, plus what the lowering needs: ranked operands and result. */
static void check_shapes(Op *op, const VerifyOptions *opts, bool *failed) {
  Type *types[3];
  for (uint32_t i = 0; i < op->noperands; i++) types[i] = op->operands[i].value->type;
  Type *result = op->results[0]->type;
  Shape inferred;
  int r = shape_infer_result(types, op->noperands, &inferred);
  if (r < 0) {
    diag_report(DIAG_ERROR, op->loc, "'%s' op operands don't have broadcast-compatible shapes", op->name);
    *failed = true;
    return;
  }
  if (r > 0 && result->kind == TYPE_TENSOR && !shape_result_compatible(&inferred, result)) {
    Type *inferred_type = type_tensor(type_elem(result), inferred.rank, inferred.dims, NULL);
    diag_report(DIAG_ERROR, op->loc,
                "'%s' op result type '%s' not broadcast compatible with broadcasted operands's shapes '%s'", op->name,
                result->text, inferred_type->text);
    *failed = true;
    return;
  }
  if (opts->strict_ranks) {
    int64_t rank = -1;
    bool mismatch = false;
    for (uint32_t i = 0; i <= op->noperands; i++) {
      Type *t = i < op->noperands ? types[i] : result;
      if (t->kind != TYPE_TENSOR) continue;
      if (rank >= 0 && (int64_t)t->rank != rank) mismatch = true;
      rank = t->rank;
    }
    if (mismatch) {
      diag_report(DIAG_ERROR, op->loc, "'%s' op operands don't have matching ranks", op->name);
      *failed = true;
      return;
    }
  }
  for (uint32_t i = 0; i <= op->noperands; i++) {
    Type *t = i < op->noperands ? types[i] : result;
    if (t->kind == TYPE_UNRANKED) {
      diag_report(DIAG_ERROR, op->loc, "'%s' op cannot be lowered with an unranked %s ('%s'): ranks are needed",
                  op->name, i < op->noperands ? "operand" : "result", t->text);
      *failed = true;
      return;
    }
  }
  if (op->tosa->hook == HOOK_CAST && result->kind == TYPE_TENSOR && types[0]->kind == TYPE_TENSOR &&
      result->rank != types[0]->rank) {
    diag_report(DIAG_ERROR, op->loc, "'%s' op cannot change the rank of its operand", op->name);
    *failed = true;
  }
}

static void verify_tosa_op(Op *op, const VerifyOptions *opts, bool *failed) {
  const OpInfo *info = op->tosa;
  if (op->noperands != info->arity) {
    diag_report(DIAG_ERROR, op->loc, "'%s' op expected %u operands, but found %u", op->name, info->arity,
                op->noperands);
    *failed = true;
    return;
  }
  if (op->nresults != 1) {
    diag_report(DIAG_ERROR, op->loc, "'%s' op requires one result", op->name);
    *failed = true;
    return;
  }
  for (uint32_t i = 0; i <= op->noperands; i++) {
    Type *t = i < op->noperands ? op->operands[i].value->type : op->results[0]->type;
    if (!type_is_shaped(t)) {
      diag_report(DIAG_ERROR, op->loc, "'%s' op %s #%u must be tensor of number values, but got '%s'", op->name,
                  i < op->noperands ? "operand" : "result", i < op->noperands ? i : 0, t->text);
      *failed = true;
      return;
    }
  }
  bool type_failed = false;
  check_element_types(op, &type_failed);
  if (type_failed) {
    *failed = true;
    return;
  }
  check_shapes(op, opts, failed);
}

/* ---------------------------------------------------------------- ops and functions */

static void verify_op(Func *f, Op *op, const VerifyOptions *opts, bool *failed) {
  for (uint32_t i = 0; i < op->nresults; i++) check_redefinition(op->results[i], failed);
  Type **written = op->fntype ? op->fntype->inputs : NULL;
  uint32_t nwritten = op->fntype ? op->fntype->ninputs : 0;
  bool bad_operands = false;
  check_operands(op, written, nwritten, &bad_operands);
  if (bad_operands) {
    *failed = true;
    return;
  }
  switch (op->kind) {
  case OPK_RETURN:
    if (op->noperands != nwritten) {
      diag_report(DIAG_ERROR, op->loc, "expected %u types, found %u", op->noperands, nwritten);
      *failed = true;
      return;
    }
    if (!f) break;
    if (op->noperands != f->type->nresults) {
      diag_report(DIAG_ERROR, op->loc, "'func.return' op has %u operands, but enclosing function (@%s) returns %u",
                  op->noperands, f->name, f->type->nresults);
      *failed = true;
      return;
    }
    for (uint32_t i = 0; i < op->noperands; i++)
      if (op->operands[i].value->type != f->type->results[i]) {
        diag_report(DIAG_ERROR, op->loc,
                    "'func.return' op type of return operand %u ('%s') doesn't match function result type ('%s') in "
                    "function @%s",
                    i, op->operands[i].value->type->text, f->type->results[i]->text, f->name);
        *failed = true;
      }
    if (op->next) {
      diag_report(DIAG_ERROR, op->loc, "'func.return' op must be the last operation in the parent block");
      *failed = true;
    }
    break;
  case OPK_GENERIC:
  case OPK_CALL:
    if (op->noperands != nwritten) {
      diag_report(DIAG_ERROR, op->loc, "expected %u operand type%s but had %u", op->noperands,
                  op->noperands == 1 ? "" : "s", nwritten);
      *failed = true;
      return;
    }
    if (op->kind == OPK_CALL) {
      const char *callee = ir_intern_cstr(op->callee->text + 1);
      SymbolInfo *s = namemap_get(&symbols, callee);
      if (s) {
        if (s->type != op->fntype) {
          diag_report(DIAG_ERROR, op->loc, "'func.call' op callee function type doesn't match: '%s' vs '%s'",
                      op->fntype->text, s->type->text);
          *failed = true;
        }
      } else {
        /* may be defined further down: decided at the end of the chunk */
        if (npending == cappending) {
          cappending = cappending ? cappending * 2 : 16;
          pending = realloc(pending, cappending * sizeof *pending);
        }
        size_t len = 0;
        (void)len;
        pending[npending++] = (PendingCall){callee, op->loc, NULL};
      }
      break;
    }
    if (op->tosa) {
      verify_tosa_op(op, opts, failed);
    } else if (!strncmp(op->name, "tosa.", 5) && !is_known_other_tosa_op(op->name)) {
      diag_report(DIAG_ERROR, op->loc,
                  "unregistered operation '%s' found in dialect ('tosa') that does not allow unknown operations",
                  op->name);
      *failed = true;
    } else if (!strcmp(op->name, "func.call")) {
      /* generic-form call: callee attribute */
      Attr *c = op_attr(op, "callee");
      if (c && c->kind == ATTR_SYMBOL) {
        const char *callee = ir_intern_cstr(c->text + 1);
        if (!namemap_get(&symbols, callee)) {
          if (npending == cappending) {
            cappending = cappending ? cappending * 2 : 16;
            pending = realloc(pending, cappending * sizeof *pending);
          }
          pending[npending++] = (PendingCall){callee, op->loc, NULL};
        }
      }
    }
    break;
  default: break;
  }
}

bool verify_func(Func *f, const VerifyOptions *opts) {
  unsigned before = diag_error_count();
  bool failed = false;
  SymbolInfo *prev = namemap_get(&symbols, f->name);
  if (prev) {
    diag_report(DIAG_ERROR, f->loc, "redefinition of symbol named '%s'", f->name);
    diag_report(DIAG_NOTE, prev->loc, "see existing symbol definition here");
    failed = true;
  } else {
    SymbolInfo *s = arena_alloc(&ir_global_arena, sizeof *s);
    s->loc = f->loc;
    s->type = f->type;
    namemap_put(&symbols, f->name, s);
  }
  if (f->body) {
    for (uint32_t i = 0; i < f->body->nargs; i++) check_redefinition(f->body->args[i], &failed);
    for (Op *op = f->body->first; op; op = op->next) verify_op(f, op, opts, &failed);
    if (!f->body->last || f->body->last->kind != OPK_RETURN) {
      Loc at = f->body->last ? f->body->last->loc : f->body->loc;
      diag_report(DIAG_ERROR, at, "block with no terminator: the function body must end with 'return'");
      failed = true;
    }
  } else if (!f->visibility || strcmp(f->visibility, "public") == 0) {
    diag_report(DIAG_ERROR, f->loc, "'func.func' op symbol declaration cannot have public visibility");
    failed = true;
  }
  return !failed && !(diag_error_count() > before && !diag_verifying());
}

bool verify_toplevel_op(Op *op, const VerifyOptions *opts) {
  bool failed = false;
  verify_op(NULL, op, opts, &failed);
  return !failed;
}

bool verify_chunk_end(void) {
  bool ok = true;
  for (size_t i = 0; i < npending; i++) {
    if (!namemap_get(&symbols, pending[i].callee)) {
      diag_report(DIAG_ERROR, pending[i].loc, "'func.call' op '%s' does not reference a valid function",
                  pending[i].callee);
      ok = false;
    }
    free(pending[i].line);
  }
  npending = 0;
  return ok;
}
