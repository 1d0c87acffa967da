/* types.c — interned types: a type is identified by its MLIR spelling, so the
 * spelling is the interning key and equal types are the same pointer. */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "ir.h"

/* Function types are interned per top-level item, in the function arena: each
 * function has its own signature, and keeping them all would make memory grow
 * with the number of functions. Within an item they compare with == as usual.
 * Except an op line's: function types of at most SHARED_FN_INPUTS inputs, one
 * result and no function-typed member are kept for the run, the first
 * SHARED_FN_MAX of them. A model's op lines have a few hundred signatures over
 * thousands of ops, and building each op's anew (its spelling, four arena
 * allocations, the item's table) cost 4% of a run. A signature stays in one
 * table or the other for the whole run, so == still compares within an item. */
typedef struct FnTypeTable {
  Type **slots;
  uint32_t cap, len;
} FnTypeTable;
enum { SHARED_FN_INPUTS = 4, SHARED_FN_MAX = 2048 };

/* The lowering asks for the tensor type of every result it makes, mostly the same
 * few: remembered by element type and shape (up to rank 4, no encoding). */
enum { TENSOR_MEMO_SLOTS = 256, TENSOR_MEMO_RANK = 4 };
typedef struct TensorMemo {
  Type *elem, *type;
  uint32_t rank;
  int64_t dims[TENSOR_MEMO_RANK];
} TensorMemo;

/* The types of the run on this thread; types_reset empties it at the run's end. */
static _Thread_local struct Types {
  NameMap type_table;     /* every type of the run (on the heap) */
  Buf scratch;            /* spellings are built here (the constructors never nest) */
  FnTypeTable fn_types;   /* the item's function types, in ir_func_arena */
  FnTypeTable shared_fn;  /* those kept for the run, in ir_global_arena */
  TensorMemo *tensor_memo; /* in ir_global_arena */
  /* the scalar types are asked for constantly (every lowered body) */
  Type *int_cache[3][65]; /* type_int(width <= 64, sign) */
  Type *float_cache[4], *index_cache;
} T;

void types_item_done(void) { T.fn_types = (FnTypeTable){0}; }

void types_reset(void) {
  namemap_clear(&T.type_table);
  T.shared_fn = (FnTypeTable){0}; /* in the long-lived arena, released with it */
  T.tensor_memo = NULL; /* in the long-lived arena, released with it */
  memset(T.int_cache, 0, sizeof T.int_cache);
  memset(T.float_cache, 0, sizeof T.float_cache);
  T.index_cache = NULL;
  buf_free(&T.scratch);
}

/* The type spelled s[0..n), or NULL. */
static Type *table_find(const char *s, size_t n) { return namemap_get_n(&T.type_table, s, n); }


static Buf *buf_begin(void) {
  T.scratch.len = 0;
  if (T.scratch.p) T.scratch.p[0] = 0;
  return &T.scratch;
}

static Type *lookup_or_add(Buf *b, Type proto) {
  Type *t = table_find(b->p, b->len);
  if (t) return t;
  if (proto.kind == TYPE_TENSOR) { /* the dims array, long-lived too */
    int64_t *copy = arena_alloc(&ir_global_arena, (proto.rank ? proto.rank : 1) * sizeof *copy);
    if (proto.rank) memcpy(copy, proto.dims, proto.rank * sizeof *copy);
    proto.dims = copy;
    if (proto.encoding) proto.encoding = ir_intern_cstr(proto.encoding);
  }
  t = arena_alloc(&ir_global_arena, sizeof *t);
  *t = proto;
  t->spelling = ir_intern(b->p, b->len);
  t->spelling_len = (uint32_t)b->len;
  namemap_put_n(&T.type_table, t->spelling, b->len, t);
  return t;
}

Type *type_int(uint32_t width, Signedness sign) {
  Type **cached = width <= 64 ? &T.int_cache[sign][width] : NULL;
  if (cached && *cached) return *cached;
  Buf *b = buf_begin();
  buf_str(b, sign == SIGNED ? "si" : sign == UNSIGNED ? "ui" : "i");
  buf_uint(b, width);
  Type *t = lookup_or_add(b, (Type){.kind = TYPE_INT, .width = width, .sign = sign});
  if (cached) *cached = t;
  return t;
}

static const FloatFormat FLOAT_FORMATS[] = {
    [FLOAT_F16] = {"f16", 16, 11, 15, -14, 65504.0, "0x7E00", "0x7C00", "0xFC00"},
    [FLOAT_BF16] = {"bf16", 16, 8, 127, -126, 3.3895313892515355e38, "0x7FC0", "0x7F80", "0xFF80"},
    [FLOAT_F32] = {"f32", 32, 24, 127, -126, 3.4028234663852886e38, "0x7FC00000", "0x7F800000", "0xFF800000"},
    [FLOAT_F64] = {"f64", 64, 53, 1023, -1022, 1.7976931348623157e308, "0x7FF8000000000000",
                   "0x7FF0000000000000", "0xFFF0000000000000"},
};

const FloatFormat *float_format(FloatKind kind) { return &FLOAT_FORMATS[kind]; }

Type *type_float(FloatKind kind) {
  if (T.float_cache[kind]) return T.float_cache[kind];
  Buf *b = buf_begin();
  buf_str(b, FLOAT_FORMATS[kind].name);
  return T.float_cache[kind] =
             lookup_or_add(b, (Type){.kind = TYPE_FLOAT, .fkind = kind, .width = FLOAT_FORMATS[kind].width});
}

Type *type_index(void) {
  if (T.index_cache) return T.index_cache;
  Buf *b = buf_begin();
  buf_str(b, "index");
  return T.index_cache = lookup_or_add(b, (Type){.kind = TYPE_INDEX});
}

static Type *tensor_spelled(Type *elem, uint32_t rank, const int64_t *dims, const char *encoding) {
  Buf *b = buf_begin();
  buf_str(b, "tensor<");
  for (uint32_t i = 0; i < rank; i++) {
    if (dims[i] == DIM_DYNAMIC) {
      buf_add(b, "?x", 2);
    } else {
      /* sizes are >= 0 (the parser reads digits only); print negatives as %lld did */
      if (dims[i] < 0) buf_add(b, "-", 1);
      buf_uint(b, dims[i] < 0 ? 0 - (uint64_t)dims[i] : (uint64_t)dims[i]);
      buf_add(b, "x", 1);
    }
  }
  buf_add(b, elem->spelling, elem->spelling_len);
  if (encoding) {
    buf_str(b, ", ");
    buf_str(b, encoding);
  }
  buf_str(b, ">");
  return lookup_or_add(b, (Type){.kind = TYPE_TENSOR, .elem = elem, .rank = rank, .dims = dims, .encoding = encoding});
}

Type *type_tensor(Type *elem, uint32_t rank, const int64_t *dims, const char *encoding) {
  TensorMemo *m = NULL;
  if (!encoding && rank <= TENSOR_MEMO_RANK) {
    uint64_t h = (uintptr_t)elem ^ rank;
    for (uint32_t i = 0; i < rank; i++) h = (h ^ (uint64_t)dims[i]) * 0x9E3779B97F4A7C15ULL;
    if (!T.tensor_memo) T.tensor_memo = arena_alloc(&ir_global_arena, TENSOR_MEMO_SLOTS * sizeof *T.tensor_memo);
    m = &T.tensor_memo[(h ^ h >> 29) & (TENSOR_MEMO_SLOTS - 1)];
    if (m->type && m->elem == elem && m->rank == rank && (!rank || !memcmp(m->dims, dims, rank * sizeof *dims)))
      return m->type;
  }
  Type *t = tensor_spelled(elem, rank, dims, encoding);
  if (m) {
    *m = (TensorMemo){.elem = elem, .type = t, .rank = rank};
    if (rank) memcpy(m->dims, dims, rank * sizeof *dims);
  }
  return t;
}

Type *type_unranked(Type *elem) {
  Buf *b = buf_begin();
  buf_str(b, "tensor<*x");
  buf_add(b, elem->spelling, elem->spelling_len);
  buf_str(b, ">");
  return lookup_or_add(b, (Type){.kind = TYPE_UNRANKED, .elem = elem});
}

/* Function types are keyed by their member pointers (members are interned), so
 * a lookup hashes a few pointers instead of building the spelling; the spelling
 * is built once, when the type is new to the item. */
static uint64_t fn_type_hash(uint32_t nin, Type **ins, uint32_t nout, Type **outs) {
  uint64_t h = (uint64_t)nin << 32 | nout;
  if (nin) h = ir_hash_bytes(ins, nin * sizeof *ins, h);
  return nout ? ir_hash_bytes(outs, nout * sizeof *outs, h) : h;
}

static bool fn_type_is(const Type *t, uint32_t nin, Type **ins, uint32_t nout, Type **outs) {
  if (t->ninputs != nin || t->nresults != nout) return false;
  for (uint32_t i = 0; i < nin; i++)
    if (t->inputs[i] != ins[i]) return false;
  for (uint32_t i = 0; i < nout; i++)
    if (t->results[i] != outs[i]) return false;
  return true;
}

static Type *fn_table_find(const FnTypeTable *tab, uint64_t h, uint32_t nin, Type **ins, uint32_t nout,
                           Type **outs) {
  if (!tab->cap) return NULL;
  for (uint32_t j = (uint32_t)h & (tab->cap - 1); tab->slots[j]; j = (j + 1) & (tab->cap - 1))
    if (fn_type_is(tab->slots[j], nin, ins, nout, outs)) return tab->slots[j];
  return NULL;
}

static void fn_table_add(FnTypeTable *tab, Arena *a, uint64_t h, Type *t) {
  if ((tab->len + 1) * 2 > tab->cap) { /* grow: rehash the types (their hash is recomputed) */
    uint32_t cap = tab->cap ? tab->cap * 2 : 8; /* mostly one per streamed op */
    Type **slots = arena_alloc(a, cap * sizeof *slots);
    for (uint32_t i = 0; i < tab->cap; i++) {
      Type *o = tab->slots[i];
      if (!o) continue;
      uint32_t j = (uint32_t)fn_type_hash(o->ninputs, o->inputs, o->nresults, o->results) & (cap - 1);
      while (slots[j]) j = (j + 1) & (cap - 1);
      slots[j] = o;
    }
    tab->slots = slots;
    tab->cap = cap;
  }
  uint32_t j = (uint32_t)h & (tab->cap - 1);
  while (tab->slots[j]) j = (j + 1) & (tab->cap - 1);
  tab->slots[j] = t;
  tab->len++;
}

static bool shareable(uint32_t nin, Type **ins, uint32_t nout, Type **outs) {
  if (nin > SHARED_FN_INPUTS || nout != 1 || outs[0]->kind == TYPE_FUNCTION) return false;
  for (uint32_t i = 0; i < nin; i++)
    if (ins[i]->kind == TYPE_FUNCTION) return false;
  return true;
}

Type *type_function(uint32_t nin, Type **ins, uint32_t nout, Type **outs) {
  uint64_t h = fn_type_hash(nin, ins, nout, outs);
  bool share = shareable(nin, ins, nout, outs);
  Type *found = share ? fn_table_find(&T.shared_fn, h, nin, ins, nout, outs) : NULL;
  if (!found) found = fn_table_find(&T.fn_types, h, nin, ins, nout, outs);
  if (found) return found;
  Buf *b = buf_begin();
  buf_str(b, "(");
  for (uint32_t i = 0; i < nin; i++) {
    if (i) buf_str(b, ", ");
    buf_add(b, ins[i]->spelling, ins[i]->spelling_len);
  }
  buf_str(b, ") -> ");
  bool paren = nout != 1 || outs[0]->kind == TYPE_FUNCTION;
  if (paren) buf_str(b, "(");
  for (uint32_t i = 0; i < nout; i++) {
    if (i) buf_str(b, ", ");
    buf_add(b, outs[i]->spelling, outs[i]->spelling_len);
  }
  if (paren) buf_str(b, ")");
  share = share && T.shared_fn.len < SHARED_FN_MAX;
  Arena *a = share ? &ir_global_arena : &ir_func_arena;
  Type **ci = arena_alloc(a, (nin + 1) * sizeof *ci);
  Type **co = arena_alloc(a, (nout + 1) * sizeof *co);
  if (nin) memcpy(ci, ins, nin * sizeof *ci);
  if (nout) memcpy(co, outs, nout * sizeof *co);
  Type *t = arena_alloc(a, sizeof *t);
  *t = (Type){.kind = TYPE_FUNCTION, .ninputs = nin, .inputs = ci, .nresults = nout, .results = co, .for_run = share};
  t->spelling = arena_strndup(a, b->p, b->len);
  t->spelling_len = (uint32_t)b->len;
  fn_table_add(share ? &T.shared_fn : &T.fn_types, a, h, t);
  return t;
}

/* A copy in the long-lived arena of a function type, for what outlives its item
 * (a type alias). Not interned: compare such copies with type_same. */
Type *type_persist(Type *t, bool with_spelling) {
  if (t->kind != TYPE_FUNCTION) return t;
  Arena *g = &ir_global_arena;
  Type *c = arena_alloc(g, sizeof *c);
  *c = *t;
  c->for_run = false; /* not in the run's table: compared with type_same */
  c->inputs = arena_alloc(g, (t->ninputs + 1) * sizeof *c->inputs);
  c->results = arena_alloc(g, (t->nresults + 1) * sizeof *c->results);
  for (uint32_t i = 0; i < t->ninputs; i++) c->inputs[i] = type_persist(t->inputs[i], with_spelling);
  for (uint32_t i = 0; i < t->nresults; i++) c->results[i] = type_persist(t->results[i], with_spelling);
  c->spelling = with_spelling ? arena_strndup(g, t->spelling, t->spelling_len) : "";
  c->spelling_len = with_spelling ? t->spelling_len : 0;
  return c;
}

Type *type_opaque(const char *spelling, size_t n) {
  Buf *b = buf_begin();
  buf_add(b, spelling, n);
  return lookup_or_add(b, (Type){.kind = TYPE_OPAQUE});
}

static bool all_digits(const char *s, size_t n) {
  if (!n) return false;
  for (size_t i = 0; i < n; i++)
    if (!isdigit((unsigned char)s[i])) return false;
  return true;
}

Type *type_from_keyword(const char *s, size_t n) {
  if (n == 5 && !memcmp(s, "index", 5)) return type_index();
  for (FloatKind k = FLOAT_F16; k <= FLOAT_F64; k++)
    if (n == strlen(FLOAT_FORMATS[k].name) && !memcmp(s, FLOAT_FORMATS[k].name, n)) return type_float(k);
  Signedness sign = SIGNLESS;
  size_t skip = 0;
  if (n > 2 && s[0] == 's' && s[1] == 'i') sign = SIGNED, skip = 2;
  else if (n > 2 && s[0] == 'u' && s[1] == 'i') sign = UNSIGNED, skip = 2;
  else if (n > 1 && s[0] == 'i') skip = 1;
  else return NULL;
  if (!all_digits(s + skip, n - skip) || s[skip] == '0' || n - skip > 8) return NULL;
  unsigned long w = strtoul(s + skip, NULL, 10);
  if (w == 0 || w > 16777215) return NULL;
  return type_int((uint32_t)w, sign);
}

static bool is_ident_char(char c) { return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '$'; }

/* The tensor element types mlir-opt-19 takes besides the ones type_from_keyword
 * knows: the other float types, complex<...>, vector<...> and dialect types. Any
 * other word would be carried into the output, which would then not parse. */
static bool other_element_type(const char *s, size_t n) {
  if (s[0] == '!') return true;
  if ((n > 8 && !memcmp(s, "complex<", 8)) || (n > 7 && !memcmp(s, "vector<", 7))) return true;
  return type_is_other_float(s, n);
}

/* The one list of them: the float types mlir-opt-19 knows besides f16, bf16, f32
 * and f64, then those only later LLVMs know (mlir-opt-22: TOSA 1.0's block-scaled
 * types), which pass through as mlir-opt-22 reads them. */
bool type_is_other_float(const char *s, size_t n) {
  static const char *const floats[] = {"tf32",       "f80",        "f128",          "f8E5M2",   "f8E4M3",
                                       "f8E4M3FN",   "f8E5M2FNUZ", "f8E4M3FNUZ",    "f8E4M3B11FNUZ",
                                       "f8E3M4",     "f8E8M0FNU",  "f6E2M3FN",      "f6E3M2FN", "f4E2M1FN",
                                       NULL};
  for (size_t i = 0; floats[i]; i++)
    if (strlen(floats[i]) == n && !memcmp(floats[i], s, n)) return true;
  return false;
}

Type *type_lookup(const char *s, size_t n) { return table_find(s, n); }

/* Where a malformed tensor type goes wrong: a message and the byte offset. */
typedef struct SpellingError {
  char *msg;
  size_t size;
  size_t *at;
} SpellingError;

static bool spelling_error(const SpellingError *e, size_t at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static bool spelling_error(const SpellingError *e, size_t at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(e->msg, e->size, fmt, ap);
  va_end(ap);
  *e->at = at;
  return false;
}

/* The dimensions `4x?x` of a ranked tensor, from s[*i] up to its element type. */
static bool tensor_dims(const char *s, size_t *i, size_t end, int64_t *dims, uint32_t *rank, const SpellingError *e) {
  for (;;) {
    size_t j = *i;
    int64_t d;
    if (s[j] == '?') {
      d = DIM_DYNAMIC;
      j++;
    } else if (isdigit((unsigned char)s[j])) {
      d = 0;
      for (; j < end && isdigit((unsigned char)s[j]); j++) {
        int digit = s[j] - '0';
        if (d > (INT64_MAX - digit) / 10) return spelling_error(e, *i, "dimension size does not fit in 64 bits");
        d = d * 10 + digit;
      }
    } else {
      return true;
    }
    if (j >= end || s[j] != 'x') /* not a dimension after all (no element type starts with a digit) */
      return spelling_error(e, *i, "expected a dimension size or an element type in tensor type");
    if (*rank == IR_MAX_RANK)
      return spelling_error(e, *i, "tensor rank exceeds the supported maximum of %d", IR_MAX_RANK);
    dims[(*rank)++] = d;
    *i = j + 1;
  }
}

/* The element type spelled s[es..ee): a builtin scalar, or another type mlir-opt-19 takes. */
static Type *tensor_elem(const char *s, size_t es, size_t ee, const SpellingError *e) {
  if (ee == es) return spelling_error(e, es, "expected an element type in tensor type"), NULL;
  Type *elem = type_from_keyword(s + es, ee - es);
  if (elem) return elem;
  for (size_t k = es; k < ee; k++)
    if (!is_ident_char(s[k]) && !strchr("<>!,:# ?*()[]\"-+", s[k])) {
      if (s[k] >= 0x20 && s[k] < 0x7f)
        return spelling_error(e, k, "unexpected character '%c' in element type", s[k]), NULL;
      return spelling_error(e, k, "unexpected byte 0x%02x in element type", (unsigned char)s[k]), NULL;
    }
  if (!(isalpha((unsigned char)s[es]) || s[es] == '!') || !other_element_type(s + es, ee - es))
    return spelling_error(e, es, "invalid element type in tensor type"), NULL;
  return type_opaque(s + es, ee - es);
}

/* tensor<4x?xf32>, tensor<*xi8>, tensor<f32>, tensor<2xf32, #enc>. */
Type *type_from_spelling(const char *s, size_t n, char *err, size_t errsz, size_t *err_at) {
  if (n < 7 || memcmp(s, "tensor<", 7) != 0) return type_opaque(s, n);
  /* Fast path: s is already the spelling of a known tensor type (the usual
   * case: spellings are canonical, and a type's spelling parses back to it). */
  Type *known = table_find(s, n);
  if (known && (known->kind == TYPE_TENSOR || known->kind == TYPE_UNRANKED)) return known;
  const SpellingError e = {err, errsz, err_at};
  size_t i = 7, end = n - 1; /* s[end] == '>' */
  int64_t dims[IR_MAX_RANK];
  uint32_t rank = 0;
  bool unranked = false;
  while (i < end && s[i] == ' ') i++;
  if (s[i] == '*') {
    if (i + 1 >= end || s[i + 1] != 'x')
      return spelling_error(&e, i, "expected a dimension size or an element type in tensor type"), NULL;
    unranked = true;
    i += 2;
  } else if (!tensor_dims(s, &i, end, dims, &rank, &e)) {
    return NULL;
  }
  /* element type up to ',' (encoding) or the end, with <> nesting */
  size_t es = i;
  for (int depth = 0; i < end && !(depth == 0 && s[i] == ','); i++) depth += (s[i] == '<') - (s[i] == '>');
  size_t ee = i;
  while (ee > es && s[ee - 1] == ' ') ee--;
  Type *elem = tensor_elem(s, es, ee, &e);
  if (!elem) return NULL;
  const char *encoding = NULL;
  if (i < end) {
    size_t k = i + 1;
    while (k < end && s[k] == ' ') k++;
    if (unranked || k >= end)
      return spelling_error(&e, i, unranked ? "unranked tensors have no encoding" : "expected an encoding attribute"),
             NULL;
    encoding = ir_intern(s + k, end - k);
  }
  if (unranked) return type_unranked(elem);
  return type_tensor(elem, rank, dims, encoding);
}

bool type_is_shaped(const Type *t) { return t->kind == TYPE_TENSOR || t->kind == TYPE_UNRANKED; }
Type *type_elem(Type *t) { return type_is_shaped(t) ? t->elem : t; }
bool type_is_float(const Type *t) { return t->kind == TYPE_FLOAT; }
bool type_is_int(const Type *t) { return t->kind == TYPE_INT; }
bool type_is_bool(const Type *t) { return t->kind == TYPE_INT && t->width == 1; }
bool type_has_static_shape(const Type *t) {
  if (t->kind != TYPE_TENSOR) return false;
  for (uint32_t i = 0; i < t->rank; i++)
    if (t->dims[i] == DIM_DYNAMIC) return false;
  return true;
}
