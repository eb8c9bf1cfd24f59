//===- FpAccess.h - what the fp-report analysis asks of the AST -----------===//
//
// Questions the fp-report walks (FpCandidates.cpp, FpDefUse.cpp) ask of
// declarations and expressions: the model precision of a scalar type or of
// an array's (pointer's) elements, whether a variable is the user's (not
// one the lowering or OpenMP made up), for an element access (a[i],
// a[i][j], *p, *(p + i)) the array it uses and the token it is keyed by,
// and the floating-point arithmetic an expression does at run time.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_FPACCESS_H
#define APPROX_FPACCESS_H

#include "FpGraph.h"
#include "clang/AST/Expr.h"
#include <optional>

namespace approx {

/// The model's precision of a scalar type; none for other types (long
/// double and __float128 have no precision clause spelling).
std::optional<FpType> scalarType(clang::QualType T);

/// The element type of an array (of any rank) or pointer to floating point.
std::optional<FpType> elementType(clang::QualType T);

/// A user variable: named, not implicit, not __approx*.
bool isUserVar(const clang::VarDecl *VD);

/// Whether E (parentheses aside) is an element access.
bool isElementAccess(const clang::Expr *E);

/// The array variable an element access uses (null if not a variable).
const clang::VarDecl *accessedArray(const clang::Expr *E);

/// Whether S names a variable the lowering made up (in(x) precision(float)
/// reads x through __approx_x...: the rewritten name is a generated token).
/// A user definition or access that does is skipped, unmarked, so that the
/// lowering's exact version, with the user's names, is the one read.
bool mentionsRenamed(const clang::Stmt *S);

/// The token an element access is keyed by: its ']' or its '*'.
clang::SourceLocation accessLoc(const clang::Expr *E);

/// Counts one operation of kind Op (+, -, *, /) into Ops; other kinds
/// count none.
void countOp(clang::BinaryOperatorKind Op, FpOps &Ops);

/// Counts the arithmetic of floating-point results in E into Ops, as the
/// ops of the variable E defines: not the index arithmetic of element
/// accesses, the conditions of `?:`, nested assignments (definitions of
/// their own), unevaluated operands, or what the compiler folds.
void countOps(const clang::ASTContext &Ctx, const clang::Expr *E, FpOps &Ops);

} // namespace approx

#endif
