//===- OmpHoist.cpp - hold back an OpenMP loop directive for #pragma approx -===//
//
// Implementation of OmpHoist.h: the annotation run of an OpenMP directive,
// the source-text test for a `#pragma approx` line right after it, the
// replacement of clang's `omp` pragma handler in a compile and the one-shot
// handlers under -E.
//
//===----------------------------------------------------------------------===//
#include "OmpHoist.h"
#include "OmpEcho.h"
#include "PragmaLine.h"
#include "PragmaMacro.h"
#include "SkippedText.h"
#include "TokenScan.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include <memory>

using namespace clang;

namespace approx {
namespace {

/// The run held back (at most one: the approx handler takes it at once).
TokenVec &held() {
  static TokenVec Run;
  return Run;
}

/// Whether Text starts with the word `approx`.
bool isApproxText(llvm::StringRef Text) {
  Text = Text.ltrim();
  return Text.consume_front("approx") && (Text.empty() || !isAsciiIdentifierContinue(Text[0]));
}

/// Whether Line (after its '#') is the conditional directive Word.
bool isConditional(llvm::StringRef Line, llvm::StringRef Word) {
  Line = Line.ltrim();
  return Line.consume_front(Word) && (Line.empty() || !isAsciiIdentifierContinue(Line[0]));
}

/// The next line of Rest, trimmed; Rest moves past it.
llvm::StringRef nextLine(llvm::StringRef &Rest) {
  size_t NL = Rest.find('\n');
  llvm::StringRef Line = Rest.take_front(NL).trim();
  Rest = NL == llvm::StringRef::npos ? llvm::StringRef() : Rest.drop_front(NL + 1);
  return Line;
}

/// Rest after the `#endif` that closes the conditional block it is in (an
/// `#else`/`#elif` branch the preprocessor skips: the directive above was
/// in the branch taken); empty if there is none.
llvm::StringRef afterMatchingEndif(llvm::StringRef Rest) {
  for (int Depth = 0; !Rest.empty();) {
    llvm::StringRef Line = nextLine(Rest);
    if (!Line.consume_front("#"))
      continue;
    if (isConditional(Line, "if") || isConditional(Line, "ifdef") || isConditional(Line, "ifndef"))
      ++Depth;
    else if (isConditional(Line, "endif") && Depth-- == 0)
      return Rest;
  }
  return {};
}

/// Whether the first line after Pos (just after an OpenMP directive, whose
/// line must end there) that is not blank or a '//' comment is
/// `#pragma approx`, read in Buf, or a `_Pragma("approx ...")` written
/// there or made by a macro use (`APPROX(approx perfo(small:2))` with
/// `#define APPROX(x) _Pragma(#x)`: PragmaMacro.h). The preprocessor's
/// next line is meant: an `#endif` is passed, and an `#else`/`#elif`
/// branch up to its `#endif` (`#if X` `#pragma omp simd` `#endif`
/// `#pragma approx ...`).
bool approxLineAfter(Preprocessor &PP, llvm::StringRef Buf, size_t Pos) {
  llvm::StringRef Rest = Buf.substr(std::min(Pos, Buf.size()));
  // The rest of the directive's own line: code there (`PRAGMA(omp for) for
  // (...) {`, a macro use's line) comes before any line below.
  llvm::StringRef Own = nextLine(Rest);
  if (!Own.empty() && !Own.starts_with("//"))
    return false;
  while (!Rest.empty()) {
    llvm::StringRef Line = nextLine(Rest);
    if (Line.empty() || Line.starts_with("//"))
      continue;
    if (Line.starts_with("#")) {
      llvm::StringRef Dir = Line.drop_front();
      if (isConditional(Dir, "endif"))
        continue;
      if (isConditional(Dir, "else") || isConditional(Dir, "elif") ||
          isConditional(Dir, "elifdef") || isConditional(Dir, "elifndef")) {
        Rest = afterMatchingEndif(Rest);
        continue;
      }
    }
    if (!Line.consume_front("#")) {
      // `_Pragma` or a macro use (one may span lines: read on a little).
      llvm::StringRef Word = Line.take_while([](char C) { return isAsciiIdentifierContinue(C); });
      if (Word.empty() || (Word != "_Pragma" && !PP.getMacroInfo(PP.getIdentifierInfo(Word))))
        return false;
      return isApproxText(pragmaTextAt(PP, Buf.substr(Line.data() - Buf.data(), 4096)));
    }
    Line = Line.ltrim();
    if (!Line.consume_front("pragma") || Line.empty() || !isHorizontalWhitespace(Line[0]))
      return false;
    return isApproxText(Line);
  }
  return false;
}

/// The file text holding Loc and Loc's offset in it; false in a macro.
bool textAt(Preprocessor &PP, SourceLocation Loc, llvm::StringRef &Buf, size_t &Off) {
  if (Loc.isInvalid() || !Loc.isFileID())
    return false;
  SourceManager &SM = PP.getSourceManager();
  auto [FID, O] = SM.getDecomposedLoc(Loc);
  bool Invalid = false;
  Buf = SM.getBufferData(FID, &Invalid);
  Off = O;
  return !Invalid && Off <= Buf.size();
}

Token annotation(tok::TokenKind K, SourceLocation Loc) {
  Token T;
  T.startToken();
  T.setKind(K);
  T.setLocation(Loc);
  return T;
}

/// The source text at a `_Pragma` operator's use (Loc: the operator) and
/// the offset just after it: after `_Pragma("...")` written in the file, or
/// after the macro use that expands to it; the approx line that applies to
/// it is the one after that.
bool textAtOperatorUse(Preprocessor &PP, SourceLocation Loc, llvm::StringRef &Buf, size_t &Off) {
  SourceManager &SM = PP.getSourceManager();
  SourceLocation Last = SM.getExpansionRange(Loc).getEnd(); // the use's last token
  if (!textAt(PP, Last, Buf, Off))
    return false;
  bool Operator = Buf.substr(Off).starts_with("_Pragma");
  Off += Lexer::MeasureTokenLength(Last, SM, PP.getLangOpts());
  if (Operator)
    Off = afterParens(Buf, Off);
  return Off <= Buf.size();
}

/// Whether the `_Pragma` operator at Loc comes from a macro use whose
/// expansion also holds code (`#define KERNEL PRAGMA(omp for) for (...)`):
/// the directive applies to that code, a whole construct, so a `#pragma
/// approx` line after the use has nothing to do with it.
bool fromConstructMacro(Preprocessor &PP, SourceLocation Loc) {
  llvm::StringRef Buf;
  size_t Off;
  return Loc.isMacroID() &&
         textAt(PP, PP.getSourceManager().getExpansionRange(Loc).getBegin(), Buf, Off) &&
         useExpandsToCode(PP, Buf.substr(Off));
}

/// Whether a `#pragma approx` line follows the directive read up to EodLoc:
/// the line after its end, or, for a `_Pragma` operator (its text lexed in
/// scratch space), after the operator's use.
bool approxFollows(Preprocessor &PP, SourceLocation Introducer, SourceLocation EodLoc) {
  llvm::StringRef Buf;
  size_t Off;
  SourceManager &SM = PP.getSourceManager();
  if (EodLoc.isFileID() && !SM.isWrittenInScratchSpace(EodLoc))
    return textAt(PP, EodLoc, Buf, Off) && approxLineAfter(PP, Buf, Off);
  if (fromConstructMacro(PP, Introducer))
    return false;
  return textAtOperatorUse(PP, Introducer, Buf, Off) && approxLineAfter(PP, Buf, Off);
}

/// The last loop directive read (lastLoopDirective()).
TokenVec &lastLoop() {
  static TokenVec Run;
  return Run;
}

/// Enters the annotation run of a directive read up to EodLoc, or holds it
/// back when it is a loop directive that a `#pragma approx` line follows.
void enterOrHoldRun(Preprocessor &PP, TokenVec Run, SourceLocation Introducer,
                    SourceLocation EodLoc, bool DisableMacroExpansion, bool ApproxFollows) {
  bool Loop = isLoopDirective(Run);
  if (Loop)
    lastLoop() = Run;
  if (held().empty() && Loop && (ApproxFollows || approxFollows(PP, Introducer, EodLoc))) {
    held() = std::move(Run);
    return;
  }
  enterTokens(PP, Run, DisableMacroExpansion);
}

} // namespace

void readOmpRun(Preprocessor &PP, SourceLocation Introducer, const Token *First,
                bool DisableMacroExpansion, bool ApproxFollows) {
  TokenVec Run{annotation(tok::annot_pragma_openmp, Introducer)};
  if (First)
    Run.push_back(*First);
  Token T;
  TokenVec Line = lexPragmaLine(PP, T);
  Run.append(Line.begin(), Line.end());
  Run.push_back(annotation(tok::annot_pragma_openmp_end, T.getLocation()));
  enterOrHoldRun(PP, std::move(Run), Introducer, T.getLocation(), DisableMacroExpansion,
                 ApproxFollows);
}

namespace {

/// A compile's `omp` handler: clang's annotation run, or held back.
class OmpRunHandler : public PragmaHandler {
public:
  OmpRunHandler() : PragmaHandler("omp") {}
  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer, Token &) override {
    readOmpRun(PP, Introducer.Loc, nullptr, /*DisableMacroExpansion=*/false);
  }
};

/// Under -E: the handler of one `#pragma omp WORD` line that a
/// `#pragma approx` line follows; it removes itself when it runs.
class OneShotHandler : public PragmaHandler {
public:
  explicit OneShotHandler(llvm::StringRef Word) : PragmaHandler(Word) {}
  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer, Token &First) override {
    PP.RemovePragmaHandler("omp", this);
    Registered = false;
    readOmpRun(PP, Introducer.Loc, &First, /*DisableMacroExpansion=*/true,
               /*ApproxFollows=*/true);
  }
  bool Registered = false;
};

/// The text of the `_Pragma("...")` operator at Loc: read where it is
/// spelled (the source or a macro definition), else, where the
/// preprocessor built its operand (`#x`), from the macro use it expands
/// (PragmaMacro.h, which unescapes either); empty when neither holds one.
std::string pragmaOperatorText(Preprocessor &PP, SourceLocation Loc) {
  const SourceManager &SM = PP.getSourceManager();
  llvm::StringRef Buf;
  size_t Off;
  for (SourceLocation At : {SM.getSpellingLoc(Loc), SM.getExpansionRange(Loc).getBegin()})
    if (textAt(PP, At, Buf, Off))
      if (std::string Text = pragmaTextAt(PP, Buf.substr(Off, 4096)); !Text.empty())
        return Text;
  return "";
}

unsigned &declareTargetDepth() {
  static unsigned Depth = 0;
  return Depth;
}

/// A `#pragma omp` line's words after `omp`: `declare target` without a
/// list (its clauses, if any, are device_type/indirect) and `begin declare
/// target` open a block, `end declare target` closes one.
void countDeclareTarget(llvm::StringRef Rest) {
  llvm::SmallVector<llvm::StringRef, 4> W;
  Rest.split(W, ' ', 3, /*KeepEmpty=*/false);
  auto Is = [&](size_t I, llvm::StringRef S) { return W.size() > I && W[I].trim() == S; };
  unsigned &D = declareTargetDepth();
  if (Is(0, "end") && Is(1, "declare") && W.size() > 2 && W[2].trim().starts_with("target")) {
    D = D ? D - 1 : 0;
  } else if (Is(0, "begin") && Is(1, "declare") && W.size() > 2 &&
             W[2].trim().starts_with("target")) {
    ++D;
  } else if (Is(0, "declare") && W.size() > 1 && W[1].trim().starts_with("target")) {
    llvm::StringRef After = Rest.substr(Rest.find("target") + 6).trim();
    if (After.empty() || After.starts_with("device_type") || After.starts_with("indirect"))
      ++D;
  }
}

/// Under -E: at each `#pragma omp WORD` line, or `_Pragma("omp WORD ...")`
/// (from a macro too, its text built by `#x` too), followed by a
/// `#pragma approx` line (or a `_Pragma` of one), a one-shot
/// handler for WORD (unless the statement reader's echo handlers, which
/// hold runs back too, are in place: OmpEcho.h). Without it the printer
/// prints the directive and the region takes the block lowering, which a
/// compile of the -E output refuses after a loop directive.
class HoistCallbacks : public PPCallbacks {
public:
  explicit HoistCallbacks(Preprocessor &PP) : PP(PP) {}
  void PragmaDirective(SourceLocation Loc, PragmaIntroducerKind Kind) override {
    llvm::StringRef Buf;
    size_t Off;
    llvm::StringRef Line;
    std::string Text;
    if (Kind == PIK_HashPragma && textAt(PP, Loc, Buf, Off)) {
      llvm::StringRef L = Buf.substr(Off);
      L = L.take_front(L.find('\n')).ltrim("# \t");
      if (L.consume_front("pragma") && (L = L.ltrim()).consume_front("omp"))
        countDeclareTarget(L.trim());
    }
    if (echoActive())
      return;
    if (Kind == PIK_HashPragma) {
      if (!textAt(PP, Loc, Buf, Off))
        return;
      Line = Buf.substr(Off);
      Line = Line.take_front(Line.find('\n'));
      Line.consume_front("#");
      Line = Line.ltrim();
      if (!Line.consume_front("pragma"))
        return;
    } else if (Kind == PIK__Pragma) {
      if (fromConstructMacro(PP, Loc))
        return;
      Text = pragmaOperatorText(PP, Loc);
      if (Text.empty() || !textAtOperatorUse(PP, Loc, Buf, Off))
        return;
      Line = Text;
    } else {
      return;
    }
    Line = Line.ltrim();
    if (!Line.consume_front("omp") || Line.empty() || !isHorizontalWhitespace(Line[0]))
      return;
    Line = Line.ltrim();
    llvm::StringRef Word = Line.take_while([](char C) { return isAsciiIdentifierContinue(C); });
    if (Kind == PIK_HashPragma) // past the directive's own line
      Off = std::min(Buf.find('\n', Off), Buf.size());
    if (Word.empty() || Line.ends_with("\\") || !approxLineAfter(PP, Buf, Off) ||
        !isLoopDirective(TokenBuilder::lexBuffer(PP, Line, "<#pragma omp>")))
      return; // the printer's handler prints it
    if (One && One->Registered)
      PP.RemovePragmaHandler("omp", One.get());
    One = std::make_unique<OneShotHandler>(Word);
    PP.AddPragmaHandler("omp", One.get());
    One->Registered = true;
  }

private:
  Preprocessor &PP;
  std::unique_ptr<OneShotHandler> One;
};

} // namespace

void enterTokens(Preprocessor &PP, const TokenVec &Toks, bool DisableMacroExpansion) {
  if (Toks.empty())
    return;
  // The preprocessor keeps a pointer to the tokens: hand it an owned copy.
  auto Owned = std::make_unique<Token[]>(Toks.size());
  std::copy(Toks.begin(), Toks.end(), Owned.get());
  PP.EnterTokenStream(std::move(Owned), Toks.size(), DisableMacroExpansion,
                      /*IsReinject=*/false);
}

bool preprocessedInDeclareTarget() { return declareTargetDepth() > 0; }

TokenVec takeHeldRun() { return std::exchange(held(), TokenVec()); }

llvm::ArrayRef<Token> lastLoopDirective() { return lastLoop(); }

void installOmpHoist(Preprocessor &PP, bool Force) {
  static const Preprocessor *Installed = nullptr;
  if ((Installed == &PP && !Force) || !PP.getLangOpts().OpenMP)
    return;
  Installed = &PP;
  held().clear();
  lastLoop().clear();
  recordSkippedText(PP); // Placement.cpp reads the text above a pragma
  if (PP.isPreprocessedOutput()) {
    declareTargetDepth() = 0;
    PP.addPPCallbacks(std::make_unique<HoistCallbacks>(PP));
    return;
  }
  // clang's handler stays owned by its parser, which removes the `omp`
  // handler by name when it is destroyed (releasing this one, kept here).
  static std::unique_ptr<OmpRunHandler> Handler;
  EmptyPragmaHandler Probe("omp");
  PP.RemovePragmaHandler(&Probe);
  Handler = std::make_unique<OmpRunHandler>();
  PP.AddPragmaHandler(Handler.get());
}

} // namespace approx
