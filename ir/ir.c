/* ir.c — builders for ops, blocks and values; all nodes come from ir_func_arena. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#include "ir.h"

const Template template_none;

Value *ir_value_new(ValueKind kind, Type *type, Loc loc) {
  Value *v = arena_alloc(&ir_func_arena, sizeof *v);
  v->kind = kind;
  v->type = type;
  v->loc = loc;
  return v;
}

Op *ir_op_new(OpKind kind, const char *name, Loc loc, uint32_t noperands, uint32_t nresults) {
  Op *op = arena_alloc(&ir_func_arena, sizeof *op);
  op->kind = kind;
  op->name = name;
  op->loc = loc;
  op->noperands = noperands;
  op->nresults = nresults;
  op->operands = arena_alloc(&ir_func_arena, (noperands ? noperands : 1) * sizeof(Use));
  op->results = arena_alloc(&ir_func_arena, (nresults ? nresults : 1) * sizeof(Value *));
  for (uint32_t i = 0; i < nresults; i++) {
    Value *v = ir_value_new(VALUE_RESULT, NULL, loc);
    v->def = op;
    v->index = i;
    op->results[i] = v;
  }
  return op;
}

void ir_op_set_result_types(Op *op, Type **types) {
  for (uint32_t i = 0; i < op->nresults; i++) op->results[i]->type = types[i];
}

Block *ir_block_new(Loc loc, uint32_t nargs, Type **arg_types) {
  Block *b = arena_alloc(&ir_func_arena, sizeof *b);
  b->loc = loc;
  b->nargs = nargs;
  b->args = arena_alloc(&ir_func_arena, (nargs ? nargs : 1) * sizeof(Value *));
  for (uint32_t i = 0; i < nargs; i++) {
    Value *v = ir_value_new(VALUE_ARG, arg_types ? arg_types[i] : NULL, loc);
    v->owner = b;
    v->index = i;
    b->args[i] = v;
  }
  return b;
}

void ir_block_append(Block *block, Op *op) {
  op->parent = block;
  op->prev = block->last;
  op->next = NULL;
  if (block->last)
    block->last->next = op;
  else
    block->first = op;
  block->last = op;
}

void ir_insert_before(Op *anchor, Op *op) {
  Block *b = anchor->parent;
  op->parent = b;
  op->next = anchor;
  op->prev = anchor->prev;
  if (anchor->prev)
    anchor->prev->next = op;
  else
    b->first = op;
  anchor->prev = op;
}

void ir_remove(Op *op) {
  Block *b = op->parent;
  if (op->prev)
    op->prev->next = op->next;
  else
    b->first = op->next;
  if (op->next)
    op->next->prev = op->prev;
  else
    b->last = op->prev;
  op->prev = op->next = NULL;
  op->parent = NULL;
}

/* An integer literal at *pp (`true`, `false`, decimal or 0x hex), *pp moved past it. */
static bool read_int(const char **pp, const char *end, int64_t *out) {
  const char *p = *pp;
  if (end - p >= 4 && !memcmp(p, "true", 4)) return *out = 1, *pp = p + 4, true;
  if (end - p >= 5 && !memcmp(p, "false", 5)) return *out = 0, *pp = p + 5, true;
  char digits[32];
  size_t k = 0;
  while (p < end && k + 1 < sizeof digits && (isxdigit((unsigned char)*p) || *p == '-' || *p == 'x')) digits[k++] = *p++;
  digits[k] = 0;
  errno = 0;
  char *stop;
  long long v = strtoll(digits, &stop, 0);
  if (stop == digits || *stop || errno) return false;
  *out = v;
  *pp = p;
  return true;
}

/* The first element of a `dense<...>` literal spelled s[0..n), as an integer. */
static bool dense_first_int(const char *s, size_t n, int64_t *out) {
  const char *end = s + n, *p = s;
  while (p + 6 <= end && memcmp(p, "dense<", 6) != 0) p++;
  if (p + 6 > end) return false;
  p += 6;
  while (p < end && (*p == '[' || *p == ' ')) p++;
  return read_int(&p, end, out);
}

/* The spelling of the literal of a constant that defines v, or NULL: its piece
 * (custom form read as foreign text) or its value(s) attribute. */
static const char *const_literal(const Value *v, size_t *len) {
  const Op *d = v && v->kind == VALUE_RESULT ? v->def : NULL;
  if (!d) return NULL;
  if (strcmp(d->name, "tosa.const") && strcmp(d->name, "arith.constant") && strcmp(d->name, "tosa.const_shape"))
    return NULL;
  if (d->kind == OPK_FOREIGN) {
    if (d->nregions) return NULL;
    *len = d->pieces[0].len;
    return d->pieces[0].spelling;
  }
  const char *names[] = {"values", "value"};
  const Attr *a = NULL;
  for (int k = 0; k < 2 && !a; k++) a = attr_dict_get(d->props, names[k]);
  for (int k = 0; k < 2 && !a; k++) a = attr_dict_get(d->attrs, names[k]);
  if (!a || a->kind != ATTR_OPAQUE || !a->spelling) return NULL;
  *len = strlen(a->spelling);
  return a->spelling;
}

/* The type a constant's literal ends with (`dense<...> : tensor<4xi32>`), else v's. */
static const Type *literal_type(const Value *v, const char *text, size_t len) {
  const char *colon = NULL;
  for (const char *p = text; p < text + len; p++)
    if (*p == ':' && p + 1 < text + len && p[1] == ' ') colon = p;
  if (!colon) return v->type;
  const char *from = colon + 2, *to = from;
  while (to < text + len && *to != '}' && *to != ' ' && *to != ')') to++;
  char err[8];
  size_t at;
  const Type *t = type_from_spelling(from, (size_t)(to - from), err, sizeof err, &at);
  return t ? t : v->type;
}

bool ir_read_ints(const char *text, size_t len, int64_t *out, uint32_t max, uint32_t *n) {
  const char *p = text, *end = text + len;
  /* array<i64: 1, 2>: after the colon; dense<[1, 2]>: after the '<' */
  if (len >= 6 && !memcmp(p, "array<", 6)) {
    while (p < end && *p != ':' && *p != '>') p++;
  } else {
    while (p + 6 <= end && memcmp(p, "dense<", 6) != 0) p++;
    if (p + 6 > end) return false;
    p += 5;
  }
  if (p < end && *p != '>') p++;
  *n = 0;
  for (;;) {
    while (p < end && (*p == ' ' || *p == '[' || *p == ']' || *p == ',')) p++;
    if (p >= end || *p == '>') return true;
    if (*n == max || !read_int(&p, end, &out[*n])) return false;
    (*n)++;
  }
}

static int hex_digit(char c) {
  return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* dense<"0x..."> of integers of `width` bits (8, 16, 32, 64): its elements, little
 * endian, sign-extended; one element is a splat. */
static bool read_hex_ints(const char *p, const char *end, uint32_t width, int64_t *out, uint32_t max, uint32_t *n) {
  uint32_t bytes = width / 8;
  const char *q = p;
  while (q < end && hex_digit(*q) >= 0) q++;
  if (!bytes || width % 8 || (size_t)(q - p) % (2 * bytes)) return false;
  for (*n = 0; p < q; (*n)++) {
    if (*n == max) return false;
    uint64_t u = 0;
    for (uint32_t b = 0; b < bytes; b++, p += 2) u |= (uint64_t)(hex_digit(p[0]) * 16 + hex_digit(p[1])) << (8 * b);
    out[*n] = width < 64 && (u >> (width - 1)) & 1 ? (int64_t)(u | ~((UINT64_C(1) << width) - 1)) : (int64_t)u;
  }
  return true;
}

bool ir_const_ints(const Value *v, int64_t *out, uint32_t max, uint32_t *n) {
  size_t len;
  const char *text = const_literal(v, &len);
  if (!text) return false;
  const char *hex = text;
  while (hex + 9 <= text + len && memcmp(hex, "dense<\"0x", 9)) hex++;
  const Type *t = hex + 9 <= text + len ? literal_type(v, text, len) : NULL;
  if (t && t->kind == TYPE_TENSOR && t->elem->kind == TYPE_INT)
    return read_hex_ints(hex + 9, text + len, t->elem->width, out, max, n);
  return ir_read_ints(text, len, out, max, n);
}

bool ir_const_double(const Value *v, double *out) {
  size_t len;
  const char *text = const_literal(v, &len), *end = text ? text + len : NULL, *p = text;
  if (!text) return false;
  while (p + 6 <= end && memcmp(p, "dense<", 6) != 0) p++;
  if (p + 6 > end) return false;
  for (p += 6; p < end && (*p == '[' || *p == ' '); p++) {}
  char digits[64];
  size_t k = 0;
  while (p < end && k + 1 < sizeof digits && *p != ',' && *p != ']' && *p != '>' && *p != ' ') digits[k++] = *p++;
  digits[k] = 0;
  char *stop;
  *out = strtod(digits, &stop);
  return stop != digits && !*stop;
}

bool ir_const_small(const Value *v) {
  size_t len;
  const char *text = const_literal(v, &len);
  if (!text) return false;
  const Type *t = len > 1024 ? literal_type(v, text, len) : NULL;
  bool list = t && t->kind == TYPE_TENSOR && t->rank <= 1 && t->elem->kind == TYPE_INT; /* per-channel parameters */
  return len <= (list ? 64 * 1024 : 1024);
}

bool ir_const_int(const Value *v, int64_t *out) {
  const Op *d = v && v->kind == VALUE_RESULT ? v->def : NULL;
  if (!d || (strcmp(d->name, "tosa.const") && strcmp(d->name, "arith.constant"))) return false;
  size_t len;
  const char *text = const_literal(v, &len);
  if (text && dense_first_int(text, len, out)) return true;
  int64_t vals[1]; /* dense<"0x..."> of one element */
  uint32_t n;
  if (!text || !ir_const_ints(v, vals, 1, &n) || n != 1) return false;
  *out = vals[0];
  return true;
}
