//===- FpFloatMeet.cpp - half and bf16 values meet in float ---------------===//
//
// Part of the expression demotion (FpDemote.cpp): a statement that names a
// half and a bf16 variable would have C convert one to the other directly,
// which clang 19's backends cannot lower ("Do not know how to soft
// promote"). There each read of a half or bf16 variable becomes
// `((float)x)` (`((float)x[i][j])` for an element), so the two meet in
// float, and the statement's math calls keep their float result. Writes,
// addresses, calls and the names a declaration declares stay as written.
//
//===----------------------------------------------------------------------===//
#include "FpRewrite.h"
#include "TokenScan.h"

using namespace clang;

namespace approx {

namespace {

/// Whether Toks[I] names a declarator of the declaration that the
/// statement [B, ...) is (after its type words, or a top-level comma).
bool isDeclaratorName(const TokenVec &T, size_t B, size_t I) {
  if (B + 1 < T.size() && T[B].is(tok::kw_for) && T[B + 1].is(tok::l_paren))
    B += 2;
  size_t Ty = B;
  while (Ty < I && (isQualifier(T[Ty]) || isFloatWord(T[Ty]) || isIntWord(T[Ty]) ||
                    T[Ty].isOneOf(tok::kw_long, tok::kw_auto) ||
                    (Ty == B && T[Ty].is(tok::identifier) && Ty + 1 < I &&
                     T[Ty + 1].isOneOf(tok::identifier, tok::star))))
    ++Ty;
  if (Ty == B)
    return false;
  size_t P = I;
  while (P > Ty && T[P - 1].is(tok::star))
    --P;
  if (P == Ty)
    return true;
  if (T[P - 1].isNot(tok::comma))
    return false;
  int Depth = 0;
  for (size_t J = Ty; J + 1 < P; ++J)
    Depth += T[J].isOneOf(tok::l_paren, tok::l_square) - T[J].isOneOf(tok::r_paren, tok::r_square);
  return Depth == 0;
}

} // namespace

std::pair<size_t, size_t> statementAround(const TokenVec &T, size_t I) {
  size_t B = I, E = I;
  while (B > 0 && !isBoundary(T[B - 1]))
    --B;
  while (E < T.size() && !isBoundary(T[E]))
    ++E;
  return {B, E};
}

bool mixesHalfAndBF16(const TokenVec &T, size_t B, size_t E, const FpVars &Vars) {
  bool Half = false, BF16 = false;
  for (size_t J = B; J < E; ++J) {
    if (T[J].isNot(tok::identifier) || isMember(T, J))
      continue;
    auto It = Vars.find(T[J].getIdentifierInfo());
    if (It != Vars.end()) {
      Half |= It->second.Final == FpKind::Half;
      BF16 |= It->second.Final == FpKind::BF16;
    }
  }
  return Half && BF16;
}

std::optional<size_t> floatMeetOperand(const TokenVec &T, size_t I, const FpVars &Vars) {
  if (isMember(T, I) || (I + 1 < T.size() && T[I + 1].is(tok::l_paren)))
    return std::nullopt;
  auto It = Vars.find(T[I].getIdentifierInfo());
  if (It == Vars.end() || fpRank(It->second.Final) != 1)
    return std::nullopt;
  auto [B, E] = statementAround(T, I);
  if (!mixesHalfAndBF16(T, B, E, Vars) || isDeclaratorName(T, B, I))
    return std::nullopt;
  size_t Last = I;
  while (Last + 1 < T.size() && T[Last + 1].is(tok::l_square))
    Last = closingBracket(T, Last + 1);
  if (Last >= T.size() || (Last + 1 < T.size() && isAssignOp(T[Last + 1])) ||
      (I > 0 && T[I - 1].isOneOf(tok::plusplus, tok::minusminus, tok::amp)))
    return std::nullopt;
  return Last;
}

} // namespace approx
