#include "sptheme_version.h"

// The base version, the one place it is kept: what a build made without the Makefile (a plain
// `swift build`) reports, and what .ci/version starts from when the checkout has no tags.
// `make release`, `make install` and `make dist` define SPTHEME_VERSION (through Package.swift)
// from `git describe --tags --always --dirty` instead.
#ifndef SPTHEME_VERSION
#define SPTHEME_VERSION "0.9.0-dev"
#endif

const char *sptheme_version(void) { return SPTHEME_VERSION; }
