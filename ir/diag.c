/* diag.c — the one place diagnostics go through: each becomes a record (file,
 * line, column, message, the source line as mlir-opt shows it) handed to the
 * caller's callback; the library prints nothing. Under --verify-diagnostics the
 * diagnostics are instead matched against `// expected-error {{...}}` comments. */
#include <stdlib.h>
#include <string.h>

#include "../tosa2linalg.h"
#include "ir.h"

static _Thread_local SourceWindow source;
static _Thread_local unsigned error_count;
static _Thread_local t2l_diagnostic_fn sink;
static _Thread_local void *sink_user;

void diag_set_sink(void (*fn)(void *user, const struct t2l_diagnostic *diag), void *user) {
  sink = fn;
  sink_user = user;
}

static _Thread_local const char *source_file;
void diag_set_source(const char *file, SourceWindow window) {
  source_file = file;
  source = window;
}
unsigned diag_error_count(void) { return error_count; }

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
 * it and SHOW_AFTER from it, with "..." where text was left out, so that each
 * diagnostic on a line of megabytes costs (and prints) a few hundred bytes. */
enum { SHOW_BEFORE = 128, SHOW_AFTER = 256 };

/* Bytes of the line left out before the window. */
static uint32_t shown_skip(uint32_t col) { return col > SHOW_BEFORE + 33 ? col - 1 - SHOW_BEFORE : 0; }

/* Copies the text of loc's line (without its newline) as it is to be shown. The
 * bytes before the column are on that line, so the window is read from its
 * start: no scan over the bytes left out. */
static char *capture_line(Loc loc) {
  if (!source.line_at || loc.line_offset < 0) return NULL;
  uint32_t skip = shown_skip(loc.col);
  size_t want = (size_t)(loc.col ? loc.col - 1 - skip : 0) + SHOW_AFTER; /* bytes to show from skip */
  size_t len = want + 2; /* one more than shown tells that the line goes on (plus a CR) */
  const char *p = source.line_at(source.ctx, loc.line_offset + skip, &len);
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
  if (!sink) return;
  uint32_t skip = shown_skip(loc.col);
  t2l_diagnostic d = {
      .severity = (t2l_severity)kind,
      .file = loc.line ? source_file : NULL,
      .line = loc.line,
      .column = loc.line ? loc.col : 0,
      .message = msg,
      .source_line = line,
      .source_column = loc.col ? (skip ? 4 + (loc.col - 1 - skip) : loc.col) : 1,
  };
  sink(sink_user, &d);
}

/* Reports running out of memory without allocating. */
void diag_out_of_memory(void) { emit(DIAG_ERROR, (Loc){0}, "out of memory", NULL); }

/* ---- --verify-diagnostics */

typedef struct Expected {
  DiagKind kind;
  uint32_t line;
  char *text;
  Loc comment_loc;
  bool matched;
} Expected;

typedef struct Reported {
  DiagKind kind;
  Loc loc;
  char *msg;
  char *line;
} Reported;

static _Thread_local bool verifying;
static _Thread_local Expected *expected;
static _Thread_local size_t nexpected, capexpected;
static _Thread_local Reported *reported;
static _Thread_local size_t nreported, capreported;
/* diag_expect_finish's working memory, here so that an out-of-memory jump out
 * of it leaves nothing behind: diag_reset frees it */
static _Thread_local Expected **by_line;
static _Thread_local char *shown;
static _Thread_local Buf scratch;

bool diag_verifying(void) { return verifying; }

void diag_expect_begin(void) { verifying = true; }

static void *grow(void *p, size_t *cap, size_t need, size_t elem) {
  if (need <= *cap) return p;
  size_t cap2 = *cap ? *cap * 2 : 16;
  void *q = xrealloc(p, cap2 * elem);
  *cap = cap2;
  return q;
}

/* `// expected-error {{msg}}`, `// expected-note @+2 {{msg}}`, `@-1`, `@above`, `@below`. */
void diag_expect_comment(Loc loc, const char *text, size_t n) {
  static const struct { const char *word; DiagKind kind; } words[] = {
      {"expected-error", DIAG_ERROR}, {"expected-warning", DIAG_WARNING},
      {"expected-note", DIAG_NOTE},   {"expected-remark", DIAG_REMARK}};
  scratch.len = 0;
  buf_add(&scratch, text, n);
  char *s = scratch.p;
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
    expected = grow(expected, &capexpected, nexpected + 1, sizeof *expected);
    size_t len = (size_t)(close - open - 2);
    char *t = xstrndup(open + 2, len);
    expected[nexpected++] = (Expected){words[w].kind, (uint32_t)line, t, loc, false};
    break;
  }
}

/* Prints (or, under --verify-diagnostics, keeps) one diagnostic; takes line. */
/* The message and the source line of the diagnostic being reported. Here, not
 * on the stack, so that an out-of-memory jump leaves nothing behind (diag_reset
 * frees them). Messages have no length limit: a type in them can be megabytes. */
static _Thread_local Buf msg_buf;
static _Thread_local char *held_line;

/* Prints (or, under --verify-diagnostics, keeps) msg_buf with held_line. */
static void report(DiagKind kind, Loc loc) {
  if (verifying) {
    reported = grow(reported, &capreported, nreported + 1, sizeof *reported);
    reported[nreported++] = (Reported){kind, loc, NULL, held_line}; /* kept before the copy can fail */
    held_line = NULL;
    reported[nreported - 1].msg = xstrndup(buf_c(&msg_buf), msg_buf.len);
    return;
  }
  if (kind == DIAG_ERROR) error_count++;
  emit(kind, loc, buf_c(&msg_buf), held_line);
  free(held_line);
  held_line = NULL;
}

void diag_vreport(DiagKind kind, Loc loc, const char *fmt, va_list ap) {
  msg_buf.len = 0;
  buf_vprintf(&msg_buf, fmt, ap);
  held_line = capture_line(loc);
  report(kind, loc);
}

char *diag_shown_line(Loc loc) { return capture_line(loc); }

void diag_report_shown(DiagKind kind, Loc loc, const char *shown, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  msg_buf.len = 0;
  buf_vprintf(&msg_buf, fmt, ap);
  va_end(ap);
  held_line = shown ? xstrndup(shown, strlen(shown)) : capture_line(loc);
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
  by_line = xmalloc((nexpected ? nexpected : 1) * sizeof *by_line);
  for (size_t j = 0; j < nexpected; j++) by_line[j] = &expected[j];
  qsort(by_line, nexpected, sizeof *by_line, cmp_expected);
  for (size_t i = 0; i < nreported; i++) {
    Reported *r = &reported[i];
    bool found = false;
    size_t lo = 0, hi = nexpected;
    while (lo < hi) {
      size_t mid = lo + (hi - lo) / 2;
      if (by_line[mid]->line < r->loc.line) lo = mid + 1;
      else hi = mid;
    }
    for (size_t j = lo; j < nexpected && by_line[j]->line == r->loc.line && !found; j++) {
      Expected *e = by_line[j];
      if (e->matched || e->kind != r->kind) continue;
      if (strstr(r->msg, e->text)) e->matched = found = true;
    }
    if (!found) {
      scratch.len = 0;
      buf_printf(&scratch, "unexpected %s: %s", kind_name(r->kind), r->msg);
      emit(DIAG_ERROR, r->loc, scratch.p, r->line);
      error_count++;
      ok = false;
    }
  }
  for (size_t j = 0; j < nexpected; j++) {
    Expected *e = &expected[j];
    if (e->matched) continue;
    free(shown);
    shown = capture_line(e->comment_loc);
    scratch.len = 0;
    buf_printf(&scratch, "expected %s \"%s\" was not produced", kind_name(e->kind), e->text);
    emit(DIAG_ERROR, e->comment_loc, scratch.p, shown);
    error_count++;
    ok = false;
  }
  forget_expectations();
  return ok;
}

/* Frees both lists (also after an out-of-memory jump out of diag_expect_finish). */
static void forget_expectations(void) {
  for (size_t j = 0; j < nexpected; j++) free(expected[j].text);
  for (size_t i = 0; i < nreported; i++) {
    free(reported[i].msg);
    free(reported[i].line);
  }
  nreported = nexpected = 0;
  free(by_line);
  free(shown);
  free(held_line);
  by_line = NULL;
  shown = NULL;
  held_line = NULL;
}

static void diag_expect_finish_quietly(void) {
  forget_expectations();
  free(expected);
  free(reported);
  expected = NULL;
  reported = NULL;
  capexpected = capreported = 0;
  buf_free(&scratch);
  buf_free(&msg_buf);
}

void diag_reset(void) {
  diag_expect_finish_quietly();
  error_count = 0;
  verifying = false;
  source = (SourceWindow){0};
  source_file = NULL;
  sink = NULL;
  sink_user = NULL;
}
