#ifndef SPTHEME_CVERSION_H
#define SPTHEME_CVERSION_H

/// The version `sptheme --version` prints: from `git describe` for a build made by
/// `make release`, `make install` or `make dist`, else the base version in version.c.
const char *sptheme_version(void);

#endif
