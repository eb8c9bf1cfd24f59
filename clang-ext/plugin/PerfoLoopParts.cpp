//===- PerfoLoopParts.cpp - the pieces of a perforated loop -----------------===//
//
// The PerfoEmitter members the forms of PerfoLowering.cpp are made of: the
// plan's arguments and the inline form's bound call, the loop variable's
// type and its first value and step (literals spliced, anything else read
// from the plan), the prelude that maps the compacted index to the logical
// one, the block loop of sequential loops, and the descent into a
// collapsed nest, which substitutes the variable in inner loop headers.
//
//===----------------------------------------------------------------------===//
#include "Diag.h"
#include "ItemTypes.h"
#include "LoopCompare.h"
#include "PerfoEmitter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace approx {

/// The inline form's bound call (Fn: __approx_perfo_kept, or _note for the
/// continue lowering, which adds 0): the host records (and, when the
/// construct can be followed by its end, starts the region's timer); a
/// device counts only a loop the host does not see (inside a kernel). A
/// FirstIterCount loop records in its body instead (prelude()).
TokenVec PerfoEmitter::inlineBound(const std::string &Fn, bool Note) {
  if (Ctx.DeviceCompile && (FirstIterCount || Ctx.OmpFirstHostCounted))
    return code(Fn + "($0)", {planArgs()});
  if (Ctx.DeviceCompile)
    return code(std::string(Note ? "0 * " : "") + "__approx_perfo_kept_devrec(" +
                    std::to_string(Ctx.OmpFirstDistribute + 2 * Ctx.OmpFirstWorksharing) + ", $0)",
                {planArgs()});
  TokenVec Call =
      FirstIterCount ? code(Fn + "($0)", {planArgs()})
      : Ctx.OmpFirstDistribute && !Note
          ? code(Fn + "_distrec(" + std::to_string(1 + 2 * Ctx.OmpFirstWorksharing) + ", $0)",
                 {planArgs()})
          : code(Fn + "_rec($0)", {planArgs()});
  if (!Ctx.InlineTimed)
    return Call;
  return code("__approx_inline_begin(" + hashLiteral(labelHash(Label)) + ", $0)", {Call});
}

TokenVec PerfoEmitter::planArgs() {
  const PerfoClause &P = *D.Perfo;
  std::string Head;
  llvm::raw_string_ostream OS(Head);
  OS << "\"" << escapeString(Label) << "\", " << hashLiteral(labelHash(Label)) << ", "
     << abiName(P.Kind) << ", @(double)($0), @(long long)($1), ";
  TokenVec Chunk = P.Chunk ? P.Chunk->Toks : code("1");
  TokenVec If = D.If ? code("($0) ? 1 : 0", {D.If->Toks}) : code("1");
  return code(OS.str() + "$2, @(long long)($3), @(long long)($4), @(long long)($5), " + opExpr(),
              {P.Value.Toks, Chunk, If, F.LB, F.UB, F.Step, typeOfVar()});
}

/// The plan's op: the comparison plus what the variable's type and the
/// type C compares it with the bound in (their common type; LoopCompare.h)
/// ask for: __APPROX_U64, or _UNARROW with its width and, compared as
/// unsigned int or a 64-bit unsigned type, _CMPU32 or _CMPU64; a signed
/// variable compared as unsigned is planned as an unsigned one of that
/// width. A constant where the variable's type is spelled and the bound's
/// tokens say its type (the usual loop: `i < n`); else __approx_cmp_op()
/// on the types, which the compiler folds ($6: the variable's type, $4:
/// the bound, read in __typeof__ and sizeof only, so it is still evaluated
/// once): under -E, for a typedef or `auto` variable, for a bound that
/// calls or casts.
std::string PerfoEmitter::opExpr() const {
  int Op = F.Op + (U64 ? 8 : 0) + (UNarrow ? 16 + narrowWidthFlag() : 0);
  if (U64) // compared as 64-bit unsigned whatever the bound's type
    return std::to_string(Op);
  std::optional<IntClass> Var;
  if (UNarrow)
    Var = IntClass{narrowWidthFlag() == 0, 32};
  else if (spelledIntegerType())
    Var = IntClass{false, S64 ? 64u : 32u};
  std::optional<IntClass> Bound =
      Var ? classOfTokens(PP, Ctx.Sema, D.PragmaLoc, F.UB) : std::nullopt;
  if (Var && Bound) {
    IntClass C = commonClass(*Var, *Bound);
    if (C.Unsigned && UNarrow)
      Op += C.Width == 32 ? 128 : 256;
    else if (C.Unsigned)
      Op += C.Width == 32 ? 16 + 128 : 8;
    return std::to_string(Op);
  }
  const std::string Common = "__typeof__(@($6)0 + ($4))";
  return "__approx_cmp_op(" + std::to_string(F.Op) + ", sizeof($6), @($6)-1 > @($6)0, sizeof(" +
         Common + "), @(" + Common + ")-1 > @(" + Common + ")0)";
}

/// A literal bound or step is spliced as is (so, e.g., a unit step keeps the
/// index arithmetic linear for LLVM); anything else is read from the plan.
static bool isLiteral(const TokenVec &T) {
  return (T.size() == 1 && T[0].is(tok::numeric_constant)) ||
         (T.size() == 2 && T[0].is(tok::minus) && T[1].is(tok::numeric_constant));
}

TokenVec PerfoEmitter::lbExpr(bool Wrapping) const {
  TokenBuilder T(PP, D.PragmaLoc);
  // Unsigned arithmetic: a range may reach past 2^63 (a 64-bit signed
  // variable's too, from -9e18 to 9e18: its values wrap back into range).
  if (U64 || (Wrapping && s64Wraps()))
    return T
        .code("@(unsigned long long)($0)",
              {isLiteral(F.LB) ? F.LB : TokenVec(T.code(PlanVar + ".__lb").take())})
        .take();
  if (isLiteral(F.LB))
    return F.LB;
  return T.code(PlanVar + ".__lb").take();
}

/// Whether a 64-bit signed variable's values may pass 2^63 on the way: not
/// from a literal 0 by a literal step of 1 or -1 (`for (long x = 0; x < n;
/// ++x)`), whose lowering keeps signed arithmetic.
bool PerfoEmitter::s64Wraps() const {
  if (!S64)
    return false;
  auto Spelled = [&](const TokenVec &T) {
    std::string Text;
    for (const Token &Tok : T)
      Text += PP.getSpelling(Tok);
    return Text;
  };
  bool ZeroLB = isLiteral(F.LB) && Spelled(F.LB) == "0";
  std::string Step = isLiteral(F.Step) ? Spelled(F.Step) : "";
  return !(ZeroLB && (Step == "1" || Step == "-1"));
}

/// The step as `lb + step * k` multiplies it: unsigned, as lbExpr, for a
/// 64-bit variable (the product may pass 2^63 where the sum is in range).
TokenVec PerfoEmitter::stepFactor() const {
  if (!U64 && !s64Wraps())
    return stepExpr();
  TokenBuilder T(PP, D.PragmaLoc);
  return T.code("@(unsigned long long)($0)", {stepExpr()}).take();
}

/// The cast of the index that stepFactor() multiplies: unsigned with it, so
/// that the product converts nothing implicitly (-Wsign-conversion).
std::string PerfoEmitter::indexCast() const {
  return U64 || s64Wraps() ? "@(unsigned long long)" : "";
}

/// Whether the loop variable's type, as written or as Sema names it, is a
/// 64-bit unsigned one (size_t, uint64_t, unsigned long, ...).
std::string PerfoEmitter::varTypeSpelling() const {
  std::string Type;
  for (const Token &T : F.Type)
    Type += PP.getSpelling(T) + " ";
  if (F.Type.empty())
    Type = lookUpName(PP, Ctx.Sema, D.PragmaLoc, F.Var.getIdentifierInfo()).Type;
  return Type;
}

/// Whether a type spelling holds \p Word as a whole word, perhaps after
/// leading underscores: `ssize_t` is not `size_t`; `std::size_t` and the C
/// library's `__uint64_t` are `size_t` and `uint64_t`.
static bool hasWord(llvm::StringRef Type, llvm::StringRef Word) {
  auto IsIdent = [](char C) { return llvm::isAlnum(C) || C == '_'; };
  for (size_t At = Type.find(Word); At != llvm::StringRef::npos; At = Type.find(Word, At + 1)) {
    size_t Begin = At, End = At + Word.size();
    while (Begin > 0 && Type[Begin - 1] == '_')
      --Begin;
    if ((Begin == 0 || !IsIdent(Type[Begin - 1])) && (End == Type.size() || !IsIdent(Type[End])))
      return true;
  }
  return false;
}

/// Whether it is an unsigned type narrower than 64 bits, by its spelling:
/// `unsigned [int|short|char]`, `uint8_t`, `uint16_t`, `uint32_t`.
bool PerfoEmitter::unsignedNarrow() const {
  std::string Type = varTypeSpelling();
  llvm::StringRef S(Type);
  return (hasWord(S, "unsigned") && !hasWord(S, "long")) || hasWord(S, "uint8_t") ||
         hasWord(S, "uint16_t") || hasWord(S, "uint32_t");
}

/// Whether it is a 64-bit signed type, by its spelling: `long [long]`,
/// `int64_t`, `ptrdiff_t`, `ssize_t`, `intptr_t`, `intmax_t`.
bool PerfoEmitter::signed64() const {
  std::string Type = varTypeSpelling();
  llvm::StringRef S(Type);
  return (hasWord(S, "long") && !hasWord(S, "unsigned")) || hasWord(S, "int64_t") ||
         hasWord(S, "ptrdiff_t") || hasWord(S, "ssize_t") || hasWord(S, "intptr_t") ||
         hasWord(S, "intmax_t");
}

/// For an unsigned narrow variable: __APPROX_UW8 (32) for `unsigned char`
/// and `uint8_t`, __APPROX_UW16 (64) for `unsigned short` and `uint16_t`, 0
/// for the 32-bit ones.
int PerfoEmitter::narrowWidthFlag() const {
  std::string Type = varTypeSpelling();
  llvm::StringRef S(Type);
  if (hasWord(S, "char") || hasWord(S, "uint8_t"))
    return 32;
  if (hasWord(S, "short") || hasWord(S, "uint16_t"))
    return 64;
  return 0;
}

/// Whether the spelling names the integer type itself (builtin words or the
/// standard typedefs above), so that its signedness and width are known.
bool PerfoEmitter::spelledIntegerType() const {
  std::string Type = varTypeSpelling();
  llvm::StringRef S(Type);
  for (llvm::StringRef W :
       {"int",     "long",      "short",    "char",      "signed",   "unsigned",  "size_t",
        "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t", "intmax_t", "uintmax_t", "int8_t",
        "int16_t", "int32_t",   "int64_t",  "uint8_t",   "uint16_t", "uint32_t",  "uint64_t"})
    if (hasWord(S, W))
      return true;
  return false;
}

bool PerfoEmitter::unsigned64() const {
  std::string Type = varTypeSpelling();
  llvm::StringRef S(Type);
  return hasWord(S, "size_t") || hasWord(S, "uint64_t") || hasWord(S, "uintptr_t") ||
         hasWord(S, "uintmax_t") || (hasWord(S, "unsigned") && hasWord(S, "long"));
}

TokenVec PerfoEmitter::stepExpr() const {
  if (isLiteral(F.Step))
    return F.Step;
  TokenBuilder T(PP, D.PragmaLoc);
  return T.code(PlanVar + (PlanVar == Plan ? ".__step" : ".__vstep")).take();
}

TokenVec PerfoEmitter::typeOfVar() {
  for (const Token &T : F.Type)
    if (T.is(tok::kw_auto) || T.is(tok::kw___auto_type)) // deduced from the bound
      return code("__typeof__($0)", {F.LB});
  if (!F.Type.empty())
    return F.Type;
  return code("__typeof__($0)", {TokenVec{F.Var}});
}

TokenVec PerfoEmitter::labelStatic() { return code(labelRegistration(D, Ctx)); }

TokenVec PerfoEmitter::prelude(bool DeclarePlan, bool Fast) {
  TokenBuilder P(PP, D.PragmaLoc);
  if (Fast) {
    P.code("const long long " + Logical + " = " + fastIndex() + "; " + declPrefix() +
               "$1 = @($0)(($2) + ($3) * " + indexCast() + Logical + ");",
           {typeOfVar(), TokenVec{F.Var}, lbExpr(), stepFactor()});
    return P.take();
  }
  if (DeclarePlan)
    P.code("const __approx_plan_t " + Plan + " = __approx_perfo_plan($0);", {planArgs()});
  if (Ctx.ContinueLowering && ContCounter.empty()) {
    // An OpenMP loop's iteration: its distance from lb in the variable's
    // width (a 64-bit range may pass 2^63, an unsigned one wrap once; C
    // stores lb converted) over the step (__approx_cont_index).
    P.code("const long long " + Logical +
               " = __approx_cont_index(@(unsigned long long)($1), @(unsigned long long)@($0)($2), "
               "@(long long)($3), @($0)-1 > @($0)0 ? ~0ULL >> (64 - 8 * sizeof($0)) : ~0ULL);",
           {typeOfVar(), TokenVec{F.Var}, lbExpr(/*Wrapping=*/false), stepExpr()});
  }
  // Declarations first (-Wdeclaration-after-statement): the logical index
  // (a pure function of the compacted one) before the first iteration's
  // count; the loop variable, which follows the skip test, in a block of
  // its own that nest() closes after the body.
  if (!Ctx.ContinueLowering)
    P.code("const long long " + Logical + " = __approx_perfo_index(&" + Plan + ", " +
           (Counter == "long long" ? Iter : "@(long long)" + Iter) + ");");
  if (FirstIterCount) // one iteration per execution has index 0
    P.code("if (" + (Ctx.ContinueLowering ? Logical : Iter) + " == 0 $0) " +
               (Ctx.DeviceCompile ? "__approx_perfo_count_dev(" + hashLiteral(labelHash(Label))
                                  : "__approx_perfo_count_host(\"" + escapeString(Label) + "\"") +
               ", &" + Plan + ");",
           {FirstIterInner});
  if (Ctx.ContinueLowering && !ContCounter.empty()) {
    // A sequential loop counts its iterations: exact however the variable
    // wraps or whatever its type.
    if (!Early) {
      P.code("if (!__approx_perfo_keeps(&" + Plan + ", " + ContCounter + "++)) continue;");
      return P.take();
    }
    // Leaving early: the kept iterations that began and the last one's index.
    P.code("if (!__approx_perfo_keeps(&" + Plan + ", " + ContCounter + ")) { ++" + ContCounter +
           "; continue; } ++" + EarlyVar + ".__started; " + EarlyVar + ".__last = " + ContCounter +
           "++;");
    return P.take();
  }
  if (Ctx.ContinueLowering) {
    P.code("if (!__approx_perfo_keeps(&" + Plan + ", " + Logical + ")) continue;");
    return P.take();
  }
  std::string Began =
      Early ? "++" + EarlyVar + ".__started; " + EarlyVar + ".__last = " + Logical + "; " : "";
  bool Declares = !AssignsVar && !OuterVar;
  P.code("if (__approx_perfo_skip(&" + Plan + ", " + Logical + ")) continue; " + Began +
             (Declares ? "{ " + declPrefix() : "") + "$1 = @($0)(($2) + ($3) * " + indexCast() +
             Logical + ");",
         {typeOfVar(), TokenVec{F.Var}, lbExpr(), stepFactor()});
  return P.take();
}

/// Whether a loop in a kernel is int-typed, so its blocks can use 32-bit
/// indices (64-bit ones take two registers each).
bool PerfoEmitter::intLoop() const {
  if (!Ctx.DeviceCompile || F.Type.empty())
    return false;
  return llvm::all_of(F.Type, [](const Token &T) {
    return T.isOneOf(tok::kw_int, tok::kw_unsigned, tok::kw_signed, tok::kw_short, tok::kw_char,
                     tok::kw_const);
  });
}

/// The block form of a sequential loop: blocks of consecutive kept
/// iterations (headers/approx.h, __approx_perfo_blocks), the body once, in an
/// inner loop over the logical index. An exact plan is a single block of unit
/// step, so a disabled region runs the original loop with one more outer trip
/// and nothing per iteration. Two copies of the body (exact and compacted)
/// nested two deep inside a kernel made LLVM merge the four bodies into one
/// loop with a dispatch per iteration: 7x slower even when disabled (lavaMD).
TokenVec PerfoEmitter::blockLoop(const TokenVec &Body) {
  std::string N = std::to_string(Ctx.Id);
  const std::string &Blocks = BlocksVar;
  std::string Start = "__approx_s" + N, End = "__approx_e" + N;
  TokenBuilder T(PP, D.PragmaLoc);
  // The prologue checked that an int loop's indices fit.
  std::string IT = intLoop() ? "int" : "long long", Cast = "@(" + IT + ")";
  T.code("for (" + IT + " " + Iter + " = 0; " + Iter + " < " + Cast + Blocks + ".__n; ++" + Iter +
         ") {");
  // (the block's bounds in a block of their own after the skip test:
  // -Wdeclaration-after-statement)
  T.code("if (__approx_block_skip(&" + Blocks + ", " + Iter + ")) continue; {");
  T.code("const " + IT + " " + Start + " = " + Cast + "__approx_block_start(&" + Blocks + ", " +
         Iter + ");");
  T.code("const " + IT + " " + End + " = " + Cast + "__approx_block_end(&" + Blocks + ", " + Start +
         ");");
  T.code("for (" + IT + " " + Logical + " = " + Start + "; " + Logical + " < " + End + "; " + "++" +
             Logical + ") { " + declPrefix() + "$1 = @($0)(($2) + ($3) * " +
             (indexCast().empty() ? "@(long long)" : indexCast()) + Logical + "); $4 } } }",
         {typeOfVar(), TokenVec{F.Var}, lbExpr(), stepFactor(), Body});
  return T.take();
}

/// The test that the innermost body runs the first iteration of the
/// Remaining loops a directive collapses below the perforated one (each
/// one's variable at its first value), into FirstIterInner; false where a
/// loop's first value cannot be read from its header (no `v = e` as its
/// whole init, or a depth not known).
bool PerfoEmitter::innerFirstIteration(const Stmt &Body, unsigned Remaining) {
  FirstIterInner.clear();
  const Stmt *S = &Body;
  for (; Remaining > 0; --Remaining) {
    if (Remaining > 64)
      return false;
    const Stmt *Loop = S->Kind == Stmt::For                   ? S
                       : S->Kind == Stmt::Compound && S->Body ? S->Body.get()
                                                              : nullptr;
    if (!Loop)
      return false;
    size_t Semi = 0, Eq = 0;
    int Depth = 0;
    for (size_t I = 0; I < Loop->Head.size() && !Semi; ++I) {
      const Token &T = Loop->Head[I];
      if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
        ++Depth;
      else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
        --Depth;
      else if (Depth == 0 && T.is(tok::comma))
        return false; // several variables
      else if (Depth == 0 && T.is(tok::equal) && !Eq)
        Eq = I;
      else if (Depth == 0 && T.is(tok::semi))
        Semi = I;
    }
    if (!Semi || !Eq || !Loop->Head[Eq - 1].is(tok::identifier) || Eq + 1 >= Semi)
      return false;
    TokenVec Var{Loop->Head[Eq - 1]};
    TokenVec Init(Loop->Head.begin() + Eq + 1, Loop->Head.begin() + Semi);
    TokenBuilder Cond(PP, D.PragmaLoc);
    Cond.code("&& ($0) == ($1)", {Var, Init});
    TokenVec C = Cond.take();
    FirstIterInner.append(C.begin(), C.end());
    S = Loop->Body.get();
    if (!S)
      return false;
  }
  return true;
}

bool PerfoEmitter::nest(const Stmt &Body, unsigned Remaining, const TokenVec &Prelude,
                        const TokenVec &Subst, TokenBuilder &Out) {
  if (Remaining == 0) {
    TokenVec Inner;
    Body.flatten(Inner);
    Out.code("{ $0 $1 }", {Prelude, Inner});
    // and the blocks the prelude opened so that a declaration follows its
    // statements (prelude())
    int Open = 0;
    for (const Token &T : Prelude)
      Open += T.is(tok::l_brace) ? 1 : T.is(tok::r_brace) ? -1 : 0;
    for (; Open > 0; --Open)
      Out.code("}");
    return true;
  }
  const Stmt *Loop = Body.Kind == Stmt::For                     ? &Body
                     : Body.Kind == Stmt::Compound && Body.Body ? Body.Body.get()
                                                                : nullptr;
  if (!Loop && Remaining > 64) // collapse depth unknown: as deep as the nest goes
    return nest(Body, 0, Prelude, Subst, Out);
  if (!Loop) {
    error(PP, Body.loc(),
          "'collapse' needs perfectly nested loops under '#pragma approx "
          "perfo'");
    return false;
  }
  TokenVec Head;
  for (const Token &T : Loop->Head) {
    if (T.is(tok::identifier) && T.getIdentifierInfo() == F.Var.getIdentifierInfo() &&
        !Ctx.ContinueLowering) { // the continue lowering keeps the variable
      if (Subst.empty()) {
        error(PP, T.getLocation(),
              "a collapsed inner loop that uses the perforated loop's "
              "variable needs '#pragma approx' before '#pragma omp'");
        return false;
      }
      Head.append(Subst.begin(), Subst.end());
      continue;
    }
    Head.push_back(T);
  }
  if (Body.Kind == Stmt::Compound)
    Out.append(Body.Toks.front());
  Out.append(Loop->ForTok).append(Loop->LParen).append(Head).append(Loop->RParen);
  if (!nest(*Loop->Body, Remaining > 64 ? Remaining : Remaining - 1, Prelude, Subst, Out))
    return false;
  if (Body.Kind == Stmt::Compound)
    Out.append(Body.Toks.back());
  return true;
}

} // namespace approx
