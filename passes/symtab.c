/* symtab.c — the symbol table of a chunk, for the verifier's module-level rules:
 * "redefinition of symbol named 'f'" and the checks of each func.call against its
 * callee. mlir-opt-19 checks both only after every op has passed its own verifier
 * (they belong to the module's symbol table), and tosa2linalg reports them at the
 * same point: at the end of the chunk, in textual order.
 *
 * A module may hold millions of functions, and peak memory must not grow with
 * their number (bench/README.md). So what the checks need of each function (name,
 * location, signature) and of each call (callee, location, types, source line)
 * goes to an unlinked temporary file, the spill, and memory keeps only:
 *   - the 32-bit fingerprints of the defined names, in a Bloom filter: 1.5 to 3
 *     bytes per function;
 *   - the "suspects": names whose fingerprint the filter says it has seen when
 *     they are defined, i.e. real duplicates, fingerprint collisions and the
 *     filter's false positives (under 0.3%);
 *   - per distinct callee fingerprint, where its first definition is.
 * At the end of the chunk one sequential read of the spill finds the first
 * definition of each suspect and callee, and a second one reports every later
 * definition of a suspect name and every call that does not match its callee.
 * Names are compared in full there, so a fingerprint collision is never
 * reported. This stays exact because the filter has no false negatives: a name
 * that is not a suspect was defined at most once, and then as the first
 * definition with its fingerprint.
 *
 * Testing knob: the environment variable T2L_SYMBOL_FINGERPRINT_BITS=N (1 to 32)
 * keeps only N bits of each fingerprint, so that a test can force collisions
 * (test/verify/symbols*.mlir). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "passes.h"

/* ---------------------------------------------------------------- fingerprints */

static unsigned fingerprint_bits = 32;

/* FNV-1a, then MurmurHash3's finalizer, so every bit depends on every byte. Not
 * ir_hash_bytes: that one is tuned for speed in the name maps, where a collision
 * costs a probe; here each costs a suspect, and short names like "f1" and "f10"
 * collide in it. */
static uint32_t fingerprint(const char *name, size_t n) {
  uint64_t h = 0xCBF29CE484222325ULL;
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)name[i]) * 0x100000001B3ULL;
  h ^= h >> 33;
  h *= 0xFF51AFD7ED558CCDULL;
  h ^= h >> 33;
  h *= 0xC4CEB9FE1A85EC53ULL;
  h ^= h >> 33;
  uint32_t fp = (uint32_t)(h >> 32);
  if (fingerprint_bits < 32) fp &= (1u << fingerprint_bits) - 1;
  return fp ? fp : 1; /* 0 marks an empty slot; 1 stands for it (one more collision) */
}

static void *zalloc(size_t bytes) { return xcalloc(1, bytes); }

/* The fingerprints of the names defined so far. A Bloom filter rather than a set
 * of the fingerprints themselves (4 bytes each, 5 at a load of 0.8): with 12 bits
 * per name of its capacity and 8 probes it answers wrongly "seen" for under 0.3%
 * of new names when full, and each of those costs only a suspect. It has no false
 * negatives, which is what the checks rely on. When full it is rebuilt, at twice
 * the capacity, from the names in the spill. */
typedef struct Filter {
  uint64_t *words;
  uint64_t nbits;
  uint32_t capacity, len;
} Filter;

enum { FILTER_BITS_PER_NAME = 12, FILTER_PROBES = 8, FILTER_MIN_CAPACITY = 4096 };

static void filter_free(Filter *f) {
  free(f->words);
  *f = (Filter){0};
}

static void filter_alloc(Filter *f, uint32_t capacity) {
  f->nbits = (uint64_t)capacity * FILTER_BITS_PER_NAME;
  f->words = zalloc((f->nbits + 63) / 64 * sizeof *f->words);
  f->capacity = capacity;
  f->len = 0;
}

/* Probe i of fp: double hashing over a mix of fp (which may have few bits). */
static uint64_t filter_bit(const Filter *f, uint32_t fp, uint32_t i) {
  uint64_t x = (uint64_t)fp * 0x9E3779B97F4A7C15ULL;
  x ^= x >> 29;
  x *= 0xBF58476D1CE4E5B9ULL;
  x ^= x >> 32;
  uint32_t h = (uint32_t)(x >> 32) + i * ((uint32_t)x | 1);
  return (uint64_t)h * f->nbits >> 32;
}

static bool filter_has(const Filter *f, uint32_t fp) {
  if (!f->words) return false;
  for (uint32_t i = 0; i < FILTER_PROBES; i++) {
    uint64_t b = filter_bit(f, fp, i);
    if (!(f->words[b / 64] >> (b % 64) & 1)) return false;
  }
  return true;
}

static void filter_add(Filter *f, uint32_t fp) {
  for (uint32_t i = 0; i < FILTER_PROBES; i++) {
    uint64_t b = filter_bit(f, fp, i);
    f->words[b / 64] |= (uint64_t)1 << (b % 64);
  }
  f->len++;
}

/* The callees: open addressing, linear probing; each fingerprint with the offset
 * of its first definition in the spill (-1 until that is known). */
typedef struct FpTable {
  uint32_t *keys; /* 0: empty */
  int64_t *offsets;
  uint32_t cap, len, shift; /* cap is a power of two, shift = 32 - log2(cap) */
} FpTable;

enum { FP_NONE = UINT32_MAX, FP_MIN_CAP = 1024 };

static void fp_free(FpTable *t) {
  free(t->keys);
  free(t->offsets);
  *t = (FpTable){0};
}

static void fp_alloc(FpTable *t, uint32_t cap) {
  t->keys = zalloc(cap * sizeof *t->keys);
  t->offsets = zalloc(cap * sizeof *t->offsets);
  t->cap = cap;
  t->len = 0;
  t->shift = 32;
  for (uint32_t c = cap; c > 1; c >>= 1) t->shift--;
}

static bool fp_full(const FpTable *t) { return (uint64_t)(t->len + 1) * 5 > (uint64_t)t->cap * 4; }

/* The slot holding fp, or the empty slot where it would go. */
static uint32_t fp_probe(const FpTable *t, uint32_t fp) {
  uint32_t mask = t->cap - 1, i = (fp * 0x9E3779B1u) >> t->shift;
  while (t->keys[i] && t->keys[i] != fp) i = (i + 1) & mask;
  return i;
}

static uint32_t fp_find(const FpTable *t, uint32_t fp) {
  if (!t->cap) return FP_NONE;
  uint32_t i = fp_probe(t, fp);
  return t->keys[i] ? i : FP_NONE;
}

/* Adds fp if absent (there must be room); returns its slot. */
static uint32_t fp_insert(FpTable *t, uint32_t fp) {
  uint32_t i = fp_probe(t, fp);
  if (!t->keys[i]) {
    t->keys[i] = fp;
    t->offsets[i] = -1;
    t->len++;
  }
  return i;
}

/* ---------------------------------------------------------------- the spill file */

enum { RECORD_DEF = 1, RECORD_CALL = 2 };

/* One record per function (DEF) and per call (CALL), in textual order. The body
 * follows the header: uint32 length of each type text (inputs, then results), the
 * name (the callee for a CALL), each type text and, when shown_len is not 0, the
 * source line as a diagnostic shows it; every string is NUL-terminated. */
typedef struct RecordHeader {
  uint64_t body_size;
  uint32_t kind, name_len, ninputs, nresults, shown_len, unused;
  Loc loc;
} RecordHeader;

static FILE *spill;       /* tmpfile(): unlinked, gone when closed or at exit */
static int64_t spill_len; /* bytes written in this chunk */
static bool spill_broken; /* an I/O error was reported: no symbol checks in this chunk */

static bool spill_error(void) {
  if (!spill_broken)
    diag_report(DIAG_ERROR, (Loc){.line_offset = -1}, "cannot use a temporary file for the symbol table: %s",
                strerror(errno ? errno : EIO));
  spill_broken = true;
  return false;
}

static bool spill_ready(void) {
  if (spill_broken) return false;
  if (!spill) {
    errno = 0;
    spill = tmpfile();
    if (!spill) return spill_error();
    setvbuf(spill, NULL, _IOFBF, 1 << 16); /* a record per function: fewer write calls */
  }
  return true;
}

/* Flushed, so that the records can be read back with pread. */
static bool spill_flush(void) {
  errno = 0;
  if (fflush(spill) != 0 || ferror(spill)) return spill_error();
  return true;
}

/* A record is put together here and written with one fwrite: a dozen small
 * writes per function cost more than the rest of the symbol table. */
static unsigned char *record_buf;
static size_t record_cap;

static void spill_write(uint32_t kind, const char *name, size_t name_len, Loc loc, const Type *fntype,
                        const char *shown) {
  uint32_t nin = fntype ? fntype->ninputs : 0, nout = fntype ? fntype->nresults : 0;
  size_t shown_len = shown ? strlen(shown) : 0;
  RecordHeader h;
  memset(&h, 0, sizeof h); /* no uninitialized padding goes to the file */
  h.kind = kind;
  h.name_len = (uint32_t)name_len;
  h.ninputs = nin;
  h.nresults = nout;
  h.shown_len = (uint32_t)shown_len;
  h.loc = loc;
  h.body_size = (uint64_t)(nin + nout) * sizeof(uint32_t) + name_len + 1 + (shown_len ? shown_len + 1 : 0);
  for (uint32_t i = 0; i < nin + nout; i++) {
    const Type *t = i < nin ? fntype->inputs[i] : fntype->results[i - nin];
    h.body_size += t->text_len + 1;
  }
  size_t size = sizeof h + h.body_size;
  if (size > record_cap) {
    free(record_buf);
    record_cap = size > 4096 ? size : 4096;
    record_buf = zalloc(record_cap);
  }
  unsigned char *p = record_buf;
  memcpy(p, &h, sizeof h);
  p += sizeof h;
  for (uint32_t i = 0; i < nin + nout; i++, p += sizeof(uint32_t)) {
    const Type *t = i < nin ? fntype->inputs[i] : fntype->results[i - nin];
    memcpy(p, &t->text_len, sizeof(uint32_t));
  }
  memcpy(p, name, name_len);
  p[name_len] = 0;
  p += name_len + 1;
  for (uint32_t i = 0; i < nin + nout; i++) {
    const Type *t = i < nin ? fntype->inputs[i] : fntype->results[i - nin];
    memcpy(p, t->text, (size_t)t->text_len + 1);
    p += t->text_len + 1;
  }
  if (shown_len) memcpy(p, shown, shown_len + 1);
  fwrite(record_buf, 1, size, spill); /* an error shows in ferror at the next flush */
  spill_len += (int64_t)size;
}

/* Buffered pread over the records of this chunk. */
typedef struct Reader {
  int fd;
  int64_t next; /* file offset of the byte after the buffered ones */
  unsigned char *buf;
  size_t size, pos, len; /* buffer size, next byte, bytes buffered */
} Reader;

static void reader_open(Reader *r, size_t size, int64_t offset) {
  *r = (Reader){.fd = fileno(spill), .next = offset, .buf = zalloc(size), .size = size};
}

static void reader_close(Reader *r) { free(r->buf); }

static int64_t reader_offset(const Reader *r) { return r->next - (int64_t)(r->len - r->pos); }

static void reader_seek(Reader *r, int64_t offset) {
  int64_t start = r->next - (int64_t)r->len;
  if (offset >= start && offset < r->next) { /* already buffered */
    r->pos = (size_t)(offset - start);
    return;
  }
  r->next = offset;
  r->pos = r->len = 0;
}

/* False at the end of the chunk's records, or on a read error (reported). */
static bool reader_read(Reader *r, void *dst, size_t n) {
  unsigned char *d = dst;
  while (n) {
    if (r->pos == r->len) {
      if (r->next >= spill_len) return false;
      size_t want = spill_len - r->next < (int64_t)r->size ? (size_t)(spill_len - r->next) : r->size;
      ssize_t got;
      do got = pread(r->fd, r->buf, want, r->next);
      while (got < 0 && errno == EINTR);
      if (got <= 0) {
        if (got == 0) errno = EIO;
        return spill_error();
      }
      r->next += got;
      r->pos = 0;
      r->len = (size_t)got;
    }
    size_t k = r->len - r->pos < n ? r->len - r->pos : n;
    memcpy(d, r->buf + r->pos, k);
    r->pos += k;
    d += k;
    n -= k;
  }
  return true;
}

/* A record read back: pointers into its body. */
typedef struct Record {
  RecordHeader h;
  int64_t offset;
  unsigned char *body;
  size_t body_cap;
  const char *name;
  const char **types; /* inputs, then results */
  uint32_t types_cap;
  const char *shown;  /* NULL when no source line was captured */
} Record;

static void record_free(Record *rec) {
  free(rec->body);
  free(rec->types);
}

static bool read_record(Reader *r, Record *rec) {
  rec->offset = reader_offset(r);
  if (!reader_read(r, &rec->h, sizeof rec->h)) return false;
  if (rec->h.body_size > rec->body_cap) {
    free(rec->body);
    rec->body_cap = rec->h.body_size;
    rec->body = zalloc(rec->body_cap);
  }
  if (!reader_read(r, rec->body, rec->h.body_size)) return spill_error(); /* cut short */
  uint32_t ntypes = rec->h.ninputs + rec->h.nresults;
  if (ntypes > rec->types_cap) {
    free(rec->types);
    rec->types_cap = ntypes;
    rec->types = zalloc(ntypes * sizeof *rec->types);
  }
  const uint32_t *lens = (const uint32_t *)rec->body; /* malloc'd: aligned */
  const char *p = (const char *)rec->body + ntypes * sizeof(uint32_t);
  rec->name = p;
  p += rec->h.name_len + 1;
  for (uint32_t i = 0; i < ntypes; i++) {
    rec->types[i] = p;
    p += lens[i] + 1;
  }
  rec->shown = rec->h.shown_len ? p : NULL;
  return true;
}

/* ---------------------------------------------------------------- the table */

typedef struct Suspect {
  int64_t first_offset; /* of the first definition with this name, -1 until found */
  Loc first_loc;
} Suspect;

static Filter defined;  /* fingerprints of the names defined so far */
static FpTable callees; /* callee fingerprints, with the offset of their first definition */
static Arena symtab_arena; /* suspects: names and entries */
static NameMap suspects = {.arena = &symtab_arena};

void symtab_chunk_begin(void) {
  filter_free(&defined);
  fp_free(&callees);
  namemap_clear(&suspects);
  arena_reset(&symtab_arena);
  const char *knob = getenv("T2L_SYMBOL_FINGERPRINT_BITS");
  int bits = knob ? atoi(knob) : 32;
  fingerprint_bits = bits >= 1 && bits <= 32 ? (unsigned)bits : 32;
  /* A new file for each chunk that had records: the old one's blocks go at once,
   * and an error writing it cannot affect the next chunk. */
  if (spill && spill_len) {
    fclose(spill);
    spill = NULL;
  }
  spill_len = 0;
  spill_broken = false;
}

void symtab_reset(void) {
  symtab_chunk_begin();
  if (spill) fclose(spill);
  spill = NULL;
  free(record_buf);
  record_buf = NULL;
  record_cap = 0;
}

/* The old filter is freed first (a filter cannot be grown from itself): memory
 * never holds both, so the peak stays that of the final filter. Adding every
 * name, suspects too, only sets more bits: still no false negatives. */
static void grow_defined(void) {
  uint32_t capacity = defined.capacity ? defined.capacity * 2 : FILTER_MIN_CAPACITY;
  filter_free(&defined);
  filter_alloc(&defined, capacity);
  if (!spill_len || !spill_flush()) return;
  Reader r;
  reader_open(&r, 1 << 15, 0);
  Record rec = {0};
  while (read_record(&r, &rec))
    if (rec.h.kind == RECORD_DEF) filter_add(&defined, fingerprint(rec.name, rec.h.name_len));
  record_free(&rec);
  reader_close(&r);
}

void symtab_define(const Func *f) {
  if (!spill_ready()) return;
  size_t n = strlen(f->name);
  uint32_t fp = fingerprint(f->name, n);
  char *shown = NULL;
  if (filter_has(&defined, fp)) {
    if (!namemap_get_n(&suspects, f->name, n)) {
      Suspect *s = arena_alloc(&symtab_arena, sizeof *s);
      s->first_offset = -1;
      namemap_put_n(&suspects, arena_strndup(&symtab_arena, f->name, n), n, s);
    }
    /* this definition may be reported at the end of the chunk: keep its line */
    shown = diag_shown_line(f->loc);
  } else {
    if (defined.len >= defined.capacity) grow_defined();
    filter_add(&defined, fp);
  }
  spill_write(RECORD_DEF, f->name, n, f->loc, f->type, shown);
  free(shown);
}

static void grow_callees(void) {
  FpTable old = callees;
  fp_alloc(&callees, old.cap ? old.cap * 2 : FP_MIN_CAP);
  for (uint32_t i = 0; i < old.cap; i++)
    if (old.keys[i]) fp_insert(&callees, old.keys[i]);
  fp_free(&old); /* the offsets are still unknown (-1) while calls are recorded */
}

void symtab_call(Loc loc, const char *callee, size_t n, const Type *call_type) {
  if (!spill_ready()) return;
  uint32_t fp = fingerprint(callee, n);
  if (fp_find(&callees, fp) == FP_NONE) {
    if (!callees.cap || fp_full(&callees)) grow_callees();
    fp_insert(&callees, fp);
  }
  char *shown = diag_shown_line(loc);
  spill_write(RECORD_CALL, callee, n, loc, call_type, shown);
  free(shown);
}

/* ---------------------------------------------------------------- the end of the chunk */

static Suspect *suspect_of(const Record *rec) {
  return suspects.len ? namemap_get_n(&suspects, rec->name, rec->h.name_len) : NULL;
}

static void note_definition(const Record *def) {
  Suspect *s = suspect_of(def);
  if (s && s->first_offset < 0) {
    s->first_offset = def->offset;
    s->first_loc = def->h.loc;
  }
  uint32_t slot = callees.len ? fp_find(&callees, fingerprint(def->name, def->h.name_len)) : FP_NONE;
  if (slot != FP_NONE && callees.offsets[slot] < 0) callees.offsets[slot] = def->offset;
}

/* "'a', 'b'", as the result type notes list them (malloc'd). */
static char *types_text(const char *const *types, uint32_t n) {
  size_t len = 1;
  for (uint32_t i = 0; i < n; i++) len += strlen(types[i]) + 4;
  char *s = zalloc(len), *p = s;
  for (uint32_t i = 0; i < n; i++) p += sprintf(p, "%s'%s'", i ? ", " : "", types[i]);
  return s;
}

/* func.call against its callee's signature, in mlir-opt-19's order; true on an error. */
static bool check_call_types(const Record *call, const Record *callee) {
  Loc loc = call->h.loc;
  const char *shown = call->shown;
  uint32_t nin = call->h.ninputs, nout = call->h.nresults;
  if (nin != callee->h.ninputs) {
    diag_report_shown(DIAG_ERROR, loc, shown, "'func.call' op incorrect number of operands for callee");
    return true;
  }
  for (uint32_t i = 0; i < nin; i++)
    if (strcmp(call->types[i], callee->types[i])) {
      diag_report_shown(DIAG_ERROR, loc, shown,
                        "'func.call' op operand type mismatch: expected operand type '%s', but provided '%s' for "
                        "operand number %u",
                        callee->types[i], call->types[i], i);
      return true;
    }
  if (nout != callee->h.nresults) {
    diag_report_shown(DIAG_ERROR, loc, shown, "'func.call' op incorrect number of results for callee");
    return true;
  }
  for (uint32_t i = 0; i < nout; i++)
    if (strcmp(call->types[nin + i], callee->types[nin + i])) {
      diag_report_shown(DIAG_ERROR, loc, shown, "'func.call' op result type mismatch at index %u", i);
      char *text = types_text(call->types + nin, nout);
      diag_report_shown(DIAG_NOTE, loc, shown, "      op result types: %s", text);
      free(text);
      text = types_text(callee->types + nin, nout);
      diag_report_shown(DIAG_NOTE, loc, shown, "function result types: %s", text);
      free(text);
      return true;
    }
  return false;
}

/* A call's first definition: a suspect's is known by name; any other name was
 * defined at most once, as the first definition with its fingerprint. */
static bool check_call(const Record *call, Reader *defs, Record *def) {
  Suspect *s = suspect_of(call);
  int64_t offset = -1;
  if (s) {
    offset = s->first_offset;
  } else {
    uint32_t slot = fp_find(&callees, fingerprint(call->name, call->h.name_len));
    if (slot != FP_NONE) offset = callees.offsets[slot];
  }
  if (offset >= 0) {
    reader_seek(defs, offset);
    if (!read_record(defs, def)) return false;
    if (def->h.name_len != call->h.name_len || memcmp(def->name, call->name, call->h.name_len)) offset = -1;
  }
  if (offset < 0) {
    diag_report_shown(DIAG_ERROR, call->h.loc, call->shown, "'func.call' op '%s' does not reference a valid function",
                      call->name);
    return false;
  }
  return !check_call_types(call, def);
}

bool symtab_chunk_end(void) {
  if (spill_broken) return false;
  if (!suspects.len && !callees.len) return true;
  if (!spill_flush()) return false;
  bool ok = true;
  Reader r, defs;
  Record rec = {0}, def = {0};
  /* Calls may come before their callee: first find every first definition. */
  if (callees.len) {
    reader_open(&r, 1 << 15, 0);
    while (read_record(&r, &rec))
      if (rec.h.kind == RECORD_DEF) note_definition(&rec);
    reader_close(&r);
  }
  reader_open(&r, 1 << 15, 0);
  reader_open(&defs, 1 << 12, 0);
  while (!spill_broken && read_record(&r, &rec)) {
    if (rec.h.kind == RECORD_CALL) {
      if (!check_call(&rec, &defs, &def)) ok = false;
      continue;
    }
    note_definition(&rec); /* the first definition of a suspect comes before the others */
    Suspect *s = suspect_of(&rec);
    if (s && s->first_offset != rec.offset) {
      diag_report_shown(DIAG_ERROR, rec.h.loc, rec.shown, "redefinition of symbol named '%s'", rec.name);
      diag_report(DIAG_NOTE, s->first_loc, "see existing symbol definition here");
      ok = false;
    }
  }
  reader_close(&r);
  reader_close(&defs);
  record_free(&rec);
  record_free(&def);
  return ok && !spill_broken;
}
