//===- FpDemote.cpp - expressions follow the retyped variables ------------===//
//
// The second token rewrite of VarPrecision.h, after the declarations have
// their new types (FpRetype.cpp): a floating literal, or a math call's
// argument, whose expression (the innermost enclosing parentheses or
// brackets, else the statement up to ';', '{' or '}') names a changed
// variable and none kept double or wider takes the narrow type (`2.0` ->
// `2.0f` or `((_Float16)2.0)`, `exp` -> `expf` or `((__bf16)expf(...))`;
// C++'s casts are static_cast, which -Wold-style-cast leaves alone).
// Without it C's usual conversions would compute every such expression in
// double and cast back, and the demotion would save nothing; with it the
// casts remain only where narrow values meet wider ones. A statement mixing
// half and bf16 meets in float instead (FpFloatMeet.cpp). Tokens a lowering
// wrote and OpenMP directives are left alone.
//
//===----------------------------------------------------------------------===//
#include "FpRewrite.h"
#include "TokenScan.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace approx {

namespace {

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

/// A cast to Type of what follows, up to one ')' more: `((Type)` in C,
/// `static_cast<Type>(` in C++.
std::string castOpen(const Preprocessor &PP, llvm::StringRef Type) {
  return PP.getLangOpts().CPlusPlus ? "static_cast< " + Type.str() + " >("
                                    : "((" + Type.str() + ")";
}

} // namespace

void demoteExpressions(Preprocessor &PP, TokenVec &Toks, const FpVars &Vars) {
  TokenVec Out;
  llvm::DenseMap<size_t, unsigned> Closers; // ')' to add after the token at an index
  bool InAnnot = false;
  for (size_t I = 0; I < Toks.size(); ++I) {
    const Token &T = Toks[I];
    trackDirective(T, InAnnot);
    std::optional<FpKind> Lit;
    if (!InAnnot && !isGenerated(PP, T) && T.is(tok::numeric_constant))
      Lit = literalKind(PP, T);
    bool Call = !InAnnot && !isGenerated(PP, T) && T.is(tok::identifier) && !isMember(Toks, I) &&
                I + 1 < Toks.size() && Toks[I + 1].is(tok::l_paren);
    llvm::StringRef Name = Call ? T.getIdentifierInfo()->getName() : "";
    bool Math = Call && (isMathName(Name) || (Name.ends_with("f") && isMathName(Name.drop_back())));
    if (!InAnnot && !isGenerated(PP, T) && T.is(tok::identifier))
      if (std::optional<size_t> Last = floatMeetOperand(Toks, I, Vars)) {
        TokenVec R = lexAt(PP, T, castOpen(PP, "float"));
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
                         : lexAt(PP, T, castOpen(PP, fpCType(*M)) + S + ")");
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
          Text = castOpen(PP, fpCType(*M)) + FName;
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
