//===- SkippedText.h - source lines an #if left out --------------------------===//
//
// The plugin reads the source text above a `#pragma approx` to find the
// OpenMP directive its loop belongs to (Placement.cpp) and below an OpenMP
// directive to find a `#pragma approx` line (OmpHoist.cpp). Text in a
// conditional block the preprocessor skipped is not code:
//
//   #pragma omp parallel for
//   for (int i = 0; i < n; ++i) {
//   #ifdef USE_SIMD              // not defined
//   #pragma omp simd
//   #endif
//   #pragma approx perfo(large:2)
//     for (...)
//
// read as text, the skipped `#pragma omp simd` made the inner loop look like
// a simd loop (the inline form, its report counted per bound evaluation).
// recordSkippedText() keeps the ranges the preprocessor reports skipped
// (PPCallbacks::SourceRangeSkipped), per file, in source order.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_SKIPPEDTEXT_H
#define APPROX_SKIPPEDTEXT_H

#include "clang/Basic/SourceLocation.h"

namespace clang {
class Preprocessor;
} // namespace clang

namespace approx {

/// Starts recording the skipped conditional blocks of PP (once per
/// Preprocessor; later calls do nothing).
void recordSkippedText(clang::Preprocessor &PP);

/// Whether offset Off of file FID lies in a conditional block skipped so
/// far (the `#if`/`#else`/`#endif` lines that bound it included).
bool inSkippedText(clang::FileID FID, unsigned Off);

} // namespace approx

#endif
