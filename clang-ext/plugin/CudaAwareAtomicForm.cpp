//===- CudaAwareAtomicForm.cpp - the OpenMP atomic update forms ------------===//
//
// Recognizes the statement after `#pragma omp atomic` as one of the OpenMP
// update forms
//   x binop= e | x++ | ++x | x-- | --x | x = x binop e | x = e binop x
// (binop: + - * / & | ^ << >>, and % as clang accepts it) and splits it into
// x, the operation and e (CudaAware.h's AtomicUpdate), for the scoped
// helpers of CudaAwareAtomic.cpp. Captures, writes and other statements are
// errors that name the form. The split of `x = ...` finds the
// lowest-precedence top-level binary operator, telling unary from binary
// operators by the token before them (casts are recognized by a leading
// type keyword).
//
//===----------------------------------------------------------------------===//
#include "CudaAware.h"
#include "Diag.h"
#include "clang/Basic/OperatorPrecedence.h"

using namespace clang;

namespace approx {
namespace cuda {
namespace {

/// A binary operator's precedence (clang's own table), -1 for any other
/// token; the caller has handled assignments, '?' and ','.
int precedence(tok::TokenKind K) {
  prec::Level P = getBinOpPrecedence(K, /*GreaterThanIsOperator=*/true, /*CPlusPlus11=*/true);
  return P >= prec::LogicalOr && P <= prec::Multiplicative ? P : -1;
}

const char *binopName(tok::TokenKind K) {
  switch (K) {
  case tok::plus:
  case tok::plusequal:
    return "add";
  case tok::minus:
  case tok::minusequal:
    return "sub";
  case tok::star:
  case tok::starequal:
    return "mul";
  case tok::slash:
  case tok::slashequal:
    return "div";
  case tok::amp:
  case tok::ampequal:
    return "and";
  case tok::pipe:
  case tok::pipeequal:
    return "or";
  case tok::caret:
  case tok::caretequal:
    return "xor";
  case tok::lessless:
  case tok::lesslessequal:
    return "shl";
  case tok::greatergreater:
  case tok::greatergreaterequal:
    return "shr";
  case tok::percent:
  case tok::percentequal:
    return "rem"; // clang accepts it
  default:
    return nullptr;
  }
}

bool isAssign(const Token &T) {
  return T.isOneOf(tok::equal, tok::plusequal, tok::minusequal, tok::starequal, tok::slashequal,
                   tok::percentequal) ||
         T.isOneOf(tok::ampequal, tok::pipeequal, tok::caretequal, tok::lesslessequal,
                   tok::greatergreaterequal);
}

bool isTypeWord(const Token &T) {
  return T.isOneOf(tok::kw_int, tok::kw_unsigned, tok::kw_signed, tok::kw_char, tok::kw_short,
                   tok::kw_long, tok::kw_float, tok::kw_double, tok::kw_bool, tok::kw__Bool,
                   tok::kw_const, tok::kw_volatile, tok::kw_struct) ||
         T.isOneOf(tok::kw_union, tok::kw_enum, tok::kw_void, tok::kw_typeof);
}

bool sameTokens(Preprocessor &PP, llvm::ArrayRef<Token> A, llvm::ArrayRef<Token> B) {
  return !A.empty() && sameSpelling(PP, A, B);
}

class FormParser {
public:
  FormParser(Preprocessor &PP) : PP(PP) {}
  bool parse(llvm::ArrayRef<Token> S, AtomicUpdate &U); // S: without the ';'

private:
  bool fail(SourceLocation L) {
    error(PP, L,
          "expected an atomic update statement after '#pragma omp atomic' "
          "('x binop= expr', 'x++', '++x', 'x--', '--x', 'x = x binop expr' or "
          "'x = expr binop x', binop one of + - * / & | ^ << >>)");
    return false;
  }
  bool capture(SourceLocation L) {
    error(PP, L,
          "an atomic capture ('v = x++', 'v = x binop= expr', ...) is not supported "
          "by '#pragma approx atomic'");
    return false;
  }
  Preprocessor &PP;
};

bool FormParser::parse(llvm::ArrayRef<Token> S, AtomicUpdate &U) {
  SourceLocation L = S.empty() ? SourceLocation() : S[0].getLocation();
  if (S.size() < 2)
    return fail(L);
  // The top-level assignment, if any.
  size_t A = S.size();
  for (size_t I = 0; I < S.size();) {
    if (S[I].isOneOf(tok::l_paren, tok::l_square, tok::l_brace)) {
      I = pastBracket(S, I);
      continue;
    }
    if (isAssign(S[I])) {
      A = I;
      break;
    }
    ++I;
  }
  if (A == S.size()) { // ++x, --x, x++, x--
    bool Pre = S.front().isOneOf(tok::plusplus, tok::minusminus);
    bool Post = S.back().isOneOf(tok::plusplus, tok::minusminus);
    if (Pre == Post)
      return fail(L);
    const Token &OpT = Pre ? S.front() : S.back();
    U.X.assign(S.begin() + Pre, S.end() - Post);
    U.Op = OpT.is(tok::plusplus) ? "add" : "sub";
    TokenBuilder One(PP, OpT.getLocation());
    U.E = One.code("1").take();
    return true;
  }
  if (A == 0 || A + 1 == S.size())
    return fail(L);
  U.X.assign(S.begin(), S.begin() + A);
  llvm::ArrayRef<Token> R = S.slice(A + 1);
  if (S[A].isNot(tok::equal)) { // x binop= e
    const char *Op = binopName(S[A].getKind());
    if (!Op) {
      error(PP, S[A].getLocation(), "'%0' is not an OpenMP atomic update operator")
          << PP.getSpelling(S[A]);
      return false;
    }
    for (size_t I = 0; I < R.size();
         I = R[I].isOneOf(tok::l_paren, tok::l_square, tok::l_brace) ? pastBracket(R, I) : I + 1)
      if (isAssign(R[I]))
        return fail(R[I].getLocation());
    U.Op = Op;
    U.E.assign(R.begin(), R.end());
    return true;
  }
  // x = ...: the lowest-precedence top-level binary operator (rightmost on a tie).
  size_t Best = R.size();
  int BestPrec = 100;
  bool PrevOperand = false;
  for (size_t I = 0; I < R.size();) {
    const Token &T = R[I];
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace)) {
      bool AfterSizeof =
          I > 0 && R[I - 1].isOneOf(tok::kw_sizeof, tok::kw_alignof, tok::kw__Alignof);
      bool Cast = T.is(tok::l_paren) && !PrevOperand && !AfterSizeof && I + 1 < R.size() &&
                  isTypeWord(R[I + 1]);
      I = pastBracket(R, I);
      PrevOperand = !Cast;
      continue;
    }
    if (isAssign(T)) // v = x binop= e
      return capture(L);
    if (T.isOneOf(tok::question, tok::comma))
      return fail(T.getLocation());
    int P = precedence(T.getKind());
    if (P >= 0 && PrevOperand) {
      if (P <= BestPrec) {
        BestPrec = P;
        Best = I;
      }
      PrevOperand = false;
    } else if (T.isNot(tok::plusplus) && T.isNot(tok::minusminus)) {
      PrevOperand = T.isOneOf(tok::identifier, tok::numeric_constant, tok::char_constant,
                              tok::string_literal, tok::kw_true, tok::kw_false) ||
                    T.isOneOf(tok::kw_this, tok::kw_nullptr);
    }
    ++I;
  }
  if (Best == R.size() && (R.front().isOneOf(tok::plusplus, tok::minusminus) ||
                           R.back().isOneOf(tok::plusplus, tok::minusminus)))
    return capture(L); // v = x++, v = --x
  if (Best == R.size()) {
    error(PP, L, "an atomic write ('x = expr') is not supported by '#pragma approx atomic'");
    return false;
  }
  const char *Op = binopName(R[Best].getKind());
  llvm::ArrayRef<Token> Lhs = R.take_front(Best), Rhs = R.slice(Best + 1);
  bool Left = sameTokens(PP, Lhs, U.X), Right = sameTokens(PP, Rhs, U.X);
  if (!Op || (!Left && !Right) || Lhs.empty() || Rhs.empty())
    return fail(L);
  U.Op = Op;
  if (Left) {
    U.E.assign(Rhs.begin(), Rhs.end());
    return true;
  }
  U.E.assign(Lhs.begin(), Lhs.end());
  llvm::StringRef O(Op);
  if (O == "sub" || O == "div" || O == "shl" || O == "shr" || O == "rem")
    U.Op = "r" + U.Op; // x = e - x, ...: not commutative
  return true;
}

} // namespace

bool parseAtomicUpdate(Preprocessor &PP, llvm::ArrayRef<Token> S, AtomicUpdate &U) {
  return FormParser(PP).parse(S, U);
}

} // namespace cuda
} // namespace approx
