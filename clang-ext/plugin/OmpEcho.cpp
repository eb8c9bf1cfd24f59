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

void materializeForPrint(Preprocessor &PP, TokenVec &Toks) {
  TokenVec Out;
  bool NewLine = false;
  for (const Token &T : Toks) {
    if (T.is(tok::annot_pragma_openmp)) {
      TokenBuilder B(PP, T.getLocation());
      B.code("#pragma omp");
      TokenVec P = B.take();
      P.front().setFlag(Token::StartOfLine);
      Out.append(P.begin(), P.end());
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
    Out.push_back(C);
  }
  Toks = std::move(Out);
}

} // namespace approx
