//===- FileEnd.cpp - keep the statement reader inside the pragma's file ---===//
//
// Implementation of FileEndGuard (see the header): a conservative scan of the
// home buffer's remaining text, the one-Lex directive mode that turns the
// home file's end into `eod`, and the end marker a nested reader hands on.
//
//===----------------------------------------------------------------------===//
#include "FileEnd.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace approx {
namespace {

/// PreprocessorLexer::ParsingPreprocessorDirective is protected; a derived
/// class may name it. The lexer answers its end with `eod` (and resets the
/// flag) while it is set, instead of handing the end to the preprocessor.
struct DirectiveMode : PreprocessorLexer {
  static void set(PreprocessorLexer &L, bool On) {
    L.*(&DirectiveMode::ParsingPreprocessorDirective) = On;
  }
};

enum class Ahead {
  Token,          // a token will surely be lexed before the end
  Nothing,        // none; the first directive, if any, follows a newline
  DirectiveFirst, // none, and a directive starts before the next newline
};

/// A conservative reader of the text after the lexer's position.
class Scanner {
public:
  Scanner(Preprocessor &PP, llvm::StringRef Buf, size_t Pos) : PP(PP), B(Buf), I(Pos) {
    size_t J = Pos;
    while (J > 0 && (B[J - 1] == ' ' || B[J - 1] == '\t'))
      --J;
    LineStart = J == 0 || B[J - 1] == '\n' || B[J - 1] == '\r';
  }

  Ahead run() {
    bool DirectiveFirst = false;
    while (I < B.size()) {
      char C = B[I];
      if (C == '\n') {
        LineStart = SawNewline = true;
        ++I;
      } else if (isHorizontalWhitespace(C) || C == '\r' || C == '\f' || C == '\v') {
        ++I;
      } else if (splice() || comment()) {
        continue;
      } else if (C == '#' && LineStart) {
        DirectiveFirst |= !SawNewline;
        if (directive() && Depth == 0)
          return Ahead::Token;
      } else if (isAsciiIdentifierStart(C)) {
        // A macro may expand to nothing (or _Pragma to a pragma): not sure.
        size_t Begin = I;
        while (I < B.size() && isAsciiIdentifierContinue(B[I]))
          ++I;
        LineStart = false;
        llvm::StringRef Name = B.slice(Begin, I);
        if (!PP.isMacroDefined(Name)) {
          if (Depth == 0)
            return Ahead::Token;
          continue;
        }
        skipMacroArgs();
      } else {
        if (Depth == 0)
          return Ahead::Token;
        skipRestOfLine();
      }
    }
    return DirectiveFirst ? Ahead::DirectiveFirst : Ahead::Nothing;
  }

private:
  bool at(llvm::StringRef S) const { return B.substr(I).starts_with(S); }

  /// Backslash-newline: skipped as if absent.
  bool splice() {
    if (!at("\\\n") && !at("\\\r\n"))
      return false;
    I += at("\\\n") ? 2 : 3;
    return true;
  }

  /// A comment: skipped (a line comment up to, not including, its newline).
  bool comment() {
    if (at("//")) {
      while (I < B.size() && B[I] != '\n')
        I += splice() ? 0 : 1;
      return true;
    }
    if (!at("/*"))
      return false;
    size_t End = B.find("*/", I + 2);
    I = End == llvm::StringRef::npos ? B.size() : End + 2;
    return true;
  }

  /// Skips a string or character literal starting at I.
  void literal() {
    char Q = B[I++];
    while (I < B.size() && B[I] != Q && B[I] != '\n')
      I += B[I] == '\\' ? 2 : 1;
    ++I;
  }

  /// To the end of the logical line (comments and literals skipped whole).
  void skipRestOfLine() {
    while (I < B.size() && B[I] != '\n') {
      if (splice() || comment())
        continue;
      if (B[I] == '"' || B[I] == '\'')
        literal();
      else
        ++I;
    }
  }

  /// After a macro name: a parenthesized argument list, if any, is skipped.
  void skipMacroArgs() {
    size_t J = I;
    while (J < B.size() && isWhitespace(B[J]))
      ++J;
    if (J >= B.size() || B[J] != '(')
      return;
    I = J;
    int Parens = 0;
    while (I < B.size()) {
      if (splice() || comment())
        continue;
      char C = B[I];
      if (C == '"' || C == '\'') {
        literal();
        continue;
      }
      ++I;
      if (C == '(')
        ++Parens;
      else if (C == ')' && --Parens == 0)
        return;
    }
  }

  /// The directive's name, I just after it.
  llvm::StringRef directiveName() {
    ++I; // '#'
    return nextWord();
  }

  /// Skips a directive; true for a pragma that the parser receives as
  /// tokens (an OpenMP directive under -fopenmp, a loop hint), such as the
  /// `#pragma omp target update` of a data site ending an included file.
  bool directive() {
    llvm::StringRef Name = directiveName();
    if (Name == "pragma") {
      llvm::StringRef Word = nextWord();
      bool Tokens = (Word == "omp" && PP.getLangOpts().OpenMP) || Word == "unroll" ||
                    Word == "nounroll" || (Word == "clang" && nextWord() == "loop");
      skipRestOfLine();
      return Tokens;
    }
    if (Name == "if" || Name == "ifdef" || Name == "ifndef") {
      ++Depth;
    } else if (Name == "endif") {
      Depth -= Depth > 0;
    } else if (Depth == 0 && (Name == "else" || Name.starts_with("elif"))) {
      // The branch holding the pragma is the one taken: the rest of this
      // conditional is skipped up to its #endif.
      skipRestOfLine();
      skipToEndif();
    }
    skipRestOfLine();
    return false;
  }

  /// The identifier after I (blanks and comments skipped), I just after it.
  llvm::StringRef nextWord() {
    while (I < B.size() && B[I] != '\n') {
      if (isHorizontalWhitespace(B[I]))
        ++I;
      else if (!splice() && !comment())
        break;
    }
    size_t Begin = I;
    while (I < B.size() && isAsciiIdentifierContinue(B[I]))
      ++I;
    return B.slice(Begin, I);
  }

  void skipToEndif() {
    unsigned Nest = 0;
    while (I < B.size()) {
      ++I; // the newline
      size_t J = I;
      while (J < B.size() && isHorizontalWhitespace(B[J]))
        ++J;
      if (J < B.size() && B[J] == '#') {
        I = J;
        llvm::StringRef Name = directiveName();
        if (Name == "if" || Name == "ifdef" || Name == "ifndef")
          ++Nest;
        else if (Name == "endif" && Nest-- == 0)
          return;
      }
      skipRestOfLine();
    }
  }

  Preprocessor &PP;
  llvm::StringRef B;
  size_t I;
  bool LineStart;
  bool SawNewline = false;
  unsigned Depth = 0; // conditionals opened after the position
};

/// The home lexer of the innermost reader now inside PP.Lex (null: none). A
/// pragma handled while it is set was lexed by that reader.
Lexer *LexingHome = nullptr;

/// One PP.Lex of a guard: sets LexingHome for its duration.
class LexScope {
public:
  explicit LexScope(Lexer *Home) : Saved(LexingHome) { LexingHome = Home; }
  ~LexScope() { LexingHome = Saved; }

private:
  Lexer *Saved;
};

/// The end marker is an annot_repl_input_end (which StmtReader also takes as
/// an end) whose value is the address of this tag.
char EndMarkerTag;

bool isEndMarker(const Token &T) {
  return T.is(tok::annot_repl_input_end) && T.getAnnotationValue() == &EndMarkerTag;
}

Ahead scanAhead(Preprocessor &PP, const PreprocessorLexer *PL) {
  // The only PreprocessorLexer in clang 19 is Lexer.
  const auto *L = static_cast<const Lexer *>(PL);
  llvm::StringRef Buf = L->getBuffer();
  size_t Pos = L->getBufferLocation() - Buf.data();
  return Scanner(PP, Buf, Pos).run();
}

} // namespace

FileEndGuard::FileEndGuard(Preprocessor &PP)
    : PP(PP), Home(static_cast<Lexer *>(PP.getCurrentFileLexer())), EnclosingHome(LexingHome) {}

void FileEndGuard::passEndOn(llvm::SmallVectorImpl<Token> &Out) const {
  if (!Stopped || !Home || EnclosingHome != Home || !Out.empty())
    return;
  Token M;
  M.startToken();
  M.setKind(tok::annot_repl_input_end);
  M.setLocation(Home->getFileLoc());
  M.setAnnotationEndLoc(M.getLocation());
  M.setAnnotationValue(&EndMarkerTag);
  Out.push_back(M);
}

bool FileEndGuard::lex(Token &T) {
  const bool Lexed = lexOne(T);
  Stopped |= !Lexed;
  return Lexed;
}

bool FileEndGuard::lexOne(Token &T) {
  // After a fatal error (an #include not found inside the statement) the
  // preprocessor's lexer stack is no longer one to read ahead on: a nested
  // pragma read past it crashed in Lexer::LexTokenInternal. Nothing is
  // compiled after a fatal error anyway, so the statement ends here.
  if (PP.getDiagnostics().hasFatalErrorOccurred())
    return false;
  if (!Home) {
    PP.Lex(T);
    return T.isNot(tok::eof);
  }
  LexScope Scope(Home);
  PreprocessorLexer *Cur = PP.getCurrentLexer();
  bool CurIsFile = Cur && !static_cast<Lexer *>(Cur)->isPragmaLexer();
  // A nested pragma lexed by this PP.Lex may read the tokens the scan found,
  // up to the home file's end: it then hands on the end marker (passEndOn).
  if ((CurIsFile && Cur != Home && scanAhead(PP, Cur) == Ahead::Token)) {
    PP.Lex(T);
    return !isEndMarker(T);
  }
  Ahead A = scanAhead(PP, Home);
  if (A == Ahead::Token) {
    PP.Lex(T);
    return !isEndMarker(T);
  }
  // Only the home file can answer: its end is next.
  if ((Cur == Home && !PP.mightHavePendingAnnotationTokens()) || A == Ahead::DirectiveFirst)
    return false;
  // A macro expansion, pragma or included file on top may still hold tokens.
  DirectiveMode::set(*Home, true);
  PP.Lex(T);
  if (T.is(tok::eod))
    return false; // the home lexer stopped at its end or a newline, flag reset
  DirectiveMode::set(*Home, false);
  return !isEndMarker(T);
}

} // namespace approx
