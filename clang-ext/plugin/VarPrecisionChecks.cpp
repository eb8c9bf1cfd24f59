//===- VarPrecisionChecks.cpp - what the new types would break ------------===//
//
// The checks of bad input (issue 19) that demoteVariables() makes once the
// declarations have their new types and before any expression changes:
// a listed name that a 'for' init declares beside a variable keeping a wider
// type (one declaration, one type), and the uses of a changed variable that
// its new type would break, so the lowered code would compile into wrong
// results or clang errors about types the user never wrote: its address
// taken (it may escape the region), a retyped array handed on as a pointer
// (the pointer's target would read the new elements as old ones), a call
// that cannot follow it in C++ (VarPrecisionCalls.cpp), and a variadic
// function or a recursive call of the enclosing one. Each is an error at
// the clause or list name, with a note at the use. A C++ call that the new
// types may move to another overload is a warning at the call instead
// (-Wapprox-precision-overload, on by default), with a note at that
// overload: equivalent float and double overloads are legitimate.
//
//===----------------------------------------------------------------------===//
#include "Diag.h"
#include "ItemTypes.h"
#include "Options.h"
#include "TokenScan.h"
#include "VarDemoter.h"
#include "clang/AST/Decl.h"

using namespace clang;

namespace approx {

/// The level of the -Wapprox-precision-overload warning (Ignored when off,
/// and in a device compile: the host compile of the same source reports
/// it once). Custom diagnostics are outside clang's warning groups, so -w
/// and -Werror are applied here, as clang applies them to its own.
DiagnosticsEngine::Level VarDemoter::overloadWarningLevel() const {
  const PluginOptions &O = getOptions();
  const DiagnosticsEngine &DE = PP.getDiagnostics();
  const LangOptions &LO = PP.getLangOpts();
  if (!O.PrecisionOverload || DE.getIgnoreAllWarnings() || LO.OpenMPIsTargetDevice ||
      LO.CUDAIsDevice)
    return DiagnosticsEngine::Ignored;
  return O.PrecisionOverloadAsError.value_or(DE.getWarningsAsErrors()) ? DiagnosticsEngine::Error
                                                                       : DiagnosticsEngine::Warning;
}

std::string VarDemoter::remedy(const IdentifierInfo *II) const {
  return Listed.count(II) ? "remove it from the list"
                          : "keep it exact with 'precision(double : " + II->getName().str() + ")'";
}

/// A listed name that a 'for' init declares beside a wider one.
bool VarDemoter::checkForInits() {
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
  return true;
}

/// Addresses and calls that the new types would break.
bool VarDemoter::checkUses() {
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
          << II->getName() << fpCType(V.Final) << clauseOf(II) << remedy(II);
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
          << II->getName() << fpCType(V.Final) << clauseOf(II) << remedy(II);
      note(PP, T[I].getLocation(), "used as a pointer here");
      Ok = false;
    });
    if (!Ok)
      return false;
  }
  // C++: a changed variable bound to a non-const reference parameter, or
  // deduced beside a wider argument, and the overloads the new types may
  // choose instead (VarPrecisionCalls.cpp).
  CallChecks Calls = checkCalls(PP, Se ? Se : ClassSema, D.PragmaLoc, S, Vars, Others);
  if (std::optional<CallFault> F = Calls.Fault) {
    const FpVar &V = Vars[F->Var];
    error(PP, at(F->Var),
          "'%0' would become %1 under '%2', but the statement passes it to '%3', "
          "%select{which takes it by non-const reference (it would no longer bind)|a "
          "function template that deduces one type from it and a wider argument}4; %5")
        << F->Var->getName() << fpCType(V.Final) << clauseOf(F->Var) << F->Callee << F->Template
        << remedy(F->Var);
    note(PP, F->At, "called here");
    return false;
  }
  DiagnosticsEngine::Level Level = overloadWarningLevel();
  for (const OverloadShift &Sh : Calls.Shifts) {
    if (Level == DiagnosticsEngine::Ignored)
      break;
    if (!Sh.Other) {
      // The functions the call may reach are not known at the pragma.
      diag(PP, Sh.At, Level,
           "'%0' would become %1 under '%2', and which function this call to '%3' then "
           "chooses cannot be checked at the pragma (%select{|it depends on a template "
           "parameter|a member function defined inside its class, read before the class is "
           "complete}4); %5 [-Wapprox-precision-overload]")
          << Sh.Var->getName() << fpCType(Vars[Sh.Var].Final) << clauseOf(Sh.Var) << Sh.Callee
          << unsigned(Sh.Why) << remedy(Sh.Var);
      continue;
    }
    diag(PP, Sh.At, Level,
         "'%0' would become %1 under '%2', and overload resolution may then choose "
         "another function for this call to '%3'; %4 [-Wapprox-precision-overload]")
        << Sh.Var->getName() << fpCType(Vars[Sh.Var].Final) << clauseOf(Sh.Var) << Sh.Callee
        << remedy(Sh.Var);
    note(PP, Sh.Other->getLocation(),
         "%select{an overload that takes|the overload that the new types choose, taking}0 "
         "argument %1 as '%2'")
        << Sh.Chosen << Sh.Arg + 1 << Sh.ParamType;
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

} // namespace approx
