//===- FpStream.cpp - which arrays a region streams through ---------------===//
//
// markStreamed() (FpGraph.h) decides, per array candidate of a region,
// whether the region touches about one new element of it per execution of
// its innermost loop body: some element access of the array sits in a loop
// of the region that contains no other loop of the region, and its index
// depends on the variable of every loop of the region around it (directly,
// through integer locals' initialisers such as `long w = i * M + j`, or
// through a loop variable's own initialiser, `for (i = b * BS; ...)`), a
// variable that the loop's increment steps counting as the loop's own
// (`for (...; ++i, w += M)`: backprop's forward kernel walks its weights
// so; with `w1[(long)i * M + j]` clang 19 emitted 1.5x slower code). An
// index that misses a loop's variable reads the same elements again in
// every iteration of that loop (lavaMD's neighbour positions `r[4 * jb]`
// do not depend on the particle `i`). The fp report writes the answer as
// "streamed": a retyped mapped array that is streamed costs a conversion
// pass over about as many elements as the kernel has innermost
// iterations, each execution (docs/precision-tuning.md, "The static
// score"); one that is reused is converted once for many iterations, which
// a per-body score counts as nothing. Static dependence only: integer
// assignments after the declaration are not followed, except the steps
// of a loop's increment expression.
//
//===----------------------------------------------------------------------===//
#include "FpAccess.h"
#include "FpGraph.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace approx {

namespace {

/// The variable a for loop counts with: `for (int i = ...)` or `for (i = ...)`.
const VarDecl *loopVar(const ForStmt *F) {
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()))
    return DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
  if (const auto *BO = dyn_cast_or_null<BinaryOperator>(F->getInit()))
    if (BO->getOpcode() == BO_Assign)
      if (const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
        return dyn_cast<VarDecl>(DRE->getDecl());
  return nullptr;
}

/// The variables a for loop counts with: its loop variable and every
/// variable its increment expression steps (`++i, w += M`).
void loopVars(const ForStmt *F, llvm::SmallPtrSetImpl<const VarDecl *> &Out) {
  if (const VarDecl *V = loopVar(F))
    Out.insert(V);
  llvm::SmallVector<const Stmt *, 4> Work{F->getInc()};
  while (!Work.empty()) {
    const Stmt *S = Work.pop_back_val();
    if (!S)
      continue;
    const Expr *Target = nullptr;
    if (const auto *UO = dyn_cast<UnaryOperator>(S); UO && UO->isIncrementDecrementOp())
      Target = UO->getSubExpr();
    else if (const auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->isAssignmentOp())
      Target = BO->getLHS();
    if (Target) {
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts()))
        if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          Out.insert(VD);
      continue;
    }
    for (const Stmt *Child : S->children()) // the comma operator, parentheses
      Work.push_back(Child);
  }
}

/// The variables E depends on, following local variables' initialisers.
void dependsOn(const Stmt *E, llvm::SmallPtrSetImpl<const VarDecl *> &Out) {
  if (!E)
    return;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (VD && Out.insert(VD).second && VD->hasLocalStorage())
      dependsOn(VD->getInit(), Out);
    return;
  }
  for (const Stmt *Child : E->children())
    dependsOn(Child, Out);
}

class StreamWalk : public RecursiveASTVisitor<StreamWalk> {
public:
  explicit StreamWalk(const FpRegionSpan &R) : R(R) {}

  bool shouldVisitImplicitCode() const { return true; }
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseForStmt(ForStmt *F) {
    if (!R.contains(F->getForLoc()))
      return RecursiveASTVisitor::TraverseForStmt(F);
    if (!Loops.empty())
      Loops.back().Inner = true;
    Loops.push_back({{}, false, {}});
    loopVars(F, Loops.back().Vars);
    bool Ok = RecursiveASTVisitor::TraverseForStmt(F);
    Loop L = std::move(Loops.back());
    Loops.pop_back();
    // A lowering may emit the statement twice, with a loop of one version
    // generated (perforation): an access streams only if it does so in
    // every version that has it.
    for (const Access &A : L.Accesses) {
      auto [It, New] = Verdicts.try_emplace(A.Loc, A.Array, true);
      It->second.second &= A.Covers && !L.Inner;
    }
    return Ok;
  }

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
    if (Loops.empty() || !R.contains(accessLoc(E)) || mentionsRenamed(E))
      return true;
    const VarDecl *A = accessedArray(E);
    if (!A || !elementType(A->getType()))
      return true;
    llvm::SmallPtrSet<const VarDecl *, 16> Deps;
    // Every subscript of a[i][j] (a nested access visits its own).
    for (const Expr *S = E; const auto *AS = dyn_cast<ArraySubscriptExpr>(S->IgnoreParenImpCasts());
         S = AS->getBase())
      dependsOn(AS->getIdx(), Deps);
    bool Covers = true;
    for (const Loop &L : Loops)
      Covers &= llvm::any_of(L.Vars, [&](const VarDecl *V) { return Deps.count(V) > 0; });
    Loops.back().Accesses.push_back({accessLoc(E), A->getName(), Covers});
    return true;
  }

private:
  struct Access {
    SourceLocation Loc;
    llvm::StringRef Array;
    bool Covers; // the index depends on every enclosing loop's variable
  };
  struct Loop {
    llvm::SmallPtrSet<const VarDecl *, 4> Vars; // loopVars()
    bool Inner; // contains another loop of the region
    std::vector<Access> Accesses;
  };
  const FpRegionSpan &R;
  std::vector<Loop> Loops;

public:
  /// Per access (its `]`): the array, and whether it streams in every version.
  llvm::DenseMap<SourceLocation, std::pair<llvm::StringRef, bool>> Verdicts;
};

} // namespace

void markStreamed(ASTContext &Ctx, const FpRegionSpan &R, FpRegionGraph &G) {
  StreamWalk W(R);
  W.TraverseDecl(Ctx.getTranslationUnitDecl());
  llvm::StringSet<> Streamed;
  for (const auto &[Loc, V] : W.Verdicts)
    if (V.second)
      Streamed.insert(V.first);
  for (FpVar &V : G.Vars)
    V.Streamed = V.Kind == FpVarKind::Array && Streamed.contains(V.Name);
}

} // namespace approx
