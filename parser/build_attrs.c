/* build_attrs.c — the builder calls behind the grammar's types and attributes:
 * literals as the attributes they stand for, arrays and dictionaries. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "parse.h"

Type *ps_function_type(ParseState *ps, Vec *inputs, Vec *results) {
  (void)ps;
  return type_function(inputs->len, (Type **)inputs->items, results->len, (Type **)results->items);
}

Attr *ps_attr_number(ParseState *ps, Loc loc, Token *lit, Type *type, bool is_float) {
  Arena *a = &ir_func_arena;
  if (type && type->kind == TYPE_FLOAT && !is_float) {
    /* `0x7FC00000 : f32` is a float bit pattern; `1 : f32` a float written as an integer. */
    Attr *f = attr_float_spelling(a, lit->spelling, type);
    f->loc = loc;
    return f;
  }
  if (is_float) {
    if (type && type->kind != TYPE_FLOAT) {
      ps_syntax_error(ps, loc, "floating point value not valid for specified type");
    }
    Attr *f = attr_float_spelling(a, lit->spelling, type);
    f->loc = loc;
    return f;
  }
  Attr *i = attr_new(a, ATTR_INT, loc);
  i->type = type;
  i->spelling = lit->spelling;
  errno = 0;
  const char *s = lit->spelling;
  bool neg = s[0] == '-';
  const char *digits = neg ? s + 1 : s;
  unsigned long long mag;
  char *end;
  if (digits[0] == '0' && digits[1] == 'x')
    mag = strtoull(digits + 2, &end, 16);
  else
    mag = strtoull(digits, &end, 10);
  if (errno == ERANGE || (neg ? mag > (unsigned long long)INT64_MAX + 1 : mag > (unsigned long long)INT64_MAX)) {
    i->int_overflow = true;
  } else {
    i->ival = neg ? (int64_t)(0 - mag) : (int64_t)mag;
  }
  return i;
}

Attr *ps_attr_bool(ParseState *ps, Loc loc, bool value) {
  (void)ps;
  Attr *a = attr_bool(&ir_func_arena, value);
  a->loc = loc;
  return a;
}

/* An attribute that is only its spelling and/or its type: a string (`"s"`, `"s" : T`),
 * `unit`, a symbol, a type. (A bare word: ps_attr_keyword, keywords.c.) */
Attr *ps_attr_leaf(Loc loc, AttrKind kind, const char *spelling, Type *type) {
  Attr *a = attr_new(&ir_func_arena, kind, loc);
  a->spelling = spelling;
  a->type = type;
  return a;
}

Attr *ps_attr_literal(ParseState *ps, Loc loc, Token *lit, Type *type) {
  (void)ps;
  Attr *a;
  if (!strncmp(lit->spelling, "affine_map<", 11) && !type) {
    a = attr_affine_map(&ir_func_arena, lit->spelling);
  } else {
    a = attr_new(&ir_func_arena, ATTR_OPAQUE, loc);
    a->spelling = lit->spelling;
    a->type = type;
  }
  a->loc = loc;
  return a;
}

Attr *ps_attr_array(ParseState *ps, Loc loc, Vec *elems) {
  (void)ps;
  Attr *a = attr_new(&ir_func_arena, ATTR_ARRAY, loc);
  a->n = elems->len;
  a->elems = (Attr **)elems->items;
  return a;
}

NamedAttr *ps_named_attr(Loc loc, Token *name, Attr *value) {
  NamedAttr *n = arena_alloc(&ir_func_arena, sizeof *n);
  n->name = name->spelling;
  n->loc = loc;
  n->value = value ? value : ps_attr_leaf(loc, ATTR_UNIT, NULL, NULL);
  return n;
}

Attr *ps_attr_dict(ParseState *ps, Loc loc, Vec *entries) {
  Attr *a = attr_new(&ir_func_arena, ATTR_DICT, loc);
  a->n = entries->len;
  a->entries = arena_alloc(&ir_func_arena, (entries->len + 1) * sizeof *a->entries);
  /* Duplicate keys: a pairwise look costs nothing on the usual few keys; a hash
   * map keeps a dictionary of many thousands of keys linear. */
  enum { PAIRWISE_MAX = 16 };
  NameMap seen = {.arena = &ir_func_arena};
  for (uint32_t i = 0; i < entries->len; i++) {
    NamedAttr *n = entries->items[i];
    bool dup = false;
    if (entries->len <= PAIRWISE_MAX) {
      for (uint32_t j = 0; j < i && !dup; j++) dup = !strcmp(a->entries[j].name, n->name);
    } else {
      dup = namemap_get(&seen, n->name) != NULL;
      if (!dup) namemap_put(&seen, n->name, n);
    }
    if (dup) ps_syntax_error(ps, n->loc, "duplicate key '%s' in dictionary attribute", n->name);
    a->entries[i] = *n;
  }
  return a;
}
