# SPTheme: the two commands of the README, and the helpers around them.
SWIFT ?= swift
BIN := .build/debug/sptheme
# A release build, as `make install` ships it: the Swift runtime linked in statically.
RELEASE_BUILD = $(SWIFT) build -c release --static-swift-stdlib
# The Swift files people write: golden files of generated code (__Snapshots__) and the generated
# copy of Templates/ are left as written.
SWIFT_SOURCES = Package.swift $(shell find Sources Tests -name '*.swift' -not -path '*/__Snapshots__/*' -not -name 'BuiltIn*+Sources.swift' | sort)
# Where `make install` puts the binary: $(DESTDIR)$(PREFIX)/bin/sptheme.
PREFIX ?= /usr/local

.PHONY: check preview test lint bench snapshots setup setup-tests venv build release format clean fuzz sanitize resources install install-binary

## Install what is missing, build, and check every shipped brand.
check: setup build
	$(BIN) check

## Install what is missing, build for release, and draw the sign-in block in the default brand.
preview: setup release
	.build/release/sptheme preview

## Install what is missing (also for the tests), build, run every tier of tests (the unit tier,
## which verifies the committed reference snapshots, and the tests tagged chromium, tmux and
## python, where a missing tool fails), then check the formatting.
test: setup-tests build
	SPTHEME_TEST_TIERS=all $(SWIFT) test
	@$(MAKE) --no-print-directory lint

## Fail when a Swift file is not as `swift format` (.swift-format) writes it; `make format` fixes it.
lint:
	@echo "swift format lint --strict (every Swift file but the golden files)"
	@$(SWIFT) format lint --strict $(SWIFT_SOURCES)

## Release-build (as `make install` does) and run the benchmarks: a table on stdout, JSON in
## .build/bench/bench.json.
bench: setup
	$(RELEASE_BUILD)
	.build/release/sptheme-bench .build/bench .build/release/sptheme

## Re-render the committed reference snapshots (review the diff before committing).
snapshots: build
	$(BIN) snapshot --verify Tests/Snapshots --sizes large --record all --prune; \
	$(BIN) snapshot --verify Tests/Snapshots --brand studio --sizes ax3 --record all --prune; \
	$(BIN) snapshot --verify Tests/Snapshots --sizes large && $(BIN) snapshot --verify Tests/Snapshots --brand studio --sizes ax3

## Build the libFuzzer targets (token engine + resolver, Mustache engine) and run each for
## FUZZ_SECONDS (default 300); findings land in .build/fuzz/findings-<target>/.
fuzz: setup
	.ci/fuzz

## Run the tests under AddressSanitizer and ThreadSanitizer, each in its own scratch folder so
## the normal build stays incremental. SANITIZE_FILTER narrows the tests (a swift test --filter).
sanitize: setup-tests
	.ci/sanitize

setup:
	@.ci/setup

setup-tests:
	@.ci/setup --tests

venv: setup-tests

build: resources
	$(SWIFT) build

release: resources
	$(RELEASE_BUILD) --product sptheme

## Copy Templates/ and the brands of tokens/ into the binary's source
## (BuiltInTemplates+Sources.swift, BuiltInBrands+Sources.swift), each rewritten only when its
## folder changed; a test fails while a copy and its folder differ.
resources:
	@.ci/embed-resources

## Build for release and install the binary as $(DESTDIR)$(PREFIX)/bin/sptheme. It carries its
## templates and the Swift runtime (linked statically), so it runs from any folder on a machine
## without Swift; it needs only libjson-c (Debian: libjson-c5). PREFIX defaults to /usr/local.
install: setup resources
	$(RELEASE_BUILD) --product sptheme
	@$(MAKE) --no-print-directory install-binary BUILT=.build/release

## Copy a built binary (BUILT=folder holding sptheme) into $(DESTDIR)$(PREFIX)/bin.
install-binary:
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$(BUILT)/sptheme" "$(DESTDIR)$(PREFIX)/bin/sptheme"
	@echo "installed $(DESTDIR)$(PREFIX)/bin/sptheme"

format:
	$(SWIFT) format --in-place $(SWIFT_SOURCES)

clean:
	rm -rf .build .venv
