//===- ConstEval.h - constant clause values at pragma time ----------------===//
//
// At pragma time the plugin has tokens, not an AST, yet a perforation value
// or chunk written as a constant (`4`, `(1ULL << 63)`, `1.0 / 3`) should be
// range-checked at compile time, as the runtime checks it. This evaluates a
// token run that is an integer or floating constant expression of literals
// - parentheses, casts to arithmetic types, unary + - ~ !, binary
// arithmetic, shifts, comparisons, bitwise and logical operators - with C's
// types and conversions (int/long widths of the target, float vs double
// rounding). Anything else, or anything whose C value is undefined or not
// exactly known here (signed overflow, division by zero, out-of-range
// shifts or conversions, long double), yields no value, and the check is
// left to the run time.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_CONSTEVAL_H
#define APPROX_CONSTEVAL_H

#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>

namespace approx {

/// The expression's value converted to double, as `(double)(expr)` would
/// give it; std::nullopt when it is not such a constant expression.
std::optional<double> evalConstant(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> Toks);

/// The value of an integer constant expression, exactly (a chunk above 2^53
/// must not round into range); std::nullopt for floating ones too.
std::optional<llvm::APSInt> evalIntegerConstant(clang::Preprocessor &PP,
                                                llvm::ArrayRef<clang::Token> Toks);

} // namespace approx

#endif
