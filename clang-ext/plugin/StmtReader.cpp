//===- StmtReader.cpp - read the statement a pragma applies to ------------===//
//
// Implementation of StmtReader (see the header) and the list of standalone
// OpenMP directives. The -E echo of OpenMP pragmas is in OmpEcho.cpp.
//
//===----------------------------------------------------------------------===//
#include "StmtReader.h"
#include "Diag.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace approx {

SourceLocation Stmt::loc() const {
  if (Kind == For)
    return ForTok.getLocation();
  return Toks.empty() ? SourceLocation() : Toks.front().getLocation();
}

std::unique_ptr<Stmt> Stmt::clone() const {
  auto C = std::make_unique<Stmt>();
  C->Kind = Kind;
  C->Toks = Toks;
  C->ForTok = ForTok;
  C->Head = Head;
  C->LParen = LParen;
  C->RParen = RParen;
  if (Body)
    C->Body = Body->clone();
  return C;
}

void Stmt::flatten(TokenVec &Out) const {
  switch (Kind) {
  case For:
    Out.push_back(ForTok);
    Out.push_back(LParen);
    Out.append(Head.begin(), Head.end());
    Out.push_back(RParen);
    Body->flatten(Out);
    return;
  case Directive:
    Out.append(Toks.begin(), Toks.end());
    if (Body)
      Body->flatten(Out);
    return;
  case Compound:
    if (Body) { // `{ for ... }`: Toks holds the two braces
      Out.push_back(Toks.front());
      Body->flatten(Out);
      Out.push_back(Toks.back());
      return;
    }
    Out.append(Toks.begin(), Toks.end());
    return;
  default:
    Out.append(Toks.begin(), Toks.end());
  }
}

std::string Stmt::directiveName() const { return approx::directiveName(Toks); }

namespace {
/// The readers alive, outermost first (a nested pragma's reader runs
/// inside the lexing of the reader around it).
llvm::SmallVector<const StmtReader *, 4> &live() {
  static llvm::SmallVector<const StmtReader *, 4> L;
  return L;
}
} // namespace

StmtReader::StmtReader(Preprocessor &PP, SourceLocation PragmaLoc)
    : PP(PP), PragmaLoc(PragmaLoc), Guard(PP) {
  End.startToken();
  End.setKind(tok::eof);
  End.setLocation(PragmaLoc);
  live().push_back(this);
}
StmtReader::~StmtReader() { llvm::erase(live(), this); }

llvm::SmallVector<llvm::ArrayRef<Token>, 4> StmtReader::readSoFar() {
  llvm::SmallVector<llvm::ArrayRef<Token>, 4> Out;
  for (const StmtReader *R : llvm::reverse(live()))
    Out.push_back(R->Consumed);
  return Out;
}

Token StmtReader::lex() {
  Token T;
  if (AtEnd || !Guard.lex(T) || T.isOneOf(tok::eof, tok::annot_repl_input_end)) {
    AtEnd = true;
    return End;
  }
  return T;
}

bool StmtReader::endError() {
  if (!Failed) {
    Failed = true;
    if (Consumed.empty())
      error(PP, PragmaLoc, "'#pragma approx' must be followed by a statement in the same file");
    else
      error(PP, PragmaLoc, "the statement after '#pragma approx' is cut off by the end of the file");
  }
  return false;
}

Token StmtReader::next() {
  Token T;
  if (!Pending.empty()) {
    T = Pending.front();
    Pending.erase(Pending.begin());
  } else {
    T = lex();
  }
  if (T.isNot(tok::eof))
    Consumed.push_back(T);
  return T;
}

const Token &StmtReader::peek() {
  if (Pending.empty()) {
    Token T = lex();
    if (T.is(tok::eof))
      return End;
    Pending.push_back(T);
  }
  return Pending.front();
}

bool StmtReader::balanced(TokenVec &Out, tok::TokenKind Open, tok::TokenKind Close) {
  int Depth = 1;
  while (true) {
    Token T = next();
    if (T.is(tok::eof))
      return endError();
    if (T.is(Open))
      ++Depth;
    else if (T.is(Close) && --Depth == 0) {
      Out.push_back(T);
      return true;
    }
    Out.push_back(T);
  }
}

bool StmtReader::untilSemi(TokenVec &Out) {
  int Depth = 0;
  while (true) {
    const Token &P = peek();
    if (P.is(tok::eof))
      return endError();
    if (Depth == 0 && P.is(tok::r_brace)) {
      error(PP, P.getLocation(), "expected ';' to end the statement after '#pragma approx'");
      return false;
    }
    Token T = next();
    Out.push_back(T);
    if (T.isOneOf(tok::l_paren, tok::l_brace, tok::l_square))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_brace, tok::r_square))
      --Depth;
    else if (Depth == 0 && T.is(tok::semi))
      return true;
  }
}

std::unique_ptr<Stmt> StmtReader::readDirective(Token First) {
  auto S = std::make_unique<Stmt>();
  S->Kind = Stmt::Directive;
  S->Toks.push_back(First);
  while (true) {
    Token T = next();
    if (T.is(tok::eof)) {
      endError();
      return nullptr;
    }
    S->Toks.push_back(T);
    if (T.is(tok::annot_pragma_openmp_end))
      break;
  }
  if (isStandaloneDirective(S->directiveName()))
    return S;
  S->Body = read();
  if (!S->Body)
    return nullptr;
  return S;
}

unsigned StmtReader::Inside = 0;

std::unique_ptr<Stmt> StmtReader::read() {
  if (Level++ == 0)
    enter();
  std::unique_ptr<Stmt> S = readOne();
  if (--Level == 0)
    leave();
  return S;
}

void StmtReader::enter() {
  if (!InStmt)
    ++Inside;
  InStmt = true;
}

void StmtReader::leave() {
  if (InStmt)
    --Inside;
  InStmt = false;
}

std::unique_ptr<Stmt> StmtReader::readOne() {
  const Token &P = peek();
  if (P.is(tok::eof)) {
    endError();
    return nullptr;
  }
  if (P.is(tok::r_brace)) {
    error(PP, P.getLocation(), "expected a statement after '#pragma approx'");
    return nullptr;
  }
  Token T = next();
  auto S = std::make_unique<Stmt>();
  S->Toks.push_back(T);
  switch (T.getKind()) {
  case tok::annot_pragma_openmp:
    return readDirective(T);
  case tok::l_brace:
    S->Kind = Stmt::Compound;
    if (peek().is(tok::kw_for)) {
      // Keep the structure of `{ for (...) ... }`: a perfectly nested loop.
      auto Inner = read();
      if (!Inner)
        return nullptr;
      if (peek().is(tok::r_brace)) {
        S->Toks.push_back(next());
        S->Body = std::move(Inner);
        return S;
      }
      Inner->flatten(S->Toks);
    }
    if (!balanced(S->Toks, tok::l_brace, tok::r_brace))
      return nullptr;
    return S;
  case tok::semi:
    return S;
  case tok::kw_for: {
    S->Kind = Stmt::For;
    S->Toks.clear();
    S->ForTok = T;
    if (peek().is(tok::eof)) {
      endError();
      return nullptr;
    }
    if (peek().isNot(tok::l_paren)) {
      error(PP, peek().getLocation(), "expected '(' after 'for'");
      return nullptr;
    }
    S->LParen = next();
    if (!balanced(S->Head, tok::l_paren, tok::r_paren))
      return nullptr;
    S->RParen = S->Head.pop_back_val();
    S->Body = read();
    if (!S->Body)
      return nullptr;
    return S;
  }
  case tok::kw_while:
  case tok::kw_switch:
  case tok::kw_if: {
    if (T.is(tok::kw_if) && peek().is(tok::kw_constexpr))
      S->Toks.push_back(next());
    if (peek().is(tok::eof)) {
      endError();
      return nullptr;
    }
    if (peek().isNot(tok::l_paren)) {
      error(PP, peek().getLocation(), "expected '(' after '%0'") << PP.getSpelling(T);
      return nullptr;
    }
    S->Toks.push_back(next());
    if (!balanced(S->Toks, tok::l_paren, tok::r_paren))
      return nullptr;
    auto Body = read();
    if (!Body)
      return nullptr;
    Body->flatten(S->Toks);
    // Looking for an `else` after the whole statement: a pragma lexed now
    // follows the statement (an `else` brings the reader back inside).
    if (T.is(tok::kw_if) && Level == 1)
      leave();
    if (T.is(tok::kw_if) && peek().is(tok::kw_else)) {
      if (Level == 1)
        enter();
      S->Toks.push_back(next());
      auto Else = read();
      if (!Else)
        return nullptr;
      Else->flatten(S->Toks);
    }
    return S;
  }
  case tok::kw_do: {
    auto Body = read();
    if (!Body)
      return nullptr;
    Body->flatten(S->Toks);
    if (peek().is(tok::eof)) {
      endError();
      return nullptr;
    }
    if (peek().isNot(tok::kw_while)) {
      error(PP, peek().getLocation(), "expected 'while' after the body of 'do'");
      return nullptr;
    }
    S->Toks.push_back(next());
    if (!untilSemi(S->Toks))
      return nullptr;
    return S;
  }
  default:
    if (T.isAnnotation()) {
      // Another statement pragma (loop hints, ...): it prefixes a statement.
      auto Sub = read();
      if (!Sub)
        return nullptr;
      Sub->flatten(S->Toks);
      return S;
    }
    if (T.is(tok::semi))
      return S;
    S->Toks.pop_back();
    // Expression/declaration/jump statement: up to the top-level ';'.
    Pending.insert(Pending.begin(), T);
    Consumed.pop_back();
    if (!untilSemi(S->Toks))
      return nullptr;
    return S;
  }
}

} // namespace approx
