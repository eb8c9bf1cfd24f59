//===- CudaAwareBranch.cpp - branch(majority|then|else|skip) ---------------===//
//
// Rewrites `if (c) A [else B]` into
//   { const int cN = (c) ? 1 : 0; const int bN = __approx_branch_<mode>(cN);
//     if (bN > 0) { A } [else if (bN == 0) { B }] }
// The helper (headers/approx_cuda.h) votes cN over the warp's active lanes
// and returns 1 (then), 0 (else) or -1 (neither); uniform warps and hosts
// keep cN. Both sides are braced so a dangling else keeps its meaning.
//
//===----------------------------------------------------------------------===//
#include "CudaAware.h"
#include "Diag.h"

using namespace clang;

namespace approx {
namespace cuda {

namespace {
bool isDeclStart(const Token &T) {
  return T.isOneOf(tok::kw_int, tok::kw_unsigned, tok::kw_signed, tok::kw_char, tok::kw_short,
                   tok::kw_long, tok::kw_float, tok::kw_double, tok::kw_bool, tok::kw__Bool,
                   tok::kw_auto, tok::kw_const, tok::kw_volatile, tok::kw_struct) ||
         T.isOneOf(tok::kw_enum, tok::kw_union, tok::kw_class, tok::kw_void);
}

} // namespace

bool lowerBranch(const SiteEmitter &E, Stmt &S, TokenVec &Out) {
  Preprocessor &PP = E.PP;
  TokenVec All;
  S.flatten(All);
  if (S.Kind != Stmt::Other || All.empty() || All[0].isNot(tok::kw_if)) {
    error(PP, S.loc(), "'branch' applies to an 'if' statement");
    note(PP, E.D.Branch->Loc, "requested here");
    return false;
  }
  if (All.size() < 2 || All[1].isNot(tok::l_paren)) {
    const Token &T = All[All.size() < 2 ? 0 : 1];
    error(PP, T.getLocation(), "'branch' does not apply to '%0 %1'; it needs a run-time "
                               "condition")
        << "if" << PP.getSpelling(T);
    return false;
  }
  size_t Close = pastBracket(All, 1);
  llvm::ArrayRef<Token> Cond = llvm::ArrayRef<Token>(All).slice(2, Close - 3);
  for (size_t I = 0; I < Cond.size(); I = Cond[I].isOneOf(tok::l_paren, tok::l_square,
                                                          tok::l_brace)
                                              ? pastBracket(Cond, I)
                                              : I + 1)
    if (Cond[I].is(tok::semi)) {
      error(PP, Cond[I].getLocation(), "'branch' does not support an 'if' with an "
                                       "init-statement");
      return false;
    }
  if (Cond.empty() || isDeclStart(Cond[0]) ||
      (Cond.size() > 1 && Cond[0].is(tok::identifier) && Cond[1].is(tok::identifier))) {
    error(PP, Cond.empty() ? All[1].getLocation() : Cond[0].getLocation(),
          "'branch' needs the 'if' condition to be an expression, not a declaration");
    return false;
  }
  size_t ThenEnd = skipStatement(All, Close);
  bool HasElse = ThenEnd < All.size() && All[ThenEnd].is(tok::kw_else);
  TokenVec CondT(Cond.begin(), Cond.end());
  TokenVec Then(All.begin() + Close, All.begin() + ThenEnd);
  TokenVec Else(HasElse ? All.begin() + ThenEnd + 1 : All.end(), All.end());
  std::string N = std::to_string(E.Ctx.Id), C = "__approx_c" + N, B = "__approx_b" + N;
  std::string Pick = "__approx_branch_" + spelling(E.D.Branch->Mode).str() + "(" + C + ")";
  TokenBuilder Bld(PP, E.D.PragmaLoc);
  Bld.code("{ const int " + C + " = ($0) ? 1 : 0; const int " + B + " = ", {CondT});
  if (E.Enable.empty())
    Bld.code(Pick + ";");
  else
    Bld.code("$0 ? " + Pick + " : " + C + ";", {E.Enable});
  Bld.code("if (" + B + " > 0) { $0 }", {Then});
  if (HasElse)
    Bld.code(" else if (" + B + " == 0) { $0 }", {Else});
  Bld.code("}");
  Out = Bld.take();
  return true;
}

} // namespace cuda
} // namespace approx
