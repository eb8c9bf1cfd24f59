//===- DataItems.h - in/out items and the construct's map clauses ----------===//
//
// Parses the items of `in(...)` / `out(...)` (docs/data.md, "Items"): `x`
// (a scalar), `a[lo:len]` (1-D section, perforated by elements),
// `([rows][cols])p` (array shaping of a pointer, row-major, perforated by rows) and
// `a[lo:len][lo2:len2]` (2-D section, perforated by rows). It also finds
// the list item of a `map` clause of the construct's OpenMP directives that
// maps an item (OmpClauses.cpp, with the other clause lookups), and turns a
// map list item into the address and size of the storage it maps.
// Everything stays token runs: clang type-checks the expressions where the
// lowering splices them.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_DATAITEMS_H
#define APPROX_DATAITEMS_H

#include "Directive.h"
#include "StmtReader.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <vector>

namespace approx {

struct DataItem {
  enum KindTy { Scalar, Section1D, Shaped, Section2D } Kind = Scalar;
  bool In = false;         // from in(...); otherwise out(...)
  clang::Token Base;       // the item's identifier
  TokenVec Lo, Len;        // 1-D section; rows of a 2-D section (Lo may be empty: 0)
  TokenVec Lo2, Len2;      // columns of a 2-D section
  TokenVec Rows, Cols;     // shaping
  TokenVec Toks;           // the item as written
  clang::SourceLocation Loc;

  bool isArray() const { return Kind != Scalar; }
  std::string name() const;    // the base identifier
  std::string spelling(clang::Preprocessor &PP) const; // the item as written
};

/// Parses the item list of an in/out clause; reports errors at the item.
bool parseDataItems(clang::Preprocessor &PP, const DataClause &C, bool In,
                    std::vector<DataItem> &Out);

/// A list item of a `map` clause of the construct.
struct MapRef {
  TokenVec Prefix;      // modifiers and map type up to and including ':' (may be empty)
  TokenVec Item;        // the list item
  std::string Type;     // to, from, tofrom, alloc, ... ("tofrom" when absent)
  clang::SourceLocation Loc;
};

/// Base identifier of a map or motion clause's list item (after any array
/// shaping), if any.
const clang::IdentifierInfo *listItemBase(const TokenVec &Item);

/// The token of map modifier Word (`always`, `present`, ...) in M's prefix.
const clang::Token *mapModifier(const MapRef &M, llvm::StringRef Word);

/// The map list item (in any `map` clause of Dirs) whose base identifier is
/// Base, if any.
std::optional<MapRef> findMap(llvm::ArrayRef<Stmt *> Dirs, const clang::IdentifierInfo *Base);

/// Where a clause's arguments are: Dir->Toks[Begin, End), the clause name
/// at Loc.
struct ClauseArgs {
  Stmt *Dir;
  size_t Begin, End;
  clang::SourceLocation Loc;
};

/// Every `Name(...)` clause of Dirs, in order.
llvm::SmallVector<ClauseArgs, 2> clauseArgs(llvm::ArrayRef<Stmt *> Dirs, llvm::StringRef Name);

/// The argument tokens of clause `Name(...)` in Dirs (e.g. device), if any.
std::optional<TokenVec> findClauseArg(llvm::ArrayRef<Stmt *> Dirs, llvm::StringRef Name);

/// Whether a `Clause(...)` of Dirs (after its modifier, if any) lists the
/// variable Name, e.g. lastprivate(conditional: i).
bool clauseLists(llvm::ArrayRef<Stmt *> Dirs, llvm::StringRef Clause,
                 const clang::IdentifierInfo *Name);
/// The same for one directive's tokens (an annotation run or the text
/// after `#pragma omp`).
bool clauseLists(llvm::ArrayRef<clang::Token> Run, llvm::StringRef Clause,
                 const clang::IdentifierInfo *Name);

/// Whether some directive of Dirs has the bare clause Name (e.g. nowait).
bool hasClause(llvm::ArrayRef<Stmt *> Dirs, llvm::StringRef Name);

/// The rows of a 2-D section list item 'a[lo:len][lo2:len2]', as
/// expressions: len, len2's bytes and the bytes from one row to the next.
/// A motion clause of 'target update' moves only these, not the gaps.
struct MapRows {
  TokenVec Rows, RowBytes, Stride;
};

/// Address and byte size of the storage a map list item maps, as
/// expressions ("(const void *)(...)", "(long long)(...)"), and its rows
/// when it is a 2-D section and Rows is given. False, with an error naming
/// Item, when the form cannot be followed.
bool mapRange(clang::Preprocessor &PP, clang::SourceLocation Loc, const TokenVec &Item,
              llvm::StringRef ItemName, TokenVec &Start, TokenVec &Bytes, MapRows *Rows = nullptr);

/// Calls F on every token run of S that lowering may rewrite: loop heads,
/// directive runs and the flat runs of other statements (which may hold
/// nested '#pragma omp' annotation runs).
void forEachRun(Stmt &S, llvm::function_ref<void(TokenVec &)> F);

/// Renames identifier From to To (a fresh identifier) in Toks, except after
/// '.', '->' or '::'. Inside `map` clauses, a bare `From` list item becomes
/// BareMap (when not empty): a reduced-precision copy is mapped as a section.
/// Skip, when given, keeps the tokens it returns true for.
void renameIdent(clang::Preprocessor &PP, TokenVec &Toks, const clang::IdentifierInfo *From,
                 llvm::StringRef To, const TokenVec &BareMap,
                 llvm::function_ref<bool(const clang::Token &)> Skip = nullptr);

} // namespace approx

#endif
