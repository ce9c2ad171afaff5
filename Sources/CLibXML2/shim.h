#ifndef LAYOUTLINT_CLIBXML2_SHIM_H
#define LAYOUTLINT_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU; its headers would pull ICU's C headers into Swift, where they
 * clash with Foundation's own copy. layoutlint never touches the ICU parts of libxml2's API
 * (only pointers to encoding handlers pass through it), so hide them. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#endif
