/* main.c — the tosa2linalg command: options, input and output files, and the
 * printing of diagnostics, over the library (tosa2linalg.h). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tosa2linalg.h"

enum { EXIT_OK = 0, EXIT_INPUT_ERROR = 1, EXIT_USAGE = 2 };

typedef struct Options {
  const char *input, *output;
  t2l_options lib;
} Options;

static void usage(FILE *f) {
  fputs("usage: tosa2linalg [options] [input.mlir|-] [-o output.mlir|-]\n"
        "\n"
        "Lowers the TOSA element-wise ops of an MLIR module to linalg.generic (with\n"
        "tensor, scf, arith and math ops) following the Broadcastable rules; all other\n"
        "ops are carried through unchanged. Reads standard input when no input or '-'\n"
        "is given and writes standard output unless -o names a file.\n"
        "\n"
        "options:\n"
        "  -o FILE                write the result to FILE (written only on success)\n"
        "  --passes=LIST          comma-separated passes: verify, lower (default), or\n"
        "                         none to print the parsed IR without checks or rewriting\n"
        "  --verify-only          verify the input, write nothing; exit 0 or 1\n"
        "  --verify-diagnostics   check the diagnostics against // expected-error {{...}}\n"
        "                         comments instead of printing them\n"
        "  --strict-ranks         also require equal ranks on element-wise ops\n"
        "                         (AllRanksMatchIfKnown, as LLVM 22 does)\n"
        "  --split-input-file     process each '// -----' chunk on its own\n"
        "  --allow-unregistered-dialect\n"
        "                         carry ops of dialects no mlir-opt registers through\n"
        "                         (generic form), as mlir-opt does with this option\n"
        "  --mlir-print-debuginfo print each op's location, as mlir-opt does: the one\n"
        "                         written, or \"file\":line:col where it was read\n"
        "  --fuse                 fuse chains of element-wise ops whose intermediate\n"
        "                         values have no other use into one linalg.generic\n"
        "  --runtime-checks       cf.assert that sizes known only at run time are\n"
        "                         compatible (equal or 1) where the op needs it\n"
        "  --elementwise-only     lower only the element-wise TOSA ops (and tosa.const);\n"
        "                         print every other TOSA op as read (version 0.2's output)\n"
        "  --no-tosa-left         a TOSA op the tool cannot lower is an error naming it\n"
        "  --threads=N            1 or 2; no effect (accepted for older scripts):\n"
        "                         one thread does it all\n"
        "  --help                 show this help\n"
        "  --version              show the version\n"
        "\n"
        "exit status: 0 success, 1 errors in the input or I/O, 2 bad command line\n",
        f);
}

static int usage_error(const char *fmt, const char *arg) {
  fputs("tosa2linalg: error: ", stderr);
  fprintf(stderr, fmt, arg);
  fputs("\n(run 'tosa2linalg --help' for usage)\n", stderr);
  return EXIT_USAGE;
}

static int parse_passes(Options *o, const char *list) {
  bool verify = false, lower = false;
  char buf[256];
  snprintf(buf, sizeof buf, "%s", list);
  if (strcmp(list, "none"))
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
      if (!strcmp(tok, "verify"))
        verify = true;
      else if (!strcmp(tok, "lower"))
        lower = true; /* lowering trusts verified input: it implies verify */
      else
        return usage_error("unknown pass '%s' in --passes (known: verify, lower, none)", tok);
    }
  o->lib.passes = lower ? T2L_PASSES_LOWER : verify ? T2L_PASSES_VERIFY : T2L_PASSES_NONE;
  return 0;
}

/* The options that only switch a library option on. */
static const struct {
  const char *name;
  size_t field; /* offsetof(t2l_options, ...), an int */
} switches[] = {
    {"--split-input-file", offsetof(t2l_options, split_input_file)},
    {"--mlir-print-debuginfo", offsetof(t2l_options, print_debuginfo)},
    {"--runtime-checks", offsetof(t2l_options, runtime_checks)},
    {"--fuse", offsetof(t2l_options, fuse)},
    {"--verify-only", offsetof(t2l_options, verify_only)},
    {"--verify-diagnostics", offsetof(t2l_options, verify_diagnostics)},
    {"--strict-ranks", offsetof(t2l_options, strict_ranks)},
    {"--allow-unregistered-dialect", offsetof(t2l_options, allow_unregistered_dialect)},
    {"-allow-unregistered-dialect", offsetof(t2l_options, allow_unregistered_dialect)}, /* as mlir-opt's message spells it */
    {"--elementwise-only", offsetof(t2l_options, elementwise_only)},
    {"--no-tosa-left", offsetof(t2l_options, no_tosa_left)},
};

/* Returns -1 to go on, 0 when `a` was not an option with a value, or the exit status. */
static int parse_valued_option(Options *o, const char *a, int *i, int argc, char **argv) {
  if (!strcmp(a, "-o")) {
    if (*i + 1 >= argc) return usage_error("%s needs a file name", a);
    o->output = argv[++*i];
  } else if (!strncmp(a, "-o", 2) && a[2]) {
    o->output = a + 2;
  } else if (!strncmp(a, "--passes=", 9)) {
    int r = parse_passes(o, a + 9);
    if (r) return r;
  } else if (!strncmp(a, "--threads=", 10)) {
    if (strcmp(a + 10, "1") && strcmp(a + 10, "2")) return usage_error("--threads takes 1 or 2, not '%s'", a + 10);
  } else {
    return 0;
  }
  return -1;
}

/* Returns -1 to go on, or the exit status. */
static int parse_args(int argc, char **argv, Options *o) {
  memset(o, 0, sizeof *o);
  t2l_options_init(&o->lib);
  bool inputs_done = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    bool is_option = a[0] == '-' && a[1] && !inputs_done;
    if (!is_option) {
      if (o->input) return usage_error("more than one input file given ('%s')", a);
      o->input = a;
      continue;
    }
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      usage(stdout);
      return EXIT_OK;
    }
    if (!strcmp(a, "--version")) {
      printf("tosa2linalg %s\n", t2l_version());
      return EXIT_OK;
    }
    if (!strcmp(a, "--")) {
      inputs_done = true;
      continue;
    }
    int r = parse_valued_option(o, a, &i, argc, argv);
    if (r > 0) return r;
    if (r < 0) continue;
    size_t k = 0, n = sizeof switches / sizeof switches[0];
    while (k < n && strcmp(a, switches[k].name)) k++;
    if (k == n) return usage_error("unknown option '%s'", a);
    *(int *)((char *)&o->lib + switches[k].field) = 1;
  }
  return -1;
}

/* ---------------------------------------------------------------- diagnostics */

/* As mlir-opt prints them: `file:line:col: error: msg`, the source line, a caret
 * (tabs kept before it, so that it lines up under the column). */
static void print_diagnostic(void *user, const t2l_diagnostic *d) {
  (void)user;
  static const char *const names[] = {"error", "warning", "note", "remark"};
  const char *kind = names[d->severity <= T2L_SEV_REMARK ? d->severity : 0];
  fflush(stdout);
  if (d->file && d->line)
    fprintf(stderr, "%s:%u:%u: %s: %s\n", d->file, d->line, d->column, kind, d->message);
  else
    fprintf(stderr, "tosa2linalg: %s: %s\n", kind, d->message);
  if (!d->source_line) return;
  size_t len = strlen(d->source_line), before = d->source_column ? d->source_column - 1 : 0;
  char *caret = malloc(before + 3);
  if (!caret) return;
  for (size_t i = 0; i < before; i++) caret[i] = i < len && d->source_line[i] == '\t' ? '\t' : ' ';
  memcpy(caret + before, "^\n", 3);
  fprintf(stderr, "%s\n", d->source_line);
  fputs(caret, stderr); /* one write: stderr is unbuffered */
  free(caret);
}

/* ---------------------------------------------------------------- output files */

/* A regular file is written to a temporary file beside it and renamed into place
 * on success, so a failed run leaves an existing file untouched. Anything else
 * (standard output, /dev/null, a FIFO, a device, a symbolic link) is written
 * directly, but only at the end, from an anonymous temporary file, so that a
 * failed run writes nothing there either. */
typedef struct Dest {
  const char *path; /* NULL: standard output */
  bool rename_into_place;
  char *tmp_path;
  FILE *file;
} Dest;

static bool dest_open(Dest *d, const char *path) {
  memset(d, 0, sizeof *d);
  d->path = path && strcmp(path, "-") ? path : NULL;
  struct stat st;
  bool exists = d->path && lstat(d->path, &st) == 0;
  if (d->path && exists && S_ISDIR(st.st_mode)) {
    fprintf(stderr, "tosa2linalg: error: cannot write '%s': Is a directory\n", d->path);
    return false;
  }
  if (d->path && (!exists || S_ISREG(st.st_mode))) {
    size_t n = strlen(d->path);
    d->tmp_path = malloc(n + 32);
    if (!d->tmp_path) {
      fputs("tosa2linalg: error: out of memory\n", stderr);
      return false;
    }
    const char *slash = strrchr(d->path, '/');
    size_t dirlen = slash ? (size_t)(slash - d->path) + 1 : 0;
    snprintf(d->tmp_path, n + 32, "%.*s.%s.tmp.XXXXXX", (int)dirlen, d->path, d->path + dirlen);
    int fd = mkstemp(d->tmp_path);
    if (fd < 0) {
      fprintf(stderr, "tosa2linalg: error: cannot write '%s': %s\n", d->path, strerror(errno));
      free(d->tmp_path);
      d->tmp_path = NULL;
      return false;
    }
    mode_t mode;
    if (exists) {
      mode = st.st_mode & 07777;
    } else {
      mode_t mask = umask(0);
      umask(mask);
      mode = 0666 & ~mask;
    }
    if (fchmod(fd, mode) != 0) { /* not fatal: the file is still ours */
    }
    d->file = fdopen(fd, "w");
    d->rename_into_place = true;
  } else {
    d->file = tmpfile();
    if (!d->file) {
      fprintf(stderr, "tosa2linalg: error: cannot create a temporary file: %s\n", strerror(errno));
      return false;
    }
  }
  return d->file != NULL;
}

static const char *dest_name(const Dest *d) { return d->path ? d->path : "<stdout>"; }

static void dest_discard(Dest *d) {
  if (d->file) fclose(d->file);
  if (d->tmp_path) {
    unlink(d->tmp_path);
    free(d->tmp_path);
  }
  d->file = NULL;
  d->tmp_path = NULL;
}

/* Puts the finished output in place; false (reported) on any I/O error. */
static bool dest_commit(Dest *d) {
  if (d->rename_into_place) {
    bool ok = fflush(d->file) == 0;
    int err = errno;
    if (fclose(d->file) != 0 && ok) {
      ok = false;
      err = errno;
    }
    d->file = NULL;
    if (ok && rename(d->tmp_path, d->path) != 0) {
      ok = false;
      err = errno;
    }
    if (!ok) {
      fprintf(stderr, "tosa2linalg: error: cannot write '%s': %s\n", d->path, strerror(err));
      unlink(d->tmp_path);
    }
    free(d->tmp_path);
    d->tmp_path = NULL;
    return ok;
  }
  /* copy the buffered output to its destination */
  FILE *to = stdout;
  if (d->path) {
    to = fopen(d->path, "w");
    if (!to) {
      fprintf(stderr, "tosa2linalg: error: cannot write '%s': %s\n", d->path, strerror(errno));
      dest_discard(d);
      return false;
    }
  }
  bool ok = fflush(d->file) == 0;
  int err = errno;
  rewind(d->file);
  char buf[1 << 16];
  size_t n;
  while (ok && (n = fread(buf, 1, sizeof buf, d->file)) > 0) {
    if (fwrite(buf, 1, n, to) != n) {
      ok = false;
      err = errno;
    }
  }
  if (ok && fflush(to) != 0) {
    ok = false;
    err = errno;
  }
  if (d->path && fclose(to) != 0 && ok) {
    ok = false;
    err = errno;
  }
  /* A reader that went away (`tosa2linalg in.mlir | head -1`, SIGPIPE ignored):
   * it wanted no more, so the exit is quiet, but not successful. */
  if (!ok && err != EPIPE)
    fprintf(stderr, "tosa2linalg: error: cannot write '%s': %s\n", dest_name(d), strerror(err));
  dest_discard(d);
  return ok;
}

int main(int argc, char **argv) {
  Options o;
  int r = parse_args(argc, argv, &o);
  if (r >= 0) return r;
  o.lib.on_diagnostic = print_diagnostic;
  /* past a file-size limit (ulimit -f) a write fails with EFBIG, reported, and
   * the temporary output is removed, instead of the process being killed */
  signal(SIGXFSZ, SIG_IGN);

  FILE *in = stdin;
  o.lib.input_name = "<stdin>";
  if (o.input && strcmp(o.input, "-")) {
    o.lib.input_name = o.input;
    struct stat st;
    if (stat(o.input, &st) == 0 && S_ISDIR(st.st_mode)) {
      fprintf(stderr, "tosa2linalg: error: cannot read '%s': Is a directory\n", o.input);
      return EXIT_INPUT_ERROR;
    }
    in = fopen(o.input, "rb");
    if (!in) {
      fprintf(stderr, "tosa2linalg: error: cannot open '%s': %s\n", o.input, strerror(errno));
      return EXIT_INPUT_ERROR;
    }
  }

  Dest dest = {0};
  bool writing = !o.lib.verify_only;
  if (writing && !dest_open(&dest, o.output)) {
    if (in != stdin) fclose(in);
    return EXIT_INPUT_ERROR;
  }
  t2l_status st = t2l_lower_file(in, writing ? dest.file : NULL, &o.lib);
  if (in != stdin) fclose(in);
  int status = st == T2L_OK ? EXIT_OK : st == T2L_ERROR_USAGE ? EXIT_USAGE : EXIT_INPUT_ERROR;
  if (writing) {
    if (status == EXIT_OK) {
      if (!dest_commit(&dest)) status = EXIT_INPUT_ERROR;
    } else {
      dest_discard(&dest);
    }
  }
  return status;
}
