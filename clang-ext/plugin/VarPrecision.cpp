//===- VarPrecision.cpp - the precision lists of a region -----------------===//
//
// demoteVariables() (VarPrecision.h), step by step: reads the pragma's
// floating-point precision clauses into a type per listed name (and the
// region-wide type of a clause without list or items), retypes the
// statement's declarations (FpRetype.cpp), gives the listed items the type
// of their reduced copies, settles the listed names declared outside the
// statement (VarPrecisionOuter.cpp), rejects what the new types would break
// (VarPrecisionChecks.cpp), and then rewrites the expressions (FpDemote.cpp)
// and writes the copies and the -Rapprox summary. Any error stops it before
// a token of the expressions changes.
//
//===----------------------------------------------------------------------===//
#include "Diag.h"
#include "ItemTypes.h"
#include "TokenScan.h"
#include "VarDemoter.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace approx {

bool isGenerated(Preprocessor &PP, const Token &T) {
  SourceManager &SM = PP.getSourceManager();
  return SM.isWrittenInScratchSpace(SM.getSpellingLoc(T.getLocation()));
}

void forEachUse(Stmt &S, Preprocessor &PP, const IdentifierInfo *II,
                llvm::function_ref<void(const TokenVec &, size_t)> F) {
  forEachRun(S, [&](TokenVec &Run) {
    bool InAnnot = false;
    for (size_t I = 0; I < Run.size(); ++I) {
      trackDirective(Run[I], InAnnot);
      if (!InAnnot && Run[I].is(tok::identifier) && Run[I].getIdentifierInfo() == II &&
          !(I > 0 && Run[I - 1].isOneOf(tok::period, tok::arrow)) && !isGenerated(PP, Run[I]))
        F(Run, I);
    }
  });
}

bool VarDemoter::run() {
  for (const PrecClause &P : D.Precisions) {
    if (!P.Arg) {
      if (!D.In && !D.Out && P.Type) { // else the items' type
        Wide = fpKind(P.Type);
        WideLoc = P.Loc;
      }
      continue;
    }
    for (const TokenVec &T : splitTopLevel(P.Arg->Toks, tok::comma)) {
      const IdentifierInfo *II = T[0].getIdentifierInfo();
      Listed[II] = Listing{fpKind(P.Type), T[0].getLocation()};
      Order.push_back(II);
    }
  }
  auto Target = [&](const IdentifierInfo *II) -> std::optional<FpKind> {
    auto It = Listed.find(II);
    if (It != Listed.end())
      return It->second.Kind;
    return Wide;
  };
  // A typedef name of a floating-point type declares like its type (Sema
  // looks it up at the pragma; without Sema it is not known).
  auto TypeName = [&](const IdentifierInfo *II) -> std::optional<FpKind> {
    NameFacts F = lookUpName(PP, Se, D.PragmaLoc, const_cast<IdentifierInfo *>(II));
    if (F.TypeName.isNull() || !F.TypeName->isRealFloatingType())
      return std::nullopt;
    return fpKindOfType(F.TypeName.getCanonicalType().getAsString());
  };
  forEachRun(S,
             [&](TokenVec &Run) { retypeFpDeclarations(PP, Run, Target, TypeName, Vars, Others); });
  if (!checkForInits())
    return false;
  // Listed items: their element type (from Sema; double where it cannot
  // tell) becomes the copy's, which the expressions meet.
  for (const ItemPrec &P : Items) {
    if (!P.Reduced)
      continue;
    NameFacts F = lookUpName(PP, Se, D.PragmaLoc, const_cast<IdentifierInfo *>(P.Name));
    FpVar V;
    V.Declared = fpKindOfType(F.Type);
    V.Final = fpRank(*P.Reduced) < fpRank(V.Declared) ? *P.Reduced : V.Declared;
    V.Outer = V.Item = true;
    Vars[P.Name] = V;
  }
  auto IsItem = [&](const IdentifierInfo *II) {
    return llvm::any_of(Items, [&](const ItemPrec &P) { return P.Name == II; });
  };
  for (const IdentifierInfo *II : Order) {
    if (IsItem(II) || Vars.count(II))
      continue;
    if (auto It = Others.find(II); It != Others.end()) {
      error(PP, Listed[II].Loc,
            "'precision' list names '%0', which the statement declares as "
            "%1, not as a floating-point variable")
          << II->getName() << It->second;
      return false;
    }
    if (!checkRecordName(II) || !outerName(II))
      return false;
  }
  if (!checkUses())
    return false;
  for (auto &[II, V] : Vars)
    Out.Changed += V.changed();
  if (Wide && Out.Changed == 0) {
    error(PP, WideLoc,
          "'%0' without a list demotes the floating-point variables declared in "
          "the statement, and it declares none wider than %1 (arrays and "
          "parameters take 'in'/'out' items or a list)")
        << clauseOf(nullptr) << fpWord(*Wide);
    return false;
  }
  forEachRun(S, [&](TokenVec &Run) { demoteExpressions(PP, Run, Vars); });
  copyOuterScalars();
  finishHoisted();
  // The summary, by type, names sorted.
  for (FpKind K : {FpKind::Float, FpKind::Half, FpKind::BF16}) {
    llvm::SmallVector<llvm::StringRef, 8> Sorted;
    for (auto &[II, V] : Vars)
      if (V.changed() && (!V.Item || V.Hoisted) && V.Final == K)
        Sorted.push_back(II->getName());
    llvm::sort(Sorted);
    std::string Names;
    for (llvm::StringRef Nm : Sorted)
      Names += (Names.empty() ? "'" : ", '") + Nm.str() + "'";
    if (!Names.empty())
      Out.Summary += (Out.Summary.empty() ? "" : "; ") + Names + " as " + fpCType(K).str();
  }
  return true;
}

llvm::SmallVector<PrecClause, 2>
withoutItems(const ApproxDirective &D, llvm::function_ref<bool(const IdentifierInfo *)> IsItem) {
  llvm::SmallVector<PrecClause, 2> Out;
  for (const PrecClause &P : D.Precisions) {
    PrecClause Q = P;
    if (P.Arg) {
      Q.Arg->Toks.clear();
      for (size_t I = 0; I < P.Arg->Toks.size(); I += 2) { // names and commas
        if (IsItem(P.Arg->Toks[I].getIdentifierInfo()))
          continue;
        if (!Q.Arg->Toks.empty())
          Q.Arg->Toks.push_back(P.Arg->Toks[I - 1]);
        Q.Arg->Toks.push_back(P.Arg->Toks[I]);
      }
      if (Q.Arg->Toks.empty())
        continue;
    }
    Out.push_back(std::move(Q));
  }
  return Out;
}

bool demoteVariables(Preprocessor &PP, const ApproxDirective &D, Stmt &S, Sema *Sema,
                     clang::Sema *ClassSema, unsigned Id, bool Inline,
                     llvm::ArrayRef<ItemPrec> Items, VarDemotion &Out) {
  return VarDemoter(PP, D, S, Sema, ClassSema, Id, Inline, Items, Out).run();
}

} // namespace approx
