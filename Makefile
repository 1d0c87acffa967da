# tosa2linalg — build, test, demo and benchmark. No recursive make, no autotools.
CC       ?= cc
RE2C     ?= re2c
BISON    ?= bison
PYTHON   ?= python3
LIT      ?= $(PYTHON) /usr/lib/llvm-19/build/utils/lit/lit.py
FILECHECK ?= FileCheck-19
MLIR_OPT_19 ?= mlir-opt-19
MLIR_OPT_22 ?= mlir-opt-22
MLIR_RUNNER_22 ?= mlir-runner-22
LITFLAGS ?= -sv

CFLAGS_BASE = -std=c11 -pthread -Wall -Wextra -Werror -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L -Ibuild/gen -I.
CFLAGS   ?= -O3 -g
SAN_FLAGS = -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all

HEADERS = driver.h ir/ir.h ir/tosa_ops.def lexer/lexer.h parser/parse.h passes/passes.h printer/printer.h
GEN     = build/gen/lexer.c build/gen/parser.c build/gen/parser.h
SRCS    = main.c driver.c ir/util.c ir/arena.c ir/intern.c ir/types.c ir/attrs.c ir/ir.c ir/diag.c ir/tosa_ops.c \
          parser/build.c passes/shape.c passes/verify.c passes/symtab.c passes/lower.c printer/printer.c
ALL_SRCS = $(SRCS) build/gen/lexer.c build/gen/parser.c

.PHONY: all check check-fast check-asan demo bench deps clean

all: build/tosa2linalg

build/gen/parser.c build/gen/parser.h: parser/parser.y | build/gen
	$(BISON) --no-lines -Wall -Werror -o build/gen/parser.c --header=build/gen/parser.h $<

build/gen/lexer.c: lexer/lexer.re build/gen/parser.h | build/gen
	$(RE2C) --no-generation-date --no-version -W -Werror -o $@ $<

build/gen:
	mkdir -p $@

build/tosa2linalg: $(ALL_SRCS) $(HEADERS) build/gen/parser.h Makefile
	$(CC) $(CFLAGS_BASE) $(CFLAGS) -Ilexer -Iparser -o $@ $(ALL_SRCS)

build/tosa2linalg-asan: $(ALL_SRCS) $(HEADERS) build/gen/parser.h Makefile
	$(CC) $(CFLAGS_BASE) $(SAN_FLAGS) -Ilexer -Iparser -o $@ $(ALL_SRCS)

# Installs the Debian packages the build and the tests need (as root), or says how.
deps:
	@sh scripts/deps.sh

LIT_PARAMS = --param FILECHECK=$(FILECHECK) --param MLIR_OPT_19=$(MLIR_OPT_19) \
             --param MLIR_OPT_22=$(MLIR_OPT_22) --param MLIR_RUNNER_22=$(MLIR_RUNNER_22) --param PYTHON=$(PYTHON)

# The lit suite on the optimized build, then again on the sanitizer build.
check: deps build/tosa2linalg build/tosa2linalg-asan
	$(LIT) $(LITFLAGS) $(LIT_PARAMS) --param TOSA2LINALG=$(CURDIR)/build/tosa2linalg test
	ASAN_OPTIONS=detect_leaks=1 $(LIT) $(LITFLAGS) $(LIT_PARAMS) --param TOSA2LINALG=$(CURDIR)/build/tosa2linalg-asan \
	    --filter-out 'exec/' test
	$(run_valgrind)

check-fast: build/tosa2linalg
	$(LIT) $(LITFLAGS) $(LIT_PARAMS) --param TOSA2LINALG=$(CURDIR)/build/tosa2linalg test

demo: deps build/tosa2linalg
	@sh scripts/demo.sh

bench: deps build/tosa2linalg
	@$(PYTHON) bench/bench.py

# ---- hostile input: libFuzzer harness (test/fuzz) and valgrind memcheck
# make fuzz FUZZ_SECONDS=N: fuzzes for N seconds in one process, seeded from the
# test suite; the corpus grows in build/fuzz/corpus, crashes land in build/fuzz/.
.PHONY: fuzz fuzz-oracle check-valgrind
FUZZ_CC      ?= clang-14
FUZZ_SECONDS ?= 60
FUZZ_FLAGS   ?= -max_len=8192 -timeout=10 -rss_limit_mb=2048
FUZZ_SRCS     = $(filter-out main.c,$(ALL_SRCS)) test/fuzz/fuzz_t2l.c

build/fuzz_t2l: $(FUZZ_SRCS) $(HEADERS) build/gen/parser.h
	@sh scripts/deps.sh fuzz
	$(FUZZ_CC) $(CFLAGS_BASE) -O1 -g -fsanitize=fuzzer,address,undefined -fno-omit-frame-pointer \
	    -fno-sanitize-recover=all -Ilexer -Iparser -o $@ $(FUZZ_SRCS) -lm

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
# valgrind through test/fuzz/valgrind.sh); any error or leak fails the run.
VALGRIND_TESTS ?= parse/|lower/|cli/|verify/positive-all|verify/ssa
define run_valgrind
	rm -rf build/valgrind && mkdir -p build/valgrind
	$(LIT) $(LITFLAGS) $(LIT_PARAMS) --filter '$(VALGRIND_TESTS)' --filter-out 'hostile-' \
	    --param TOSA2LINALG='sh $(CURDIR)/test/fuzz/valgrind.sh $(CURDIR)/build/valgrind $(CURDIR)/build/tosa2linalg' test
	@sh test/fuzz/valgrind.sh --report $(CURDIR)/build/valgrind
endef

check-valgrind: deps build/tosa2linalg
	$(run_valgrind)

clean:
	rm -rf build
