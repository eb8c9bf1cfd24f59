//===- DiagDedupe.h - each diagnostic once, however often its code is parsed ===//
//
// A perforated offloaded loop is lowered into up to three copies of the
// user's body (the loop as written for a disabled region, the fast and the
// general compacted kernels; docs/design.md), and the user's own OpenMP
// directive is re-entered once per copy. Clang parses each copy, so an
// error in the body or a warning on the directive was printed three times
// at the same place with the same text. The plugin wraps the compile's
// diagnostic client: a diagnostic identical to one already shown (same
// level, place and text) is dropped, with the notes that follow it. What
// clang would print once is unchanged, and so is the outcome: the engine's
// own error count is not touched.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_DIAGDEDUPE_H
#define APPROX_DIAGDEDUPE_H

#include "clang/Frontend/CompilerInstance.h"

namespace approx {

/// Puts the filter in front of CI's diagnostic client (once per compile).
void dedupeDiagnostics(clang::CompilerInstance &CI);

} // namespace approx

#endif
