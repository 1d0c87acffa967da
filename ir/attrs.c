/* attrs.c — attribute nodes. Scalars keep their spelling so that pass-through ops
 * print exactly what was read; affine maps are interned for alias printing. */
#include <stdlib.h>
#include <math.h>
#include <string.h>

#include "ir.h"

Attr *attr_new(Arena *arena, AttrKind kind, Loc loc) {
  Attr *a = arena_alloc(arena, sizeof *a);
  a->kind = kind;
  a->loc = loc;
  return a;
}

Attr *attr_int(Arena *arena, int64_t v, Type *type) {
  Attr *a = attr_new(arena, ATTR_INT, (Loc){0});
  a->ival = v;
  a->type = type;
  return a;
}

static double bf16_bits_value(uint16_t bits) {
  uint32_t b32 = (uint32_t)bits << 16;
  float f;
  memcpy(&f, &b32, 4);
  return f;
}

/* IEEE half: 1 sign, 5 exponent (bias 15), 10 mantissa bits. */
static double f16_bits_value(uint16_t bits) {
  int exp = (bits >> 10) & 0x1f, mant = bits & 0x3ff;
  double v = exp == 0    ? ldexp(mant, -24)
             : exp == 31 ? (mant ? NAN : INFINITY)
                         : ldexp(mant + 1024, exp - 25);
  return bits & 0x8000 ? -v : v;
}

Attr *attr_float_spelling(Arena *arena, const char *spelling, Type *type) {
  Attr *a = attr_new(arena, ATTR_FLOAT, (Loc){0});
  a->spelling = spelling;
  a->type = type;
  if (strncmp(spelling, "0x", 2) == 0 || strncmp(spelling, "-0x", 3) == 0) {
    /* hexadecimal bit pattern of the attribute's type */
    unsigned long long bits = strtoull(spelling[0] == '-' ? spelling + 3 : spelling + 2, NULL, 16);
    if (type && type->kind == TYPE_FLOAT && type->width == 16) {
      a->fval = type->fkind == FLOAT_BF16 ? bf16_bits_value((uint16_t)bits) : f16_bits_value((uint16_t)bits);
    } else if (type && type->kind == TYPE_FLOAT && type->width == 32) {
      float f;
      uint32_t b32 = (uint32_t)bits;
      memcpy(&f, &b32, 4);
      a->fval = f;
    } else {
      double d;
      memcpy(&d, &bits, 8);
      a->fval = d;
    }
  } else {
    a->fval = strtod(spelling, NULL);
  }
  return a;
}

Attr *attr_bool(Arena *arena, bool v) {
  Attr *a = attr_new(arena, ATTR_BOOL, (Loc){0});
  a->ival = v;
  return a;
}

Attr *attr_string(Arena *arena, const char *quoted) {
  Attr *a = attr_new(arena, ATTR_STRING, (Loc){0});
  a->spelling = quoted;
  return a;
}

Attr *attr_affine_map(Arena *arena, const char *map_spelling) {
  Attr *a = attr_new(arena, ATTR_OPAQUE, (Loc){0});
  a->spelling = ir_intern_cstr(map_spelling);
  a->is_affine_map = true;
  return a;
}

Attr *attr_dict_get(const Attr *dict, const char *name) {
  if (!dict || dict->kind != ATTR_DICT) return NULL;
  for (uint32_t i = 0; i < dict->n; i++)
    if (dict->entries[i].name == name || strcmp(dict->entries[i].name, name) == 0) return dict->entries[i].value;
  return NULL;
}

Attr *op_attr(const Op *op, const char *name) {
  Attr *a = attr_dict_get(op->props, name);
  return a ? a : attr_dict_get(op->attrs, name);
}

bool attr_as_int(const Attr *a, int64_t *out) {
  if (!a) return false;
  if (a->kind == ATTR_INT && !a->int_overflow) {
    *out = a->ival;
    return true;
  }
  if (a->kind == ATTR_BOOL) {
    *out = a->ival;
    return true;
  }
  return false;
}

bool attr_as_double(const Attr *a, double *out) {
  if (!a) return false;
  if (a->kind == ATTR_FLOAT) {
    *out = a->fval;
    return true;
  }
  if (a->kind == ATTR_INT && !a->int_overflow) {
    *out = (double)a->ival;
    return true;
  }
  return false;
}
