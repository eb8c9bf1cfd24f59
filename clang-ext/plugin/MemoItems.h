//===- MemoItems.h - the in/out/inout items of a memo region --------------===//
//
// A memo region (docs/language.md, "memo") names what one iteration of its
// loop reads (in, inout) and writes (out, inout): variables, array elements
// `a[i][j]` and sections `a[lo:len]` of a constant length. The lowering
// gathers the values of these items into a memo table entry and assigns
// stored values back to the written ones, so each item must be an lvalue of
// arithmetic type; Sema checks the types where it can, at the pragma.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_MEMOITEMS_H
#define APPROX_MEMOITEMS_H

#include "Directive.h"
#include <vector>

namespace clang {
class Sema;
}

namespace approx {

struct MemoItem {
  enum RoleTy { In, Out, Inout } Role = In;
  TokenVec Toks;           // the item as written
  clang::Token Base;       // its identifier
  unsigned Subscripts = 0; // [..] levels written (a section counts as one)
  bool Section = false;    // the last subscript is [lo:len]
  TokenVec Prefix;         // a section: the tokens before its '['
  TokenVec Lo;             // a section: lo (empty: 0)
  unsigned Count = 1;      // elements: len of a section, else 1
  clang::SourceLocation Loc;
  /// An integer input wider than a double's mantissa is also stored as
  /// exact pieces after the inputs' doubles (headers/approx_memo.h,
  /// __approx_memo_pieces), so that threshold(0) compares it exactly. Slots:
  /// the pieces an element takes in the table, an integer constant
  /// expression valid where the table is declared ("0": a type a double
  /// holds). KnownSlots: Slots is the count of the element's known type;
  /// else each element writes as many pieces as its own type asks, at most
  /// Slots (wideCount()).
  std::string Slots = "0";
  bool KnownSlots = true;

  bool reads() const { return Role != Out; }
  bool writes() const { return Role != In; }
  const char *roleName() const { return Role == In ? "in" : Role == Out ? "out" : "inout"; }
  /// The element k (< Count) as tokens: the item, or `prefix[(lo) + k]`.
  TokenVec element(clang::Preprocessor &PP, unsigned K) const;
};

/// Parses in/out/inout of a memo pragma into Items (in, then inout, then
/// out); reports one error and returns false on a malformed item, an item
/// named twice, or more than __APPROX_MEMO_MAX_VALUES values read or written.
/// A section's length is evaluated with the names Sema S finds at the
/// pragma (ConstEval.h).
bool parseMemoItems(clang::Preprocessor &PP, clang::Sema *S, const ApproxDirective &D,
                    std::vector<MemoItem> &Items);

/// Sets the exact pieces (Slots, KnownSlots) of each input: from its type
/// as Sema sees it at the pragma, or the type words of its declaration in
/// the loop body Body, or else (-E, a type that depends on a template
/// parameter) from its type in the lowered code.
void memoKeyPieces(clang::Preprocessor &PP, clang::Sema *S, clang::SourceLocation PragmaLoc,
                   llvm::ArrayRef<clang::Token> Body, std::vector<MemoItem> &Items);

/// The lowered code's integer constant expression of the exact pieces an
/// input of the type of the expression text E needs: 1 for a 64-bit
/// integer, 3 for a 128-bit one, else 0.
std::string wideCount(llvm::StringRef E);

/// Checks each item's type with Sema (arithmetic, and not const when the
/// region writes it); false after one error at the item.
bool checkMemoItemTypes(clang::Preprocessor &PP, clang::Sema *S, clang::SourceLocation PragmaLoc,
                        const std::vector<MemoItem> &Items);

} // namespace approx

#endif
