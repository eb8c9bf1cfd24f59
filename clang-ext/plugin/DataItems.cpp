//===- DataItems.cpp - in/out items and the construct's map clauses --------===//
//
// See DataItems.h. Items are checked for form here (a malformed item, a
// zero or negative literal length, a base that is not an identifier); types
// are checked by static assertions the lowering places at the item. A map
// list item is read with the same subscript grammar for the storage it
// maps (mapRange); finding it among the clauses is OmpClauses.cpp's.
//
//===----------------------------------------------------------------------===//
#include "DataItems.h"
#include "Diag.h"

using namespace clang;

namespace approx {

std::string DataItem::name() const {
  return Base.getIdentifierInfo() ? Base.getIdentifierInfo()->getName().str() : "";
}

std::string DataItem::spelling(Preprocessor &PP) const {
  std::string S;
  for (const Token &T : Toks)
    S += PP.getSpelling(T);
  return S;
}

namespace {

/// A subscript `[lo:len]`, `[:len]`, `[lo:]`, `[:]` or `[e]`.
struct Subscript {
  TokenVec Lo, Len;
  bool Section = false, HasLen = false;
  SourceLocation Loc;
};

/// Reads `[..]` groups from Toks[I]; false if something else follows.
bool subscripts(llvm::ArrayRef<Token> Toks, size_t I, std::vector<Subscript> &Out,
                size_t &Stop) {
  while (I < Toks.size() && Toks[I].is(tok::l_square)) {
    size_t E = closingBracket(Toks, I);
    if (E == Toks.size())
      return false;
    Subscript S;
    S.Loc = Toks[I].getLocation();
    llvm::ArrayRef<Token> In = Toks.slice(I + 1, E - I - 1);
    std::vector<TokenVec> Parts = splitTopLevel(In, tok::colon);
    if (Parts.size() > 2)
      return false;
    S.Lo = Parts[0];
    if (Parts.size() == 2) {
      S.Section = true;
      S.Len = Parts[1];
      S.HasLen = !S.Len.empty();
    }
    Out.push_back(std::move(S));
    I = E + 1;
  }
  Stop = I;
  return true;
}

/// Literal integer value of a one-token run.
std::optional<long long> literalInt(Preprocessor &PP, const TokenVec &T) {
  bool Neg = T.size() == 2 && T[0].is(tok::minus);
  if (T.size() != 1u + Neg || T[Neg].isNot(tok::numeric_constant))
    return std::nullopt;
  std::string S = (Neg ? "-" : "") + PP.getSpelling(T[Neg]);
  while (!S.empty() && strchr("uUlL", S.back()))
    S.pop_back();
  long long V;
  if (llvm::StringRef(S).getAsInteger(0, V))
    return std::nullopt;
  return V;
}

bool checkLength(Preprocessor &PP, const TokenVec &Len, SourceLocation Loc, llvm::StringRef Clause,
                 llvm::StringRef Name) {
  if (auto V = literalInt(PP, Len); V && *V <= 0) {
    error(PP, Len.empty() ? Loc : Len[0].getLocation(),
          "%0 length in '%1' item '%2': sections must have at least one element")
        << (*V == 0 ? "zero" : "negative") << Clause << Name;
    return false;
  }
  return true;
}

} // namespace

bool parseDataItems(Preprocessor &PP, const DataClause &C, bool In, std::vector<DataItem> &Out) {
  llvm::StringRef Clause = In ? "in" : "out";
  auto BadForm = [&](SourceLocation L) {
    error(PP, L, "expected an item of the form 'x', 'a[lo:len]', 'a[lo:len][lo:len]' or "
                 "'([rows][cols])p' in '%0' clause")
        << Clause;
    return false;
  };
  for (TokenVec &T : splitTopLevel(C.Toks, tok::comma)) {
    SourceLocation Loc = T.empty() ? C.Loc : T[0].getLocation();
    if (T.empty())
      return BadForm(Loc);
    DataItem It;
    It.In = In;
    It.Toks = T;
    It.Loc = Loc;
    size_t I = 0;
    std::vector<Subscript> Shape;
    if (T[0].is(tok::l_paren)) { // ([rows][cols])p
      size_t E = closingBracket(T, 0);
      size_t Stop = 0;
      if (E == T.size() || !subscripts(llvm::ArrayRef<Token>(T).slice(0, E), 1, Shape, Stop) ||
          Stop != E ||
          Shape.empty()) {
        error(PP, Loc, "malformed array shaping in '%0' item; expected '([rows][cols])p'")
            << Clause;
        return false;
      }
      for (const Subscript &S : Shape)
        if (S.Section || S.Lo.empty()) {
          error(PP, S.Loc, "an array shaping dimension is a length, as in '([rows][cols])p'");
          return false;
        }
      if (Shape.size() > 2) {
        error(PP, Loc, "array shaping in '%0' item has %1 dimensions; 1 or 2 are supported")
            << Clause << (unsigned)Shape.size();
        return false;
      }
      I = E + 1;
    }
    if (I >= T.size() || T[I].isNot(tok::identifier))
      return BadForm(I < T.size() ? T[I].getLocation() : Loc);
    It.Base = T[I++];
    std::string Name = It.name();
    std::vector<Subscript> Subs;
    size_t Stop = I;
    if (!subscripts(T, I, Subs, Stop) || Stop != T.size()) {
      // HPAC's strided sections are declarations only (Hpac.h).
      for (size_t J = I; J < T.size(); ++J)
        if (T[J].is(tok::l_square) && closingBracket(T, J) < T.size() &&
            splitTopLevel(llvm::ArrayRef<Token>(T).slice(J + 1, closingBracket(T, J) - J - 1),
                          tok::colon)
                    .size() == 3) {
          error(PP, T[J].getLocation(),
                "'%0' item '%1': a strided section '[lo:len:stride]' only declares the "
                "region's data; 'reconstruct' and 'precision' need a contiguous section "
                "'[lo:len]'")
              << Clause << Name;
          return false;
        }
      return BadForm(Stop < T.size() ? T[Stop].getLocation() : Loc);
    }
    if (!Shape.empty() && !Subs.empty()) {
      error(PP, Subs[0].Loc, "an array-shaped item takes no subscripts in '%0' clause") << Clause;
      return false;
    }
    for (const Subscript &S : Subs) {
      if (!S.Section) {
        error(PP, S.Loc, "'%0' item '%1': expected an array section '[lo:len]'; a single "
                         "element is not an item")
            << Clause << Name;
        return false;
      }
      if (!S.HasLen) {
        error(PP, S.Loc, "'%0' item '%1': array sections need an explicit length, as in "
                         "'[lo:len]'")
            << Clause << Name;
        return false;
      }
      if (!checkLength(PP, S.Len, S.Loc, Clause, Name))
        return false;
    }
    for (const Subscript &S : Shape)
      if (!checkLength(PP, S.Lo, S.Loc, Clause, Name))
        return false;
    if (Subs.size() > 2) {
      error(PP, Subs[2].Loc, "'%0' item '%1' has %2 subscripts; 1-D and 2-D sections are "
                             "supported")
          << Clause << Name << (unsigned)Subs.size();
      return false;
    }
    if (Shape.size() == 2) {
      It.Kind = DataItem::Shaped;
      It.Rows = Shape[0].Lo;
      It.Cols = Shape[1].Lo;
    } else if (Shape.size() == 1) { // ([n])p is p[0:n]
      It.Kind = DataItem::Section1D;
      It.Len = Shape[0].Lo;
    } else if (Subs.size() == 1) {
      It.Kind = DataItem::Section1D;
      It.Lo = Subs[0].Lo;
      It.Len = Subs[0].Len;
    } else if (Subs.size() == 2) {
      It.Kind = DataItem::Section2D;
      It.Lo = Subs[0].Lo;
      It.Len = Subs[0].Len;
      It.Lo2 = Subs[1].Lo;
      It.Len2 = Subs[1].Len;
    }
    for (const DataItem &O : Out)
      if (O.Base.getIdentifierInfo() == It.Base.getIdentifierInfo()) {
        error(PP, Loc, "'%0' is listed twice in '%1' clause") << Name << Clause;
        return false;
      }
    Out.push_back(std::move(It));
  }
  return true;
}

bool mapRange(Preprocessor &PP, SourceLocation Loc, const TokenVec &Item, llvm::StringRef ItemName,
              TokenVec &Start, TokenVec &Bytes, MapRows *Rows) {
  TokenBuilder S(PP, Loc), B(PP, Loc);
  auto Fail = [&]() {
    std::string Sp;
    for (const Token &T : Item)
      Sp += PP.getSpelling(T);
    error(PP, Item.empty() ? Loc : Item[0].getLocation(),
          "approx-clang cannot follow the map of item '%0' ('%1'); map it as '%0[lo:len]', "
          "'%0[lo:len][lo:len]' or '%0'")
        << ItemName << Sp;
    return false;
  };
  size_t I = 0;
  std::vector<Subscript> Shape;
  if (!Item.empty() && Item[0].is(tok::l_paren)) {
    size_t E = closingBracket(Item, 0), Stop;
    if (E == Item.size() || !subscripts(llvm::ArrayRef<Token>(Item).slice(0, E), 1,
                                                  Shape, Stop) ||
        Stop != E || Shape.empty())
      return Fail();
    I = E + 1;
  }
  if (I >= Item.size() || Item[I].isNot(tok::identifier))
    return Fail();
  TokenVec X{Item[I]};
  std::vector<Subscript> Subs;
  size_t Stop;
  if (!subscripts(Item, I + 1, Subs, Stop) || Stop != Item.size() || Subs.size() > 2 ||
      (!Shape.empty() && !Subs.empty()))
    return Fail();
  if (!Shape.empty()) {
    S.code("@(const void *)($0)", {X});
    B.code("(@(long long)sizeof(($0)[0])", {X});
    for (const Subscript &D : Shape)
      B.code(" * @(long long)($0)", {D.Lo});
    B.code(")");
  } else if (Subs.empty()) {
    S.code("@(const void *)&($0)", {X});
    B.code("@(long long)sizeof($0)", {X});
  } else {
    TokenVec Zero = TokenBuilder(PP, Loc).code("0").take();
    auto LoOf = [&](const Subscript &D) { return D.Lo.empty() ? Zero : D.Lo; };
    auto LenOf = [&](const Subscript &D, const TokenVec &Elem, const TokenVec &Whole) {
      TokenBuilder L(PP, Loc);
      if (!D.Section)
        L.code("1");
      else if (D.HasLen)
        L.code("($0)", {D.Len});
      else
        L.code("(@(long long)(sizeof($0) / sizeof($1)) - ($2))", {Whole, Elem, LoOf(D)});
      return L.take();
    };
    TokenVec E0 = TokenBuilder(PP, Loc).code("($0)[0]", {X}).take();
    TokenVec E00 = TokenBuilder(PP, Loc).code("($0)[0][0]", {X}).take();
    TokenVec Len0 = LenOf(Subs[0], E0, X);
    if (Subs.size() == 1) {
      S.code("@(const void *)&($0)[$1]", {X, LoOf(Subs[0])});
      B.code("(@(long long)($0) * @(long long)sizeof($1))", {Len0, E0});
    } else {
      TokenVec Len1 = LenOf(Subs[1], E00, E0);
      S.code("@(const void *)&($0)[$1][$2]", {X, LoOf(Subs[0]), LoOf(Subs[1])});
      B.code("((@(long long)($0) - 1) * @(long long)sizeof($1) + @(long long)($2) * "
             "@(long long)sizeof($3))",
             {Len0, E0, Len1, E00});
      if (Rows) {
        Rows->Rows = TokenBuilder(PP, Loc).code("(@(long long)($0))", {Len0}).take();
        Rows->RowBytes = TokenBuilder(PP, Loc)
                             .code("(@(long long)($0) * @(long long)sizeof($1))", {Len1, E00})
                             .take();
        Rows->Stride = TokenBuilder(PP, Loc).code("(@(long long)sizeof($0))", {E0}).take();
      }
    }
  }
  Start = S.take();
  Bytes = B.take();
  return true;
}

} // namespace approx
