//===- LoopForm.cpp - OpenMP canonical loop form --------------------------===//
//
// Token-level recognition of `init; var op ub; incr` with the init, test
// and increment forms OpenMP allows for integer loop variables.
//
//===----------------------------------------------------------------------===//
#include "LoopForm.h"
#include "Diag.h"

using namespace clang;

namespace approx {
namespace {

enum { LT = 0, LE = 1, GT = 2, GE = 3, NE = 4 };

bool sameVar(const Token &T, const Token &Var) {
  return T.is(tok::identifier) && T.getIdentifierInfo() == Var.getIdentifierInfo();
}

int relop(const Token &T) {
  switch (T.getKind()) {
  case tok::less: return LT;
  case tok::lessequal: return LE;
  case tok::greater: return GT;
  case tok::greaterequal: return GE;
  case tok::exclaimequal: return NE;
  default: return -1;
  }
}

TokenVec slice(llvm::ArrayRef<Token> T, size_t B, size_t E) {
  return TokenVec(T.begin() + B, T.begin() + E);
}

} // namespace

bool mentions(llvm::ArrayRef<Token> Toks, const Token &Var) {
  for (const Token &T : Toks)
    if (sameVar(T, Var))
      return true;
  return false;
}

std::optional<LoopForm> analyzeLoop(Preprocessor &PP, const Stmt &For, llvm::StringRef Clause) {
  SourceLocation HeadLoc = For.LParen.getLocation();
  auto Parts = splitTopLevel(For.Head, tok::semi);
  if (Parts.size() != 3) {
    error(PP, HeadLoc, "'%0' needs a loop in OpenMP canonical form; range-based "
                       "'for' loops are not supported")
        << Clause;
    return std::nullopt;
  }
  TokenVec &Init = Parts[0], &Cond = Parts[1], &Incr = Parts[2];
  LoopForm F;

  // init: [type] var = lb
  if (splitTopLevel(Init, tok::comma).size() != 1) {
    error(PP, Init.empty() ? HeadLoc : Init.front().getLocation(),
          "'%0' needs a loop with a single loop variable") << Clause;
    return std::nullopt;
  }
  size_t Eq = topLevelEnd(Init, 0, tok::equal);
  if (Eq == Init.size() || Init[Eq].isNot(tok::equal) || Eq == 0 ||
      Init[Eq - 1].isNot(tok::identifier) ||
      Eq + 1 == Init.size()) {
    error(PP, Init.empty() ? HeadLoc : Init.front().getLocation(),
          "'%0' needs a loop initialization of the form 'var = lb' or 'type var = lb'")
        << Clause;
    return std::nullopt;
  }
  F.Var = Init[Eq - 1];
  F.Type = slice(Init, 0, Eq - 1);
  for (const Token &T : F.Type)
    if (T.isOneOf(tok::star, tok::amp, tok::ampamp)) {
      error(PP, T.getLocation(), "'%0' supports integer loop variables only; pointer and "
                                 "reference loop variables are not supported")
          << Clause;
      return std::nullopt;
    }
  F.LB = slice(Init, Eq + 1, Init.size());

  // test: var op ub | ub op var
  int Op = -1;
  if (Cond.size() >= 3 && sameVar(Cond[0], F.Var) && (Op = relop(Cond[1])) >= 0) {
    F.UB = slice(Cond, 2, Cond.size());
  } else if (Cond.size() >= 3 && sameVar(Cond.back(), F.Var) &&
             (Op = relop(Cond[Cond.size() - 2])) >= 0) {
    F.UB = slice(Cond, 0, Cond.size() - 2);
    static const int Flip[] = {GT, GE, LT, LE, NE};
    Op = Flip[Op];
  } else {
    error(PP, Cond.empty() ? HeadLoc : Cond.front().getLocation(),
          "'%0' needs a loop test of the form '%1 <, <=, >, >= or != bound'")
        << Clause << F.Var.getIdentifierInfo()->getName();
    return std::nullopt;
  }
  F.Op = Op;
  if (mentions(F.UB, F.Var)) {
    error(PP, F.UB.front().getLocation(), "the loop bound of a '%0' loop must not use the "
                                          "loop variable") << Clause;
    return std::nullopt;
  }

  // increment
  TokenBuilder B(PP, HeadLoc);
  // `i -= s` steps by -s in the variable's type, not in s's: negating an
  // unsigned s (`i -= 1u`, `i -= n` with `unsigned n`) in its own type
  // would give a huge positive step (2^32 - 1).
  auto Neg = [&](TokenVec E) {
    TokenBuilder NB(PP, HeadLoc);
    bool SignedLiteral = E.size() == 1 && E[0].is(tok::numeric_constant) &&
                         !llvm::StringRef(PP.getSpelling(E[0])).contains_insensitive('u');
    NB.code(SignedLiteral ? "-($0)" : "-(@(long long)($0))", {E});
    return NB.take();
  };
  size_t N = Incr.size();
  bool Ok = false;
  if (N == 2 && ((sameVar(Incr[0], F.Var) && Incr[1].is(tok::plusplus)) ||
                 (Incr[0].is(tok::plusplus) && sameVar(Incr[1], F.Var)))) {
    F.Step = B.code("1").take();
    Ok = true;
  } else if (N == 2 && ((sameVar(Incr[0], F.Var) && Incr[1].is(tok::minusminus)) ||
                        (Incr[0].is(tok::minusminus) && sameVar(Incr[1], F.Var)))) {
    F.Step = B.code("-1").take();
    Ok = true;
  } else if (N >= 3 && sameVar(Incr[0], F.Var) && Incr[1].isOneOf(tok::plusequal, tok::minusequal)) {
    F.Step = slice(Incr, 2, N);
    if (Incr[1].is(tok::minusequal))
      F.Step = Neg(F.Step);
    Ok = true;
  } else if (N >= 5 && sameVar(Incr[0], F.Var) && Incr[1].is(tok::equal)) {
    if (sameVar(Incr[2], F.Var) && Incr[3].isOneOf(tok::plus, tok::minus)) {
      F.Step = slice(Incr, 4, N);
      if (Incr[3].is(tok::minus))
        F.Step = Neg(F.Step);
      Ok = true;
    } else if (sameVar(Incr[N - 1], F.Var) && Incr[N - 2].is(tok::plus)) {
      F.Step = slice(Incr, 2, N - 2);
      Ok = true;
    }
  }
  if (!Ok || mentions(F.Step, F.Var)) {
    error(PP, Incr.empty() ? For.RParen.getLocation() : Incr.front().getLocation(),
          "'%0' needs a loop increment of the form '%1++', '%1--', '%1 += step', "
          "'%1 -= step' or '%1 = %1 + step'")
        << Clause << F.Var.getIdentifierInfo()->getName();
    return std::nullopt;
  }
  return F;
}

} // namespace approx
