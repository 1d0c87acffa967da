/* embed.c — tosa2linalg as a library: reads MLIR on standard input, lowers it,
 * writes the result on standard output; diagnostics on standard error, exit 1
 * on errors. Build against an installed tosa2linalg:
 *     cc embed.c $(pkg-config --cflags --libs tosa2linalg) -o embed */
#include <stdio.h>
#include <stdlib.h>
#include <tosa2linalg.h>

static void print_diagnostic(void *user, const t2l_diagnostic *d) {
  static const char *const severity[] = {"error", "warning", "note", "remark"};
  (void)user;
  if (d->file)
    fprintf(stderr, "%s:%u:%u: %s: %s\n", d->file, d->line, d->column, severity[d->severity], d->message);
  else
    fprintf(stderr, "embed: %s: %s\n", severity[d->severity], d->message);
}

int main(void) {
  /* read all of standard input */
  size_t len = 0, cap = 1 << 16;
  char *text = malloc(cap);
  size_t got;
  while (text && (got = fread(text + len, 1, cap - len, stdin)) > 0)
    if ((len += got) == cap) text = realloc(text, cap *= 2);
  if (!text) return 1;

  t2l_options options;
  t2l_options_init(&options);
  options.input_name = "<stdin>";
  options.on_diagnostic = print_diagnostic;
  char *out;
  size_t out_len;
  t2l_status status = t2l_lower_buffer(text, len, &out, &out_len, &options);
  free(text);
  if (status != T2L_OK) return 1;
  fwrite(out, 1, out_len, stdout);
  t2l_free(out);
  return 0;
}
