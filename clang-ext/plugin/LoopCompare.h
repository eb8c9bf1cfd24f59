//===- LoopCompare.h - the type a loop test compares in --------------------===//
//
// C compares a loop variable with its bound in their common type (the usual
// arithmetic conversions): `unsigned i` against an `int` -4 compares with
// 4294967292, `int i` against an `unsigned` bound compares as unsigned. The
// plan (headers/approx_plan.h) takes the bound as a `long long` and needs
// to know that type to count C's iterations. It is read here from the
// tokens where they say it (integer literals, variables Sema knows,
// parentheses, + - * / %), so the lowered code of the usual loop carries no
// more than before; elsewhere the lowered code asks the compiler for it.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_LOOPCOMPARE_H
#define APPROX_LOOPCOMPARE_H

#include "StmtReader.h"
#include <optional>

namespace clang {
class Sema;
}

namespace approx {

/// An integer type after the integer promotions: its signedness and width
/// (32 or 64 bits).
struct IntClass {
  bool Unsigned = false;
  unsigned Width = 32;
};

/// The promoted type of an integer expression's tokens, or nullopt where
/// they take more than literals, known variables, parentheses and + - * / %.
std::optional<IntClass> classOfTokens(clang::Preprocessor &PP, clang::Sema *S,
                                      clang::SourceLocation PragmaLoc,
                                      llvm::ArrayRef<clang::Token> Toks);

/// The common type of two promoted operands (C's usual arithmetic
/// conversions on LP64).
IntClass commonClass(IntClass A, IntClass B);

} // namespace approx

#endif
