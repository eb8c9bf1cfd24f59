//===- ClauseParser.cpp - #pragma approx clause grammar -------------------===//
//
// A cursor over the pragma's tokens with one function per clause. Clause
// arguments that are expressions are captured as balanced token runs; the
// few that must be compile-time facts (perfo kind, modes, label) are checked
// here. Checks of values and of clauses together (constant perfo values and
// chunks, clause combinations, data items) are in DirectiveChecks.cpp.
//
//===----------------------------------------------------------------------===//
#include "ClauseParser.h"
#include "Diag.h"
#include "DirectiveChecks.h"
#include "clang/Lex/LiteralSupport.h"
#include "llvm/ADT/StringSwitch.h"
#include <cstdlib>

using namespace clang;

namespace approx {
namespace {

class Parser {
public:
  Parser(Preprocessor &PP, llvm::ArrayRef<Token> Toks, SourceLocation EndLoc,
         ApproxDirective &D, bool Override)
      : PP(PP), Toks(Toks), EndLoc(EndLoc), D(D), Override(Override) {}

  bool run();

private:
  bool atEnd() const { return I >= Toks.size(); }
  const Token &peek() const { return Toks[I]; }
  SourceLocation loc() const { return atEnd() ? EndLoc : Toks[I].getLocation(); }
  bool is(tok::TokenKind K) const { return !atEnd() && Toks[I].is(K); }
  llvm::StringRef word() const {
    if (atEnd() || !Toks[I].getIdentifierInfo())
      return {};
    return Toks[I].getIdentifierInfo()->getName();
  }
  bool expect(tok::TokenKind K, const char *What, llvm::StringRef Clause) {
    if (is(K)) {
      ++I;
      return true;
    }
    error(PP, loc(), "expected '%0' in '%1' clause") << What << Clause;
    return false;
  }
  /// Collects a balanced token run up to (not including) a top-level token of
  /// one of the stop kinds.
  bool expr(ExprToks &E, llvm::StringRef Clause, std::initializer_list<tok::TokenKind> Stop);
  bool mode(ModeClause &M, llvm::StringRef Clause, std::initializer_list<llvm::StringRef> Modes);

  bool perfo(SourceLocation Loc);
  bool label(SourceLocation Loc);
  bool ifClause(SourceLocation Loc);
  bool data(std::optional<DataClause> &Slot, llvm::StringRef Name, SourceLocation Loc);
  bool reconstruct(SourceLocation Loc);
  bool precision(SourceLocation Loc);
  bool sync(SourceLocation Loc);
  bool simpleMode(std::optional<ModeClause> &Slot, llvm::StringRef Name, SourceLocation Loc,
                  std::initializer_list<llvm::StringRef> Modes);

  Preprocessor &PP;
  llvm::ArrayRef<Token> Toks;
  SourceLocation EndLoc;
  ApproxDirective &D;
  bool Override;
  size_t I = 0;
};

std::string joinModes(std::initializer_list<llvm::StringRef> Modes) {
  std::string S;
  for (llvm::StringRef M : Modes)
    S += (S.empty() ? "'" : ", '") + M.str() + "'";
  return S;
}

bool Parser::expr(ExprToks &E, llvm::StringRef Clause,
                  std::initializer_list<tok::TokenKind> Stop) {
  E.Loc = loc();
  int Depth = 0;
  while (!atEnd()) {
    const Token &T = peek();
    if (Depth == 0)
      for (tok::TokenKind K : Stop)
        if (T.is(K))
          goto done;
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace)) {
      if (Depth == 0)
        break;
      --Depth;
    }
    E.Toks.push_back(T);
    ++I;
  }
done:
  if (E.Toks.empty()) {
    error(PP, loc(), "expected an expression in '%0' clause") << Clause;
    return false;
  }
  return true;
}

bool Parser::mode(ModeClause &M, llvm::StringRef Clause,
                  std::initializer_list<llvm::StringRef> Modes) {
  llvm::StringRef W = word();
  for (llvm::StringRef Md : Modes)
    if (W == Md) {
      M.Mode = W.str();
      ++I;
      return true;
    }
  if (W.empty())
    error(PP, loc(), "expected %0 in '%1' clause") << joinModes(Modes) << Clause;
  else
    error(PP, loc(), "unknown mode '%0' in '%1' clause; expected %2")
        << W << Clause << joinModes(Modes);
  return false;
}

/// Value of a single numeric literal, if the run is exactly one (or a
/// parenthesized one); used to reject bad constants at compile time.
std::optional<double> literalValue(Preprocessor &PP, const TokenVec &Toks) {
  size_t B = 0, E = Toks.size();
  while (E - B >= 3 && Toks[B].is(tok::l_paren) && Toks[E - 1].is(tok::r_paren))
    ++B, --E;
  bool Neg = false;
  if (E - B == 2 && Toks[B].is(tok::minus))
    Neg = true, ++B;
  if (E - B != 1 || Toks[B].isNot(tok::numeric_constant))
    return std::nullopt;
  std::string S = PP.getSpelling(Toks[B]);
  while (!S.empty() && strchr("uUlLfF", S.back()) && !(S.size() > 2 && S[1] == 'x'))
    S.pop_back();
  char *End = nullptr;
  double V = strtod(S.c_str(), &End);
  if (!End || *End)
    return std::nullopt;
  return Neg ? -V : V;
}

bool Parser::perfo(SourceLocation Loc) {
  const char *Kinds = "'small', 'large', 'rate', 'rand', 'init', 'fini'";
  if (!expect(tok::l_paren, "(", "perfo"))
    return false;
  PerfoClause P;
  P.KindLoc = loc();
  llvm::StringRef K = word();
  auto Kind = llvm::StringSwitch<std::optional<PerfoKind>>(K)
                  .Case("small", PerfoKind::Small)
                  .Case("large", PerfoKind::Large)
                  .Case("rate", PerfoKind::Rate)
                  .Case("rand", PerfoKind::Rand)
                  .Case("init", PerfoKind::Init)
                  .Case("fini", PerfoKind::Fini)
                  .Default(std::nullopt);
  if (!Kind) {
    if (K.empty())
      error(PP, loc(), "expected a perforation kind (%0) in 'perfo' clause") << Kinds;
    else
      error(PP, loc(), "unknown perforation kind '%0'; expected one of %1") << K << Kinds;
    return false;
  }
  P.Kind = *Kind;
  ++I;
  // chunk(C) may stand before the ':' (the reference form) or after the value.
  auto Chunk = [&]() -> bool {
    ++I; // ','
    if (word() != "chunk") {
      error(PP, loc(), "expected 'chunk(C)' after ',' in 'perfo' clause");
      return false;
    }
    if (P.Chunk) {
      error(PP, loc(), "duplicate 'chunk' in 'perfo' clause");
      return false;
    }
    ++I;
    if (!expect(tok::l_paren, "(", "chunk"))
      return false;
    ExprToks C;
    if (!expr(C, "chunk", {tok::r_paren}) || !expect(tok::r_paren, ")", "chunk"))
      return false;
    if (!checkChunkValue(PP, C))
      return false;
    P.Chunk = std::move(C);
    return true;
  };
  if (is(tok::comma) && !Chunk())
    return false;
  if (!is(tok::colon)) {
    error(PP, loc(), "expected ':' and a value after the perforation kind, as in "
                     "'perfo(%0:expr)'")
        << K;
    return false;
  }
  ++I;
  if (!expr(P.Value, "perfo", {tok::r_paren, tok::comma}))
    return false;
  if (is(tok::comma) && !Chunk())
    return false;
  if (!expect(tok::r_paren, ")", "perfo"))
    return false;
  if (!checkPerfoValue(PP, P, K))
    return false;
  (void)Loc;
  D.Perfo = std::move(P);
  return true;
}

bool Parser::label(SourceLocation Loc) {
  if (!expect(tok::l_paren, "(", "label"))
    return false;
  TokenVec Strs;
  while (!atEnd() && tok::isStringLiteral(peek().getKind()))
    Strs.push_back(Toks[I++]);
  if (Strs.empty()) {
    error(PP, loc(), "'label' expects a string literal, as in label(\"name\")");
    return false;
  }
  StringLiteralParser SLP(Strs, PP);
  if (SLP.hadError)
    return false;
  if (!SLP.isOrdinary()) {
    error(PP, Strs.front().getLocation(), "'label' expects an ordinary string literal");
    return false;
  }
  if (SLP.GetString().empty()) {
    error(PP, Strs.front().getLocation(), "'label' must not be empty");
    return false;
  }
  // A NUL would cut the label short where the runtime reads it (as a C
  // string): "\0x" would become the empty label.
  if (SLP.GetString().contains('\0')) {
    error(PP, Strs.front().getLocation(), "'label' must not contain a NUL character");
    return false;
  }
  if (!expect(tok::r_paren, ")", "label"))
    return false;
  D.Label = SLP.GetString().str();
  D.LabelLoc = Loc;
  return true;
}

bool Parser::ifClause(SourceLocation Loc) {
  ExprToks E;
  if (!expect(tok::l_paren, "(", "if") || !expr(E, "if", {tok::r_paren}) ||
      !expect(tok::r_paren, ")", "if"))
    return false;
  D.If = std::move(E);
  return true;
}

bool Parser::data(std::optional<DataClause> &Slot, llvm::StringRef Name, SourceLocation Loc) {
  if (!expect(tok::l_paren, "(", Name))
    return false;
  ExprToks E;
  if (!expr(E, Name, {tok::r_paren}) || !expect(tok::r_paren, ")", Name))
    return false;
  Slot = DataClause{Loc, std::move(E.Toks)};
  return true;
}

bool Parser::reconstruct(SourceLocation Loc) {
  ModeClause M;
  M.Loc = Loc;
  if (!expect(tok::l_paren, "(", "reconstruct") || !mode(M, "reconstruct", {"nn", "lerp"}))
    return false;
  if (is(tok::comma)) {
    ++I;
    ModeClause Where;
    if (!mode(Where, "reconstruct", {"host", "device"}))
      return false;
    M.Mode += "," + Where.Mode;
  }
  if (!expect(tok::r_paren, ")", "reconstruct"))
    return false;
  D.Reconstruct = std::move(M);
  return true;
}

bool Parser::precision(SourceLocation Loc) {
  ModeClause M;
  M.Loc = Loc;
  if (!expect(tok::l_paren, "(", "precision") ||
      !mode(M, "precision", {"float", "half", "bf16", "unorm8", "unorm16"}))
    return false;
  // One clause with a floating-point type and one with unorm8/16 (in-items
  // transferred as fixed point) may stand side by side.
  std::optional<ModeClause> &Slot =
      llvm::StringRef(M.Mode).starts_with("unorm") ? D.Unorm : D.Precision;
  if (Slot && !Override) {
    error(PP, Loc, "duplicate 'precision' clause; a pragma takes one with a floating-point type "
                   "and one with 'unorm8' or 'unorm16'");
    return false;
  }
  if (is(tok::colon)) {
    ++I;
    ExprToks L;
    if (!expr(L, "precision", {tok::r_paren}))
      return false;
    M.Arg = std::move(L);
  }
  if (!expect(tok::r_paren, ")", "precision"))
    return false;
  Slot = std::move(M);
  return true;
}

bool Parser::sync(SourceLocation Loc) {
  ModeClause M;
  M.Loc = Loc;
  if (!expect(tok::l_paren, "(", "sync") ||
      !mode(M, "sync", {"skip", "warp", "tile", "active"}))
    return false;
  if (M.Mode == "tile") {
    ExprToks K;
    SourceLocation KLoc = loc();
    if (!expect(tok::l_paren, "(", "tile") || !expr(K, "tile", {tok::r_paren}) ||
        !expect(tok::r_paren, ")", "tile"))
      return false;
    auto V = literalValue(PP, K.Toks);
    long long N = V ? (long long)*V : 0;
    if (!V || *V != (double)N || N < 1 || N > 32 || (N & (N - 1))) {
      error(PP, KLoc.isValid() ? K.Loc : KLoc,
            "'tile(K)' needs K to be a power of two between 1 and 32");
      return false;
    }
    M.Arg = std::move(K);
  }
  if (!expect(tok::r_paren, ")", "sync"))
    return false;
  D.Sync = std::move(M);
  return true;
}

bool Parser::simpleMode(std::optional<ModeClause> &Slot, llvm::StringRef Name,
                        SourceLocation Loc, std::initializer_list<llvm::StringRef> Modes) {
  ModeClause M;
  M.Loc = Loc;
  if (!expect(tok::l_paren, "(", Name) || !mode(M, Name, Modes) ||
      !expect(tok::r_paren, ")", Name))
    return false;
  Slot = std::move(M);
  return true;
}

bool Parser::run() {
  // '::' has no meaning in C, and clang 19's C parser loops forever on a
  // parenthesised expression that starts with it ("(:: 0)"): the lowerings
  // put every clause expression in parentheses. Found by tools/fuzz.
  if (!PP.getLangOpts().CPlusPlus)
    for (const Token &T : Toks)
      if (T.is(tok::coloncolon)) {
        error(PP, T.getLocation(), "'::' is not valid in C");
        return false;
      }
  bool First = true;
  while (!atEnd()) {
    if (!First && is(tok::comma)) {
      ++I;
      if (atEnd()) {
        error(PP, loc(), "expected a clause after ','");
        return false;
      }
    }
    First = false;
    SourceLocation Loc = loc();
    llvm::StringRef Name = word();
    if (Name.empty()) {
      error(PP, Loc, "expected a clause name (perfo, in, out, reconstruct, precision, "
                     "sync, atomic, branch, label, if)");
      return false;
    }
    auto Present = [&]() -> bool {
      return llvm::StringSwitch<bool>(Name)
          .Case("perfo", D.Perfo.has_value())
          .Case("label", D.Label.has_value())
          .Case("if", D.If.has_value())
          .Case("in", D.In.has_value())
          .Case("out", D.Out.has_value())
          .Case("reconstruct", D.Reconstruct.has_value())
          .Case("precision", false) // checked by precision(): one per kind
          .Case("sync", D.Sync.has_value())
          .Case("atomic", D.Atomic.has_value())
          .Case("branch", D.Branch.has_value())
          .Default(false);
    }();
    if (Present && !Override) {
      error(PP, Loc, "duplicate '%0' clause; each clause may appear at most once") << Name;
      return false;
    }
    ++I;
    bool Ok;
    if (Name == "perfo")
      Ok = perfo(Loc);
    else if (Name == "label")
      Ok = label(Loc);
    else if (Name == "if")
      Ok = ifClause(Loc);
    else if (Name == "in")
      Ok = data(D.In, "in", Loc);
    else if (Name == "out")
      Ok = data(D.Out, "out", Loc);
    else if (Name == "reconstruct")
      Ok = reconstruct(Loc);
    else if (Name == "precision")
      Ok = precision(Loc);
    else if (Name == "sync")
      Ok = sync(Loc);
    else if (Name == "atomic")
      Ok = simpleMode(D.Atomic, "atomic", Loc, {"team", "block", "warp", "none", "skip"});
    else if (Name == "branch")
      Ok = simpleMode(D.Branch, "branch", Loc, {"majority", "then", "else", "skip"});
    else {
      error(PP, Loc, "unknown clause '%0' in '#pragma approx'; expected perfo, in, out, "
                     "reconstruct, precision, sync, atomic, branch, label or if")
          << Name;
      return false;
    }
    if (!Ok)
      return false;
  }
  return true;
}

} // namespace

bool parseClauses(Preprocessor &PP, llvm::ArrayRef<Token> Toks, SourceLocation EndLoc,
                  ApproxDirective &D, bool Override) {
  return Parser(PP, Toks, EndLoc, D, Override).run();
}

} // namespace approx
