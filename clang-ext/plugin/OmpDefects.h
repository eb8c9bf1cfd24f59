//===- OmpDefects.h - OpenMP constructs clang 19 miscompiles ----------------===//
//
// approx-clang is a drop-in for clang 19, so it also answers for clang's
// own defects: where Clang 19 is known to build a silently wrong program
// from a valid OpenMP construct, the user gets a warning at the directive.
// Measured, not guessed (docs/language.md, "Driver"). Today one case: on
// NVPTX, a `teams loop` nested in a `target` region (not the combined
// `target teams loop`) runs only its first iteration, plain clang 19 too
// (H200, 2026-12-04: docs/data/gpu-teams-loop-2026-12-04.txt).
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_OMPDEFECTS_H
#define APPROX_OMPDEFECTS_H

namespace clang {
class ASTContext;
} // namespace clang

namespace approx {

/// Warns at each such construct of the translation unit (its host compile,
/// when it offloads to NVPTX).
void checkOmpDefects(clang::ASTContext &Ctx);

} // namespace approx

#endif
