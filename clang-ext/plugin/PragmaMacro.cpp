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

/// The replacement list of the macro use at T's start (T[0] names a
/// macro), parameters substituted and `#param` stringized, into Out; End:
/// the index in T after the use. False when T[0] is no macro or its
/// arguments are not closed.
bool expandLeading(Preprocessor &PP, const TokenVec &T, TokenVec &Out, size_t &End) {
  const MacroInfo *MI =
      T.empty() || !T[0].getIdentifierInfo() ? nullptr : PP.getMacroInfo(T[0].getIdentifierInfo());
  if (!MI)
    return false;
  std::vector<TokenVec> Args;
  End = 1;
  if (MI->isFunctionLike() && !splitArgs(T, 1, std::max(1u, MI->getNumParams()), Args, End))
    return false;
  auto Param = [&](const Token &Tok) -> int {
    if (!MI->isFunctionLike() || !Tok.getIdentifierInfo())
      return -1;
    int I = MI->getParameterNum(Tok.getIdentifierInfo());
    return I >= 0 && static_cast<size_t>(I) < Args.size() ? I : -1;
  };
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
  return true;
}

std::string pragmaText(Preprocessor &PP, const TokenVec &T, unsigned Depth) {
  if (T.empty() || Depth > 8 || !T[0].getIdentifierInfo())
    return "";
  if (T[0].getIdentifierInfo()->getName() == "_Pragma") {
    if (T.size() < 3 || !T[1].is(tok::l_paren))
      return "";
    return unquoted(PP, T[2]).value_or("");
  }
  TokenVec Out;
  size_t End;
  if (!expandLeading(PP, T, Out, End))
    return "";
  Out.append(T.begin() + End, T.end());
  return pragmaText(PP, Out, Depth + 1);
}

/// Whether T expands to `_Pragma` operators only: each `_Pragma (...)`
/// or a macro use whose expansion is again only that.
bool pragmasOnly(Preprocessor &PP, const TokenVec &T, unsigned Depth) {
  if (Depth > 8)
    return false;
  for (size_t I = 0; I < T.size();) {
    const IdentifierInfo *II = T[I].getIdentifierInfo();
    if (!II || !T[I].is(tok::identifier))
      return false;
    TokenVec Rest(T.begin() + I, T.end()), Out;
    size_t End;
    if (II->getName() == "_Pragma") {
      if (Rest.size() < 2 || !Rest[1].is(tok::l_paren))
        return false;
      std::vector<TokenVec> Args;
      if (!splitArgs(Rest, 1, 1, Args, End))
        return false;
    } else if (!expandLeading(PP, Rest, Out, End) || !pragmasOnly(PP, Out, Depth + 1)) {
      return false;
    }
    I += End;
  }
  return true;
}

} // namespace

std::string pragmaTextAt(Preprocessor &PP, llvm::StringRef Text) {
  return pragmaText(PP, TokenBuilder::lexBuffer(PP, Text, "<pragma macro>"), 0);
}

bool useExpandsToCode(Preprocessor &PP, llvm::StringRef Text) {
  if (Text.starts_with("_Pragma"))
    return false;
  // Whether the use expands to `_Pragma` operators and nothing else.
  TokenVec T = TokenBuilder::lexBuffer(PP, Text.substr(0, 4096), "<pragma macro>"), Out;
  size_t End;
  return !(expandLeading(PP, T, Out, End) && pragmasOnly(PP, Out, 0));
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
