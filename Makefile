# SPTheme: the two commands of the README, and the helpers around them.
SWIFT ?= swift
BIN := .build/debug/sptheme
# The version release builds carry and dist tarballs are named after: `git describe --tags
# --always --dirty`, else the base version in Sources/CVersion/version.c (.ci/version says how;
# `make version` prints it; `make dist VERSION=…` overrides it).
VERSION := $(shell .ci/version)
# A release build, as `make install` and `make dist` ship it: the version compiled in (through
# Package.swift) and, on Linux, the Swift runtime linked in statically (macOS has it built in).
UNAME := $(shell uname -s)
RELEASE_BUILD = SPTHEME_VERSION='$(VERSION)' $(SWIFT) build -c release$(if $(filter Darwin,$(UNAME)),, --static-swift-stdlib)
# The Swift files people write: golden files of generated code (__Snapshots__) and the generated
# copies of Templates/ and tokens/ are left as written.
SWIFT_SOURCES = Package.swift $(shell find Sources Tests -name '*.swift' -not -path '*/__Snapshots__/*' -not -name 'BuiltIn*+Sources.swift' | sort)
# Where `make install` puts the binary: $(DESTDIR)$(PREFIX)/bin/sptheme, and the man page and
# shell completions under $(DESTDIR)$(PREFIX)/share.
PREFIX ?= /usr/local
SHARE = $(DESTDIR)$(PREFIX)/share
# Writes what the built binary prints for the arguments $(1) into the file $(2), through a
# temporary file, so a failed run leaves no half-written file.
write_output = "$(BUILT)/sptheme" $(1) > "$(2).tmp" && mv -f "$(2).tmp" "$(2)" || { rm -f "$(2).tmp"; exit 1; }

.PHONY: check preview test lint bench snapshots setup setup-tests venv build release format clean fuzz fuzz-cli sanitize resources fonts install install-binary man dist version

## Install what is missing, build, and check every shipped brand.
check: setup build
	$(BIN) check

## Install what is missing, build for release, and draw the sign-in block in the default brand.
preview: setup release
	.build/release/sptheme preview

## Install what is missing (also for the tests), build the package and its tests once, run every
## tier from that build (the unit tier, then the tests tagged chromium, tmux, python, shells, man,
## install and packageBuild, where a missing tool fails), then check the formatting; each step
## says how long it took, and a table of the steps ends the run (.ci/test).
test: setup-tests resources
	@.ci/test

## Fail when a Swift file is not as `swift format` (.swift-format) writes it; `make format` fixes it.
lint:
	@echo "swift format lint --strict (every Swift file but the golden files)"
	@$(SWIFT) format lint --strict $(SWIFT_SOURCES)

## Release-build (as `make install` does) and run the benchmarks: a table on stdout, JSON in
## .build/bench/bench.json.
bench: setup
	$(RELEASE_BUILD)
	.build/release/sptheme-bench .build/bench .build/release/sptheme

# The committed references (Tests/Snapshots), a representative subset sized for review: every
# state of every block in studio, light and dark, at Large; the state of each block whose text
# wraps most, in studio at AX5; one state per block in the brands that build on studio. The rest
# of the matrix (every state, brand and appearance at Large, AX3 and AX5) is rendered and checked
# in process by the tests (CatalogueMatrixTests); Tests/WorkflowsTests/References holds the same
# three selections and verifies them.
REFERENCES_STUDIO = --brand studio --sizes large
REFERENCES_AX5 = --brand studio --state sign-in/failed,magic-link/code-wrong,reset-password/step-3-refused,provider-stack/rest,login/signed-up --sizes ax5
REFERENCES_BRANDS = --brand folio --brand fieldnote --state sign-in/failed,magic-link/code-wrong,reset-password/step-3-refused,provider-stack/rest,login/forgot-password-sent --sizes large
REFERENCES = "$(REFERENCES_STUDIO)" "$(REFERENCES_AX5)" "$(REFERENCES_BRANDS)"

## Re-render the committed reference snapshots (review the diff before committing): record each
## selection (removing the references of its brands and sizes no state renders any more), then
## verify each. A reference no selection renders (after a selection changed) fails the tests
## until it is removed.
snapshots: build
	@for selection in $(REFERENCES); do $(BIN) snapshot --verify Tests/Snapshots $$selection --record all --prune; done; \
	for selection in $(REFERENCES); do $(BIN) snapshot --verify Tests/Snapshots $$selection || exit 1; done

## Build the libFuzzer targets (token engine + resolver, Mustache engine) and run each for
## FUZZ_SECONDS (default 300); findings land in .build/fuzz/findings-<target>/.
fuzz: setup
	.ci/fuzz

## Build for release and run the process-level fuzzer (.ci/cli_fuzz.py) for FUZZ_SECONDS (default
## 600): random projects, every command, each run under a timeout; FUZZ_SEED=S repeats a run.
## Findings (crash, hang, odd exit, Swift internals, writes outside the project, leftover files)
## land in .build/cli-fuzz/findings/, each with a repro.sh. The release binary: a debug one
## spends its time rendering (docs of one brand takes 9 s) and makes half the runs.
fuzz-cli: release
	python3 .ci/cli_fuzz.py --binary .build/release/sptheme --seconds $(or $(FUZZ_SECONDS),600) $(if $(FUZZ_SEED),--seed $(FUZZ_SEED))

## Run the in-process unit tests under AddressSanitizer (with leak checks) and the tests that
## start threads under ThreadSanitizer, then smoke runs of each sanitized binary, each sanitizer
## in its own scratch folder so the normal build stays incremental (.ci/sanitize says which).
## SANITIZE_FILTER narrows the tests (a swift test --filter).
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

## Subset Liberation 2.1 (Debian fonts-liberation2) into the bundled fonts of Fonts/ ("SPTheme
## Sans", "SPTheme Serif", "SPTheme Mono": Latin, WOFF) and their advance widths, then embed
## them (`make resources`). Commit Fonts/ and the generated source.
fonts: setup-tests
	.venv/bin/python .ci/subset-fonts
	@.ci/embed-resources

## Copy Templates/ and the brands of tokens/ into the binary's source
## (BuiltInTemplates+Sources.swift, BuiltInBrands+Sources.swift), and Fonts/ with it
## (BuiltInFonts+Sources.swift), each rewritten only when its
## folder changed; a test fails while a copy and its folder differ.
resources:
	@.ci/embed-resources

## Build for release and install the binary as $(DESTDIR)$(PREFIX)/bin/sptheme, with its man
## page and bash, zsh and fish completions under $(DESTDIR)$(PREFIX)/share. The binary carries its
## templates and the Swift runtime (linked statically on Linux), so it runs from any folder on a
## machine without Swift; it needs only libjson-c (Debian: libjson-c5; macOS: brew json-c).
## PREFIX defaults to /usr/local.
install: setup resources
	$(RELEASE_BUILD) --product sptheme
	@$(MAKE) --no-print-directory install-binary BUILT=.build/release

## Copy a built binary (BUILT=folder holding sptheme) into $(DESTDIR)$(PREFIX)/bin, and write its
## man page and completions (what that binary prints) into $(DESTDIR)$(PREFIX)/share.
install-binary:
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$(BUILT)/sptheme" "$(DESTDIR)$(PREFIX)/bin/sptheme"
	@echo "installed $(DESTDIR)$(PREFIX)/bin/sptheme"
	install -d "$(SHARE)/man/man1" "$(SHARE)/bash-completion/completions" "$(SHARE)/zsh/site-functions" "$(SHARE)/fish/vendor_completions.d"
	@$(call write_output,help --man,$(SHARE)/man/man1/sptheme.1)
	@$(call write_output,completions bash,$(SHARE)/bash-completion/completions/sptheme)
	@$(call write_output,completions zsh,$(SHARE)/zsh/site-functions/_sptheme)
	@$(call write_output,completions fish,$(SHARE)/fish/vendor_completions.d/sptheme.fish)
	@echo "installed $(SHARE)/man/man1/sptheme.1 and the bash, zsh and fish completions"

## Build for release (as `make install` does) and pack dist/sptheme-VERSION-OS-ARCH.tar.gz (OS
## linux or macos, ARCH x86_64 or arm64): sptheme-VERSION/ holding what `make install` installs
## (bin/, share/man/, share/*completion*/), LICENSE and README.md, with a .sha256 beside it. With
## BUILT=folder it packs the sptheme binary in that folder instead of building one.
dist: $(if $(BUILT),,setup release)
	@.ci/dist "$(if $(BUILT),$(BUILT),.build/release)" "$(VERSION)"

## Print the man page (roff, section 1) made from the help texts: `make man | man -l -`.
man: resources
	@$(SWIFT) build --product sptheme >&2
	@$(BIN) help --man

## Print the version a release build carries.
version:
	@echo "$(VERSION)"

format:
	$(SWIFT) format --in-place $(SWIFT_SOURCES)

clean:
	rm -rf .build .venv
