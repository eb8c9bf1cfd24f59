//===- FpCandidates.h - a region's candidates, between the two walks ------===//
//
// analyzeRegion() (FpGraph.cpp) walks the translation unit twice: the first
// walk (FpCandidates.cpp) finds the region's candidate variables, the
// second (FpDefUse.cpp) reads their definitions and element accesses into
// ops, loads, stores and def-use edges. This is what the first hands the
// second: the candidates in source order, each with the location of its
// declaration, and the lookup from a declaration to its id. A declaration
// is keyed by its name and location, not by its node: a declaration that
// the lowering emits twice (an exact and an approximate version) is two
// nodes of one candidate.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_FPCANDIDATES_H
#define APPROX_FPCANDIDATES_H

#include "FpGraph.h"
#include <string>
#include <vector>

namespace approx {

struct FpCandidate {
  FpVar Var;
  clang::SourceLocation Loc; // the declaration
};

struct FpCandidates {
  std::vector<FpCandidate> List;             // in source order; the index is the id
  llvm::StringMap<unsigned> Ids;             // candidateKey() -> index in List
  std::vector<FpNonCandidate> NonCandidates; // as FpRegionGraph's

  /// The candidate id of VD, or -1.
  int idOf(const clang::VarDecl *VD) const;
};

/// The key of a declaration in FpCandidates::Ids: "name@raw-location".
std::string candidateKey(llvm::StringRef Name, clang::SourceLocation Loc);

/// The first walk: R's candidates and the floating-point members of its
/// struct variables (FpCandidates.cpp).
FpCandidates findCandidates(clang::ASTContext &Ctx, const FpRegionSpan &R);

/// The second walk: counts the ops of R's definitions of C's variables and
/// their element loads and stores into C; returns the def-use edges,
/// sorted by (From, To) (FpDefUse.cpp).
std::vector<FpEdge> readDefinitions(clang::ASTContext &Ctx, const FpRegionSpan &R, FpCandidates &C);

} // namespace approx

#endif
