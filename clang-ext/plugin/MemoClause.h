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

namespace clang {
class Sema;
}

namespace approx {

/// Parses the parenthesised part of a memo clause starting at Toks[I] (the
/// token after the word 'memo'); on success I is past the ')'. Reports one
/// error and returns false otherwise. EndLoc is where the line ends.
/// Numeric knobs are evaluated with the names Sema S finds at PragmaLoc
/// (ConstEval.h); one known there is range-checked at its tokens.
bool parseMemoClause(clang::Preprocessor &PP, clang::Sema *S, clang::SourceLocation PragmaLoc,
                     llvm::ArrayRef<clang::Token> Toks, size_t &I, clang::SourceLocation EndLoc,
                     clang::SourceLocation Loc, MemoClause &M);

/// The knob's value as the lowering writes it: the constant known at the
/// pragma, or Default, as a literal; else (a knob known only where the
/// lowered code is compiled: in a template per instantiation, under -E)
/// its expression converted to Type, with TokenBuilder's cast marker
/// (`@(Type)`: template text for TokenBuilder::code, static_cast in C++).
std::string memoKnobText(clang::Preprocessor &PP, const std::optional<ExprToks> &Knob,
                         llvm::StringRef Default, llvm::StringRef Type);

/// For each knob of M known only where the lowered code is compiled, a
/// `_Static_assert` of its range at its tokens, with the message of the
/// check at the pragma.
TokenVec memoKnobAsserts(clang::Preprocessor &PP, const MemoClause &M);

} // namespace approx

#endif
