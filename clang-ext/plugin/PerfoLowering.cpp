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
#include "DataItems.h"
#include "Diag.h"
#include "Labels.h"
#include "LoopHints.h"
#include "NestedRegions.h"
#include "PerfoChecks.h"
#include "PerfoEmitter.h"
#include "TokenScan.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace approx {

/// Whether a directive of Dirs offloads the loop (a target construct, not
/// `target data`).
static bool offloads(llvm::ArrayRef<Stmt *> Dirs) {
  return llvm::any_of(Dirs, [](const Stmt *Dir) {
    std::string Name = Dir->directiveName();
    return llvm::StringRef(Name).starts_with("target") &&
           !llvm::StringRef(Name).starts_with("target data");
  });
}

/// Whether the directive that runs the loop names Word (`taskloop`,
/// `simd`): one of Dirs (after the pragma) or, in the inline form, the
/// directive the pragma follows.
static bool loopDirectiveSays(llvm::ArrayRef<Stmt *> Dirs, const LoweringContext &Ctx,
                              llvm::StringRef Word) {
  auto Says = [&](llvm::ArrayRef<Token> Run) {
    return llvm::is_contained(directiveWords(Run), Word);
  };
  return llvm::any_of(Dirs, [&](const Stmt *Dir) { return Says(Dir->Toks); }) ||
         (Ctx.OmpFirst && Says(Ctx.OmpFirstDirective));
}

/// Whether a loop body may leave the loop before it runs out: a `break`,
/// `return` or `goto` anywhere in it (one that only leaves an inner loop
/// or switch counts too: the test is on tokens).
static bool mayLeaveEarly(const Stmt &Loop) {
  TokenVec Body;
  Loop.Body->flatten(Body);
  return llvm::any_of(
      Body, [](const Token &T) { return T.isOneOf(tok::kw_break, tok::kw_return, tok::kw_goto); });
}

/// The form: the inline one after '#pragma omp'; else the continue
/// lowering when asked for; a sequential loop (no directive) whose body
/// cannot leave it early runs in blocks (one copy of the body: blockLoop);
/// a loop with no target directive (a host loop, a loop in a kernel) runs
/// exactly as written or compacted; an offloaded one in two versions.
PerfoForm PerfoEmitter::pickForm(llvm::ArrayRef<Stmt *> Dirs, const Stmt &Loop) const {
  if (Ctx.OmpFirst)
    return PerfoForm::Inline;
  if (Ctx.ContinueLowering)
    return PerfoForm::Continue;
  if (Dirs.empty() && !mayLeaveEarly(Loop))
    return PerfoForm::Blocks;
  return offloads(Dirs) ? PerfoForm::TwoVersions : PerfoForm::ExactOrCompact;
}

bool PerfoEmitter::compactedLoop(const Stmt &Loop, unsigned Collapse, TokenVec &Out) {
  bool Inline = Ctx.OmpFirst;
  // (under the continue lowering the iteration of logical index 0: the
  // bound, where it recorded, is evaluated once for all runs of a collapsed
  // inner loop and once per team of a distributed one)
  FirstIterCount =
      Inline && Ctx.OmpFirstIterCounted && innerFirstIteration(*Loop.Body, Collapse - 1);
  TokenVec Prelude = prelude(/*DeclarePlan=*/Inline);
  TokenVec Subst;
  if (!Inline && !Ctx.ContinueLowering)
    Subst = code("(@($0)(($1) + ($2) * " + indexCast() + "__approx_perfo_index(&" + Plan + ", " +
                     Iter + ")))",
                 {typeOfVar(), lbExpr(), stepFactor()});
  if (Inline) { // registers the label; it only has to exist in the binary
    TokenVec L = labelStatic();
    Prelude.insert(Prelude.begin(), L.begin(), L.end());
  }

  TokenBuilder LoopOut(PP, D.PragmaLoc);
  if (NoVectorize)
    LoopOut.append(noVectorizeHints(PP, D.PragmaLoc));
  if (Ctx.ContinueLowering && Inline) {
    // Nothing runs once per execution before an inline-form loop: record
    // through the loop bound, which OpenMP evaluates before the loop. The
    // device compile must capture the same variables: it calls a no-op twin.
    static const char *const Ops[] = {"<", "<=", ">", ">=", "!="};
    auto Parts = Loop.Head;
    TokenVec Init, Incr;
    int Depth = 0, Semi = 0;
    for (const Token &T : Parts) {
      if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
        ++Depth;
      if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
        --Depth;
      if (Depth == 0 && T.is(tok::semi)) {
        ++Semi;
        continue;
      }
      if (Semi == 0)
        Init.push_back(T);
      if (Semi == 2)
        Incr.push_back(T);
    }
    LoopOut.append(Loop.ForTok).append(Loop.LParen);
    LoopOut.code("$0; $1 " + std::string(Ops[F.Op]) + " (($2) + @(__typeof__($2))($3)); $4",
                 {Init, TokenVec{F.Var}, F.UB, inlineBound("__approx_perfo_note", true), Incr});
    LoopOut.append(Loop.RParen);
  } else if (Ctx.ContinueLowering) {
    LoopOut.append(Loop.ForTok).append(Loop.LParen).append(Loop.Head).append(Loop.RParen);
  } else if (Inline) {
    std::string Cast = counterCast();
    LoopOut.code("for (" + Counter + " " + Iter + " = 0; " + Iter + " < " +
                     (Cast.empty() ? "$0" : Cast + "($0)") + "; ++" + Iter + ")",
                 {inlineBound("__approx_perfo_kept", false)});
  } else {
    // A scalar bound (not plan.kept): the host must see the trip count to
    // size the kernel launch (a struct member in firstprivate memory hides
    // it, and libomptarget then launches too few teams).
    LoopOut.code("for (" + std::string(AssignsVar || Early ? "" : Counter + " " + Iter + " = 0") +
                 "; " + Iter + " < " + counterCast() + Kept + "; ++" + Iter + ")");
  }
  if (!nest(*Loop.Body, Collapse - 1, Prelude, Subst, LoopOut))
    return false;
  Out = LoopOut.take();
  return true;
}

/// Whether the directive Run makes Var private already (private,
/// lastprivate, linear); any other data-sharing clause on a loop variable
/// is an error clang reports, with the private(Var) added or at the exact copy.
static bool hasDataSharing(llvm::ArrayRef<Token> Run, const Token &Var) {
  for (size_t I = 0; I + 1 < Run.size(); ++I) {
    llvm::StringRef C = identName(Run[I]);
    if (Run[I + 1].isNot(tok::l_paren) || !(C == "private" || C == "lastprivate" || C == "linear"))
      continue;
    size_t End = pastBracket(Run, I + 1);
    for (size_t J = I + 2; J < End; ++J)
      if (Run[J].getIdentifierInfo() == Var.getIdentifierInfo())
        return true;
    I = End - 1;
  }
  return false;
}

/// Whether the directive (its name: "target teams distribute parallel for",
/// ...) is a loop construct, whose iteration variable is predetermined
/// private; with another construct before a loop the variable is shared or
/// private as the construct says, in the lowered loop as in the original.
static bool loopAssociated(llvm::StringRef Name) {
  llvm::SmallVector<llvm::StringRef, 6> Words;
  Name.split(Words, ' ', -1, false);
  return llvm::any_of(Words, [](llvm::StringRef W) {
    return W == "for" || W == "simd" || W == "loop" || W == "distribute" || W == "taskloop";
  });
}

bool PerfoEmitter::emit(llvm::ArrayRef<Stmt *> Dirs, Stmt &Loop, unsigned Collapse) {
  TokenVec LoopOut;
  U64 = unsigned64();
  S64 = !U64 && signed64();
  UNarrow = !U64 && unsignedNarrow();
  PerfoForm Form = pickForm(Dirs, Loop);
  // clang compares a taskloop's unsigned trip count with its loop variable
  // (-Wsign-compare on a signed one): a compacted taskloop counts unsigned.
  if (loopDirectiveSays(Dirs, Ctx, "taskloop"))
    Counter = "unsigned long long";
  AssignsVar = Form == PerfoForm::ExactOrCompact && Dirs.empty() && F.Type.empty();
  // A sequential loop that may leave early counts what ran when its scope
  // ends; the continue lowering's too, whose skipped iterations also begin.
  Early =
      (Form == PerfoForm::ExactOrCompact || (Form == PerfoForm::Continue && mayLeaveEarly(Loop))) &&
      Dirs.empty() && !Ctx.Hooks;
  NoVectorize = loopDirectiveSays(Dirs, Ctx, "simd");
  if (Form == PerfoForm::Continue && Dirs.empty())
    ContCounter = "__approx_ci" + std::to_string(Ctx.Id);
  // A variable declared before the loop is assigned, not redeclared (a
  // second declaration of the same name is what -Wshadow reports). Under a
  // directive it is private there, as it was when it was the iteration
  // variable. The inline form's directive can take the clause only while
  // it is held back (OmpHoist.h); where it is out of reach (a _Pragma, a
  // macro, the rest of a collapsed nest) the body still declares its own.
  OuterVar =
      F.Type.empty() && !Ctx.ContinueLowering && (Form != PerfoForm::Inline || Ctx.HeldDirective);
  if (OuterVar && Form == PerfoForm::Inline) {
    TokenVec &Run = *Ctx.HeldDirective;
    if (!hasDataSharing(Run, F.Var) && Run.back().is(tok::annot_pragma_openmp_end)) {
      TokenVec P = code("private($0)", {TokenVec{F.Var}});
      Run.insert(Run.end() - 1, P.begin(), P.end());
    }
  }
  Privatize = OuterVar && !Dirs.empty() && loopAssociated(Dirs.back()->directiveName()) &&
              !hasDataSharing(Dirs.back()->Toks, F.Var);
  if (!compactedLoop(Loop, Collapse, LoopOut))
    return false;
  if (Form == PerfoForm::Inline) {
    // The directive's loop is the compacted one, whose body declares its own
    // variable: a lastprivate one declared outside would keep garbage.
    if (F.Type.empty() &&
        clauseLists(Ctx.OmpFirstDirective, "lastprivate", F.Var.getIdentifierInfo())) {
      error(PP, F.Var.getLocation(),
            "'perfo' after '#pragma omp' cannot give the lastprivate loop variable '%0' its "
            "value after the loop (not supported yet); put '#pragma approx' before the "
            "'#pragma omp' line of a combined construct, or drop 'lastprivate(%0)'")
          << PP.getSpelling(F.Var);
      return false;
    }
    return emitInline(std::move(LoopOut));
  }
  UsedBlocks = Form == PerfoForm::Blocks;
  // Prologue form: { plan; timer; directives; loop; record time }
  planPrologue(Dirs, Form);
  if (Ctx.Hooks) // data approximation: before the loop (DataLowering.cpp)
    B.append(Ctx.Hooks->BeforeLoop);
  switch (Form) {
  case PerfoForm::Continue:
    emitContinue(Dirs, std::move(LoopOut));
    break;
  case PerfoForm::Blocks:
    emitBlocks(Loop);
    break;
  case PerfoForm::ExactOrCompact:
    emitExactOrCompact(Dirs, Loop, std::move(LoopOut));
    break;
  case PerfoForm::TwoVersions:
    if (!emitTwoVersions(Dirs, Loop, Collapse, std::move(LoopOut)))
      return false;
    break;
  case PerfoForm::Inline:
    break;
  }
  loopEpilogue(Dirs, Form);
  return true;
}

bool PerfoEmitter::emitInline(TokenVec &&LoopOut) {
  B.append(LoopOut);
  if (Ctx.InlineTimed && !Ctx.DeviceCompile) // right after the construct
    B.code("__approxrt_inline_end(\"" + escapeString(Label) + "\", " +
           hashLiteral(labelHash(Label)) + ");");
  return true;
}

void PerfoEmitter::planPrologue(llvm::ArrayRef<Stmt *> Dirs, PerfoForm Form) {
  bool Blocks = Form == PerfoForm::Blocks;
  // A worksharing loop (`omp for`, `omp loop`) in a parallel region: every
  // thread runs the prologue for one shared execution (counted once); so
  // does every team before a `distribute [parallel for]` in a teams region.
  // A `loop` binds to the teams region outside a parallel region and to
  // the parallel region inside one: the runtime tells which (where & 4).
  bool Worksharing = false, Distribute = false, Loop = false;
  if (!Dirs.empty()) {
    std::string First = Dirs.front()->directiveName();
    Loop = First == "loop" || First.rfind("loop ", 0) == 0;
    Worksharing = First == "for" || First.rfind("for ", 0) == 0 || Loop;
    Distribute = First == "distribute" || First.rfind("distribute ", 0) == 0;
  }
  std::string PlanFn = Early               ? "__approx_perfo_plan("
                       : Ctx.DeviceCompile ? "__approx_perfo_plan_dev("
                                           : "__approx_perfo_plan_rec(";
  if (Worksharing || Distribute) // the same filter on both sides (approx_perfo.h)
    PlanFn = std::string(Ctx.DeviceCompile ? "__approx_perfo_plan_devws("
                                           : "__approx_perfo_plan_hostws(") +
             std::to_string(Loop ? 4 : (Distribute ? 1 : 0) + (Worksharing ? 2 : 0)) + ", ";
  B.code("{ $0", {labelStatic()});
  if (Blocks && Ctx.DeviceCompile && !Ctx.Hooks) {
    // In a kernel only the blocks are kept; the plan stays out of line
    // (data clauses read the plan after the loop: they keep it).
    B.code("const __approx_blocks_t " + BlocksVar + " = __approx_perfo_blocks_dev($0);",
           {planArgs()});
    PlanVar = BlocksVar;
  } else {
    B.code("const __approx_plan_t " + Plan + " = " + PlanFn + "$0);", {planArgs()});
  }
  if (Blocks && PlanVar == Plan) {
    B.code("const __approx_blocks_t " + BlocksVar + " = __approx_perfo_blocks(&" + Plan + ");");
    PlanVar = BlocksVar;
  }
  if (!Blocks)
    B.code(MaybeUnused + ("const long long " + Kept) + " = " + Plan + ".__kept;");
  // The region's time: on the host, or on a device by the thread that runs
  // this execution (a loop inside a kernel), summed like the host's.
  B.code("const double " + Timer + " = " +
         (Ctx.DeviceCompile ? "__approx_dev_clock()" : "__approxrt_now()") + ";");
  // A loop that may leave early counts what ran, and its time, when its
  // scope ends (a return skips the epilogue): approx_perfo.h.
  if (Early)
    B.code(std::string("__attribute__((cleanup(") +
           (Ctx.DeviceCompile ? "__approx_perfo_early_end_dev" : "__approx_perfo_early_end") +
           "))) __approx_early_t " + EarlyVar + " = {&" + Plan + ", \"" + escapeString(Label) +
           "\", " + hashLiteral(labelHash(Label)) + ", " + Timer + ", 0, -1, 0};");
  // The forms' own scalars, here with the others: a declaration after the
  // data hooks' statements draws -Wdeclaration-after-statement.
  std::string N = std::to_string(Ctx.Id);
  if (Form == PerfoForm::TwoVersions)
    B.code("const int __approx_fs" + N + " = " + Plan + ".__fshift; const long long __approx_fm" +
           N + " = " + Plan + ".__fmul, __approx_fk" + N + " = " + Plan + ".__fmask, __approx_fa" +
           N + " = " + Plan + ".__fadd;");
  if (Form == PerfoForm::Continue && !ContCounter.empty())
    B.code("long long " + ContCounter + " = 0;");
  // The statements last.
  if (Blocks && Ctx.DeviceCompile && !Ctx.Hooks && intLoop())
    B.code("__approx_blocks_int(&" + BlocksVar + ", \"" + escapeString(Label) + "\");");
}

// The directives, with our variables made firstprivate where the loop
// uses them: on the (first) target directive, so the plan travels as a
// kernel argument instead of being mapped, and on any directive with
// default(none) or defaultmap(none), which would otherwise reject them.
TokenVec PerfoEmitter::directives(llvm::ArrayRef<Stmt *> Dirs, const std::string &TargetVars,
                                  const std::string &Vars) {
  TokenVec Out;
  bool TargetDone = false;
  for (Stmt *Dir : Dirs) {
    TokenVec T = Dir->Toks;
    std::string NameStr = Dir->directiveName();
    llvm::StringRef Name = NameStr;
    bool Target = !TargetDone && Name.starts_with("target") && !Name.starts_with("target data");
    bool NoDefault = false;
    for (size_t I = 0; I + 3 < T.size(); ++I)
      if (T[I].getIdentifierInfo() && T[I + 1].is(tok::l_paren) && T[I + 2].getIdentifierInfo() &&
          T[I + 2].getIdentifierInfo()->getName() == "none" &&
          (T[I].getIdentifierInfo()->getName() == "default" ||
           T[I].getIdentifierInfo()->getName() == "defaultmap"))
        NoDefault = true;
    const std::string &List = NoDefault ? Vars : TargetVars;
    if ((Target || NoDefault) && !List.empty()) {
      TokenVec FP = code("firstprivate(" + List + ")");
      T.insert(T.end() - 1, FP.begin(), FP.end());
    }
    if (Privatize && Dir == Dirs.back()) {
      TokenVec P = code("private($0)", {TokenVec{F.Var}});
      T.insert(T.end() - 1, P.begin(), P.end());
    }
    TargetDone |= Target;
    Out.append(T.begin(), T.end());
  }
  return Out;
}

// "if (exact plan) { the directives and the loop as written } else": a
// disabled region runs the user's own loop (or kernel). The regions nested
// in the loop are as written there too, so the exact branch also needs each
// of them disabled (NestedRegions.h).
void PerfoEmitter::exactThenElse(llvm::ArrayRef<Stmt *> Dirs, const Stmt &Loop) {
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
}

void PerfoEmitter::emitContinue(llvm::ArrayRef<Stmt *> Dirs, TokenVec &&LoopOut) {
  B.append(directives(Dirs, Plan, Plan + ", " + Kept)).append(LoopOut);
  if (Early) // ended by its test (a break leaves the counter below n)
    B.code(EarlyVar + ".__done = " + ContCounter + " == " + Plan + ".__n;");
}

void PerfoEmitter::emitBlocks(const Stmt &Loop) {
  TokenVec Body;
  Loop.Body->flatten(Body);
  B.append(blockLoop(Body));
}

void PerfoEmitter::emitExactOrCompact(llvm::ArrayRef<Stmt *> Dirs, const Stmt &Loop,
                                      TokenVec &&LoopOut) {
  // No offloading directive here (a host loop, or a loop inside a kernel):
  // an exact plan runs the loop exactly as written, so a disabled region
  // costs one plan per execution and nothing per iteration; otherwise the
  // compacted loop.
  TokenVec DirToks = directives(Dirs, Plan, Plan + ", " + Kept);
  exactThenElse(Dirs, Loop);
  B.code("{");
  if (AssignsVar || Early)
    B.code("long long " + Iter + " = 0;");
  B.append(DirToks).append(LoopOut);
  if (AssignsVar) // not after a break
    assignFinalValue("if (" + Iter + " == " + Kept + ") ", Plan + ".__n");
  if (Early) // ended by its test (a break leaves Iter below Kept)
    B.code(EarlyVar + ".__done = " + Iter + " == " + Kept + ";");
  B.code("}");
}

void PerfoEmitter::assignFinalValue(const std::string &Guard, const std::string &Trips) {
  B.code(Guard + "$0 = @(__typeof__($0))(($1) + ($2) * " + indexCast() + Trips + ");",
         {TokenVec{F.Var}, lbExpr(), stepFactor()});
}

bool PerfoEmitter::emitTwoVersions(llvm::ArrayRef<Stmt *> Dirs, const Stmt &Loop, unsigned Collapse,
                                   TokenVec &&LoopOut) {
  // Two versions of the loop (two kernels when offloaded): plans whose
  // index map is a few shifts and adds run a loop as light as the exact
  // one; the general map's registers and branches stay out of it.
  std::string N = std::to_string(Ctx.Id);
  std::string FastVars =
      Kept + ", __approx_fs" + N + ", __approx_fm" + N + ", __approx_fk" + N + ", __approx_fa" + N;
  TokenVec DirToks = directives(Dirs, Plan, Plan + ", " + Kept);
  TokenVec FastSubst = code("(@($0)(($1) + ($2) * " + indexCast() + fastIndex() + "))",
                            {typeOfVar(), lbExpr(), stepFactor()});
  TokenBuilder Fast(PP, D.PragmaLoc);
  if (NoVectorize)
    Fast.append(noVectorizeHints(PP, D.PragmaLoc));
  Fast.code("for (long long " + Iter + " = 0; " + Iter + " < " + Kept + "; ++" + Iter + ")");
  if (!nest(*Loop.Body, Collapse - 1, prelude(false, /*Fast=*/true), FastSubst, Fast))
    return false;
  if (!Ctx.Hooks)
    // A third version, the construct as written: an exact plan (a
    // disabled region) launches the user's own kernel, not the fast map's
    // (whose run-time shifts and masks cost 11% in correlation).
    exactThenElse(Dirs, Loop);
  B.code("if (" + Plan + ".__fast) {");
  B.append(directives(Dirs, "", FastVars)).append(Fast.take());
  B.code("} else {");
  B.append(DirToks).append(LoopOut);
  B.code("}");
  return true;
}

void PerfoEmitter::loopEpilogue(llvm::ArrayRef<Stmt *> Dirs, PerfoForm Form) {
  bool Blocks = Form == PerfoForm::Blocks;
  // A sequential loop leaves a variable declared outside at its final value,
  // and so does a construct that makes it lastprivate (OpenMP: the value of
  // the sequentially last iteration's end), unless it is a target one, whose
  // copy stays on the device. The compacted loop's body declares its own
  // (the block form always re-declares it; the exact copy sets it itself).
  bool WrittenBack = Dirs.empty() || (!offloads(Dirs) &&
                                      clauseLists(Dirs, "lastprivate", F.Var.getIdentifierInfo()));
  if (F.Type.empty() && WrittenBack && !Ctx.ContinueLowering && !AssignsVar)
    assignFinalValue(Blocks ? "" : "if (" + Plan + ".__kind != __APPROX_PERFO_NONE) ",
                     PlanVar + (Blocks ? ".__lim" : ".__n"));
  if (Ctx.Hooks) // data approximation: after the loop (DataLowering.cpp)
    B.append(Ctx.Hooks->AfterLoop);
  if (!Early) // (else the cleanup records the time)
    B.code(Ctx.DeviceCompile
               ? "__approx_dev_time(" + hashLiteral(labelHash(Label)) + ", " + Timer + ");"
               : "__approxrt_record_time(\"" + escapeString(Label) + "\", __approxrt_now() - " +
                     Timer + ");");
  B.code("}");
}

bool perfoHasLoop(Preprocessor &PP, const ApproxDirective &D, const Stmt &S) {
  const Stmt *Cur = &S;
  while (Cur->Kind == Stmt::Directive) {
    if (!Cur->Body) {
      error(PP, Cur->loc(),
            "'perfo' applies to a 'for' loop, not to the standalone "
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

/// The inline form (a pragma inside an OpenMP loop nest, after a
/// worksharing or distribute directive, or under a directive out of sight)
/// evaluates the clause expressions in the loop
/// bound of every thread and in every kept iteration: they must give the
/// same value each time, so a call or a write in them is an error
/// (OmpHoist.h places the pragma right after the directive before it).
static bool inlineClausesPure(Preprocessor &PP, const ApproxDirective &D) {
  const PerfoClause &P = *D.Perfo;
  std::pair<const char *, const ExprToks *> Exprs[] = {{"perfo value", &P.Value},
                                                       {"chunk", P.Chunk ? &*P.Chunk : nullptr},
                                                       {"if", D.If ? &*D.If : nullptr}};
  bool Ok = true;
  for (auto [Name, E] : Exprs) {
    if (!E)
      continue;
    const TokenVec &T = E->Toks;
    for (size_t I = 0; I < T.size(); ++I) {
      bool Call = T[I].is(tok::identifier) && I + 1 < T.size() && T[I + 1].is(tok::l_paren);
      if (!Call && !isAssignOp(T[I]))
        continue;
      error(PP, T[I].getLocation(),
            "the %0 expression of a 'perfo' inside an OpenMP loop construct is evaluated by "
            "every thread and in every kept iteration: it must not %1; compute it into a "
            "variable before the construct")
          << Name << (Call ? "call a function" : "modify a variable");
      Ok = false;
      break;
    }
  }
  return Ok;
}

bool lowerPerfo(Preprocessor &PP, const ApproxDirective &D, Stmt &S, const LoweringContext &Ctx,
                TokenVec &Out) {
  if (!perfoHasLoop(PP, D, S))
    return false;
  if (Ctx.OmpFirst && !inlineClausesPure(PP, D))
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
  if (!perfoDirectivesSupported(PP, D, Ctx, Dirs)) // PerfoChecks.h
    return false;
  std::optional<LoopForm> F = analyzeLoop(PP, *Cur, "perfo");
  if (!F || !perfoLoopVarInteger(PP, D, Ctx, *F) || !perfoBodyKeepsLoop(PP, D, Ctx, Dirs, *F, *Cur))
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
