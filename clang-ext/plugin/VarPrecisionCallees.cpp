//===- VarPrecisionCallees.cpp - what a call of the statement may call ----===//
//
// The first step of the call checks (VarPrecisionCalls.h): the declarations
// a call in the statement's tokens may reach, found by Sema at the pragma,
// since the statement is not parsed yet. An unqualified `f(` finds every
// overload that ordinary lookup finds there (a member function's own class
// included) and, unless that found a class member, those that
// argument-dependent lookup finds from the arguments whose types the tokens
// tell (`put(p, s)` with `p` an `ns::P`: `ns::put`); `ns::f(` those of the
// namespace or class `ns` names, and a member call `obj.f(`, `ptr->f(` or
// `this->f(` the methods named `f` of the object's class and its bases
// (Sema's member lookup). The object is a variable the statement declares
// as a class object or a pointer to one (read from its tokens: one type
// name, which Sema finds naming a class), else the variable Sema finds at
// the pragma. A call through a class object `g(` (a function object, a
// lambda, a `std::function`) finds its class's `operator()`. Where those
// cannot be known at the pragma, the call is marked unchecked: an object,
// qualifier or argument whose type depends on a template parameter (the
// functions are found at each instantiation), and in a member function
// defined inside its class, whose body is read before the class is
// complete (its parameters, locals and later members are not known yet).
// A call through anything else (`a[i].f(`, `get().f(`, `a.b.f(`, a
// function pointer, which has no overloads) is not followed.
//
//===----------------------------------------------------------------------===//
#include "FpRewrite.h"
#include "ItemTypes.h"
#include "TokenScan.h"
#include "VarPrecisionCalls.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace approx {

const FunctionDecl *functionOf(const NamedDecl *F) {
  return F->getUnderlyingDecl()->getAsFunction();
}

bool inClassBody(Sema &Se) {
  for (const DeclContext *DC = Se.CurContext; DC; DC = DC->getParent())
    if (const auto *RD = dyn_cast<CXXRecordDecl>(DC); RD && RD->isBeingDefined())
      return true;
  return false;
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

/// The methods named Name of C.Object's class and its bases into C.Found
/// (Sema's member lookup); false when there are none or not only
/// functions.
bool memberFunctions(Sema &Se, DeclarationName Name, SourceLocation Loc, CallSite &C) {
  LookupResult R(Se, Name, Loc, Sema::LookupMemberName);
  R.suppressDiagnostics();
  Se.LookupQualifiedName(R, C.Object->getAsCXXRecordDecl());
  if (!takeFunctions(R, C.Found))
    return false;
  C.Member = true;
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

/// Whether a name found at the pragma is a variable, or a type, that
/// depends on a template parameter.
bool dependent(const NameFacts &F) {
  if (const auto *VD = dyn_cast_or_null<ValueDecl>(F.Decl))
    return VD->getType()->isDependentType();
  if (!F.TypeName.isNull())
    return F.TypeName->isDependentType();
  return isa_and_nonnull<TemplateTypeParmDecl>(F.Decl);
}

/// Whether T (a reference stripped, through a pointer when Arrow) depends
/// on a template parameter.
bool dependentObject(QualType T, bool Arrow) {
  if (T.isNull())
    return false;
  T = T.getNonReferenceType();
  if (Arrow)
    if (const auto *P = T->getAs<PointerType>())
      T = P->getPointeeType();
  return T->isDependentType();
}

/// The class of `*this` in the function the pragma stands in.
QualType thisClass(Sema &Se) {
  QualType This = Se.getCurrentThisType();
  return This.isNull() ? QualType() : objectClass(This, /*Arrow=*/true);
}

bool isMethod(const NamedDecl *ND) {
  const auto *MD = dyn_cast<CXXMethodDecl>(functionOf(ND));
  return MD && !MD->isStatic();
}

/// A method found without an object (`f(x)` in a member function, or
/// `Base::f(x)`): its object is `*this`, when the pragma has one.
std::optional<CallSite> withThis(Sema &Se, CallSite &C) {
  if (llvm::none_of(C.Found, isMethod))
    return C;
  if (dependentObject(Se.getCurrentThisType(), /*Arrow=*/true)) {
    C.Found.clear();
    C.Why = Unchecked::Dependent;
    return C;
  }
  C.Object = thisClass(Se);
  return C;
}

/// An unqualified call `f(`: a class object's `operator()` when `f` is one,
/// else ordinary lookup at the pragma and argument-dependent lookup.
std::optional<CallSite> unqualified(Sema &Se, const ObjectTypes &Objects, const Token &Name,
                                    llvm::ArrayRef<ArgType> Args, bool InClass, CallSite &C) {
  auto Unknown = [&](Unchecked Why) {
    C.Why = Why;
    return C;
  };
  auto *II = const_cast<IdentifierInfo *>(Name.getIdentifierInfo());
  SourceLocation Loc = Name.getLocation();
  LookupResult R(Se, DeclarationName(II), Loc, Sema::LookupOrdinaryName);
  R.suppressDiagnostics();
  QualType Callee;
  if (auto It = Objects.find(II); It != Objects.end()) {
    Callee = It->second;
  } else {
    Se.LookupName(R, Se.getCurScope());
    if (R.isSingleResult())
      if (const auto *VD = dyn_cast<ValueDecl>(R.getFoundDecl()->getUnderlyingDecl());
          VD && !isa<FunctionDecl>(VD)) {
        if (VD->getType()->isDependentType())
          return Unknown(Unchecked::Dependent);
        Callee = VD->getType().getNonReferenceType();
        if (objectClass(Callee, /*Arrow=*/false).isNull())
          return std::nullopt; // a function pointer: no overloads
      }
  }
  if (!Callee.isNull()) {
    // `g(`, a function object (a lambda, a `std::function`): its `operator()`.
    C.Object = objectClass(Callee, /*Arrow=*/false);
    if (C.Object.isNull())
      return InClass ? std::optional<CallSite>(Unknown(Unchecked::InClass)) : std::nullopt;
    if (!memberFunctions(Se, Se.getASTContext().DeclarationNames.getCXXOperatorName(OO_Call), Loc,
                         C))
      return std::nullopt;
    return C;
  }
  if (!R.empty() && !takeFunctions(R, C.Found))
    return std::nullopt;
  const bool Members =
      llvm::any_of(C.Found, [](const NamedDecl *ND) { return isa<CXXMethodDecl>(functionOf(ND)); });
  // In a class being defined, a member declared after the pragma, or an
  // argument that is a parameter, is not known yet.
  if (InClass && (C.Found.empty() || Members ||
                  llvm::any_of(Args, [](const ArgType &A) { return !A.known(); })))
    return Unknown(Unchecked::InClass);
  if (!Members) {
    // Argument-dependent lookup, unless ordinary lookup found a class
    // member; in a template, from a dependent argument at instantiation.
    if (llvm::any_of(Args, [](const ArgType &A) { return A.Dependent; }))
      return Unknown(Unchecked::Dependent);
    ASTContext &Ctx = Se.getASTContext();
    llvm::SmallVector<Expr *, 4> Stand;
    for (const ArgType &A : Args)
      if (A.known())
        Stand.push_back(new (Ctx) OpaqueValueExpr(Loc, A.Orig, A.LValue ? VK_LValue : VK_PRValue));
    ADLResult Fns;
    Se.ArgumentDependentLookup(DeclarationName(II), Loc, Stand, Fns);
    for (NamedDecl *ND : Fns)
      if (functionOf(ND) && llvm::none_of(C.Found, [&](const NamedDecl *F) {
            return F->getUnderlyingDecl()->getCanonicalDecl() == ND->getCanonicalDecl();
          }))
        C.Found.push_back(ND);
  }
  if (C.Found.empty())
    return std::nullopt;
  return withThis(Se, C);
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
                                 const ObjectTypes &Objects, const TokenVec &T, size_t I,
                                 llvm::ArrayRef<ArgType> Args) {
  if (!Se.getCurScope())
    return std::nullopt;
  CallSite C;
  auto *II = const_cast<IdentifierInfo *>(T[I].getIdentifierInfo());
  C.Name = II->getName().str();
  auto Unknown = [&](Unchecked Why) {
    C.Why = Why;
    return C;
  };
  const bool InClass = inClassBody(Se);
  // A member call: `obj.f(`, `ptr->f(`, `this->f(`.
  if (I >= 2 && T[I - 1].isOneOf(tok::period, tok::arrow)) {
    if (I >= 3 && T[I - 3].isOneOf(tok::period, tok::arrow, tok::coloncolon))
      return std::nullopt; // `a.b.f(`, `ns::a.f(`
    const bool Arrow = T[I - 1].is(tok::arrow);
    if (T[I - 2].is(tok::kw_this) && Arrow) {
      if (InClass)
        return Unknown(Unchecked::InClass);
      QualType This = Se.getCurrentThisType();
      if (dependentObject(This, /*Arrow=*/true))
        return Unknown(Unchecked::Dependent);
      C.Object = thisClass(Se);
    } else if (T[I - 2].is(tok::identifier)) {
      auto *Obj = const_cast<IdentifierInfo *>(T[I - 2].getIdentifierInfo());
      auto It = Objects.find(Obj);
      QualType VT;
      if (It != Objects.end()) {
        VT = It->second;
      } else {
        if (InClass)
          return Unknown(Unchecked::InClass); // a parameter, a local, a member
        NameFacts F = lookUpName(PP, &Se, PragmaLoc, Obj);
        if (dependent(F))
          return Unknown(Unchecked::Dependent);
        VT = F.VarType;
      }
      C.Object = objectClass(VT, Arrow);
    }
    if (C.Object.isNull())
      return InClass ? std::optional<CallSite>(Unknown(Unchecked::InClass)) : std::nullopt;
    if (!memberFunctions(Se, DeclarationName(II), T[I].getLocation(), C))
      return std::nullopt;
    C.Name = C.Object->getAsCXXRecordDecl()->getNameAsString() + "::" + C.Name;
    return C;
  }
  LookupResult R(Se, DeclarationName(II), T[I].getLocation(), Sema::LookupOrdinaryName);
  R.suppressDiagnostics();
  if (I >= 2 && T[I - 1].is(tok::coloncolon) && T[I - 2].is(tok::identifier)) {
    // `ns::f(` or `Cls::f(`: in what `ns` names at the pragma.
    NameFacts NS =
        lookUpName(PP, &Se, PragmaLoc, const_cast<IdentifierInfo *>(T[I - 2].getIdentifierInfo()));
    if (dependent(NS))
      return Unknown(Unchecked::Dependent); // `T::f(`
    if (InClass && !isa_and_nonnull<NamespaceDecl>(NS.Decl))
      return Unknown(Unchecked::InClass); // a class, perhaps this one
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
    return unqualified(Se, Objects, T[I], Args, InClass, C);
  }
  if (!takeFunctions(R, C.Found))
    return std::nullopt;
  return withThis(Se, C);
}

} // namespace approx
