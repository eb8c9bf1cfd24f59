//===- FpDefUse.cpp - definitions, ops and def-use edges of a region ------===//
//
// readDefinitions() (FpCandidates.h), the second of analyzeRegion()'s two
// walks, once the candidates and their ids are known. It reads the
// region's definitions of candidates (an initialised declaration, `=`,
// `op=`, `++`/`--`): it counts the arithmetic of the defining expression
// into the defined variable's ops, adds one edge count per read of another
// candidate in it (a plain copy marks the edge), and counts the array
// element loads and stores. A pointer assigned into an array (`p = q + k`)
// gets a copy edge from it, since its elements are the array's. Arithmetic
// on constants only is folded by the compiler and not counted. Every
// definition and access is keyed by its token's location, so code that the
// lowering emits twice (an exact and an approximate version) counts once.
//
//===----------------------------------------------------------------------===//
#include "FpAccess.h"
#include "FpCandidates.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"
#include <map>
#include <optional>

using namespace clang;

namespace approx {

namespace {

class DefUseReader : public RecursiveASTVisitor<DefUseReader> {
public:
  DefUseReader(ASTContext &Ctx, const FpRegionSpan &R, FpCandidates &C) : Ctx(Ctx), R(R), C(C) {}

  bool shouldVisitImplicitCode() const { return true; }
  bool shouldVisitTemplateInstantiations() const { return true; }

  std::vector<FpEdge> run();

  bool VisitVarDecl(VarDecl *VD);
  bool VisitBinaryOperator(BinaryOperator *BO);
  bool VisitUnaryOperator(UnaryOperator *UO);
  bool VisitImplicitCastExpr(ImplicitCastExpr *ICE);

private:
  FpVar &var(int Id) { return C.List[Id].Var; }
  const FpVar &var(int Id) const { return C.List[Id].Var; }
  int idOfExpr(const Expr *E) const;
  void define(int Target, const Expr *Rhs, std::optional<BinaryOperatorKind> Op,
              SourceLocation Key);
  void aliasArray(int Target, const Expr *Rhs, SourceLocation Key);
  /// One more flow from the candidate From to the candidate To.
  FpEdge &addFlow(unsigned From, unsigned To);
  void collectUses(const Expr *E, llvm::SmallVectorImpl<int> &Uses) const;

  ASTContext &Ctx;
  const FpRegionSpan &R;
  FpCandidates &C;
  llvm::DenseSet<SourceLocation> SeenDefs, SeenLoads;
  std::map<std::pair<unsigned, unsigned>, FpEdge> EdgeMap;
};

int DefUseReader::idOfExpr(const Expr *E) const {
  E = E->IgnoreParenImpCasts();
  if (isElementAccess(E))
    return C.idOf(accessedArray(E));
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    int Id = C.idOf(dyn_cast<VarDecl>(DRE->getDecl()));
    return Id >= 0 && var(Id).Kind != FpVarKind::Array ? Id : -1;
  }
  return -1;
}

bool DefUseReader::VisitVarDecl(VarDecl *VD) {
  if (isa<ParmVarDecl>(VD) || !isUserVar(VD) || !R.contains(VD->getLocation()))
    return true;
  int Id = C.idOf(VD);
  const Expr *Init = VD->getInit();
  if (Id < 0 || !Init || mentionsRenamed(Init))
    return true;
  if (var(Id).Kind == FpVarKind::Array) {
    // double w[3] = {a, 0.5, b}: one store per element written.
    const auto *IL = dyn_cast<InitListExpr>(Init->IgnoreParenImpCasts());
    if (!IL) {
      aliasArray(Id, Init, VD->getLocation());
      return true;
    }
    if (SeenDefs.count(VD->getLocation()))
      return true;
    var(Id).Stores += IL->getNumInits();
  }
  define(Id, Init, std::nullopt, VD->getLocation());
  return true;
}

bool DefUseReader::VisitBinaryOperator(BinaryOperator *BO) {
  if (!BO->isAssignmentOp() || BO->isInstantiationDependent() ||
      !R.contains(BO->getOperatorLoc()) || mentionsRenamed(BO))
    return true;
  if (BO->getOpcode() == BO_Assign && BO->getType()->isPointerType()) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
      if (int Id = C.idOf(dyn_cast<VarDecl>(DRE->getDecl())); Id >= 0)
        aliasArray(Id, BO->getRHS(), BO->getOperatorLoc());
    return true;
  }
  int Target = idOfExpr(BO->getLHS());
  if (Target < 0)
    return true;
  std::optional<BinaryOperatorKind> Op;
  if (BO->isCompoundAssignmentOp())
    Op = BinaryOperator::getOpForCompoundAssignment(BO->getOpcode());
  if (isElementAccess(BO->getLHS()->IgnoreParenImpCasts()) &&
      !SeenDefs.count(BO->getOperatorLoc())) {
    ++var(Target).Stores;
    if (Op)
      ++var(Target).Loads;
  }
  define(Target, BO->getRHS(), Op, BO->getOperatorLoc());
  return true;
}

bool DefUseReader::VisitUnaryOperator(UnaryOperator *UO) {
  if (!UO->isIncrementDecrementOp() || UO->isInstantiationDependent() ||
      !R.contains(UO->getOperatorLoc()) || mentionsRenamed(UO))
    return true;
  int Target = idOfExpr(UO->getSubExpr());
  if (Target < 0)
    return true;
  if (isElementAccess(UO->getSubExpr()->IgnoreParenImpCasts()) &&
      !SeenDefs.count(UO->getOperatorLoc())) {
    ++var(Target).Loads;
    ++var(Target).Stores;
  }
  define(Target, nullptr, BO_Add, UO->getOperatorLoc());
  return true;
}

bool DefUseReader::VisitImplicitCastExpr(ImplicitCastExpr *ICE) {
  if (ICE->getCastKind() != CK_LValueToRValue)
    return true;
  const Expr *Sub = ICE->getSubExpr()->IgnoreParens();
  if (!isElementAccess(Sub))
    return true;
  SourceLocation Key = accessLoc(Sub);
  if (!R.contains(Key) || mentionsRenamed(Sub) || !SeenLoads.insert(Key).second)
    return true;
  int Id = C.idOf(accessedArray(Sub));
  if (Id >= 0 && var(Id).Kind == FpVarKind::Array)
    ++var(Id).Loads;
  return true;
}

FpEdge &DefUseReader::addFlow(unsigned From, unsigned To) {
  FpEdge &E = EdgeMap[{From, To}];
  E.From = From;
  E.To = To;
  ++E.Count;
  return E;
}

void DefUseReader::define(int Target, const Expr *Rhs, std::optional<BinaryOperatorKind> Op,
                          SourceLocation Key) {
  if (Rhs && Rhs->isInstantiationDependent())
    return; // a template's pattern: its instantiations are read instead
  if (!SeenDefs.insert(Key).second)
    return; // the same source definition, emitted twice by a lowering
  FpOps &Ops = var(Target).Ops;
  if (Op) // x op= e: one operation in x's precision (an element's: the array's)
    countOp(*Op, Ops);
  if (!Rhs)
    return;
  countOps(Ctx, Rhs, Ops);
  llvm::SmallVector<int, 8> Uses;
  collectUses(Rhs, Uses);
  // A plain copy: the value moves with no arithmetic (only casts) between.
  const Expr *Plain = Rhs->IgnoreParenCasts();
  bool Copy = isa<DeclRefExpr>(Plain) || isElementAccess(Plain);
  for (int U : Uses) {
    if (U == Target)
      continue; // x += x * y: no cast between x and itself
    addFlow(U, Target).Copy |= Copy;
  }
}

/// p = q + k: p points into q, so its elements are q's and must have q's
/// precision (a copy edge joins their groups); no element moves.
void DefUseReader::aliasArray(int Target, const Expr *Rhs, SourceLocation Key) {
  if (Rhs->isInstantiationDependent() || !SeenDefs.insert(Key).second)
    return;
  const Expr *E = Rhs->IgnoreParenCasts();
  while (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (!BO->isAdditiveOp())
      return;
    const Expr *L = BO->getLHS()->IgnoreParenCasts();
    E = L->getType()->isPointerType() || L->getType()->isArrayType()
            ? L
            : BO->getRHS()->IgnoreParenCasts();
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->getOpcode() == UO_AddrOf)
    E = UO->getSubExpr()->IgnoreParenCasts(); // &q[k]
  int Base = isElementAccess(E) ? C.idOf(accessedArray(E)) : -1;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    Base = C.idOf(dyn_cast<VarDecl>(DRE->getDecl()));
  if (Base < 0 || Base == Target || var(Base).Kind != FpVarKind::Array)
    return;
  addFlow(Base, Target).Copy = true;
}
/// The candidates whose values E reads (one entry per read).
void DefUseReader::collectUses(const Expr *E, llvm::SmallVectorImpl<int> &Uses) const {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (isa<UnaryExprOrTypeTraitExpr>(E))
    return;
  if (isElementAccess(E)) {
    if (int Id = C.idOf(accessedArray(E)); Id >= 0 && var(Id).Kind == FpVarKind::Array)
      Uses.push_back(Id);
    return; // the index is not a value that flows
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    int Id = C.idOf(dyn_cast<VarDecl>(DRE->getDecl()));
    if (Id >= 0 && var(Id).Kind != FpVarKind::Array)
      Uses.push_back(Id);
    return;
  }
  if (const auto *BO = dyn_cast<BinaryOperator>(E); BO && BO->isAssignmentOp())
    return;
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    collectUses(CO->getTrueExpr(), Uses);
    collectUses(CO->getFalseExpr(), Uses);
    return;
  }
  if (const auto *CE = dyn_cast<CallExpr>(E)) {
    for (const Expr *A : CE->arguments())
      collectUses(A, Uses);
    return;
  }
  for (const Stmt *Child : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Child))
      collectUses(CE, Uses);
}

std::vector<FpEdge> DefUseReader::run() {
  TraverseDecl(Ctx.getTranslationUnitDecl());
  std::vector<FpEdge> Edges;
  for (auto &[Key, E] : EdgeMap)
    Edges.push_back(E);
  return Edges;
}

} // namespace

std::vector<FpEdge> readDefinitions(ASTContext &Ctx, const FpRegionSpan &R, FpCandidates &C) {
  return DefUseReader(Ctx, R, C).run();
}

} // namespace approx
