//===- FpCandidates.cpp - the candidate variables of a region -------------===//
//
// findCandidates() (FpCandidates.h), the first of analyzeRegion()'s two
// walks: the variables of a region that a precision vector can name. They
// are the floating-point locals (scalars and arrays) declared at a token of
// the region, and what the region's tokens name from outside it: function
// parameters and enclosing locals of floating-point type, floating-point
// arrays (or pointers), and global arrays the construct maps as sections. A
// variable of struct type that the region declares gives its
// floating-point members instead, which are no candidates (FpMembers.cpp).
// A candidate keeps its type as written, before a precision clause retyped
// it, and the `for` init that declares it with others (their declarators
// keep one type, FpGroups.cpp). The walk meets candidates in traversal
// order; the ids are then renumbered in source order, the order the report
// lists them in.
//
//===----------------------------------------------------------------------===//
#include "FpCandidates.h"
#include "FpAccess.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include <algorithm>

using namespace clang;

namespace approx {

std::string candidateKey(llvm::StringRef Name, SourceLocation Loc) {
  return (Name + "@" + llvm::Twine(Loc.getRawEncoding())).str();
}

int FpCandidates::idOf(const VarDecl *VD) const {
  if (!isUserVar(VD))
    return -1;
  auto It = Ids.find(candidateKey(VD->getName(), VD->getLocation()));
  return It == Ids.end() ? -1 : static_cast<int>(It->second);
}

namespace {

class CandidateFinder : public RecursiveASTVisitor<CandidateFinder> {
public:
  CandidateFinder(ASTContext &Ctx, const FpRegionSpan &R) : Ctx(Ctx), R(R) {}

  bool shouldVisitImplicitCode() const { return true; }
  bool shouldVisitTemplateInstantiations() const { return true; }

  FpCandidates run();

  bool VisitVarDecl(VarDecl *VD);
  bool VisitForStmt(ForStmt *FS);
  bool VisitDeclRefExpr(DeclRefExpr *DRE);

private:
  void addCandidate(const VarDecl *VD, FpVarKind Kind, FpType T);
  /// The members of a struct variable declared outside the region that
  /// it uses, once per variable.
  void listOutsideMembers(const VarDecl *VD) {
    if (auto [It, New] = Records.try_emplace(VD->getLocation()); New)
      listMembers(Ctx, VD, It->second, /*Outside=*/true);
  }

  ASTContext &Ctx;
  const FpRegionSpan &R;
  FpCandidates C;
  llvm::DenseMap<SourceLocation, unsigned> ForInitOf; // declarator -> FpVar::ForInit
  /// The region's variables of struct type, by declaration: their
  /// floating-point members (FpMembers.cpp).
  llvm::DenseMap<SourceLocation, std::vector<FpNonCandidate>> Records;
};

void CandidateFinder::addCandidate(const VarDecl *VD, FpVarKind Kind, FpType T) {
  if (auto W = R.WrittenTypes.find(VD->getLocation()); W != R.WrittenTypes.end())
    T = W->second; // the type as written, before a precision clause retyped it
  auto [It, New] = C.Ids.try_emplace(candidateKey(VD->getName(), VD->getLocation()), C.List.size());
  if (!New) {
    // A declaration the lowering emitted twice, once demoted (precision
    // clauses): the declared type is the widest of the versions.
    FpType &Seen = C.List[It->second].Var.Type;
    if (static_cast<int>(T) < static_cast<int>(Seen))
      Seen = T;
    return;
  }
  const SourceManager &SM = Ctx.getSourceManager();
  FpCandidate Cand;
  Cand.Loc = VD->getLocation();
  Cand.Var.Name = VD->getName().str();
  Cand.Var.Type = T;
  Cand.Var.Kind = Kind;
  Cand.Var.ForInit = ForInitOf.lookup(Cand.Loc);
  Cand.Var.Line = SM.getPresumedLineNumber(SM.getExpansionLoc(Cand.Loc));
  if (Cand.Loc.isMacroID()) {
    unsigned Spelled = SM.getPresumedLineNumber(SM.getSpellingLoc(Cand.Loc));
    if (Spelled != Cand.Var.Line)
      Cand.Var.MacroLine = Spelled;
  }
  C.List.push_back(std::move(Cand));
}

// Visited before the declarators it declares (pre-order), so addCandidate
// finds them in ForInitOf.
bool CandidateFinder::VisitForStmt(ForStmt *FS) {
  const auto *DS = dyn_cast_or_null<DeclStmt>(FS->getInit());
  if (!DS || DS->isSingleDecl())
    return true;
  const unsigned Index = ForInitOf.size() + 1;
  for (const Decl *D : DS->decls())
    ForInitOf.try_emplace(D->getLocation(), Index);
  return true;
}

bool CandidateFinder::VisitVarDecl(VarDecl *VD) {
  if (isa<ParmVarDecl>(VD) || !isUserVar(VD) || !R.contains(VD->getLocation()))
    return true;
  if (std::optional<FpType> T = scalarType(VD->getType()))
    addCandidate(VD, FpVarKind::Local, *T);
  else if (std::optional<FpType> E = elementType(VD->getType()))
    addCandidate(VD, FpVarKind::Array, *E);
  else if (auto [It, New] = Records.try_emplace(VD->getLocation()); New)
    listMembers(Ctx, VD, It->second); // a declaration the lowering emitted twice counts once
  return true;
}

bool CandidateFinder::VisitDeclRefExpr(DeclRefExpr *DRE) {
  if (!R.contains(DRE->getLocation()))
    return true;
  const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
  if (!isUserVar(VD) || R.contains(VD->getLocation()))
    return true; // the region's own locals come from VisitVarDecl
  if (!VD->isLocalVarDeclOrParm()) {
    // A global array (or pointer) the construct maps as a section gets a
    // typed device copy like a local one; other globals stay out.
    std::optional<FpType> E = elementType(VD->getType());
    if (E && R.MappedSections.contains(VD->getName()))
      addCandidate(VD, FpVarKind::Array, *E);
    else
      listOutsideMembers(VD); // a global struct's members; nothing for others
    return true;
  }
  if (std::optional<FpType> T = scalarType(VD->getType()))
    addCandidate(VD, FpVarKind::Param, *T);
  else if (std::optional<FpType> E = elementType(VD->getType()))
    addCandidate(VD, FpVarKind::Array, *E);
  else
    listOutsideMembers(VD);
  return true;
}

FpCandidates CandidateFinder::run() {
  TraverseDecl(Ctx.getTranslationUnitDecl());
  // Ids in source order.
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<unsigned> Order(C.List.size());
  for (unsigned I = 0; I < Order.size(); ++I)
    Order[I] = I;
  std::stable_sort(Order.begin(), Order.end(), [&](unsigned A, unsigned B) {
    return SM.isBeforeInTranslationUnit(C.List[A].Loc, C.List[B].Loc);
  });
  std::vector<FpCandidate> Sorted;
  C.Ids.clear();
  for (unsigned I : Order) {
    C.Ids[candidateKey(C.List[I].Var.Name, C.List[I].Loc)] = Sorted.size();
    Sorted.push_back(std::move(C.List[I]));
  }
  C.List = std::move(Sorted);

  std::vector<std::pair<SourceLocation, std::vector<FpNonCandidate>>> Recs(Records.begin(),
                                                                           Records.end());
  std::stable_sort(Recs.begin(), Recs.end(), [&](const auto &A, const auto &B) {
    return SM.isBeforeInTranslationUnit(A.first, B.first);
  });
  for (auto &[Loc, Members] : Recs)
    llvm::append_range(C.NonCandidates, Members);
  return std::move(C);
}

} // namespace

FpCandidates findCandidates(ASTContext &Ctx, const FpRegionSpan &R) {
  return CandidateFinder(Ctx, R).run();
}

} // namespace approx
