//===- VarPrecisionCalls.cpp - calls a changed variable cannot follow -----===//
//
// The call checks of VarPrecision.h (checkCalls()), on what Sema finds at
// the pragma for the statement's calls (VarPrecisionCallees.cpp: plain,
// qualified, member, argument-dependent and function-object calls). A
// variable whose type changes and that the statement hands whole to a C++
// function taking it by non-const reference in every overload the call's
// argument count fits (`void accum(double &s, double)`: a float no longer
// binds there, the C++ spelling of `&x`), or to function templates alone,
// one of whose type parameters is deduced from it and a wider argument at
// once (`std::max(x, a[j])`: the deduction conflicts; not a generic
// lambda's `(auto x, auto y)`),
// would fail in the lowered code with clang's errors about the new types;
// the precision clause is reported instead (a CallFault). A call whose name
// finds several overloads may silently move to another one under the new
// types (`accum(float &, float)` beside `accum(double &, double)`): an
// OverloadShift, the -Wapprox-precision-overload warning. Where the tokens
// type every argument (VarPrecisionOverloads.cpp), it is reported when
// Sema's overload resolution chooses another function with the new types
// than with the declared ones (specializations of one template count as
// one function); otherwise, or when the new types choose none, when an
// overload other than the one chosen before takes the variable's position
// as its new type (`float`, `float &`, `const float &`). Functions declared
// in system headers are not reported: the float overload of `std::sqrt` is
// what demotion asks for. A call whose functions are not known at the
// pragma (one depending on a template parameter, or in a member function
// defined inside its class; VarPrecisionCallees.cpp) is an OverloadShift
// without a function: the same warning, saying that it cannot be checked.
// Without Sema (-E) nothing is found.
//
//===----------------------------------------------------------------------===//
#include "VarPrecisionCalls.h"
#include "TokenScan.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Sema/Sema.h"

using namespace clang;

namespace approx {

namespace {

bool isChanged(const FpVars &Vars, const Token &T) {
  if (T.isNot(tok::identifier))
    return false;
  auto It = Vars.find(T.getIdentifierInfo());
  return It != Vars.end() && It->second.changed();
}

/// Whether FD can be called with N arguments.
bool fits(const FunctionDecl *FD, size_t N) {
  return N >= FD->getMinRequiredArguments() && (N <= FD->getNumParams() || FD->isVariadic());
}

/// One function for the warning: a declaration, or a template's
/// specializations.
const Decl *identity(const FunctionDecl *FD) {
  if (const FunctionTemplateDecl *T = FD->getPrimaryTemplate())
    return T->getCanonicalDecl();
  return FD->getCanonicalDecl();
}

bool inSystemHeader(Sema &Se, const FunctionDecl *FD) {
  return Se.getSourceManager().isInSystemHeader(FD->getLocation());
}

/// Whether FD's K-th parameter takes an argument as type T (by value or by
/// reference, qualifiers aside).
bool takesAs(Sema &Se, const FunctionDecl *FD, size_t K, QualType T) {
  return K < FD->getNumParams() && Se.getASTContext().hasSameUnqualifiedType(
                                       FD->getParamDecl(K)->getType().getNonReferenceType(), T);
}

/// The changed variables handed whole to a call, with their positions.
using Wholes = llvm::SmallVector<std::pair<size_t, const IdentifierInfo *>, 2>;

/// Whether the template ND deduces one type parameter from a changed
/// variable of Whole and from an argument at one of WiderAt (`std::max(const
/// T &, const T &)`; not a generic lambda's `(auto x, auto y)`).
bool deducesBoth(Sema &Se, const NamedDecl *ND, const Wholes &Whole,
                 llvm::ArrayRef<size_t> WiderAt) {
  const FunctionDecl *FD = functionOf(ND);
  auto ParmOf = [&](size_t K) -> QualType {
    if (K >= FD->getNumParams())
      return QualType();
    QualType P = FD->getParamDecl(K)->getType().getNonReferenceType().getUnqualifiedType();
    return P->getAs<TemplateTypeParmType>() ? P : QualType();
  };
  for (auto [K, Var] : Whole)
    if (QualType P = ParmOf(K); !P.isNull())
      for (size_t J : WiderAt)
        if (QualType Q = ParmOf(J); !Q.isNull() && Se.getASTContext().hasSameType(P, Q))
          return true;
  return false;
}

std::optional<CallFault> faultOf(Sema &Se, const CallSite &C, const Wholes &Whole, size_t NArgs,
                                 llvm::ArrayRef<size_t> WiderAt, const FpVars &Vars,
                                 SourceLocation At) {
  llvm::SmallVector<const NamedDecl *, 4> Fit;
  bool AllTemplates = true;
  for (const NamedDecl *ND : C.Found) {
    AllTemplates &= isa<FunctionTemplateDecl>(ND->getUnderlyingDecl());
    if (fits(functionOf(ND), NArgs))
      Fit.push_back(ND);
  }
  if (Fit.empty())
    Fit.append(C.Found.begin(), C.Found.end());
  // A non-const reference that the new type cannot bind, in every overload.
  for (auto [K, Var] : Whole) {
    QualType New = fpType(Se, Vars.find(Var)->second.Final);
    bool Binds = llvm::any_of(Fit, [&](const NamedDecl *ND) {
      const FunctionDecl *FD = functionOf(ND);
      if (isa<FunctionTemplateDecl>(ND->getUnderlyingDecl()) || K >= FD->getNumParams())
        return true;
      QualType P = FD->getParamDecl(K)->getType();
      const auto *R = P->getAs<LValueReferenceType>();
      return !R || P->isDependentType() || R->getPointeeType().isConstQualified() ||
             takesAs(Se, FD, K, New);
    });
    if (!Binds)
      return CallFault{Var, At, /*Template=*/false, C.Name};
  }
  if (AllTemplates &&
      llvm::any_of(Fit, [&](const NamedDecl *ND) { return deducesBoth(Se, ND, Whole, WiderAt); }))
    return CallFault{Whole.front().second, At, /*Template=*/true, C.Name};
  return std::nullopt;
}

std::optional<OverloadShift> shiftOf(Sema &Se, const CallSite &C, const Wholes &Whole,
                                     llvm::ArrayRef<ArgType> Types, const FpVars &Vars,
                                     SourceLocation At) {
  if (C.Why != Unchecked::No)
    return OverloadShift{Whole.front().second,          At, C.Name, nullptr,
                         unsigned(Whole.front().first), "", false,  C.Why};
  if (C.Found.size() < 2)
    return std::nullopt;
  auto Shift = [&](const IdentifierInfo *Var, const FunctionDecl *Other, size_t K, bool Chosen) {
    std::string P =
        K < Other->getNumParams()
            ? Other->getParamDecl(K)->getType().getAsString(Se.getASTContext().getPrintingPolicy())
            : "...";
    return OverloadShift{Var, At, C.Name, Other, unsigned(K), P, Chosen, Unchecked::No};
  };
  bool Known = llvm::all_of(Types, [](const ArgType &A) { return A.known(); });
  const FunctionDecl *Orig = Known ? resolve(Se, At, C, Types, /*New=*/false) : nullptr;
  const FunctionDecl *New = Orig ? resolve(Se, At, C, Types, /*New=*/true) : nullptr;
  if (Orig && New) {
    if (identity(Orig) == identity(New) || (inSystemHeader(Se, Orig) && inSystemHeader(Se, New)))
      return std::nullopt;
    // Name the variable whose position the new choice takes as its new type.
    for (auto [K, Var] : Whole)
      if (takesAs(Se, New, K, fpType(Se, Vars.find(Var)->second.Final)))
        return Shift(Var, New, K, /*Chosen=*/true);
    return Shift(Whole.front().second, New, Whole.front().first, /*Chosen=*/true);
  }
  // Another overload that takes a changed scalar's position as its new type.
  for (auto [K, Var] : Whole) {
    const FpVar &V = Vars.find(Var)->second;
    if (V.Array || V.Item)
      continue;
    for (const NamedDecl *ND : C.Found) {
      const FunctionDecl *FD = functionOf(ND);
      if (isa<FunctionTemplateDecl>(ND->getUnderlyingDecl()) || inSystemHeader(Se, FD) ||
          (Orig && identity(FD) == identity(Orig)) || !fits(FD, Types.size()))
        continue;
      if (takesAs(Se, FD, K, fpType(Se, V.Final)))
        return Shift(Var, FD, K, /*Chosen=*/false);
    }
  }
  return std::nullopt;
}

} // namespace

CallChecks checkCalls(Preprocessor &PP, Sema *Se, SourceLocation PragmaLoc, Stmt &S,
                      const FpVars &Vars, const OtherDecls &Others) {
  CallChecks Out;
  if (!Se || !PP.getLangOpts().CPlusPlus)
    return Out;
  ObjectTypes Objects = statementObjects(PP, *Se, PragmaLoc, S);
  forEachRun(S, [&](TokenVec &T) {
    for (size_t I = 0; !Out.Fault && I + 1 < T.size(); ++I) {
      if (T[I].isNot(tok::identifier) || T[I + 1].isNot(tok::l_paren) || isGenerated(PP, T[I]))
        continue;
      size_t Close = closingBracket(T, I + 1);
      if (Close >= T.size())
        continue;
      std::vector<TokenVec> Args =
          splitTopLevel(llvm::ArrayRef<Token>(T).slice(I + 2, Close - I - 2), tok::comma);
      // The arguments that are a changed variable, and whether another one
      // holds none (a wider value beside it).
      Wholes Whole;
      llvm::SmallVector<size_t, 4> WiderAt;
      for (size_t K = 0; K < Args.size(); ++K) {
        const TokenVec &A = Args[K];
        if (A.size() == 1 && isChanged(Vars, A[0]))
          Whole.push_back({K, A[0].getIdentifierInfo()});
        bool Any = llvm::any_of(A, [&](const Token &X) { return isChanged(Vars, X); });
        if (!Any && !(A.size() == 1 && A[0].is(tok::numeric_constant)))
          WiderAt.push_back(K);
      }
      if (Whole.empty())
        continue;
      llvm::SmallVector<ArgType, 4> Types;
      for (const TokenVec &A : Args)
        Types.push_back(argType(PP, *Se, PragmaLoc, Vars, Others, Objects, A));
      std::optional<CallSite> C = callSite(PP, *Se, PragmaLoc, Objects, T, I, Types);
      if (!C)
        continue;
      SourceLocation At = T[I].getLocation();
      if (C->Why == Unchecked::No) {
        Out.Fault = faultOf(*Se, *C, Whole, Args.size(), WiderAt, Vars, At);
        if (Out.Fault)
          return;
      }
      if (std::optional<OverloadShift> Sh = shiftOf(*Se, *C, Whole, Types, Vars, At))
        Out.Shifts.push_back(*Sh);
    }
  });
  return Out;
}

} // namespace approx
