//===- MemoStatement.h - the memoized statement of a scalar-key memo ------===//
//
// memo(...) over a loop memoizes one iteration of its body, unless an item
// is a scalar declared in that body (docs/language.md, "memo", scalar
// keys): then the memoized work is the smallest statement of the body
// that holds every write of the out/inout items, and the statements around
// it (which compute the inputs and use the outputs) run on every
// iteration. This lets a loop nested in a kernel key a table on a value it
// computes (lavaMD: `in(r2) out(vij)` around `vij = expf(-a2 * r2);`)
// without staging arrays.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_MEMOSTATEMENT_H
#define APPROX_MEMOSTATEMENT_H

#include "MemoItems.h"

namespace approx {

/// The memoized statement: tokens [Lo, Hi) of the flattened loop body.
struct MemoPart {
  size_t Lo = 0, Hi = 0;
};

enum class MemoScope {
  Iteration, // no item is declared in the body: the whole iteration
  Statement, // Part is the memoized statement
  Error      // reported
};

/// The leading keywords of the declaration statement of the loop body
/// (its flattened tokens) that declares Name (`const long long`), or
/// std::nullopt when no declaration of the body declares it.
std::optional<TokenVec> bodyDeclWords(llvm::ArrayRef<clang::Token> Body,
                                      const clang::IdentifierInfo *Name);

/// The type name token of a declaration of Name in the loop body that does
/// not start with a builtin type word (`real_t r2 = ...`, `std::size_t n;`),
/// which findMemoStatement does not take for a declaration; null if none.
const clang::Token *bodyDeclTypeName(llvm::ArrayRef<clang::Token> Body,
                                     const clang::IdentifierInfo *Name);

/// Which work of a loop body (its flattened tokens) a memo region memoizes.
MemoScope findMemoStatement(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> Body,
                            const std::vector<MemoItem> &Items, MemoPart &Part);

} // namespace approx

#endif
