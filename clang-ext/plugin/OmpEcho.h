//===- OmpEcho.h - OpenMP pragmas under -E ---------------------------------===//
//
// The -E echo of OpenMP pragmas (OmpEcho.cpp): keeps `#pragma omp` lines
// read with a statement in the token stream, and prints them back as text
// where the lowering placed them.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_OMPECHO_H
#define APPROX_OMPECHO_H

#include "TokenBuilder.h"

namespace approx {

/// Under -E, OpenMP pragmas would be printed the moment they are lexed, ahead
/// of the lowered code. While an EchoGuard lives, `#pragma omp` lines lexed by
/// the reader become annotation runs as in a real compile; materializeForPrint
/// turns them back into `#pragma omp` text at their new place.
class EchoGuard {
public:
  explicit EchoGuard(clang::Preprocessor &PP);
  ~EchoGuard();

private:
  clang::Preprocessor &PP;
  bool Active;
};
/// Whether an EchoGuard lives (its handlers read `#pragma omp` lines).
bool echoActive();
void materializeForPrint(clang::Preprocessor &PP, TokenVec &Toks);

} // namespace approx

#endif
