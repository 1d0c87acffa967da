/* input.c — the lexer's input buffer: refilled from the file as the lexer goes,
 * keeping the bytes the current token and line still need, and the source
 * lines that diagnostics show, read again from the file when they have left it. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lexer_impl.h"

enum { READ_BLOCK = 1 << 16 }; /* the least room a read asks for */

/* Moves the bytes still needed to the front of the buffer, grows it when full and
 * reads more. Returns 0 when bytes were added, 1 at end of input. */
int lex_fill(Lexer *lx) {
  if (lx->eof) return 1;
  unsigned char *keep = lx->tok;
  if (lx->draining) {
    /* a big literal: its start is copied or spooled already (literals.c reads
     * the byte before cur) */
    lx->tok = lx->mar = lx->cur;
    keep = lx->cur > lx->buf ? lx->cur - 1 : lx->cur;
  } else {
    /* the current line, and the op's first (lex_keep_from), unless a big
     * literal left them behind already */
    int64_t from[2] = {lx->line_start, lx->keep_offset};
    for (int i = 0; i < 2; i++) {
      unsigned char *k = lx->buf + (from[i] - lx->buf_offset);
      if (from[i] >= lx->buf_offset && k < keep) keep = k;
    }
  }
  size_t shift = (size_t)(keep - lx->buf);
  size_t used = (size_t)(lx->lim - keep);
  if (shift) {
    memmove(lx->buf, keep, used);
    lx->buf_offset += (int64_t)shift;
    lx->cur -= shift;
    lx->mar -= shift;
    lx->tok -= shift;
    lx->lim -= shift;
  }
  if (lx->cap - used < READ_BLOCK + 1) {
    size_t cap = lx->cap * 2; /* cap >= 2 * READ_BLOCK: one doubling makes the room */
    unsigned char *nb = xrealloc(lx->buf, cap);
    ptrdiff_t d = nb - lx->buf;
    lx->buf = nb;
    lx->cap = cap;
    lx->cur += d;
    lx->mar += d;
    lx->tok += d;
    lx->lim += d;
  }
  size_t room = lx->cap - used - 1;
  int err = 0;
  size_t got = fread(lx->lim, 1, room, lx->in);
  if (got < room) {
    if (ferror(lx->in)) err = errno ? errno : EIO;
    lx->eof = true;
  }
  if (err) {
    /* from a diagnostic being shown (line_at): reported by the next lex_next */
    if (lx->showing_line)
      lx->io_errno = err;
    else
      diag_report(DIAG_ERROR, (Loc){0}, "cannot read '%s': %s", lx->file, strerror(err));
    lx->io_error = true;
  }
  lx->lim += got;
  lx->lim[0] = 0;
  return got ? 0 : 1;
}

Lexer *lex_open(FILE *in, const char *filename, bool split_chunks, bool keep_locs) {
  const char *file = ir_intern_cstr(filename); /* first: a failure here leaves nothing behind */
  Lexer *lx = xcalloc(1, sizeof *lx);
  lx->in = in;
  lx->file = file;
  lx->split_chunks = split_chunks;
  lx->keep_locs = keep_locs;
  lx->cap = 1 << 17;
  lx->buf = malloc(lx->cap);
  if (!lx->buf) {
    free(lx);
    ir_out_of_memory();
  }
  lx->cur = lx->mar = lx->tok = lx->lim = lx->buf;
  lx->lim[0] = 0;
  lx->line = 1;
  lx->keep_offset = -1;
  /* A regular file can give back lines already dropped from the buffer (see line_at). */
  struct stat st;
  int fd = fileno(in);
  off_t at = fd >= 0 ? ftello(in) : -1;
  lx->file_base = fd >= 0 && at >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? (int64_t)at : -1;
  bigtext_set_input(lx->file_base >= 0 ? fd : -1, lx->file_base, NULL);
  return lx;
}

void lex_close(Lexer *lx) {
  if (!lx) return;
  free(lx->susp);
  free(lx->buf);
  free(lx->old_line);
  free(lx->line_head);
  free(lx);
}

void lex_set_memory(Lexer *lx, const char *mem, size_t len) {
  lx->mem = mem;
  lx->mem_len = len;
  bigtext_set_input(-1, 0, mem);
}

void lex_keep_from(Lexer *lx, int64_t offset) { lx->keep_offset = offset; }
void lex_keep_from_last_token(Lexer *lx) { lx->keep_offset = lx->last_token_line; }
uint32_t lex_line(const Lexer *lx) { return lx->line; }
bool lex_had_io_error(const Lexer *lx) { return lx->io_error; }


/* Reads on until the line at line_offset ends within `want` bytes, or the input
 * does: a streaming body reports an op's errors before the rest of its line is
 * read, and the line is shown as it is, up to the window's end. */
static void read_line_on(Lexer *lx, int64_t line_offset, size_t want) {
  int64_t saved = lx->keep_offset;
  lx->keep_offset = saved >= 0 && saved < line_offset ? saved : line_offset;
  lx->showing_line = true;
  for (;;) {
    const unsigned char *p = lx->buf + (line_offset - lx->buf_offset);
    size_t have = (size_t)(lx->lim - p);
    if ((want && have >= want) || memchr(p, '\n', want && want < have ? want : have) || lx->eof) break;
    if (lex_fill(lx) != 0) break;
  }
  lx->showing_line = false;
  lx->keep_offset = saved;
}

/* A line before the buffer (a streaming body keeps only the op being read, a big
 * literal only the bytes being read): read again from the file or the caller's
 * buffer, when the input is one; else NULL (the line is not shown). */
enum { LINE_HEAD = 1024 }; /* what a pipe's line keeps: a diagnostic shows 384 bytes */

void lex_save_line_head(Lexer *lx) {
  if (lx->file_base >= 0 || lx->mem || lx->line_start < lx->buf_offset) return;
  size_t n = (size_t)(lex_offset_of(lx, lx->cur) - lx->line_start);
  if (n > LINE_HEAD) n = LINE_HEAD;
  if (!lx->line_head) lx->line_head = xmalloc(LINE_HEAD);
  memcpy(lx->line_head, lx->buf + (lx->line_start - lx->buf_offset), n);
  lx->line_head_offset = lx->line_start;
  lx->line_head_len = n;
}

/* From a pipe: the part of the line a big literal began on that is kept, or NULL. */
static const char *line_from_head(Lexer *lx, int64_t line_offset, size_t *len) {
  if (!lx->line_head || line_offset < lx->line_head_offset ||
      line_offset >= lx->line_head_offset + (int64_t)lx->line_head_len)
    return NULL;
  size_t at = (size_t)(line_offset - lx->line_head_offset), have = lx->line_head_len - at;
  if (*len && *len < have) have = *len;
  const char *p = lx->line_head + at, *nl = memchr(p, '\n', have);
  *len = nl ? (size_t)(nl - p) : have;
  return p;
}

static const char *line_before_buffer(Lexer *lx, int64_t line_offset, size_t *len) {
  if (lx->file_base < 0 && !lx->mem) return line_from_head(lx, line_offset, len);
  size_t want = *len ? *len : 4096;
  if (want > (size_t)(lx->buf_offset - line_offset)) want = (size_t)(lx->buf_offset - line_offset);
  if (lx->mem) {
    const char *p = lx->mem + line_offset, *nl = memchr(p, '\n', want);
    *len = nl ? (size_t)(nl - p) : want;
    return p;
  }
  char *b = realloc(lx->old_line, want + 1);
  if (!b) return NULL;
  lx->old_line = b;
  ssize_t got = pread(fileno(lx->in), b, want, (off_t)(lx->file_base + line_offset));
  if (got < 0) return NULL;
  const char *nl = memchr(b, '\n', (size_t)got);
  *len = nl ? (size_t)(nl - b) : (size_t)got;
  return b;
}

static const char *line_at(void *ctx, int64_t line_offset, size_t *len) {
  Lexer *lx = ctx;
  if (line_offset < lx->buf_offset) return line_before_buffer(lx, line_offset, len);
  if (line_offset > lex_offset_of(lx, lx->lim)) return NULL;
  if (!lx->eof) read_line_on(lx, line_offset, *len);
  const unsigned char *p = lx->buf + (line_offset - lx->buf_offset), *e = p;
  const unsigned char *stop = *len && (size_t)(lx->lim - p) > *len ? p + *len : lx->lim;
  while (e < stop && *e != '\n') e++;
  *len = (size_t)(e - p);
  return (const char *)p;
}

SourceWindow lex_source_window(Lexer *lx) { return (SourceWindow){line_at, lx}; }
