//===- PerfoChecks.h - what a perforated loop's OpenMP code may use --------===//
//
// The perforation lowering replaces the loop under the directives by a
// compacted one (a new loop variable counting the kept iterations, the
// user's variable declared in its body). A few OpenMP constructs see that
// loop, not the user's, and would silently compute something else or fail
// inside the lowered code: `linear` variables (advanced by the compacted
// index), doacross `ordered(n)` (its `depend(sink: i-1)` names the user's
// variable; a skipped iteration never signals), `reduction(inscan, ...)`
// (its `#pragma omp scan` no longer stands directly in the loop body) and
// the loop transformations `tile` and `unroll`. Loop variables that are not
// integers (iterators, pointers declared before the loop) have no trip
// count the plan can take. These checks report one error at the user's
// clause, directive or variable before anything is lowered.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_PERFOCHECKS_H
#define APPROX_PERFOCHECKS_H

#include "LoopForm.h"
#include "Lowering.h"

namespace approx {

/// Whether the OpenMP directives of the perforated loop (Dirs, under the
/// pragma, and in the inline form the directive above it) use only what
/// the lowering keeps; one error at the clause or directive otherwise.
bool perfoDirectivesSupported(clang::Preprocessor &PP, const ApproxDirective &D,
                              const LoweringContext &Ctx, llvm::ArrayRef<Stmt *> Dirs);

/// Whether the loop variable of F is an integer, as far as Sema (at the
/// pragma) and the loop's tokens can tell; one error at the variable or
/// its type otherwise.
bool perfoLoopVarInteger(clang::Preprocessor &PP, const ApproxDirective &D,
                         const LoweringContext &Ctx, const LoopForm &F);

/// Whether the body of a perforated sequential loop (no OpenMP loop
/// directive runs it, default lowering) leaves the loop variable and the
/// variables its bound and step read alone: the compacted loop computes the
/// trip count once and gives the variable each kept iteration's value, so
/// such a write would change nothing (in C it changes which iterations
/// run), even with the region disabled. One error at the write otherwise.
bool perfoBodyKeepsLoop(clang::Preprocessor &PP, const ApproxDirective &D,
                        const LoweringContext &Ctx, llvm::ArrayRef<Stmt *> Dirs, const LoopForm &F,
                        const Stmt &For);

} // namespace approx

#endif
