//===- ClauseParser.h - #pragma approx clause grammar ---------------------===//
//
// Recursive-descent parser for the clause list of `#pragma approx`
// (docs/language.md): perfo, in, out, reconstruct, precision, sync, atomic, branch,
// label, if. Each clause at most once, optionally comma-separated. Errors are
// reported at the offending token and name the clause and expected form.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_CLAUSEPARSER_H
#define APPROX_CLAUSEPARSER_H

#include "Directive.h"

namespace clang {
class Sema;
}

namespace approx {

/// Parses Toks (one pragma line, without eod) into D. A clause already
/// present in D is an error unless Override is set (-fapprox-set), in which
/// case it is replaced; a clause that Toks itself gives twice is an error
/// either way. Constant arguments are evaluated with the names Sema S finds
/// at D.PragmaLoc (null: -E, a region read ahead; ConstEval.h). Returns
/// false after reporting an error.
bool parseClauses(clang::Preprocessor &PP, clang::Sema *S, llvm::ArrayRef<clang::Token> Toks,
                  clang::SourceLocation EndLoc, ApproxDirective &D, bool Override);

} // namespace approx

#endif
