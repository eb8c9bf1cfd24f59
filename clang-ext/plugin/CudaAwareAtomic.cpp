//===- CudaAwareAtomic.cpp - atomic(team|block|warp|none|skip) -------------===//
//
// Finds each `#pragma omp atomic [update] [memory-order] [hint(...)]` and
// its expression statement, an update form (CudaAwareAtomicForm.cpp), and
// rewrites the pair into
//   team/block, warp: _Generic((x), int: __approx_atomic__<scope>__<op>__i, ...)
//                     (&(x), (e));            (headers/approx_cuda.h)
//   none/skip:        the statement as written, without the directive.
// A static assertion before the call names x's type where no helper takes
// it; hint(h) is checked as clang would and dropped. read / write / capture
// / compare atomics and structured blocks are errors that name the form.
//
//===----------------------------------------------------------------------===//
#include "CudaAware.h"
#include "Diag.h"

using namespace clang;

namespace approx {
namespace cuda {
namespace {

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
                    const AtomicUpdate &U) {
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
    AtomicUpdate U;
    if (!parseAtomicUpdate(PP, In.slice(Begin, End - 1 - Begin), U))
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
