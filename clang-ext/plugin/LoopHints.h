//===- LoopHints.h - `#pragma clang loop` hints on a lowered loop ----------===//
//
// `#pragma omp simd` (alone or in a combined construct) asks LLVM to
// vectorize its loop and warns when it cannot (-Wpass-failed, an error
// under -Werror). A perforated loop's compacted form maps its index through
// the run-time plan (a switch on the kind, divisions, a skip test), which
// the vectorizer never takes: every perforated `... for simd` warned, in the
// host fallback of an offloaded kernel too. The compacted loop therefore
// carries `vectorize(disable) interleave(disable)`, as if the user had
// written `#pragma clang loop` under the directive (clang accepts both on
// one loop); the loop as written, in the exact branch, keeps its hint.
// The hints are the annotation tokens clang's parser reads for that pragma
// (PragmaLoopHintInfo, public in clang 19's Token.h); under -E they are
// printed back as the pragma's text (OmpEcho.h).
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_LOOPHINTS_H
#define APPROX_LOOPHINTS_H

#include "TokenBuilder.h"

namespace approx {

/// `#pragma clang loop vectorize(disable) interleave(disable)` as the
/// parser's two annotation tokens, at Loc.
TokenVec noVectorizeHints(clang::Preprocessor &PP, clang::SourceLocation Loc);

/// The text of one such annotation: "vectorize(disable)".
std::string loopHintText(clang::Preprocessor &PP, const clang::Token &Annot);

} // namespace approx

#endif
