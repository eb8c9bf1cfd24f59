//===- TokenBuilder.cpp - build lowered token streams ---------------------===//
//
// Raw-lexes template text, re-spells each token into the scratch buffer with
// an expansion location at the pragma, and splices original token runs;
// expands the templates' cast markers for the language (TokenBuilder.h).
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

/// The length of the balanced group that opens at Text[0] (`(` or `[`),
/// string and character literals skipped; Text's length if it does not
/// close.
static size_t groupLength(llvm::StringRef Text) {
  int Depth = 0;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '"' || C == '\'') {
      for (++I; I < Text.size() && Text[I] != C; ++I)
        if (Text[I] == '\\')
          ++I;
    } else if (C == '(' || C == '[') {
      ++Depth;
    } else if ((C == ')' || C == ']') && --Depth == 0) {
      return I + 1;
    }
  }
  return Text.size();
}

/// A name's characters; `$` for a template's `$N` (a name or an element).
static bool isNameChar(char C) {
  return isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '.' || C == '$' ||
         C == CastRunMark;
}

/// The length of a cast's operand at the start of Text (TokenBuilder::code):
/// another cast, or a parenthesized group or a name or number with the
/// calls, subscripts and members after it, and the unary operators - ~ & *
/// before it, as C's cast applies to them.
static size_t operandLength(llvm::StringRef Text) {
  if (Text.starts_with("@")) {
    size_t I = Text.find('('); // past `@` or `@r`
    I += groupLength(Text.substr(I));
    return I + operandLength(Text.substr(I));
  }
  size_t I = 0;
  while (I < Text.size() && llvm::StringRef("-~&*").contains(Text[I]))
    ++I;
  if (Text.substr(I).starts_with("("))
    I += groupLength(Text.substr(I));
  else
    while (I < Text.size() && isNameChar(Text[I]))
      ++I;
  assert(I > 0 && "a cast's operand is a group, a cast, a name or a number");
  while (I < Text.size()) {
    if (Text[I] == '(' || Text[I] == '[') {
      I += groupLength(Text.substr(I));
    } else if (Text[I] == '.' || Text.substr(I).starts_with("->")) {
      for (I += Text[I] == '.' ? 1 : 2; I < Text.size() && isNameChar(Text[I]);)
        ++I;
    } else {
      break;
    }
  }
  return I;
}

std::string expandCasts(llvm::StringRef Text, bool CPlusPlus) {
  std::string Out;
  while (!Text.empty()) {
    size_t I = Text.find_first_of("@\"'");
    Out += Text.substr(0, I);
    if (I == llvm::StringRef::npos)
      break;
    Text = Text.substr(I);
    if (Text[0] != '@') { // a literal, copied as it is
      size_t End = 1;
      for (; End < Text.size() && Text[End] != Text[0]; ++End)
        if (Text[End] == '\\')
          ++End;
      Out += Text.substr(0, End + 1);
      Text = Text.substr(std::min(End + 1, Text.size()));
      continue;
    }
    bool Reinterpret = Text.starts_with("@r(");
    Text = Text.substr(Reinterpret ? 2 : 1);
    assert(Text.starts_with("(") && "`@` opens a cast: `@(type)`");
    size_t TypeLen = groupLength(Text);
    std::string Type = expandCasts(Text.substr(1, TypeLen - 2), CPlusPlus);
    Text = Text.substr(TypeLen);
    llvm::StringRef Space = Text.take_while([](char C) { return C == ' '; });
    Text = Text.substr(Space.size());
    size_t OpLen = operandLength(Text);
    std::string Operand = expandCasts(Text.substr(0, OpLen), CPlusPlus);
    Text = Text.substr(OpLen);
    if (!CPlusPlus) {
      Out += "(" + Type + ")" + Space.str() + Operand;
      continue;
    }
    Out += std::string(Reinterpret ? "reinterpret_cast< " : "static_cast< ") + Type + " >";
    bool Group =
        llvm::StringRef(Operand).starts_with("(") && groupLength(Operand) == Operand.size();
    Out += Group ? Operand : "(" + Operand + ")";
  }
  return Out;
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

TokenBuilder &TokenBuilder::code(llvm::StringRef Template, llvm::ArrayRef<TokenVec> Args) {
  std::string Expanded;
  if (Template.contains('@'))
    Expanded = expandCasts(Template, PP.getLangOpts().CPlusPlus);
  llvm::StringRef Text = Template.contains('@') ? llvm::StringRef(Expanded) : Template;
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
