# tosa2linalg — build, test, install, demo and benchmark. No recursive make, no autotools.
CC       ?= cc
AR       ?= ar
OBJCOPY  ?= objcopy
RE2C     ?= re2c
BISON    ?= bison
PYTHON   ?= python3
LIT      ?= $(PYTHON) /usr/lib/llvm-19/build/utils/lit/lit.py
FILECHECK ?= FileCheck-19
MLIR_OPT_19 ?= mlir-opt-19
MLIR_OPT_22 ?= mlir-opt-22
MLIR_RUNNER_22 ?= mlir-runner-22
LITFLAGS ?= -sv
PREFIX   ?= /usr/local
DESTDIR  ?=

VERSION  = 0.2.0
SOMAJOR  = 0
CFLAGS  ?= -O3 -g
# -Werror only where we control the compiler (make check, CI): a newer compiler's
# new warning must not break a user's build.
WERROR  ?=
CFLAGS_BASE = -std=c11 -Wall -Wextra $(WERROR) -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L -Ibuild/gen -I. -Ilexer -Iparser
DEPFLAGS = -MMD -MP
# Link-time optimization where the compiler is GCC: 4-6% less CPU for the command
# (bench/README.md). The library's one-object link (-r below) runs LTO's code
# generation itself (-flinker-output=nolto-rel), so libtosa2linalg.a holds plain
# machine code that any compiler links. `make LTO=` builds without; other
# compilers do.
ifeq ($(origin LTO),undefined)
LTO := $(if $(shell $(CC) --version 2>/dev/null | grep -i 'free software foundation'),-flto=auto)
endif
SAN_FLAGS  = -O1 -g -fsanitize=address,undefined,float-cast-overflow -fno-omit-frame-pointer -fno-sanitize-recover=all
TSAN_FLAGS = -O1 -g -fsanitize=thread

GEN      = build/gen/lexer.c build/gen/parser.c build/gen/parser.h
LIB_SRCS = driver.c ir/util.c ir/arena.c ir/intern.c ir/types.c ir/attrs.c ir/ir.c ir/diag.c ir/tosa_ops.c ir/dialects.c ir/bigtext.c \
           lexer/foreign.c lexer/literals.c lexer/input.c lexer/fast_paths.c lexer/tosa_attrs.c parser/build.c parser/build_attrs.c parser/build_foreign.c parser/keywords.c parser/values.c passes/shape.c passes/verify.c passes/verify_tosa.c passes/verify_attrs.c passes/verify_message.c passes/verify_ops.c passes/verify_contract.c passes/verify_pool.c passes/verify_quant.c passes/symtab.c passes/lower.c passes/lower_body.c passes/lower_template.c passes/lower_spell.c passes/lower_tensor.c passes/lower_gather.c passes/lower_conv.c passes/lower_contract.c passes/lower_resize.c passes/lower_fft.c passes/lower_variable.c passes/lower_reduce.c passes/lower_quant.c passes/lower_pool.c passes/lower_control.c passes/lower_rewrite.c passes/lower_maps.c passes/reuse.c passes/fuse.c printer/printer.c printer/print_ops.c printer/template.c printer/out.c \
           build/gen/lexer.c build/gen/parser.c
ALL_SRCS = main.c $(LIB_SRCS)
# One object set per build flavour: build/obj (the command and libtosa2linalg.a),
# build/pic (libtosa2linalg.so), build/asan (ASan+UBSan), build/tsan (TSan).
objs = $(patsubst %.c,build/$(1)/%.o,$(2))

.PHONY: all lib check check-fast check-lib check-install check-man check-python demo bench deps clean install uninstall

all: build/tosa2linalg build/libtosa2linalg.a build/libtosa2linalg.so

build/gen/parser.c build/gen/parser.h: parser/parser.y | build/gen
	$(BISON) --no-lines -Wall -Werror -o build/gen/parser.c --header=build/gen/parser.h $<

build/gen/lexer.c: lexer/lexer.re build/gen/parser.h | build/gen
	$(RE2C) --no-generation-date --no-version -W -Werror -o $@ $<

build/gen:
	mkdir -p $@

build/obj/%.o: %.c | build/gen/parser.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_BASE) $(DEPFLAGS) $(CFLAGS) $(LTO) -c -o $@ $<
build/pic/%.o: %.c | build/gen/parser.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_BASE) $(DEPFLAGS) $(CFLAGS) $(LTO) -fPIC -fvisibility=hidden -c -o $@ $<
build/asan/%.o: %.c | build/gen/parser.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_BASE) $(DEPFLAGS) $(SAN_FLAGS) -c -o $@ $<
build/tsan/%.o: %.c | build/gen/parser.h
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_BASE) $(DEPFLAGS) $(TSAN_FLAGS) -c -o $@ $<
-include $(shell find build -name '*.d' 2>/dev/null)

# One object whose only global symbols are the API's (scripts/api-symbols.txt):
# the library's internal names (xmalloc, buf_add, ...) cannot clash with a program's.
build/libtosa2linalg.a: $(call objs,obj,$(LIB_SRCS)) scripts/api-symbols.txt
	$(CC) -r -nostdlib $(if $(LTO),$(CFLAGS) $(LTO) -flinker-output=nolto-rel) -o build/libtosa2linalg.o $(filter %.o,$^)
	$(OBJCOPY) --keep-global-symbols=scripts/api-symbols.txt build/libtosa2linalg.o
	rm -f $@
	$(AR) rcs $@ build/libtosa2linalg.o

build/libtosa2linalg.so.$(VERSION): $(call objs,pic,$(LIB_SRCS))
	$(CC) -shared $(if $(LTO),$(CFLAGS) $(LTO)) -pthread -Wl,-soname,libtosa2linalg.so.$(SOMAJOR) -o $@ $^
build/libtosa2linalg.so: build/libtosa2linalg.so.$(VERSION)
	ln -sf libtosa2linalg.so.$(VERSION) build/libtosa2linalg.so.$(SOMAJOR)
	ln -sf libtosa2linalg.so.$(VERSION) $@

lib: build/libtosa2linalg.a build/libtosa2linalg.so

# The command is linked from the library's objects, not from libtosa2linalg.a:
# with LTO, a whole program (an executable) lets GCC make every function but
# main local, which the one-object library link cannot (its globals stay
# visible until objcopy hides them).
build/tosa2linalg: $(call objs,obj,$(ALL_SRCS))
	$(CC) $(CFLAGS) $(LTO) -pthread -o $@ $^

build/tosa2linalg-asan: $(call objs,asan,$(ALL_SRCS))
	$(CC) $(SAN_FLAGS) -pthread -o $@ $^

# The library's own tests (test/lib/lib_test.c): the API, two threads at once.
build/lib_test: build/obj/test/lib/lib_test.o build/libtosa2linalg.a
	$(CC) $(CFLAGS) $(LTO) -pthread -o $@ $^
build/lib_test-asan: $(call objs,asan,test/lib/lib_test.c $(LIB_SRCS))
	$(CC) $(SAN_FLAGS) -pthread -o $@ $^
build/lib_test-tsan: $(call objs,tsan,test/lib/lib_test.c $(LIB_SRCS))
	$(CC) $(TSAN_FLAGS) -pthread -o $@ $^

# ---- install: PREFIX (/usr/local) and DESTDIR (staging root) as usual
BINDIR = $(DESTDIR)$(PREFIX)/bin
INCDIR = $(DESTDIR)$(PREFIX)/include
LIBDIR = $(DESTDIR)$(PREFIX)/lib
PCDIR  = $(LIBDIR)/pkgconfig
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1

install: all
	install -d $(BINDIR) $(INCDIR) $(LIBDIR) $(PCDIR) $(MANDIR)
	install -m 755 build/tosa2linalg $(BINDIR)/tosa2linalg
	install -m 644 tosa2linalg.h $(INCDIR)/tosa2linalg.h
	install -m 644 build/libtosa2linalg.a $(LIBDIR)/libtosa2linalg.a
	install -m 755 build/libtosa2linalg.so.$(VERSION) $(LIBDIR)/libtosa2linalg.so.$(VERSION)
	ln -sf libtosa2linalg.so.$(VERSION) $(LIBDIR)/libtosa2linalg.so.$(SOMAJOR)
	ln -sf libtosa2linalg.so.$(VERSION) $(LIBDIR)/libtosa2linalg.so
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(VERSION)|g' scripts/tosa2linalg.pc.in > $(PCDIR)/tosa2linalg.pc
	chmod 644 $(PCDIR)/tosa2linalg.pc
	install -m 644 docs/tosa2linalg.1 $(MANDIR)/tosa2linalg.1

uninstall:
	rm -f $(BINDIR)/tosa2linalg $(INCDIR)/tosa2linalg.h $(LIBDIR)/libtosa2linalg.a \
	    $(LIBDIR)/libtosa2linalg.so.$(VERSION) $(LIBDIR)/libtosa2linalg.so.$(SOMAJOR) $(LIBDIR)/libtosa2linalg.so \
	    $(PCDIR)/tosa2linalg.pc $(MANDIR)/tosa2linalg.1

# Installs the Debian packages the build and the tests need (as root), or says how.
deps:
	@sh scripts/deps.sh

LIT_PARAMS = --param FILECHECK=$(FILECHECK) --param MLIR_OPT_19=$(MLIR_OPT_19) \
             --param MLIR_OPT_22=$(MLIR_OPT_22) --param MLIR_RUNNER_22=$(MLIR_RUNNER_22) --param PYTHON=$(PYTHON)

# The lit suite on the optimized build, then again on the sanitizer build; the
# library's tests (C, Python) plain, under ASan+UBSan and under TSan; the
# installed tree; the man page; valgrind on a subset. Warnings are errors here.
check: WERROR = -Werror
check: deps all build/tosa2linalg-asan
	$(LIT) $(LITFLAGS) $(LIT_PARAMS) --param TOSA2LINALG=$(CURDIR)/build/tosa2linalg test
	ASAN_OPTIONS=detect_leaks=1 $(LIT) $(LITFLAGS) $(LIT_PARAMS) --param TOSA2LINALG=$(CURDIR)/build/tosa2linalg-asan \
	    --filter-out 'exec/' test
	$(MAKE) --no-print-directory WERROR=-Werror check-lib check-install check-man check-python
	$(run_valgrind)

check-fast: build/tosa2linalg
	$(LIT) $(LITFLAGS) $(LIT_PARAMS) --param TOSA2LINALG=$(CURDIR)/build/tosa2linalg test

check-lib: build/lib_test build/lib_test-asan build/lib_test-tsan
	build/lib_test
	ASAN_OPTIONS=detect_leaks=1 build/lib_test-asan
	TSAN_OPTIONS=halt_on_error=1 setarch $$(uname -m) -R build/lib_test-tsan # without ASLR: newer kernels' wider mmap randomization breaks TSan

check-install: all
	sh test/lib/install.sh

check-man: docs/tosa2linalg.1
	sh test/lib/man.sh docs/tosa2linalg.1

check-python: build/libtosa2linalg.so
	cd python && $(PYTHON) -m unittest discover -s tests -t . -v

demo: deps build/tosa2linalg
	@sh scripts/demo.sh

# make bench BENCH_1G=1 also times a generated 1 GB weights file (about a minute more)
bench: deps build/tosa2linalg
	@$(PYTHON) bench/bench.py $(if $(BENCH_1G),--weights-1g)

# ---- hostile input: libFuzzer harness (test/fuzz) and valgrind memcheck
# make fuzz FUZZ_SECONDS=N: fuzzes for N seconds in one process, seeded from the
# test suite; the corpus grows in build/fuzz/corpus, crashes land in build/fuzz/.
.PHONY: fuzz fuzz-oracle check-valgrind
FUZZ_CC      ?= clang-14
FUZZ_SECONDS ?= 60
FUZZ_FLAGS   ?= -max_len=8192 -timeout=10 -rss_limit_mb=2048
FUZZ_SRCS     = $(LIB_SRCS) test/fuzz/fuzz_t2l.c

build/fuzz_t2l: $(FUZZ_SRCS) $(wildcard *.h */*.h ir/*.def) build/gen/parser.h
	@sh scripts/deps.sh fuzz
	$(FUZZ_CC) $(CFLAGS_BASE) -O1 -g -fsanitize=fuzzer,address,undefined -fno-omit-frame-pointer \
	    -fno-sanitize-recover=all -o $@ $(FUZZ_SRCS) -lm

# FUZZ_VALID=1 fuzzes only inputs build/tosa2linalg accepts (corpus build/fuzz/corpus-valid);
# make fuzz-oracle then checks every output of the seeds and both corpora with mlir-opt-19.
FUZZ_VALID   ?= 0
FUZZ_CORPUS   = build/fuzz/corpus$(if $(filter 1,$(FUZZ_VALID)),-valid)
fuzz: build/fuzz_t2l build/tosa2linalg
	@sh test/fuzz/seeds.sh build/fuzz/seeds
	mkdir -p $(FUZZ_CORPUS)
	T2L_FUZZ_VALID=$(if $(filter 1,$(FUZZ_VALID)),$(CURDIR)/build/tosa2linalg) build/fuzz_t2l -dict=test/fuzz/mlir.dict -max_total_time=$(FUZZ_SECONDS) \
	    $(FUZZ_FLAGS) -artifact_prefix=build/fuzz/ -print_final_stats=1 $(FUZZ_CORPUS) build/fuzz/seeds

fuzz-oracle: build/tosa2linalg
	@sh test/fuzz/seeds.sh build/fuzz/seeds
	$(PYTHON) test/fuzz/replay_oracle.py build/fuzz/seeds $(wildcard build/fuzz/corpus build/fuzz/corpus-valid)

# Memcheck on a representative subset of the lit suite (the tool runs under
# valgrind through test/fuzz/valgrind.sh); any error or leak fails the run. Not
# the hostile-* inputs, the out-of-memory sweep nor the fast-paths comparison
# (hundreds of runs each).
VALGRIND_TESTS ?= parse/|lower/|cli/|verify/positive-all|verify/ssa
define run_valgrind
	rm -rf build/valgrind && mkdir -p build/valgrind
	$(LIT) $(LITFLAGS) $(LIT_PARAMS) --filter '$(VALGRIND_TESTS)' --filter-out 'hostile-|out-of-memory|fast-paths' \
	    --param TOSA2LINALG='sh $(CURDIR)/test/fuzz/valgrind.sh $(CURDIR)/build/valgrind $(CURDIR)/build/tosa2linalg' test
	@sh test/fuzz/valgrind.sh --report $(CURDIR)/build/valgrind
endef

check-valgrind: deps build/tosa2linalg
	$(run_valgrind)

clean:
	rm -rf build
