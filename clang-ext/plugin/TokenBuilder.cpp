//===- TokenBuilder.cpp - build lowered token streams ---------------------===//
//
// Raw-lexes template text, re-spells each token into the scratch buffer with
// an expansion location at the pragma, and splices original token runs.
//
//===----------------------------------------------------------------------===//
#include "TokenBuilder.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace clang;

namespace approx {

std::string escapeString(llvm::StringRef S) {
  std::string R;
  for (char C : S) {
    if (C == '"' || C == '\\')
      R += '\\';
    if (C == '\n') {
      R += "\\n";
      continue;
    }
    R += C;
  }
  return R;
}

void TokenBuilder::lexInto(llvm::StringRef Text) {
  if (Text.trim().empty())
    return;
  TokenVec Raw = lexBuffer(PP, Text, "<approx lowering>");
  bool FirstOfPiece = true;
  for (const Token &RT : Raw) {
    std::string Spelling = PP.getSpelling(RT);
    Token T;
    T.startToken();
    T.setKind(RT.getKind());
    T.setFlagValue(Token::LeadingSpace, RT.hasLeadingSpace() || Out.empty());
    T.setFlagValue(Token::StartOfLine, RT.isAtStartOfLine() && !FirstOfPiece);
    FirstOfPiece = false;
    PP.CreateString(Spelling, T, Loc, Loc);
    if (RT.getIdentifierInfo()) {
      T.setIdentifierInfo(RT.getIdentifierInfo());
      T.setKind(RT.getKind());
    }
    Out.push_back(T);
  }
}

TokenBuilder &TokenBuilder::code(llvm::StringRef Text, llvm::ArrayRef<TokenVec> Args) {
  while (!Text.empty()) {
    size_t Pos = Text.find('$');
    if (Pos == llvm::StringRef::npos || Pos + 1 >= Text.size() ||
        !isdigit(static_cast<unsigned char>(Text[Pos + 1]))) {
      lexInto(Text);
      break;
    }
    lexInto(Text.substr(0, Pos));
    unsigned Idx = Text[Pos + 1] - '0';
    assert(Idx < Args.size() && "template placeholder without argument");
    append(Args[Idx]);
    Text = Text.substr(Pos + 2);
  }
  return *this;
}

TokenBuilder &TokenBuilder::append(llvm::ArrayRef<Token> Toks) {
  Out.append(Toks.begin(), Toks.end());
  return *this;
}

TokenBuilder &TokenBuilder::append(const Token &T) {
  Out.push_back(T);
  return *this;
}

TokenBuilder &TokenBuilder::str(llvm::StringRef S) {
  return code("\"" + escapeString(S) + "\"");
}

TokenVec TokenBuilder::lexBuffer(Preprocessor &PP, llvm::StringRef Text, llvm::StringRef BufferName,
                                 SourceLocation *End) {
  SourceManager &SM = PP.getSourceManager();
  FileID FID = SM.createFileID(llvm::MemoryBuffer::getMemBufferCopy(Text, BufferName));
  llvm::MemoryBufferRef Buf = SM.getBufferOrFake(FID);
  Lexer Raw(FID, Buf, SM, PP.getLangOpts());
  TokenVec Result;
  Token T;
  while (true) {
    Raw.LexFromRawLexer(T);
    if (T.is(tok::eof)) {
      if (End)
        *End = T.getLocation();
      break;
    }
    if (T.is(tok::raw_identifier))
      PP.LookUpIdentifierInfo(T);
    Result.push_back(T);
  }
  return Result;
}

} // namespace approx
