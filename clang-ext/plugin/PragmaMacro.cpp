//===- PragmaMacro.cpp - the pragma a macro use expands to ----------------===//
//
// Implements PragmaMacro.h over raw-lexed tokens and the preprocessor's
// macro table: each step replaces the leading macro use by its replacement
// list, parameters substituted and `#param` made a string literal, until
// the tokens start with `_Pragma (` and a string literal.
//
//===----------------------------------------------------------------------===//
#include "PragmaMacro.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace approx {
namespace {

/// The arguments of the use whose '(' is T[At], commas past MaxArgs - 1
/// kept in the last (a variadic macro's); End: the index after its ')'.
bool splitArgs(const TokenVec &T, size_t At, size_t MaxArgs, std::vector<TokenVec> &Out,
               size_t &End) {
  if (At >= T.size() || !T[At].is(tok::l_paren))
    return false;
  int Depth = 0;
  TokenVec Cur;
  for (size_t I = At; I < T.size(); ++I) {
    if (T[I].is(tok::l_paren) && Depth++ == 0)
      continue;
    if (T[I].is(tok::r_paren) && --Depth == 0) {
      Out.push_back(Cur);
      End = I + 1;
      return true;
    }
    if (T[I].is(tok::comma) && Depth == 1 && Out.size() + 1 < MaxArgs) {
      Out.push_back(Cur);
      Cur.clear();
      continue;
    }
    Cur.push_back(T[I]);
  }
  return false;
}

/// The string literal `#` makes of Arg: its spellings, one blank where the
/// source has white space, `"` and `\` escaped.
Token stringized(Preprocessor &PP, const TokenVec &Arg) {
  std::string S = "\"";
  for (size_t I = 0; I < Arg.size(); ++I) {
    if (I > 0 && Arg[I].hasLeadingSpace())
      S += ' ';
    for (char C : PP.getSpelling(Arg[I])) {
      if (C == '"' || C == '\\')
        S += '\\';
      S += C;
    }
  }
  TokenVec T = TokenBuilder::lexBuffer(PP, S + "\"", "<#x>");
  return T.front();
}

/// The content of a plain string literal token; nullopt for another token.
std::optional<std::string> unquoted(Preprocessor &PP, const Token &T) {
  if (!T.is(tok::string_literal))
    return std::nullopt;
  std::string S = PP.getSpelling(T), Out;
  if (S.size() < 2 || S.front() != '"' || S.back() != '"')
    return std::nullopt;
  for (size_t I = 1; I + 1 < S.size(); ++I) {
    if (S[I] == '\\' && I + 2 < S.size())
      ++I;
    Out += S[I];
  }
  return Out;
}

std::string pragmaText(Preprocessor &PP, const TokenVec &T, unsigned Depth) {
  if (T.empty() || Depth > 8 || !T[0].getIdentifierInfo())
    return "";
  IdentifierInfo *II = T[0].getIdentifierInfo();
  if (II->getName() == "_Pragma") {
    if (T.size() < 3 || !T[1].is(tok::l_paren))
      return "";
    return unquoted(PP, T[2]).value_or("");
  }
  const MacroInfo *MI = PP.getMacroInfo(II);
  if (!MI)
    return "";
  std::vector<TokenVec> Args;
  size_t End = 1;
  if (MI->isFunctionLike() && !splitArgs(T, 1, std::max(1u, MI->getNumParams()), Args, End))
    return "";
  auto Param = [&](const Token &Tok) -> int {
    if (!MI->isFunctionLike() || !Tok.getIdentifierInfo())
      return -1;
    int I = MI->getParameterNum(Tok.getIdentifierInfo());
    return I >= 0 && static_cast<size_t>(I) < Args.size() ? I : -1;
  };
  TokenVec Out;
  llvm::ArrayRef<Token> Body = MI->tokens();
  for (size_t I = 0; I < Body.size(); ++I) {
    if (Body[I].is(tok::hash) && I + 1 < Body.size() && Param(Body[I + 1]) >= 0) {
      Out.push_back(stringized(PP, Args[Param(Body[I + 1])]));
      ++I;
    } else if (int P = Param(Body[I]); P >= 0) {
      Out.append(Args[P].begin(), Args[P].end());
    } else {
      Out.push_back(Body[I]);
    }
  }
  Out.append(T.begin() + End, T.end());
  return pragmaText(PP, Out, Depth + 1);
}

} // namespace

std::string pragmaTextAt(Preprocessor &PP, llvm::StringRef Text) {
  return pragmaText(PP, TokenBuilder::lexBuffer(PP, Text, "<pragma macro>"), 0);
}

size_t afterParens(llvm::StringRef Text, size_t Pos) {
  size_t I = Pos;
  while (I < Text.size() && isHorizontalWhitespace(Text[I]))
    ++I;
  if (I >= Text.size() || Text[I] != '(')
    return Pos;
  for (int Depth = 0; I < Text.size(); ++I) {
    if (Text[I] == '"') {
      for (++I; I < Text.size() && Text[I] != '"'; ++I)
        I += Text[I] == '\\';
      continue;
    }
    Depth += Text[I] == '(' ? 1 : Text[I] == ')' ? -1 : 0;
    if (Depth == 0)
      return I + 1;
  }
  return Pos;
}

} // namespace approx
