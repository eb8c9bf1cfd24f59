//===- DirectiveChecks.cpp - checks of a parsed #pragma approx -------------===//
//
// Every check of a whole directive that needs no statement, in one place
// beside the clause grammar (ClauseParser.cpp, whose constant arguments
// ClauseRanges.cpp range-checks while it parses): clauses that cannot be
// combined, and the data clauses (items in both lists, precision lists,
// unorm items, reconstruct without arrays). The parser never calls back
// into a lowering for them. Checks that need the statement (a construct's
// maps, element types) stay with the data lowering's analysis
// (DataAnalysis.cpp), which sees the construct.
//
//===----------------------------------------------------------------------===//
#include "DirectiveChecks.h"
#include "DataItems.h"
#include "Diag.h"
#include "MemoItems.h"

using namespace clang;

namespace approx {

/// The list of a precision clause holds variable names only; a member
/// (`s.x`, `p->x`) keeps the type its struct's declaration gives it.
static bool checkNameList(Preprocessor &PP, const ExprToks &List) {
  for (const TokenVec &T : splitTopLevel(List.Toks, tok::comma)) {
    if (T.size() > 2 && T[0].is(tok::identifier) && T[1].isOneOf(tok::period, tok::arrow)) {
      std::string Written;
      for (const Token &W : T)
        Written += PP.getSpelling(W);
      error(PP, T[0].getLocation(),
            "'precision' list names the member '%0'; a list names whole floating-point "
            "variables, and a struct's member keeps the type its declaration gives it")
          << Written;
      return false;
    }
    if (T.size() != 1 || T[0].isNot(tok::identifier)) {
      error(PP, T.empty() ? List.Loc : T[0].getLocation(),
            "expected a variable name in the list of 'precision'");
      return false;
    }
  }
  return true;
}

/// The floating-point precision clauses: names only, each variable in one
/// list; in/out items take one type.
static bool checkPrecisionLists(Preprocessor &PP, const ApproxDirective &D, bool Items) {
  llvm::SmallPtrSet<const IdentifierInfo *, 8> Seen;
  unsigned Typed = 0;
  for (const PrecClause &P : D.Precisions) {
    if (P.Type && ++Typed == 2 && Items) {
      ConflictPlace Place =
          conflictPlace(PP, P.Loc, "precision", D.In ? D.In->Loc : D.Out->Loc, D.In ? "in" : "out");
      error(PP, Place.Error,
            "'precision' clauses of several types on a pragma with 'in'/'out' "
            "items are not supported yet; the items' copies take one type");
      notePragmaClause(PP, Place);
      return false;
    }
    if (!P.Arg)
      continue;
    if (!checkNameList(PP, *P.Arg))
      return false;
    for (const TokenVec &T : splitTopLevel(P.Arg->Toks, tok::comma))
      if (!Seen.insert(T[0].getIdentifierInfo()).second) {
        error(PP, T[0].getLocation(), "'%0' is named by two 'precision' clauses")
            << T[0].getIdentifierInfo()->getName();
        return false;
      }
  }
  return true;
}

/// precision(unorm8|unorm16 : list): every name is a contiguous in-item array
/// ('a[lo:len]' or '([rows][cols])p') named by no other precision clause.
static bool checkUnorm(Preprocessor &PP, const ApproxDirective &D, const std::vector<DataItem> &In,
                       const std::vector<DataItem> &Out) {
  const ModeClause<UnormBits> &U = *D.Unorm;
  if (!U.Arg) {
    error(PP, U.Loc,
          "'precision(%0)' needs the list of its in-items, e.g. "
          "'precision(%0 : a)'")
        << spelling(U.Mode);
    return false;
  }
  std::vector<TokenVec> FloatList;
  for (const PrecClause &P : D.Precisions)
    if (P.Arg)
      for (TokenVec &T : splitTopLevel(P.Arg->Toks, tok::comma))
        FloatList.push_back(std::move(T));
  if (!checkNameList(PP, *U.Arg))
    return false;
  for (const TokenVec &T : splitTopLevel(U.Arg->Toks, tok::comma)) {
    const IdentifierInfo *II = T[0].getIdentifierInfo();
    auto Named = [&](const DataItem &X) { return X.Base.getIdentifierInfo() == II; };
    auto It = llvm::find_if(In, Named);
    if (It == In.end()) {
      auto OutItem = llvm::find_if(Out, Named);
      bool IsOut = OutItem != Out.end();
      ConflictPlace P =
          IsOut ? conflictPlace(PP, T[0].getLocation(), "precision", OutItem->Loc, "out")
                : ConflictPlace{T[0].getLocation(), SourceLocation(), ""};
      error(PP, P.Error,
            "'precision(%2)' applies to in-items (the transfer to the "
            "device); '%0' is %1")
          << II->getName() << (IsOut ? "an out-item" : "not an in-item") << spelling(U.Mode);
      notePragmaClause(PP, P);
      return false;
    }
    if (It->Kind != DataItem::Section1D && It->Kind != DataItem::Shaped) {
      error(PP, T[0].getLocation(),
            "'precision(%2)' needs a contiguous array item "
            "('%0[lo:len]' or '([rows][cols])%0'), not '%1'")
          << II->getName() << It->spelling(PP) << spelling(U.Mode);
      return false;
    }
    for (const TokenVec &F : FloatList)
      if (F.size() == 1 && F[0].getIdentifierInfo() == II) {
        ConflictPlace P =
            conflictPlace(PP, F[0].getLocation(), "precision", T[0].getLocation(), "precision");
        error(PP, P.Error, "'%0' is named by two 'precision' clauses") << II->getName();
        notePragmaClause(PP, P);
        return false;
      }
  }
  return true;
}

static bool checkDataDirective(Preprocessor &PP, const ApproxDirective &D) {
  std::vector<DataItem> In, Out;
  if ((D.In && !parseDataItems(PP, *D.In, true, In)) ||
      (D.Out && !parseDataItems(PP, *D.Out, false, Out)))
    return false;
  for (const DataItem &I : In)
    for (const DataItem &O : Out)
      if (I.Base.getIdentifierInfo() == O.Base.getIdentifierInfo()) {
        ConflictPlace P = conflictPlace(PP, O.Loc, "out", I.Loc, "in");
        error(PP, P.Error,
              "'%0' is both an 'in' and an 'out' item; an item is either perforated "
              "on input or reconstructed on output")
            << O.name();
        notePragmaClause(PP, P);
        return false;
      }
  // precision(T) without a list or items: region-wide (VarPrecision.h).
  if (!checkPrecisionLists(PP, D, !In.empty() || !Out.empty()))
    return false;
  if (D.Unorm && !checkUnorm(PP, D, In, Out))
    return false;
  bool Arrays = false;
  for (const std::vector<DataItem> *V : {&In, &Out})
    for (const DataItem &I : *V)
      Arrays |= I.isArray();
  // Items with neither 'reconstruct' nor 'precision' never reach here: they
  // are HPAC's data declarations (Hpac.h, takeDeclarationItems).
  if (D.Reconstruct && !Arrays) {
    error(PP, D.Reconstruct->Loc,
          "'reconstruct' needs an array item ('a[lo:len]', "
          "'a[lo:len][lo:len]' or '([rows][cols])p') in 'in' or 'out'");
    return false;
  }
  if (D.Reconstruct && D.Reconstruct->Place) {
    bool InArray = false, OutArray = false;
    for (const DataItem &I : In)
      InArray |= I.isArray();
    for (const DataItem &I : Out)
      OutArray |= I.isArray();
    // 'host' also places the reconstruction of out-items (output rows on
    // the host, docs/data.md); 'device' is where they are rebuilt anyway.
    if (!InArray && !(OutArray && *D.Reconstruct->Place == ReconPlace::Host)) {
      error(PP, D.Reconstruct->Loc, "'reconstruct(%0)': '%1' chooses where input perforation "
                                    "happens and needs an 'in' array item%2")
          << (spelling(D.Reconstruct->Mode) + ", " + spelling(*D.Reconstruct->Place)).str()
          << spelling(*D.Reconstruct->Place)
          << (*D.Reconstruct->Place == ReconPlace::Host
                  ? " or, for output rows on the host, an 'out' array item"
                  : " ('host' also places the reconstruction of 'out' array items)");
      return false;
    }
  }
  return true;
}

/// memo(...): the clauses it composes with (label, if, in, out, inout) and
/// the items each kind needs.
static bool checkMemoDirective(Preprocessor &PP, Sema *S, const ApproxDirective &D) {
  const MemoClause &M = *D.Memo;
  struct Other {
    bool Present;
    SourceLocation Loc;
    const char *Name;
  } Others[] = {
      {D.Perfo.has_value(), D.Perfo ? D.Perfo->Loc : SourceLocation(), "perfo"},
      {D.Reconstruct.has_value(), D.Reconstruct ? D.Reconstruct->Loc : SourceLocation(),
       "reconstruct"},
      {D.Precision.has_value(), D.Precision ? D.Precision->Loc : SourceLocation(), "precision"},
      {D.Unorm.has_value(), D.Unorm ? D.Unorm->Loc : SourceLocation(), "precision"},
      {D.Sync.has_value(), D.Sync ? D.Sync->Loc : SourceLocation(), "sync"},
      {D.Atomic.has_value(), D.Atomic ? D.Atomic->Loc : SourceLocation(), "atomic"},
      {D.Branch.has_value(), D.Branch ? D.Branch->Loc : SourceLocation(), "branch"},
  };
  for (const Other &O : Others)
    if (O.Present) {
      ConflictPlace P = conflictPlace(PP, O.Loc, O.Name, M.Loc, "memo");
      error(PP, P.Error,
            "'%0' cannot be combined with 'memo' in one pragma: a memoized "
            "iteration is either run whole or replaced by stored outputs")
          << O.Name;
      notePragmaClause(PP, P);
      return false;
    }
  if (M.Kind == MemoKind::Out && D.In) {
    ConflictPlace P = conflictPlace(PP, D.In->Loc, "in", M.Loc, "memo");
    error(PP, P.Error,
          "'memo(out)' predicts outputs from the region's earlier outputs and "
          "takes no 'in' items; use 'memo(in)' to key a table by inputs");
    notePragmaClause(PP, P);
    return false;
  }
  if (M.Kind == MemoKind::In && !D.In && !D.Inout) {
    error(PP, M.Loc,
          "'memo(in)' needs the inputs of an iteration in 'in(...)' or "
          "'inout(...)'");
    return false;
  }
  if (!D.Out && !D.Inout) {
    error(PP, M.Loc,
          "'memo(%0)' needs the outputs of an iteration in 'out(...)' or "
          "'inout(...)'")
        << spelling(M.Kind);
    return false;
  }
  std::vector<MemoItem> Items;
  return parseMemoItems(PP, S, D, Items);
}

bool checkDirective(Preprocessor &PP, Sema *S, const ApproxDirective &D) {
  if (D.Memo)
    return checkMemoDirective(PP, S, D);
  if (D.Inout) {
    error(PP, D.Inout->Loc,
          "'inout' items belong to a 'memo' region: they are read and "
          "written by each iteration (without a data technique they are HPAC's "
          "declarations)");
    return false;
  }
  // No technique: a group of the regions in the statement, checked once the
  // statement is read (lowerGroup).
  if (D.Reconstruct && (!D.Perfo || (!D.In && !D.Out))) {
    error(PP, D.Reconstruct->Loc,
          "'reconstruct' needs a 'perfo' clause and at least one 'in' or 'out' item");
    return false;
  }
  // The sync, atomic and branch clauses present, in that order.
  llvm::SmallVector<std::pair<SourceLocation, llvm::StringRef>, 3> CudaAware;
  if (D.Sync)
    CudaAware.push_back({D.Sync->Loc, "sync"});
  if (D.Atomic)
    CudaAware.push_back({D.Atomic->Loc, "atomic"});
  if (D.Branch)
    CudaAware.push_back({D.Branch->Loc, "branch"});
  if (!CudaAware.empty() && D.Perfo) {
    ConflictPlace P =
        conflictPlace(PP, CudaAware[0].first, CudaAware[0].second, D.Perfo->Loc, "perfo");
    error(PP, P.Error,
          "'sync', 'atomic' and 'branch' apply to a statement of their own and cannot "
          "be combined with 'perfo' in one pragma");
    notePragmaClause(PP, P);
    return false;
  }
  if (CudaAware.size() > 1) {
    ConflictPlace P = conflictPlace(PP, CudaAware[0].first, CudaAware[0].second, CudaAware[1].first,
                                    CudaAware[1].second, D.PragmaLoc);
    error(PP, P.Error, "use one of 'sync', 'atomic' or 'branch' per pragma");
    notePragmaClause(PP, P);
    return false;
  }
  if (!CudaAware.empty() && (D.In || D.Out || D.Precision || D.Unorm)) {
    SourceLocation Data = D.In          ? D.In->Loc
                          : D.Out       ? D.Out->Loc
                          : D.Precision ? D.Precision->Loc
                                        : D.Unorm->Loc;
    ConflictPlace P = conflictPlace(PP, Data,
                                    D.In    ? "in"
                                    : D.Out ? "out"
                                            : "precision",
                                    CudaAware[0].first, CudaAware[0].second);
    error(PP, P.Error,
          "'sync', 'atomic' and 'branch' cannot be combined with 'in', 'out' or "
          "'precision' in one pragma");
    notePragmaClause(PP, P);
    return false;
  }
  // Data clauses (in, out, reconstruct, precision).
  if ((D.In || D.Out || !D.Precisions.empty() || D.Unorm) && !checkDataDirective(PP, D))
    return false;
  return true;
}

} // namespace approx
