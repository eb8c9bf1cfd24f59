//===- VarPrecisionCallees.cpp - what a call of the statement may call ----===//
//
// The first step of the call checks (VarPrecisionCalls.h): the declarations
// a call in the statement's tokens may reach, found by Sema at the pragma,
// since the statement is not parsed yet. An unqualified `f(` finds every
// overload that ordinary lookup finds there (a member function's own class
// included), `ns::f(` those of the namespace or class `ns` names, and a
// member call `obj.f(`, `ptr->f(` or `this->f(` the methods named `f` of the
// object's class and its bases (Sema's member lookup). The object is a
// variable the statement declares as a class object or a pointer to one
// (read from its tokens: one type name, which Sema finds naming a class),
// else the variable Sema finds at the pragma. A call through anything else
// (`a[i].f(`, `get().f(`, `a.b.f(`, a function pointer) is not followed;
// neither is argument-dependent lookup.
//
//===----------------------------------------------------------------------===//
#include "FpRewrite.h"
#include "ItemTypes.h"
#include "TokenScan.h"
#include "VarPrecisionCalls.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace approx {

const FunctionDecl *functionOf(const NamedDecl *F) {
  return F->getUnderlyingDecl()->getAsFunction();
}

namespace {

/// R's declarations into Out, when all are functions or function templates.
bool takeFunctions(const LookupResult &R, llvm::SmallVectorImpl<NamedDecl *> &Out) {
  if (R.empty() || R.isAmbiguous())
    return false;
  for (NamedDecl *ND : R) {
    if (!functionOf(ND))
      return false;
    Out.push_back(ND);
  }
  return true;
}

/// The class of an object of type T (through a pointer when Arrow), null
/// when it is none or not complete.
QualType objectClass(QualType T, bool Arrow) {
  if (T.isNull() || T->isDependentType())
    return QualType();
  T = T.getNonReferenceType();
  if (Arrow) {
    const auto *P = T->getAs<PointerType>();
    if (!P)
      return QualType();
    T = P->getPointeeType();
  }
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || RD->isBeingDefined() || T->isDependentType())
    return QualType();
  return T;
}

/// The class of `*this` in the function the pragma stands in.
QualType thisClass(Sema &Se) {
  QualType This = Se.getCurrentThisType();
  return This.isNull() ? QualType() : objectClass(This, /*Arrow=*/true);
}

} // namespace

ObjectTypes statementObjects(Preprocessor &PP, Sema &Se, SourceLocation PragmaLoc, Stmt &S) {
  ObjectTypes Out;
  forEachRun(S, [&](TokenVec &T) {
    bool InAnnot = false;
    for (size_t J = 0; J + 1 < T.size(); ++J) {
      trackDirective(T[J], InAnnot);
      if (InAnnot || T[J].isNot(tok::identifier) || isMember(T, J) || isGenerated(PP, T[J]) ||
          !T[J + 1].isOneOf(tok::semi, tok::equal, tok::comma, tok::l_paren, tok::l_brace,
                            tok::r_paren, tok::l_square, tok::colon))
        continue;
      // Back over the declarator's '*', '&' and qualifiers to the type name.
      size_t K = J;
      // A 'const' left of the '*' (met after it, going back) is the
      // object's; one right of it, the pointer's.
      unsigned Stars = 0;
      bool ConstAt[2] = {false, false};
      while (K > 0 &&
             T[K - 1].isOneOf(tok::star, tok::amp, tok::ampamp, tok::kw_const, tok::kw_volatile)) {
        Stars += T[K - 1].is(tok::star);
        if (Stars < 2 && T[K - 1].is(tok::kw_const))
          ConstAt[Stars] = true;
        --K;
      }
      if (K == 0 || Stars > 1 || T[K - 1].isNot(tok::identifier) || isMember(T, K - 1))
        continue;
      size_t Ty = K - 1;
      if (Ty > 0 && !isBoundary(T[Ty - 1]) &&
          !T[Ty - 1].isOneOf(tok::l_paren, tok::kw_const, tok::kw_static))
        continue;
      bool Const = ConstAt[Stars] || (Ty > 0 && T[Ty - 1].is(tok::kw_const));
      QualType C = lookUpName(PP, &Se, PragmaLoc, T[Ty].getIdentifierInfo()).TypeName;
      if (C.isNull() || objectClass(C, /*Arrow=*/false).isNull())
        continue;
      if (Const)
        C.addConst();
      if (Stars)
        C = Se.getASTContext().getPointerType(C);
      Out.try_emplace(T[J].getIdentifierInfo(), C);
    }
  });
  return Out;
}

std::optional<CallSite> callSite(Preprocessor &PP, Sema &Se, SourceLocation PragmaLoc,
                                 const ObjectTypes &Objects, const TokenVec &T, size_t I) {
  if (!Se.getCurScope())
    return std::nullopt;
  CallSite C;
  auto *II = const_cast<IdentifierInfo *>(T[I].getIdentifierInfo());
  C.Name = II->getName().str();
  // A member call: `obj.f(`, `ptr->f(`, `this->f(`.
  if (I >= 2 && T[I - 1].isOneOf(tok::period, tok::arrow)) {
    if (I >= 3 && T[I - 3].isOneOf(tok::period, tok::arrow, tok::coloncolon))
      return std::nullopt; // `a.b.f(`, `ns::a.f(`
    const bool Arrow = T[I - 1].is(tok::arrow);
    if (T[I - 2].is(tok::kw_this) && Arrow) {
      C.Object = thisClass(Se);
    } else if (T[I - 2].is(tok::identifier)) {
      auto *Obj = const_cast<IdentifierInfo *>(T[I - 2].getIdentifierInfo());
      auto It = Objects.find(Obj);
      QualType VT = It != Objects.end() ? It->second : lookUpName(PP, &Se, PragmaLoc, Obj).VarType;
      C.Object = objectClass(VT, Arrow);
    }
    if (C.Object.isNull())
      return std::nullopt;
    auto *RD = C.Object->getAsCXXRecordDecl();
    LookupResult R(Se, DeclarationName(II), T[I].getLocation(), Sema::LookupMemberName);
    R.suppressDiagnostics();
    Se.LookupQualifiedName(R, RD);
    if (!takeFunctions(R, C.Found))
      return std::nullopt;
    C.Member = true;
    C.Name = RD->getNameAsString() + "::" + C.Name;
    return C;
  }
  LookupResult R(Se, DeclarationName(II), T[I].getLocation(), Sema::LookupOrdinaryName);
  R.suppressDiagnostics();
  if (I >= 2 && T[I - 1].is(tok::coloncolon) && T[I - 2].is(tok::identifier)) {
    // `ns::f(` or `Cls::f(`: in what `ns` names at the pragma.
    NameFacts NS =
        lookUpName(PP, &Se, PragmaLoc, const_cast<IdentifierInfo *>(T[I - 2].getIdentifierInfo()));
    auto *DC = dyn_cast_or_null<DeclContext>(const_cast<NamedDecl *>(NS.Decl));
    if (const auto *Tag = dyn_cast_or_null<TagDecl>(DC);
        Tag && (!Tag->isCompleteDefinition() || Tag->isDependentContext()))
      return std::nullopt;
    if (!DC)
      return std::nullopt;
    Se.LookupQualifiedName(R, DC);
  } else if (I > 0 && T[I - 1].isOneOf(tok::period, tok::arrow, tok::coloncolon)) {
    return std::nullopt;
  } else {
    Se.LookupName(R, Se.getCurScope());
  }
  if (!takeFunctions(R, C.Found))
    return std::nullopt;
  // A method found without an object (`f(x)` in a member function, or
  // `Base::f(x)`): its object is `*this`, when the pragma has one.
  if (llvm::any_of(C.Found, [](const NamedDecl *ND) {
        return isa<CXXMethodDecl>(functionOf(ND)) &&
               !cast<CXXMethodDecl>(functionOf(ND))->isStatic();
      }))
    C.Object = thisClass(Se);
  return C;
}

} // namespace approx
