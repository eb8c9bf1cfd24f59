//===- MemoLowering.cpp - memo(in) and memo(out) ---------------------------===//
//
// Lowers `#pragma approx memo(...)` before a `for` loop (docs/language.md,
// "memo"); any other statement is MemoOnStatement.cpp's. A sequential loop
// (a host loop, or a loop inside a target region) keeps its header; one
// table (memo(in)) or history (memo(out)) serves the whole execution. A
// worksharing loop (OpenMP loop directives under the pragma) becomes a loop
// over groups of `items` consecutive iterations, one group per iteration of
// the directive's loop, each with a table of its own; on NVPTX the 32 groups
// of a warp interleave their iterations (lane l runs l, l+32, ... of a block
// of 32 * items), so the lanes touch neighbouring iterations together and
// hierarchy(warp) shares entries between them. Every iteration is one
// memoized execution (MemoEmitter.h). if() false or "enabled": false runs
// the loop as written.
//
//===----------------------------------------------------------------------===//
#include "Diag.h"
#include "LoopForm.h"
#include "MemoEmitter.h"
#include "MemoSideEffects.h"

using namespace clang;

namespace approx {
namespace {

/// The directives, with the lowering's variables firstprivate on the first
/// target directive and on any with default(none) / defaultmap(none).
TokenVec directives(Preprocessor &PP, llvm::ArrayRef<Stmt *> Dirs, const std::string &Vars) {
  TokenVec Out;
  bool TargetDone = false;
  for (Stmt *Dir : Dirs) {
    TokenVec T = Dir->Toks;
    std::string Name = Dir->directiveName();
    bool Target = !TargetDone && llvm::StringRef(Name).starts_with("target");
    bool NoDefault = false;
    for (size_t I = 0; I + 2 < T.size(); ++I)
      NoDefault |= (identName(T[I]) == "default" || identName(T[I]) == "defaultmap") &&
                   identName(T[I + 2]) == "none";
    if (Target || NoDefault) {
      TokenVec FP = TokenBuilder(PP, Dir->Toks.front().getLocation())
                        .code("firstprivate(" + Vars + ")")
                        .take();
      T.insert(T.end() - 1, FP.begin(), FP.end());
    }
    TargetDone |= Target;
    Out.append(T.begin(), T.end());
  }
  return Out;
}

} // namespace

bool lowerMemo(Preprocessor &PP, const ApproxDirective &D, Stmt &S, const LoweringContext &Ctx,
               TokenVec &Out) {
  const MemoClause &M = *D.Memo;
  if (Ctx.OmpFirst) {
    error(PP, M.Loc,
          "'memo' must stand before the OpenMP directive of its loop: write "
          "'#pragma approx memo(...)' first, then '#pragma omp ...'");
    return false;
  }
  llvm::SmallVector<Stmt *, 2> Dirs;
  Stmt *Cur = &S;
  bool Worksharing = false;
  while (Cur && Cur->Kind == Stmt::Directive) {
    SourceLocation At;
    std::optional<unsigned> C = collapseCount(PP, Cur->Toks, At);
    if (!C || *C > 1) {
      error(PP, At.isValid() ? At : Cur->loc(),
            "'memo' memoizes the iterations of one loop; 'collapse' is not supported");
      return false;
    }
    Worksharing |= isLoopDirective(Cur->Toks);
    Dirs.push_back(Cur);
    Cur = Cur->Body.get();
  }
  if (Dirs.empty() && S.Kind != Stmt::For)
    return lowerMemoOnStatement(PP, D, S, Ctx, Out);
  if (!Cur || Cur->Kind != Stmt::For) {
    error(PP, Cur ? Cur->loc() : D.PragmaLoc,
          "'memo' before an OpenMP directive applies to the directive's 'for' loop, whose "
          "iterations are memoized; to memoize another statement, put the pragma on it "
          "inside the construct");
    return false;
  }
  std::vector<MemoItem> Items;
  if (!parseMemoItems(PP, D, Items))
    return false;
  // Scalar keys: items declared in the body are not visible at the pragma
  // (clang checks their types in the lowered code).
  TokenVec BodyToks;
  Cur->Body->flatten(BodyToks);
  MemoPart Part;
  MemoScope Scope = findMemoStatement(PP, BodyToks, Items, Part);
  if (Scope == MemoScope::Error)
    return false;
  bool Whole = Scope == MemoScope::Iteration;
  if (!checkMemoItemTypes(PP, Whole ? Ctx.Sema : nullptr, D.PragmaLoc, Items) ||
      !(Whole
            ? checkMemoBody(PP, *Cur->Body, Items)
            : checkMemoTokens(PP, llvm::ArrayRef<Token>(BodyToks).slice(Part.Lo, Part.Hi - Part.Lo),
                              Items, MemoWork::Statement)))
    return false;
  std::optional<LoopForm> F;
  if (Worksharing && !(F = analyzeLoop(PP, *Cur, "memo")))
    return false;

  MemoEmitter E(PP, D, Ctx, Items);
  E.Scope = Scope;
  E.Part = Part;
  TokenBuilder &B = E.B;
  E.prologue();
  TokenVec AsWritten;
  S.flatten(AsWritten);
  E.offOrStart(AsWritten);
  if (!Worksharing) {
    // Directives without a loop (e.g. 'target'): the loop runs sequentially
    // inside them, with one table.
    for (Stmt *Dir : Dirs)
      B.append(Dir->Toks);
    B.code("{");
    E.tableDecls();
    B.append(Cur->ForTok).append(Cur->LParen).append(Cur->Head).append(Cur->RParen);
    E.loopBody(*Cur->Body);
    E.counts();
    B.code("}");
  } else {
    std::string N = E.v("n"), IPT = E.v("ipt"), Q = E.v("q"), K = E.v("k");
    TokenVec Op = TokenBuilder(PP, D.PragmaLoc).code(std::to_string(F->Op)).take();
    B.code("const long long " + N +
               " = __approx_trip((long long)($0), (long long)($1), (long long)($2), $3);",
           {F->LB, F->UB, F->Step, Op});
    B.code("const long long " + IPT + " = " + E.v("mc") + ".__items;");
    B.append(directives(PP, Dirs, E.v("mc") + ", " + N + ", " + IPT));
    // Groups of W lanes (W = __approx_memo_lanes(): 32 on NVPTX, where it
    // is evaluated inside the kernel, 1 elsewhere) take a block of W * IPT
    // iterations together, lane-interleaved: group q runs iterations
    // block + q % W, + W, + 2W, ..., so a warp's lanes touch neighbouring
    // iterations at each step (coalesced). With W = 1, IPT consecutive.
    std::string W = "__approx_memo_lanes()", Blk = "(" + W + " * " + IPT + ")";
    B.code("for (long long " + Q + " = 0; " + Q + " < (" + N + " + " + Blk + " - 1) / " + Blk +
           " * " + W + "; ++" + Q + ") {");
    E.tableDecls();
    B.code("for (long long " + K + " = " + Q + " / " + W + " * " + Blk + " + " + Q + " % " + W +
           "; " + K + " < " + N + " && " + K + " < (" + Q + " / " + W + " + 1) * " + Blk + "; " +
           K + " += " + W + ") {");
    TokenVec Var{F->Var};
    if (!F->Type.empty())
      B.code("$0 $1 = ($0)(($2) + ($3) * " + K + ");", {F->Type, Var, F->LB, F->Step});
    else
      B.code("__typeof__($0) $0 = ($2) + ($3) * " + K + ";", {Var, Var, F->LB, F->Step});
    E.loopBody(*Cur->Body);
    B.code("}");
    E.counts();
    B.code("}");
  }
  E.finish(Out,
           (Worksharing ? std::string("one table per group of 'items' iterations of the "
                                      "worksharing loop")
                        : std::string("one table for the sequential loop")) +
               (Scope == MemoScope::Statement ? ", memoizing the statement that writes the outputs"
                                              : ""));
  return true;
}

} // namespace approx
