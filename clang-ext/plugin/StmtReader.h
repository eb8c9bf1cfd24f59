//===- StmtReader.h - read the statement a pragma applies to --------------===//
//
// A recursive-descent reader over preprocessor tokens for the statement that
// follows `#pragma approx`: for / while / do / if-else / switch / compound /
// expression statements, OpenMP directives (annotation-token runs) with their
// associated statements, and other statement pragmas. Nested `#pragma approx`
// lines are lowered by their own handler while this reader lexes, so it sees
// their lowered tokens. The reader keeps `for` structure (header and body),
// which is all the lowerings need; everything else is a flat token run.
// It never lexes the end of the file holding the pragma (FileEnd.h): a
// statement that the file's end cuts off is an error at the pragma.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_STMTREADER_H
#define APPROX_STMTREADER_H

#include "FileEnd.h"
#include "TokenScan.h"
#include <memory>

namespace approx {

struct Stmt {
  enum KindTy { For, Compound, Directive, Other } Kind = Other;
  TokenVec Toks;              // Compound/Other: all tokens. Directive: the annot run.
  clang::Token ForTok;        // For: the 'for' keyword
  TokenVec Head;              // For: tokens between '(' and ')'
  clang::Token LParen, RParen;
  std::unique_ptr<Stmt> Body; // For: body; Directive: associated stmt (may be
                              // null); Compound: its only statement, a For
                              // (then Toks holds just the braces)

  clang::SourceLocation loc() const;
  /// All tokens of the statement, in source order.
  void flatten(TokenVec &Out) const;
  /// The directive's words (for Directive): e.g. "target teams distribute".
  std::string directiveName() const;
  /// A deep copy (lowerings rewrite statements in place).
  std::unique_ptr<Stmt> clone() const;
};

class StmtReader {
public:
  /// PragmaLoc: where errors about the file ending first are reported.
  StmtReader(clang::Preprocessor &PP, clang::SourceLocation PragmaLoc);
  ~StmtReader();

  /// Reads one statement; reports an error and returns null on failure
  /// (tokens read so far are kept for leftovers()).
  std::unique_ptr<Stmt> read();

  /// Tokens lexed beyond the statement (lookahead) that must be re-entered
  /// after it, plus everything read before a failure.
  TokenVec &leftovers() { return Pending; }

  /// Called last with the tokens the handler re-enters: when this reader
  /// stopped at its file's end inside an enclosing reader of the same file,
  /// adds the end marker that stops that one too (FileEndGuard::passEndOn).
  void passEndOn(TokenVec &Out) const { Guard.passEndOn(Out); }

  /// Whether some reader is inside its statement now, i.e. a pragma lexed
  /// now is nested in the statement of another `#pragma approx`.
  static bool insideStatement() { return Inside > 0; }

  /// The tokens each live reader has consumed, innermost reader first:
  /// what stands before a pragma lexed now within the statements being
  /// read (Placement.cpp reads the loop nest around it from them).
  static llvm::SmallVector<llvm::ArrayRef<clang::Token>, 4> readSoFar();

  /// Where a pragma lexed now stands in the statements being read: the
  /// read-ahead's view of what Sema's scopes tell otherwise (Placement.h).
  /// Known when an OpenMP directive encloses it within the statements being
  /// read, or something other than loops and blocks just opened stands
  /// between; Under when that is a loop directive with only loops (Fors of
  /// them) and such blocks between, its tokens in Directive.
  struct Nest {
    bool Known = false, Under = false;
    unsigned Fors = 0;
    llvm::ArrayRef<clang::Token> Directive;
  };
  static Nest nestHere();

private:
  std::unique_ptr<Stmt> readOne();
  void enter();
  void leave();
  static unsigned Inside; // readers inside their statement
  unsigned Level = 0;     // read() recursion depth
  bool InStmt = false;    // counted in Inside

  clang::Token next();
  const clang::Token &peek();
  /// Lexes one token, or the end token once the pragma's file would end.
  clang::Token lex();
  /// Reports that the file ends before the statement does (once); false.
  bool endError();
  bool balanced(TokenVec &Out, clang::tok::TokenKind Open, clang::tok::TokenKind Close);
  bool untilSemi(TokenVec &Out);
  std::unique_ptr<Stmt> readDirective(clang::Token First);

  clang::Preprocessor &PP;
  clang::SourceLocation PragmaLoc;
  FileEndGuard Guard; // never lets the reader lex the pragma's file end
  clang::Token End;   // tok::eof at PragmaLoc, never re-entered
  bool AtEnd = false;
  TokenVec Pending;  // tokens lexed and not consumed (lookahead)
  TokenVec Consumed; // everything consumed, for error recovery
  bool Failed = false;
};

} // namespace approx

#endif
