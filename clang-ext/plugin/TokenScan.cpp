//===- TokenScan.cpp - scanning token runs --------------------------------===//
//
// Bracket matching, top-level splitting and statement extents over token
// runs, and the facts the lowerings need about an OpenMP directive: its name
// words, whether it is standalone or a loop directive, and its collapse(n).
// One implementation each (the plugin once had three bracket matchers, three
// name extractors and two collapse parsers, one of them over raw text).
//
//===----------------------------------------------------------------------===//
#include "TokenScan.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace approx {

size_t closingBracket(llvm::ArrayRef<Token> T, size_t I) {
  int Depth = 0;
  for (size_t J = I; J < T.size(); ++J) {
    if (T[J].isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (T[J].isOneOf(tok::r_paren, tok::r_square, tok::r_brace) && --Depth == 0)
      return J;
  }
  return T.size();
}

size_t topLevelEnd(llvm::ArrayRef<Token> T, size_t I, llvm::ArrayRef<tok::TokenKind> Stop) {
  int Depth = 0;
  for (; I < T.size(); ++I) {
    if (Depth == 0 && llvm::any_of(Stop, [&](tok::TokenKind K) { return T[I].is(K); }))
      return I;
    if (T[I].isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (T[I].isOneOf(tok::r_paren, tok::r_square, tok::r_brace) && Depth-- == 0)
      return I;
  }
  return T.size();
}

std::vector<TokenVec> splitTopLevel(llvm::ArrayRef<Token> Toks, tok::TokenKind K) {
  std::vector<TokenVec> Parts(1);
  int Depth = 0;
  for (const Token &T : Toks) {
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
      --Depth;
    else if (Depth == 0 && T.is(K)) {
      Parts.emplace_back();
      continue;
    }
    Parts.back().push_back(T);
  }
  return Parts;
}

size_t clauseModifier(llvm::ArrayRef<Token> Args, std::string *Mod) {
  size_t J = 0;
  while (J < Args.size() && !identName(Args[J]).empty())
    ++J;
  if (J == 0 || J == Args.size() || Args[J].isNot(tok::colon))
    return 0;
  if (Mod) {
    Mod->clear();
    for (size_t K = 0; K < J; ++K)
      *Mod += (K ? " " : "") + identName(Args[K]).str();
  }
  return J + 1;
}

bool ifForTarget(llvm::StringRef Mod) { return Mod.empty() || Mod.starts_with("target"); }

size_t directiveEnd(llvm::ArrayRef<Token> Toks, size_t I) {
  while (I < Toks.size() && Toks[I].isNot(tok::annot_pragma_openmp_end))
    ++I;
  return I;
}

llvm::StringRef identName(const Token &T) {
  return T.getIdentifierInfo() ? T.getIdentifierInfo()->getName() : llvm::StringRef();
}

bool isAssignOp(const Token &T) {
  return T.isOneOf(tok::equal, tok::plusequal, tok::minusequal, tok::starequal, tok::slashequal,
                   tok::percentequal, tok::lesslessequal, tok::greatergreaterequal, tok::ampequal,
                   tok::caretequal, tok::pipeequal) ||
         T.isOneOf(tok::plusplus, tok::minusminus);
}

bool isPrefixOperator(llvm::ArrayRef<Token> T, size_t I) {
  return I == 0 ||
         !T[I - 1].isOneOf(tok::identifier, tok::numeric_constant, tok::r_paren, tok::r_square);
}

namespace {
bool isUnaryStar(llvm::ArrayRef<Token> T, size_t I) {
  return T[I].is(tok::star) && isPrefixOperator(T, I);
}
} // namespace

bool isElementUse(llvm::ArrayRef<Token> T, size_t I) {
  if (I + 1 < T.size() && T[I + 1].is(tok::l_square)) // not `&a[i]`: the element's address
    return I == 0 || T[I - 1].isNot(tok::amp) || !isPrefixOperator(T, I - 1);
  if (I > 0 && isUnaryStar(T, I - 1))
    return true;
  // *(a + k): the parenthesis opened by a dereference, closed after one offset.
  if (I < 2 || T[I - 1].isNot(tok::l_paren) || !isUnaryStar(T, I - 2) || I + 1 >= T.size() ||
      !T[I + 1].isOneOf(tok::plus, tok::minus))
    return false;
  size_t Close = closingBracket(T, I - 1);
  for (size_t J = I + 2; J < Close && J < T.size(); ++J) {
    if (T[J].isOneOf(tok::l_paren, tok::l_square))
      J = closingBracket(T, J);
    else if (T[J].isOneOf(tok::comma, tok::question) || isAssignOp(T[J]))
      return false;
  }
  return Close < T.size();
}

bool sameSpelling(Preprocessor &PP, llvm::ArrayRef<Token> A, llvm::ArrayRef<Token> B) {
  if (A.size() != B.size())
    return false;
  for (size_t I = 0; I < A.size(); ++I)
    if (A[I].getKind() != B[I].getKind() || PP.getSpelling(A[I]) != PP.getSpelling(B[I]))
      return false;
  return true;
}

bool elementAssignedAt(llvm::ArrayRef<Token> Run, size_t I) {
  size_t First = I, Last = I; // the element's tokens
  if (I + 1 < Run.size() && Run[I + 1].is(tok::l_square)) {
    while (Last + 1 < Run.size() && Run[Last + 1].is(tok::l_square)) // a[..][..]
      Last = closingBracket(Run, Last + 1);
  } else if (I > 0 && Run[I - 1].is(tok::star) && isPrefixOperator(Run, I - 1)) {
    First = I - 1;
  } else if (I > 1 && Run[I - 1].is(tok::l_paren) && Run[I - 2].is(tok::star) &&
             isPrefixOperator(Run, I - 2)) {
    First = I - 2;
    Last = closingBracket(Run, I - 1);
  }
  // Through parentheses: `(a[i]) = `, `++(*a)`.
  while (Last + 1 < Run.size() && Run[Last + 1].is(tok::r_paren) && First > 0 &&
         Run[First - 1].is(tok::l_paren)) {
    ++Last;
    --First;
  }
  return (Last + 1 < Run.size() && isAssignOp(Run[Last + 1])) ||
         (First > 0 && Run[First - 1].isOneOf(tok::plusplus, tok::minusminus));
}

llvm::StringRef mapTypeOf(llvm::ArrayRef<Token> Prefix) {
  llvm::StringRef Type = "tofrom";
  for (size_t I = 0; I < Prefix.size(); ++I) {
    if (Prefix[I].isOneOf(tok::l_paren, tok::l_square)) { // e.g. mapper(id)
      I = closingBracket(Prefix, I);
      continue;
    }
    llvm::StringRef W = identName(Prefix[I]);
    if (llvm::is_contained({"to", "from", "tofrom", "alloc", "release", "delete"}, W))
      Type = W;
  }
  return Type;
}

size_t skipStatement(llvm::ArrayRef<Token> Toks, size_t I) {
  size_t N = Toks.size();
  if (I >= N)
    return N;
  const Token &T = Toks[I];
  switch (T.getKind()) {
  case tok::l_brace:
    return pastBracket(Toks, I);
  case tok::semi:
    return I + 1;
  case tok::annot_pragma_openmp: {
    size_t J = directiveEnd(Toks, I) + 1;
    if (isStandaloneDirective(directiveName(Toks.slice(I))))
      return J;
    return skipStatement(Toks, J);
  }
  case tok::kw_for:
  case tok::kw_while:
  case tok::kw_switch:
    return skipStatement(Toks, pastBracket(Toks, I + 1));
  case tok::kw_if: {
    size_t J = I + 1;
    if (J < N && Toks[J].is(tok::kw_constexpr))
      ++J;
    J = skipStatement(Toks, pastBracket(Toks, J));
    if (J < N && Toks[J].is(tok::kw_else))
      J = skipStatement(Toks, J + 1);
    return J;
  }
  case tok::kw_do: {
    size_t J = skipStatement(Toks, I + 1); // at 'while'
    return skipStatement(Toks, J + 1 < N ? pastBracket(Toks, J + 1) : N);
  }
  default:
    if (T.isAnnotation()) // another statement pragma prefixes a statement
      return skipStatement(Toks, I + 1);
    while (I < N) {
      if (Toks[I].isOneOf(tok::l_paren, tok::l_square, tok::l_brace)) {
        I = pastBracket(Toks, I);
        continue;
      }
      if (Toks[I++].is(tok::semi))
        break;
    }
    return I;
  }
}

llvm::SmallVector<llvm::StringRef, 8> directiveWords(llvm::ArrayRef<Token> Run) {
  llvm::SmallVector<llvm::StringRef, 8> Words;
  for (const Token &T : Run) {
    if (T.is(tok::annot_pragma_openmp))
      continue;
    if (!T.getIdentifierInfo()) // annot_pragma_openmp_end included
      break;
    Words.push_back(T.getIdentifierInfo()->getName());
  }
  return Words;
}

std::string directiveName(llvm::ArrayRef<Token> Run) {
  return llvm::join(directiveWords(Run), " ");
}

bool isStandaloneDirective(llvm::StringRef Name) {
  llvm::StringRef First = Name.split(' ').first;
  if (First == "target") {
    llvm::StringRef Second = Name.split(' ').second.split(' ').first;
    return Second == "update" || Second == "enter" || Second == "exit";
  }
  if (First == "cancellation" || First == "ordered")
    return First == "cancellation" || Name.contains("depend") || Name.contains("doacross");
  return llvm::StringSwitch<bool>(First)
      .Cases("barrier", "taskwait", "taskyield", "flush", "depobj", true)
      .Cases("scan", "cancel", "error", "interop", "assumes", true)
      .Default(false);
}

bool isLoopDirective(llvm::ArrayRef<Token> Run) {
  for (llvm::StringRef W : directiveWords(Run)) {
    if (W == "for" || W == "simd" || W == "distribute" || W == "loop" || W == "taskloop")
      return true;
    if (W == "collapse") // the first clause: the name is over
      break;
  }
  return false;
}

std::optional<unsigned> collapseCount(Preprocessor &PP, llvm::ArrayRef<Token> Run,
                                      SourceLocation &At) {
  llvm::ArrayRef<Token> T = Run;
  for (size_t I = 0; I < T.size() && T[I].isNot(tok::annot_pragma_openmp_end); ++I) {
    if (identName(T[I]) != "collapse")
      continue;
    At = T[I].getLocation();
    if (I + 3 < T.size() && T[I + 1].is(tok::l_paren) && T[I + 2].is(tok::numeric_constant) &&
        T[I + 3].is(tok::r_paren)) {
      llvm::SmallString<16> Buf;
      unsigned N = 0;
      if (!PP.getSpelling(T[I + 2], Buf).getAsInteger(0, N) && N >= 1)
        return N;
    }
    return std::nullopt;
  }
  return 1;
}

unsigned transformedLoops(llvm::ArrayRef<Token> Run) {
  llvm::StringRef Kind = directiveKind(Run);
  if (Kind == "unroll")
    return 1;
  if (Kind != "tile")
    return 0;
  for (size_t I = 0; I + 1 < Run.size(); ++I)
    if (identName(Run[I]) == "sizes" && Run[I + 1].is(tok::l_paren)) {
      size_t E = closingBracket(Run, I + 1);
      return splitTopLevel(Run.slice(I + 2, std::min(E, Run.size()) - I - 2), tok::comma).size();
    }
  return 1;
}

static bool startsDeclaration(const Token &T) {
  return T.isOneOf(tok::kw_int, tok::kw_long, tok::kw_unsigned, tok::kw_signed, tok::kw_short,
                   tok::kw_char, tok::kw_const, tok::kw_double, tok::kw_float);
}

void hoistForInitDecls(Preprocessor &PP, TokenVec &Toks) {
  for (size_t I = 0; I + 2 < Toks.size(); ++I) {
    if (Toks[I].isNot(tok::kw_for) || Toks[I + 1].isNot(tok::l_paren) ||
        !startsDeclaration(Toks[I + 2]))
      continue;
    size_t Close = closingBracket(Toks, I + 1);
    size_t Semi = topLevelEnd(Toks, I + 2, {tok::semi});
    size_t Eq = topLevelEnd(Toks, I + 2, {tok::equal, tok::semi, tok::comma});
    if (Close >= Toks.size() || Semi >= Close || Eq >= Semi || Toks[Eq].isNot(tok::equal) ||
        topLevelEnd(Toks, Eq, {tok::semi, tok::comma}) != Semi ||
        Toks[Eq - 1].isNot(tok::identifier) || !identName(Toks[Eq - 1]).starts_with("__approx"))
      continue;
    // The OpenMP directives that prefix the loop come after the declaration.
    size_t Start = I;
    while (Start > 0 && Toks[Start - 1].is(tok::annot_pragma_openmp_end)) {
      size_t B = Start - 1;
      while (B > 0 && Toks[B].isNot(tok::annot_pragma_openmp))
        --B;
      if (Toks[B].isNot(tok::annot_pragma_openmp))
        break;
      Start = B;
    }
    size_t End = skipStatement(Toks, I);
    TokenBuilder B(PP, Toks[I].getLocation());
    TokenVec Decl = B.code("{ $0;", {TokenVec(Toks.begin() + I + 2, Toks.begin() + Eq)}).take();
    TokenVec RBrace = TokenBuilder(PP, Toks[I].getLocation()).code("}").take();
    // A line of its own (-Wmisleading-indentation would take a '}' at the
    // loop's column for a statement after the loop's body).
    RBrace.front().setFlag(Token::StartOfLine);
    // `{ decl; directives for (name = e; ...) S }`
    Toks.insert(Toks.begin() + End, RBrace.begin(), RBrace.end());
    Toks.erase(Toks.begin() + I + 2, Toks.begin() + Eq - 1); // keeps the name
    Toks.insert(Toks.begin() + Start, Decl.begin(), Decl.end());
    I += Decl.size(); // at the 'for'; the loops nested in S follow
  }
}

bool hasUnclosedOmpDirective(llvm::ArrayRef<clang::Token> T) {
  for (size_t I = 0; I < T.size(); ++I) {
    if (T[I].isNot(clang::tok::annot_pragma_openmp))
      continue;
    int Depth = 0;
    for (++I; I < T.size() && T[I].isNot(clang::tok::annot_pragma_openmp_end); ++I) {
      if (T[I].isOneOf(clang::tok::l_paren, clang::tok::l_square))
        ++Depth;
      else if (T[I].isOneOf(clang::tok::r_paren, clang::tok::r_square) && Depth > 0)
        --Depth;
    }
    if (Depth > 0)
      return true;
  }
  return false;
}

} // namespace approx
