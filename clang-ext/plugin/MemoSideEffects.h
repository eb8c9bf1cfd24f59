//===- MemoSideEffects.h - what a memo region's body may write ------------===//
//
// An iteration that takes stored or predicted outputs does not run its body,
// so whatever else the body would have done is lost. This checks what the
// tokens of the body show: assignments and increments of variables and
// elements that are neither declared in the body nor out/inout items, and
// jumps out of the iteration (return, goto, a break of the memoized loop).
// What tokens cannot show (writes inside called functions, through
// pointers passed to them) is documented in docs/language.md.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_MEMOSIDEEFFECTS_H
#define APPROX_MEMOSIDEEFFECTS_H

#include "MemoItems.h"
#include "StmtReader.h"

namespace approx {

/// What the checked tokens are: a whole iteration of the memoized loop
/// (`continue` ends it, as the lowering's `do ... while (0)` does), or one
/// statement inside a loop body (a scalar-key statement, or memo on a
/// statement), which `continue` and `break` of the enclosing loop would
/// leave.
enum class MemoWork { Iteration, Statement };

/// Checks the body of the memoized loop (or the memoized statement);
/// reports one error at the offending token.
bool checkMemoBody(clang::Preprocessor &PP, const Stmt &Body, const std::vector<MemoItem> &Items,
                   MemoWork W = MemoWork::Iteration);
/// The same over the tokens of the memoized work.
bool checkMemoTokens(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> T,
                     const std::vector<MemoItem> &Items, MemoWork W = MemoWork::Iteration);

} // namespace approx

#endif
