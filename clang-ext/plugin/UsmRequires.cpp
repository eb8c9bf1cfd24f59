//===- UsmRequires.cpp - a file's `requires unified_shared_memory`, first -----===//
//
// Raw-lexes the main file (comments skipped, no macro expansion, no
// includes) for `# pragma omp requires ... unified_shared_memory` at
// conditional depth 0; see UsmRequires.h for why. Runs once per compile,
// host and device alike, so both sides agree on the table's form.
//
//===----------------------------------------------------------------------===//
#include "UsmRequires.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace approx {

namespace {
/// The raw identifier T spells, or "" for any other token.
StringRef rawName(const Token &T) {
  return T.is(tok::raw_identifier) ? T.getRawIdentifier() : StringRef();
}
} // namespace

bool mainFileRequiresUsm(const CompilerInstance &CI) {
  const SourceManager &SM = CI.getSourceManager();
  FileID Main = SM.getMainFileID();
  if (Main.isInvalid())
    return false;
  std::optional<llvm::MemoryBufferRef> Buf = SM.getBufferOrNone(Main);
  if (!Buf)
    return false;
  Lexer L(SM.getLocForStartOfFile(Main), CI.getLangOpts(), Buf->getBufferStart(),
          Buf->getBufferStart(), Buf->getBufferEnd());
  int Depth = 0;
  Token T;
  L.LexFromRawLexer(T);
  while (T.isNot(tok::eof)) {
    if (!T.is(tok::hash) || !T.isAtStartOfLine()) {
      L.LexFromRawLexer(T);
      continue;
    }
    // A directive: its words up to the end of the line.
    SmallVector<StringRef, 8> Words;
    L.LexFromRawLexer(T);
    while (T.isNot(tok::eof) && !T.isAtStartOfLine()) {
      Words.push_back(rawName(T));
      L.LexFromRawLexer(T);
    }
    if (Words.empty())
      continue;
    StringRef Name = Words[0];
    if (Name == "if" || Name == "ifdef" || Name == "ifndef")
      ++Depth;
    else if (Name == "endif" && Depth > 0)
      --Depth;
    else if (Name == "pragma" && Depth == 0 && Words.size() > 3 && Words[1] == "omp" &&
             Words[2] == "requires" && llvm::is_contained(Words, "unified_shared_memory"))
      return true;
  }
  return false;
}

void applyUsmRequires(CompilerInstance &CI) {
  LangOptions &LO = CI.getLangOpts();
  if (LO.OpenMP && !LO.OpenMPForceUSM && mainFileRequiresUsm(CI))
    LO.OpenMPForceUSM = true;
}

} // namespace approx
