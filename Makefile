# SPTheme: the two commands of the README, and the helpers around them.
SWIFT ?= swift
BIN := .build/debug/sptheme

.PHONY: check preview test setup setup-tests venv build release format clean

## Install what is missing, build, and check every shipped brand.
check: setup build
	$(BIN) check

## Install what is missing, build for release, and draw the sign-in block in the default brand.
preview: setup release
	.build/release/sptheme preview

## Install what is missing (also for the tests), build, and run every test.
test: setup-tests build
	$(SWIFT) test

setup:
	@.ci/setup

setup-tests:
	@.ci/setup --tests

venv: setup-tests

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --product sptheme

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build .venv
