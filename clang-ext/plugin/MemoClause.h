//===- MemoClause.h - the grammar of memo(...) ----------------------------===//
//
// `memo(in|out [:thread|warp] [, knob(value)]...)` (docs/language.md,
// "memo"; the hierarchy after the kind is HPAC-Offload's): the kind and its
// knobs, parsed from the pragma's tokens with every constant knob
// range-checked against headers/approx_memo_defs.h, the limits the runtime's
// APPROX_CONFIG reader applies too. A knob that does not belong to the kind
// (history for memo(in), ...) is an error at the knob.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_MEMOCLAUSE_H
#define APPROX_MEMOCLAUSE_H

#include "Directive.h"

namespace approx {

/// Parses the parenthesised part of a memo clause starting at Toks[I] (the
/// token after the word 'memo'); on success I is past the ')'. Reports one
/// error and returns false otherwise. EndLoc is where the line ends.
bool parseMemoClause(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> Toks, size_t &I,
                     clang::SourceLocation EndLoc, clang::SourceLocation Loc, MemoClause &M);

/// The knob's value as the lowering writes it (a literal), from the clause
/// or the default.
std::string memoKnobText(clang::Preprocessor &PP, const std::optional<ExprToks> &Knob,
                         llvm::StringRef Default);

} // namespace approx

#endif
