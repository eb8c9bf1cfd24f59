//===- CudaAwareAtomic.cpp - atomic(team|block|warp|none|skip) -------------===//
//
// Finds each `#pragma omp atomic [update] [memory-order] [hint(...)]` and
// its expression statement, recognizes the OpenMP update forms
//   x binop= e | x++ | ++x | x-- | --x | x = x binop e | x = e binop x
// (binop: + - * / & | ^ << >>) and rewrites the pair into
//   team/block, warp: _Generic((x), int: __approx_atomic__<scope>__<op>__i, ...)
//                     (&(x), (e));            (headers/approx_cuda.h)
//   none/skip:        the statement as written, without the directive.
// read / write / capture / compare atomics and structured blocks are errors
// that name the form. The split of `x = ...` finds the lowest-precedence
// top-level binary operator, telling unary from binary operators by the
// token before them (casts are recognized by a leading type keyword).
//
//===----------------------------------------------------------------------===//
#include "CudaAware.h"
#include "Diag.h"

using namespace clang;

namespace approx {
namespace cuda {
namespace {

struct Update {
  TokenVec X, E;
  std::string Op; // add sub mul div and or xor shl shr rsub rdiv rshl rshr
};

int precedence(tok::TokenKind K) {
  switch (K) {
  case tok::star: case tok::slash: case tok::percent: return 10;
  case tok::plus: case tok::minus: return 9;
  case tok::lessless: case tok::greatergreater: return 8;
  case tok::spaceship: return 7;
  case tok::less: case tok::greater: case tok::lessequal: case tok::greaterequal: return 6;
  case tok::equalequal: case tok::exclaimequal: return 5;
  case tok::amp: return 4;
  case tok::caret: return 3;
  case tok::pipe: return 2;
  case tok::ampamp: return 1;
  case tok::pipepipe: return 0;
  default: return -1;
  }
}

const char *binopName(tok::TokenKind K) {
  switch (K) {
  case tok::plus: case tok::plusequal: return "add";
  case tok::minus: case tok::minusequal: return "sub";
  case tok::star: case tok::starequal: return "mul";
  case tok::slash: case tok::slashequal: return "div";
  case tok::amp: case tok::ampequal: return "and";
  case tok::pipe: case tok::pipeequal: return "or";
  case tok::caret: case tok::caretequal: return "xor";
  case tok::lessless: case tok::lesslessequal: return "shl";
  case tok::greatergreater: case tok::greatergreaterequal: return "shr";
  case tok::percent: case tok::percentequal: return "rem"; // clang accepts it
  default: return nullptr;
  }
}

bool isAssign(const Token &T) {
  return T.isOneOf(tok::equal, tok::plusequal, tok::minusequal, tok::starequal,
                   tok::slashequal, tok::percentequal) ||
         T.isOneOf(tok::ampequal, tok::pipeequal, tok::caretequal, tok::lesslessequal,
                   tok::greatergreaterequal);
}

bool isTypeWord(const Token &T) {
  return T.isOneOf(tok::kw_int, tok::kw_unsigned, tok::kw_signed, tok::kw_char,
                   tok::kw_short, tok::kw_long, tok::kw_float, tok::kw_double, tok::kw_bool,
                   tok::kw__Bool, tok::kw_const, tok::kw_volatile, tok::kw_struct) ||
         T.isOneOf(tok::kw_union, tok::kw_enum, tok::kw_void, tok::kw_typeof);
}

bool sameTokens(Preprocessor &PP, llvm::ArrayRef<Token> A, llvm::ArrayRef<Token> B) {
  if (A.size() != B.size() || A.empty())
    return false;
  for (size_t I = 0; I < A.size(); ++I)
    if (A[I].getKind() != B[I].getKind() || PP.getSpelling(A[I]) != PP.getSpelling(B[I]))
      return false;
  return true;
}

class FormParser {
public:
  FormParser(Preprocessor &PP) : PP(PP) {}
  bool parse(llvm::ArrayRef<Token> S, Update &U); // S: without the ';'

private:
  bool fail(SourceLocation L) {
    error(PP, L, "expected an atomic update statement after '#pragma omp atomic' "
                 "('x binop= expr', 'x++', '++x', 'x--', '--x', 'x = x binop expr' or "
                 "'x = expr binop x', binop one of + - * / & | ^ << >>)");
    return false;
  }
  bool capture(SourceLocation L) {
    error(PP, L, "an atomic capture ('v = x++', 'v = x binop= expr', ...) is not supported "
                 "by '#pragma approx atomic'");
    return false;
  }
  Preprocessor &PP;
};

bool FormParser::parse(llvm::ArrayRef<Token> S, Update &U) {
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
    for (size_t I = 0; I < R.size(); I = R[I].isOneOf(tok::l_paren, tok::l_square, tok::l_brace)
                                             ? pastBracket(R, I)
                                             : I + 1)
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
      bool AfterSizeof = I > 0 && R[I - 1].isOneOf(tok::kw_sizeof, tok::kw_alignof,
                                                   tok::kw__Alignof);
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
  if (Best == R.size() &&
      (R.front().isOneOf(tok::plusplus, tok::minusminus) ||
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

/// Checks the clauses of `#pragma omp atomic ...` (Run: the annotation run);
/// Hint: the argument of its hint clause, if any.
bool checkAtomicClauses(Preprocessor &PP, llvm::ArrayRef<Token> Run, TokenVec &Hint) {
  for (size_t I = 2; I + 1 < Run.size();) {
    const Token &T = Run[I];
    llvm::StringRef W = identName(T);
    if (T.is(tok::comma)) {
      ++I;
      continue;
    }
    if (W == "read" || W == "write" || W == "capture" || W == "compare" || W == "fail" ||
        W == "weak") {
      error(PP, T.getLocation(), "'#pragma omp atomic %0' is not supported by '#pragma "
                                 "approx atomic'; only update atomics are")
          << W;
      return false;
    }
    if (W == "update" || W == "seq_cst" || W == "acq_rel" || W == "release" ||
        W == "acquire" || W == "relaxed") {
      ++I;
      continue;
    }
    if (W == "hint" && I + 1 < Run.size() && Run[I + 1].is(tok::l_paren)) {
      size_t End = pastBracket(Run, I + 1);
      if (End - 1 > I + 2)
        Hint.assign(Run.begin() + I + 2, Run.begin() + End - 1);
      I = End;
      continue;
    }
    error(PP, T.getLocation(), "unexpected '%0' on '#pragma omp atomic' under '#pragma approx "
                               "atomic'")
        << PP.getSpelling(T);
    return false;
  }
  return true;
}

TokenVec scopedCall(const SiteEmitter &E, SourceLocation Loc, llvm::StringRef Scope,
                    const Update &U) {
  static const char *const Ints[][2] = {
      {"int", "i"},       {"unsigned", "u"},   {"long", "l"},
      {"unsigned long", "ul"}, {"long long", "ll"}, {"unsigned long long", "ull"}};
  std::string Fn = "__approx_atomic__" + Scope.str() + "__" + U.Op + "__";
  llvm::StringRef O(U.Op);
  bool IntOnly = O == "and" || O == "or" || O == "xor" || O.ends_with("shl") ||
                 O.ends_with("shr") || O.ends_with("rem");
  // The types x may have: a function each, or 1 in the assertion.
  std::string Call = "__extension__ _Generic($0", Check = Call;
  for (auto &T : Ints) {
    Call += std::string(", ") + T[0] + ": " + Fn + T[1];
    Check += std::string(", ") + T[0] + ": 1";
  }
  if (!IntOnly) {
    Call += ", float: " + Fn + "f, double: " + Fn + "d";
    Check += ", float: 1, double: 1";
  }
  // Another type (unsigned short, char, a pointer, ...): one error that
  // names x and what it may be, at x, instead of _Generic's "not
  // compatible with any generic association type" in generated code.
  std::string X;
  for (const Token &T : U.X)
    X += (X.empty() || !T.hasLeadingSpace() ? "" : " ") + E.PP.getSpelling(T);
  std::string Msg =
      "'#pragma approx atomic' takes an update of x of type int, unsigned, long, "
      "unsigned long, long long, unsigned long long" +
      std::string(IntOnly ? " (integer types only for & | ^ << >> %)" : ", float or double") +
      "; '" + X + "' has another type";
  TokenVec Assert =
      E.code(U.X.front().getLocation(),
             StaticAssert + Check + ", default: 0), \"" + escapeString(Msg) + "\");", {U.X});
  // A volatile x (`volatile int v` of a struct): its address is passed
  // without the qualifier, which the helpers' T * parameters do not take;
  // their atomic operations are never elided. Dropping it is meant, and
  // said so without a cast that -Wcast-qual (or C++'s -Wold-style-cast)
  // reports at the pragma: C++'s const_cast; in C approx_cuda.h's
  // __approx_atomic__unqual, whose cast stands in a system header (a union
  // would do it here, but clang takes a compound literal in a target region
  // for something to map; a round trip through an integer would rest on
  // the optimizer folding it back into the pointer).
  std::string Addr = E.PP.getLangOpts().CPlusPlus
                         ? "const_cast< __remove_cv(__typeof__($0)) *>(&($0))"
                         : "(__typeof_unqual__($0) *)__approx_atomic__unqual(&($0))";
  Call += ", default: __approx_atomic__unsupported)(" + Addr + ", ($1));";
  TokenVec Body = E.code(Loc, Call, {U.X, U.E});
  TokenVec Out = E.code(Loc, "{ $0 $1 }", {Assert, Body});
  return Out;
}

} // namespace

bool rewriteAtomics(const SiteEmitter &E, llvm::ArrayRef<Token> In, TokenVec &Out,
                    unsigned &Count) {
  Preprocessor &PP = E.PP;
  AtomicScope Mode = E.D.Atomic->Mode;
  llvm::StringRef Scope = Mode == AtomicScope::Warp                                  ? "warp"
                          : (Mode == AtomicScope::Team || Mode == AtomicScope::Block) ? "team"
                                                                                     : "";
  for (size_t I = 0; I < In.size();) {
    const Token &T = In[I];
    if (T.isNot(tok::annot_pragma_openmp) || directiveKind(In.slice(I)) != "atomic" ||
        isExactFallback(T)) {
      if (T.is(tok::annot_pragma_openmp)) { // copy whole runs (barrier fallbacks, ...)
        size_t J = std::min(directiveEnd(In, I) + 1, In.size());
        E.copyDirective(In.slice(I, J - I), Out);
        I = J;
        continue;
      }
      Out.push_back(T);
      ++I;
      continue;
    }
    size_t DirEnd = directiveEnd(In, I);
    TokenVec Hint;
    if (!checkAtomicClauses(PP, In.slice(I, DirEnd + 1 - I), Hint))
      return false;
    size_t Begin = DirEnd + 1;
    if (Begin >= In.size()) {
      error(PP, T.getLocation(), "expected a statement after '#pragma omp atomic'");
      return false;
    }
    if (In[Begin].is(tok::l_brace) || In[Begin].isAnnotation()) {
      error(PP, In[Begin].getLocation(),
            "a structured block after '#pragma omp atomic' is not supported by '#pragma "
            "approx atomic'; write one update statement");
      return false;
    }
    size_t End = skipStatement(In, Begin); // after ';'
    if (End <= Begin || In[End - 1].isNot(tok::semi)) {
      error(PP, In[Begin].getLocation(), "expected an expression statement after '#pragma "
                                         "omp atomic'");
      return false;
    }
    Update U;
    FormParser FP(PP);
    if (!FP.parse(In.slice(Begin, End - 1 - Begin), U))
      return false;
    TokenVec A = Scope.empty() ? TokenVec(In.begin() + Begin, In.begin() + End)
                               : scopedCall(E, T.getLocation(), Scope, U);
    // hint(h) is a performance hint that clang itself ignores on atomics
    // (it emits the same atomicrmw): the lowering drops it too, but checks
    // it as clang would, at the user's h. With if() the exact fallback keeps
    // the directive, where clang checks it.
    if (!Hint.empty() && E.Enable.empty()) {
      std::string Q = StaticAssert, C = "__builtin_classify_type($0)";
      TokenVec Check =
          E.code(Hint.front().getLocation(),
                 Q + C + " >= 1 && " + C +
                     " <= 4 && ($0) >= 0, \"the argument of 'hint' on '#pragma "
                     "omp atomic' must be a non-negative integer constant expression\");",
                 {Hint});
      A = E.code(T.getLocation(), "{ $0 $1 }", {Check, A});
    }
    E.stmtSite(Out, T.getLocation(), A, In.slice(I, End - I));
    ++Count;
    I = End;
  }
  return true;
}

} // namespace cuda
} // namespace approx
