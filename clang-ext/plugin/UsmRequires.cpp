//===- UsmRequires.cpp - a file's `requires unified_shared_memory`, first -----===//
//
// Raw-lexes the main file (comments skipped, no includes, no expansion) for
// `# pragma omp requires ...` at conditional depth 0, and reads a clause
// word that is a macro from the command line's -D or a top-level #define
// above it; see UsmRequires.h for why. Runs once per compile, host and
// device alike, so both sides agree on the table's form.
//
//===----------------------------------------------------------------------===//
#include "UsmRequires.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/StringMap.h"

using namespace clang;

namespace approx {

namespace {
constexpr llvm::StringLiteral Clause = "unified_shared_memory";

/// The raw identifier T spells, or "" for any other token.
StringRef rawName(const Token &T) {
  return T.is(tok::raw_identifier) ? T.getRawIdentifier() : StringRef();
}

/// Macros whose replacement text names the clause: -D NAME=... first, then
/// the file's own top-level #defines (and #undefs) as the scan meets them.
llvm::StringMap<bool> commandLineMacros(const PreprocessorOptions &PPO) {
  llvm::StringMap<bool> M;
  for (const auto &[Def, IsUndef] : PPO.Macros) {
    StringRef Name = StringRef(Def).split('=').first.split('(').first;
    M[Name] = !IsUndef && StringRef(Def).contains(Clause);
  }
  return M;
}
} // namespace

bool mainFileRequiresUsm(const SourceManager &SM, const LangOptions &LO,
                         const PreprocessorOptions &PPO) {
  FileID Main = SM.getMainFileID();
  if (Main.isInvalid())
    return false;
  std::optional<llvm::MemoryBufferRef> Buf = SM.getBufferOrNone(Main);
  if (!Buf)
    return false;
  llvm::StringMap<bool> Macros = commandLineMacros(PPO);
  Lexer L(SM.getLocForStartOfFile(Main), LO, Buf->getBufferStart(), Buf->getBufferStart(),
          Buf->getBufferEnd());
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
    if (Name == "if" || Name == "ifdef" || Name == "ifndef") {
      ++Depth;
    } else if (Name == "endif") {
      Depth -= Depth > 0;
    } else if (Depth > 0 || Words.size() < 2) {
      continue;
    } else if (Name == "define") {
      Macros[Words[1]] = llvm::is_contained(Words, Clause);
    } else if (Name == "undef") {
      Macros[Words[1]] = false;
    } else if (Name == "pragma" && Words.size() > 3 && Words[1] == "omp" &&
               Words[2] == "requires") {
      for (StringRef W : llvm::drop_begin(Words, 3))
        if (W == Clause || Macros.lookup(W))
          return true;
    }
  }
  return false;
}

void applyUsmRequires(CompilerInstance &CI) {
  LangOptions &LO = CI.getLangOpts();
  if (LO.OpenMP && !LO.OpenMPForceUSM &&
      mainFileRequiresUsm(CI.getSourceManager(), LO, CI.getPreprocessorOpts()))
    LO.OpenMPForceUSM = true;
}

void defineUsmFirst(Preprocessor &PP, SourceLocation Loc) {
  const LangOptions &LO = PP.getLangOpts();
  // In a compile applyUsmRequires has decided; under -E (no AST action)
  // decide here, so that the printed text compiles as this compile would.
  bool First = LO.OpenMPForceUSM ||
               (PP.isPreprocessedOutput() &&
                mainFileRequiresUsm(PP.getSourceManager(), LO, PP.getPreprocessorOpts()));
  IdentifierInfo *II = PP.getIdentifierInfo("__APPROX_USM_FIRST");
  if (!LO.OpenMP || !First || PP.isMacroDefined(II))
    return;
  static const char One[] = "1";
  Token T;
  T.startToken();
  T.setKind(tok::numeric_constant);
  T.setLiteralData(One);
  T.setLength(1);
  T.setLocation(Loc);
  MacroInfo *MI = PP.AllocateMacroInfo(Loc);
  MI->setTokens(T, PP.getPreprocessorAllocator());
  PP.appendDefMacroDirective(II, MI, Loc);
}

} // namespace approx
