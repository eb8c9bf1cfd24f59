//===- TokenRewrites.cpp - renames in a statement's tokens ----------------===//
//
// Statement walking and the token rewrite the data techniques use:
// renaming an identifier (a reduced-precision copy, an item used at its
// private key) in the statement and in its OpenMP clauses, where a bare map
// item becomes a section. See DataItems.h; the retyping of AMPT-GA's
// per-variable precision is in FpRetype.cpp and FpDemote.cpp.
//
//===----------------------------------------------------------------------===//
#include "DataItems.h"
#include "Diag.h"

using namespace clang;

namespace approx {

void forEachRun(Stmt &S, llvm::function_ref<void(TokenVec &)> F) {
  switch (S.Kind) {
  case Stmt::For:
    F(S.Head);
    forEachRun(*S.Body, F);
    return;
  case Stmt::Directive:
    F(S.Toks);
    if (S.Body)
      forEachRun(*S.Body, F);
    return;
  case Stmt::Compound:
    if (S.Body) { // `{ for ... }`: Toks holds just the braces
      forEachRun(*S.Body, F);
      return;
    }
    F(S.Toks);
    return;
  default:
    F(S.Toks);
  }
}

namespace {

bool isMemberAccess(const TokenVec &T, size_t I) {
  return I > 0 && T[I - 1].isOneOf(tok::period, tok::arrow, tok::coloncolon);
}

Token respelled(Preprocessor &PP, const Token &Orig, llvm::StringRef Name) {
  TokenBuilder B(PP, Orig.getLocation());
  B.code(Name);
  Token T = B.take().front();
  T.setFlagValue(Token::LeadingSpace, Orig.hasLeadingSpace());
  T.setFlagValue(Token::StartOfLine, Orig.isAtStartOfLine());
  return T;
}
} // namespace

void renameIdent(Preprocessor &PP, TokenVec &Toks, const IdentifierInfo *From, llvm::StringRef To,
                 const TokenVec &BareMap, llvm::function_ref<bool(const Token &)> Skip) {
  TokenVec Out;
  bool InAnnot = false;
  size_t MapOpen = 0, MapClose = 0; // a map clause's parentheses in Toks
  for (size_t I = 0; I < Toks.size(); ++I) {
    const Token &T = Toks[I];
    trackDirective(T, InAnnot);
    if (InAnnot && T.is(tok::identifier) && T.getIdentifierInfo()->getName() == "map" &&
        I + 1 < Toks.size() && Toks[I + 1].is(tok::l_paren)) {
      MapOpen = I + 1;
      MapClose = closingBracket(Toks, I + 1);
    }
    if (!T.is(tok::identifier) || T.getIdentifierInfo() != From || isMemberAccess(Toks, I) ||
        (Skip && Skip(T))) {
      Out.push_back(T);
      continue;
    }
    bool Bare = InAnnot && I > MapOpen && I < MapClose && I > 0 && I + 1 < Toks.size() &&
                Toks[I - 1].isOneOf(tok::l_paren, tok::colon, tok::comma) &&
                Toks[I + 1].isOneOf(tok::comma, tok::r_paren);
    if (Bare && !BareMap.empty()) {
      Out.append(BareMap.begin(), BareMap.end());
      continue;
    }
    Out.push_back(respelled(PP, T, To));
  }
  Toks = std::move(Out);
}

} // namespace approx
