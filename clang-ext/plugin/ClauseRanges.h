//===- ClauseRanges.h - compile-time ranges of constant clause arguments --===//
//
// A perforation value, a chunk or a tile size written as a constant is
// checked when the pragma is parsed, against the ranges the runtime applies
// to run-time values (openmp-runtime/config.c, headers/approx.h), so a bad
// constant is an error at its tokens instead of a failure when the program
// runs. The parser (ClauseParser.cpp) reports; this file only decides.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_CLAUSERANGES_H
#define APPROX_CLAUSERANGES_H

#include "ConstEval.h"
#include "Directive.h"

namespace approx {

/// Whether V is a valid value for perforation kind K: an integer in
/// [2, 2^31-1] for small/large, a rate in [0, 1) for the others.
bool perfoValueInRange(PerfoKind K, double V);

/// False for a constant chunk outside [1, 2^53] (an integer one compared
/// exactly: 2^53 + 1 would round into range as a double); true when the
/// chunk is not a constant (the runtime checks it).
bool chunkInRange(clang::Preprocessor &PP, const TokenVec &Toks);

/// Whether K, evaluated at the pragma (ConstEval.h), is an integer constant
/// that is a power of two in [1, 32], as sync(tile(K)) needs.
bool validTileSize(const ConstValue &K);

} // namespace approx

#endif
