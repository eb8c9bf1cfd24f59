//===- ClauseRanges.cpp - compile-time ranges of constant clause arguments ===//
//
// The range checks of ClauseRanges.h: perforation values by kind, chunks
// (exactly, for integer constants, through ConstEval.h) and sync tile sizes
// (an integer constant, evaluated with Sema's names at the pragma). The
// limits are the runtime's: an int holds N of small/large, a double holds
// every chunk up to 2^53 exactly.
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

bool validTileSize(const ConstValue &K) {
  if (K.Kind != ConstKind::Known || !K.Int || K.Int->getSignificantBits() > 64)
    return false;
  long long N = K.Int->getExtValue();
  return N >= 1 && N <= 32 && !(N & (N - 1));
}

} // namespace approx
