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
// hierarchy(warp) shares entries between them; in a last, partial block the
// lanes rotate so that the last group runs the last iteration, and that
// group gives the 'lastprivate' variables back (MemoLastprivate.h). Every
// iteration is one
// memoized execution (MemoEmitter.h). if() false or "enabled": false runs
// the loop as written.
//
//===----------------------------------------------------------------------===//
#include "DataItems.h"
#include "Diag.h"
#include "LoopForm.h"
#include "LoopHints.h"
#include "MemoEmitter.h"
#include "MemoLastprivate.h"
#include "MemoSideEffects.h"
#include "TokenScan.h"

using namespace clang;

namespace approx {
namespace {

/// The directives, with the lowering's variables firstprivate on the first
/// target directive and on any with default(none) / defaultmap(none).
TokenVec directives(Preprocessor &PP, llvm::ArrayRef<TokenVec> Runs, const std::string &Vars) {
  TokenVec Out;
  bool TargetDone = false;
  for (const TokenVec &Run : Runs) {
    TokenVec T = Run;
    std::string Name = directiveName(Run);
    bool Target = !TargetDone && llvm::StringRef(Name).starts_with("target");
    bool NoDefault = false;
    for (size_t I = 0; I + 2 < T.size(); ++I)
      NoDefault |= (identName(T[I]) == "default" || identName(T[I]) == "defaultmap") &&
                   identName(T[I + 2]) == "none";
    if (Target || NoDefault) {
      TokenVec FP =
          TokenBuilder(PP, Run.front().getLocation()).code("firstprivate(" + Vars + ")").take();
      T.insert(T.end() - 1, FP.begin(), FP.end());
    }
    TargetDone |= Target;
    Out.append(T.begin(), T.end());
  }
  return Out;
}

/// The list of a `linear(...)` clause's arguments: the names before the
/// step (`i : 2`, `i : step(2), val`) or inside a modifier (`val(i)`).
std::vector<TokenVec> linearList(llvm::ArrayRef<Token> Args) {
  std::vector<TokenVec> Parts = splitTopLevel(Args, tok::colon);
  std::vector<TokenVec> Items = splitTopLevel(Parts.front(), tok::comma);
  for (TokenVec &It : Items)
    if (It.size() > 3 && It[0].is(tok::identifier) && It[1].is(tok::l_paren) &&
        It.back().is(tok::r_paren))
      It = TokenVec(It.begin() + 2, It.end() - 1);
  return Items;
}

/// The directives of a worksharing loop as the groups' loop takes them
/// (Runs), for its loop variable F.Var. The groups' loop runs the user's
/// iterations as groups of 'items', so `lastprivate(conditional: ...)`
/// would compare groups, not iterations (an error), and a `linear`
/// variable would step once per group: an error, except for the loop
/// variable itself, whose linear(i) is its lastprivate(i) (OpenMP gives
/// both the value after the last iteration). A variable declared before
/// the loop is assigned in the groups' loop, so it is private there, as it
/// was as the iteration variable: a loop directive without
/// private/lastprivate(i) gets private(i), except under simd (a simd loop's
/// variable is linear), where i is lastprivate. LastValue: the copy must
/// end at i's value after the loop (lb + n * step). The lastprivate
/// variables, i among them, leave the clauses for LastVars: the groups'
/// loop gives them back itself (MemoLastprivate.h).
bool groupDirectives(Preprocessor &PP, llvm::ArrayRef<Stmt *> Dirs, const LoopForm &F,
                     std::vector<TokenVec> &Runs, bool &LastValue, std::vector<Token> &LastVars) {
  const IdentifierInfo *Var = F.Var.getIdentifierInfo();
  LastValue = false;
  for (Stmt *Dir : Dirs) {
    TokenVec Run = Dir->Toks;
    for (size_t I = 0; I + 1 < Run.size(); ++I) {
      if (identName(Run[I]) == "lastprivate" && Run[I + 1].is(tok::l_paren) && I + 3 < Run.size() &&
          identName(Run[I + 2]) == "conditional" && Run[I + 3].is(tok::colon)) {
        error(PP, Run[I + 2].getLocation(),
              "'lastprivate(conditional: ...)' on a memoized loop is not supported: 'memo' "
              "runs the loop as groups of 'items' iterations (interleaved on NVPTX) and a "
              "reused iteration assigns all its outputs, so which iteration assigned the "
              "variable last is not known; assign it in every iteration and drop "
              "'conditional:'");
        return false;
      }
      if (identName(Run[I]) != "linear" || Run[I + 1].isNot(tok::l_paren))
        continue;
      size_t E = closingBracket(Run, I + 1);
      if (E == Run.size())
        break;
      std::vector<TokenVec> Items = linearList(llvm::ArrayRef<Token>(Run).slice(I + 2, E - I - 2));
      for (const TokenVec &It : Items)
        if (It.size() != 1 || It[0].getIdentifierInfo() != Var || !F.Type.empty()) {
          error(PP, Run[I].getLocation(),
                "'linear' on a memoized loop is not supported: 'memo' runs the loop as groups "
                "of 'items' iterations, which would step the variable once per group; compute "
                "it from the loop variable instead");
          return false;
        }
      TokenVec LP =
          TokenBuilder(PP, Run[I].getLocation()).code("lastprivate($0)", {TokenVec{F.Var}}).take();
      Run.erase(Run.begin() + I, Run.begin() + E + 1);
      Run.insert(Run.begin() + I, LP.begin(), LP.end());
      I += LP.size() - 1;
    }
    Runs.push_back(std::move(Run));
  }
  auto Lists = [&](llvm::StringRef Clause) {
    return llvm::any_of(Runs, [&](const TokenVec &R) { return clauseLists(R, Clause, Var); });
  };
  bool Simd = llvm::any_of(
      Runs, [](const TokenVec &R) { return llvm::is_contained(directiveWords(R), "simd"); });
  bool Listed = Lists("lastprivate"), Private = Lists("private");
  if (!takeLastprivates(PP, Runs, LastVars))
    return false;
  if (!F.Type.empty())
    return true;
  LastValue = Listed || (Simd && !Private);
  if (Listed || Private)
    return true;
  if (Simd) { // lastprivate(i), given back as the clause's variables are
    LastVars.push_back(F.Var);
    return true;
  }
  for (size_t K = Runs.size(); K-- > 0;) {
    TokenVec &Run = Runs[K];
    if (!isLoopDirective(Run) || Run.back().isNot(tok::annot_pragma_openmp_end))
      continue;
    TokenVec P =
        TokenBuilder(PP, Run.front().getLocation()).code("private($0)", {TokenVec{F.Var}}).take();
    Run.insert(Run.end() - 1, P.begin(), P.end());
    break;
  }
  return true;
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
  if (!parseMemoItems(PP, Ctx.Sema, D, Items))
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
  std::vector<TokenVec> Runs;
  bool LastValue = false;
  std::vector<Token> LastVars;
  if (Worksharing && (!(F = analyzeLoop(PP, *Cur, "memo")) ||
                      !groupDirectives(PP, Dirs, *F, Runs, LastValue, LastVars)))
    return false;

  memoKeyPieces(PP, Ctx.Sema, D.PragmaLoc, BodyToks, Items);
  MemoEmitter E(PP, D, Ctx, Items);
  E.Scope = Scope;
  E.Part = Part;
  if (!Dirs.empty()) {
    // A worksharing loop in a parallel region (`for`, `loop`) or a
    // distributed one in a teams region: every thread or team runs this
    // code for one execution of the construct, which counts once.
    std::string First = Dirs.front()->directiveName();
    llvm::StringRef Name = First;
    bool Loop = Name == "loop" || Name.starts_with("loop ");
    bool Ws = Name == "for" || Name.starts_with("for ");
    bool Dist = Name == "distribute" || Name.starts_with("distribute ");
    E.ExecWhere = Loop ? 4 : (Dist ? 1 : 0) + (Ws ? 2 : 0);
  }
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
               " = __approx_trip(@(long long)($0), @(long long)($1), @(long long)($2), $3);",
           {F->LB, F->UB, F->Step, Op});
    B.code("const long long " + IPT + " = " + E.v("mc") + ".__items;");
    B.append(directives(PP, Runs, E.v("mc") + ", " + N + ", " + IPT));
    // Under simd the loop over groups, whose body is a loop with lookups,
    // is not vectorized: say so (LoopHints.h), or LLVM warns that it could
    // not (-Wpass-failed), which plain clang does not for the loop as written.
    if (llvm::any_of(
            Runs, [](const TokenVec &R) { return llvm::is_contained(directiveWords(R), "simd"); }))
      B.append(noVectorizeHints(PP, D.PragmaLoc));
    // Groups of W lanes (W = __approx_memo_lanes(): 32 on NVPTX, where it
    // is evaluated inside the kernel, 1 elsewhere) take a block of W * IPT
    // iterations together, lane-interleaved: group q runs iterations
    // block + q % W, + W, + 2W, ..., so a warp's lanes touch neighbouring
    // iterations at each step (coalesced). With W = 1, IPT consecutive.
    // In the last block, of r < W * IPT iterations, the lanes' offsets
    // rotate by r: lane l starts at (l + r) % W, so lane W - 1 (the
    // sequentially last group, whose private copies 'lastprivate' keeps)
    // runs the last iteration, as with W = 1; its lanes still touch the
    // same W neighbouring iterations at each step.
    std::string W = "__approx_memo_lanes()", Blk = "(" + W + " * " + IPT + ")", B0 = E.v("b");
    B.code("for (long long " + Q + " = 0; " + Q + " < (" + N + " + " + Blk + " - 1) / " + Blk +
           " * " + W + "; ++" + Q + ") {");
    B.code("const long long " + B0 + " = " + Q + " / " + W + " * " + Blk + ";");
    // The lastprivate variables (MemoLastprivate.h): the group's own copy
    // of each, which the group's code below uses instead (renamed, not
    // shadowed: -Wshadow), and the original, which the last group assigns.
    std::vector<std::string> LastPtrs, LastCopies;
    for (const Token &V : LastVars) {
      std::string Idx = "_" + std::to_string(LastPtrs.size());
      LastPtrs.push_back(E.v("lp") + Idx);
      LastCopies.push_back(E.v("lv") + Idx);
      B.code("__typeof__($0) *const " + LastPtrs.back() + " = &$0; __typeof__($0) " +
                 LastCopies.back() + ";",
             {TokenVec{V}});
    }
    size_t GroupCode = B.tokens().size();
    E.tableDecls();
    B.code("for (long long " + K + " = " + B0 + " + (" + Q + " % " + W + " + (" + N + " - " + B0 +
           " < " + Blk + " ? " + N + " - " + B0 + " : 0)) % " + W + "; " + K + " < " + N + " && " +
           K + " < " + B0 + " + " + Blk + "; " + K + " += " + W + ") {");
    // A variable declared before the loop is private in the groups' loop
    // (groupDirectives): assigned, as the loop assigned it.
    TokenVec Var{F->Var};
    if (!F->Type.empty())
      B.code("$0 $1 = @($0)(($2) + ($3) * " + K + ");", {F->Type, Var, F->LB, F->Step});
    else
      B.code("$0 = @(__typeof__($0))(($1) + ($2) * " + K + ");", {Var, F->LB, F->Step});
    E.loopBody(*Cur->Body);
    B.code("}");
    if (LastValue) // the value after the loop, for lastprivate(i)
      B.code("$0 = @(__typeof__($0))(($1) + ($2) * " + N + ");", {Var, F->LB, F->Step});
    for (size_t I = 0; I < LastVars.size(); ++I)
      renameVariable(PP, B.tokens(), GroupCode, LastVars[I], LastCopies[I]);
    // The sequentially last group ran the last iteration (the rotation
    // above): it alone assigns the variables (arrays too: memcpy in C,
    // approx_memo.h's __approx_memo_assign in C++; `*&`: the copy counts as
    // initialized, as a private copy does, for -Wuninitialized).
    if (!LastVars.empty()) {
      B.code("if (" + Q + " == (" + N + " + " + Blk + " - 1) / " + Blk + " * " + W + " - 1) {");
      for (size_t I = 0; I < LastVars.size(); ++I)
        B.code(PP.getLangOpts().CPlusPlus
                   ? "__approx_memo_assign(*" + LastPtrs[I] + ", *&" + LastCopies[I] + ");"
                   : "__builtin_memcpy(" + LastPtrs[I] + ", &" + LastCopies[I] + ", sizeof(" +
                         LastCopies[I] + "));");
      B.code("}");
    }
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
