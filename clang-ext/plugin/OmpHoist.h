//===- OmpHoist.h - a region's pragma right after its OpenMP loop directive -===//
//
// `#pragma omp parallel for` then `#pragma approx perfo(...)`: clang's parser
// has consumed the OpenMP directive when the approx handler runs, so nothing
// could be placed before the construct and the plan was computed inside it,
// in the loop bound (once per thread) and in every kept iteration's body.
// The perfo value, chunk and if() expressions must be evaluated once per
// execution of the region, as OpenMP clause expressions are. So the OpenMP
// pragma is read here first: an OpenMP loop directive whose next source line
// is `#pragma approx` becomes the same annotation run clang would make, but
// is held back; the approx handler takes it and lowers the pair as if it
// had been written first (the prologue form: one plan before the construct),
// or, for a region that stays inside the construct, puts it back in front of
// its lowered loop. In a compile the handler replaces clang's `omp` handler;
// under -E (no parser) preprocessor callbacks add a one-shot handler for the
// directive's first word, beside the printer's own (docs/design.md).
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_OMPHOIST_H
#define APPROX_OMPHOIST_H

#include "TokenBuilder.h"

namespace approx {

/// Installs the OpenMP pragma reading above, only with -fopenmp: in a
/// compile when Sema starts; under -E at the forced header's
/// `#pragma approx __omp_hoist` (Force) and, once per Preprocessor, at any
/// other `#pragma approx`.
void installOmpHoist(clang::Preprocessor &PP, bool Force);

/// Under -E (no Sema): whether the pragmas seen so far leave the
/// preprocessor inside a `declare target` / `begin declare target` block
/// (counted by installOmpHoist's callbacks at each `#pragma omp` line).
bool preprocessedInDeclareTarget();

/// Reads the rest of a `#pragma omp` line (First, when given, is its first
/// token) into the annotation run clang's parser expects, then enters it,
/// or holds it back when it is a loop directive that a `#pragma approx`
/// line follows (ApproxFollows: the caller has seen that line already,
/// where the run's own text is not in a file, as for `_Pragma`).
/// DisableMacroExpansion as for PP.EnterTokenStream.
void readOmpRun(clang::Preprocessor &PP, clang::SourceLocation Introducer,
                const clang::Token *First, bool DisableMacroExpansion, bool ApproxFollows = false);

/// The run held back for the `#pragma approx` being handled (empty when
/// none); the caller owns it and must enter it again.
TokenVec takeHeldRun();

/// The annotation run of the last OpenMP loop directive read in a compile
/// (entered or held), empty before the first: the directive of a loop nest
/// whose text is out of sight (a macro on the line above the loop) when
/// Sema says the pragma stands in that nest (Placement.cpp).
llvm::ArrayRef<clang::Token> lastLoopDirective();

/// Enters Toks (nothing when empty) as an owned token stream, by default
/// with macros not expanded again.
void enterTokens(clang::Preprocessor &PP, const TokenVec &Toks, bool DisableMacroExpansion = true);

} // namespace approx

#endif
