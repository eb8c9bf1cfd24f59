//===- MemoClause.cpp - the grammar of memo(...) --------------------------===//
//
// Parses `memo(in|out [:thread|warp] [, knob(value)]...)`. Numeric knobs
// must be constant expressions (a table's shape and the lowering's code
// depend on them; the run-time table may still override them per label).
// One known at the pragma (ConstEval.h, with Sema's names) is checked here,
// at its tokens, against the ranges of headers/approx_memo_defs.h: the
// same the APPROX_CONFIG reader applies (openmp-runtime/config_memo.c).
// One known only where the lowered code is compiled (a template parameter:
// per instantiation) is checked there by a static assertion at its tokens.
//
//===----------------------------------------------------------------------===//
#include "MemoClause.h"
#include "ConstEval.h"
#include "Diag.h"
#include "TokenScan.h"
#include "approx_memo_defs.h"
#include <cmath>
#include <limits>

using namespace clang;

namespace approx {
namespace {

enum class Knob { Threshold, Size, Tables, Items, History, Predict, Hierarchy, Replace, None };

struct KnobInfo {
  Knob K;
  const char *Word;
  bool ForIn, ForOut;
};

const KnobInfo Knobs[] = {
    {Knob::Threshold, "threshold", true, true},  {Knob::Size, "size", true, false},
    {Knob::Tables, "tables", true, false},       {Knob::Items, "items", true, true},
    {Knob::History, "history", false, true},     {Knob::Predict, "predict", false, true},
    {Knob::Hierarchy, "hierarchy", true, false}, {Knob::Replace, "replace", true, false},
};

/// What a numeric knob's constant must be: its range as a condition on $0
/// (lowered code: floating values too) and the error that says so.
struct KnobRange {
  std::string Cond, Message;
};

std::string num(double V) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%.17g", V);
  return Buf;
}

KnobRange knobRange(Knob K) {
  auto Int = [](double Lo, double Hi) {
    return "($0) >= " + num(Lo) + " && ($0) <= " + num(Hi) + " && !(($0) - @(long long)($0))";
  };
  switch (K) {
  case Knob::Threshold:
    return {"($0) >= 0 && ($0) <= 1.7976931348623157e308",
            "'threshold' of 'memo' must be a finite number >= 0"};
  case Knob::Size:
    return {Int(1, __APPROX_MEMO_MAX_SIZE), "'size' of 'memo' must be an integer in [1, " +
                                                num(__APPROX_MEMO_MAX_SIZE) +
                                                "] (entries of one table)"};
  case Knob::Tables:
    return {Int(1, __APPROX_MEMO_MAX_TABLES) + " && !(@(long long)($0) & (@(long long)($0) - 1))",
            "'tables' of 'memo' must be a power of two in [1, " + num(__APPROX_MEMO_MAX_TABLES) +
                "] (tables per warp)"};
  case Knob::Items:
    return {Int(1, __APPROX_MEMO_MAX_ITEMS), "'items' of 'memo' must be an integer in [1, " +
                                                 num(__APPROX_MEMO_MAX_ITEMS) +
                                                 "] (iterations per thread)"};
  case Knob::History:
    return {Int(1, __APPROX_MEMO_MAX_HISTORY), "'history' of 'memo' must be an integer in [1, " +
                                                   num(__APPROX_MEMO_MAX_HISTORY) + "]"};
  case Knob::Predict:
    return {Int(1, __APPROX_MEMO_MAX_PREDICT), "'predict' of 'memo' must be an integer in [1, " +
                                                   num(__APPROX_MEMO_MAX_PREDICT) + "]"};
  default:
    return {};
  }
}

/// Checks numeric knob K. A constant known at the pragma (a literal, a
/// macro, an enumerator, a constexpr variable: ConstEval.h) is checked here
/// and kept in E.Value; one known only where the lowered code is compiled
/// (a template parameter, or no Sema: -E, a region read ahead) is checked
/// there (memoKnobAsserts). A variable that is no constant is an error.
bool knobInRange(Preprocessor &PP, Sema *S, SourceLocation PragmaLoc, Knob K, const char *Word,
                 ExprToks &E) {
  ConstValue C = evalClauseConstant(PP, S, PragmaLoc, E.Toks);
  // NAN and INFINITY are builtins, not constants ConstEval knows: say what
  // is wrong with them.
  for (const Token &T : E.Toks)
    if (K == Knob::Threshold &&
        (identName(T).starts_with("__builtin_nan") || identName(T).starts_with("__builtin_inf"))) {
      C.Kind = ConstKind::Known;
      C.Value = std::numeric_limits<double>::quiet_NaN();
    }
  if (C.Kind == ConstKind::NotConstant) {
    error(PP, E.Loc,
          "'%0' of 'memo' needs a constant expression (APPROX_CONFIG may change it "
          "per label at run time)")
        << Word;
    return false;
  }
  if (C.Kind != ConstKind::Known)
    return true;
  double X = C.Value;
  auto IntIn = [&](double Lo, double Hi) { return X == std::floor(X) && X >= Lo && X <= Hi; };
  bool Ok = false;
  switch (K) {
  case Knob::Threshold:
    Ok = std::isfinite(X) && X >= 0;
    break;
  case Knob::Size:
    Ok = IntIn(1, __APPROX_MEMO_MAX_SIZE);
    break;
  case Knob::Tables:
    Ok = IntIn(1, __APPROX_MEMO_MAX_TABLES) && (((long long)X) & ((long long)X - 1)) == 0;
    break;
  case Knob::Items:
    Ok = IntIn(1, __APPROX_MEMO_MAX_ITEMS);
    break;
  case Knob::History:
    Ok = IntIn(1, __APPROX_MEMO_MAX_HISTORY);
    break;
  case Knob::Predict:
    Ok = IntIn(1, __APPROX_MEMO_MAX_PREDICT);
    break;
  default:
    Ok = true;
  }
  if (!Ok) {
    error(PP, E.Loc, "%0") << knobRange(K).Message;
    return false;
  }
  E.Value = X;
  return true;
}

class MemoParser {
public:
  MemoParser(Preprocessor &PP, Sema *S, SourceLocation PragmaLoc, llvm::ArrayRef<Token> Toks,
             size_t &I, SourceLocation EndLoc)
      : PP(PP), S(S), PragmaLoc(PragmaLoc), Toks(Toks), I(I), EndLoc(EndLoc) {}
  bool run(SourceLocation Loc, MemoClause &M);

private:
  bool atEnd() const { return I >= Toks.size(); }
  bool is(tok::TokenKind K) const { return !atEnd() && Toks[I].is(K); }
  SourceLocation loc() const { return atEnd() ? EndLoc : Toks[I].getLocation(); }
  llvm::StringRef word() const { return atEnd() ? llvm::StringRef() : identName(Toks[I]); }
  bool expect(tok::TokenKind K, const char *What) {
    if (is(K)) {
      ++I;
      return true;
    }
    error(PP, loc(), "expected '%0' in 'memo' clause") << What;
    return false;
  }
  template <typename E> std::optional<E> modeWord(const char *Knob);
  bool kindHierarchy(MemoClause &M);
  bool knob(MemoClause &M);

  Preprocessor &PP;
  Sema *S;
  SourceLocation PragmaLoc;
  llvm::ArrayRef<Token> Toks;
  size_t &I;
  SourceLocation EndLoc;
};

template <typename E> std::optional<E> MemoParser::modeWord(const char *Knob) {
  if (std::optional<E> V = kindNamed<E>(word())) {
    ++I;
    return V;
  }
  std::string Words;
  for (const KindName<E> &K : kindTable<E>())
    Words += (Words.empty() ? "'" : ", '") + K.Spelling.str() + "'";
  error(PP, loc(), "expected %0 in '%1' of 'memo'") << Words << Knob;
  return std::nullopt;
}

/// HPAC-Offload's decision hierarchy after the kind, `memo(in:warp)`: the
/// names HPAC's parser takes that are implemented here (HPAC also has
/// 'block'). For memo(in) it is the `hierarchy` knob, so APPROX_CONFIG and
/// -fapprox-set override it per label as they do the knob.
bool MemoParser::kindHierarchy(MemoClause &M) {
  const char *Kind = M.Kind == MemoKind::In ? "in" : "out";
  ++I; // ':'
  M.KindHierLoc = loc();
  M.KindHier = kindNamed<MemoHier>(word());
  if (!M.KindHier) {
    if (word() == "block")
      error(PP, loc(),
            "HPAC's 'block' decision hierarchy is not supported by approx-clang; "
            "expected 'thread' or 'warp' after 'memo(%0:'")
          << Kind;
    else
      error(PP, loc(), "expected 'thread' or 'warp' (the decision hierarchy) after 'memo(%0:'")
          << Kind;
    return false;
  }
  ++I;
  if (M.Kind == MemoKind::In)
    M.Hier = M.KindHier;
  return true;
}

bool MemoParser::knob(MemoClause &M) {
  SourceLocation At = loc();
  llvm::StringRef W = word();
  const KnobInfo *Info = nullptr;
  for (const KnobInfo &K : Knobs)
    if (W == K.Word)
      Info = &K;
  if (!Info) {
    error(PP, At,
          "unknown knob '%0' in 'memo' clause; expected threshold, size, tables, items, "
          "hierarchy or replace (memo(in)), threshold, history, predict or items "
          "(memo(out))")
        << W;
    return false;
  }
  bool In = M.Kind == MemoKind::In;
  if (!(In ? Info->ForIn : Info->ForOut)) {
    error(PP, At, "'%0' is a knob of 'memo(%1)', not of 'memo(%2)'")
        << Info->Word << (In ? "out" : "in") << (In ? "in" : "out");
    return false;
  }
  ++I;
  if (!expect(tok::l_paren, "("))
    return false;
  auto Dup = [&](bool Present) {
    if (Present)
      error(PP, At, "duplicate '%0' in 'memo' clause") << Info->Word;
    return Present;
  };
  if (Info->K == Knob::Hierarchy) {
    if (M.KindHier) {
      error(PP, At,
            "the hierarchy of 'memo' is written twice: 'memo(in:%0)' names it already; "
            "drop 'hierarchy(...)' or the ':%0'")
          << spelling(*M.KindHier);
      return false;
    }
    if (Dup(M.Hier.has_value()) || !(M.Hier = modeWord<MemoHier>("hierarchy")))
      return false;
    return expect(tok::r_paren, ")");
  }
  if (Info->K == Knob::Replace) {
    if (Dup(M.Replace.has_value()) || !(M.Replace = modeWord<MemoReplace>("replace")))
      return false;
    return expect(tok::r_paren, ")");
  }
  std::optional<ExprToks> *Slot = Info->K == Knob::Threshold ? &M.Threshold
                                  : Info->K == Knob::Size    ? &M.Size
                                  : Info->K == Knob::Tables  ? &M.Tables
                                  : Info->K == Knob::Items   ? &M.Items
                                  : Info->K == Knob::History ? &M.History
                                                             : &M.Predict;
  if (Dup(Slot->has_value()))
    return false;
  ExprToks E;
  E.Loc = loc();
  size_t End = topLevelEnd(Toks, I, {tok::r_paren});
  E.Toks.append(Toks.begin() + I, Toks.begin() + End);
  I = End;
  if (E.Toks.empty()) {
    error(PP, loc(), "expected a value in '%0' of 'memo'") << Info->Word;
    return false;
  }
  if (!expect(tok::r_paren, ")") || !knobInRange(PP, S, PragmaLoc, Info->K, Info->Word, E))
    return false;
  *Slot = std::move(E);
  return true;
}

bool MemoParser::run(SourceLocation Loc, MemoClause &M) {
  M.Loc = Loc;
  if (!expect(tok::l_paren, "("))
    return false;
  M.KindLoc = loc();
  std::optional<MemoKind> K = kindNamed<MemoKind>(word());
  if (!K) {
    error(PP, loc(),
          "expected 'in' (input-aware memoization, iACT) or 'out' (temporal "
          "memoization of outputs, TAF) in 'memo' clause");
    return false;
  }
  M.Kind = *K;
  ++I;
  if (is(tok::colon) && !kindHierarchy(M))
    return false;
  while (is(tok::comma)) {
    ++I;
    if (!knob(M))
      return false;
  }
  return expect(tok::r_paren, ")");
}

} // namespace

bool parseMemoClause(Preprocessor &PP, Sema *S, SourceLocation PragmaLoc,
                     llvm::ArrayRef<Token> Toks, size_t &I, SourceLocation EndLoc,
                     SourceLocation Loc, MemoClause &M) {
  return MemoParser(PP, S, PragmaLoc, Toks, I, EndLoc).run(Loc, M);
}

namespace {

std::string spellTokens(Preprocessor &PP, llvm::ArrayRef<Token> Toks) {
  std::string Out;
  for (const Token &T : Toks)
    Out += (Out.empty() ? "" : " ") + PP.getSpelling(T);
  return Out;
}

} // namespace

std::string memoKnobText(Preprocessor &PP, const std::optional<ExprToks> &Knob,
                         llvm::StringRef Default, llvm::StringRef Type) {
  if (!Knob)
    return Default.str();
  if (Knob->Value)
    return num(*Knob->Value);
  return "(@(" + Type.str() + ")(" + spellTokens(PP, Knob->Toks) + "))";
}

TokenVec memoKnobAsserts(Preprocessor &PP, const MemoClause &M) {
  const std::pair<Knob, const std::optional<ExprToks> *> All[] = {
      {Knob::Threshold, &M.Threshold}, {Knob::Size, &M.Size},       {Knob::Tables, &M.Tables},
      {Knob::Items, &M.Items},         {Knob::History, &M.History}, {Knob::Predict, &M.Predict}};
  TokenVec Out;
  for (const auto &[K, E] : All) {
    if (!*E || (*E)->Value)
      continue;
    KnobRange R = knobRange(K);
    // The message as a string literal (no quote or backslash in it).
    TokenVec A = TokenBuilder(PP, (*E)->Loc)
                     .code("__extension__ _Static_assert(" + R.Cond + ", \"" + R.Message + "\");",
                           {(*E)->Toks})
                     .take();
    Out.append(A.begin(), A.end());
  }
  return Out;
}

} // namespace approx
