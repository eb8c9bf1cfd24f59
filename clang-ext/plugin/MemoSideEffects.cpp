//===- MemoSideEffects.cpp - what a memo region's body may write ----------===//
//
// A token scan of the memoized loop's body. Locals are the names declared
// in the body (a name after a type word or another identifier, possibly
// with '*'s, followed by '=', ';', ',', '[' or ')'; and the further names
// of that declaration). Every assignment operator and ++/-- names an lvalue;
// its base identifier must be a local or the base of a
// written item whose spelling is the lvalue's (a section item accepts any
// element of its array); the loop variable is not a local (an iteration
// that changes it would change the loop). A compound assignment or ++/-- of
// an `out` item reads it: an error asking for `inout`, unless a plain
// assignment of the same lvalue comes before it in the work. `return` and
// `goto` leave the iteration; `break` does too unless it stands in the body
// of a loop or switch of the checked tokens, and in a memoized statement so
// does `continue` unless it stands in the body of a loop of the statement.
//
//===----------------------------------------------------------------------===//
#include "MemoSideEffects.h"
#include "Diag.h"
#include "TokenScan.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace approx {
namespace {

bool isTypeWord(const Token &T) {
  if (T.is(tok::identifier))
    return true;
  return T.isOneOf(tok::kw_int, tok::kw_float, tok::kw_double, tok::kw_long, tok::kw_short,
                   tok::kw_char, tok::kw_unsigned, tok::kw_signed, tok::kw_const, tok::kw_auto,
                   tok::kw__Bool, tok::kw_bool, tok::kw_volatile, tok::kw_register, tok::kw_static);
}

/// Start of the postfix lvalue ending at End (inclusive): identifiers, '.',
/// '->' and bracketed subscripts, walking backwards.
size_t lvalueStart(llvm::ArrayRef<Token> T, size_t End) {
  size_t I = End;
  while (true) {
    if (T[I].is(tok::r_square)) {
      int Depth = 0;
      size_t J = I;
      for (;; --J) {
        if (T[J].is(tok::r_square))
          ++Depth;
        else if (T[J].is(tok::l_square) && --Depth == 0)
          break;
        if (J == 0)
          return I;
      }
      if (J == 0)
        return 0;
      I = J - 1;
      continue;
    }
    if (T[I].is(tok::identifier)) {
      if (I >= 2 && T[I - 1].isOneOf(tok::period, tok::arrow)) {
        I -= 2;
        continue;
      }
      return I;
    }
    return I + 1; // not an lvalue we can name (e.g. a parenthesised or '*p')
  }
}

/// Per token of T: whether it lies in the body of a loop (Loop) or a switch
/// (Switch) of T itself, where a `continue` / `break` stays inside T, in
/// the body of a C++ lambda (Lambda), where a `return` does, or in a
/// lambda's introducer (Capture: `[=]`, `[x = e]` write nothing).
struct JumpScopes {
  std::vector<bool> Loop, Switch, Lambda, Capture;
};

/// The body `{...}` of a lambda whose introducer `[` is T[I]: [Lo, Hi), or
/// Lo == Hi. An introducer stands where an expression starts (not a
/// subscript), is no `[[attribute]]` (`[[unlikely]] { return; }` must stay
/// a statement), and what follows its `]` starts a lambda declarator (not
/// `= v` of a designated initializer).
std::pair<size_t, size_t> lambdaBody(llvm::ArrayRef<Token> T, size_t I) {
  if (I > 0 && T[I - 1].isOneOf(tok::identifier, tok::r_paren, tok::r_square, tok::numeric_constant,
                                tok::string_literal, tok::l_square))
    return {I, I};
  if (I + 1 < T.size() && T[I + 1].is(tok::l_square))
    return {I, I};
  size_t J = pastBracket(T, I); // past ']'
  if (J >= T.size() ||
      !T[J].isOneOf(tok::l_paren, tok::l_brace, tok::less, tok::kw_mutable, tok::arrow,
                    tok::kw_constexpr, tok::kw_consteval, tok::kw_noexcept))
    return {I, I};
  if (T[J].is(tok::l_paren))
    J = pastBracket(T, J);
  while (J < T.size() && !T[J].isOneOf(tok::l_brace, tok::semi)) // mutable, -> type, ...
    ++J;
  if (J >= T.size() || T[J].isNot(tok::l_brace))
    return {I, I};
  return {J, pastBracket(T, J)};
}

JumpScopes jumpScopes(llvm::ArrayRef<Token> T) {
  const std::vector<bool> None(T.size());
  JumpScopes S{None, None, None, None};
  for (size_t I = 0; I < T.size(); ++I) {
    if (T[I].is(tok::l_square)) {
      auto [Lo, Hi] = lambdaBody(T, I);
      for (size_t J = Lo; J < Hi; ++J)
        S.Lambda[J] = true;
      for (size_t J = I; Lo < Hi && J < std::min(pastBracket(T, I), T.size()); ++J)
        S.Capture[J] = true;
      continue;
    }
    bool Do = T[I].is(tok::kw_do);
    if (!Do && !T[I].isOneOf(tok::kw_for, tok::kw_while, tok::kw_switch))
      continue;
    size_t Lo = Do ? I + 1 : pastBracket(T, I + 1);
    size_t Hi = std::min(skipStatement(T, Lo), T.size());
    std::vector<bool> &Mark = T[I].is(tok::kw_switch) ? S.Switch : S.Loop;
    for (size_t J = Lo; J < Hi; ++J)
      Mark[J] = true;
  }
  return S;
}

std::string spell(Preprocessor &PP, llvm::ArrayRef<Token> T) {
  std::string S;
  for (const Token &Tk : T)
    S += PP.getSpelling(Tk);
  return S;
}

} // namespace

bool checkMemoBody(Preprocessor &PP, const Stmt &Body, const std::vector<MemoItem> &Items,
                   MemoWork W) {
  TokenVec T;
  Body.flatten(T);
  return checkMemoTokens(PP, T, Items, W);
}

bool checkMemoTokens(Preprocessor &PP, llvm::ArrayRef<Token> T, const std::vector<MemoItem> &Items,
                     MemoWork W) {
  llvm::SmallPtrSet<const IdentifierInfo *, 16> Locals;
  llvm::StringSet<> Assigned; // lvalues assigned with '=' so far
  bool InDecl = false; // inside a declaration statement: ", name" declares too
  const JumpScopes Scopes = jumpScopes(T);
  for (size_t I = 0; I < T.size(); ++I) {
    const Token &Tk = T[I];
    if (Tk.isAnnotation()) {
      // An OpenMP directive of the body: its clauses are not statements.
      I = std::min(directiveEnd(T, I), T.size() - 1);
      continue;
    }
    // Jumps in a lambda's body end or stay in the lambda (its writes are
    // checked below like any others).
    const bool InLoop = Scopes.Loop[I] || Scopes.Lambda[I];
    const bool InSwitch = Scopes.Switch[I];
    bool Leaves = (Tk.isOneOf(tok::kw_return, tok::kw_goto) && !Scopes.Lambda[I]) ||
                  (Tk.is(tok::kw_break) && !InLoop && !InSwitch);
    if (Leaves && W == MemoWork::Iteration) {
      error(PP, Tk.getLocation(),
            "'%0' leaves a 'memo' region's iteration; an iteration must "
            "end at the end of the loop body (use 'continue')")
          << PP.getSpelling(Tk);
      return false;
    }
    if ((Leaves || (Tk.is(tok::kw_continue) && !InLoop)) && W == MemoWork::Statement) {
      error(PP, Tk.getLocation(),
            "'%0' leaves the memoized statement; its executions must end at "
            "the statement's end")
          << PP.getSpelling(Tk);
      return false;
    }
    if (Tk.isOneOf(tok::semi, tok::l_brace, tok::r_brace))
      InDecl = false;
    if (Tk.is(tok::identifier) && I + 1 < T.size() &&
        T[I + 1].isOneOf(tok::equal, tok::semi, tok::comma, tok::l_square, tok::r_paren)) {
      size_t P = I;
      while (P > 0 && T[P - 1].is(tok::star))
        --P;
      bool AfterType = P > 0 && isTypeWord(T[P - 1]);
      bool AfterComma = InDecl && P > 0 && T[P - 1].is(tok::comma);
      if (AfterType || AfterComma) {
        Locals.insert(Tk.getIdentifierInfo());
        InDecl = true;
      }
    }
    bool IncDec = Tk.isOneOf(tok::plusplus, tok::minusminus);
    bool Assign = isAssignOp(Tk) && !IncDec && !Scopes.Capture[I];
    if (!Assign && !IncDec)
      continue;
    size_t Lo, Hi; // the lvalue's tokens [Lo, Hi)
    if (Assign || (I > 0 && (T[I - 1].isOneOf(tok::identifier, tok::r_square)))) {
      if (I == 0)
        continue;
      Hi = I;
      Lo = lvalueStart(T, I - 1);
    } else { // ++x
      Lo = I + 1;
      Hi = Lo;
      while (Hi < T.size() &&
             (T[Hi].isOneOf(tok::identifier, tok::period, tok::arrow) || T[Hi].is(tok::l_square))) {
        if (T[Hi].is(tok::l_square))
          Hi = pastBracket(T, Hi);
        else
          ++Hi;
      }
    }
    // '*p = v' (a unary '*' before the lvalue) writes through a pointer.
    bool Deref = Lo > 0 && Lo < T.size() && T[Lo - 1].is(tok::star) &&
                 (Lo == 1 || !T[Lo - 2].isOneOf(tok::identifier, tok::r_paren, tok::r_square,
                                                tok::numeric_constant));
    if (Lo >= Hi || T[Lo].isNot(tok::identifier) || Deref) {
      const Token &At = Lo < T.size() ? T[Lo] : Tk;
      error(PP, At.getLocation(),
            "a 'memo' region may write only its 'out' and 'inout' items "
            "and its own locals; this write goes through an expression "
            "it cannot name");
      return false;
    }
    const IdentifierInfo *Base = T[Lo].getIdentifierInfo();
    if (Locals.count(Base))
      continue;
    std::string LV = spell(PP, llvm::ArrayRef<Token>(T).slice(Lo, Hi - Lo));
    const MemoItem *Item = nullptr;
    for (const MemoItem &It : Items)
      if (It.writes() && It.Base.getIdentifierInfo() == Base &&
          (It.Section || spell(PP, It.Toks) == LV))
        Item = &It;
    if (!Item) {
      error(PP, T[Lo].getLocation(),
            "'memo' region writes '%0', which is not one of its 'out' "
            "or 'inout' items; an iteration that reuses outputs would "
            "not write it")
          << LV;
      return false;
    }
    // A compound assignment or ++/-- reads the item too: unless the work
    // assigned it before, its old value is an input the table must hold.
    bool Reads = IncDec || Tk.isNot(tok::equal);
    if (Reads && Item->Role == MemoItem::Out && !Assigned.count(LV)) {
      error(PP, Item->Loc,
            "'out' item '%0' of 'memo' is also read by the work ('%1' reads '%2' before "
            "writing it): its old value is an input the table does not hold; name it in "
            "'inout(...)'")
          << spell(PP, Item->Toks) << PP.getSpelling(Tk) << LV;
      note(PP, Tk.getLocation(), "'%0' read here") << LV;
      return false;
    }
    if (!Reads)
      Assigned.insert(LV);
  }
  return true;
}

} // namespace approx
