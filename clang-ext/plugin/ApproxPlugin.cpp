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
#include "Lowering.h"
#include "NestedRegions.h"
#include "Options.h"
#include "PragmaPlace.h"
#include "StmtReader.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/Pragma.h"
#include "clang/Sema/Scope.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "llvm/Support/Path.h"
#include <cstdlib>

using namespace clang;

namespace approx {
namespace {

/// The nearest '#pragma omp' above the pragma, looking back over blank and
/// comment lines and over the headers of enclosing `for` loops (a collapsed
/// nest). Forms is the number of `for` lines crossed; "" when another line
/// comes first.
struct OmpAbove {
  std::string Text;
  unsigned Fors = 0;
  char LastChar = 0; // last character of the nearest significant line above
  // Last character of the nearest code line above the '#pragma omp' line;
  // 0 for a preprocessor line or when unknown.
  char BeforeDirective = 0;
};

/// The last character of the nearest code line ending before Pos (blank and
/// '//' lines skipped, a '//' comment cut off); 0 if that is a preprocessor
/// line, inside a block comment, or there is none.
char lastCodeCharBefore(llvm::StringRef Buf, size_t Pos) {
  while (Pos > 0) {
    size_t Begin = Buf.rfind('\n', Pos - 1);
    Begin = Begin == llvm::StringRef::npos ? 0 : Begin + 1;
    llvm::StringRef Line = Buf.slice(Begin, Pos).trim();
    size_t Comment = Line.find("//");
    if (Comment != llvm::StringRef::npos)
      Line = Line.take_front(Comment).rtrim();
    if (!Line.empty())
      return Line.starts_with("#") || Line.ends_with("*/") || Line.ends_with("\\") ? 0
                                                                                 : Line.back();
    if (Begin == 0)
      return 0;
    Pos = Begin - 1;
  }
  return 0;
}
OmpAbove precedingOmpPragma(Preprocessor &PP, SourceLocation Loc) {
  SourceManager &SM = PP.getSourceManager();
  if (!Loc.isFileID())
    return {};
  auto [FID, Off] = SM.getDecomposedLoc(Loc);
  bool Invalid = false;
  llvm::StringRef Buf = SM.getBufferData(FID, &Invalid);
  if (Invalid)
    return {};
  size_t LineStart = Buf.rfind('\n', Off);
  if (LineStart == llvm::StringRef::npos)
    return {};
  OmpAbove R;
  size_t End = LineStart; // position of the '\n' ending the previous line
  while (End != llvm::StringRef::npos && End > 0) {
    size_t Begin = Buf.rfind('\n', End - 1);
    Begin = Begin == llvm::StringRef::npos ? 0 : Begin + 1;
    // Join backslash continuations of the line above.
    while (Begin >= 2 && Buf[Begin - 2] == '\\') {
      size_t B2 = Buf.rfind('\n', Begin - 2);
      Begin = B2 == llvm::StringRef::npos ? 0 : B2 + 1;
    }
    llvm::StringRef Line = Buf.slice(Begin, End).trim();
    if (Line.ends_with("*/") && !Line.contains("/*")) {
      // The end of a block comment: continue above its start.
      size_t Open = Buf.substr(0, Begin).rfind("/*");
      if (Open == llvm::StringRef::npos)
        return {};
      size_t B2 = Buf.rfind('\n', Open);
      Line = Buf.slice(B2 == llvm::StringRef::npos ? 0 : B2 + 1, Open).trim();
      Begin = B2 == llvm::StringRef::npos ? 0 : B2 + 1;
      if (!Line.empty() && !Line.starts_with("#pragma"))
        return {};
      if (Line.empty()) {
        if (Begin == 0)
          return {};
        End = Begin - 1;
        continue;
      }
    }
    bool Conditional = Line.starts_with("#if") || Line.starts_with("#else") ||
                       Line.starts_with("#elif") || Line.starts_with("#endif");
    if (Conditional || (Line.starts_with("/*") && Line.ends_with("*/"))) {
      if (Begin == 0)
        return {};
      End = Begin - 1;
      continue;
    }
    if (!R.LastChar && !Line.empty() && !Line.starts_with("//"))
      R.LastChar = Line.back();
    bool ForLine = Line.starts_with("for") && Line.size() > 3 &&
                   (Line[3] == ' ' || Line[3] == '(') && !Line.ends_with(";") &&
                   !Line.ends_with("}");
    if (Line.empty() || Line.starts_with("//") || Line == "{" || ForLine) {
      R.Fors += ForLine;
      if (Begin == 0)
        return {};
      End = Begin - 1;
      continue;
    }
    if (!Line.consume_front("#"))
      return R;
    Line = Line.ltrim();
    if (!Line.consume_front("pragma"))
      return R;
    Line = Line.ltrim();
    if (!Line.consume_front("omp"))
      return R;
    for (char C : Line)
      R.Text += (C == '\\' || C == '\n' || C == '\r') ? ' ' : C;
    R.BeforeDirective = Begin ? lastCodeCharBefore(Buf, Begin - 1) : 0;
    return R;
  }
  return {};
}

/// The Sema of the translation unit being parsed (null under -E).
Sema *CurrentSema = nullptr;

/// Where the parser stands relative to an enclosing OpenMP loop directive:
/// Under is set when the scopes between the pragma and that directive are
/// only loops (counted in Fors) and blocks, i.e. the pragma's loop may belong
/// to the directive's loop nest.
struct OmpNest {
  bool Known = false; // whether Sema could tell
  bool Under = false;
  unsigned Fors = 0;
};
OmpNest enclosingOmpLoop() {
  OmpNest R;
  if (!CurrentSema || !CurrentSema->getCurScope())
    return R;
  R.Known = true;
  for (Scope *Sc = CurrentSema->getCurScope(); Sc; Sc = Sc->getParent()) {
    unsigned F = Sc->getFlags();
    if (F & Scope::OpenMPDirectiveScope) {
      R.Under = (F & Scope::OpenMPLoopDirectiveScope) != 0;
      return R;
    }
    if ((F & Scope::ControlScope) && (F & Scope::ContinueScope)) {
      ++R.Fors;
      continue;
    }
    // A block that already declared something holds more than the next
    // loop of a perfect nest: the pragma is in the body, not the nest.
    if ((F & Scope::CompoundStmtScope) && !Sc->decl_empty())
      return R;
    if (F & (Scope::ControlScope | Scope::FnScope | Scope::BlockScope))
      return R; // an if/switch, a function or a block: not a loop nest
  }
  return R;
}

class ApproxPragmaHandler : public PragmaHandler {
public:
  ApproxPragmaHandler() : PragmaHandler("approx") {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer, Token &First) override;

private:
  bool applyOverrides(Preprocessor &PP, ApproxDirective &D);
  unsigned NextId = 0;
  bool ReportedOptionErrors = false;
};

bool ApproxPragmaHandler::applyOverrides(Preprocessor &PP, ApproxDirective &D) {
  for (const ClauseOverride &O : getOptions().Overrides) {
    if (O.Label != D.label())
      continue;
    TokenVec Toks = TokenBuilder::lexBuffer(PP, O.Clause, "<-fapprox-set=" + O.Label + ">");
    if (!Toks.empty() && Toks.front().getIdentifierInfo() &&
        Toks.front().getIdentifierInfo()->getName() == "label") {
      error(PP, Toks.front().getLocation(), "-fapprox-set cannot change a region's label");
      return false;
    }
    if (!parseClauses(PP, Toks, D.PragmaLoc, D, /*Override=*/true))
      return false;
  }
  return true;
}

void ApproxPragmaHandler::HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer,
                                       Token &First) {
  PluginOptions &Opts = getOptions();
  if (!ReportedOptionErrors) {
    ReportedOptionErrors = true;
    for (const std::string &E : Opts.Errors)
      error(PP, Introducer.Loc, "approx-clang: %0") << E;
  }
  // The clause line, macro-expanded.
  TokenVec Line;
  Token T;
  PP.Lex(T);
  while (T.isNot(tok::eod) && T.isNot(tok::eof)) {
    Line.push_back(T);
    PP.Lex(T);
  }
  SourceLocation EndLoc = T.getLocation();

  ApproxDirective D;
  D.PragmaLoc = Introducer.Loc;
  PresumedLoc PLoc = PP.getSourceManager().getPresumedLoc(Introducer.Loc);
  D.DefaultLabel = PLoc.isValid() ? (llvm::sys::path::filename(PLoc.getFilename()) + ":" +
                                     llvm::Twine(PLoc.getLine()))
                                        .str()
                                  : "approx";
  // Outside a function body the following tokens are declarations: leave
  // them to clang, and say so once, at the pragma.
  switch (pragmaPlace(PP, CurrentSema, Introducer.Loc)) { // PragmaPlace.h
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
  if (!parseClauses(PP, Line, EndLoc, D, /*Override=*/false) || !applyOverrides(PP, D) ||
      !checkDirective(PP, D))
    return; // the statement is parsed as written; the error fails the build

  LoweringContext Ctx;
  const LangOptions &LO = PP.getLangOpts();
  Ctx.DeviceCompile = LO.OpenMP && LO.OpenMPIsTargetDevice;
  Ctx.ContinueLowering = Opts.ContinueLowering;
  // The driver runs a host compile beside every device compile, and both
  // lower every region alike: -Rapprox remarks come from the host one only,
  // once per region.
  Ctx.Remarks = Opts.Remarks && !Ctx.DeviceCompile;
  Ctx.Id = NextId++;
  Ctx.Sema = CurrentSema;
  // Right after an OpenMP loop directive, or inside the nest it collapses,
  // nothing may stand between the loops: use the inline form.
  // Sema's scopes say whether an OpenMP loop directive encloses the pragma
  // (robust to #ifdef, _Pragma and comments); the directive's source text,
  // when it can be found above, gives its collapse(n). Under -E there is no
  // Sema and the source text alone decides.
  OmpAbove Prev = precedingOmpPragma(PP, Introducer.Loc);
  OmpNest Nest = enclosingOmpLoop();
  // The parser runs this handler while it peeks at the token after the
  // previous statement, so after a ';' or '}' its scopes may still be those
  // of a directive whose statement just ended: the pragma cannot be that
  // directive's loop then.
  if (Prev.Text.empty() && (Prev.LastChar == ';' || Prev.LastChar == '}'))
    Nest.Under = false;
  // The directive's text, lexed to ask TokenScan.h what it asks of an
  // annotation run.
  TokenVec PrevToks;
  if (!Prev.Text.empty())
    PrevToks = TokenBuilder::lexBuffer(PP, Prev.Text, "<#pragma omp>");
  bool TextLoop = isLoopDirective(PrevToks);
  SourceLocation CollapseAt;
  std::optional<unsigned> Collapse = TextLoop ? collapseCount(PP, PrevToks, CollapseAt) : 1;
  if (!Collapse) {
    error(PP, Introducer.Loc, "'#pragma approx' inside or after '#pragma omp ... "
                              "collapse(n)' needs n to be an integer literal");
    return;
  }
  if (Nest.Known) {
    if (Nest.Under && (!TextLoop || Nest.Fors != Prev.Fors)) {
      // The directive's text is out of sight (macro, _Pragma): assume the
      // whole perfect nest below may be collapsed.
      Ctx.OmpFirst = true;
      Ctx.OmpFirstCollapse = ~0u;
    } else if (Nest.Under && Nest.Fors < *Collapse) {
      Ctx.OmpFirst = true;
      Ctx.OmpFirstCollapse = *Collapse - Nest.Fors;
    }
  } else if (TextLoop && Prev.Fors < *Collapse) {
    Ctx.OmpFirst = true;
    Ctx.OmpFirstCollapse = *Collapse - Prev.Fors;
  }

  // The inline form right under a loop directive whose text is known: who
  // counts its executions, and whether a statement may follow the construct
  // to time it (not when the construct is the unbraced body of an if, else,
  // loop or do, or another directive's statement).
  if (Ctx.OmpFirst && TextLoop && Prev.Fors == 0 && (!Nest.Known || Nest.Fors == 0)) {
    llvm::SmallVector<llvm::StringRef, 8> Words = directiveWords(PrevToks);
    Ctx.OmpFirstHostCounted = !Words.empty() && Words.front().starts_with("target");
    Ctx.OmpFirstDistribute = llvm::is_contained(Words, "distribute");
    Ctx.OmpFirstWorksharing = llvm::is_contained(Words, "for");
    Ctx.InlineTimed = Prev.BeforeDirective && llvm::StringRef(";{}:").contains(Prev.BeforeDirective);
  }

  EchoGuard Echo(PP);
  // Regions lowered while S is read are nested in this one (NestedRegions.h).
  const bool Nested = StmtReader::insideStatement();
  StmtReader Reader(PP, Introducer.Loc);
  std::unique_ptr<Stmt> S = Reader.read();
  TokenVec Out;
  bool Ok = false;
  if (S) {
    // One error per mistake: a lowering that reported an error emits nothing
    // (its partial code would only add follow-on errors at generated tokens).
    const unsigned ErrorsBefore = PP.getDiagnostics().getClient()->getNumErrors();
    TokenVec AsWritten; // lowerings may rewrite S in place before they fail
    S->flatten(AsWritten);
    Ok = (D.In || D.Out || D.Precision || D.Unorm) ? lowerData(PP, D, *S, Ctx, Out) // DataLowering.cpp
         : D.Perfo                        ? lowerPerfo(PP, D, *S, Ctx, Out)
         : isGroup(D)                     ? lowerGroup(PP, D, *S, Ctx, Out)
                                          : lowerCudaAware(PP, D, *S, Ctx, Out);
    if (PP.getDiagnostics().getClient()->getNumErrors() > ErrorsBefore)
      Ok = false;
    if (!Ok) {
      Out = std::move(AsWritten); // keep parsing the user's statement as written
    } else if (Nested) {
      markNested(PP, Ctx.Id, D, *S, Out); // NestedRegions.h
    }
  }
  TokenVec &Rest = Reader.leftovers();
  Out.append(Rest.begin(), Rest.end());
  if (!Nested)
    stripMarkers(Out);
  if (PP.isPreprocessedOutput())
    materializeForPrint(PP, Out);
  if (std::getenv("APPROX_DEBUG_TOKENS")) {
    for (const Token &Tk : Out)
      llvm::errs() << (Tk.isAtStartOfLine() ? "\n" : Tk.hasLeadingSpace() ? " " : "")
                   << (Tk.isAnnotation() ? std::string("<") + Tk.getName() + ">"
                                         : PP.getSpelling(Tk));
    llvm::errs() << "\n";
  }
  if (Out.empty())
    return;
  // The preprocessor keeps a pointer to the tokens: hand it an owned copy.
  auto Owned = std::make_unique<Token[]>(Out.size());
  std::copy(Out.begin(), Out.end(), Owned.get());
  PP.EnterTokenStream(std::move(Owned), Out.size(), /*DisableMacroExpansion=*/true,
                      /*IsReinject=*/false);
}

/// Receives -fplugin-arg-approx-* (the driver also sets APPROX_PLUGIN_ARGS;
/// when it does, that copy is authoritative and these are ignored).
class SemaTracker : public SemaConsumer {
  void InitializeSema(Sema &S) override { CurrentSema = &S; }
  void ForgetSema() override { CurrentSema = nullptr; }
};

class ApproxArgsAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &, llvm::StringRef) override {
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
