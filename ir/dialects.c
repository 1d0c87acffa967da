/* dialects.c — the one rule for op names, as mlir-opt-19 and mlir-opt-22 apply it:
 * which dialects they register, which ops tosa2linalg knows the whole list of, and
 * the error each form of a name gets (docs/foreign-ops.md, "Op names"). */
#include <string.h>

#include "ir.h"

/* The dialects mlir-opt-19 or mlir-opt-22 registers (mlir-opt-N --show-dialects). */
static const char *const registered[] = {
    "acc", "affine", "amdgpu", "amx", "arith", "arm_neon", "arm_sme", "arm_sve", "async", "bufferization",
    "builtin", "cf", "complex", "dlti", "emitc", "func", "gpu", "index", "irdl", "linalg", "llvm", "math",
    "memref", "mesh", "ml_program", "mpi", "nvgpu", "nvvm", "omp", "pdl", "pdl_interp", "polynomial", "ptr",
    "quant", "rocdl", "scf", "shape", "shard", "smt", "sparse_tensor", "spirv", "tensor", "test", "test_dyn",
    "test_irdl_to_cpp", "tosa", "transform", "ub", "vector", "wasmssa", "x86vector", "xegpu", "xevm", NULL};

/* The dialects whose every op tosa2linalg knows (tosa's: tosa_ops.def). */
static const char *const builtin_ops[] = {"builtin.module", "builtin.unrealized_conversion_cast", NULL};
static const char *const func_ops[] = {"func.call", "func.call_indirect", "func.constant", "func.func",
                                       "func.return", NULL};

static bool in_list(const char *const *list, const char *s, size_t n) {
  for (size_t i = 0; list[i]; i++)
    if (strlen(list[i]) == n && !strncmp(list[i], s, n)) return true;
  return false;
}

typedef enum NameKind {
  NAME_OK,             /* an op tosa2linalg knows, or of a registered dialect whose ops it does not list */
  NAME_NO_DIALECT,     /* no dialect prefix: no '.', or nothing after the first one ("foo", "a.") */
  NAME_UNREGISTERED,   /* of a dialect neither mlir-opt registers */
  NAME_UNKNOWN,        /* of a dialect whose ops tosa2linalg lists, none of them; or not ASCII */
} NameKind;

static NameKind name_kind(const char *name) {
  const char *dot = strchr(name, '.');
  if (!dot || !dot[1]) return NAME_NO_DIALECT;
  size_t dlen = (size_t)(dot - name);
  if (!in_list(registered, name, dlen)) return NAME_UNREGISTERED;
  for (const char *c = name; *c; c++)
    if ((unsigned char)*c >= 0x80) return NAME_UNKNOWN;
  size_t n = strlen(name);
  if (dlen == 4 && !strncmp(name, "tosa", 4)) return tosa_op_exists(name) ? NAME_OK : NAME_UNKNOWN;
  if (dlen == 4 && !strncmp(name, "func", 4)) return in_list(func_ops, name, n) ? NAME_OK : NAME_UNKNOWN;
  if (dlen == 7 && !strncmp(name, "builtin", 7)) return in_list(builtin_ops, name, n) ? NAME_OK : NAME_UNKNOWN;
  return NAME_OK;
}

static bool dialect_registered(const char *name) {
  const char *dot = strchr(name, '.');
  return in_list(registered, name, dot ? (size_t)(dot - name) : strlen(name));
}

const char *op_regions_dialect(const char *name) {
  if (!strcmp(name, "func.func")) return "func";
  if (!strcmp(name, "module") || !strcmp(name, "builtin.module")) return "builtin";
  return "";
}

/* mlir-opt's parser on a generic op's name (the one after `"`): unregistered
 * dialects (and names without one) are taken with --allow-unregistered-dialect. */
static bool generic_name_error(Loc loc, const char *name, bool allow_unregistered) {
  NameKind k = name_kind(name);
  if (k == NAME_UNKNOWN) {
    const char *dot = strchr(name, '.');
    diag_report(DIAG_ERROR, loc, "unregistered operation '%s' found in dialect ('%.*s') that does not allow unknown operations",
                name, (int)(dot - name), name);
    return true;
  }
  if (k == NAME_OK || allow_unregistered) return false;
  if (k == NAME_NO_DIALECT && strchr(name, '.') && dialect_registered(name)) { /* "func." */
    diag_report(DIAG_ERROR, loc,
                "'%s' op created with unregistered dialect. If this is intended, please call "
                "allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt "
                "tool used",
                name);
    return true;
  }
  Loc after = loc; /* after the quoted name */
  after.col += (uint32_t)strlen(name) + 2;
  diag_report(DIAG_ERROR, after,
              "operation being parsed with an unregistered dialect. If this is intended, please use "
              "-allow-unregistered-dialect with the MLIR tool used");
  return true;
}

/* mlir-opt's parser on a custom op's name: a name without a dialect is tried in the
 * default one; a dialect no mlir-opt registers is an error, with or without
 * --allow-unregistered-dialect. */
static bool custom_name_error(Loc loc, const char *name, const char *default_dialect) {
  NameKind k = name_kind(name);
  if (k == NAME_OK) return false;
  if (k == NAME_UNKNOWN) {
    diag_report(DIAG_ERROR, loc, "custom op '%s' is unknown", name);
    return true;
  }
  const char *dialect = name, *tried = NULL;
  size_t dlen = strcspn(name, ".");
  char buf[256];
  if (k == NAME_NO_DIALECT) {
    snprintf(buf, sizeof buf, "%s.%s", default_dialect, name);
    if (default_dialect[0] && name_kind(buf) == NAME_OK) return false; /* `constant` in a function: func.constant */
    if (default_dialect[0]) {
      diag_report(DIAG_ERROR, loc, "custom op '%s' is unknown (tried '%s' as well)", name, buf);
      return true;
    }
    dialect = "";
    dlen = 0;
    tried = buf;
  }
  diag_report(DIAG_ERROR, loc, "Dialect `%.*s' not found for custom op '%s' %s%s%s", (int)dlen, dialect, name,
              tried ? " (tried '" : "", tried ? tried : "", tried ? "' as well)" : "");
  Buf note = {0};
  buf_str(&note, "Registered dialects: ");
  for (size_t i = 0; registered[i]; i++) buf_printf(&note, "%s%s", i ? ", " : "", registered[i]);
  buf_str(&note, " ; for more info on dialect registration see "
                 "https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management");
  diag_report(DIAG_NOTE, loc, "%s", buf_c(&note));
  buf_free(&note);
  return true;
}

bool op_name_error(Loc loc, const char *name, const char *default_dialect, bool allow_unregistered) {
  return default_dialect ? custom_name_error(loc, name, default_dialect)
                         : generic_name_error(loc, name, allow_unregistered);
}
