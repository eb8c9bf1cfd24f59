//===- ClauseRanges.cpp - compile-time ranges of constant clause arguments ===//
//
// The range checks of ClauseRanges.h: perforation values by kind, chunks
// (exactly, for integer constants, through ConstEval.h) and sync tile sizes
// (a single literal). The limits are the runtime's: an int holds N of
// small/large, a double holds every chunk up to 2^53 exactly.
//
//===----------------------------------------------------------------------===//
#include "ClauseRanges.h"
#include "ConstEval.h"
#include <cstdlib>
#include <cstring>

using namespace clang;

namespace approx {
namespace {

constexpr double MaxPerfoN = 2147483647.0;      // small/large: held in an int
constexpr double MaxChunk = 9007199254740992.0; // 2^53: exact in a double

bool inRange(double V, bool Integer, double Lo, double Hi) {
  return V >= Lo && V <= Hi && (!Integer || V == (double)(long long)V);
}

/// Value of a single numeric literal, if the run is exactly one (or a
/// parenthesized one, possibly negated).
std::optional<double> literalValue(Preprocessor &PP, const TokenVec &Toks) {
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

} // namespace

bool perfoValueInRange(PerfoKind K, double V) {
  if (K == PerfoKind::Small || K == PerfoKind::Large)
    return inRange(V, true, 2, MaxPerfoN);
  return V >= 0 && V < 1;
}

bool chunkInRange(Preprocessor &PP, const TokenVec &Toks) {
  if (std::optional<llvm::APSInt> I = evalIntegerConstant(PP, Toks))
    return I->getSignificantBits() <= 64 && I->getExtValue() >= 1 &&
           I->getExtValue() <= (1LL << 53);
  std::optional<double> V = evalConstant(PP, Toks);
  return !V || inRange(*V, true, 1, MaxChunk);
}

bool validTileSize(Preprocessor &PP, const TokenVec &Toks) {
  std::optional<double> V = literalValue(PP, Toks);
  long long N = V ? (long long)*V : 0;
  return V && *V == (double)N && N >= 1 && N <= 32 && !(N & (N - 1));
}

} // namespace approx
