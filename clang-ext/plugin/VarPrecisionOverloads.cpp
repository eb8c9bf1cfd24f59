//===- VarPrecisionOverloads.cpp - which overload a call takes ------------===//
//
// The second step of the call checks (VarPrecisionCalls.h): a changed
// variable handed whole to an overloaded function may make C++ choose
// another overload (`accum(float &, float)` beside `accum(double &,
// double)`), silently. Where every argument of the call is one the tokens
// type (a variable's name, a numeric literal, `true`, `false`), Sema's own
// overload resolution runs twice at the pragma, on stand-in arguments of
// the declared types and of the new ones (opaque values: nothing is
// evaluated), with its diagnostics trapped as in a template deduction, and
// tells which function each set of types chooses. VarPrecisionCalls.cpp
// compares the two.
//
//===----------------------------------------------------------------------===//
#include "ConstEval.h"
#include "ItemTypes.h"
#include "VarPrecisionCalls.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/Lex/LiteralSupport.h"
#include "clang/Sema/Overload.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace approx {

QualType fpType(Sema &Se, FpKind K) {
  ASTContext &C = Se.getASTContext();
  switch (K) {
  case FpKind::Half:
    return C.Float16Ty;
  case FpKind::BF16:
    return C.BFloat16Ty;
  case FpKind::Float:
    return C.FloatTy;
  case FpKind::Double:
    return C.DoubleTy;
  case FpKind::LongDouble:
    return C.LongDoubleTy;
  }
  return C.DoubleTy;
}

namespace {

/// The integer type that a declaration's type words name ("'const
/// unsigned int'", as the retyping records the statement's non-floating
/// declarations), null for any other type.
QualType integerType(ASTContext &C, llvm::StringRef Words) {
  llvm::SmallVector<llvm::StringRef, 4> Ws;
  Words.trim('\'').split(Ws, ' ', -1, /*KeepEmpty=*/false);
  bool Unsigned = false, Signed = false, Const = false;
  unsigned Longs = 0;
  llvm::StringRef Base = "int";
  for (llvm::StringRef W : Ws) {
    if (W == "const")
      Const = true;
    else if (W == "unsigned")
      Unsigned = true;
    else if (W == "signed")
      Signed = true;
    else if (W == "long")
      ++Longs;
    else if (W == "short" || W == "char" || W == "bool" || W == "_Bool")
      Base = W;
    else if (W != "int" && W != "register" && W != "static" && W != "volatile")
      return QualType();
  }
  QualType T = Base == "short"  ? (Unsigned ? C.UnsignedShortTy : C.ShortTy)
               : Base == "char" ? (Unsigned ? C.UnsignedCharTy
                                   : Signed ? C.SignedCharTy
                                            : C.CharTy)
               : Base != "int"  ? C.BoolTy
               : Longs >= 2     ? (Unsigned ? C.UnsignedLongLongTy : C.LongLongTy)
               : Longs == 1     ? (Unsigned ? C.UnsignedLongTy : C.LongTy)
                                : (Unsigned ? C.UnsignedIntTy : C.IntTy);
  return Const ? T.withConst() : T;
}

/// The type of a numeric literal, null when clang would not accept it or
/// it has a user-defined or imaginary suffix.
QualType literalType(Preprocessor &PP, Sema &Se, const Token &Tok) {
  ASTContext &C = Se.getASTContext();
  QualType T;
  parseNumericLiteral(PP, Tok, [&](NumericLiteralParser &L, llvm::StringRef) {
    if (L.hadError || L.isImaginary || L.hasUDSuffix())
      return;
    if (L.isFloatingLiteral())
      T = L.isFloat                 ? C.FloatTy
          : L.isFloat16 || L.isHalf ? C.Float16Ty
          : L.isLong                ? C.LongDoubleTy
                                    : C.DoubleTy;
    else
      T = L.isLongLong ? (L.isUnsigned ? C.UnsignedLongLongTy : C.LongLongTy)
          : L.isLong   ? (L.isUnsigned ? C.UnsignedLongTy : C.LongTy)
                       : (L.isUnsigned ? C.UnsignedIntTy : C.IntTy);
  });
  return T;
}

} // namespace

ArgType argType(Preprocessor &PP, Sema &Se, SourceLocation PragmaLoc, const FpVars &Vars,
                const OtherDecls &Others, const ObjectTypes &Objects, const TokenVec &A) {
  ArgType Out;
  if (A.size() != 1)
    return Out;
  const Token &X = A[0];
  if (X.isOneOf(tok::kw_true, tok::kw_false)) {
    Out.Orig = Out.New = Se.getASTContext().BoolTy;
    return Out;
  }
  if (X.is(tok::numeric_constant)) {
    Out.Orig = Out.New = literalType(PP, Se, X);
    return Out;
  }
  if (X.isNot(tok::identifier))
    return Out;
  const IdentifierInfo *II = X.getIdentifierInfo();
  Out.LValue = true;
  if (auto It = Vars.find(II); It != Vars.end()) {
    // A scalar the statement declares (or the copy of one declared
    // outside); arrays and the data path's items are not typed here.
    if (!It->second.Array && !It->second.Item) {
      Out.Orig = fpType(Se, It->second.Declared);
      Out.New = fpType(Se, It->second.Final);
    }
    return Out;
  }
  if (auto It = Others.find(II); It != Others.end()) {
    Out.Orig = Out.New = integerType(Se.getASTContext(), It->second);
    return Out;
  }
  if (auto It = Objects.find(II); It != Objects.end()) {
    Out.Orig = Out.New = It->second;
    return Out;
  }
  if (inClassBody(Se))
    return Out; // a parameter or a local of the member function: not known at the pragma
  NameFacts F = lookUpName(PP, &Se, PragmaLoc, const_cast<IdentifierInfo *>(II));
  if (!F.VarType.isNull() && !F.VarType->isDependentType())
    Out.Orig = Out.New = F.VarType;
  if (const auto *VD = dyn_cast_or_null<ValueDecl>(F.Decl))
    Out.Dependent = VD->getType()->isDependentType();
  return Out;
}

const FunctionDecl *resolve(Sema &Se, SourceLocation At, const CallSite &C,
                            llvm::ArrayRef<ArgType> Args, bool New) {
  ASTContext &Ctx = Se.getASTContext();
  llvm::SmallVector<Expr *, 4> Stand;
  for (const ArgType &A : Args)
    Stand.push_back(
        new (Ctx) OpaqueValueExpr(At, New ? A.New : A.Orig, A.LValue ? VK_LValue : VK_PRValue));
  // A deduction's or a conversion's errors are the candidate's failure,
  // not diagnostics.
  Sema::SFINAETrap Trap(Se);
  OverloadCandidateSet Set(At, OverloadCandidateSet::CSK_Normal);
  for (NamedDecl *ND : C.Found) {
    DeclAccessPair P = DeclAccessPair::make(ND, ND->getAccess());
    NamedDecl *U = ND->getUnderlyingDecl();
    if (isa<CXXMethodDecl>(functionOf(U)))
      Se.AddMethodCandidate(P, C.Object, Expr::Classification::makeSimpleLValue(), Stand, Set);
    else if (auto *FT = dyn_cast<FunctionTemplateDecl>(U))
      Se.AddTemplateOverloadCandidate(FT, P, /*ExplicitTemplateArgs=*/nullptr, Stand, Set);
    else
      Se.AddOverloadCandidate(cast<FunctionDecl>(U), P, Stand, Set);
  }
  OverloadCandidateSet::iterator Best;
  if (Set.BestViableFunction(Se, At, Best) != OR_Success || Trap.hasErrorOccurred())
    return nullptr;
  return Best->Function;
}

} // namespace approx
