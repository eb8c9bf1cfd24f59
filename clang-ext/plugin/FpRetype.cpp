//===- FpRetype.cpp - the new types of a region's declarations ------------===//
//
// The first token rewrite of VarPrecision.h: the user's floating-point
// declarations in the statement get the type their precision clause gives
// them. The specifiers are read as C declares them (qualifiers before or
// after the type words, a typedef name of a floating-point type), only the
// type words change (the qualifiers stay in place), a declaration whose
// declarators get different types is split into one per declarator, and a
// 'for' init, one declaration, keeps one type, the widest. The names it
// declares are recorded for the checks and for the expression demotion
// (FpDemote.cpp) that follows. Tokens a lowering wrote and OpenMP
// directives are left alone.
//
//===----------------------------------------------------------------------===//
#include "FpRewrite.h"
#include "TokenScan.h"

using namespace clang;

namespace approx {

void retypeFpDeclarations(
    Preprocessor &PP, TokenVec &Toks,
    llvm::function_ref<std::optional<FpKind>(const IdentifierInfo *)> Target,
    llvm::function_ref<std::optional<FpKind>(const IdentifierInfo *)> TypeName, FpVars &Vars,
    OtherDecls &Others) {
  TokenVec Out;
  bool InAnnot = false;
  size_t I = 0;
  while (I < Toks.size()) {
    const Token &T = Toks[I];
    trackDirective(T, InAnnot);
    const bool ForInit = I >= 2 && Toks[I - 1].is(tok::l_paren) && Toks[I - 2].is(tok::kw_for);
    bool Start = !InAnnot && !isGenerated(PP, T) && (I == 0 || isBoundary(Toks[I - 1]) || ForInit);
    // The declaration specifiers: qualifiers (before or after the type
    // words: `double const k`), type keywords, or one typedef name of a
    // floating-point type (`real x`).
    TokenVec Orig;
    bool Float = false, Int = false, Long = false, Complex = false;
    std::optional<FpKind> Named; // the typedef's type
    size_t Ty = I;
    for (; Start && Ty < Toks.size(); ++Ty) {
      const Token &W = Toks[Ty];
      if (isQualifier(W))
        continue;
      if (W.is(tok::kw_long))
        Long = true;
      else if (isFloatWord(W))
        Float = true;
      else if (isIntWord(W))
        Int = true;
      else if (W.is(tok::kw__Complex))
        Complex = true;
      else if (Orig.empty() && W.is(tok::identifier) && Ty + 1 < Toks.size() &&
               Toks[Ty + 1].isOneOf(tok::identifier, tok::star) &&
               (Named = TypeName(W.getIdentifierInfo())))
        Float = true;
      else
        break;
      Orig.push_back(W);
    }
    size_t End = Start ? topLevelEnd(Toks, Ty, tok::semi) : 0;
    if (!Start || Orig.empty() || (Float && Int) || End >= Toks.size() ||
        Toks[End].isNot(tok::semi) || Ty == End) {
      Out.push_back(T);
      ++I;
      continue;
    }
    std::vector<TokenVec> Decls =
        splitTopLevel(llvm::ArrayRef<Token>(Toks).slice(Ty, End - Ty), tok::comma);
    std::string TypeWords;
    for (const Token &W : Orig)
      TypeWords += (TypeWords.empty() ? "" : " ") + PP.getSpelling(W);
    auto Has = [&](tok::TokenKind K) {
      return llvm::any_of(Orig, [K](const Token &W) { return W.is(K); });
    };
    FpKind Declared = Named                   ? *Named
                      : Has(tok::kw_float)    ? FpKind::Float
                      : Has(tok::kw__Float16) ? FpKind::Half
                      : Has(tok::kw___bf16)   ? FpKind::BF16
                      : Long                  ? FpKind::LongDouble
                                              : FpKind::Double;
    // Each declarator's new type (none: as declared).
    llvm::SmallVector<std::optional<FpKind>, 4> New;
    llvm::SmallVector<const IdentifierInfo *, 4> Names;
    bool AnyNew = false, AllSame = true;
    for (const TokenVec &Dl : Decls) {
      std::optional<FpKind> K;
      const Token *Name = nullptr;
      for (const Token &X : Dl)
        if (X.is(tok::identifier)) {
          Name = &X;
          break;
        }
      bool Pointer = !Dl.empty() && Dl[0].isNot(tok::identifier);
      if (Name && (!Float || Complex))
        Others[Name->getIdentifierInfo()] = Pointer ? "a pointer" : "'" + TypeWords + "'";
      else if (Name && Pointer)
        Others[Name->getIdentifierInfo()] = "a pointer";
      else if (Name && !Name->getIdentifierInfo()->getName().starts_with("__approx")) {
        FpVar V;
        V.Declared = V.Final = Declared;
        V.Array = Dl.size() > 1 && Dl[1].is(tok::l_square);
        if (std::optional<FpKind> Tk = Target(Name->getIdentifierInfo());
            Tk && fpRank(*Tk) < fpRank(Declared)) {
          V.Final = *Tk;
          K = Tk;
        }
        Vars[Name->getIdentifierInfo()] = V;
      }
      AllSame &= New.empty() || New.front() == K;
      AnyNew |= K.has_value();
      New.push_back(K);
      Names.push_back(Name && !Pointer && Float && !Complex ? Name->getIdentifierInfo() : nullptr);
    }
    if (AnyNew && !AllSame && ForInit) {
      // A 'for' init is one declaration of one type: the widest of the
      // declarators' new types (a listed name that does not get its type is
      // an error in VarPrecision.cpp).
      std::optional<FpKind> Common = New.front();
      for (std::optional<FpKind> K : New)
        if (!K || (Common && fpRank(*K) > fpRank(*Common)))
          Common = K;
      for (size_t K = 0; K < New.size(); ++K) {
        if (New[K] == Common || !Names[K])
          continue;
        FpVar &V = Vars[Names[K]];
        V.Blocked = V.Final;
        V.Final = Common ? *Common : Declared;
        V.BlockedAt = Orig.front().getLocation();
        New[K] = Common;
      }
      AllSame = true;
      AnyNew = Common.has_value();
    }
    if (!AnyNew) {
      Out.append(Toks.begin() + I, Toks.begin() + End + 1);
      I = End + 1;
      continue;
    }
    // The specifiers with the type words replaced by the new type, in place
    // (qualifiers stay where they stand).
    auto Specifiers = [&](std::optional<FpKind> K) {
      if (!K) {
        Out.append(Toks.begin() + I, Toks.begin() + Ty);
        return;
      }
      bool Done = false;
      for (size_t J = I; J < Ty; ++J) {
        if (isQualifier(Toks[J])) {
          Out.push_back(Toks[J]);
        } else if (!Done) {
          TokenVec W = lexAt(PP, Toks[J], fpCType(*K));
          Out.append(W.begin(), W.end());
          Done = true;
        }
      }
    };
    if (AllSame) {
      Specifiers(New.front());
      Out.append(Toks.begin() + Ty, Toks.begin() + End + 1);
    } else { // one declaration per declarator
      TokenVec Semi = TokenBuilder(PP, Toks[End].getLocation()).code(";").take();
      for (size_t K = 0; K < Decls.size(); ++K) {
        Specifiers(New[K]);
        Out.append(Decls[K].begin(), Decls[K].end());
        Out.append(Semi.begin(), Semi.end());
      }
    }
    I = End + 1;
  }
  Toks = std::move(Out);
}

} // namespace approx
