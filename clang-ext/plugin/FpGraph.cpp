//===- FpGraph.cpp - floating-point variables of a region and their graph -===//
//
// analyzeRegion() (FpGraph.h) walks the translation unit twice. The first
// walk finds the region's candidate variables: floating-point locals
// declared at a token of the region, and the function parameters, enclosing
// locals and floating-point arrays (or pointers) that the region's tokens
// name; a variable of struct type that the region declares gives its
// floating-point members instead, which are no candidates (FpMembers.cpp).
// The second walk reads the region's definitions (an initialised
// declaration, `=`, `op=`, `++`/`--`) of candidates: it counts the
// arithmetic of the defining expression into the defined variable's ops,
// adds one edge count per read of another candidate in it (a plain copy
// marks the edge), and counts the array element loads and stores.
// Arithmetic on constants only is folded by the compiler and not counted. Every
// definition and access is keyed by its token's location, so code that the
// lowering emits twice (an exact and an approximate version) counts once.
//
//===----------------------------------------------------------------------===//
#include "FpGraph.h"
#include "FpAccess.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include <algorithm>
#include <map>
#include <optional>

using namespace clang;

namespace approx {

namespace {

class Analysis : public RecursiveASTVisitor<Analysis> {
public:
  Analysis(ASTContext &Ctx, const FpRegionSpan &R) : Ctx(Ctx), R(R) {}

  bool shouldVisitImplicitCode() const { return true; }
  bool shouldVisitTemplateInstantiations() const { return true; }

  FpRegionGraph run();

  bool VisitVarDecl(VarDecl *VD);
  bool VisitForStmt(ForStmt *FS);
  bool VisitDeclRefExpr(DeclRefExpr *DRE);
  bool VisitBinaryOperator(BinaryOperator *BO);
  bool VisitUnaryOperator(UnaryOperator *UO);
  bool VisitImplicitCastExpr(ImplicitCastExpr *ICE);

private:
  struct Candidate {
    FpVar Var;
    SourceLocation Loc;
  };
  enum class Phase { FindVars, ReadDefs } Step = Phase::FindVars;

  void addCandidate(const VarDecl *VD, FpVarKind Kind, FpType T);
  /// The candidate id of VD, or -1.
  int idOf(const VarDecl *VD) const;
  int idOfExpr(const Expr *E) const;
  void define(int Target, const Expr *Rhs, std::optional<BinaryOperatorKind> Op,
              SourceLocation Key);
  void aliasArray(int Target, const Expr *Rhs, SourceLocation Key);
  void collectUses(const Expr *E, llvm::SmallVectorImpl<int> &Uses) const;

  ASTContext &Ctx;
  const FpRegionSpan &R;
  std::vector<Candidate> Cands;
  llvm::StringMap<unsigned> Ids; // "name@raw-location" -> index in Cands
  llvm::DenseSet<SourceLocation> SeenDefs, SeenLoads;
  llvm::DenseMap<SourceLocation, unsigned> ForInitOf; // declarator -> FpVar::ForInit
  std::map<std::pair<unsigned, unsigned>, FpEdge> EdgeMap;
  /// The region's variables of struct type, by declaration: their
  /// floating-point members (FpMembers.cpp).
  llvm::DenseMap<SourceLocation, std::vector<FpNonCandidate>> Records;
};

std::string varKey(const VarDecl *VD) {
  return (VD->getName() + "@" + llvm::Twine(VD->getLocation().getRawEncoding())).str();
}

void Analysis::addCandidate(const VarDecl *VD, FpVarKind Kind, FpType T) {
  if (auto W = R.WrittenTypes.find(VD->getLocation()); W != R.WrittenTypes.end())
    T = W->second; // the type as written, before a precision clause retyped it
  auto [It, New] = Ids.try_emplace(varKey(VD), Cands.size());
  if (!New) {
    // A declaration the lowering emitted twice, once demoted (precision
    // clauses): the declared type is the widest of the versions.
    FpType &Seen = Cands[It->second].Var.Type;
    if (static_cast<int>(T) < static_cast<int>(Seen))
      Seen = T;
    return;
  }
  const SourceManager &SM = Ctx.getSourceManager();
  Candidate C;
  C.Loc = VD->getLocation();
  C.Var.Name = VD->getName().str();
  C.Var.Type = T;
  C.Var.Kind = Kind;
  C.Var.ForInit = ForInitOf.lookup(C.Loc);
  C.Var.Line = SM.getPresumedLineNumber(SM.getExpansionLoc(C.Loc));
  if (C.Loc.isMacroID()) {
    unsigned Spelled = SM.getPresumedLineNumber(SM.getSpellingLoc(C.Loc));
    if (Spelled != C.Var.Line)
      C.Var.MacroLine = Spelled;
  }
  Cands.push_back(std::move(C));
}

int Analysis::idOf(const VarDecl *VD) const {
  if (!isUserVar(VD))
    return -1;
  auto It = Ids.find(varKey(VD));
  return It == Ids.end() ? -1 : static_cast<int>(It->second);
}

int Analysis::idOfExpr(const Expr *E) const {
  E = E->IgnoreParenImpCasts();
  if (isElementAccess(E))
    return idOf(accessedArray(E));
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    int Id = idOf(dyn_cast<VarDecl>(DRE->getDecl()));
    return Id >= 0 && Cands[Id].Var.Kind != FpVarKind::Array ? Id : -1;
  }
  return -1;
}

// Visited before the declarators it declares (pre-order), so addCandidate
// finds them in ForInitOf.
bool Analysis::VisitForStmt(ForStmt *FS) {
  const auto *DS = dyn_cast_or_null<DeclStmt>(FS->getInit());
  if (Step != Phase::FindVars || !DS || DS->isSingleDecl())
    return true;
  const unsigned Index = ForInitOf.size() + 1;
  for (const Decl *D : DS->decls())
    ForInitOf.try_emplace(D->getLocation(), Index);
  return true;
}

bool Analysis::VisitVarDecl(VarDecl *VD) {
  if (isa<ParmVarDecl>(VD) || !isUserVar(VD) || !R.contains(VD->getLocation()))
    return true;
  if (Step == Phase::FindVars) {
    if (std::optional<FpType> T = scalarType(VD->getType()))
      addCandidate(VD, FpVarKind::Local, *T);
    else if (std::optional<FpType> E = elementType(VD->getType()))
      addCandidate(VD, FpVarKind::Array, *E);
    else if (auto [It, New] = Records.try_emplace(VD->getLocation()); New)
      listMembers(Ctx, VD, It->second); // a declaration the lowering emitted twice counts once
    return true;
  }
  int Id = idOf(VD);
  const Expr *Init = VD->getInit();
  if (Id < 0 || !Init || mentionsRenamed(Init))
    return true;
  if (Cands[Id].Var.Kind == FpVarKind::Array) {
    // double w[3] = {a, 0.5, b}: one store per element written.
    const auto *IL = dyn_cast<InitListExpr>(Init->IgnoreParenImpCasts());
    if (!IL) {
      aliasArray(Id, Init, VD->getLocation());
      return true;
    }
    if (SeenDefs.count(VD->getLocation()))
      return true;
    Cands[Id].Var.Stores += IL->getNumInits();
  }
  define(Id, Init, std::nullopt, VD->getLocation());
  return true;
}

bool Analysis::VisitDeclRefExpr(DeclRefExpr *DRE) {
  if (Step != Phase::FindVars || !R.contains(DRE->getLocation()))
    return true;
  const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
  if (!isUserVar(VD) || R.contains(VD->getLocation()))
    return true; // the region's own locals come from VisitVarDecl
  if (!VD->isLocalVarDeclOrParm()) {
    // A global array (or pointer) the construct maps as a section gets a
    // typed device copy like a local one; other globals stay out.
    if (R.MappedSections.contains(VD->getName()))
      if (std::optional<FpType> E = elementType(VD->getType()))
        addCandidate(VD, FpVarKind::Array, *E);
    return true;
  }
  if (std::optional<FpType> T = scalarType(VD->getType()))
    addCandidate(VD, FpVarKind::Param, *T);
  else if (std::optional<FpType> E = elementType(VD->getType()))
    addCandidate(VD, FpVarKind::Array, *E);
  return true;
}

bool Analysis::VisitBinaryOperator(BinaryOperator *BO) {
  if (Step != Phase::ReadDefs || !BO->isAssignmentOp() || BO->isInstantiationDependent() ||
      !R.contains(BO->getOperatorLoc()) || mentionsRenamed(BO))
    return true;
  if (BO->getOpcode() == BO_Assign && BO->getType()->isPointerType()) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
      if (int Id = idOf(dyn_cast<VarDecl>(DRE->getDecl())); Id >= 0)
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
    ++Cands[Target].Var.Stores;
    if (Op)
      ++Cands[Target].Var.Loads;
  }
  define(Target, BO->getRHS(), Op, BO->getOperatorLoc());
  return true;
}

bool Analysis::VisitUnaryOperator(UnaryOperator *UO) {
  if (Step != Phase::ReadDefs || !UO->isIncrementDecrementOp() || UO->isInstantiationDependent() ||
      !R.contains(UO->getOperatorLoc()) || mentionsRenamed(UO))
    return true;
  int Target = idOfExpr(UO->getSubExpr());
  if (Target < 0)
    return true;
  if (isElementAccess(UO->getSubExpr()->IgnoreParenImpCasts()) &&
      !SeenDefs.count(UO->getOperatorLoc())) {
    ++Cands[Target].Var.Loads;
    ++Cands[Target].Var.Stores;
  }
  define(Target, nullptr, BO_Add, UO->getOperatorLoc());
  return true;
}

bool Analysis::VisitImplicitCastExpr(ImplicitCastExpr *ICE) {
  if (Step != Phase::ReadDefs || ICE->getCastKind() != CK_LValueToRValue)
    return true;
  const Expr *Sub = ICE->getSubExpr()->IgnoreParens();
  if (!isElementAccess(Sub))
    return true;
  SourceLocation Key = accessLoc(Sub);
  if (!R.contains(Key) || mentionsRenamed(Sub) || !SeenLoads.insert(Key).second)
    return true;
  int Id = idOf(accessedArray(Sub));
  if (Id >= 0 && Cands[Id].Var.Kind == FpVarKind::Array)
    ++Cands[Id].Var.Loads;
  return true;
}

void Analysis::define(int Target, const Expr *Rhs, std::optional<BinaryOperatorKind> Op,
                      SourceLocation Key) {
  if (Rhs && Rhs->isInstantiationDependent())
    return; // a template's pattern: its instantiations are read instead
  if (!SeenDefs.insert(Key).second)
    return; // the same source definition, emitted twice by a lowering
  FpOps &Ops = Cands[Target].Var.Ops;
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
    FpEdge &E = EdgeMap[{static_cast<unsigned>(U), static_cast<unsigned>(Target)}];
    E.From = U;
    E.To = Target;
    ++E.Count;
    E.Copy |= Copy;
  }
}

/// p = q + k: p points into q, so its elements are q's and must have q's
/// precision (a copy edge joins their groups); no element moves.
void Analysis::aliasArray(int Target, const Expr *Rhs, SourceLocation Key) {
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
  int Base = isElementAccess(E) ? idOf(accessedArray(E)) : -1;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    Base = idOf(dyn_cast<VarDecl>(DRE->getDecl()));
  if (Base < 0 || Base == Target || Cands[Base].Var.Kind != FpVarKind::Array)
    return;
  FpEdge &Edge = EdgeMap[{static_cast<unsigned>(Base), static_cast<unsigned>(Target)}];
  Edge.From = Base;
  Edge.To = Target;
  ++Edge.Count;
  Edge.Copy = true;
}

/// The candidates whose values E reads (one entry per read).
void Analysis::collectUses(const Expr *E, llvm::SmallVectorImpl<int> &Uses) const {
  if (!E)
    return;
  E = E->IgnoreParens();
  if (isa<UnaryExprOrTypeTraitExpr>(E))
    return;
  if (isElementAccess(E)) {
    if (int Id = idOf(accessedArray(E)); Id >= 0 && Cands[Id].Var.Kind == FpVarKind::Array)
      Uses.push_back(Id);
    return; // the index is not a value that flows
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    int Id = idOf(dyn_cast<VarDecl>(DRE->getDecl()));
    if (Id >= 0 && Cands[Id].Var.Kind != FpVarKind::Array)
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

FpRegionGraph Analysis::run() {
  TranslationUnitDecl *TU = Ctx.getTranslationUnitDecl();
  Step = Phase::FindVars;
  TraverseDecl(TU);
  // Ids in source order.
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<unsigned> Order(Cands.size());
  for (unsigned I = 0; I < Order.size(); ++I)
    Order[I] = I;
  std::stable_sort(Order.begin(), Order.end(), [&](unsigned A, unsigned B) {
    return SM.isBeforeInTranslationUnit(Cands[A].Loc, Cands[B].Loc);
  });
  std::vector<Candidate> Sorted;
  Ids.clear();
  for (unsigned I : Order) {
    Ids[(Cands[I].Var.Name + "@" + llvm::Twine(Cands[I].Loc.getRawEncoding())).str()] =
        Sorted.size();
    Sorted.push_back(std::move(Cands[I]));
  }
  Cands = std::move(Sorted);

  Step = Phase::ReadDefs;
  TraverseDecl(TU);

  FpRegionGraph G;
  for (Candidate &C : Cands)
    G.Vars.push_back(std::move(C.Var));
  for (auto &[Key, E] : EdgeMap)
    G.Edges.push_back(E);
  std::vector<std::pair<SourceLocation, std::vector<FpNonCandidate>>> Recs(Records.begin(),
                                                                           Records.end());
  std::stable_sort(Recs.begin(), Recs.end(), [&](const auto &A, const auto &B) {
    return SM.isBeforeInTranslationUnit(A.first, B.first);
  });
  for (auto &[Loc, Members] : Recs)
    llvm::append_range(G.NonCandidates, Members);
  groupVariables(G);
  markStreamed(Ctx, R, G);
  return G;
}

} // namespace

FpRegionGraph analyzeRegion(ASTContext &Ctx, const FpRegionSpan &R) {
  return Analysis(Ctx, R).run();
}

} // namespace approx
