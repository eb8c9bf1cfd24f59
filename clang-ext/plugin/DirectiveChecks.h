//===- DirectiveChecks.h - checks of a parsed #pragma approx ---------------===//
//
// The checks of a directive that need no statement (DirectiveChecks.cpp):
// the clause grammar calls the value checks while it parses; the pragma
// handler calls checkDirective once all clauses and -fapprox-set overrides
// are in, before the statement is read.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_DIRECTIVECHECKS_H
#define APPROX_DIRECTIVECHECKS_H

#include "Directive.h"

namespace approx {

/// A constant chunk(C) outside [1, 2^53]: an error at C; true otherwise.
bool checkChunkValue(clang::Preprocessor &PP, const ExprToks &C);

/// A constant perfo value outside its kind's range (K: the kind as
/// written): an error at the value; true otherwise.
bool checkPerfoValue(clang::Preprocessor &PP, const PerfoClause &P, llvm::StringRef K);

/// sync(tile(K)): K must be a literal power of two in [1, 32]; the error
/// is at K, or at KLoc when that is invalid.
bool checkTileValue(clang::Preprocessor &PP, const ExprToks &K, clang::SourceLocation KLoc);

/// Whole-directive checks once all clauses (and overrides) are in: clause
/// combinations and the data clauses. False after reporting an error.
bool checkDirective(clang::Preprocessor &PP, const ApproxDirective &D);

} // namespace approx

#endif
