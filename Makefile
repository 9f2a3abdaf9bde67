# The front door. `make run` and `make test` work on a fresh Debian machine: they install what
# is missing (scripts/install-deps), configure, build and run.
BUILD ?= build
ASAN_BUILD ?= build-asan
JOBS ?= 2
CMAKE_FLAGS ?=
DB ?=
CTEST_ARGS ?=

.PHONY: all deps configure build run test test-slow bench tablebases asan asan-core fuzz format check-format clean

all: build

deps:
	@scripts/install-deps

$(BUILD)/CMakeCache.txt:
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo $(CMAKE_FLAGS)

configure: deps $(BUILD)/CMakeCache.txt

build: configure
	cmake --build $(BUILD) -j$(JOBS)

run: build
	$(BUILD)/bin/shashki-console $(if $(DB),--db "$(DB)")

# GUI tests need a display; scripts/with-display starts Xvfb when there is none.
test: build
	scripts/with-display ctest --test-dir $(BUILD) --output-on-failure -j$(JOBS) -LE slow $(CTEST_ARGS)

test-slow: build
	scripts/with-display ctest --test-dir $(BUILD) --output-on-failure -L slow $(CTEST_ARGS)

bench: build
	@for b in $(BUILD)/bin/bench_*; do [ -x "$$b" ] && { echo "== $$b"; scripts/with-display "$$b"; } || true; done

# The endgame databases of up to 5 pieces, built and verified into the user's data directory
# ($$SHASHKI_ENDGAME_DIR or $$XDG_DATA_HOME/shashki-arbiter/endgame); docs/endgame.md.
tablebases: configure
	cmake --build $(BUILD) -j$(JOBS) --target shashki
	$(BUILD)/bin/shashki endgame build

# The whole suite built with AddressSanitizer and UndefinedBehaviorSanitizer.
asan: deps
	cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DSHASHKI_SANITIZE=ON -DSHASHKI_BUILD_BENCH=OFF $(CMAKE_FLAGS)
	cmake --build $(ASAN_BUILD) -j$(JOBS)
	ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  SHASHKI_SANITIZED=1 scripts/with-display ctest --test-dir $(ASAN_BUILD) --output-on-failure -j$(JOBS) -LE slow $(CTEST_ARGS)

# The core modules' suites (rules, clock, tournament, db) under the same sanitizers: the part of
# `make asan` that CI runs. They build without the app, the CLI or the console, which CI already
# builds once for `make test`; building those twice would cost CI about half of its time. Run the
# whole `make asan` by hand before a release.
ASAN_CORE_TESTS = rules_tests clock_tests tournament_tests db_tests
asan-core: deps
	cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DSHASHKI_SANITIZE=ON -DSHASHKI_BUILD_BENCH=OFF $(CMAKE_FLAGS)
	cmake --build $(ASAN_BUILD) -j$(JOBS) --target $(ASAN_CORE_TESTS)
	ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  SHASHKI_SANITIZED=1 ctest --test-dir $(ASAN_BUILD) --output-on-failure -j$(JOBS) -LE slow \
	  -R '^($(subst $(eval) ,|,$(ASAN_CORE_TESTS)))$$' $(CTEST_ARGS)

# libFuzzer over the readers of outside text (FEN, notation, PDN, TRF, CSV): SECONDS per target (600 for the acceptance run).
fuzz: deps
	scripts/fuzz-readers $(or $(SECONDS),600)

# The same clang-format as scripts/check-format (clang-format-14 when installed), so that what
# `make format` writes is what the check accepts.
format:
	git ls-files '*.cpp' '*.hpp' | xargs $$(command -v clang-format-14 || command -v clang-format) -i

check-format:
	@scripts/check-format

clean:
	rm -rf $(BUILD) $(ASAN_BUILD)
