//===- VarPrecisionCalls.cpp - calls a changed variable cannot follow -----===//
//
// The checks of VarPrecision.h that need the called function's declaration,
// which Sema looks up at the pragma: a variable whose type changes and that
// the statement hands to a C++ function taking it by non-const reference
// (`void accum(double &s, double)`: a float no longer binds there, the C++
// spelling of `&x`), or to a function template whose parameter types are
// deduced from it and a wider argument at once (`std::max(x, a[j])`: the
// deduction conflicts). The lowered code would fail with clang's errors
// about the new types; the precision clause is reported instead. Without
// Sema (-E) nothing is found.
//
//===----------------------------------------------------------------------===//
#include "ItemTypes.h"
#include "TokenScan.h"
#include "VarPrecision.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace approx {

namespace {

/// The declarations a call's name at T[I] may find: `f` looked up at the
/// pragma (one declaration), or `ns::f` in the namespace `ns` names.
llvm::SmallVector<const NamedDecl *, 4> callees(Preprocessor &PP, Sema *Se, SourceLocation At,
                                                const TokenVec &T, size_t I) {
  llvm::SmallVector<const NamedDecl *, 4> Out;
  auto *II = const_cast<IdentifierInfo *>(T[I].getIdentifierInfo());
  if (I >= 2 && T[I - 1].is(tok::coloncolon) && T[I - 2].is(tok::identifier)) {
    NameFacts NS =
        lookUpName(PP, Se, At, const_cast<IdentifierInfo *>(T[I - 2].getIdentifierInfo()));
    if (const auto *DC = dyn_cast_or_null<DeclContext>(NS.Decl))
      for (const NamedDecl *ND : DC->lookup(DeclarationName(II)))
        Out.push_back(ND->getUnderlyingDecl());
    return Out;
  }
  if (I > 0 && T[I - 1].isOneOf(tok::period, tok::arrow, tok::coloncolon))
    return Out;
  if (NameFacts F = lookUpName(PP, Se, At, II); F.Decl)
    Out.push_back(F.Decl);
  return Out;
}

bool isChanged(const FpVars &Vars, const Token &T) {
  if (T.isNot(tok::identifier))
    return false;
  auto It = Vars.find(T.getIdentifierInfo());
  return It != Vars.end() && It->second.changed();
}

} // namespace

std::optional<CallFault> findCallFault(Preprocessor &PP, Sema *Se, SourceLocation PragmaLoc,
                                       Stmt &S, const FpVars &Vars) {
  std::optional<CallFault> Found;
  if (!Se || !PP.getLangOpts().CPlusPlus)
    return Found;
  forEachRun(S, [&](TokenVec &T) {
    for (size_t I = 0; !Found && I + 1 < T.size(); ++I) {
      if (T[I].isNot(tok::identifier) || T[I + 1].isNot(tok::l_paren) || isGenerated(PP, T[I]))
        continue;
      size_t Close = closingBracket(T, I + 1);
      if (Close >= T.size())
        continue;
      std::vector<TokenVec> Args =
          splitTopLevel(llvm::ArrayRef<Token>(T).slice(I + 2, Close - I - 2), tok::comma);
      // The arguments that are a changed variable, and whether another one
      // holds none (a wider value beside it).
      llvm::SmallVector<std::pair<size_t, const IdentifierInfo *>, 2> Whole;
      bool Wider = false;
      for (size_t K = 0; K < Args.size(); ++K) {
        const TokenVec &A = Args[K];
        if (A.size() == 1 && isChanged(Vars, A[0]))
          Whole.push_back({K, A[0].getIdentifierInfo()});
        bool Any = llvm::any_of(A, [&](const Token &X) { return isChanged(Vars, X); });
        Wider |= !Any && !(A.size() == 1 && A[0].is(tok::numeric_constant));
      }
      if (Whole.empty())
        continue;
      llvm::SmallVector<const NamedDecl *, 4> Cands = callees(PP, Se, PragmaLoc, T, I);
      if (Cands.empty())
        continue;
      bool AllTemplates = true;
      for (const NamedDecl *ND : Cands) {
        AllTemplates &= isa<FunctionTemplateDecl>(ND);
        const auto *FD = dyn_cast<FunctionDecl>(ND);
        if (!FD)
          continue;
        for (auto [K, Var] : Whole) {
          if (K >= FD->getNumParams())
            continue;
          QualType P = FD->getParamDecl(K)->getType();
          if (const auto *R = P->getAs<LValueReferenceType>();
              R && !R->getPointeeType().isConstQualified() && Cands.size() == 1) {
            Found = CallFault{Var, T[I].getLocation(), /*Template=*/false, FD->getNameAsString()};
            return;
          }
        }
      }
      if (AllTemplates && Wider)
        Found = CallFault{Whole.front().second, T[I].getLocation(), /*Template=*/true,
                          Cands.front()->getNameAsString()};
    }
  });
  return Found;
}

} // namespace approx
