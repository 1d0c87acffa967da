/* diag.c — the one place diagnostics go through: each becomes a record (file,
 * line, column, message, the source line as mlir-opt shows it) handed to the
 * caller's callback; the library prints nothing. Under --verify-diagnostics the
 * diagnostics are instead matched against `// expected-error {{...}}` comments. */
#include <stdlib.h>
#include <string.h>

#include "../tosa2linalg.h"
#include "ir.h"

/* An expectation of --verify-diagnostics (an `// expected-error {{...}}` comment). */
typedef struct Expected {
  DiagKind kind;
  uint32_t line;
  char *msg;
  Loc comment_loc;
  bool matched;
} Expected;

/* A diagnostic kept under --verify-diagnostics, to be matched at the chunk's end. */
typedef struct Reported {
  DiagKind kind;
  Loc loc;
  char *msg;
  char *line;
} Reported;

/* The diagnostics' state on this thread, back to zero by diag_reset. Every
 * buffer is here, not on the stack, so that an out-of-memory jump out of a
 * report leaves nothing behind: diag_reset frees it. */
static _Thread_local struct Diag {
  t2l_diagnostic_fn sink; /* the caller's callback, and its argument */
  void *sink_user;
  const char *source_file; /* named in each report */
  SourceWindow source;     /* the input's lines, for the source line shown */
  unsigned error_count;
  bool verifying; /* --verify-diagnostics: reports are kept, then matched */
  Expected *expected;
  size_t nexpected, capexpected;
  Reported *reported;
  size_t nreported, capreported;
  /* the message and the source line of the diagnostic being reported: messages
   * have no length limit (a type in them can be megabytes) */
  Buf msg_buf;
  char *held_line;
  /* diag_expect_finish's working memory */
  Expected **by_line;
  char *shown;
  Buf scratch;
} D;

void diag_set_sink(void (*fn)(void *user, const struct t2l_diagnostic *diag), void *user) {
  D.sink = fn;
  D.sink_user = user;
}

void diag_set_source(const char *file, SourceWindow window) {
  D.source_file = file;
  D.source = window;
}
unsigned diag_error_count(void) { return D.error_count; }

static const char *kind_name(DiagKind k) {
  switch (k) {
  case DIAG_ERROR: return "error";
  case DIAG_WARNING: return "warning";
  case DIAG_NOTE: return "note";
  case DIAG_REMARK: return "remark";
  }
  return "error";
}

/* A long line is shown as a window around the column: SHOW_BEFORE bytes before
 * it and SHOW_AFTER from it, with "..." where bytes were left out, so that each
 * diagnostic on a line of megabytes costs (and prints) a few hundred bytes. */
enum { SHOW_BEFORE = 128, SHOW_AFTER = 256 };

/* Bytes of the line left out before the window. */
static uint32_t shown_skip(uint32_t col) { return col > SHOW_BEFORE + 33 ? col - 1 - SHOW_BEFORE : 0; }

/* Copies loc's line (without its newline) as it is to be shown. The
 * bytes before the column are on that line, so the window is read from its
 * start: no scan over the bytes left out. */
static char *capture_line(Loc loc) {
  if (!D.source.line_at || !loc.line || loc.line_offset < 0) return NULL; /* line 0: no place in the input */
  uint32_t skip = shown_skip(loc.col);
  size_t want = (size_t)(loc.col ? loc.col - 1 - skip : 0) + SHOW_AFTER; /* bytes to show from skip */
  size_t len = want + 2; /* one more than shown tells that the line goes on (plus a CR) */
  const char *p = D.source.line_at(D.source.ctx, loc.line_offset + skip, &len);
  if (!p) return NULL;
  if (len && p[len - 1] == '\r') len--;
  bool more = len > want;
  if (more) len = want;
  char *s = xmalloc(len + 7);
  size_t n = 0;
  if (skip) memcpy(s, "...", 3), n = 3;
  memcpy(s + n, p, len);
  n += len;
  if (more) memcpy(s + n, "...", 3), n += 3;
  s[n] = 0;
  return s;
}

_Static_assert((int)T2L_SEV_ERROR == DIAG_ERROR && (int)T2L_SEV_REMARK == DIAG_REMARK, "severity enums differ");

/* Hands one diagnostic to the caller. */
static void emit(DiagKind kind, Loc loc, const char *msg, const char *line) {
  if (!D.sink) return;
  uint32_t skip = shown_skip(loc.col);
  t2l_diagnostic d = {
      .severity = (t2l_severity)kind,
      .file = loc.line ? D.source_file : NULL,
      .line = loc.line,
      .column = loc.line ? loc.col : 0,
      .message = msg,
      .source_line = line,
      .source_column = loc.col ? (skip ? 4 + (loc.col - 1 - skip) : loc.col) : 1,
  };
  D.sink(D.sink_user, &d);
}

/* Reports running out of memory without allocating. */
void diag_out_of_memory(void) { emit(DIAG_ERROR, (Loc){0}, "out of memory", NULL); }

/* ---- --verify-diagnostics */

bool diag_verifying(void) { return D.verifying; }

void diag_expect_begin(void) { D.verifying = true; }

static void *grow(void *p, size_t *cap, size_t need, size_t elem) {
  if (need <= *cap) return p;
  size_t cap2 = *cap ? *cap * 2 : 16;
  void *q = xrealloc(p, cap2 * elem);
  *cap = cap2;
  return q;
}

/* `// expected-error {{msg}}`, `// expected-note @+2 {{msg}}`, `@-1`, `@above`, `@below`. */
void diag_expect_comment(Loc loc, const char *comment, size_t n) {
  static const struct { const char *word; DiagKind kind; } words[] = {
      {"expected-error", DIAG_ERROR}, {"expected-warning", DIAG_WARNING},
      {"expected-note", DIAG_NOTE},   {"expected-remark", DIAG_REMARK}};
  D.scratch.len = 0;
  buf_add(&D.scratch, comment, n);
  char *s = D.scratch.p;
  for (size_t w = 0; w < sizeof words / sizeof words[0]; w++) {
    char *p = strstr(s, words[w].word);
    if (!p) continue;
    p += strlen(words[w].word);
    long line = loc.line;
    while (*p == ' ') p++;
    if (*p == '@') {
      p++;
      if (*p == '+' || *p == '-') {
        char *end;
        long off = strtol(p, &end, 10);
        line += off;
        p = end;
      } else if (!strncmp(p, "above", 5)) {
        line -= 1;
        p += 5;
      } else if (!strncmp(p, "below", 5)) {
        line += 1;
        p += 5;
      }
    }
    char *open = strstr(p, "{{");
    char *close = open ? strstr(open + 2, "}}") : NULL;
    if (!open || !close) {
      diag_report(DIAG_ERROR, loc, "expected '{{' and '}}' around the expected diagnostic text");
      break;
    }
    D.expected = grow(D.expected, &D.capexpected, D.nexpected + 1, sizeof *D.expected);
    size_t len = (size_t)(close - open - 2);
    char *t = xstrndup(open + 2, len);
    D.expected[D.nexpected++] = (Expected){words[w].kind, (uint32_t)line, t, loc, false};
    break;
  }
}

enum { BIG_SHOWN = 80 }; /* the bytes of a big literal a message shows */

/* A big literal in msg_buf (an op or a name quoted whole) is shown as its first
 * BIG_SHOWN bytes and "...", not as its BIGTEXT_HEAD bytes and the marker
 * naming the rest (ir.h). In place: "..." is shorter than a marker. */
static void clip_big_literals(Buf *b) {
  char *s = b->p;
  size_t n = b->len, out = 0, done = 0;
  uint32_t id;
  for (size_t i = 0; s && i < n; i++) {
    if (s[i] != BIGTEXT_MARK || !bigtext_parse_marker(s + i, n - i, &id)) continue;
    size_t head = BIGTEXT_HEAD - BIG_SHOWN, cut = i >= done + head ? i - head : i; /* the head's first bytes */
    memmove(s + out, s + done, cut - done);
    out += cut - done;
    memcpy(s + out, "...", 3);
    out += 3;
    done = i + BIGTEXT_MARKER_LEN;
    i = done - 1;
  }
  if (!done) return;
  memmove(s + out, s + done, n - done);
  b->len = out + n - done;
  s[b->len] = 0;
}

/* Prints (or, under --verify-diagnostics, keeps) msg_buf with held_line. */
static void report(DiagKind kind, Loc loc) {
  clip_big_literals(&D.msg_buf);
  if (kind == DIAG_ERROR) D.error_count++; /* expected or not, the op or chunk is wrong */
  if (D.verifying) {
    D.reported = grow(D.reported, &D.capreported, D.nreported + 1, sizeof *D.reported);
    D.reported[D.nreported++] = (Reported){kind, loc, NULL, D.held_line}; /* kept before the copy can fail */
    D.held_line = NULL;
    D.reported[D.nreported - 1].msg = xstrndup(buf_c(&D.msg_buf), D.msg_buf.len);
    return;
  }
  emit(kind, loc, buf_c(&D.msg_buf), D.held_line);
  free(D.held_line);
  D.held_line = NULL;
}

void diag_vreport(DiagKind kind, Loc loc, const char *fmt, va_list ap) {
  D.msg_buf.len = 0;
  buf_vprintf(&D.msg_buf, fmt, ap);
  D.held_line = capture_line(loc);
  report(kind, loc);
}

char *diag_shown_line(Loc loc) { return capture_line(loc); }

void diag_report_shown(DiagKind kind, Loc loc, const char *shown, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  D.msg_buf.len = 0;
  buf_vprintf(&D.msg_buf, fmt, ap);
  va_end(ap);
  D.held_line = shown ? xstrndup(shown, strlen(shown)) : capture_line(loc);
  report(kind, loc);
}

void diag_report(DiagKind kind, Loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(kind, loc, fmt, ap);
  va_end(ap);
}

static void forget_expectations(void);

/* Expected diagnostics in order of line, then of appearance. */
static int cmp_expected(const void *a, const void *b) {
  const Expected *x = *(Expected *const *)a, *y = *(Expected *const *)b;
  if (x->line != y->line) return x->line < y->line ? -1 : 1;
  return x < y ? -1 : x > y;
}

/* Matches what was reported against what was expected; prints the differences as
 * errors (counted), and forgets both lists for the next chunk. */
bool diag_expect_finish(void) {
  bool ok = true;
  /* Each diagnostic looks only at the expectations of its line (binary search),
   * not at all of them: a chunk with many expected errors stays linear. */
  D.by_line = xmalloc((D.nexpected ? D.nexpected : 1) * sizeof *D.by_line);
  for (size_t j = 0; j < D.nexpected; j++) D.by_line[j] = &D.expected[j];
  qsort(D.by_line, D.nexpected, sizeof *D.by_line, cmp_expected);
  for (size_t i = 0; i < D.nreported; i++) {
    Reported *r = &D.reported[i];
    bool found = false;
    size_t lo = 0, hi = D.nexpected;
    while (lo < hi) {
      size_t mid = lo + (hi - lo) / 2;
      if (D.by_line[mid]->line < r->loc.line) lo = mid + 1;
      else hi = mid;
    }
    for (size_t j = lo; j < D.nexpected && D.by_line[j]->line == r->loc.line && !found; j++) {
      Expected *e = D.by_line[j];
      if (e->matched || e->kind != r->kind) continue;
      if (strstr(r->msg, e->msg)) e->matched = found = true;
    }
    if (!found) {
      D.scratch.len = 0;
      buf_printf(&D.scratch, "unexpected %s: %s", kind_name(r->kind), r->msg);
      emit(DIAG_ERROR, r->loc, D.scratch.p, r->line);
      D.error_count++;
      ok = false;
    }
  }
  for (size_t j = 0; j < D.nexpected; j++) {
    Expected *e = &D.expected[j];
    if (e->matched) continue;
    free(D.shown);
    D.shown = capture_line(e->comment_loc);
    D.scratch.len = 0;
    buf_printf(&D.scratch, "expected %s \"%s\" was not produced", kind_name(e->kind), e->msg);
    emit(DIAG_ERROR, e->comment_loc, D.scratch.p, D.shown);
    D.error_count++;
    ok = false;
  }
  forget_expectations();
  return ok;
}

/* Frees both lists (also after an out-of-memory jump out of diag_expect_finish). */
static void forget_expectations(void) {
  for (size_t j = 0; j < D.nexpected; j++) free(D.expected[j].msg);
  for (size_t i = 0; i < D.nreported; i++) {
    free(D.reported[i].msg);
    free(D.reported[i].line);
  }
  D.nreported = D.nexpected = 0;
  free(D.by_line);
  free(D.shown);
  free(D.held_line);
  D.by_line = NULL;
  D.shown = NULL;
  D.held_line = NULL;
}

static void diag_expect_finish_quietly(void) {
  forget_expectations();
  free(D.expected);
  free(D.reported);
  D.expected = NULL;
  D.reported = NULL;
  D.capexpected = D.capreported = 0;
  buf_free(&D.scratch);
  buf_free(&D.msg_buf);
}

void diag_reset(void) {
  diag_expect_finish_quietly();
  D.error_count = 0;
  D.verifying = false;
  D.source = (SourceWindow){0};
  D.source_file = NULL;
  D.sink = NULL;
  D.sink_user = NULL;
}
