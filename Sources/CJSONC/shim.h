#ifndef SPTHEME_CJSONC_SHIM_H
#define SPTHEME_CJSONC_SHIM_H
#include <json-c/json.h>
#include <json-c/printbuf.h>
#endif
