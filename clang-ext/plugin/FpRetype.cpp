//===- FpRetype.cpp - token rewrites of mixed precision -------------------===//
//
// The two rewrites of VarPrecision.h on one token run: the user's
// floating-point declarations get their new type, and the floating literals
// and math calls whose expression names a changed variable (and none kept
// wider) take the narrow type. An expression is the innermost enclosing
// parentheses or brackets, else the statement (up to ';', '{' or '}').
// Tokens a lowering wrote (nested regions' code, renamed items) and OpenMP
// directives are left alone.
//
//===----------------------------------------------------------------------===//
#include "VarPrecision.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/LiteralSupport.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace approx {

int fpRank(FpKind K) {
  switch (K) {
  case FpKind::Half:
  case FpKind::BF16:
    return 1;
  case FpKind::Float:
    return 2;
  case FpKind::Double:
    return 3;
  case FpKind::LongDouble:
    return 4;
  }
  return 3;
}

llvm::StringRef fpCType(FpKind K) {
  switch (K) {
  case FpKind::Half:
    return "_Float16";
  case FpKind::BF16:
    return "__bf16";
  case FpKind::Float:
    return "float";
  case FpKind::Double:
    return "double";
  case FpKind::LongDouble:
    return "long double";
  }
  return "double";
}

llvm::StringRef fpWord(FpKind K) {
  return K == FpKind::Half ? "half" : K == FpKind::BF16 ? "bf16" : fpCType(K);
}

FpKind fpJoin(FpKind A, FpKind B) {
  if (A == B)
    return A;
  if (fpRank(A) == 1 && fpRank(B) == 1)
    return FpKind::Float;
  return fpRank(A) > fpRank(B) ? A : B;
}

FpKind fpKind(std::optional<PrecType> T) {
  if (!T)
    return FpKind::Double;
  switch (*T) {
  case PrecType::Float:
    return FpKind::Float;
  case PrecType::Half:
    return FpKind::Half;
  case PrecType::BF16:
    return FpKind::BF16;
  }
  return FpKind::Double;
}

bool isGenerated(Preprocessor &PP, const Token &T) {
  SourceManager &SM = PP.getSourceManager();
  return SM.isWrittenInScratchSpace(SM.getSpellingLoc(T.getLocation()));
}

namespace {

bool isQualifier(const Token &T) {
  return T.isOneOf(tok::kw_const, tok::kw_volatile, tok::kw_register, tok::kw_static);
}
bool isFloatWord(const Token &T) {
  return T.isOneOf(tok::kw_float, tok::kw_double, tok::kw__Float16, tok::kw___bf16);
}
bool isIntWord(const Token &T) {
  return T.isOneOf(tok::kw_int, tok::kw_short, tok::kw_char, tok::kw_unsigned, tok::kw_signed,
                   tok::kw__Bool, tok::kw_bool);
}
bool isMember(const TokenVec &T, size_t I) {
  return I > 0 && T[I - 1].isOneOf(tok::period, tok::arrow, tok::coloncolon);
}
bool isBoundary(const Token &T) {
  return T.isOneOf(tok::semi, tok::l_brace, tok::r_brace, tok::annot_pragma_openmp,
                   tok::annot_pragma_openmp_end);
}

TokenVec lexAt(Preprocessor &PP, const Token &At, llvm::StringRef Text) {
  TokenVec V = TokenBuilder(PP, At.getLocation()).code(Text).take();
  V.front().setFlagValue(Token::LeadingSpace, At.hasLeadingSpace());
  V.front().setFlagValue(Token::StartOfLine, At.isAtStartOfLine());
  return V;
}

/// The double functions of <math.h> that have a float twin (name + "f").
bool isMathName(llvm::StringRef N) {
  return llvm::StringSwitch<bool>(N)
      .Cases("sqrt", "cbrt", "exp", "exp2", "expm1", "log", "log2", "log10", true)
      .Cases("log1p", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", true)
      .Cases("sinh", "cosh", "tanh", "pow", "fabs", "fmin", "fmax", "floor", true)
      .Cases("ceil", "round", "trunc", "fmod", "hypot", "erf", "erfc", "copysign", true)
      .Case("fma", true)
      .Default(false);
}

} // namespace

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
    if (T.is(tok::annot_pragma_openmp))
      InAnnot = true;
    else if (T.is(tok::annot_pragma_openmp_end))
      InAnnot = false;
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

namespace {

/// The expression around Toks[I]: [B, E).
std::pair<size_t, size_t> expressionAround(const TokenVec &T, size_t I) {
  int Depth = 0;
  for (size_t J = I; J-- > 0;) {
    if (T[J].isOneOf(tok::r_paren, tok::r_square)) {
      ++Depth;
    } else if (T[J].isOneOf(tok::l_paren, tok::l_square)) {
      if (Depth == 0)
        return {J + 1, std::min(closingBracket(T, J), T.size())};
      --Depth;
    } else if (Depth == 0 && isBoundary(T[J])) {
      size_t E = I;
      while (E < T.size() && !isBoundary(T[E]))
        ++E;
      return {J + 1, E};
    }
  }
  size_t E = I;
  while (E < T.size() && !isBoundary(T[E]))
    ++E;
  return {0, E};
}

/// The narrow type [B, E) computes in: the join of the variables it names,
/// when one of them changed and none is double or wider.
std::optional<FpKind> meet(const TokenVec &T, size_t B, size_t E, const FpVars &Vars) {
  std::optional<FpKind> M;
  bool Changed = false;
  for (size_t J = B; J < E; ++J) {
    if (T[J].isNot(tok::identifier) || isMember(T, J) ||
        (J + 1 < T.size() && T[J + 1].is(tok::l_paren)))
      continue;
    auto It = Vars.find(T[J].getIdentifierInfo());
    if (It == Vars.end())
      continue;
    Changed |= It->second.changed();
    M = M ? fpJoin(*M, It->second.Final) : It->second.Final;
  }
  if (!Changed || !M || fpRank(*M) >= 3)
    return std::nullopt;
  return M;
}

/// Whether the floating literal T is finite in type K: one beyond K's
/// range (`DBL_MAX` in float) stays in its own type, as C would convert it
/// (to infinity) where it meets K, without a `2e308f` that clang warns of.
bool fitsIn(Preprocessor &PP, const Token &T, FpKind K) {
  llvm::SmallString<32> Buf;
  bool Invalid = false;
  llvm::StringRef Spelling = PP.getSpelling(T, Buf, &Invalid);
  DiagnosticsEngine &DE = PP.getDiagnostics();
  IgnoringDiagConsumer Ignore;
  DiagnosticsEngine Quiet(DE.getDiagnosticIDs(), &DE.getDiagnosticOptions(), &Ignore,
                          /*ShouldOwnClient=*/false);
  NumericLiteralParser Lit(Spelling, T.getLocation(), PP.getSourceManager(), PP.getLangOpts(),
                           PP.getTargetInfo(), Quiet);
  if (Invalid || Lit.hadError)
    return false;
  llvm::APFloat V(llvm::APFloat::IEEEquad());
  Lit.GetFloatValue(V, llvm::RoundingMode::NearestTiesToEven);
  const llvm::fltSemantics &Sem = K == FpKind::Half   ? llvm::APFloat::IEEEhalf()
                                  : K == FpKind::BF16 ? llvm::APFloat::BFloat()
                                                      : llvm::APFloat::IEEEsingle();
  bool Lost = false;
  llvm::APFloat::opStatus St = V.convert(Sem, llvm::APFloat::rmNearestTiesToEven, &Lost);
  return !(St & llvm::APFloat::opOverflow);
}

/// The type of a floating literal (none: not a floating literal).
std::optional<FpKind> literalKind(Preprocessor &PP, const Token &T) {
  llvm::SmallString<32> Buf;
  bool Invalid = false;
  llvm::StringRef Spelling = PP.getSpelling(T, Buf, &Invalid);
  if (Invalid)
    return std::nullopt;
  DiagnosticsEngine &DE = PP.getDiagnostics();
  IgnoringDiagConsumer Ignore;
  DiagnosticsEngine Quiet(DE.getDiagnosticIDs(), &DE.getDiagnosticOptions(), &Ignore,
                          /*ShouldOwnClient=*/false);
  NumericLiteralParser Lit(Spelling, T.getLocation(), PP.getSourceManager(), PP.getLangOpts(),
                           PP.getTargetInfo(), Quiet);
  if (Lit.hadError || !Lit.isFloatingLiteral() || Lit.isImaginary || Lit.hasUDSuffix())
    return std::nullopt;
  if (Lit.isFloat)
    return FpKind::Float;
  if (Lit.isFloat16 || Lit.isHalf)
    return FpKind::Half;
  if (Lit.isLong || Lit.isFloat128)
    return FpKind::LongDouble;
  return FpKind::Double;
}

/// The statement around Toks[I] (between boundaries, parentheses included):
/// [B, E).
std::pair<size_t, size_t> statementAround(const TokenVec &T, size_t I) {
  size_t B = I, E = I;
  while (B > 0 && !isBoundary(T[B - 1]))
    --B;
  while (E < T.size() && !isBoundary(T[E]))
    ++E;
  return {B, E};
}

/// Whether [B, E) names a half and a bf16 variable: C converts between
/// them directly, which clang 19's backends cannot lower ("Do not know how
/// to soft promote"), so there they meet in float.
bool mixesHalfAndBF16(const TokenVec &T, size_t B, size_t E, const FpVars &Vars) {
  bool Half = false, BF16 = false;
  for (size_t J = B; J < E; ++J) {
    if (T[J].isNot(tok::identifier) || isMember(T, J))
      continue;
    auto It = Vars.find(T[J].getIdentifierInfo());
    if (It != Vars.end()) {
      Half |= It->second.Final == FpKind::Half;
      BF16 |= It->second.Final == FpKind::BF16;
    }
  }
  return Half && BF16;
}

/// Whether Toks[I] names a declarator of the declaration that the
/// statement [B, ...) is (after its type words, or a top-level comma).
bool isDeclaratorName(const TokenVec &T, size_t B, size_t I) {
  if (B + 1 < T.size() && T[B].is(tok::kw_for) && T[B + 1].is(tok::l_paren))
    B += 2;
  size_t Ty = B;
  while (Ty < I && (isQualifier(T[Ty]) || isFloatWord(T[Ty]) || isIntWord(T[Ty]) ||
                    T[Ty].isOneOf(tok::kw_long, tok::kw_auto) ||
                    (Ty == B && T[Ty].is(tok::identifier) && Ty + 1 < I &&
                     T[Ty + 1].isOneOf(tok::identifier, tok::star))))
    ++Ty;
  if (Ty == B)
    return false;
  size_t P = I;
  while (P > Ty && T[P - 1].is(tok::star))
    --P;
  if (P == Ty)
    return true;
  if (T[P - 1].isNot(tok::comma))
    return false;
  int Depth = 0;
  for (size_t J = Ty; J + 1 < P; ++J)
    Depth += T[J].isOneOf(tok::l_paren, tok::l_square) - T[J].isOneOf(tok::r_paren, tok::r_square);
  return Depth == 0;
}

/// For a half or bf16 variable read at Toks[I] in a statement that mixes
/// the two: the index of its operand's last token (`x`, `x[i][j]`), where
/// it is converted to float; none where it is written, its address taken,
/// called or declared.
std::optional<size_t> floatMeetOperand(const TokenVec &T, size_t I, const FpVars &Vars) {
  if (isMember(T, I) || (I + 1 < T.size() && T[I + 1].is(tok::l_paren)))
    return std::nullopt;
  auto It = Vars.find(T[I].getIdentifierInfo());
  if (It == Vars.end() || fpRank(It->second.Final) != 1)
    return std::nullopt;
  auto [B, E] = statementAround(T, I);
  if (!mixesHalfAndBF16(T, B, E, Vars) || isDeclaratorName(T, B, I))
    return std::nullopt;
  size_t Last = I;
  while (Last + 1 < T.size() && T[Last + 1].is(tok::l_square))
    Last = closingBracket(T, Last + 1);
  if (Last >= T.size() || (Last + 1 < T.size() && isAssignOp(T[Last + 1])) ||
      (I > 0 && T[I - 1].isOneOf(tok::plusplus, tok::minusminus, tok::amp)))
    return std::nullopt;
  return Last;
}

} // namespace

void demoteExpressions(Preprocessor &PP, TokenVec &Toks, const FpVars &Vars) {
  TokenVec Out;
  llvm::DenseMap<size_t, unsigned> Closers; // ')' to add after the token at an index
  bool InAnnot = false;
  for (size_t I = 0; I < Toks.size(); ++I) {
    const Token &T = Toks[I];
    if (T.is(tok::annot_pragma_openmp))
      InAnnot = true;
    else if (T.is(tok::annot_pragma_openmp_end))
      InAnnot = false;
    std::optional<FpKind> Lit;
    if (!InAnnot && !isGenerated(PP, T) && T.is(tok::numeric_constant))
      Lit = literalKind(PP, T);
    bool Call = !InAnnot && !isGenerated(PP, T) && T.is(tok::identifier) && !isMember(Toks, I) &&
                I + 1 < Toks.size() && Toks[I + 1].is(tok::l_paren);
    llvm::StringRef Name = Call ? T.getIdentifierInfo()->getName() : "";
    bool Math = Call && (isMathName(Name) || (Name.ends_with("f") && isMathName(Name.drop_back())));
    if (!InAnnot && !isGenerated(PP, T) && T.is(tok::identifier))
      if (std::optional<size_t> Last = floatMeetOperand(Toks, I, Vars)) {
        TokenVec R = lexAt(PP, T, "((float)");
        Out.append(R.begin(), R.end());
        ++Closers[*Last];
      }
    if (Lit) {
      auto [B, E] = expressionAround(Toks, I);
      std::optional<FpKind> M = meet(Toks, B, E, Vars);
      if (M && fpRank(*Lit) > fpRank(*M) && fitsIn(PP, T, *M)) {
        std::string S = PP.getSpelling(T);
        TokenVec R = *M == FpKind::Float && *Lit == FpKind::Double
                         ? lexAt(PP, T, S + "f")
                         : lexAt(PP, T, "((" + fpCType(*M).str() + ")" + S + ")");
        Out.append(R.begin(), R.end());
        continue;
      }
    } else if (Math) {
      size_t Close = closingBracket(Toks, I + 1);
      std::optional<FpKind> M = Close < Toks.size() ? meet(Toks, I + 2, Close, Vars) : std::nullopt;
      if (M) {
        std::string FName =
            Name.ends_with("f") && isMathName(Name.drop_back()) ? Name.str() : Name.str() + "f";
        std::string Text = FName;
        // The float function on the converted value (a statement mixing half
        // and bf16 keeps it in float, where they meet).
        auto [SB, SE] = statementAround(Toks, I);
        if (*M != FpKind::Float && !mixesHalfAndBF16(Toks, SB, SE, Vars)) {
          Text = "((" + fpCType(*M).str() + ")" + FName;
          ++Closers[Close];
        }
        if (Text != Name) {
          TokenVec R = lexAt(PP, T, Text);
          Out.append(R.begin(), R.end());
          continue;
        }
      }
    }
    Out.push_back(T);
    if (auto It = Closers.find(I); It != Closers.end())
      for (unsigned K = 0; K < It->second; ++K) {
        TokenVec R = TokenBuilder(PP, T.getLocation()).code(")").take();
        Out.append(R.begin(), R.end());
      }
  }
  Toks = std::move(Out);
}

} // namespace approx
