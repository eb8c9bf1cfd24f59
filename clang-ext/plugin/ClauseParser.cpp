//===- ClauseParser.cpp - #pragma approx clause grammar -------------------===//
//
// A cursor over the pragma's tokens with one function per clause. Clause
// arguments that are expressions are captured as balanced token runs; the
// few that must be compile-time facts (perfo kind, modes, label) are checked
// here, and constant perfo values/chunks are range-checked early
// (ClauseRanges.h), against the ranges the runtime applies. Kind and mode
// words come from the one table, headers/approx_kinds.def (Directive.h).
// Checks of clauses together and of the data clauses are in
// DirectiveChecks.cpp.
//
//===----------------------------------------------------------------------===//
#include "ClauseParser.h"
#include "ClauseRanges.h"
#include "ConstEval.h"
#include "Diag.h"
#include "MemoClause.h"
#include "TokenScan.h"
#include "clang/Lex/LiteralSupport.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace approx {
namespace {

class Parser {
public:
  Parser(Preprocessor &PP, Sema *S, llvm::ArrayRef<Token> Toks, SourceLocation EndLoc,
         ApproxDirective &D, bool Override)
      : PP(PP), S(S), Toks(Toks), EndLoc(EndLoc), D(D), Override(Override) {}

  bool run();

private:
  bool atEnd() const { return I >= Toks.size(); }
  const Token &peek() const { return Toks[I]; }
  SourceLocation loc() const { return atEnd() ? EndLoc : Toks[I].getLocation(); }
  bool is(tok::TokenKind K) const { return !atEnd() && Toks[I].is(K); }
  llvm::StringRef word() const { return atEnd() ? llvm::StringRef() : identName(Toks[I]); }
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
  /// The mode word at the cursor, one of E's table (or, for precision, of
  /// E's and Also's tables, listed together in the error).
  template <typename E, typename Also = E>
  std::optional<E> mode(llvm::StringRef Clause, bool WithAlso = false);

  bool perfo(SourceLocation Loc);
  bool label(SourceLocation Loc);
  bool ifClause(SourceLocation Loc);
  bool data(std::optional<DataClause> &Slot, llvm::StringRef Name, SourceLocation Loc);
  bool reconstruct(SourceLocation Loc);
  bool precision(SourceLocation Loc);
  bool sync(SourceLocation Loc);
  template <typename E>
  bool simpleMode(std::optional<ModeClause<E>> &Slot, llvm::StringRef Name, SourceLocation Loc);

  Preprocessor &PP;
  Sema *S;
  llvm::ArrayRef<Token> Toks;
  SourceLocation EndLoc;
  ApproxDirective &D;
  bool Override;
  size_t I = 0;
  /// The clauses this text has given so far: an override replaces the
  /// pragma's (and an earlier option's) clause, but one text gives each
  /// clause once, as a pragma does.
  llvm::SmallVector<llvm::StringRef, 8> Given;
  /// The indices in D.Precisions of the precision clauses this text gave,
  /// and whether it gave a unorm one.
  llvm::SmallVector<size_t, 2> PrecGiven;
  bool UnormGiven = false;
};

/// "'a', 'b', 'c'": the words of E's table, for diagnostics.
template <typename E> void joinModes(std::string &S) {
  for (const KindName<E> &K : kindTable<E>())
    if (!K.Alias)
      S += (S.empty() ? "'" : ", '") + K.Spelling.str() + "'";
}

bool Parser::expr(ExprToks &E, llvm::StringRef Clause,
                  std::initializer_list<tok::TokenKind> Stop) {
  E.Loc = loc();
  size_t End = topLevelEnd(Toks, I, llvm::ArrayRef<tok::TokenKind>(Stop.begin(), Stop.size()));
  E.Toks.append(Toks.begin() + I, Toks.begin() + End);
  I = End;
  if (E.Toks.empty()) {
    error(PP, loc(), "expected an expression in '%0' clause") << Clause;
    return false;
  }
  return true;
}

template <typename E, typename Also>
std::optional<E> Parser::mode(llvm::StringRef Clause, bool WithAlso) {
  llvm::StringRef W = word();
  if (std::optional<E> M = kindNamed<E>(W)) {
    ++I;
    return M;
  }
  if (WithAlso && kindNamed<Also>(W))
    return std::nullopt; // the caller reads it as an Also
  std::string Modes;
  joinModes<E>(Modes);
  if (WithAlso)
    joinModes<Also>(Modes);
  if (W.empty())
    error(PP, loc(), "expected %0 in '%1' clause") << Modes << Clause;
  else
    error(PP, loc(), "unknown mode '%0' in '%1' clause; expected %2") << W << Clause << Modes;
  return std::nullopt;
}

bool Parser::perfo(SourceLocation Loc) {
  std::string Kinds;
  joinModes<PerfoKind>(Kinds);
  if (!expect(tok::l_paren, "(", "perfo"))
    return false;
  PerfoClause P;
  P.Loc = Loc;
  P.KindLoc = loc();
  llvm::StringRef K = word();
  std::optional<PerfoKind> Kind = kindNamed<PerfoKind>(K);
  if (!Kind) {
    if (K.empty())
      error(PP, loc(), "expected a perforation kind (%0) in 'perfo' clause") << Kinds;
    else
      error(PP, loc(), "unknown perforation kind '%0'; expected one of %1") << K << Kinds;
    return false;
  }
  P.Kind = *Kind;
  P.AliasSpelling = K != spelling(*Kind);
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
    if (!chunkInRange(PP, C.Toks)) {
      error(PP, C.Loc, "'chunk' must be an integer in [1, 9007199254740992]");
      return false;
    }
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
  std::optional<double> V = evalConstant(PP, P.Value.Toks);
  if (V && !perfoValueInRange(P.Kind, *V)) {
    if (P.Kind == PerfoKind::Small || P.Kind == PerfoKind::Large)
      error(PP, P.Value.Loc, "perforation kind '%0' needs an integer in [2, 2147483647]") << K;
    else
      error(PP, P.Value.Loc, "perforation kind '%0' needs a rate in [0, 1)") << K;
    return false;
  }
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
  ReconstructClause M;
  M.Loc = Loc;
  std::optional<ReconMethod> Method;
  if (!expect(tok::l_paren, "(", "reconstruct") || !(Method = mode<ReconMethod>("reconstruct")))
    return false;
  M.Mode = *Method;
  if (is(tok::comma)) {
    ++I;
    M.Place = mode<ReconPlace>("reconstruct");
    if (!M.Place)
      return false;
  }
  if (!expect(tok::r_paren, ")", "reconstruct"))
    return false;
  D.Reconstruct = std::move(M);
  return true;
}

/// precision(T [: list]) with T float, half or bf16, precision(double : list)
/// (kept exact), or precision(unormN : list). Clauses of different
/// floating-point types stand side by side (docs/language.md, "Mixed
/// precision"); a -fapprox-set precision clause replaces all of the
/// pragma's (the same type twice: the later wins).
bool Parser::precision(SourceLocation Loc) {
  if (!expect(tok::l_paren, "(", "precision"))
    return false;
  SourceLocation TypeLoc = loc();
  bool Double = is(tok::kw_double);
  std::optional<PrecType> Type;
  std::optional<UnormBits> Bits;
  if (Double) {
    ++I;
  } else {
    Type = mode<PrecType, UnormBits>("precision", /*WithAlso=*/true);
    if (!Type) {
      Bits = kindNamed<UnormBits>(word());
      if (!Bits)
        return false;
      ++I;
    }
  }
  std::optional<ExprToks> List;
  if (is(tok::colon)) {
    ++I;
    if (!expr(List.emplace(), "precision", {tok::r_paren}))
      return false;
  }
  if (!expect(tok::r_paren, ")", "precision"))
    return false;
  if (Bits) {
    if (D.Unorm && (!Override || UnormGiven)) {
      error(PP, Loc,
            "duplicate 'precision' clause; a pragma takes one with 'unorm8' or "
            "'unorm16'");
      return false;
    }
    D.Unorm = ModeClause<UnormBits>{Loc, *Bits, std::move(List)};
    UnormGiven = true;
    return true;
  }
  llvm::StringRef Word = Double ? "double" : spelling(*Type);
  if (Double && !List) {
    error(PP, TypeLoc,
          "'precision(double)' needs a list: it keeps the listed variables "
          "exact, e.g. 'precision(double : x)'");
    return false;
  }
  if (Override && !D.PrecisionOverridden) {
    D.Precisions.clear(); // -fapprox-set replaces the pragma's precision
    D.PrecisionOverridden = true;
  }
  for (size_t K = 0; K < D.Precisions.size(); ++K) {
    PrecClause &P = D.Precisions[K];
    bool Same = P.Type == Type;
    if (!Same && (List || P.Arg))
      continue;
    if (Override && !llvm::is_contained(PrecGiven, K)) {
      P = PrecClause{Loc, Type, std::move(List), TypeLoc};
      PrecGiven.push_back(K);
      return true;
    }
    if (Same)
      error(PP, Loc,
            "duplicate 'precision(%0)' clause; list every variable of one type in one "
            "clause")
          << Word;
    else
      error(PP, Loc,
            "a pragma takes one 'precision' clause without a list; give the other "
            "types lists");
    return false;
  }
  PrecGiven.push_back(D.Precisions.size());
  D.Precisions.push_back(PrecClause{Loc, Type, std::move(List), TypeLoc});
  return true;
}

bool Parser::sync(SourceLocation Loc) {
  ModeClause<SyncMode> M;
  M.Loc = Loc;
  std::optional<SyncMode> Mode;
  if (!expect(tok::l_paren, "(", "sync") || !(Mode = mode<SyncMode>("sync")))
    return false;
  M.Mode = *Mode;
  if (M.Mode == SyncMode::Tile) {
    ExprToks K;
    SourceLocation KLoc = loc();
    if (!expect(tok::l_paren, "(", "tile") || !expr(K, "tile", {tok::r_paren}) ||
        !expect(tok::r_paren, ")", "tile"))
      return false;
    // K must be known here (a literal, a macro, an enumerator, a constexpr:
    // ConstEval.h), as memo's section lengths: the barrier is checked at
    // the pragma, not per template instantiation.
    ConstValue C = evalClauseConstant(PP, S, D.PragmaLoc, K.Toks);
    SourceLocation At = KLoc.isValid() ? K.Loc : KLoc;
    if (C.Kind == ConstKind::Dependent) {
      error(PP, At,
            "'tile(K)' needs K to be known at the pragma; '%0' depends on a template "
            "parameter (write a power of two between 1 and 32 known in the template)")
          << C.Name;
      return false;
    }
    if (C.Kind != ConstKind::Known) {
      error(PP, At,
            "'tile(K)' needs K to be a constant known at the pragma (a literal, a macro, an "
            "enumerator or a constexpr variable): a power of two between 1 and 32");
      return false;
    }
    if (!validTileSize(C)) {
      error(PP, At, "'tile(K)' needs K to be a power of two between 1 and 32");
      return false;
    }
    K.Value = C.Value;
    M.Arg = std::move(K);
  }
  if (!expect(tok::r_paren, ")", "sync"))
    return false;
  D.Sync = std::move(M);
  return true;
}

template <typename E>
bool Parser::simpleMode(std::optional<ModeClause<E>> &Slot, llvm::StringRef Name,
                        SourceLocation Loc) {
  ModeClause<E> M;
  M.Loc = Loc;
  if (!expect(tok::l_paren, "(", Name))
    return false;
  std::optional<E> Mode = mode<E>(Name);
  if (!Mode || !expect(tok::r_paren, ")", Name))
    return false;
  M.Mode = *Mode;
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
      error(PP, Loc,
            "expected a clause name (perfo, memo, in, out, inout, reconstruct, "
            "precision, sync, atomic, branch, label, if)");
      return false;
    }
    auto Present = [&]() -> bool {
      return llvm::StringSwitch<bool>(Name)
          .Case("perfo", D.Perfo.has_value())
          .Case("label", D.Label.has_value())
          .Case("if", D.If.has_value())
          .Case("in", D.In.has_value())
          .Case("out", D.Out.has_value())
          .Case("inout", D.Inout.has_value())
          .Case("memo", D.Memo.has_value())
          .Case("reconstruct", D.Reconstruct.has_value())
          .Case("precision", false) // checked by precision(): one per kind
          .Case("sync", D.Sync.has_value())
          .Case("atomic", D.Atomic.has_value())
          .Case("branch", D.Branch.has_value())
          .Default(false);
    }();
    // In -fapprox-set's text a clause replaces the pragma's, but the text
    // itself gives each clause once, as a pragma does.
    if (Present && (!Override || llvm::is_contained(Given, Name))) {
      error(PP, Loc, "duplicate '%0' clause; each clause may appear at most once") << Name;
      return false;
    }
    Given.push_back(Name);
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
    else if (Name == "inout")
      Ok = data(D.Inout, "inout", Loc);
    else if (Name == "memo") {
      MemoClause M;
      Ok = parseMemoClause(PP, S, D.PragmaLoc, Toks, I, EndLoc, Loc, M);
      if (Ok)
        D.Memo = std::move(M);
    } else if (Name == "reconstruct")
      Ok = reconstruct(Loc);
    else if (Name == "precision")
      Ok = precision(Loc);
    else if (Name == "sync")
      Ok = sync(Loc);
    else if (Name == "atomic")
      Ok = simpleMode(D.Atomic, "atomic", Loc);
    else if (Name == "branch")
      Ok = simpleMode(D.Branch, "branch", Loc);
    else if (Name == "dt" || Name == "nn" || Name == "user" || Name == "ml" || Name == "declare") {
      // HPAC's (and HPAC-ML's) other techniques: a clear refusal rather than
      // an unknown word (docs/language.md, "HPAC compatibility").
      error(PP, Loc, "HPAC's '%0' clause is not supported by approx-clang") << Name;
      return false;
    } else {
      error(PP, Loc,
            "unknown clause '%0' in '#pragma approx'; expected perfo, memo, in, out, "
            "inout, reconstruct, precision, sync, atomic, branch, label or if")
          << Name;
      return false;
    }
    if (!Ok)
      return false;
  }
  return true;
}

} // namespace

bool parseClauses(Preprocessor &PP, Sema *S, llvm::ArrayRef<Token> Toks, SourceLocation EndLoc,
                  ApproxDirective &D, bool Override) {
  bool Ok = Parser(PP, S, Toks, EndLoc, D, Override).run();
  D.finishPrecision();
  return Ok;
}

} // namespace approx
