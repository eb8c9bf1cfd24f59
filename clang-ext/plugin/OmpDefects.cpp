//===- OmpDefects.cpp - OpenMP constructs clang 19 miscompiles --------------===//
//
// Implementation of OmpDefects.h: a walk of the parsed translation unit for
// target directives whose region is a `teams loop` directive, run in the
// host compile of a program offloaded to NVPTX. Other devices build the
// construct correctly (the x86 offload device runs every iteration). The
// device compile stays silent: clang 19 follows any warning there with a
// note for every CUDA device header function the program reaches ("used
// here"), plain clang as well. The AST, not the `omp` pragma handler, says
// where a directive stands: when the handler runs, the parser may still be
// in the previous statement's target region (one token of lookahead).
//
//===----------------------------------------------------------------------===//
#include "OmpDefects.h"
#include "Options.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/Diagnostic.h"

using namespace clang;

namespace approx {
namespace {

/// The statement a target directive's region consists of: its captured
/// statement, unwrapped from a braced block of one statement.
const Stmt *regionBody(const OMPTargetDirective &D) {
  const Stmt *S = D.getInnermostCapturedStmt()->getCapturedStmt();
  while (const auto *C = dyn_cast_or_null<CompoundStmt>(S)) {
    if (C->size() != 1)
      return S;
    S = C->body_front();
  }
  return S;
}

class TeamsLoopFinder : public RecursiveASTVisitor<TeamsLoopFinder> {
public:
  TeamsLoopFinder(DiagnosticsEngine &DE, DiagnosticsEngine::Level Level)
      : DE(DE), ID(DE.getCustomDiagID(Level, "clang 19 runs only the first iteration of a 'teams "
                                             "loop' nested in a 'target' region on NVPTX (plain "
                                             "clang and -fno-approx builds too); write 'teams "
                                             "distribute parallel for', or the combined 'target "
                                             "teams loop'")) {}
  bool VisitOMPTargetDirective(OMPTargetDirective *D) {
    if (const auto *T = dyn_cast_or_null<OMPTeamsGenericLoopDirective>(regionBody(*D)))
      DE.Report(T->getBeginLoc(), ID);
    return true;
  }

private:
  DiagnosticsEngine &DE;
  unsigned ID;
};

} // namespace

void checkOmpDefects(ASTContext &Ctx) {
  const LangOptions &LO = Ctx.getLangOpts();
  if (!LO.OpenMP || LO.OpenMPIsTargetDevice ||
      llvm::none_of(LO.OMPTargetTriples, [](const llvm::Triple &T) { return T.isNVPTX(); }))
    return;
  // -W[no-][error=]approx-teams-loop (Options.h): outside clang's warning
  // groups, so -w and -Werror are applied here, as clang applies them.
  const PluginOptions &O = getOptions();
  DiagnosticsEngine &DE = Ctx.getDiagnostics();
  if (!O.TeamsLoop || DE.getIgnoreAllWarnings())
    return;
  bool AsError = O.TeamsLoopAsError.value_or(DE.getWarningsAsErrors());
  TeamsLoopFinder(DE, AsError ? DiagnosticsEngine::Error : DiagnosticsEngine::Warning)
      .TraverseAST(Ctx);
}

} // namespace approx
