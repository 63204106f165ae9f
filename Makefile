# SPTheme: the two commands of the README, and the helpers around them.
SWIFT ?= swift
BIN := .build/debug/sptheme

.PHONY: check test setup setup-tests venv build format clean

## Install what is missing, build, and check every shipped brand.
check: setup build
	$(BIN) check

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

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build .venv
