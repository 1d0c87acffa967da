/* verify.c — decides which programs are legal and reports every error of a file:
 * one per op (its first failed check, as mlir-opt-19 reports it), at the op.
 *
 * An op is checked in three stages, and stops at the first failure:
 *   1. REFERENCE: what mlir-opt-19 checks, in its order and with its messages: the
 *      parse-time checks of the generic form (operand types, SSA names, properties,
 *      inherent attributes), then the op verifier (counts, attributes, type
 *      classes, element-type rule, ResultsBroadcastableShape, clamp, tosa.equal's
 *      inferred type); with --strict-ranks also mlir-opt-22's rank rule.
 *   2. SPEC: the Broadcastable document where mlir-opt-19 departs from it (a result
 *      of another rank than the operands' broadcast), and the element-type and
 *      shape relations later TOSA dialects require (sigmoid, erf, cast, select).
 *   3. LOWERING: what tosa2linalg's lowering supports (element classes of
 *      tosa_ops.def, ranked tensors without 0 dims, mul shifts, ...): programs
 *      mlir-opt-19 verifies but cannot lower are rejected here, at the op.
 * Function- and chunk-level rules (returns, calls, symbols, terminators, forward
 * references and dominance) follow mlir-opt-19 too; they are in this file, the
 * op's stages in verify_tosa.c and verify_attrs.c (verify.h lists the files).
 * docs/op-rules.md has the rules and messages; test/verify pins them. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify.h"

/* ---------------------------------------------------------------- symbols of a chunk */

/* Redefined functions and calls against their callees are checked at the end of
 * the chunk, by symtab.c, which keeps the chunk's symbols. */
void verify_chunk_begin(void) { symtab_chunk_begin(); }
static void kept_free(void);
/* verify_tosa_op's verdict on an op without attributes that a memo may key by
 * its name and function type (tosa_op_keyed_by_type: its row says the verdict
 * depends on those alone; the operands' and results' types are those of the
 * function type, check_op has made sure) depends on nothing else but the run's
 * options. So the ops found valid are remembered by (name, type): the same op
 * line again, as a model has over and over, is not checked again. Failures are
 * not remembered: each one is reported where it is. */
enum { VERIFIED_SLOTS = 4096 }; /* 1 << 12 */
struct Verified {
  const char *name;
  const Type *fntype;
};

/* A function body streams (driver.c): its ops come one at a time, each freed once
 * it is printed. What the checks of the body as a whole need is kept: the last
 * op (alive until the next one is done), whether a return was followed. */
struct BodyProgress {
  Op *last;
  bool any_op, misplaced_return;
  unsigned errors_before;
};

/* What the body's checks need of an op with regions that streams, which is freed
 * at its end while the body goes on: a copy without its regions and pieces, held as
 * body.last (the terminator checks) until the next op. Two copies used in turn, so
 * that making one leaves the one before intact; a body of many such ops then
 * keeps nothing per op. */
struct KeptOp {
  Op op;
  Value **results;
  Value *values;
  uint32_t cap;
};

/* The verifier's state on this thread; verify_reset frees it at the run's end. */
static _Thread_local struct Verifier {
  /* VERIFIED_SLOTS on the heap for the run (64 KB), not in thread-local storage:
   * every thread of a program that links the library statically would carry it */
  struct Verified *verified;
  struct BodyProgress body;
  struct KeptOp kept[2];
  unsigned kept_turn;
  /* a message and its parts are built here, not in Bufs on the stack, whose
   * memory an out-of-memory jump out of a report would lose */
  Buf msg, parts[2];
} V;

static Buf *msg_empty(Buf *b) {
  b->len = 0;
  if (b->p) b->p[0] = 0;
  return b;
}

Buf *msg_whole(void) { return msg_empty(&V.msg); }
Buf *msg_part(int i) { return msg_empty(&V.parts[i]); }

static struct Verified *verified_slot(const Op *op) {
  if (op->props || op->attrs || !tosa_op_keyed_by_type(op)) return NULL;
  if (!V.verified) V.verified = xcalloc(VERIFIED_SLOTS, sizeof *V.verified);
  uint64_t h = ((uint64_t)(uintptr_t)op->fntype ^ (uint64_t)(uintptr_t)op->name << 17) * 0x9E3779B97F4A7C15ULL;
  return &V.verified[h >> 52]; /* the product's top 12 bits */
}

static bool verify_tosa_op_once(const Op *op, const VerifyOptions *opts) {
  struct Verified *v = verified_slot(op);
  if (v && v->name == op->name && v->fntype == op->fntype) return false;
  bool bad = verify_tosa_op(op, opts);
  if (v && !bad) *v = (struct Verified){op->name, op->fntype};
  return bad;
}

void verify_reset(void) {
  free(V.verified); /* the types go with the run */
  V.verified = NULL;
  symtab_reset();
  buf_free(&V.msg);
  buf_free(&V.parts[0]);
  buf_free(&V.parts[1]);
  kept_free();
}
bool verify_chunk_end(void) { return symtab_chunk_end(); }

/* The callee of a call whose form is right (the custom form, or the generic one
 * with a flat symbol reference `callee`), without its '@'; NULL for other ops. */
static const char *call_callee(const Op *op) {
  const char *name = NULL;
  if (op->kind == OPK_CALL) {
    name = op->callee->spelling;
  } else if (op->kind == OPK_GENERIC && !op->info && !strcmp(op->name, "func.call")) {
    const Attr *c = op_attr(op, "callee");
    if (c && c->kind == ATTR_SYMBOL) name = c->spelling;
  }
  return name && name[0] == '@' ? name + 1 : name;
}

/* ---------------------------------------------------------------- SSA names */

/* Forward references: the parser resolves names as it reads them, so a use before
 * the definition arrives here undefined. Like mlir-opt-19, a later definition of
 * the same type makes it a dominance error; of another type, an error at the
 * definition; no definition at all, an undeclared name. */
typedef struct DefGroup {
  Op *op;
  uint32_t start, count; /* op->results[start .. start+count) carry the name */
} DefGroup;

typedef struct FirstUse {
  Loc loc;
  Type *type;
  bool bad_definition; /* its definition has another type (reported) */
} FirstUse;

typedef struct FuncState {
  Func *func;
  bool built;
  NameMap defs;       /* base name -> DefGroup */
  NameMap first_uses; /* "name#k" -> FirstUse */
} FuncState;

static size_t base_len(const char *name) {
  const char *hash = strchr(name, '#');
  return hash ? (size_t)(hash - name) : strlen(name);
}

static void build_defs(FuncState *fs) {
  fs->built = true;
  fs->defs = (NameMap){.arena = &ir_func_arena};
  fs->first_uses = (NameMap){.arena = &ir_func_arena};
  if (!fs->func || !fs->func->body) return;
  for (Op *op = fs->func->body->first; op; op = op->next) {
    for (uint32_t i = 0; i < op->nresults;) {
      const char *name = op->results[i]->src_name;
      if (!name) {
        i++;
        continue;
      }
      size_t blen = base_len(name);
      uint32_t j = i + 1;
      while (j < op->nresults && op->results[j]->src_name && base_len(op->results[j]->src_name) == blen &&
             !strncmp(op->results[j]->src_name, name, blen))
        j++;
      char *key = arena_strndup(&ir_func_arena, name, blen);
      if (!namemap_get(&fs->defs, key)) {
        DefGroup *g = arena_alloc(&ir_func_arena, sizeof *g);
        *g = (DefGroup){op, i, j - i};
        namemap_put(&fs->defs, key, g);
      }
      i = j;
    }
  }
}

/* Resolves an undefined use. Returns true when an error was reported (or the use is
 * bad for a reason already reported); else *def is the later definition. */
static bool resolve_forward(FuncState *fs, const Use *u, Value **def) {
  const char *name = u->value->src_name;
  size_t blen = base_len(name);
  uint32_t k = name[blen] == '#' ? (uint32_t)strtoul(name + blen + 1, NULL, 10) : 0;
  if (!fs->built) build_defs(fs);
  char *base = arena_strndup(&ir_func_arena, name, blen);
  DefGroup *g = namemap_get(&fs->defs, base);
  if (!g || k >= g->count) {
    diag_report(DIAG_ERROR, u->loc, "use of undeclared SSA value name");
    return true;
  }
  *def = g->op->results[g->start + k];
  size_t key_size = blen + 12; /* "#" and a uint32_t: any name length (issue 12.5) */
  char *key = arena_alloc(&ir_func_arena, key_size);
  snprintf(key, key_size, "%s#%u", base, k);
  FirstUse *first = namemap_get(&fs->first_uses, key);
  Type *type = u->value->type;
  if (first) {
    if (!type_same(first->type, type)) {
      diag_report(DIAG_ERROR, u->loc, "use of value '%%%s' expects different type than prior uses: '%s' vs '%s'",
                  base, type->spelling, first->type->spelling);
      diag_report(DIAG_NOTE, first->loc, "prior use here");
      return true;
    }
    return first->bad_definition;
  }
  first = arena_alloc(&ir_func_arena, sizeof *first);
  *first = (FirstUse){u->loc, type, false};
  namemap_put(&fs->first_uses, key, first);
  if (!type_same((*def)->type, type)) {
    first->bad_definition = true;
    diag_report(DIAG_ERROR, (*def)->loc, "definition of SSA value '%%%s' has type '%s'", key, (*def)->type->spelling);
    diag_report(DIAG_NOTE, u->loc, "previously used here with type '%s'", type->spelling);
    return true;
  }
  return false;
}

static bool check_redefinition(const Value *v) {
  if (!v->redefines) return false;
  const char *name = v->src_name ? v->src_name : "";
  if (v->kind == VALUE_ARG && v->redefines->kind == VALUE_ARG) {
    diag_report(DIAG_ERROR, v->loc, "region entry argument '%%%.*s' is already in use", (int)base_len(name), name);
    diag_report(DIAG_NOTE, v->redefines->loc, "previously referenced here");
  } else {
    diag_report(DIAG_ERROR, v->loc, "redefinition of SSA value '%%%.*s'", (int)base_len(name), name);
    diag_report(DIAG_NOTE, v->redefines->loc, "previously defined here");
  }
  return true;
}

/* ---------------------------------------------------------------- other ops */

static bool check_other_generic_op(const Op *op, const VerifyOptions *opts) {
  if (op_name_error(op->loc, op->name, NULL, opts->allow_unregistered)) return true;
  if (!strcmp(op->name, "func.call")) {
    const Attr *c = op_attr(op, "callee");
    if (!c) return op_error(op, "requires attribute 'callee'");
    if (c->kind != ATTR_SYMBOL)
      return op_error(op, "attribute 'callee' failed to satisfy constraint: flat symbol reference attribute");
  }
  return false;
}

static bool check_return(const Func *f, const Op *op) {
  /* at the body's top level, follows() checks what comes after a return */
  bool top = f && op->parent == f->body;
  if (!top && op->next && op->next->kind != OPK_LABEL)
    return op_error(op, "must be the last operation in the parent block");
  if (!f) return op_error(op, "expects parent op 'func.func'");
  const Type *ft = f->type;
  if (op->noperands != ft->nresults)
    return op_error(op, "has %u operands, but enclosing function (@%s) returns %u", op->noperands, f->name,
                    ft->nresults);
  for (uint32_t i = 0; i < op->noperands; i++)
    if (!type_same(operand_type(op, i), ft->results[i])) {
      diag_report(DIAG_ERROR, op->loc,
                  "type of return operand %u ('%s') doesn't match function result type ('%s') in function @%s", i,
                  operand_type(op, i)->spelling, ft->results[i]->spelling, f->name);
      return true;
    }
  return false;
}

/* Checks one op; returns true when it has an error (only its first is reported). */
static bool check_op(FuncState *fs, Op *op, const VerifyOptions *opts);

/* A foreign op is not checked; the ops in its regions are. */
static bool check_regions(FuncState *fs, Op *op, const VerifyOptions *opts) {
  bool failed = false;
  for (uint32_t r = 0; r < op->nregions; r++)
    for (Op *o = op->regions[r]->first; o; o = o->next) failed |= check_op(fs, o, opts);
  return failed;
}

/* --no-tosa-left: a TOSA op the lowering has no function for is named, as
 * mlir-opt names an op its conversion leaves. */
static bool check_lowerable(const Op *op, const VerifyOptions *opts) {
  if (!opts->no_tosa_left || strncmp(op->name, "tosa.", 5) || lower_knows(op->name, opts->elementwise_only))
    return false;
  diag_report(DIAG_ERROR, op->loc, "failed to legalize operation '%s'", op->name);
  return true;
}

static bool check_op(FuncState *fs, Op *op, const VerifyOptions *opts) {
  for (uint32_t i = 0; i < op->nresults; i++)
    if (check_redefinition(op->results[i])) return true;
  if (check_lowerable(op, opts)) return true;
  bool generic = op->kind == OPK_FOREIGN && op->pieces[0].spelling[0] == '"';
  if (generic && op_name_error(op->loc, op->name, NULL, opts->allow_unregistered)) return true;
  if (op->kind == OPK_FOREIGN || op->kind == OPK_LABEL) return check_regions(fs, op, opts);
  /* the operand list against the written operand types */
  uint32_t ntypes = op->fntype ? op->fntype->ninputs : 0;
  if (op->noperands != ntypes) {
    if (op->kind == OPK_GENERIC)
      diag_report(DIAG_ERROR, op->loc, "expected %u operand type%s but had %u", op->noperands,
                  op->noperands == 1 ? "" : "s", ntypes);
    else
      diag_report(DIAG_ERROR, op->loc, "custom op '%s' %u operands present, but expected %u", op->name,
                  op->noperands, ntypes);
    return true;
  }
  /* each operand: defined, or defined later (dominance, checked last), of its type */
  int late_operand = -1;
  Value *late_def = NULL;
  for (uint32_t i = 0; i < op->noperands; i++) {
    Use *u = &op->operands[i];
    Value *v = u->value;
    if (v->kind == VALUE_UNDEFINED) {
      if (v->index == 1) {
        diag_report(DIAG_ERROR, u->loc, "reference to invalid result number");
        return true;
      }
      Value *def = NULL;
      if (!fs) {
        diag_report(DIAG_ERROR, u->loc, "use of undeclared SSA value name");
        return true;
      }
      if (resolve_forward(fs, u, &def)) return true;
      if (late_operand < 0) {
        late_operand = (int)i;
        late_def = def;
      }
      continue;
    }
    if (!type_same(v->type, op->fntype->inputs[i])) {
      const char *name = v->src_name ? v->src_name : "";
      diag_report(DIAG_ERROR, u->loc, "use of value '%%%.*s' expects different type than prior uses: '%s' vs '%s'",
                  (int)base_len(name), name, op->fntype->inputs[i]->spelling, v->type->spelling);
      diag_report(DIAG_NOTE, v->loc, "prior use here");
      return true;
    }
  }
  bool bad = false;
  switch (op->kind) {
  case OPK_RETURN: bad = check_return(fs ? fs->func : NULL, op); break;
  case OPK_GENERIC: bad = tosa_op_elementwise(op->info) ? verify_tosa_op_once(op, opts) : check_other_generic_op(op, opts) || verify_other_tosa_op(op); break;
  default: break;
  }
  if (bad) return true;
  if (late_operand >= 0) {
    diag_report(DIAG_ERROR, op->loc, "operand #%d does not dominate this use", late_operand);
    bool same_block = !late_def->def || late_def->def->parent == op->parent;
    diag_report(DIAG_NOTE, late_def->def ? late_def->def->loc : late_def->loc, "operand defined here (op in %s)",
                same_block ? "the same block" : "a parent region");
    return true;
  }
  /* Last, as in mlir-opt-19, where it is part of the module's symbol table check:
   * a call against its callee, which may be defined later (at the chunk end). */
  const char *callee = call_callee(op);
  /* In a region of a foreign op (docs/foreign-ops.md) the callee may be a
   * function that is a foreign op too ("func.func"() <{...}>), which the table lacks. */
  bool in_foreign_op = op->parent && op->parent->parent;
  if (callee && !in_foreign_op) symtab_call(op->loc, callee, strlen(callee), op->fntype);
  return false;
}



bool verify_func_begin(Func *f) {
  V.body = (struct BodyProgress){.errors_before = diag_error_count()};
  symtab_define(f); /* a redefinition is reported at the end of the chunk */
  if (!f->body) {
    if (!f->visibility || !strcmp(f->visibility, "public"))
      diag_report(DIAG_ERROR, f->loc, "'func.func' op symbol declaration cannot have public visibility");
  } else {
    for (uint32_t i = 0; i < f->body->nargs; i++) check_redefinition(f->body->args[i]);
  }
  return diag_error_count() == V.body.errors_before;
}

/* A return is the block's last op: the op after it finds it out. */
static void follows(Op *op) {
  if (V.body.last && V.body.last->kind == OPK_RETURN && op->kind != OPK_LABEL && !V.body.misplaced_return) {
    op_error(V.body.last, "must be the last operation in the parent block");
    V.body.misplaced_return = true;
  }
  V.body.last = op;
  V.body.any_op = true;
}

bool verify_func_op(Func *f, Op *op, const VerifyOptions *opts) {
  unsigned before = diag_error_count();
  if (f && op->parent == f->body) follows(op);
  FuncState fs = {.func = f};
  check_op(&fs, op, opts);
  return diag_error_count() == before;
}


static void kept_free(void) {
  for (int i = 0; i < 2; i++) {
    free(V.kept[i].results);
    free(V.kept[i].values);
    V.kept[i] = (struct KeptOp){0};
  }
}

static Op *kept_copy(const Op *op) {
  struct KeptOp *k = &V.kept[V.kept_turn ^= 1];
  if (op->nresults + 1 > k->cap) {
    uint32_t cap = op->nresults + 1;
    Value **results = xcalloc(cap, sizeof *results);
    Value *values = calloc(cap, sizeof *values);
    if (!values) {
      free(results);
      ir_out_of_memory();
    }
    free(k->results);
    free(k->values);
    *k = (struct KeptOp){.results = results, .values = values, .cap = cap};
  }
  k->op = *op;
  k->op.pieces = NULL;
  k->op.regions = NULL;
  k->op.nregions = 0;
  k->op.results = k->results;
  for (uint32_t i = 0; i < op->nresults; i++) {
    k->values[i] = *op->results[i];
    k->values[i].def = &k->op;
    k->results[i] = &k->values[i];
  }
  return &k->op;
}

bool verify_region_op_begin(Func *f, Op *op, const VerifyOptions *opts) {
  unsigned before = diag_error_count();
  if (f && op->parent == f->body) follows(kept_copy(op));
  for (uint32_t i = 0; i < op->nresults; i++)
    if (check_redefinition(op->results[i])) return false;
  if (((ForeignPiece **)((Vec *)op->pieces)->items)[0]->spelling[0] == '"')
    op_name_error(op->loc, op->name, NULL, opts->allow_unregistered);
  check_lowerable(op, opts);
  return diag_error_count() == before;
}

bool verify_held_block(Func *f, Block *b, const VerifyOptions *opts) {
  unsigned before = diag_error_count();
  FuncState fs = {.func = f};
  for (Op *op = b->first; op; op = op->next) check_op(&fs, op, opts);
  return diag_error_count() == before;
}

bool verify_func_end(Func *f, const VerifyOptions *opts) {
  if (f->body) {
    /* the ops held back (a name used before its definition): checked as a whole */
    FuncState fs = {.func = f};
    for (Op *op = f->body->first; op; op = op->next) {
      follows(op);
      check_op(&fs, op, opts);
    }
    if (!V.body.any_op) diag_report(DIAG_ERROR, f->body->loc, "custom op 'func.func' expected non-empty function body");
    Op *last = V.body.last;
    if (last && last->kind != OPK_RETURN && !V.body.misplaced_return) {
      Buf *s = msg_part(0);
      spell_op(s, f, last);
      diag_report(DIAG_ERROR, last->loc, "block with no terminator, has %s", buf_c(s));
    }
  }
  V.body.last = NULL;
  return diag_error_count() == V.body.errors_before;
}

bool verify_toplevel_op(Op *op, const VerifyOptions *opts) { return !check_op(NULL, op, opts); }

/* builtin.module takes only dialect attributes (`test.k`) besides its symbol ones;
 * mlir-opt-19 names the first offender in its sorted dictionary. */
bool verify_module_attrs(Loc loc, const Attr *attrs) {
  const char *bad = NULL;
  for (uint32_t i = 0; attrs && attrs->kind == ATTR_DICT && i < attrs->n; i++) {
    const char *name = attrs->entries[i].name;
    if (strchr(name, '.') || !strcmp(name, "sym_name") || !strcmp(name, "sym_visibility")) continue;
    if (!bad || strcmp(name, bad) < 0) bad = name;
  }
  if (bad)
    diag_report(DIAG_ERROR, loc, "'builtin.module' op can only contain attributes with dialect-prefixed names, found: '%s'",
                bad);
  return !bad;
}

