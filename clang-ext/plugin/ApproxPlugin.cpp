//===- ApproxPlugin.cpp - the #pragma approx plugin ------------------------===//
//
// Registers the `#pragma approx` handler and a plugin AST action (for
// -fplugin-arg-approx-* options). The handler parses the clauses, applies
// -fapprox-set overrides, reads the statement that follows, and re-enters
// the lowered token stream, so clang parses, checks and code-generates the
// result like user code, in the host and in every device compile alike.
//
//===----------------------------------------------------------------------===//
#include "ClauseParser.h"
#include "Diag.h"
#include "DiagDedupe.h"
#include "DirectiveChecks.h"
#include "FpReport.h"
#include "Hpac.h"
#include "Lowering.h"
#include "NestedRegions.h"
#include "OmpDefects.h"
#include "OmpEcho.h"
#include "OmpHoist.h"
#include "Options.h"
#include "Placement.h"
#include "PragmaLine.h"
#include "PragmaPlace.h"
#include "SetLabels.h"
#include "StmtReader.h"
#include "TokenScan.h"
#include "UsmRequires.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTLambda.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/Pragma.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Sema/SemaOpenMP.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Path.h"
#include <cstdlib>

using namespace clang;

namespace approx {
namespace {

/// The Sema of the translation unit being parsed (null under -E).
Sema *CurrentSema = nullptr;

/// The held OpenMP directive's run, entered again unless taken.
struct HeldRun {
  HeldRun(Preprocessor &PP, TokenVec Run) : PP(PP), Run(std::move(Run)) {}
  ~HeldRun() { enterTokens(PP, Run); }
  TokenVec take() { return std::exchange(Run, TokenVec()); }
  Preprocessor &PP;
  TokenVec Run;
};

class ApproxPragmaHandler : public PragmaHandler {
public:
  ApproxPragmaHandler() : PragmaHandler("approx") {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer, Token &First) override;

private:
  bool applyOverrides(Preprocessor &PP, Sema *S, ApproxDirective &D);
  bool checkMemoLabel(Preprocessor &PP, const ApproxDirective &D);
  unsigned NextId = 0;
  /// The first memo region of each label in this translation unit: its
  /// kind and where its label (or memo clause) is.
  llvm::StringMap<std::pair<MemoKind, SourceLocation>> MemoLabels;
  bool ReportedOptionErrors = false;
  /// The labels of this translation unit's regions, for the -fapprox-set
  /// labels that match none (SetLabels.h).
  SetLabelCheck SetLabels;
};

bool ApproxPragmaHandler::applyOverrides(Preprocessor &PP, Sema *S, ApproxDirective &D) {
  SetLabels.sawRegion(D.label());
  for (const ClauseOverride &O : getOptions().Overrides) {
    if (O.Label != D.label())
      continue;
    // Diagnostics about the text point into it, its end included ("expected
    // ')'"), never at the pragma.
    SourceLocation End;
    TokenVec Toks = TokenBuilder::lexBuffer(PP, O.Clause, "<-fapprox-set=" + O.Label + ">", &End);
    if (!Toks.empty() && Toks.front().getIdentifierInfo() &&
        Toks.front().getIdentifierInfo()->getName() == "label") {
      error(PP, Toks.front().getLocation(), "-fapprox-set cannot change a region's label");
      return false;
    }
    if (!parseClauses(PP, S, Toks, End, D, /*Override=*/true))
      return false;
  }
  return true;
}

/// One label names regions of one memo kind: the report counts a memo(in)
/// region's hits and a memo(out) region's predictions under its label, and
/// APPROX_CONFIG's "threshold" and "items" would set both kinds' knobs.
bool ApproxPragmaHandler::checkMemoLabel(Preprocessor &PP, const ApproxDirective &D) {
  if (!D.Memo)
    return true;
  SourceLocation Here = D.LabelLoc.isValid() ? D.LabelLoc : D.Memo->Loc;
  auto [It, New] = MemoLabels.try_emplace(D.label(), D.Memo->Kind, Here);
  if (New || It->second.first == D.Memo->Kind)
    return true;
  error(PP, Here,
        "label '%0' names a %1 region already; give this %2 region a label of its own "
        "(one label's report and APPROX_CONFIG knobs cannot serve both memo kinds)")
      << D.label() << ("memo(" + spelling(It->second.first) + ")").str()
      << ("memo(" + spelling(D.Memo->Kind) + ")").str();
  note(PP, It->second.second, "the %0 region of label '%1'")
      << ("memo(" + spelling(It->second.first) + ")").str() << D.label();
  return false;
}

void ApproxPragmaHandler::HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer,
                                       Token &First) {
  // An OpenMP loop directive right above, held back unparsed (OmpHoist.h):
  // whatever happens below, it is entered again, in front of this pragma's
  // statement or of its lowered code.
  HeldRun Held(PP, takeHeldRun());
  PluginOptions &Opts = getOptions();
  // The forced header's pragma comes first in every compile of a source.
  SetLabels.watch(PP);
  if (!ReportedOptionErrors) {
    ReportedOptionErrors = true;
    for (const std::string &E : Opts.Errors)
      error(PP, Introducer.Loc, "approx-clang: %0") << E;
  }
  // The clause line, macro-expanded.
  Token T;
  TokenVec Line = lexPragmaLine(PP, T);
  SourceLocation EndLoc = T.getLocation();
  // The forced header's `#pragma approx __omp_hoist`: under -E, read the
  // OpenMP pragmas that precede a `#pragma approx` from the start.
  // Neither under -E nor with a parser (-dM -E prints macros only): clang's
  // `omp` handler, which the hoist replaces, is not there.
  const bool CanHoist = PP.isPreprocessedOutput() || CurrentSema;
  if (Line.size() == 1 && Line[0].getIdentifierInfo() &&
      Line[0].getIdentifierInfo()->getName() == "__omp_hoist") {
    defineUsmFirst(PP, Introducer.Loc); // UsmRequires.h
    if (CanHoist)
      installOmpHoist(PP, /*Force=*/PP.isPreprocessedOutput());
    return;
  }
  if (CanHoist)
    installOmpHoist(PP, /*Force=*/false);

  ApproxDirective D;
  D.PragmaLoc = Introducer.Loc;
  PresumedLoc PLoc = PP.getSourceManager().getPresumedLoc(Introducer.Loc);
  D.DefaultLabel = PLoc.isValid() ? (llvm::sys::path::filename(PLoc.getFilename()) + ":" +
                                     llvm::Twine(PLoc.getLine()))
                                        .str()
                                  : "approx";
  // Inside another region's statement (read ahead of the parser), Sema's
  // scopes are those at the enclosing pragma: declarations between the two
  // are unknown to it, a name may find an outer variable they shadow, and
  // an OpenMP loop directive in between is not seen. No Sema then, as
  // under -E: the source text places the region, and clang checks the
  // types in the generated code.
  Sema *Here = StmtReader::insideStatement() ? nullptr : CurrentSema;
  // Outside a function body the following tokens are declarations: leave
  // them to clang, and say so once, at the pragma.
  // The function whose body holds the pragma, as far as Sema knows it.
  const FunctionDecl *InFn = Here ? Here->getCurFunctionDecl() : nullptr;
  Sema *ClassSema = nullptr;
  switch (pragmaPlace(PP, Here, Introducer.Loc)) { // PragmaPlace.h
  case PragmaPlace::MemberBody:
    // The member whose body is being stored: the class's last declaration.
    InFn = nullptr;
    if (const auto *RD = dyn_cast_or_null<CXXRecordDecl>(Here->CurContext)) {
      const Decl *Last = nullptr;
      for (const Decl *M : RD->decls())
        Last = M;
      if (const auto *FT = dyn_cast_or_null<FunctionTemplateDecl>(Last))
        Last = FT->getTemplatedDecl();
      InFn = dyn_cast_or_null<FunctionDecl>(Last);
    }
    ClassSema = Here;
    Here = nullptr; // Sema stands in the class: as under -E
    break;
  case PragmaPlace::FileScope:
    error(PP, Introducer.Loc, "'#pragma approx' is not allowed at file scope; it applies to "
                              "a statement in a function body");
    return;
  case PragmaPlace::Record:
    error(PP, Introducer.Loc, "'#pragma approx' is not allowed in a struct or class "
                              "definition; it applies to a statement in a function body");
    return;
  default:
    break;
  }
  if (Line.empty()) {
    error(PP, EndLoc, "'#pragma approx' needs at least one clause");
    return;
  }
  // HPAC's data declarations (in/out items with no data technique) leave D
  // before its checks (Hpac.h).
  HpacDecls Decls;
  if (!parseClauses(PP, Here, Line, EndLoc, D, /*Override=*/false) ||
      !applyOverrides(PP, Here, D) || !takeDeclarationItems(PP, D, Decls) ||
      !checkDirective(PP, Here, D) || !checkMemoLabel(PP, D))
    return; // the statement is parsed as written; the error fails the build

  // In a constexpr (consteval) function the lowered code, which defines a
  // static label and calls the runtime, is no constant expression: clang
  // refused the function below C++23 ("never produces a constant
  // expression") and any constant evaluation of it. Plain clang's function:
  // the statement as written. (A lambda's call operator is constexpr
  // implicitly where it can be: left to the lowering.)
  if (const FunctionDecl *FD = InFn; FD && FD->isConstexpr() && !isLambdaCallOperator(FD)) {
    diag(PP, Introducer.Loc, DiagnosticsEngine::Warning,
         "'#pragma approx' in a %select{constexpr|consteval}0 function is ignored: the "
         "region's lowered code cannot run in a constant expression; the statement runs "
         "as written")
        << FD->isConsteval();
    return;
  }

  LoweringContext Ctx;
  const LangOptions &LO = PP.getLangOpts();
  Ctx.DeviceCompile = LO.OpenMP && LO.OpenMPIsTargetDevice;
  Ctx.ContinueLowering = Opts.ContinueLowering;
  // The driver runs a host compile beside every device compile, and both
  // lower every region alike: -Rapprox remarks come from the host one only,
  // once per region.
  Ctx.Remarks = Opts.Remarks && !Ctx.DeviceCompile;
  Ctx.Id = NextId++;
  Ctx.Sema = Here;
  Ctx.ClassSema = ClassSema;
  // Right after an OpenMP loop directive, or inside the nest it collapses,
  // nothing may stand between the loops: the inline form (Placement.h).
  // A held directive: a perforated loop takes the form of a pragma written
  // before it (the plan computed once, before the construct), unless the
  // directive itself stands where nothing may precede it; any other region
  // stays inside the construct.
  std::optional<Placement> Place;
  bool Hoist = false;
  // Not a worksharing or distribute directive that is not combined with
  // its parallel or teams construct: code before it runs in every thread or
  // team, which could get different plans; those stay inline.
  llvm::StringRef Kind = Held.Run.empty() ? "" : directiveKind(Held.Run);
  // Nor a teams construct, which may be the one a target region holds,
  // where nothing may stand before it.
  if (!Held.Run.empty() && Kind != "for" && Kind != "loop" && Kind != "distribute" &&
      Kind != "teams" && D.Perfo && !D.In && !D.Out && D.Precisions.empty() && !D.Unorm &&
      !D.Memo && !Decls.any()) {
    Place = placementOf(PP, Here, Held.Run.front().getLocation());
    Hoist = Place && !Place->OmpFirst;
  }
  if (!Hoist)
    Place = placementOf(PP, Here, Introducer.Loc, Held.Run);
  if (!Place)
    return;
  if (!Place->Transform.empty()) {
    // The lowered statement is no longer the loop (nest) the directive
    // transforms: clang would refuse it, or run it other than written.
    error(PP, Introducer.Loc,
          "'#pragma approx' in the loop nest of '#pragma omp %0' is not supported yet: the "
          "region's lowering replaces the loop that the directive transforms; drop one of "
          "the two")
        << Place->Transform;
    return;
  }
  Ctx.OmpFirst = Place->OmpFirst;
  Ctx.OmpFirstCollapse = Place->Collapse;
  Ctx.OmpFirstHostCounted = Place->HostCounted;
  Ctx.OmpFirstDistribute = Place->Distribute;
  Ctx.OmpFirstWorksharing = Place->Worksharing;
  Ctx.OmpFirstIterCounted = Place->FirstIterCounted;
  Ctx.InlineTimed = Place->InlineTimed;
  Ctx.OmpFirstDirective = Place->Directive;
  if (!Hoist && Place->OmpFirst && !Held.Run.empty())
    Ctx.HeldDirective = &Held.Run;

  EchoGuard Echo(PP);
  // Regions lowered while S is read are nested in this one (NestedRegions.h).
  const bool Nested = StmtReader::insideStatement();
  if (Hoist) // the reader reads the directive and its loop
    enterTokens(PP, Held.take());
  StmtReader Reader(PP, Introducer.Loc);
  std::unique_ptr<Stmt> S = Reader.read();
  TokenVec Out;
  bool Ok = false;
  // A teams construct in a target region: nothing may stand before it.
  if (S && S->Kind == Stmt::Directive && llvm::StringRef(S->directiveName()).starts_with("teams") &&
      Here && Here->OpenMP().isInOpenMPTargetExecutionDirective()) {
    error(PP, Introducer.Loc,
          "'#pragma approx' cannot stand before the 'teams' construct of a target region "
          "(nothing may stand between 'target' and 'teams'); put it after the "
          "'#pragma omp teams ...' line");
    TokenVec Written;
    S->flatten(Written);
    Out = std::move(Written);
    S.reset();
  }
  if (S) {
    // One error per mistake: a lowering that reported an error emits nothing
    // (its partial code would only add follow-on errors at generated tokens).
    const unsigned ErrorsBefore = PP.getDiagnostics().getClient()->getNumErrors();
    TokenVec AsWritten; // lowerings may rewrite S in place before they fail
    S->flatten(AsWritten);
    // -fapprox-fp-report reads the region's tokens as written (FpReport.h).
    recordFpRegion(PP, Here, D.label(), Introducer.Loc, AsWritten);
    // Only HPAC data declarations and no region inside to group: HPAC's
    // data-profiling region, the statement as written here.
    llvm::SmallVector<uint64_t, 4> Inside;
    const bool Exact = Decls.any() && isGroup(D) && (exactCopy(AsWritten, Inside), Inside.empty());
    if (!Ctx.DeviceCompile) // once per region, as remarks
      warnHpacDifferences(PP, D, Decls, Exact);
    // The exact copy an enclosing region keeps of this one: the statement
    // before the lowering below rewrites it in place (AsWritten, unless the
    // checks go into the loop body first).
    TokenVec Checked;
    llvm::ArrayRef<Token> Unlowered = AsWritten;
    // memo(out)'s 'in' declarations name an iteration's data: checked in
    // the scope of the loop's init (taken before the lowering rewrites S).
    TokenVec LoopInit;
    if (Decls.any() && D.Memo)
      LoopInit = loopInitOf(*S);
    if (Decls.any() && Ctx.OmpFirst) {
      checksIntoLoopBody(PP, Decls, *S); // nothing may stand before the loop
      if (Nested) {
        S->flatten(Checked);
        Unlowered = Checked;
      }
    }
    Ok = hasUnclosedOmpDirective(AsWritten) ? false // clang's error, at the directive
         : Exact                            ? (S->flatten(Out), true)
         : D.Memo                           ? lowerMemo(PP, D, *S, Ctx, Out) // MemoLowering.cpp
         : (D.In || D.Out || !D.Precisions.empty() || D.Unorm)
             ? lowerData(PP, D, *S, Ctx, Out) // DataLowering.cpp
         : D.Perfo    ? lowerPerfo(PP, D, *S, Ctx, Out)
         : isGroup(D) ? lowerGroup(PP, D, *S, Ctx, Out)
                      : lowerCudaAware(PP, D, *S, Ctx, Out);
    if (PP.getDiagnostics().getClient()->getNumErrors() > ErrorsBefore)
      Ok = false;
    if (Ok && Decls.any() && D.Memo)
      wrapChecksInLoopScope(PP, D.PragmaLoc, Decls, LoopInit, Out);
    else if (Ok && Decls.any() && !Ctx.OmpFirst)
      wrapChecks(PP, D.PragmaLoc, Decls, Out);
    if (!Ok) {
      Out = std::move(AsWritten); // keep parsing the user's statement as written
    } else if (Nested) {
      markNested(PP, Ctx.Id, D, Unlowered, Out); // NestedRegions.h
    }
  }
  TokenVec &Rest = Reader.leftovers();
  Out.append(Rest.begin(), Rest.end());
  TokenVec Directive = Held.take(); // a region inside the construct
  Out.insert(Out.begin(), Directive.begin(), Directive.end());
  if (!Nested) {
    stripMarkers(Out);
    if (!PP.getLangOpts().C99 && !PP.getLangOpts().CPlusPlus)
      hoistForInitDecls(PP, Out); // C89, GNU89
  }
  if (PP.isPreprocessedOutput())
    materializeForPrint(PP, Out);
  if (std::getenv("APPROX_DEBUG_TOKENS")) {
    for (const Token &Tk : Out)
      llvm::errs() << (Tk.isAtStartOfLine() ? "\n" : Tk.hasLeadingSpace() ? " " : "")
                   << (Tk.isAnnotation() ? std::string("<") + Tk.getName() + ">"
                                         : PP.getSpelling(Tk));
    llvm::errs() << "\n";
  }
  // Nothing to re-enter after a statement cut off by the file's end: the
  // enclosing reader whose Lex brought this pragma must stop there too.
  Reader.passEndOn(Out);
  enterTokens(PP, Out); // OmpHoist.h
}

/// Receives -fplugin-arg-approx-* (the driver also sets APPROX_PLUGIN_ARGS;
/// when it does, that copy is authoritative and these are ignored). Tracks
/// the Sema for the pragma handler and writes -fapprox-fp-report at the end
/// of the translation unit.
class SemaTracker : public SemaConsumer {
  void InitializeSema(Sema &S) override {
    CurrentSema = &S;
    installOmpHoist(S.getPreprocessor(), /*Force=*/true); // OmpHoist.h
  }
  void ForgetSema() override { CurrentSema = nullptr; }
  void HandleTranslationUnit(ASTContext &Ctx) override {
    writeFpReport(Ctx, Ctx.getDiagnostics()); // FpReport.h
    checkOmpDefects(Ctx);                     // OmpDefects.h
  }
};

class ApproxArgsAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, llvm::StringRef) override {
    applyUsmRequires(CI);  // UsmRequires.h: before the forced header is read
    dedupeDiagnostics(CI); // DiagDedupe.h
    return std::make_unique<SemaTracker>();
  }
  bool ParseArgs(const CompilerInstance &CI, const std::vector<std::string> &Args) override {
    PluginOptions &Opts = getOptions();
    size_t Before = Opts.Errors.size();
    for (const std::string &A : Args)
      applyPluginArg(Opts, A); // the driver's env copy holds the same args: idempotent
    DiagnosticsEngine &DE = CI.getDiagnostics();
    for (size_t I = Before; I < Opts.Errors.size(); ++I)
      DE.Report(DE.getCustomDiagID(DiagnosticsEngine::Error, "approx plugin: %0"))
          << Opts.Errors[I];
    Opts.Errors.resize(Before);
    return true;
  }
  ActionType getActionType() override { return AddBeforeMainAction; }
};

} // namespace
} // namespace approx

static clang::PragmaHandlerRegistry::Add<approx::ApproxPragmaHandler>
    RegisterPragma("approx", "#pragma approx: approximate computing for OpenMP offloading");
static clang::FrontendPluginRegistry::Add<approx::ApproxArgsAction>
    RegisterAction("approx", "approx-clang plugin options");
