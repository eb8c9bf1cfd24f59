//===- TokenScan.h - scanning token runs ----------------------------------===//
//
// The one place that walks token runs without building anything: bracket
// matching, top-level splitting, statement extents, and the questions asked
// of an OpenMP directive (its name words, whether it is standalone or a loop
// directive, its collapse(n)). The lowerings, the statement reader and the
// pragma handler all ask here, so a directive read from annotation tokens
// and one read from source text (lexed into tokens first) get one answer.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_TOKENSCAN_H
#define APPROX_TOKENSCAN_H

#include "TokenBuilder.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace approx {

/// Index of the bracket closing the first one at or after T[I] ('(', '['
/// or '{'), or T.size() if unbalanced.
size_t closingBracket(llvm::ArrayRef<clang::Token> T, size_t I);

/// Whether an OpenMP directive in T (annot_pragma_openmp to its end)
/// leaves a '(' or '[' open: clang reports that at the directive, and a
/// lowering that adds clauses to it would only add errors of its own.
bool hasUnclosedOmpDirective(llvm::ArrayRef<clang::Token> T);

/// Index just past that closing bracket (T.size() if unbalanced).
inline size_t pastBracket(llvm::ArrayRef<clang::Token> T, size_t I) {
  size_t C = closingBracket(T, I);
  return C < T.size() ? C + 1 : T.size();
}

/// Index of the first token from T[I] on that is of a kind in Stop outside
/// the bracket pairs opened from I, or a closing bracket without its opener
/// (T.size() if none): the end of a balanced run such as a clause argument.
size_t topLevelEnd(llvm::ArrayRef<clang::Token> T, size_t I,
                   llvm::ArrayRef<clang::tok::TokenKind> Stop);

/// Splits Toks at the tokens of kind K that are outside any bracket pair.
std::vector<TokenVec> splitTopLevel(llvm::ArrayRef<clang::Token> Toks, clang::tok::TokenKind K);

/// A clause's arguments Args (the tokens between its parentheses): how
/// many of them its modifier and ':' take (`target :` in `if(target: c)`,
/// `device_num :`), 0 without one; Mod, when given, gets the modifier's
/// words joined by spaces. Words up to the first other token are a
/// modifier only when that token is a ':' (`if(c ? x : y)` has none, and
/// `if(target: c ? x : y)` keeps its conditional).
size_t clauseModifier(llvm::ArrayRef<clang::Token> Args, std::string *Mod = nullptr);

/// Whether an if() whose modifier is Mod decides where a target construct
/// runs: none, or a `target...` one (`if(parallel: c)` does not).
bool ifForTarget(llvm::StringRef Mod);

/// Index after the statement starting at Toks[I] (OpenMP annotation runs
/// count with the statement they prefix).
size_t skipStatement(llvm::ArrayRef<clang::Token> Toks, size_t I);

/// Index of the annot_pragma_openmp_end of the run starting at Toks[I].
size_t directiveEnd(llvm::ArrayRef<clang::Token> Toks, size_t I);

/// The identifier's name ("" for other tokens).
llvm::StringRef identName(const clang::Token &T);

/// Whether T is an assignment operator (compound ones included) or ++/--.
bool isAssignOp(const clang::Token &T);

/// Whether the operator token T[I] is a prefix (unary) one: no operand ends
/// just before it (`*p`, `&x`, not `a * p`, `f() & x`).
bool isPrefixOperator(llvm::ArrayRef<clang::Token> T, size_t I);

/// Whether the pointer or array named at T[I] is used only to reach one
/// element: `a[...]`, `*a`, `*(a + k)` or `*(a - k)`. Any other use (`a +
/// k` kept, `f(a)`, `p = a`, `&a[i]`) hands its pointer value on, which a copy of
/// another element type cannot follow (precision lists, VarPrecisionChecks.cpp).
bool isElementUse(llvm::ArrayRef<clang::Token> T, size_t I);

/// The map type that a map clause's modifiers (its tokens before the
/// top-level ':') name: `to`, `from`, `tofrom`, `alloc`, `release` or
/// `delete`; `tofrom` (OpenMP's default) when they name none.
llvm::StringRef mapTypeOf(llvm::ArrayRef<clang::Token> Prefix);

/// Whether the name at T[I] is written right there: followed by an
/// assignment operator or ++/--, or preceded by ++/--.
inline bool assignedAt(llvm::ArrayRef<clang::Token> T, size_t I) {
  return (I + 1 < T.size() && isAssignOp(T[I + 1])) ||
         (I > 0 && T[I - 1].isOneOf(clang::tok::plusplus, clang::tok::minusminus));
}

/// Whether A and B are the same tokens: kinds and spellings.
bool sameSpelling(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> A,
                  llvm::ArrayRef<clang::Token> B);

/// Whether the array named at T[I] has an element assigned or incremented
/// there, reached as `a[..]`, `*a` or `*(a + k)` (`a[i] = `, `*(a + i) += `,
/// `++*a`, `(a[i])--`).
bool elementAssignedAt(llvm::ArrayRef<clang::Token> T, size_t I);

/// Follows a walk over a token run in and out of its OpenMP directives:
/// InDirective becomes true at an annot_pragma_openmp and false again at
/// its annot_pragma_openmp_end (which counts as outside). Returns it.
inline bool trackDirective(const clang::Token &T, bool &InDirective) {
  if (T.is(clang::tok::annot_pragma_openmp))
    InDirective = true;
  else if (T.is(clang::tok::annot_pragma_openmp_end))
    InDirective = false;
  return InDirective;
}

/// The words of an OpenMP directive up to its first non-identifier, e.g.
/// {target, teams, distribute, map}: from an annotation run
/// (annot_pragma_openmp first) or the tokens after `#pragma omp`.
llvm::SmallVector<llvm::StringRef, 8> directiveWords(llvm::ArrayRef<clang::Token> Run);

/// The first of them, the directive's kind ("atomic", "barrier", ...).
inline llvm::StringRef directiveKind(llvm::ArrayRef<clang::Token> Run) {
  llvm::SmallVector<llvm::StringRef, 8> W = directiveWords(Run);
  return W.empty() ? llvm::StringRef() : W.front();
}

/// The directive words joined by ' ', e.g. "target teams distribute map".
std::string directiveName(llvm::ArrayRef<clang::Token> Run);

/// Whether an OpenMP directive (by its name) has no associated statement
/// (barrier, flush, target update, ...).
bool isStandaloneDirective(llvm::StringRef Name);

/// Whether the directive is a loop directive (for, simd, distribute, loop,
/// taskloop among its name words).
bool isLoopDirective(llvm::ArrayRef<clang::Token> Run);

/// collapse(n) of the directive: 1 when absent, n for an integer literal
/// n >= 1, and std::nullopt otherwise, with At set to the 'collapse' token.
std::optional<unsigned> collapseCount(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> Run,
                                      clang::SourceLocation &At);

/// The number of loops a loop transformation directive transforms: 1 for
/// `unroll`, one per size for `tile sizes(...)`, 0 for any other directive.
unsigned transformedLoops(llvm::ArrayRef<clang::Token> Run);

/// C89 and GNU89 (no declarations in a for-init; clang's -Wgcc-compat says
/// so by default): each generated `for (T __approx_x = e; ...) S`, with the
/// OpenMP directives right before it, becomes `{ T __approx_x; directives
/// for (__approx_x = e; ...) S }`. Only loops over a reserved __approx
/// name: the user's own loops keep their diagnostics.
void hoistForInitDecls(clang::Preprocessor &PP, TokenVec &Toks);

} // namespace approx

#endif
