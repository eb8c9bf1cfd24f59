//===- DirectiveChecks.cpp - checks of a parsed #pragma approx -------------===//
//
// Every check of a directive that needs no statement, in one place beside
// the clause grammar (ClauseParser.cpp): constant perfo values and chunks
// against the ranges the runtime applies, sync's tile(K), clauses that cannot be combined,
// and the data clauses (items in both lists, precision lists, unorm items,
// reconstruct without arrays). Checks that need the statement (a construct's
// maps, element types) stay with the data lowering's analysis
// (DataAnalysis.cpp), which sees the construct.
//
//===----------------------------------------------------------------------===//
#include "DirectiveChecks.h"
#include "ConstEval.h"
#include "DataItems.h"
#include "Diag.h"
#include <cstdlib>
#include <cstring>

using namespace clang;

namespace approx {

// The ranges the runtime applies (openmp-runtime/config.c, approx.h): a
// constant value or chunk outside them is an error here instead.
constexpr double MaxPerfoN = 2147483647.0;      // small/large: held in an int
constexpr double MaxChunk = 9007199254740992.0; // 2^53: exact in a double

static bool inRange(double V, bool Integer, double Lo, double Hi) {
  return V >= Lo && V <= Hi && (!Integer || V == (double)(long long)V);
}

/// False for a constant chunk outside [1, 2^53] (an integer one compared
/// exactly: 2^53 + 1 would round into range as a double).
static bool chunkInRange(Preprocessor &PP, const TokenVec &Toks) {
  if (std::optional<llvm::APSInt> I = evalIntegerConstant(PP, Toks))
    return I->getSignificantBits() <= 64 && I->getExtValue() >= 1 &&
           I->getExtValue() <= (1LL << 53);
  std::optional<double> V = evalConstant(PP, Toks);
  return !V || inRange(*V, true, 1, MaxChunk);
}

/// Value of a single numeric literal, if the run is exactly one (or a
/// parenthesized one); used to reject bad constants at compile time.
static std::optional<double> literalValue(Preprocessor &PP, const TokenVec &Toks) {
  size_t B = 0, E = Toks.size();
  while (E - B >= 3 && Toks[B].is(tok::l_paren) && Toks[E - 1].is(tok::r_paren))
    ++B, --E;
  bool Neg = false;
  if (E - B == 2 && Toks[B].is(tok::minus))
    Neg = true, ++B;
  if (E - B != 1 || Toks[B].isNot(tok::numeric_constant))
    return std::nullopt;
  std::string S = PP.getSpelling(Toks[B]);
  while (!S.empty() && strchr("uUlLfF", S.back()) && !(S.size() > 2 && S[1] == 'x'))
    S.pop_back();
  char *End = nullptr;
  double V = strtod(S.c_str(), &End);
  if (!End || *End)
    return std::nullopt;
  return Neg ? -V : V;
}

bool checkTileValue(Preprocessor &PP, const ExprToks &K, SourceLocation KLoc) {
  std::optional<double> V = literalValue(PP, K.Toks);
  long long N = V ? (long long)*V : 0;
  if (V && *V == (double)N && N >= 1 && N <= 32 && !(N & (N - 1)))
    return true;
  error(PP, KLoc.isValid() ? K.Loc : KLoc,
        "'tile(K)' needs K to be a power of two between 1 and 32");
  return false;
}

bool checkChunkValue(Preprocessor &PP, const ExprToks &C) {
  if (chunkInRange(PP, C.Toks))
    return true;
  error(PP, C.Loc, "'chunk' must be an integer in [1, 9007199254740992]");
  return false;
}

bool checkPerfoValue(Preprocessor &PP, const PerfoClause &P, llvm::StringRef K) {
  std::optional<double> V = evalConstant(PP, P.Value.Toks);
  if (!V)
    return true;
  bool IntKind = P.Kind == PerfoKind::Small || P.Kind == PerfoKind::Large;
  if (IntKind && !inRange(*V, true, 2, MaxPerfoN)) {
    error(PP, P.Value.Loc, "perforation kind '%0' needs an integer in [2, 2147483647]") << K;
    return false;
  }
  if (!IntKind && !(*V >= 0 && *V < 1)) {
    error(PP, P.Value.Loc, "perforation kind '%0' needs a rate in [0, 1)") << K;
    return false;
  }
  return true;
}

/// The list of a precision clause holds variable names only.
template <typename E> static bool checkNameList(Preprocessor &PP, const ModeClause<E> &M) {
  for (const TokenVec &T : splitTopLevel(M.Arg->Toks, tok::comma))
    if (T.size() != 1 || T[0].isNot(tok::identifier)) {
      error(PP, T.empty() ? M.Arg->Loc : T[0].getLocation(),
            "expected a variable name in the list of 'precision'");
      return false;
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
  if (D.Precision && D.Precision->Arg)
    FloatList = splitTopLevel(D.Precision->Arg->Toks, tok::comma);
  if (!checkNameList(PP, U))
    return false;
  for (const TokenVec &T : splitTopLevel(U.Arg->Toks, tok::comma)) {
    const IdentifierInfo *II = T[0].getIdentifierInfo();
    auto Named = [&](const DataItem &X) { return X.Base.getIdentifierInfo() == II; };
    auto It = llvm::find_if(In, Named);
    if (It == In.end()) {
      bool IsOut = llvm::any_of(Out, Named);
      error(PP, T[0].getLocation(),
            "'precision(%2)' applies to in-items (the transfer to the "
            "device); '%0' is %1")
          << II->getName() << (IsOut ? "an out-item" : "not an in-item") << spelling(U.Mode);
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
        error(PP, F[0].getLocation(), "'%0' is named by two 'precision' clauses") << II->getName();
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
        error(PP, O.Loc,
              "'%0' is both an 'in' and an 'out' item; an item is either perforated "
              "on input or reconstructed on output")
            << O.name();
        return false;
      }
  if (D.Precision) {
    if (!D.Precision->Arg && In.empty() && Out.empty()) {
      error(PP, D.Precision->Loc,
            "clause 'precision' is not supported yet by this approx-clang "
            "without 'in'/'out' items or a variable list (region-wide "
            "demotion)");
      return false;
    }
    if (D.Precision->Arg && !checkNameList(PP, *D.Precision))
      return false;
  }
  if (D.Unorm && !checkUnorm(PP, D, In, Out))
    return false;
  bool Arrays = false;
  for (const std::vector<DataItem> *V : {&In, &Out})
    for (const DataItem &I : *V)
      Arrays |= I.isArray();
  if (!D.Reconstruct && !D.Precision && !D.Unorm) {
    const DataClause &C = D.In ? *D.In : *D.Out;
    error(PP, C.Loc, "'%0' items need 'perfo' with 'reconstruct(nn|lerp)', or 'precision(...)'")
        << (D.In ? "in" : "out");
    return false;
  }
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

bool checkDirective(Preprocessor &PP, const ApproxDirective &D) {
  // No technique: a group of the regions in the statement, checked once the
  // statement is read (lowerGroup).
  if (D.Reconstruct && (!D.Perfo || (!D.In && !D.Out))) {
    error(PP, D.Reconstruct->Loc,
          "'reconstruct' needs a 'perfo' clause and at least one 'in' or 'out' item");
    return false;
  }
  int CudaAware = !!D.Sync + !!D.Atomic + !!D.Branch;
  if (CudaAware && D.Perfo) {
    error(PP,
          D.Sync     ? D.Sync->Loc
          : D.Atomic ? D.Atomic->Loc
                     : D.Branch->Loc,
          "'sync', 'atomic' and 'branch' apply to a statement of their own and cannot "
          "be combined with 'perfo' in one pragma");
    return false;
  }
  if (CudaAware > 1) {
    error(PP, D.PragmaLoc, "use one of 'sync', 'atomic' or 'branch' per pragma");
    return false;
  }
  if (CudaAware && (D.In || D.Out || D.Precision || D.Unorm)) {
    error(PP,
          D.In          ? D.In->Loc
          : D.Out       ? D.Out->Loc
          : D.Precision ? D.Precision->Loc
                        : D.Unorm->Loc,
          "'sync', 'atomic' and 'branch' cannot be combined with 'in', 'out' or "
          "'precision' in one pragma");
    return false;
  }
  // Data clauses (in, out, reconstruct, precision).
  if ((D.In || D.Out || D.Precision || D.Unorm) && !checkDataDirective(PP, D))
    return false;
  return true;
}

} // namespace approx
