//===- MemoStatement.cpp - the memoized statement of a scalar-key memo ----===//
//
// Implements MemoStatement.h over the loop body's tokens: the declarations
// of the body (statements that start with a builtin type word), the writes
// of the out/inout items (an item's name, its subscripts, then an
// assignment or ++/--), and a descent through blocks and loop bodies to the
// smallest statement holding all those writes.
//
//===----------------------------------------------------------------------===//
#include "MemoStatement.h"
#include "Diag.h"
#include "TokenScan.h"
#include "llvm/ADT/DenseMap.h"

using namespace clang;

namespace approx {
namespace {

bool isDeclWord(const Token &T) {
  return T.isOneOf(tok::kw_int, tok::kw_float, tok::kw_double, tok::kw_long, tok::kw_short,
                   tok::kw_char, tok::kw_unsigned, tok::kw_signed, tok::kw_const, tok::kw_auto,
                   tok::kw__Bool, tok::kw_bool, tok::kw_volatile, tok::kw_register, tok::kw_static,
                   tok::kw_typeof, tok::kw___int128);
}

/// Where each name declared in the body is declared (its token index).
llvm::DenseMap<const IdentifierInfo *, size_t> bodyDecls(llvm::ArrayRef<Token> T) {
  llvm::DenseMap<const IdentifierInfo *, size_t> Decls;
  bool AtStart = true, InDecl = false;
  int Depth = 0, DeclDepth = 0;
  for (size_t I = 0; I < T.size(); ++I) {
    const Token &Tk = T[I];
    if (AtStart && isDeclWord(Tk)) {
      InDecl = true;
      DeclDepth = Depth;
    }
    if (InDecl && Depth == DeclDepth && Tk.is(tok::identifier) && I > 0 && I + 1 < T.size() &&
        (isDeclWord(T[I - 1]) || T[I - 1].isOneOf(tok::star, tok::comma, tok::identifier)) &&
        T[I + 1].isOneOf(tok::equal, tok::semi, tok::comma, tok::l_square))
      Decls.try_emplace(Tk.getIdentifierInfo(), I);
    if (Tk.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    if (Tk.isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
      --Depth;
    if ((Tk.is(tok::semi) && Depth <= DeclDepth) || Tk.isOneOf(tok::l_brace, tok::r_brace))
      InDecl = false;
    AtStart = Tk.isOneOf(tok::semi, tok::l_brace, tok::r_brace, tok::annot_pragma_openmp_end) ||
              (Tk.is(tok::l_paren) && I > 0 && T[I - 1].is(tok::kw_for));
  }
  return Decls;
}

/// Whether T[Lo, Hi) writes a written item (name, subscripts, assignment).
bool writesOut(llvm::ArrayRef<Token> T, size_t Lo, size_t Hi,
               const std::vector<MemoItem> &Items) {
  for (size_t I = Lo; I < Hi; ++I) {
    if (!T[I].is(tok::identifier))
      continue;
    bool Out = false;
    for (const MemoItem &It : Items)
      Out |= It.writes() && It.Base.getIdentifierInfo() == T[I].getIdentifierInfo();
    if (!Out)
      continue;
    size_t J = I + 1;
    while (J < Hi && T[J].is(tok::l_square))
      J = pastBracket(T, J);
    if ((J < Hi && isAssignOp(T[J])) || (I > Lo && T[I - 1].isOneOf(tok::plusplus, tok::minusminus)))
      return true;
  }
  return false;
}

enum class Found { None, One, Many };

/// The smallest statement among [Lo, Hi) (a statement list) holding every
/// write: One (Part set), None, or Many (the list itself is the smallest).
Found descend(llvm::ArrayRef<Token> T, size_t Lo, size_t Hi, const std::vector<MemoItem> &Items,
              MemoPart &Part) {
  size_t WLo = 0, WHi = 0;
  unsigned Writers = 0;
  for (size_t I = Lo; I < Hi;) {
    size_t E = std::min(skipStatement(T, I), Hi);
    if (E <= I)
      E = Hi;
    if (writesOut(T, I, E, Items)) {
      ++Writers;
      WLo = I;
      WHi = E;
    }
    I = E;
  }
  if (Writers != 1)
    return Writers ? Found::Many : Found::None;
  Part = {WLo, WHi};
  size_t In = 0, InEnd = WHi;
  if (T[WLo].is(tok::l_brace)) {
    In = WLo + 1;
    InEnd = WHi - 1;
  } else if (T[WLo].isOneOf(tok::kw_for, tok::kw_while) && WLo + 1 < WHi) {
    In = pastBracket(T, WLo + 1);
    if (In < WHi && T[In].is(tok::l_brace)) {
      InEnd = WHi - 1;
      ++In;
    }
  } else {
    return Found::One;
  }
  MemoPart Inner;
  if (In < InEnd && descend(T, In, InEnd, Items, Inner) == Found::One)
    Part = Inner;
  return Found::One;
}

} // namespace

std::optional<TokenVec> bodyDeclWords(llvm::ArrayRef<Token> T, const IdentifierInfo *Name) {
  auto Decls = bodyDecls(T);
  auto D = Decls.find(Name);
  if (D == Decls.end())
    return std::nullopt;
  // Back to the start of the declaration statement, then its keywords.
  size_t Start = D->second;
  int Depth = 0;
  while (Start > 0) {
    const Token &Prev = T[Start - 1];
    if (Prev.isOneOf(tok::r_paren, tok::r_square))
      ++Depth;
    else if (Prev.isOneOf(tok::l_paren, tok::l_square) && Depth > 0)
      --Depth;
    else if (Depth == 0 && (Prev.isOneOf(tok::semi, tok::l_brace, tok::r_brace, tok::l_paren,
                                         tok::annot_pragma_openmp_end)))
      break;
    --Start;
  }
  TokenVec Words;
  for (size_t I = Start; I < T.size() && isDeclWord(T[I]); ++I)
    Words.push_back(T[I]);
  return Words;
}

const Token *bodyDeclTypeName(llvm::ArrayRef<Token> T, const IdentifierInfo *Name) {
  // Two names in a row only declare (C has no other use for them).
  for (size_t I = 1; I + 1 < T.size(); ++I)
    if (T[I].getIdentifierInfo() == Name && T[I].is(tok::identifier) &&
        T[I - 1].is(tok::identifier) &&
        T[I + 1].isOneOf(tok::equal, tok::semi, tok::comma, tok::l_square, tok::l_brace))
      return &T[I - 1];
  return nullptr;
}

MemoScope findMemoStatement(Preprocessor &PP, llvm::ArrayRef<Token> T,
                            const std::vector<MemoItem> &Items, MemoPart &Part) {
  auto Decls = bodyDecls(T);
  const MemoItem *Local = nullptr;
  for (const MemoItem &It : Items)
    if (Decls.count(It.Base.getIdentifierInfo()) && !Local)
      Local = &It;
  // A declaration in the body that its type words do not show.
  for (const MemoItem &It : Items)
    if (!Decls.count(It.Base.getIdentifierInfo()))
      if (const Token *Type = bodyDeclTypeName(T, It.Base.getIdentifierInfo())) {
        error(PP, It.Loc,
              "'%0' item '%1' is declared in the loop body with the type name '%2'; 'memo' "
              "takes a variable of the body for a scalar key only when its declaration "
              "starts with builtin type words ('float %1 = ...'): declare it so, or declare "
              "it before the loop")
            << It.roleName() << PP.getSpelling(It.Base) << PP.getSpelling(*Type);
        return MemoScope::Error;
      }
  if (!Local)
    return MemoScope::Iteration;
  if (T.size() < 2 || !T.front().is(tok::l_brace)) {
    error(PP, Local->Loc, "'%0' item '%1' is not declared in the loop body")
        << Local->roleName() << PP.getSpelling(Local->Base);
    return MemoScope::Error;
  }
  const MemoItem *FirstOut = nullptr;
  for (const MemoItem &It : Items)
    if (It.writes() && !FirstOut)
      FirstOut = &It;
  Found F = descend(T, 1, T.size() - 1, Items, Part);
  if (F != Found::One) {
    if (F == Found::None)
      error(PP, FirstOut->Loc,
            "no statement of the loop body writes '%0'; with items declared in the body, "
            "'memo' memoizes the statement that writes the 'out' items")
          << PP.getSpelling(FirstOut->Base);
    else
      error(PP, FirstOut->Loc,
            "the writes of the 'out' items are in several statements of the loop body; "
            "with items declared in the body, put them in one statement ('{...}') that "
            "'memo' memoizes");
    return MemoScope::Error;
  }
  if (isDeclWord(T[Part.Lo])) {
    error(PP, T[Part.Lo].getLocation(),
          "'memo' memoizes the statement that writes '%0', not a declaration: declare '%0' "
          "before it and assign it there")
        << PP.getSpelling(FirstOut->Base);
    return MemoScope::Error;
  }
  // Every item declared in the body stands before the memoized statement:
  // the inputs are read before it, the outputs written back after it.
  for (const MemoItem &It : Items) {
    auto D = Decls.find(It.Base.getIdentifierInfo());
    if (D != Decls.end() && D->second >= Part.Lo) {
      error(PP, It.Loc,
            "'%0' item '%1' is declared inside the statement 'memo' memoizes; declare it "
            "before that statement")
          << It.roleName() << PP.getSpelling(It.Base);
      return MemoScope::Error;
    }
  }
  return MemoScope::Statement;
}

} // namespace approx
