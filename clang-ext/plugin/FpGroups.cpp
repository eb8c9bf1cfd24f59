//===- FpGroups.cpp - AMPT-GA groups of a region's variables --------------===//
//
// AMPT-GA mutates groups of variables together so that a mutation does not
// add casts that cost more than the precision change saves (its
// "application-aware mutation" on top of a casting-aware performance model;
// docs/precision-tuning.md). The rule here, over the def-use edges of
// FpGraph.h, joins two variables (union-find) when
//   1. a value moves between them with no arithmetic: `a = b`, `T a = b`,
//      `a = A[i]`, `A[i] = a`, or `a op= b` (the edge is a copy), since
//      then every difference in precision is a pure conversion on the
//      path, with nothing to gain from it; or
//   2. the edge u -> t dominates t's inputs: its count is more than half
//      of all the counts flowing into t. Demoting t without u would put a
//      cast on most of t's inputs, and demoting u without t a cast on most
//      of what t is computed from.
//   3. they have the same name (two declarations in sibling scopes): a
//      precision list names both at once, so they can only move together;
//   4. one `for` init declares them (`for (double s = 0, t = 1; ...)`): the
//      lowering keeps such declarators at one type, and a list naming one
//      of them alone is an error (docs/language.md).
// Everything else (several inputs of similar weight) stays apart: there,
// which operand to demote is the search's question, and the model's cast
// term prices the answer. Groups partition the ids; singletons included.
//
//===----------------------------------------------------------------------===//
#include "FpGraph.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include <algorithm>
#include <numeric>

namespace approx {

namespace {

unsigned findRoot(std::vector<unsigned> &Parent, unsigned X) {
  while (Parent[X] != X) {
    Parent[X] = Parent[Parent[X]];
    X = Parent[X];
  }
  return X;
}

void join(std::vector<unsigned> &Parent, unsigned A, unsigned B) {
  A = findRoot(Parent, A);
  B = findRoot(Parent, B);
  if (A != B)
    Parent[std::max(A, B)] = std::min(A, B); // the group's root is its first id
}

} // namespace

void groupVariables(FpRegionGraph &G) {
  const unsigned N = G.Vars.size();
  std::vector<unsigned> Parent(N);
  std::iota(Parent.begin(), Parent.end(), 0u);
  std::vector<unsigned> InTotal(N, 0);
  for (const FpEdge &E : G.Edges)
    InTotal[E.To] += E.Count;
  for (const FpEdge &E : G.Edges)
    if (E.Copy || 2 * E.Count > InTotal[E.To])
      join(Parent, E.From, E.To);
  llvm::StringMap<unsigned> FirstOfName;
  llvm::DenseMap<unsigned, unsigned> FirstOfForInit;
  for (unsigned V = 0; V < N; ++V) {
    auto [It, New] = FirstOfName.try_emplace(G.Vars[V].Name, V);
    if (!New)
      join(Parent, It->second, V);
    if (!G.Vars[V].ForInit)
      continue;
    auto [F, FirstDecl] = FirstOfForInit.try_emplace(G.Vars[V].ForInit, V);
    if (!FirstDecl)
      join(Parent, F->second, V);
  }
  G.Groups.clear();
  std::vector<int> GroupOf(N, -1);
  for (unsigned V = 0; V < N; ++V) { // roots are first ids: groups come in id order
    unsigned Root = findRoot(Parent, V);
    if (GroupOf[Root] < 0) {
      GroupOf[Root] = G.Groups.size();
      G.Groups.emplace_back();
    }
    G.Groups[GroupOf[Root]].push_back(V);
  }
}

} // namespace approx
