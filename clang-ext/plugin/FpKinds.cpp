//===- FpKinds.cpp - the floating-point types of the precision rewrites ---===//
//
// The FpKind vocabulary of VarPrecision.h: the types' ranks (half and bf16
// are the narrowest and meet in float), their C and clause spellings, and
// the kind that a precision clause, a type's spelling or a floating literal
// names. One place, so the declaration retyping, the expression demotion,
// the checks and the data path's reduced copies agree on every spelling;
// the literals are read as clang reads them (NumericLiteralParser), quietly.
//
//===----------------------------------------------------------------------===//
#include "ConstEval.h"
#include "FpRewrite.h"
#include "clang/Lex/LiteralSupport.h"

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

FpKind fpKindOfType(llvm::StringRef Type) {
  if (Type.contains("long double"))
    return FpKind::LongDouble;
  if (Type.contains("double"))
    return FpKind::Double;
  if (Type.contains("_Float16"))
    return FpKind::Half;
  if (Type.contains("__bf16"))
    return FpKind::BF16;
  if (Type.contains("float"))
    return FpKind::Float;
  return FpKind::Double;
}

std::optional<FpKind> literalKind(Preprocessor &PP, const Token &T) {
  std::optional<FpKind> Kind;
  parseNumericLiteral(PP, T, [&](NumericLiteralParser &Lit, llvm::StringRef) {
    if (Lit.hadError || !Lit.isFloatingLiteral() || Lit.isImaginary || Lit.hasUDSuffix())
      return;
    if (Lit.isFloat)
      Kind = FpKind::Float;
    else if (Lit.isFloat16 || Lit.isHalf)
      Kind = FpKind::Half;
    else if (Lit.isLong || Lit.isFloat128)
      Kind = FpKind::LongDouble;
    else
      Kind = FpKind::Double;
  });
  return Kind;
}

bool fitsIn(Preprocessor &PP, const Token &T, FpKind K) {
  bool Fits = false;
  parseNumericLiteral(PP, T, [&](NumericLiteralParser &Lit, llvm::StringRef) {
    if (Lit.hadError)
      return;
    llvm::APFloat V(llvm::APFloat::IEEEquad());
    Lit.GetFloatValue(V, llvm::RoundingMode::NearestTiesToEven);
    const llvm::fltSemantics &Sem = K == FpKind::Half   ? llvm::APFloat::IEEEhalf()
                                    : K == FpKind::BF16 ? llvm::APFloat::BFloat()
                                                        : llvm::APFloat::IEEEsingle();
    bool Lost = false;
    llvm::APFloat::opStatus St = V.convert(Sem, llvm::APFloat::rmNearestTiesToEven, &Lost);
    Fits = !(St & llvm::APFloat::opOverflow);
  });
  return Fits;
}

} // namespace approx
