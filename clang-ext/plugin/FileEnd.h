//===- FileEnd.h - keep the statement reader inside the pragma's file -----===//
//
// The `#pragma approx` handler runs inside the lexer of the file that holds
// the pragma (the "home" lexer, busy in Lexer::HandleDirective). Lexing that
// file's end from inside the handler makes the preprocessor pop and free the
// home lexer while clang still uses it (a use-after-free). FileEndGuard
// decides, before each Lex, whether the next token can come without reaching
// the home file's end: it scans the home buffer's remaining text for a token
// that will surely be lexed (outside comments, directives and conditional
// blocks whose branch is unknown). When none is left but tokens may still come
// from a macro expansion or an included file on top of the home lexer, the
// home lexer is put in directive mode for that one Lex, so its end (or its
// next newline) yields `eod` instead of popping it. A nested pragma is
// lexed by an enclosing reader's Lex: when its own reader stops at the same
// home file's end and it re-enters no tokens, that Lex would run on into the
// end, so the handler hands the enclosing reader an end marker instead
// (passEndOn). See docs/design.md.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_FILEEND_H
#define APPROX_FILEEND_H

#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallVector.h"

namespace approx {

class FileEndGuard {
public:
  /// Captures the home lexer: the file lexer current when the handler runs.
  explicit FileEndGuard(clang::Preprocessor &PP);

  /// Lexes the next token into T, unless that could reach the end of the home
  /// file: then returns false and leaves the preprocessor untouched (or, after
  /// an `eod` from the home lexer, at the newline that produced it).
  bool lex(clang::Token &T);

  /// Called with the tokens the handler is about to re-enter. When this
  /// reader stopped at the home file's end, nothing is re-entered, and the
  /// pragma was lexed by an enclosing reader of the same home file, the Lex
  /// of that reader would go on lexing the home file's end as soon as the
  /// handler returns (the preprocessor frees the home lexer while it still
  /// runs the enclosing handler). Adds the end marker: the enclosing
  /// reader's lex() takes it as the end of its statement.
  void passEndOn(llvm::SmallVectorImpl<clang::Token> &Out) const;

private:
  bool lexOne(clang::Token &T);

  clang::Preprocessor &PP;
  clang::Lexer *Home;
  clang::Lexer *EnclosingHome; // home of the reader whose Lex runs this pragma
  bool Stopped = false;        // lex() refused once: the home file ends
};

} // namespace approx

#endif
