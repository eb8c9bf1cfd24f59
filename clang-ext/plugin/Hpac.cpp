//===- Hpac.cpp - source compatibility with HPAC's #pragma approx ---------===//
//
// See Hpac.h. HPAC parses a pragma's items before its statement, in the
// enclosing scope, as addressable lvalues or array sections; the checks
// placed here ask clang about the user's own tokens: `a[lo:len:st]` becomes
// `__typeof__(a[lo]) *__approx_declK = 0;` and the same for len and st,
// never evaluated (unused pointers, gone after optimisation).
//
//===----------------------------------------------------------------------===//
#include "Hpac.h"
#include "Diag.h"
#include "Options.h"
#include "TokenScan.h"

using namespace clang;

namespace approx {
namespace {

/// A literal integer of a one- or two-token run ("8", "-1"), if it is one.
std::optional<long long> literalInt(Preprocessor &PP, llvm::ArrayRef<Token> T) {
  bool Neg = T.size() == 2 && T[0].is(tok::minus);
  if (T.size() != 1u + Neg || T[Neg].isNot(tok::numeric_constant))
    return std::nullopt;
  std::string S = PP.getSpelling(T[Neg]);
  while (!S.empty() && strchr("uUlL", S.back()))
    S.pop_back();
  long long V;
  if (llvm::StringRef(S).getAsInteger(0, V))
    return std::nullopt;
  return Neg ? -V : V;
}

/// One item of HPAC's grammar: Item rewritten with every section `[lo:..]`
/// as the subscript `[lo]` (`[0]` without lo), and the section bounds that
/// are checked on their own. False after an error.
bool hpacItem(Preprocessor &PP, llvm::StringRef Clause, llvm::ArrayRef<Token> T, TokenVec &Item,
              std::vector<TokenVec> &Bounds) {
  TokenBuilder Zero(PP, T[0].getLocation());
  Zero.code("0");
  size_t I = 0;
  // `([rows][cols])p`: approx-clang's array shaping, a pointer and lengths.
  if (T[0].is(tok::l_paren)) {
    size_t E = closingBracket(T, 0);
    bool Shaping = E < T.size() && E > 1 && T[1].is(tok::l_square);
    for (size_t J = 1; Shaping && J < E;) {
      size_t C = closingBracket(T, J);
      if (C >= E || T[J].isNot(tok::l_square)) {
        Shaping = false;
        break;
      }
      llvm::ArrayRef<Token> Dim = T.slice(J + 1, C - J - 1);
      if (Dim.empty() || splitTopLevel(Dim, tok::colon).size() > 1) {
        error(PP, T[J].getLocation(),
              "an array shaping dimension is a length, as in '([rows][cols])p'");
        return false;
      }
      if (std::optional<long long> V = literalInt(PP, Dim); V && *V <= 0) {
        error(PP, Dim[0].getLocation(), "%0 length in the array shaping of an item of '%1'")
            << (*V == 0 ? "zero" : "negative") << Clause;
        return false;
      }
      Bounds.emplace_back(Dim.begin(), Dim.end());
      J = C + 1;
    }
    if (Shaping) {
      Item.append(T.begin() + E + 1, T.end());
      Item.push_back(T[1]); // '[' '0' ']' with the item's own bracket tokens
      Item.append(Zero.tokens().begin(), Zero.tokens().end());
      Item.push_back(T[closingBracket(T, 1)]);
      I = T.size();
    } else {
      Bounds.clear();
    }
  }
  while (I < T.size()) {
    if (T[I].isNot(tok::l_square)) {
      Item.push_back(T[I++]);
      continue;
    }
    size_t C = closingBracket(T, I);
    if (C >= T.size()) {
      error(PP, T[I].getLocation(), "unbalanced '[' in '%0' item") << Clause;
      return false;
    }
    llvm::ArrayRef<Token> In = T.slice(I + 1, C - I - 1);
    std::vector<TokenVec> Parts = splitTopLevel(In, tok::colon);
    if (Parts.size() > 3) {
      error(PP, T[I].getLocation(),
            "an array section in '%0' is '[lo:len]' or "
            "'[lo:len:stride]', each part optional but the ':'s")
          << Clause;
      return false;
    }
    Item.push_back(T[I]);
    if (Parts.size() == 1) { // a subscript: an element of the array
      Item.append(In.begin(), In.end());
    } else {
      const TokenVec &Lo = Parts[0];
      const TokenVec &First = Lo.empty() ? Zero.tokens() : Lo;
      Item.append(First.begin(), First.end());
      for (size_t P = 1; P < Parts.size(); ++P) {
        if (Parts[P].empty())
          continue;
        if (std::optional<long long> V = literalInt(PP, Parts[P]); V && *V <= 0) {
          error(PP, Parts[P][0].getLocation(),
                "%0 %1 in an array section of '%2': a section has at least one element, "
                "and a stride is at least 1")
              << (*V == 0 ? "zero" : "negative") << (P == 1 ? "length" : "stride") << Clause;
          return false;
        }
        Bounds.push_back(Parts[P]);
      }
    }
    Item.push_back(T[C]);
    I = C + 1;
  }
  return true;
}

/// HPAC's items are addressable lvalues: a name followed by subscripts,
/// sections, members or calls, possibly dereferenced or parenthesised.
/// Anything else at the top level (a literal, an operator) is refused here,
/// at the item, rather than left to a check clang would report at
/// generated tokens.
bool lvalueForm(Preprocessor &PP, llvm::StringRef Clause, llvm::ArrayRef<Token> T) {
  size_t I = 0;
  while (I < T.size() && T[I].is(tok::star))
    ++I;
  const bool Deref = I > 0;
  bool Named = false, EndsInCall = false;
  for (; I < T.size(); ++I) {
    EndsInCall = false;
    if (T[I].isOneOf(tok::l_square, tok::l_paren)) {
      size_t C = closingBracket(T, I);
      if (C >= T.size())
        break;
      // '(' after a name, ']' or ')' is a call, whose value in C is no
      // lvalue unless dereferenced; at the start it groups: (*p),
      // ([rows][cols])p.
      EndsInCall = T[I].is(tok::l_paren) && Named;
      Named = true;
      I = C;
      continue;
    }
    if (T[I].is(tok::identifier)) {
      Named = true;
      continue;
    }
    if (T[I].isOneOf(tok::period, tok::arrow, tok::coloncolon))
      continue;
    break;
  }
  // In C++ a call may return a reference (an lvalue HPAC takes).
  if (I == T.size() && Named && (!EndsInCall || Deref || PP.getLangOpts().CPlusPlus))
    return true;
  std::string Sp;
  for (const Token &Tok : T)
    Sp += (Sp.empty() || !Tok.hasLeadingSpace() ? "" : " ") + PP.getSpelling(Tok);
  error(PP, T[0].getLocation(),
        "'%0' item '%1' is not a variable, an array element or an array section")
      << Clause << Sp;
  return false;
}

bool takeClause(Preprocessor &PP, const DataClause &C, llvm::StringRef Clause, TokenVec &Checks) {
  std::vector<TokenVec> Items = splitTopLevel(C.Toks, tok::comma);
  for (const TokenVec &T : Items) {
    if (T.empty()) {
      error(PP, C.Loc,
            "expected an item (a variable, an array element or a section such as "
            "'a[lo:len]') in '%0' clause")
          << Clause;
      return false;
    }
    TokenVec Item;
    std::vector<TokenVec> Bounds;
    if (!lvalueForm(PP, Clause, T) || !hpacItem(PP, Clause, T, Item, Bounds))
      return false;
    // A pointer to the item's type, never evaluated: clang checks the
    // names and subscripts at the user's tokens, and accepts what HPAC does
    // (incomplete arrays, functions' names) without another complaint.
    TokenBuilder B(PP, T[0].getLocation());
    Bounds.insert(Bounds.begin(), Item);
    for (const TokenVec &E : Bounds)
      B.code("__typeof__($0) *__approx_decl" + std::to_string(Checks.size() + B.tokens().size()) +
                 " __attribute__((unused)) = 0;",
             {E});
    Checks.append(B.tokens().begin(), B.tokens().end());
  }
  return true;
}

/// The level of the -Wapprox-hpac warnings of D (Ignored when off). Custom
/// diagnostics are outside clang's warning groups, so -w and -Werror are
/// applied here, as clang applies them to its own warnings.
DiagnosticsEngine::Level hpacLevel(Preprocessor &PP, const ApproxDirective &D,
                                   const HpacDecls &Decls) {
  const PluginOptions &O = getOptions();
  const DiagnosticsEngine &DE = PP.getDiagnostics();
  bool Dialect = Decls.any() || (D.Perfo && D.Perfo->AliasSpelling) || (D.Memo && D.Memo->KindHier);
  bool On = O.Hpac == HpacWarnings::On || (O.Hpac == HpacWarnings::Default && Dialect);
  if (!On || DE.getIgnoreAllWarnings())
    return DiagnosticsEngine::Ignored;
  return O.HpacAsError.value_or(DE.getWarningsAsErrors()) ? DiagnosticsEngine::Error
                                                          : DiagnosticsEngine::Warning;
}

} // namespace

bool takeDeclarationItems(Preprocessor &PP, ApproxDirective &D, HpacDecls &Decls) {
  // memo(out) (TAF) predicts from outputs; HPAC hands its 'in' items to its
  // runtime, here they only declare.
  if (D.Memo && D.Memo->Kind == MemoKind::Out && D.In && !D.Perfo && !D.Reconstruct &&
      !D.Precision && !D.Unorm && !D.Sync && !D.Atomic && !D.Branch) {
    if (!takeClause(PP, *D.In, "in", Decls.Checks))
      return false;
    Decls.In = std::move(D.In);
    D.In.reset();
    return true;
  }
  // The items of a technique (memo's included); 'inout' beside a data
  // technique stays for DirectiveChecks to report.
  if ((!D.In && !D.Out && !D.Inout) || D.Memo || D.Reconstruct || D.Precision || D.Unorm)
    return true;
  if (D.Sync || D.Atomic || D.Branch)
    return true; // DirectiveChecks reports the combination
  if ((D.In && !takeClause(PP, *D.In, "in", Decls.Checks)) ||
      (D.Out && !takeClause(PP, *D.Out, "out", Decls.Checks)) ||
      (D.Inout && !takeClause(PP, *D.Inout, "inout", Decls.Checks)))
    return false;
  Decls.In = std::move(D.In);
  Decls.Out = std::move(D.Out);
  Decls.Inout = std::move(D.Inout);
  D.In.reset();
  D.Out.reset();
  D.Inout.reset();
  return true;
}

void warnHpacDifferences(Preprocessor &PP, const ApproxDirective &D, const HpacDecls &Decls,
                         bool NoTechnique) {
  DiagnosticsEngine::Level L = hpacLevel(PP, D, Decls);
  if (L == DiagnosticsEngine::Ignored)
    return;
  if (D.Perfo) {
    llvm::StringRef K = spelling(D.Perfo->Kind);
    switch (D.Perfo->Kind) {
    case PerfoKind::Small:
      diag(PP, D.Perfo->KindLoc, L,
           "'small:N' skips the last iteration of every N (N-1, 2N-1, ...); HPAC's 'small' "
           "skips iterations N, 2N, ... (the first of every N but the loop's first) "
           "[-Wapprox-hpac]");
      break;
    case PerfoKind::Fini:
      diag(PP, D.Perfo->KindLoc, L,
           "'fini:R' drops the last floor(n*R) of n iterations; HPAC's 'fini' keeps "
           "iterations 0 to (n-1)*(1-R) and may drop one more [-Wapprox-hpac]");
      break;
    case PerfoKind::Rand:
      diag(PP, D.Perfo->KindLoc, L,
           "'%0' skips each iteration with probability R as HPAC's 'random' does, but draws "
           "from a hash of APPROX_SEED, the label and the iteration (the same on every run, "
           "host and device), not from HPAC's per-thread random sequence [-Wapprox-hpac]")
          << (D.Perfo->AliasSpelling ? "random" : K);
      break;
    default: // large, init/ini: HPAC's meaning; rate: no HPAC kind
      break;
    }
  }
  if (D.Memo && D.Memo->KindHier == MemoHier::Warp && D.Memo->Kind == MemoKind::Out)
    diag(PP, D.Memo->KindHierLoc, L,
         "'memo(out:warp)' is TAF with a thread's history here: each thread (its group of "
         "'items' iterations) decides alone when to predict; HPAC-Offload decides per warp "
         "[-Wapprox-hpac]");
  if (D.Memo && Decls.In) {
    diag(PP, Decls.In->Loc, L,
         "'in' items of 'memo(out)' only declare the region's data: TAF here predicts from "
         "the region's earlier outputs and does not use them (HPAC passes them to its "
         "runtime) [-Wapprox-hpac]");
    return;
  }
  for (const std::optional<DataClause> *C : {&Decls.In, &Decls.Out, &Decls.Inout})
    if (*C)
      diag(PP, (*C)->Loc, L,
           "'%0' items without 'memo', 'reconstruct' or 'precision' only declare the region's "
           "data: no technique applies to them (HPAC passes them to its runtime for error "
           "profiling) [-Wapprox-hpac]")
          << (C == &Decls.In    ? "in"
              : C == &Decls.Out ? "out"
                                : "inout");
  if (NoTechnique)
    diag(PP, D.PragmaLoc, L,
         "'#pragma approx' with only data items runs its statement exactly (HPAC's "
         "data-profiling runtime has no counterpart here) [-Wapprox-hpac]");
}

void checksIntoLoopBody(Preprocessor &PP, const HpacDecls &Decls, Stmt &S) {
  Stmt *Cur = &S;
  while (Cur->Kind == Stmt::Directive && Cur->Body)
    Cur = Cur->Body.get();
  // Down a collapsed nest to the body of its innermost loop.
  while (Cur->Kind == Stmt::For && Cur->Body &&
         (Cur->Body->Kind == Stmt::For || (Cur->Body->Kind == Stmt::Compound && Cur->Body->Body)))
    Cur = Cur->Body->Kind == Stmt::For ? Cur->Body.get() : Cur->Body->Body.get();
  if (Cur->Kind != Stmt::For || !Cur->Body)
    return; // not a loop: the lowering reports it
  TokenVec Body;
  Cur->Body->flatten(Body);
  TokenBuilder B(PP, Cur->Body->loc());
  B.code("{").append(Decls.Checks).append(Body).code("}");
  auto New = std::make_unique<Stmt>();
  New->Kind = Stmt::Other;
  New->Toks = B.take();
  Cur->Body = std::move(New);
}

void wrapChecks(Preprocessor &PP, SourceLocation Loc, const HpacDecls &Decls, TokenVec &Lowered) {
  TokenBuilder B(PP, Loc);
  B.code("{").append(Decls.Checks).append(Lowered).code("}");
  Lowered = B.take();
}

TokenVec loopInitOf(const Stmt &S) {
  const Stmt *Cur = &S;
  while (Cur && (Cur->Kind == Stmt::Directive || (Cur->Kind == Stmt::Compound && Cur->Body)))
    Cur = Cur->Body.get();
  if (!Cur || Cur->Kind != Stmt::For)
    return {};
  size_t End = topLevelEnd(Cur->Head, 0, {tok::semi});
  if (End >= Cur->Head.size())
    return {}; // a range-based for: not a loop memo takes
  return TokenVec(Cur->Head.begin(), Cur->Head.begin() + End);
}

void wrapChecksInLoopScope(Preprocessor &PP, SourceLocation Loc, const HpacDecls &Decls,
                           llvm::ArrayRef<Token> Init, TokenVec &Lowered) {
  TokenBuilder B(PP, Loc);
  TokenVec InitToks(Init.begin(), Init.end());
  B.code("{ if (0) for ($0;;) {", {InitToks}).append(Decls.Checks).code("}");
  B.append(Lowered).code("}");
  Lowered = B.take();
}

} // namespace approx
