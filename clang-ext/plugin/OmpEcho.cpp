//===- OmpEcho.cpp - OpenMP pragmas under -E, printed where they belong ----===//
//
// Under -E clang prints a `#pragma omp` line the moment it is lexed, which
// for a statement read by StmtReader is ahead of the lowered code that
// replaces it. While an EchoGuard lives, such lines become annotation runs
// (as in a real compile), and materializeForPrint turns the runs of the
// lowered stream back into `#pragma omp` text at their new place. Kept apart
// from the statement reader: it is a concern of the -E output alone.
//
//===----------------------------------------------------------------------===//
#include "OmpEcho.h"
#include "LoopHints.h"
#include "OmpHoist.h"
#include "clang/Lex/Pragma.h"

using namespace clang;

namespace approx {

namespace {
class OmpEchoHandler : public PragmaHandler {
public:
  explicit OmpEchoHandler(llvm::StringRef Name) : PragmaHandler(Name) {}
  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer, Token &First) override {
    // clang's annotation run; a loop directive that a `#pragma approx`
    // follows is held back for it (OmpHoist.h), as in a compile.
    readOmpRun(PP, Introducer.Loc, &First, /*DisableMacroExpansion=*/true);
  }
};

const char *const EchoNames[] = {"parallel",   "for",       "simd",     "target",   "teams",
                                 "distribute", "loop",      "taskloop", "masked",   "master",
                                 "single",     "barrier",   "atomic",   "critical", "ordered",
                                 "task",       "taskgroup", "sections", "section",  "tile",
                                 "unroll",     "scope",     "taskwait", "flush",    "masked"};

struct EchoState {
  int Depth = 0;
  std::vector<std::unique_ptr<OmpEchoHandler>> Handlers;
};
EchoState &echoState() {
  static EchoState S;
  return S;
}
} // namespace

bool echoActive() { return echoState().Depth > 0; }

EchoGuard::EchoGuard(Preprocessor &PP) : PP(PP), Active(PP.isPreprocessedOutput()) {
  if (!Active)
    return;
  EchoState &S = echoState();
  if (S.Depth++ > 0)
    return;
  S.Handlers.clear();
  for (const char *N : EchoNames) {
    bool Dup = false;
    for (auto &H : S.Handlers)
      Dup |= H->getName() == N;
    if (Dup)
      continue;
    S.Handlers.push_back(std::make_unique<OmpEchoHandler>(N));
    PP.AddPragmaHandler("omp", S.Handlers.back().get());
  }
}

EchoGuard::~EchoGuard() {
  if (!Active)
    return;
  EchoState &S = echoState();
  if (--S.Depth > 0)
    return;
  for (auto &H : S.Handlers)
    PP.RemovePragmaHandler("omp", H.get());
  S.Handlers.clear();
}

/// The line clang's printer puts T on, if T starts a line.
static unsigned printedLine(SourceManager &SM, const Token &T) {
  return SM.getPresumedLineNumber(SM.getExpansionLoc(T.getLocation()));
}

/// Where to print a `#pragma omp` whose annotation is at Loc. clang's
/// printer starts a new output line only for a token on another line than
/// that of the last token it started a line with (Cur; 0 before the first
/// such token of the stream). On that line, the `#` would follow code; on
/// the line of the token after the directive (Next), that token would follow
/// the directive: -E readers and -save-temps' recompile take either for a
/// broken pragma. Then the pragma is placed on a nearby line of the file.
static SourceLocation pragmaLoc(SourceManager &SM, SourceLocation Loc, unsigned Cur,
                                unsigned Next) {
  SourceLocation E = SM.getExpansionLoc(Loc);
  unsigned Line = SM.getPresumedLineNumber(E);
  if (Line == 0 || (Line != Cur && Line != Next))
    return Loc;
  FileID F = SM.getFileID(E);
  unsigned Raw = SM.getExpansionLineNumber(E);
  for (int D : {-1, 1, -2, 2, 3}) {
    if (D < 0 && Raw <= unsigned(-D))
      continue;
    SourceLocation L = SM.translateLineCol(F, Raw + D, 1);
    if (L.isInvalid() || SM.getExpansionLineNumber(L) != Raw + D)
      continue;
    unsigned P = SM.getPresumedLineNumber(L);
    if (P != Cur && P != Next)
      return L;
  }
  return Loc;
}

void materializeForPrint(Preprocessor &PP, TokenVec &Toks) {
  SourceManager &SM = PP.getSourceManager();
  TokenVec Out;
  bool NewLine = false;
  unsigned Cur = 0; // the printer's line, as far as these tokens tell
  auto Starts = [&](const Token &T) {
    if (T.isAtStartOfLine())
      Cur = printedLine(SM, T);
  };
  for (size_t I = 0; I < Toks.size(); ++I) {
    const Token &T = Toks[I];
    if (T.is(tok::annot_pragma_openmp)) {
      size_t End = I;
      while (End < Toks.size() && Toks[End].isNot(tok::annot_pragma_openmp_end))
        ++End;
      unsigned Next = End + 1 < Toks.size() ? printedLine(SM, Toks[End + 1]) : 0;
      TokenBuilder B(PP, pragmaLoc(SM, T.getLocation(), Cur, Next));
      B.code("#pragma omp");
      TokenVec P = B.take();
      P.front().setFlag(Token::StartOfLine);
      Starts(P.front());
      Out.append(P.begin(), P.end());
      continue;
    }
    if (T.is(tok::annot_pragma_loop_hint)) { // LoopHints.h
      unsigned Next = I + 1 < Toks.size() ? printedLine(SM, Toks[I + 1]) : 0;
      TokenBuilder B(PP, pragmaLoc(SM, T.getLocation(), Cur, Next));
      B.code("#pragma clang loop " + loopHintText(PP, T));
      TokenVec P = B.take();
      P.front().setFlag(Token::StartOfLine);
      Starts(P.front());
      Out.append(P.begin(), P.end());
      NewLine = true;
      continue;
    }
    if (T.is(tok::annot_pragma_openmp_end)) {
      NewLine = true;
      continue;
    }
    Token C = T;
    if (NewLine)
      C.setFlag(Token::StartOfLine);
    NewLine = false;
    Starts(C);
    Out.push_back(C);
  }
  Toks = std::move(Out);
}

} // namespace approx
