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
// Where the parser's Sema stands at the pragma, a name is what Sema finds
// there: an enumerator, or a variable usable in constant expressions (a
// C++ constexpr or const integer with a constant initializer, C23
// constexpr), gives its value; a variable that is not one makes the run no
// constant; a template parameter (or a name that depends on one) makes it
// known only per instantiation, where the lowered code has clang check it.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_CONSTEVAL_H
#define APPROX_CONSTEVAL_H

#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>

namespace clang {
class NumericLiteralParser;
class Sema;
}

namespace approx {

/// What a constant clause value is at the pragma.
enum class ConstKind {
  Known,       // its value is Value (Int too for an integer)
  NotConstant, // a name in it (At) is a variable not usable in constant expressions
  Dependent,   // a name in it (At) depends on a template parameter
  Unknown,     // beyond this evaluator (a call, sizeof, a qualified name, or no Sema)
};

struct ConstValue {
  ConstKind Kind = ConstKind::Unknown;
  bool IsFloat = false;
  double Value = 0;                // Known: as (double)(expr)
  std::optional<llvm::APSInt> Int; // Known integer, exactly
  clang::SourceLocation At;        // NotConstant, Dependent: the name
  std::string Name;                // and its spelling
};

/// Evaluates Toks, a clause's constant, with the names Sema S (may be null:
/// -E, a region read ahead) finds at PragmaLoc.
ConstValue evalClauseConstant(clang::Preprocessor &PP, clang::Sema *S,
                              clang::SourceLocation PragmaLoc, llvm::ArrayRef<clang::Token> Toks);

/// The expression's value converted to double, as `(double)(expr)` would
/// give it; std::nullopt when it is not such a constant expression.
std::optional<double> evalConstant(clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> Toks);

/// The value of an integer constant expression, exactly (a chunk above 2^53
/// must not round into range); std::nullopt for floating ones too.
std::optional<llvm::APSInt> evalIntegerConstant(clang::Preprocessor &PP,
                                                llvm::ArrayRef<clang::Token> Toks);

/// Calls F with the numeric literal T as clang reads it and its spelling,
/// parsed quietly (clang diagnoses a bad literal itself where the lowered
/// code places it: F sees hadError); false, without F, where T has no
/// spelling.
bool parseNumericLiteral(
    clang::Preprocessor &PP, const clang::Token &T,
    llvm::function_ref<void(clang::NumericLiteralParser &, llvm::StringRef)> F);

} // namespace approx

#endif
