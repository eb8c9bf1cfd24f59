//===- DirectiveChecks.h - checks of a parsed #pragma approx ---------------===//
//
// The checks of a whole directive that need no statement
// (DirectiveChecks.cpp): the pragma handler calls checkDirective once all
// clauses and -fapprox-set overrides are in, before the statement is read.
// Constant clause arguments are range-checked while parsing (ClauseRanges.h).
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_DIRECTIVECHECKS_H
#define APPROX_DIRECTIVECHECKS_H

#include "Directive.h"

namespace clang {
class Sema;
}

namespace approx {

/// Whole-directive checks once all clauses (and overrides) are in: clause
/// combinations and the data clauses (S: the Sema at the pragma, or null).
/// False after reporting an error.
bool checkDirective(clang::Preprocessor &PP, clang::Sema *S, const ApproxDirective &D);

} // namespace approx

#endif
