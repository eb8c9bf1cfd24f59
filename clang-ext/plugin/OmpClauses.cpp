//===- OmpClauses.cpp - the clauses of the construct's directives ---------===//
//
// Lookups in the token runs of the OpenMP directives a pragma applies to
// (DataItems.h): the list item of a `map` clause that maps an item, with its
// modifiers and map type; the arguments of every `name(...)` clause and
// where they stand; whether a clause lists a variable (lastprivate,
// reduction, ...); a bare clause such as `nowait`. The data lowering, the
// data sites and the perfo and memo lowerings ask them. The lookups by
// clause name walk the clauses with one scanner (forEachClause), which steps
// over each clause's arguments, so a word inside them is never taken for a
// clause.
//
//===----------------------------------------------------------------------===//
#include "DataItems.h"

using namespace clang;

namespace approx {

namespace {
/// Calls F(ClauseName, ArgTokens, Loc) for every `name(args)` clause of T,
/// one directive's tokens.
template <typename Fn> void forEachClause(llvm::ArrayRef<Token> T, Fn F) {
  for (size_t I = 0; I + 1 < T.size(); ++I) {
    if (!T[I].getIdentifierInfo() || T[I + 1].isNot(tok::l_paren))
      continue;
    size_t E = closingBracket(T, I + 1);
    if (E == T.size())
      break;
    F(identName(T[I]), T.slice(I + 2, E - I - 2), T[I].getLocation());
    I = E;
  }
}

/// The same for every directive of Dirs.
template <typename Fn> void forEachClause(llvm::ArrayRef<Stmt *> Dirs, Fn F) {
  for (Stmt *D : Dirs)
    forEachClause(llvm::ArrayRef<Token>(D->Toks), F);
}
} // namespace

const IdentifierInfo *listItemBase(const TokenVec &Item) {
  size_t I = 0;
  while (I < Item.size() && Item[I].is(tok::l_paren)) {
    size_t E = closingBracket(Item, I);
    if (E == Item.size())
      return nullptr;
    I = E + 1;
  }
  return I < Item.size() && Item[I].is(tok::identifier) ? Item[I].getIdentifierInfo() : nullptr;
}

const Token *mapModifier(const MapRef &M, llvm::StringRef Word) {
  for (const Token &T : M.Prefix)
    if (T.is(tok::identifier) && T.getIdentifierInfo()->getName() == Word)
      return &T;
  return nullptr;
}

std::optional<MapRef> findMap(llvm::ArrayRef<Stmt *> Dirs, const IdentifierInfo *Base) {
  std::optional<MapRef> R;
  forEachClause(Dirs, [&](llvm::StringRef Name, llvm::ArrayRef<Token> Args, SourceLocation Loc) {
    if (R || Name != "map")
      return;
    std::vector<TokenVec> Parts = splitTopLevel(Args, tok::colon);
    TokenVec Prefix, List;
    if (Parts.size() >= 2) {
      // modifiers/type ':' list (a list item has no top-level ':')
      size_t N = Parts[0].size() + 1;
      Prefix.append(Args.begin(), Args.begin() + N);
      List.append(Args.begin() + N, Args.end());
    } else {
      List.append(Args.begin(), Args.end());
    }
    std::string Type = mapTypeOf(Prefix).str(); // TokenScan.h
    for (TokenVec &Item : splitTopLevel(List, tok::comma))
      if (!Item.empty() && listItemBase(Item) == Base) {
        R = MapRef{Prefix, Item, Type, Loc};
        return;
      }
  });
  return R;
}

llvm::SmallVector<ClauseArgs, 2> clauseArgs(llvm::ArrayRef<Stmt *> Dirs, llvm::StringRef Clause) {
  llvm::SmallVector<ClauseArgs, 2> Out;
  for (Stmt *D : Dirs)
    forEachClause(llvm::ArrayRef<Token>(D->Toks),
                  [&](llvm::StringRef Name, llvm::ArrayRef<Token> Args, SourceLocation Loc) {
                    size_t Begin = static_cast<size_t>(Args.data() - D->Toks.data());
                    if (Name == Clause)
                      Out.push_back({D, Begin, Begin + Args.size(), Loc});
                  });
  return Out;
}

std::optional<TokenVec> findClauseArg(llvm::ArrayRef<Stmt *> Dirs, llvm::StringRef Clause) {
  std::optional<TokenVec> R;
  forEachClause(Dirs, [&](llvm::StringRef Name, llvm::ArrayRef<Token> Args, SourceLocation) {
    if (!R && Name == Clause)
      R = TokenVec(Args.begin(), Args.end());
  });
  return R;
}

bool clauseLists(llvm::ArrayRef<Token> Run, llvm::StringRef Clause, const IdentifierInfo *Name) {
  bool Found = false;
  forEachClause(Run, [&](llvm::StringRef C, llvm::ArrayRef<Token> Args, SourceLocation) {
    if (C != Clause)
      return;
    std::vector<TokenVec> Parts = splitTopLevel(Args, tok::colon);
    for (TokenVec &Item : splitTopLevel(Parts.back(), tok::comma))
      Found |= Item.size() == 1 && Item[0].getIdentifierInfo() == Name;
  });
  return Found;
}

bool clauseLists(llvm::ArrayRef<Stmt *> Dirs, llvm::StringRef Clause, const IdentifierInfo *Name) {
  return llvm::any_of(Dirs, [&](const Stmt *D) { return clauseLists(D->Toks, Clause, Name); });
}

bool hasClause(llvm::ArrayRef<Stmt *> Dirs, llvm::StringRef Name) {
  for (Stmt *D : Dirs)
    for (const Token &T : D->Toks)
      if (identName(T) == Name)
        return true;
  return false;
}

} // namespace approx
