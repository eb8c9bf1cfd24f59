//===- FpAccess.cpp - what the fp-report analysis asks of the AST ---------===//
//
// The small questions the fp-report walks ask of declarations and
// expressions (FpAccess.h): which precision a type has, which variables are
// the user's, which array an element access reads or writes and at which
// token, how much arithmetic an expression does. Kept apart from the walks
// themselves so that each can be read on its own.
//
//===----------------------------------------------------------------------===//
#include "FpAccess.h"

using namespace clang;

namespace approx {

llvm::StringRef fpTypeName(FpType T) {
  switch (T) {
  case FpType::Double:
    return "double";
  case FpType::Float:
    return "float";
  case FpType::Half:
    return "half";
  case FpType::BF16:
    return "bf16";
  }
  return "double";
}

llvm::StringRef fpVarKindName(FpVarKind K) {
  switch (K) {
  case FpVarKind::Local:
    return "local";
  case FpVarKind::Param:
    return "param";
  case FpVarKind::Array:
    return "array";
  }
  return "local";
}

/// The model's precision of a scalar type; none for other types (long
/// double and __float128 have no precision clause spelling).
std::optional<FpType> scalarType(QualType T) {
  const auto *BT = T.getCanonicalType()->getAs<BuiltinType>();
  if (!BT)
    return std::nullopt;
  switch (BT->getKind()) {
  case BuiltinType::Double:
    return FpType::Double;
  case BuiltinType::Float:
    return FpType::Float;
  case BuiltinType::Half:
  case BuiltinType::Float16:
    return FpType::Half;
  case BuiltinType::BFloat16:
    return FpType::BF16;
  default:
    return std::nullopt;
  }
}

/// The element type of an array (of any rank) or pointer to floating point.
std::optional<FpType> elementType(QualType T) {
  T = T.getCanonicalType();
  if (const auto *PT = T->getAs<PointerType>())
    return scalarType(PT->getPointeeType());
  const Type *Ty = T.getTypePtr();
  if (!Ty->isArrayType())
    return std::nullopt;
  while (Ty->isArrayType())
    Ty = Ty->getArrayElementTypeNoTypeQual();
  return scalarType(QualType(Ty, 0));
}

/// A user variable (not one the lowering or OpenMP made up).
bool isUserVar(const VarDecl *VD) {
  if (!VD || VD->isImplicit() || !VD->getDeclName().isIdentifier())
    return false;
  llvm::StringRef N = VD->getName();
  return !N.empty() && !N.starts_with("__approx");
}

/// The array variable an element access (a[i], a[i][j], *p, *(p + i)) uses.
const VarDecl *accessedArray(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  for (;;) {
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      E = ASE->getBase()->IgnoreParenImpCasts();
    } else if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->getOpcode() == UO_Deref) {
      E = UO->getSubExpr()->IgnoreParenImpCasts();
    } else if (const auto *BO = dyn_cast<BinaryOperator>(E);
               BO && BO->isAdditiveOp() && BO->getType()->isPointerType()) {
      const Expr *L = BO->getLHS()->IgnoreParenImpCasts();
      E = L->getType()->isPointerType() || L->getType()->isArrayType()
              ? L
              : BO->getRHS()->IgnoreParenImpCasts();
    } else {
      break;
    }
  }
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  return DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
}

bool isElementAccess(const Expr *E) {
  E = E->IgnoreParens();
  if (isa<ArraySubscriptExpr>(E))
    return true;
  const auto *UO = dyn_cast<UnaryOperator>(E);
  return UO && UO->getOpcode() == UO_Deref;
}

/// The token an element access is keyed by.
SourceLocation accessLoc(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E))
    return ASE->getRBracketLoc();
  return cast<UnaryOperator>(E)->getOperatorLoc();
}

bool mentionsRenamed(const Stmt *S) {
  if (!S)
    return false;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    return VD && VD->getDeclName().isIdentifier() && VD->getName().starts_with("__approx");
  }
  for (const Stmt *Child : S->children())
    if (mentionsRenamed(Child))
      return true;
  return false;
}

void countOp(BinaryOperatorKind Op, FpOps &Ops) {
  switch (Op) {
  case BO_Add:
  case BO_Sub:
    ++Ops.Add;
    break;
  case BO_Mul:
    ++Ops.Mul;
    break;
  case BO_Div:
    ++Ops.Div;
    break;
  default:
    break;
  }
}

void countOps(const ASTContext &Ctx, const Expr *E, FpOps &Ops) {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (isa<UnaryExprOrTypeTraitExpr>(E))
    return; // sizeof and friends: not evaluated
  if ((isa<BinaryOperator>(E) || isa<CallExpr>(E)) && !E->isValueDependent() &&
      E->isEvaluatable(Ctx))
    return; // (GAM - 1.0) * 0.5: folded by the compiler, no run-time work
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->isAssignmentOp())
      return; // a definition of its own
    if (BO->getType()->isRealFloatingType())
      countOp(BO->getOpcode(), Ops);
  } else if (const auto *CE = dyn_cast<CallExpr>(E)) {
    if (CE->getType()->isRealFloatingType())
      ++Ops.Math;
    for (const Expr *A : CE->arguments())
      countOps(Ctx, A, Ops);
    return;
  } else if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    countOps(Ctx, CO->getTrueExpr(), Ops); // the condition's comparison defines no variable
    countOps(Ctx, CO->getFalseExpr(), Ops);
    return;
  } else if (isa<ArraySubscriptExpr>(E)) {
    return; // integer index arithmetic
  }
  for (const Stmt *Child : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Child))
      countOps(Ctx, CE, Ops);
}

} // namespace approx
