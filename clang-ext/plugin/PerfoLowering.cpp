//===- PerfoLowering.cpp - lower perfo(...) loops --------------------------===//
//
// Rewrites the loop after `#pragma approx perfo(kind[, chunk(C)] : e)` so it
// runs exactly the kept iterations: a new canonical loop over [0, plan.kept)
// whose body first maps the compacted index to the logical one and declares
// the original loop variable. The plan (headers/approx.h) is computed once
// per execution in a prologue when the pragma comes first ("prologue form");
// when an OpenMP loop directive precedes the pragma, nothing can be placed
// before the loop, so the loop bound and the body compute it ("inline form").
// Directives between the pragma and the loop stay in place; a target
// directive gets firstprivate(plan) so the plan travels as a kernel argument.
// In a collapsed nest the variable is declared in the innermost body and
// substituted in inner loop headers. -fapprox-perfo-lowering=continue keeps
// the original loop and skips per iteration, the way HPAC does.
//
//===----------------------------------------------------------------------===//
#include "Diag.h"
#include "Labels.h"
#include "LoopForm.h"
#include "Lowering.h"
#include "NestedRegions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace approx {

namespace {

class PerfoEmitter {
public:
  PerfoEmitter(Preprocessor &PP, const ApproxDirective &D, const LoweringContext &Ctx,
               const LoopForm &F)
      : PP(PP), D(D), Ctx(Ctx), F(F), B(PP, D.PragmaLoc) {
    std::string N = std::to_string(Ctx.Id);
    Plan = "__approx_p" + N;
    PlanVar = Plan;
    BlocksVar = "__approx_b" + N;
    Iter = "__approx_j" + N;
    Logical = "__approx_k" + N;
    Timer = "__approx_t" + N;
    Kept = "__approx_n" + N;
    Label = D.label();
  }

  bool emit(llvm::ArrayRef<Stmt *> Dirs, Stmt &Loop, unsigned Collapse);
  TokenVec take() { return B.take(); }
  bool usedBlocks() const { return UsedBlocks; }

private:
  TokenVec planArgs();
  TokenVec inlineBound(const std::string &Fn, bool Note);
  TokenVec typeOfVar();
  TokenVec lbExpr() const;
  /// The fast index map over the prologue's scalars (scalars travel to a
  /// kernel as plain arguments; a struct would be mapped per launch).
  std::string fastIndex() const {
    std::string N = std::to_string(Ctx.Id);
    return "__approx_perfo_index_fast(" + Iter + ", __approx_fs" + N + ", __approx_fm" + N +
           ", __approx_fk" + N + ", __approx_fa" + N + ")";
  }
  TokenVec stepExpr() const;
  TokenVec labelStatic();
  TokenVec prelude(bool DeclarePlan, bool Fast = false);
  TokenVec blockLoop(const TokenVec &Body);
  bool intLoop() const;
  bool nest(const Stmt &Body, unsigned Remaining, const TokenVec &Prelude, const TokenVec &Subst,
            TokenBuilder &Out);
  TokenVec code(llvm::StringRef Text, llvm::ArrayRef<TokenVec> Args = {}) {
    TokenBuilder T(PP, D.PragmaLoc);
    T.code(Text, Args);
    return T.take();
  }

  Preprocessor &PP;
  const ApproxDirective &D;
  const LoweringContext &Ctx;
  const LoopForm &F;
  TokenBuilder B;
  std::string Plan, Iter, Logical, Timer, Kept, Label;
  std::string PlanVar; // where lb/step are read from: the plan or the blocks
  std::string BlocksVar;
  bool UsedBlocks = false;
};

/// The inline form's bound call (Fn: __approx_perfo_kept, or _note for the
/// continue lowering, which adds 0): the host records (and, when the
/// construct can be followed by its end, starts the region's timer); a
/// device counts only a loop the host does not see (inside a kernel).
TokenVec PerfoEmitter::inlineBound(const std::string &Fn, bool Note) {
  if (Ctx.DeviceCompile && Ctx.OmpFirstHostCounted)
    return code(Fn + "($0)", {planArgs()});
  if (Ctx.DeviceCompile)
    return code(std::string(Note ? "0 * " : "") + "__approx_perfo_kept_devrec(" +
                    std::to_string(Ctx.OmpFirstDistribute + 2 * Ctx.OmpFirstWorksharing) +
                    ", $0)",
                {planArgs()});
  TokenVec Call = code(Fn + "_rec($0)", {planArgs()});
  if (!Ctx.InlineTimed)
    return Call;
  return code("__approx_inline_begin(" + hashLiteral(labelHash(Label)) + ", $0)", {Call});
}

TokenVec PerfoEmitter::planArgs() {
  const PerfoClause &P = *D.Perfo;
  std::string Head;
  llvm::raw_string_ostream OS(Head);
  OS << "\"" << escapeString(Label) << "\", " << hashLiteral(labelHash(Label)) << ", "
     << abiName(P.Kind) << ", (double)($0), (long long)($1), ";
  TokenVec Chunk = P.Chunk ? P.Chunk->Toks : code("1");
  TokenVec If = D.If ? code("($0) ? 1 : 0", {D.If->Toks}) : code("1");
  TokenVec UB = F.UB;
  return code(OS.str() + "$2, (long long)($3), (long long)($4), (long long)($5), " +
                  std::to_string(F.Op),
              {P.Value.Toks, Chunk, If, F.LB, UB, F.Step});
}

/// A literal bound or step is spliced as is (so, e.g., a unit step keeps the
/// index arithmetic linear for LLVM); anything else is read from the plan.
static bool isLiteral(const TokenVec &T) {
  return (T.size() == 1 && T[0].is(tok::numeric_constant)) ||
         (T.size() == 2 && T[0].is(tok::minus) && T[1].is(tok::numeric_constant));
}

TokenVec PerfoEmitter::lbExpr() const {
  if (isLiteral(F.LB))
    return F.LB;
  TokenBuilder T(PP, D.PragmaLoc);
  return T.code(PlanVar + ".__lb").take();
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
    P.code("const long long " + Logical + " = " + fastIndex() + "; $0 $1 = ($0)(($2) + ($3) * " +
               Logical + ");",
           {typeOfVar(), TokenVec{F.Var}, lbExpr(), stepExpr()});
    return P.take();
  }
  if (DeclarePlan)
    P.code("const __approx_plan_t " + Plan + " = __approx_perfo_plan($0);", {planArgs()});
  if (Ctx.ContinueLowering) {
    P.code("if (!__approx_perfo_keeps(&" + Plan + ", ((long long)($0) - ($1)) / ($2))) continue;",
           {TokenVec{F.Var}, lbExpr(), stepExpr()});
    return P.take();
  }
  P.code("const long long " + Logical + " = __approx_perfo_index(&" + Plan + ", " + Iter +
         "); if (__approx_perfo_skip(&" + Plan + ", " + Logical + ")) continue; $0 $1 = ($0)(($2) + ($3) * " +
         Logical + ");",
         {typeOfVar(), TokenVec{F.Var}, lbExpr(), stepExpr()});
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
  std::string IT = intLoop() ? "int" : "long long", Cast = "(" + IT + ")";
  T.code("for (" + IT + " " + Iter + " = 0; " + Iter + " < " + Cast + Blocks + ".__n; ++" + Iter +
         ") {");
  T.code("if (__approx_block_skip(&" + Blocks + ", " + Iter + ")) continue;");
  T.code("const " + IT + " " + Start + " = " + Cast + "__approx_block_start(&" + Blocks + ", " +
         Iter + ");");
  T.code("const " + IT + " " + End + " = " + Cast + "__approx_block_end(&" + Blocks + ", " +
         Start + ");");
  T.code("for (" + IT + " " + Logical + " = " + Start + "; " + Logical + " < " + End + "; " +
             "++" + Logical + ") { $0 $1 = ($0)(($2) + ($3) * (long long)" +
             Logical + "); $4 } }",
         {typeOfVar(), TokenVec{F.Var}, lbExpr(), stepExpr(), Body});
  return T.take();
}

/// Emits Body, descending Remaining perfectly nested loops first; the
/// prelude goes at the top of the innermost body.
bool PerfoEmitter::nest(const Stmt &Body, unsigned Remaining, const TokenVec &Prelude,
                        const TokenVec &Subst, TokenBuilder &Out) {
  if (Remaining == 0) {
    TokenVec Inner;
    Body.flatten(Inner);
    Out.code("{ $0 $1 }", {Prelude, Inner});
    return true;
  }
  const Stmt *Loop = Body.Kind == Stmt::For                      ? &Body
                     : Body.Kind == Stmt::Compound && Body.Body ? Body.Body.get()
                                                                 : nullptr;
  if (!Loop && Remaining > 64) // collapse depth unknown: as deep as the nest goes
    return nest(Body, 0, Prelude, Subst, Out);
  if (!Loop) {
    error(PP, Body.loc(), "'collapse' needs perfectly nested loops under '#pragma approx "
                          "perfo'");
    return false;
  }
  TokenVec Head;
  for (const Token &T : Loop->Head) {
    if (T.is(tok::identifier) && T.getIdentifierInfo() == F.Var.getIdentifierInfo() &&
        !Ctx.ContinueLowering) { // the continue lowering keeps the variable
      if (Subst.empty()) {
        error(PP, T.getLocation(), "a collapsed inner loop that uses the perforated loop's "
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

bool PerfoEmitter::emit(llvm::ArrayRef<Stmt *> Dirs, Stmt &Loop, unsigned Collapse) {
  bool Inline = Ctx.OmpFirst;
  TokenVec Prelude = prelude(/*DeclarePlan=*/Inline);
  TokenVec Subst;
  if (!Inline && !Ctx.ContinueLowering)
    Subst = code("(($0)(($1) + ($2) * __approx_perfo_index(&" + Plan + ", " + Iter + ")))",
                 {typeOfVar(), lbExpr(), stepExpr()});
  if (Inline) { // registers the label; it only has to exist in the binary
    TokenVec L = labelStatic();
    Prelude.insert(Prelude.begin(), L.begin(), L.end());
  }

  TokenBuilder LoopOut(PP, D.PragmaLoc);
  if (Ctx.ContinueLowering && Inline) {
    // Nothing runs once per execution before an inline-form loop: record
    // through the loop bound, which OpenMP evaluates before the loop. The
    // device compile must capture the same variables: it calls a no-op twin.
    static const char *const Ops[] = {"<", "<=", ">", ">=", "!="};
    auto Parts = Loop.Head;
    TokenVec Init, Incr;
    int Depth = 0, Semi = 0;
    for (const Token &T : Parts) {
      if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace)) ++Depth;
      if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace)) --Depth;
      if (Depth == 0 && T.is(tok::semi)) { ++Semi; continue; }
      if (Semi == 0) Init.push_back(T);
      if (Semi == 2) Incr.push_back(T);
    }
    LoopOut.append(Loop.ForTok).append(Loop.LParen);
    LoopOut.code("$0; $1 " + std::string(Ops[F.Op]) + " (($2) + (__typeof__($2))$3); $4",
                 {Init, TokenVec{F.Var}, F.UB, inlineBound("__approx_perfo_note", true), Incr});
    LoopOut.append(Loop.RParen);
  } else if (Ctx.ContinueLowering) {
    LoopOut.append(Loop.ForTok).append(Loop.LParen).append(Loop.Head).append(Loop.RParen);
  } else if (Inline) {
    LoopOut.code("for (long long " + Iter + " = 0; " + Iter + " < $0; ++" + Iter + ")",
                 {inlineBound("__approx_perfo_kept", false)});
  } else {
    // A scalar bound (not plan.kept): the host must see the trip count to
    // size the kernel launch (a struct member in firstprivate memory hides
    // it, and libomptarget then launches too few teams).
    LoopOut.code("for (long long " + Iter + " = 0; " + Iter + " < " + Kept + "; ++" + Iter + ")");
  }
  if (!nest(*Loop.Body, Collapse - 1, Prelude, Subst, LoopOut))
    return false;

  if (Inline) {
    B.append(LoopOut.take());
    if (Ctx.InlineTimed && !Ctx.DeviceCompile) // right after the construct
      B.code("__approxrt_inline_end(\"" + escapeString(Label) + "\", " +
             hashLiteral(labelHash(Label)) + ");");
    return true;
  }

  // A sequential loop (no directive) whose body cannot leave it early runs
  // in the plan's block form: one copy of the body (see blockLoop).
  TokenVec Body;
  Loop.Body->flatten(Body);
  bool Blocks = !Ctx.ContinueLowering && Dirs.empty() &&
                llvm::none_of(Body, [](const Token &T) { return T.is(tok::kw_break); });
  UsedBlocks = Blocks;

  // A worksharing loop (`omp for`, `omp loop`) in a parallel region: every
  // thread runs the prologue for one shared execution (counted once).
  bool Worksharing = false;
  if (!Dirs.empty()) {
    std::string First = Dirs.front()->directiveName();
    Worksharing = First == "for" || First.rfind("for ", 0) == 0 || First == "loop" ||
                  First.rfind("loop ", 0) == 0;
  }
  // Prologue form: { plan; timer; directives; loop; record time }
  B.code("{ $0", {labelStatic()});
  if (Blocks && Ctx.DeviceCompile && !Ctx.Hooks) {
    // In a kernel only the blocks are kept; the plan stays out of line
    // (data clauses read the plan after the loop: they keep it).
    B.code("const __approx_blocks_t " + BlocksVar + " = __approx_perfo_blocks_dev($0);",
           {planArgs()});
    if (intLoop())
      B.code("__approx_blocks_int(&" + BlocksVar + ", \"" + escapeString(Label) + "\");");
    PlanVar = BlocksVar;
  } else {
    B.code("const __approx_plan_t " + Plan + " = " +
               (Ctx.DeviceCompile ? "__approx_perfo_plan_dev"
                : Worksharing     ? "__approx_perfo_plan_ws_rec"
                                  : "__approx_perfo_plan_rec") +
               "($0);",
           {planArgs()});
  }
  if (Blocks && PlanVar == Plan) {
    B.code("const __approx_blocks_t " + BlocksVar + " = __approx_perfo_blocks(&" + Plan + ");");
    PlanVar = BlocksVar;
  }
  if (!Blocks)
    B.code("const long long " + Kept + " = " + Plan + ".__kept;");
  // The region's time: on the host, or on a device by the thread that runs
  // this execution (a loop inside a kernel), summed like the host's.
  B.code("const double " + Timer + " = " +
         (Ctx.DeviceCompile ? "__approx_dev_clock()" : "__approxrt_now()") + ";");
  // The directives, with our variables made firstprivate where the loop
  // uses them: on the (first) target directive, so the plan travels as a
  // kernel argument instead of being mapped, and on any directive with
  // default(none) or defaultmap(none), which would otherwise reject them.
  std::string N = std::to_string(Ctx.Id);
  std::string FastVars = Kept + ", __approx_fs" + N + ", __approx_fm" + N + ", __approx_fk" + N +
                         ", __approx_fa" + N;
  bool Privatized = false;
  auto Directives = [&](const std::string &TargetVars, const std::string &Vars) {
    TokenVec Out;
    bool TargetDone = false;
    for (Stmt *Dir : Dirs) {
      TokenVec T = Dir->Toks;
      std::string NameStr = Dir->directiveName();
      llvm::StringRef Name = NameStr;
      bool Target = !TargetDone && Name.starts_with("target") && !Name.starts_with("target data");
      bool NoDefault = false;
      for (size_t I = 0; I + 3 < T.size(); ++I)
        if (T[I].getIdentifierInfo() && T[I + 1].is(tok::l_paren) &&
            T[I + 2].getIdentifierInfo() && T[I + 2].getIdentifierInfo()->getName() == "none" &&
            (T[I].getIdentifierInfo()->getName() == "default" ||
             T[I].getIdentifierInfo()->getName() == "defaultmap"))
          NoDefault = true;
      const std::string &List = NoDefault ? Vars : TargetVars;
      if ((Target || NoDefault) && !List.empty()) {
        TokenVec FP = code("firstprivate(" + List + ")");
        T.insert(T.end() - 1, FP.begin(), FP.end());
      }
      TargetDone |= Target;
      Privatized |= Target;
      Out.append(T.begin(), T.end());
    }
    return Out;
  };
  TokenVec DirToks = Directives(Plan, Plan + ", " + Kept);
  if (Ctx.Hooks) // data approximation: before the loop (DataLowering.cpp)
    B.append(Ctx.Hooks->BeforeLoop);
  // "if (exact plan) { the directives and the loop as written } else":
  // a disabled region runs the user's own loop (or kernel). The regions
  // nested in the loop are as written there too, so the exact branch also
  // needs each of them disabled (NestedRegions.h).
  auto ExactThenElse = [&] {
    TokenVec Lowered;
    Loop.flatten(Lowered);
    llvm::SmallVector<uint64_t, 4> Nested;
    TokenVec Original = exactCopy(Lowered, Nested);
    std::string Cond = Plan + ".__kind == __APPROX_PERFO_NONE";
    for (uint64_t H : Nested)
      Cond += " && __approx_nested_off(" + hashLiteral(H) + ")";
    B.code("if (" + Cond + ") {");
    for (Stmt *Dir : Dirs)
      B.append(Dir->Toks);
    B.append(Original);
    B.code("} else");
  };
  if (Ctx.ContinueLowering) {
    B.append(DirToks).append(LoopOut.take());
  } else if (Blocks) {
    B.append(blockLoop(Body));
  } else if (!Privatized) {
    // No offloading directive here (a host loop, or a loop inside a kernel):
    // an exact plan runs the loop exactly as written, so a disabled region
    // costs one plan per execution and nothing per iteration; otherwise the
    // compacted loop.
    ExactThenElse();
    B.code("{");
    B.append(DirToks).append(LoopOut.take());
    B.code("}");
  } else {
    // Two versions of the loop (two kernels when offloaded): plans whose
    // index map is a few shifts and adds run a loop as light as the exact
    // one; the general map's registers and branches stay out of it.
    TokenVec FastSubst = code("(($0)(($1) + ($2) * " + fastIndex() + "))",
                              {typeOfVar(), lbExpr(), stepExpr()});
    B.code("const int __approx_fs" + N + " = " + Plan + ".__fshift; const long long __approx_fm" +
           N + " = " + Plan + ".__fmul, __approx_fk" + N + " = " + Plan + ".__fmask, __approx_fa" +
           N + " = " + Plan + ".__fadd;");
    TokenBuilder Fast(PP, D.PragmaLoc);
    Fast.code("for (long long " + Iter + " = 0; " + Iter + " < " + Kept + "; ++" + Iter + ")");
    if (!nest(*Loop.Body, Collapse - 1, prelude(false, /*Fast=*/true), FastSubst, Fast))
      return false;
    if (!Ctx.Hooks)
      // A third version, the construct as written: an exact plan (a
      // disabled region) launches the user's own kernel, not the fast map's
      // (whose run-time shifts and masks cost 11% in correlation).
      ExactThenElse();
    B.code("if (" + Plan + ".__fast) {");
    B.append(Directives("", FastVars)).append(Fast.take());
    B.code("} else {");
    B.append(DirToks).append(LoopOut.take());
    B.code("}");
  }
  if (F.Type.empty() && Dirs.empty() && !Ctx.ContinueLowering)
    // A sequential loop leaves a variable declared outside at its final value
    // (the block form always re-declares it; the exact copy sets it itself).
    B.code(std::string(Blocks ? "" : "if (" + Plan + ".__kind != __APPROX_PERFO_NONE) ") +
               "$0 = (__typeof__($0))(($1) + ($2) * " + PlanVar + (Blocks ? ".__lim);" : ".__n);"),
           {TokenVec{F.Var}, lbExpr(), stepExpr()});
  if (Ctx.Hooks) // data approximation: after the loop (DataLowering.cpp)
    B.append(Ctx.Hooks->AfterLoop);
  if (!Ctx.DeviceCompile)
    B.code("__approxrt_record_time(\"" + escapeString(Label) + "\", __approxrt_now() - " +
           Timer + ");");
  else
    B.code("__approx_dev_time(" + hashLiteral(labelHash(Label)) + ", " + Timer + ");");
  B.code("}");
  return true;
}

} // namespace

bool perfoHasLoop(Preprocessor &PP, const ApproxDirective &D, const Stmt &S) {
  const Stmt *Cur = &S;
  while (Cur->Kind == Stmt::Directive) {
    if (!Cur->Body) {
      error(PP, Cur->loc(), "'perfo' applies to a 'for' loop, not to the standalone "
                            "directive '#pragma omp %0'")
          << Cur->directiveName();
      return false;
    }
    Cur = Cur->Body.get();
  }
  if (Cur->Kind == Stmt::For)
    return true;
  error(PP, Cur->loc(), "'perfo' applies to a 'for' loop");
  note(PP, D.PragmaLoc, "perforation requested here");
  return false;
}

bool lowerPerfo(Preprocessor &PP, const ApproxDirective &D, Stmt &S, const LoweringContext &Ctx,
                TokenVec &Out) {
  if (!perfoHasLoop(PP, D, S))
    return false;
  llvm::SmallVector<Stmt *, 2> Dirs;
  Stmt *Cur = &S;
  unsigned Collapse = Ctx.OmpFirst ? Ctx.OmpFirstCollapse : 1;
  while (Cur->Kind == Stmt::Directive) {
    SourceLocation At;
    std::optional<unsigned> C = collapseCount(PP, Cur->Toks, At);
    if (!C) {
      error(PP, At, "'perfo' needs the argument of 'collapse' to be an integer literal");
      return false;
    }
    Collapse = std::max(Collapse, *C);
    Dirs.push_back(Cur);
    Cur = Cur->Body.get();
  }
  std::optional<LoopForm> F = analyzeLoop(PP, *Cur, "perfo");
  if (!F)
    return false;
  PerfoEmitter E(PP, D, Ctx, *F);
  if (!E.emit(Dirs, *Cur, Collapse))
    return false;
  Out = E.take();
  bool Blocks = E.usedBlocks();
  if (Ctx.Remarks) {
    remark(PP, D.PragmaLoc, "approx region '%0': perfo(%1) lowered to %2%3")
        << D.label() << spelling(D.Perfo->Kind)
        << (Ctx.ContinueLowering ? "a per-iteration skip (HPAC style)"
            : Blocks             ? "blocks of kept iterations (a sequential loop)"
                                 : "a compacted iteration space")
        << (Ctx.OmpFirst ? ", plan computed in the loop (pragma after '#pragma omp')"
                         : ", plan computed once per execution");
  }
  return true;
}

} // namespace approx
