//===- FpGraph.cpp - floating-point variables of a region and their graph -===//
//
// analyzeRegion() (FpGraph.h) puts a region's graph together from two walks
// of the translation unit. The first (FpCandidates.cpp) finds the
// candidates, in source order, and the floating-point members of the
// region's struct variables, which are no candidates (FpMembers.cpp). The
// ids are final only then (source order, known once every candidate is
// seen), so the edges wait for a second walk (FpDefUse.cpp): it counts the
// ops of each definition and the array element loads and stores, and
// draws the def-use edges between the ids. On the finished graph
// the grouping rule joins variables (FpGroups.cpp) and the arrays the
// region streams through are marked (FpStream.cpp).
//
//===----------------------------------------------------------------------===//
#include "FpCandidates.h"

using namespace clang;

namespace approx {

FpRegionGraph analyzeRegion(ASTContext &Ctx, const FpRegionSpan &R) {
  FpCandidates C = findCandidates(Ctx, R);
  FpRegionGraph G;
  G.Edges = readDefinitions(Ctx, R, C);
  for (FpCandidate &X : C.List)
    G.Vars.push_back(std::move(X.Var));
  G.NonCandidates = std::move(C.NonCandidates);
  groupVariables(G);
  markStreamed(Ctx, R, G);
  return G;
}

} // namespace approx
