//===- TokenRewrites.cpp - renames and retypes in a statement's tokens -----===//
//
// Statement walking and the two token rewrites the data techniques use:
// renaming an identifier (a reduced-precision copy, an item used at its
// private key) in the statement and in its OpenMP clauses, where a bare map
// item becomes a section; and giving variables declared in the statement a
// listed type (AMPT-GA's per-variable precision). See DataItems.h.
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
                 const TokenVec &BareMap) {
  TokenVec Out;
  bool InAnnot = false;
  size_t MapOpen = 0, MapClose = 0; // a map clause's parentheses in Toks
  for (size_t I = 0; I < Toks.size(); ++I) {
    const Token &T = Toks[I];
    if (T.is(tok::annot_pragma_openmp))
      InAnnot = true;
    else if (T.is(tok::annot_pragma_openmp_end))
      InAnnot = false;
    if (InAnnot && T.is(tok::identifier) && T.getIdentifierInfo()->getName() == "map" &&
        I + 1 < Toks.size() && Toks[I + 1].is(tok::l_paren)) {
      MapOpen = I + 1;
      MapClose = closingBracket(Toks, I + 1);
    }
    if (!T.is(tok::identifier) || T.getIdentifierInfo() != From || isMemberAccess(Toks, I)) {
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

namespace {
bool isFloatKeyword(const Token &T) {
  return T.isOneOf(tok::kw_float, tok::kw_double, tok::kw__Float16, tok::kw___bf16);
}
bool isQualifier(const Token &T) {
  return T.isOneOf(tok::kw_const, tok::kw_volatile, tok::kw_register, tok::kw_static);
}
} // namespace

void retypeDeclarations(Preprocessor &PP, TokenVec &Toks,
                        llvm::ArrayRef<const IdentifierInfo *> Names, llvm::StringRef Type,
                        llvm::SmallPtrSetImpl<const IdentifierInfo *> &Found) {
  auto Listed = [&](const Token &T) {
    return T.is(tok::identifier) && llvm::is_contained(Names, T.getIdentifierInfo());
  };
  TokenVec Out;
  bool InAnnot = false;
  size_t I = 0;
  while (I < Toks.size()) {
    const Token &T = Toks[I];
    if (T.is(tok::annot_pragma_openmp))
      InAnnot = true;
    else if (T.is(tok::annot_pragma_openmp_end))
      InAnnot = false;
    bool Start = !InAnnot && (I == 0 || Toks[I - 1].isOneOf(tok::semi, tok::l_brace, tok::r_brace,
                                                              tok::annot_pragma_openmp_end));
    if (!Start || !(isQualifier(T) || isFloatKeyword(T) || T.is(tok::kw_long))) {
      Out.push_back(T);
      ++I;
      continue;
    }
    // [qualifiers] type-keywords declarators ';'
    size_t Q = I;
    while (Q < Toks.size() && isQualifier(Toks[Q]))
      ++Q;
    size_t Ty = Q;
    bool Float = false;
    while (Ty < Toks.size() && (isFloatKeyword(Toks[Ty]) || Toks[Ty].is(tok::kw_long))) {
      Float |= isFloatKeyword(Toks[Ty]);
      ++Ty;
    }
    size_t End = topLevelEnd(Toks, Ty, tok::semi); // the declaration's ';'
    if (!Float || Ty == Q || End >= Toks.size() || Toks[End].isNot(tok::semi) || Ty == End) {
      Out.push_back(T);
      ++I;
      continue;
    }
    std::vector<TokenVec> Decls =
        splitTopLevel(llvm::ArrayRef<Token>(Toks).slice(Ty, End - Ty), tok::comma);
    unsigned NListed = 0;
    for (const TokenVec &Dl : Decls)
      if (!Dl.empty() && Listed(Dl[0])) {
        ++NListed;
        Found.insert(Dl[0].getIdentifierInfo());
      }
    if (NListed == 0) {
      Out.append(Toks.begin() + I, Toks.begin() + End + 1);
      I = End + 1;
      continue;
    }
    TokenVec Quals(Toks.begin() + I, Toks.begin() + Q), Orig(Toks.begin() + Q, Toks.begin() + Ty);
    TokenVec New = TokenBuilder(PP, Toks[Q].getLocation()).code(Type).take();
    New.front().setFlagValue(Token::LeadingSpace, Toks[Q].hasLeadingSpace());
    if (NListed == Decls.size()) {
      Out.append(Quals.begin(), Quals.end());
      Out.append(New.begin(), New.end());
      Out.append(Toks.begin() + Ty, Toks.begin() + End + 1);
    } else { // split: one declaration per declarator
      TokenVec Semi = TokenBuilder(PP, Toks[End].getLocation()).code(";").take();
      for (const TokenVec &Dl : Decls) {
        Out.append(Quals.begin(), Quals.end());
        const TokenVec &Tt = (!Dl.empty() && Listed(Dl[0])) ? New : Orig;
        Out.append(Tt.begin(), Tt.end());
        Out.append(Dl.begin(), Dl.end());
        Out.append(Semi.begin(), Semi.end());
      }
    }
    I = End + 1;
  }
  Toks = std::move(Out);
}

} // namespace approx
