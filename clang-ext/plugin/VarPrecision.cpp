//===- VarPrecision.cpp - the precision lists of a region -----------------===//
//
// demoteVariables() (VarPrecision.h): reads the pragma's floating-point
// precision clauses into a type per listed name (and the region-wide type
// of a clause without list or items), retypes the statement's declarations
// (FpRetype.cpp), settles the listed names declared outside it (a scalar
// gets a copy of the new type; an array is not supported yet), rejects the
// bad input of issue 19 at the pragma (a name that is no floating-point
// variable of the region, an address that escapes, a changed variable
// passed to a variadic or recursive call, nothing to demote), and then
// rewrites the expressions (FpDemote.cpp).
//
//===----------------------------------------------------------------------===//
#include "VarPrecision.h"
#include "Diag.h"
#include "ItemTypes.h"
#include "TokenScan.h"
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
      if (Run[I].is(tok::annot_pragma_openmp))
        InAnnot = true;
      else if (Run[I].is(tok::annot_pragma_openmp_end))
        InAnnot = false;
      if (!InAnnot && Run[I].is(tok::identifier) && Run[I].getIdentifierInfo() == II &&
          !(I > 0 && Run[I - 1].isOneOf(tok::period, tok::arrow)) && !isGenerated(PP, Run[I]))
        F(Run, I);
    }
  });
}

namespace {

struct Listing {
  FpKind Kind;
  SourceLocation Loc; // the name in the list
};

class Demoter {
public:
  Demoter(Preprocessor &PP, const ApproxDirective &D, Stmt &S, Sema *Se, unsigned Id, bool Inline,
          llvm::ArrayRef<ItemPrec> Items, VarDemotion &Out)
      : PP(PP), D(D), S(S), Se(Se), Id(Id), Inline(Inline), Items(Items), Out(Out) {}

  bool run();

private:
  /// Where an error about II is reported: its name in the list, else the
  /// region-wide clause.
  SourceLocation at(const IdentifierInfo *II) const {
    auto It = Listed.find(II);
    return It != Listed.end() ? It->second.Loc : WideLoc;
  }
  std::string clauseOf(const IdentifierInfo *II) const {
    auto It = Listed.find(II);
    FpKind K = It != Listed.end() ? It->second.Kind : *Wide;
    return "precision(" + fpWord(K).str() + ")";
  }
  bool outerName(const IdentifierInfo *II);
  bool checkUses();
  /// User tokens of the statement naming II (not after '.', '->').
  void uses(const IdentifierInfo *II, llvm::function_ref<void(const TokenVec &, size_t)> F);

  Preprocessor &PP;
  const ApproxDirective &D;
  Stmt &S;
  Sema *Se;
  unsigned Id;
  bool Inline;
  llvm::ArrayRef<ItemPrec> Items;
  VarDemotion &Out;

  llvm::DenseMap<const IdentifierInfo *, Listing> Listed;
  llvm::SmallVector<const IdentifierInfo *, 8> Order; // listed names, in order
  std::optional<FpKind> Wide;                         // region-wide type
  SourceLocation WideLoc;
  FpVars Vars;
  OtherDecls Others;
};

void Demoter::uses(const IdentifierInfo *II, llvm::function_ref<void(const TokenVec &, size_t)> F) {
  forEachUse(S, PP, II, F);
}

/// A listed name the statement does not declare: a scalar declared outside
/// gets a copy of its new type; anything else is an error at the name.
bool Demoter::outerName(const IdentifierInfo *II) {
  SourceLocation L = Listed[II].Loc;
  llvm::StringRef N = II->getName();
  bool Used = false, Indexed = false, Written = false;
  uses(II, [&](const TokenVec &T, size_t I) {
    Used = true;
    Indexed |= I + 1 < T.size() && T[I + 1].is(tok::l_square);
    Written |= assignedAt(T, I);
  });
  NameFacts F = lookUpName(PP, Se, D.PragmaLoc, const_cast<IdentifierInfo *>(II));
  if (F.Kind == NameFacts::OtherVar) {
    error(PP, L,
          "'precision' list names '%0', a variable of type '%1'; only floating-point "
          "variables change precision")
        << N << F.Type;
    return false;
  }
  if (F.Kind == NameFacts::None || F.Kind == NameFacts::Function || F.Kind == NameFacts::Other ||
      !Used) {
    error(PP, L,
          "'precision' list names '%0', which is not a floating-point variable of the "
          "statement (declared in it, or a scalar declared outside that it uses)")
        << N;
    return false;
  }
  if (F.Kind == NameFacts::FloatArray || Indexed) {
    error(PP, L,
          "'precision' list names the array '%0', declared outside the statement, "
          "which no target construct of the statement maps as a section "
          "('map(to|from|tofrom: %0[lo:len])'): only such an array gets a typed copy "
          "(not supported yet otherwise)")
        << N;
    return false;
  }
  if (Written) {
    error(PP, L,
          "'precision' list names '%0', declared outside the statement, which the "
          "statement assigns: not supported yet (only read-only scalars get a copy)")
        << N;
    return false;
  }
  FpVar V;
  V.Outer = true;
  V.Declared = fpKindOfType(F.Type);
  V.Final = V.Declared;
  FpKind K = Listed[II].Kind;
  if (fpRank(K) < fpRank(V.Declared))
    V.Final = K;
  if (V.changed() && Inline) {
    error(PP, L,
          "'precision' list names '%0', declared outside the statement: its copy needs "
          "'#pragma approx' before the '#pragma omp' directive of the loop")
        << N;
    return false;
  }
  // No Sema here (-E, another region's read-ahead): the generated code
  // checks, at the name in the list, what the lookup would have.
  if (F.Kind == NameFacts::Unknown && V.changed()) {
    std::string Q = StaticAssert;
    Out.Prologue.append(TokenBuilder(PP, L)
                            .code(Q + "__builtin_classify_type(" + N.str() + ") == 8, \"" +
                                  clauseOf(II) + ": '" + N.str() +
                                  "' must be a floating-point scalar\");")
                            .take());
  }
  Vars[II] = V;
  return true;
}

/// Addresses and calls that the new types would break.
bool Demoter::checkUses() {
  for (auto &[II, V] : Vars) {
    if (!V.changed())
      continue;
    bool Ok = true;
    uses(II, [&](const TokenVec &T, size_t I) {
      if (!Ok || I == 0 || T[I - 1].isNot(tok::amp) || !isPrefixOperator(T, I - 1))
        return;
      error(PP, at(II),
            "'%0' would become %1 under '%2', but the statement takes its address "
            "('&%0'), which may escape the region; %3")
          << II->getName() << fpCType(V.Final) << clauseOf(II)
          << (Listed.count(II)
                  ? "remove it from the list"
                  : "keep it exact with 'precision(double : " + II->getName().str() + ")'");
      note(PP, T[I - 1].getLocation(), "address taken here");
      Ok = false;
    });
    if (!Ok)
      return false;
    // A retyped array of the statement handed on as a pointer (`f(w)`,
    // `const double *p = w`): C only warns, and the pointer's target reads
    // the new elements as old ones. sizeof of it is fine.
    if (!V.Array)
      continue;
    uses(II, [&](const TokenVec &T, size_t I) {
      if (!Ok || isElementUse(T, I) || (I > 0 && T[I - 1].is(tok::kw_sizeof)) ||
          (I > 1 && T[I - 1].is(tok::l_paren) && T[I - 2].is(tok::kw_sizeof)))
        return;
      error(PP, at(II),
            "'%0' would become an array of %1 under '%2', but the statement uses it as a "
            "pointer, not through its elements ('%0[...]'); %3")
          << II->getName() << fpCType(V.Final) << clauseOf(II)
          << (Listed.count(II)
                  ? "remove it from the list"
                  : "keep it exact with 'precision(double : " + II->getName().str() + ")'");
      note(PP, T[I].getLocation(), "used as a pointer here");
      Ok = false;
    });
    if (!Ok)
      return false;
  }
  // C++: a changed variable bound to a non-const reference parameter, or
  // deduced beside a wider argument (VarPrecisionCalls.cpp).
  if (std::optional<CallFault> F = findCallFault(PP, Se, D.PragmaLoc, S, Vars)) {
    const FpVar &V = Vars[F->Var];
    error(PP, at(F->Var),
          "'%0' would become %1 under '%2', but the statement passes it to '%3', "
          "%select{which takes it by non-const reference (it would no longer bind)|a "
          "function template that deduces one type from it and a wider argument}4; %5")
        << F->Var->getName() << fpCType(V.Final) << clauseOf(F->Var) << F->Callee << F->Template
        << (Listed.count(F->Var)
                ? "remove it from the list"
                : "keep it exact with 'precision(double : " + F->Var->getName().str() + ")'");
    note(PP, F->At, "called here");
    return false;
  }
  // A changed variable passed to a variadic function (promoted back, or a
  // narrow value where '...' reads a double) or to the enclosing function
  // (a recursive call): Sema tells which function a name is.
  bool Ok = true;
  forEachRun(S, [&](TokenVec &T) {
    for (size_t I = 0; Ok && I + 1 < T.size(); ++I) {
      if (T[I].isNot(tok::identifier) || T[I + 1].isNot(tok::l_paren) || isGenerated(PP, T[I]))
        continue;
      size_t Close = closingBracket(T, I + 1);
      const IdentifierInfo *Arg = nullptr;
      for (size_t J = I + 2; J < Close && J < T.size() && !Arg; ++J)
        if (T[J].is(tok::identifier)) {
          auto It = Vars.find(T[J].getIdentifierInfo());
          if (It != Vars.end() && It->second.changed())
            Arg = It->first;
        }
      if (!Arg)
        continue;
      NameFacts F = lookUpName(PP, Se, D.PragmaLoc, T[I].getIdentifierInfo());
      if (F.Kind != NameFacts::Function || (!F.Variadic && !F.Enclosing))
        continue;
      error(PP, at(Arg),
            "'%0' would become %1 under '%2', but the statement passes it to "
            "%select{the variadic function|a recursive call of}3 '%4', whose "
            "precision cannot follow")
          << Arg->getName() << fpCType(Vars[Arg].Final) << clauseOf(Arg) << (F.Variadic ? 0 : 1)
          << T[I].getIdentifierInfo()->getName();
      note(PP, T[I].getLocation(), "called here");
      Ok = false;
    }
  });
  return Ok;
}

bool Demoter::run() {
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
  // A listed name that a 'for' init declares beside a wider one.
  for (const IdentifierInfo *II : Order) {
    auto It = Vars.find(II);
    if (It == Vars.end() || !It->second.Blocked)
      continue;
    error(PP, Listed[II].Loc,
          "'precision' list names '%0', which a 'for' init declares beside a variable "
          "that keeps type %1, and one declaration has one type; declare '%0' in a "
          "declaration of its own, or list the other variables of the 'for' init too")
        << II->getName() << fpCType(It->second.Final);
    note(PP, It->second.BlockedAt, "declared here");
    return false;
  }
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
    if (!outerName(II))
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
  // Copies of the scalars declared outside, then the uses renamed.
  for (const IdentifierInfo *II : Order) {
    auto It = Vars.find(II);
    if (It == Vars.end() || !It->second.Outer || It->second.Item || !It->second.changed())
      continue;
    std::string Copy = "__approx_pv" + std::to_string(Id) + "_" + II->getName().str();
    std::string Ty = fpCType(It->second.Final).str();
    TokenVec C = TokenBuilder(PP, D.PragmaLoc)
                     .code(Ty + " " + Copy + " = (" + Ty + ")(" + II->getName().str() + ");")
                     .take();
    Out.Prologue.append(C.begin(), C.end());
    forEachRun(S, [&](TokenVec &Run) { renameIdent(PP, Run, II, Copy, {}); });
  }
  // The summary, by type, names sorted.
  for (FpKind K : {FpKind::Float, FpKind::Half, FpKind::BF16}) {
    llvm::SmallVector<llvm::StringRef, 8> Sorted;
    for (auto &[II, V] : Vars)
      if (V.changed() && !V.Item && V.Final == K)
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

} // namespace

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

bool demoteVariables(Preprocessor &PP, const ApproxDirective &D, Stmt &S, Sema *Sema, unsigned Id,
                     bool Inline, llvm::ArrayRef<ItemPrec> Items, VarDemotion &Out) {
  return Demoter(PP, D, S, Sema, Id, Inline, Items, Out).run();
}

} // namespace approx
