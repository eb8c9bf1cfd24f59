//===- ItemTypes.cpp - element types of in/out items, checked by Sema -----===//
//
// Implementation of checkItemType() (see the header): the item's name is
// looked up in Sema's current scope, its declaration is kept only if its
// block still encloses the pragma in the source text, and the element type
// (the item's own type for a scalar, the pointee or array element for a
// section or shaped array, one level further for a 2-D section) is
// checked against what the item's clauses need.
//
//===----------------------------------------------------------------------===//
#include "ItemTypes.h"
#include "Diag.h"
#include "PragmaPlace.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Scope.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace approx {
namespace {

/// The declaration item name II refers to at Loc; null when not found, or
/// when several are (an overload set: Several is set). The parser reads the
/// pragma as the token after a ';' or '}', possibly still in the scope that
/// this token ended: a local found in such a scope is skipped and the name
/// looked up again from the scope around it. Unsure is set when the source
/// text cannot tell (macros).
const NamedDecl *lookUp(Preprocessor &PP, Sema &S, IdentifierInfo *II, SourceLocation Loc,
                        bool &Unsure, bool &Several) {
  SourceManager &SM = PP.getSourceManager();
  Scope *From = S.getCurScope();
  while (From) {
    const NamedDecl *ND = nullptr;
    if (From == S.getCurScope()) {
      LookupResult R(S, DeclarationName(II), Loc, Sema::LookupOrdinaryName);
      R.suppressDiagnostics();
      S.LookupName(R, From);
      Several = !R.empty() && !R.isSingleResult();
      if (!R.isSingleResult())
        return nullptr;
      ND = R.getFoundDecl();
    } else {
      // Again from an outer scope: its own declarations (locals), else
      // the first lookup's answer stands for nothing local.
      for (Scope *Sc = From; Sc && !ND; Sc = Sc->getParent())
        for (Decl *Dc : Sc->decls())
          if (auto *Named = dyn_cast<NamedDecl>(Dc); Named && Named->getIdentifier() == II)
            ND = Named;
      if (!ND)
        break;
    }
    const auto *VD = dyn_cast<VarDecl>(ND->getUnderlyingDecl());
    if (!VD || !VD->isLocalVarDeclOrParm())
      return ND;
    Scope *Home = nullptr;
    for (Scope *Sc = From; Sc && !Home; Sc = Sc->getParent())
      if (Sc->isDeclScope(VD))
        Home = Sc;
    bool Control = Home && (Home->getFlags() & Scope::ControlScope);
    SourceLocation DL = VD->getLocation();
    if (!DL.isFileID() || !Loc.isFileID() || SM.getFileID(DL) != SM.getFileID(Loc)) {
      Unsure = true;
      return ND;
    }
    if (sameBlockOrInner(SM, DL, Loc, Control))
      return ND;
    if (!Home)
      break;
    From = Home->getParent(); // a scope whose text has ended
  }
  Unsure = true;
  return nullptr;
}

/// The element type of an item of kind K whose name has type T; null
/// after setting Problem when T has no such element.
QualType elementType(ASTContext &Ctx, QualType T, DataItem::KindTy K, std::string &Problem) {
  if (K == DataItem::Scalar)
    return T;
  auto Inner = [&](QualType X) -> QualType {
    if (const auto *P = X->getAs<PointerType>())
      return P->getPointeeType();
    if (const ArrayType *A = Ctx.getAsArrayType(X))
      return A->getElementType();
    return QualType();
  };
  QualType E = Inner(T);
  if (E.isNull()) {
    Problem = "neither an array nor a pointer";
    return E;
  }
  if (K != DataItem::Section2D)
    return E;
  if (!Ctx.getAsArrayType(E)) {
    Problem = "not an array of arrays or a pointer to arrays (a 2-D section needs rows "
              "of one array type; use '([rows][cols])p' for rows stored one after another)";
    return QualType();
  }
  return Inner(E);
}

} // namespace

const ValueDecl *itemDecl(Preprocessor &PP, Sema *S, SourceLocation PragmaLoc, const Token &Base,
                          llvm::StringRef Role, ItemCheck &Result) {
  Result = ItemCheck::Ok;
  if (!S || !S->getCurScope())
    return nullptr;
  IdentifierInfo *II = Base.getIdentifierInfo();
  if (!II)
    return nullptr;
  SourceLocation Loc = Base.getLocation();
  bool Unsure = false, Several = false;
  const NamedDecl *ND = lookUp(PP, *S, II, PragmaLoc, Unsure, Several);
  if (Unsure)
    return nullptr;
  Result = ItemCheck::Bad;
  if (Several) {
    error(PP, Loc, "%0-item '%1' names several declarations, not a variable") << Role
                                                                              << II->getName();
    return nullptr;
  }
  if (!ND) {
    error(PP, Loc, "%0-item '%1' does not name a variable declared here") << Role << II->getName();
    return nullptr;
  }
  const auto *VD = dyn_cast<ValueDecl>(ND->getUnderlyingDecl());
  if (!VD || isa<FunctionDecl>(VD) || isa<EnumConstantDecl>(VD)) {
    error(PP, Loc, "%0-item '%1' names %2, not a variable")
        << Role << II->getName()
        << (VD && isa<FunctionDecl>(VD) ? "a function"
            : VD                         ? "an enumerator"
                                         : "a type or namespace");
    return nullptr;
  }
  const auto *Var = dyn_cast<VarDecl>(VD);
  if (VD->isInvalidDecl() || (Var && Var->getInit() && Var->getInit()->containsErrors())) {
    // clang reported its declaration (an unknown type name, C++'s `float *a
    // = malloc(n)`, whose uses then carry the error): the region is left as
    // written, where clang says nothing more about it, instead of lowered
    // code failing on it again.
    Result = ItemCheck::Bad;
    return nullptr;
  }
  Result = ItemCheck::Ok;
  return VD;
}

ItemCheck checkItemType(Preprocessor &PP, Sema *S, SourceLocation PragmaLoc, const DataItem &It,
                        const ItemUse &Use) {
  IdentifierInfo *II = It.Base.getIdentifierInfo();
  SourceLocation Loc = It.Base.getLocation();
  const char *Role = It.In ? "in" : "out";
  ItemCheck Found;
  const ValueDecl *VD = itemDecl(PP, S, PragmaLoc, It.Base, Role, Found);
  if (!VD)
    return Found;
  QualType T = VD->getType().getNonReferenceType();
  if (T.isNull() || T->isDependentType() || T->isUndeducedType())
    return ItemCheck::Dependent;
  if (Use.OwnStorage && isa<FieldDecl>(VD) && T->isArrayType()) {
    error(PP, Loc,
          "out-item '%0' is an array inside the object ('this->%0'): the "
          "'target data' that keeps it on the device for 'reconstruct' cannot map "
          "it apart from the construct's map of the object (not supported yet); "
          "use a pointer member, or rebuild the rows on the host "
          "('reconstruct(..., host)')")
        << II->getName();
    return ItemCheck::Bad;
  }
  ASTContext &Ctx = S->getASTContext();
  std::string Problem;
  QualType E = elementType(Ctx, T, It.Kind, Problem);
  if (E.isNull()) {
    error(PP, Loc, "%0-item '%1' is %select{a 1-D section|a shaped array|a 2-D section}2, but "
                   "its type %3 is %4")
        << Role << II->getName()
        << (It.Kind == DataItem::Section1D ? 0 : It.Kind == DataItem::Shaped ? 1 : 2) << T
        << Problem;
    return ItemCheck::Bad;
  }
  if (E->isDependentType())
    return ItemCheck::Dependent;
  if (It.Kind == DataItem::Shaped && Ctx.getAsArrayType(E)) {
    // `([rows][cols])g` of `float g[N][M]`: its rows are arrays, not the
    // elements the shape counts.
    error(PP, Loc,
          "%0-item '%3' needs '%1' to point to its elements; its type %2 is an array "
          "of arrays: write the 2-D section '%1[lo:len][lo2:len2]', or shape a pointer "
          "to its first element")
        << Role << II->getName() << T << It.spelling(PP);
    return ItemCheck::Bad;
  }
  QualType C = E.getCanonicalType();
  if (Use.Reconstruct && !(C->isIntegerType() || C->isRealFloatingType()) &&
      !(C->isEnumeralType() && !C->isScopedEnumeralType())) {
    error(PP, Loc, "'reconstruct' needs items of arithmetic element type; '%0' has element "
                   "type %1")
        << II->getName() << E;
    return ItemCheck::Bad;
  }
  if (Use.Precision && !C->isRealFloatingType()) {
    error(PP, Loc, "'precision(%0)' needs items of floating-point element type; '%1' has "
                   "element type %2")
        << spelling(*Use.Precision) << II->getName() << E;
    return ItemCheck::Bad;
  }
  if (Use.Unorm && !Ctx.hasSameUnqualifiedType(C, Ctx.FloatTy)) {
    error(PP, Loc, "'precision(%0)' needs items of element type 'float'; '%1' has element "
                   "type %2")
        << spelling(*Use.Unorm) << II->getName() << E;
    return ItemCheck::Bad;
  }
  if (Use.WrittenBack && E.isConstQualified()) {
    error(PP, Loc, "out-item '%0' is written by '%1', but its element type %2 is const")
        << II->getName() << (Use.Reconstruct ? "reconstruct" : "precision(" + spelling(*Use.Precision).str() + ")")
        << E;
    return ItemCheck::Bad;
  }
  return ItemCheck::Ok;
}

NameFacts lookUpName(Preprocessor &PP, Sema *S, SourceLocation PragmaLoc, IdentifierInfo *II) {
  NameFacts F;
  if (!S || !S->getCurScope() || !II)
    return F;
  bool Unsure = false, Several = false;
  const NamedDecl *ND = lookUp(PP, *S, II, PragmaLoc, Unsure, Several);
  if (Unsure)
    return F;
  if (!ND) {
    F.Kind = Several ? NameFacts::Other : NameFacts::None;
    return F;
  }
  const NamedDecl *U = ND->getUnderlyingDecl();
  F.Decl = U;
  if (const auto *FD = dyn_cast<FunctionDecl>(U)) {
    F.Kind = NameFacts::Function;
    F.Variadic = FD->isVariadic();
    const FunctionDecl *Cur = S->getCurFunctionDecl();
    F.Enclosing = Cur && Cur->getCanonicalDecl() == FD->getCanonicalDecl();
    return F;
  }
  const auto *VD = dyn_cast<VarDecl>(U);
  if (!VD) {
    F.Kind = NameFacts::Other;
    if (const auto *TD = dyn_cast<TypeDecl>(U))
      F.TypeName = S->getASTContext().getTypeDeclType(TD);
    return F;
  }
  QualType T = VD->getType().getNonReferenceType();
  if (T.isNull() || T->isDependentType())
    return F;
  F.Type = T.getAsString();
  F.VarType = T;
  QualType E;
  if (const auto *P = T->getAs<PointerType>())
    E = P->getPointeeType();
  else if (const ArrayType *A = S->getASTContext().getAsArrayType(T))
    E = A->getElementType();
  F.Kind = T->isRealFloatingType()                  ? NameFacts::FloatScalar
           : !E.isNull() && E->isRealFloatingType() ? NameFacts::FloatArray
                                                    : NameFacts::OtherVar;
  return F;
}

} // namespace approx
