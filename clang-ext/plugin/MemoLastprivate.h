//===- MemoLastprivate.h - lastprivate of a memoized worksharing loop -----===//
//
// The loop over groups of a memoized worksharing loop gives its
// `lastprivate` variables back itself (MemoLastprivate.cpp says why).
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_MEMOLASTPRIVATE_H
#define APPROX_MEMOLASTPRIVATE_H

#include "TokenBuilder.h"
#include "clang/Lex/Preprocessor.h"
#include <string>
#include <vector>

namespace approx {

/// Takes the names out of the `lastprivate` clauses of Runs (the
/// directives of the groups' loop), dropping a clause left empty, adds
/// map(tofrom: v) to a combined target directive that listed v and maps
/// it in no clause and shared(v) to one with default(none), and appends
/// the names to Vars. False, after an error, for a variable that is also
/// firstprivate.
bool takeLastprivates(clang::Preprocessor &PP, std::vector<TokenVec> &Runs,
                      std::vector<clang::Token> &Vars);

/// Renames Var to Name in Toks from From on (a group's code), except as a
/// member (after `.`, `->`) or a qualified name (after `::`).
void renameVariable(clang::Preprocessor &PP, TokenVec &Toks, size_t From, const clang::Token &Var,
                    const std::string &Name);

} // namespace approx

#endif
