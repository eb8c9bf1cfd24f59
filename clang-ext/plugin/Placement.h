//===- Placement.h - the inline-form decision for a pragma ------------------===//
//
// A `#pragma approx` right after an OpenMP loop directive, or inside the
// loop nest such a directive collapses, cannot place code between the
// directive and its loop: its lowering takes the "inline form" (the plan is
// computed in the loop bound and body). placementOf() decides that, and for
// the inline form who counts the region's executions and whether the host
// can time it. The lowerings read the answer from LoweringContext.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_PLACEMENT_H
#define APPROX_PLACEMENT_H

#include "TokenBuilder.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>

namespace clang {
class Preprocessor;
class Sema;
} // namespace clang

namespace approx {

struct Placement {
  bool OmpFirst = false;    // the inline form
  unsigned Collapse = 1;    // loops of the nest the directive still collapses (~0u: unknown)
  bool HostCounted = true;  // a target construct, or unknown: the device does not count
  bool Distribute = false;  // the loop is distributed over teams
  bool Worksharing = false; // ... over the threads of a parallel region
  // A teams-family or distributed loop that is not a target construct's:
  // its first compacted iteration counts the execution (a bound is
  // evaluated by every team's initial thread, and by the host before it
  // launches a target region's teams to size them).
  bool FirstIterCounted = false;
  bool InlineTimed = false; // a statement may follow the construct: the host times it
  TokenVec Directive;       // the enclosing directive's tokens, where known
  llvm::StringRef Transform; // "tile" or "unroll": the pragma stands in the
                             // loop nest of that directive, right above
};

/// Where the pragma at PragmaLoc stands (S: the parser's Sema, null under
/// -E). Reports an error at the pragma and returns nullopt when the
/// enclosing directive's collapse(n) is not an integer literal. Held: the
/// annotation run of the OpenMP loop directive right above, held back
/// unparsed for the pragma (OmpHoist.h); the pragma stands under it.
std::optional<Placement> placementOf(clang::Preprocessor &PP, clang::Sema *S,
                                     clang::SourceLocation PragmaLoc,
                                     llvm::ArrayRef<clang::Token> Held = {});

} // namespace approx

#endif
