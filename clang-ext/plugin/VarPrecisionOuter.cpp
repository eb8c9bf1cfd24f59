//===- VarPrecisionOuter.cpp - listed scalars declared outside ------------===//
//
// A precision list may name a variable the statement uses but does not
// declare (a parameter, a variable of the enclosing function). An array
// listed as double keeps its type, nothing to do. Otherwise only a
// read-only floating-point scalar can follow: it gets a copy of the new type
// before the statement (`float __approx_pvN_x = (float)(x);`) and the
// statement's uses read the copy, so the variable itself keeps its type for
// the code around. Anything else is an error at the listed name: a name of
// another kind or type, an array no target construct maps as a section (the
// data path's typed copies, ReducedPrecision.cpp, cover those), a scalar
// the statement assigns, or a copy with no place before an OpenMP loop
// directive. Without Sema the generated code asserts what the lookup would
// have checked.
//
//===----------------------------------------------------------------------===//
#include "Diag.h"
#include "ItemTypes.h"
#include "TokenScan.h"
#include "VarDemoter.h"

using namespace clang;

namespace approx {

/// A listed name the statement does not declare: a scalar declared outside
/// gets a copy of its new type; anything else is an error at the name.
bool VarDemoter::outerName(const IdentifierInfo *II) {
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
  // `precision(double : a)` keeps an array as it is: nothing to copy, so
  // its map does not matter (the exact vector of a tuning run lists it).
  if ((F.Kind == NameFacts::FloatArray || Indexed) && Listed[II].Kind == FpKind::Double)
    return true;
  if (F.Kind == NameFacts::FloatArray || Indexed)
    if (std::optional<HoistUse> U = hoistable(II))
      return hoistArray(II, *U, Listed[II].Kind, fpKindOfType(F.Type));
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

/// Copies of the scalars declared outside, then the uses renamed.
void VarDemoter::copyOuterScalars() {
  for (const IdentifierInfo *II : Order) {
    auto It = Vars.find(II);
    if (It == Vars.end() || !It->second.Outer || It->second.Item || !It->second.changed())
      continue;
    std::string Copy = "__approx_pv" + std::to_string(Id) + "_" + II->getName().str();
    std::string Ty = fpCType(It->second.Final).str();
    TokenVec C = TokenBuilder(PP, D.PragmaLoc)
                     .code(Ty + " " + Copy + " = @(" + Ty + ")(" + II->getName().str() + ");")
                     .take();
    Out.Prologue.append(C.begin(), C.end());
    forEachRun(S, [&](TokenVec &Run) { renameIdent(PP, Run, II, Copy, {}); });
  }
}

} // namespace approx
