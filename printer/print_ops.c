/* print_ops.c — one op in the custom form mlir-opt prints: the lowered ops, and
 * ops read from the input (generic form, return, call, foreign ops). */
#include "printer_impl.h"

static void print_operand_list(Printer *p, Op *op, uint32_t from, uint32_t to) {
  for (uint32_t i = from; i < to; i++) {
    if (i > from) out_str(p->cur, ", ");
    print_value(p, op->operands[i].value);
  }
}

static void print_type_list(Printer *p, Op *op, uint32_t from, uint32_t to) {
  for (uint32_t i = from; i < to; i++) {
    if (i > from) out_str(p->cur, ", ");
    /* --passes=none prints what was read, unverified: `return %a, %undefined : T`
     * leaves the second operand without a type. */
    const Type *t = op->operands[i].value->type;
    if (t)
      out_type(p->cur, t);
    else
      out_str(p->cur, "<<NULL TYPE>>");
  }
}

static void print_result_prefix(Printer *p, Op *op) {
  print_name_results(p, op);
  if (op->nresults == 1) {
    print_value(p, op->results[0]);
    out_str(p->cur, " = ");
  } else if (op->nresults > 1) {
    out_write(p->cur, op->results[0]->print_name, op->results[0]->print_len - 2); /* drop "#0" */
    out_printf(p->cur, ":%u = ", op->nresults);
  }
}

/* ^bb0(%in: f32, %out: f32): at the indentation of the op owning the block */
static void print_entry_label(Printer *p, Block *b) {
  print_indent(p);
  out_str(p->cur, "^bb0(");
  for (uint32_t i = 0; i < b->nargs; i++) {
    Value *v = b->args[i];
    print_fresh_name(p, v, v->name_hint);
    if (i) out_str(p->cur, ", ");
    print_value(p, v);
    out_str(p->cur, ": ");
    out_type(p->cur, v->type);
    if (b->parent) print_loc(p, b->parent->loc_spelling, b->parent->loc); /* the op's, for every argument */
  }
  out_str(p->cur, "):\n");
}

static void print_region(Printer *p, Block *b, bool print_args) {
  out_str(p->cur, "{\n");
  if (print_args && b->nargs) print_entry_label(p, b);
  p->indent++;
  print_block_body(p, b);
  p->indent--;
  print_indent(p);
  out_str(p->cur, "}");
}

/* A piece of a foreign op's spelling, its names replaced: a value by its printed name
 * (a value the op's own syntax defines is named where it first appears), an alias
 * by its value. */
void print_piece(Printer *p, const ForeignPiece *piece) {
  uint32_t done = 0;
  for (uint32_t i = 0; i < piece->nrefs; i++) {
    const ForeignRef *r = &piece->refs[i];
    out_spelling(p->cur, piece->spelling + done, r->at - done);
    if (r->value) {
      if (!r->value->print_name) print_fresh_name(p, r->value, NULL);
      print_value(p, r->value);
    } else if (r->attr) {
      print_attr(p, r->attr);
    } else {
      out_type(p->cur, r->type);
    }
    done = r->at + r->len;
  }
  out_spelling(p->cur, piece->spelling + done, piece->len - done);
}

/*   %0 = scf.if %c -> (tensor<f32>) {     piece 0, region 0
 *     ...
 *   } else {                              piece 1, region 1
 *     ...
 *   }                                     piece 2 */
static void print_foreign(Printer *p, Op *op) {
  for (uint32_t r = 0; r < op->nregions; r++) {
    print_piece(p, &op->pieces[r]);
    out_str(p->cur, "\n");
    if (op->regions[r]->nargs) print_entry_label(p, op->regions[r]); /* a region the lowering spelled */
    p->indent++;
    print_block_body(p, op->regions[r]);
    p->indent--;
    print_indent(p);
  }
  print_piece(p, &op->pieces[op->nregions]);
}

/* Whether a foreign op ends with its location (kept with --mlir-print-debuginfo). */
static bool ends_with_loc(const ForeignPiece *last) {
  const char *s = last->spelling;
  size_t n = last->len;
  while (n && s[n - 1] == ' ') n--;
  if (!n || s[n - 1] != ')') return false;
  /* the last top-level group: find where it opens, strings skipped */
  size_t open = SIZE_MAX;
  unsigned depth = 0;
  for (size_t i = 0; i < n; i++) {
    if (s[i] == '"') {
      for (i++; i < n && s[i] != '"'; i++)
        if (s[i] == '\\') i++;
    } else if (s[i] == '(') {
      if (depth++ == 0) open = i;
    } else if (s[i] == ')' && depth) {
      depth--;
    }
  }
  return open != SIZE_MAX && open >= 3 && !memcmp(s + open - 3, "loc", 3) && (open == 3 || s[open - 4] == ' ');
}

/* ^bb1(%x: i32): at the indentation of the op owning the region. */
static void print_label(Printer *p, Op *op) {
  p->indent--;
  print_indent(p);
  p->indent++;
  print_piece(p, &op->pieces[0]);
  out_str(p->cur, "\n");
}

/* %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
 *        ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) { ^bb0(...): ... } -> tensor<4xf32> */
static void print_linalg_generic(Printer *p, Op *op, Type *rt) {
  Out *o = p->cur;
  TemplateUse *use = op->template_use;
  if (use && use->replay) {
    template_replay(p, op, use->replay);
    return;
  }
  /* kept when its maps have their aliases for the chunk (inline ones could be
   * aliased later) and no location is printed (another op's is not this one's) */
  bool keep = use && use->record && !*use->record && !p->debuginfo && op->props &&
              op->props->maps_noted == p->chunk_number;
  if (keep) template_record_begin(p, op);
  const Attr *maps = attr_dict_get(op->props, "indexing_maps");
  uint32_t rank = rt->kind == TYPE_TENSOR ? rt->rank : 0;
  out_str(o, "linalg.generic {indexing_maps = ");
  print_attr(p, maps);
  out_str(o, ", iterator_types = [");
  for (uint32_t i = 0; i < rank; i++) out_str(o, i ? ", \"parallel\"" : "\"parallel\"");
  out_str(o, "]} ins(");
  uint32_t nin = op->noperands - 1;
  print_operand_list(p, op, 0, nin);
  out_str(o, " : ");
  print_type_list(p, op, 0, nin);
  out_str(o, ") outs(");
  print_operand_list(p, op, nin, op->noperands);
  out_str(o, " : ");
  print_type_list(p, op, nin, op->noperands);
  out_str(o, ") ");
  print_region(p, op->regions[0], true);
  out_str(o, " -> ");
  out_type(o, rt);
  if (keep) *use->record = template_record_end(p);
}

/* `%a, %b : T, U`: return and yield. */
static void print_operands_with_types(Printer *p, Op *op) {
  print_operand_list(p, op, 0, op->noperands);
  out_str(p->cur, " : ");
  print_type_list(p, op, 0, op->noperands);
}

/* A tosa op's attributes written as one dictionary (its custom form, or a generic
 * form without `<{...}>`), as mlir-opt prints them: its inherent ones in the
 * generation it is written in as properties, the others as attributes. */
static void print_tosa_attrs(Printer *p, const Op *op) {
  unsigned gens = tosa_op_generations(op->name, op->attrs);
  for (int props = 1; props >= 0; props--) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < op->attrs->n; i++) {
      const NamedAttr *e = &op->attrs->entries[i];
      if (tosa_attr_inherent(op->name, gens, e->name) != (props == 1)) continue;
      out_str(p->cur, n++ ? ", " : props ? " <{" : " {");
      print_named_attr(p, e);
    }
    if (n) out_str(p->cur, props ? "}>" : "}");
  }
}

/* What a generic op and a call share after the name: `(%a, %b) <{props}> {attrs} : (T, T) -> T`. */
static void print_call_tail(Printer *p, Op *op, const Attr *props) {
  Out *o = p->cur;
  out_str(o, "(");
  print_operand_list(p, op, 0, op->noperands);
  out_str(o, ")");
  if (props) {
    out_str(o, " <");
    print_attr(p, props);
    out_str(o, ">");
  }
  if (op->attrs && op->attrs->n && !props && op->kind == OPK_GENERIC && !strncmp(op->name, "tosa.", 5)) {
    print_tosa_attrs(p, op);
  } else if (op->attrs && op->attrs->n) {
    out_str(o, " ");
    print_attr(p, op->attrs);
  }
  out_str(o, " : ");
  out_type(o, op->fntype);
}

/* The forms read from the input and printed back: generic ops, return, call. */
static void print_read_form(Printer *p, Op *op) {
  Out *o = p->cur;
  switch (op->kind) {
  case OPK_GENERIC:
    out_str(o, "\"");
    out_spelling(o, op->name, strlen(op->name)); /* a name of megabytes is big */
    out_str(o, "\"");
    print_call_tail(p, op, op->props);
    break;
  case OPK_RETURN:
    out_str(o, "return");
    if (op->noperands) {
      out_str(o, " ");
      print_operands_with_types(p, op);
    }
    break;
  case OPK_CALL:
    out_str(o, "call ");
    out_spelling(o, op->callee->spelling, strlen(op->callee->spelling)); /* a quoted name may be big */
    print_call_tail(p, op, NULL);
    break;
  default: break;
  }
}

/* The ops the lowering emits, each in its custom form. */
static void print_lowered_form(Printer *p, Op *op, Type *rt) {
  Out *o = p->cur;
  switch (op->kind) {
  case OPK_CONSTANT: {
    out_str(o, "arith.constant ");
    const Attr *v = attr_dict_get(op->props, "value");
    print_attr(p, v);
    break;
  }
  case OPK_UNARY:
  case OPK_BINARY:
  case OPK_SELECT:
  case OPK_COMPARE:
  case OPK_DIM: {
    /* `name [predicate, ]operands : T`: T is the result's type, or the first
     * operand's where the result's says nothing of it (a compare's i1, a dim's index) */
    out_str2(o, op->name, " ");
    if (op->kind == OPK_COMPARE) out_str2(o, attr_dict_get(op->props, "predicate")->spelling, ", ");
    print_operand_list(p, op, 0, op->noperands);
    out_str(o, " : ");
    out_type(o, op->kind == OPK_COMPARE || op->kind == OPK_DIM ? op->operands[0].value->type : rt);
    break;
  }
  case OPK_CONVERT:
  case OPK_TENSOR_CAST:
    out_str2(o, op->name, " ");
    print_value(p, op->operands[0].value);
    out_str(o, " : ");
    out_type(o, op->operands[0].value->type);
    out_str(o, " to ");
    out_type(o, rt);
    break;
  case OPK_EMPTY:
    out_str(o, "tensor.empty(");
    print_operand_list(p, op, 0, op->noperands);
    out_str(o, ") : ");
    out_type(o, rt);
    break;
  case OPK_YIELD:
    out_str2(o, op->name, " ");
    print_operands_with_types(p, op);
    break;
  case OPK_IF:
    out_str(o, "scf.if ");
    print_value(p, op->operands[0].value);
    out_str(o, " -> (");
    out_type(o, rt);
    out_str(o, ") ");
    print_region(p, op->regions[0], false);
    out_str(o, " else ");
    print_region(p, op->regions[1], false);
    break;
  case OPK_GENERIC_LINALG: print_linalg_generic(p, op, rt); break;
  case OPK_ASSERT:
    out_str(o, "cf.assert ");
    print_value(p, op->operands[0].value);
    out_str2(o, ", ", attr_dict_get(op->props, "msg")->spelling);
    break;
  default: break;
  }
}

void print_op(Printer *p, Op *op) {
  if (op->kind == OPK_LABEL) {
    print_label(p, op);
    return;
  }
  print_indent(p);
  print_result_prefix(p, op);
  Type *rt = op->nresults ? op->results[0]->type : NULL;
  switch (op->kind) {
  case OPK_GENERIC:
  case OPK_RETURN:
  case OPK_CALL: print_read_form(p, op); break;
  case OPK_FOREIGN: print_foreign(p, op); break;
  case OPK_LABEL:
  case OPK_COUNT: break;
  default: print_lowered_form(p, op, rt); break;
  }
  bool resources = op->name[0] == '{'; /* `{-# ... #-}`: not an op, no location */
  if (p->debuginfo && !resources && !(op->kind == OPK_FOREIGN && ends_with_loc(&op->pieces[op->nregions])))
    print_loc(p, op->loc_spelling, op->loc);
  out_str(p->cur, "\n");
}

void print_region_op_begin(Printer *p, Op *op, const ForeignPiece *first) {
  if (!op->parent) { /* a top-level op, printed as a function is */
    print_item_begin(p);
    if (!p->spill_depth) {
      out_hold(p->cur);
      p->in_func = true;
    }
  }
  if (op->parent && op->parent->first) print_func_ops(p, op->parent); /* what the lowering put before it */
  print_collect_piece_maps(p, first);
  print_indent(p);
  print_result_prefix(p, op);
  print_piece(p, first);
  out_str(p->cur, "\n");
  p->indent++;
}

void print_region_op_next(Printer *p, Op *op, const ForeignPiece *piece, bool last) {
  print_collect_piece_maps(p, piece);
  p->indent--;
  print_indent(p);
  print_piece(p, piece);
  if (!last) {
    out_str(p->cur, "\n");
    p->indent++;
    return;
  }
  if (p->debuginfo && !ends_with_loc(piece)) print_loc(p, op->loc_spelling, op->loc);
  out_str(p->cur, "\n");
  if (!op->parent) {
    out_release(p->cur);
    p->in_func = false;
  }
}

void print_block_body(Printer *p, Block *b) {
  for (Op *op = b->first; op; op = op->next) print_op(p, op);
}
