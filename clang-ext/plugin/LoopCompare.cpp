//===- LoopCompare.cpp - the type a loop test compares in ------------------===//
//
// The promoted type of a loop bound read from its tokens (LoopCompare.h):
// integer literals typed as C types them (a decimal one signed, a hex or
// octal one unsigned where only that fits, suffixes), variables by their
// declarations (Sema), and the common type of the operands of + - * / %
// and unary minus, which is what those operators yield. Anything else (a
// call, a cast, a shift, sizeof, a name Sema cannot see under -E) is left
// to the compiler: the caller then emits a type test in the lowered code.
//
//===----------------------------------------------------------------------===//
#include "LoopCompare.h"
#include "ItemTypes.h"
#include "clang/AST/ASTContext.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace approx {

IntClass commonClass(IntClass A, IntClass B) {
  if (A.Unsigned == B.Unsigned)
    return {A.Unsigned, std::max(A.Width, B.Width)};
  const IntClass &U = A.Unsigned ? A : B, &Sg = A.Unsigned ? B : A;
  if (U.Width >= Sg.Width)
    return U;
  return Sg; // a wider signed type holds every value of the unsigned one
}

static IntClass promoted(bool Unsigned, uint64_t Bits) {
  if (Bits < 32)
    return {false, 32};
  return {Unsigned, Bits > 32 ? 64u : 32u};
}

/// An integer literal's type (C 6.4.4.1, LP64): decimal ones are int, long
/// as their value needs; hex and octal ones may be unsigned where only that
/// fits; u and l suffixes narrow the choice.
static std::optional<IntClass> literalClass(llvm::StringRef Text) {
  if (Text.contains('\'') || Text.contains('.'))
    return std::nullopt;
  size_t End = Text.size();
  bool U = false;
  unsigned L = 0;
  while (End > 0 && llvm::is_contained("uUlL", Text[End - 1])) {
    char C = Text[End - 1];
    if (C == 'u' || C == 'U')
      U = true;
    else
      ++L;
    --End;
  }
  llvm::StringRef Digits = Text.take_front(End);
  bool Decimal = !Digits.starts_with("0") || Digits == "0";
  uint64_t V;
  if (Digits.getAsInteger(0, V))
    return std::nullopt; // a float, or too wide for 64 bits
  bool Fits32S = V <= 0x7fffffffULL, Fits32U = V <= 0xffffffffULL,
       Fits64S = V <= 0x7fffffffffffffffULL;
  if (U)
    return IntClass{true, L == 0 && Fits32U ? 32u : 64u};
  if (L == 0 && Fits32S)
    return IntClass{false, 32};
  if (L == 0 && !Decimal && Fits32U)
    return IntClass{true, 32};
  if (Fits64S)
    return IntClass{false, 64};
  return Decimal ? std::nullopt : std::optional<IntClass>(IntClass{true, 64});
}

/// A variable's promoted type, where Sema knows it as an integer one.
static std::optional<IntClass> variableClass(Preprocessor &PP, Sema *S, SourceLocation PragmaLoc,
                                             const Token &Tok) {
  NameFacts N = lookUpName(PP, S, PragmaLoc, Tok.getIdentifierInfo());
  if (N.Kind != NameFacts::OtherVar || N.VarType.isNull())
    return std::nullopt;
  QualType T = N.VarType.getCanonicalType();
  if (!T->isIntegralOrEnumerationType())
    return std::nullopt;
  uint64_t Bits = S->getASTContext().getTypeSize(T);
  if (Bits > 64)
    return std::nullopt;
  if (const auto *E = T->getAs<EnumType>())
    T = E->getDecl()->getPromotionType();
  return promoted(T->isUnsignedIntegerOrEnumerationType(), S->getASTContext().getTypeSize(T));
}

std::optional<IntClass> classOfTokens(Preprocessor &PP, Sema *S, SourceLocation PragmaLoc,
                                      llvm::ArrayRef<Token> Toks) {
  std::optional<IntClass> Out;
  for (const Token &T : Toks) {
    std::optional<IntClass> C;
    if (T.is(tok::numeric_constant))
      C = literalClass(PP.getSpelling(T));
    else if (T.is(tok::identifier))
      C = variableClass(PP, S, PragmaLoc, T);
    else if (T.isOneOf(tok::l_paren, tok::r_paren) ||
             T.isOneOf(tok::plus, tok::minus, tok::star, tok::slash, tok::percent))
      continue;
    else
      return std::nullopt;
    if (!C)
      return std::nullopt;
    Out = Out ? commonClass(*Out, *C) : *C;
  }
  return Out;
}

} // namespace approx
