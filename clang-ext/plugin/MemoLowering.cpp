//===- MemoLowering.cpp - memo(in) and memo(out) ---------------------------===//
//
// Lowers `#pragma approx memo(...)` before a `for` loop (docs/language.md,
// "memo"). A sequential loop (a host loop, or a loop inside a target
// region) keeps its header; one table (memo(in)) or history (memo(out))
// serves the whole execution. A worksharing loop (OpenMP loop directives
// under the pragma) becomes a loop over groups of `items` consecutive
// iterations, one group per iteration of the directive's loop, each with a
// table of its own; on NVPTX the 32 groups of a warp interleave their
// iterations (lane l runs l, l+32, ... of a block of 32 * items), so the
// lanes touch neighbouring iterations together and hierarchy(warp) shares
// entries between them. Every iteration runs
//   x = inputs; h = get(table, x, y); if (h >= 0) outputs = y;
//   else { body; y = outputs; } put(table, x, y, h)
// (memo(out): predicted or body-and-record), with headers/approx_memo.h's
// helpers. if() false or "enabled": false runs the loop as written.
//
//===----------------------------------------------------------------------===//
#include "Diag.h"
#include "Labels.h"
#include "LoopForm.h"
#include "Lowering.h"
#include "MemoClause.h"
#include "MemoItems.h"
#include "MemoSideEffects.h"
#include "MemoStatement.h"
#include "approx_memo_defs.h"

using namespace clang;

namespace approx {
namespace {

/// A knob default or limit as the literal the lowering writes (lowered code
/// is entered without macro expansion).
std::string num(double V) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%.17g", V);
  return Buf;
}

class MemoEmitter {
public:
  MemoEmitter(Preprocessor &PP, const ApproxDirective &D, const LoweringContext &Ctx,
              const std::vector<MemoItem> &Items)
      : PP(PP), D(D), M(*D.Memo), Ctx(Ctx), Items(Items), B(PP, D.PragmaLoc),
        Sfx(std::to_string(Ctx.Id)), Hash(hashLiteral(labelHash(D.label()))),
        Label("\"" + escapeString(D.label()) + "\"") {
    for (const MemoItem &It : Items)
      (It.reads() ? NI : NO) += It.Count;
    for (const MemoItem &It : Items)
      if (It.Role == MemoItem::Inout)
        NO += It.Count;
  }

  void prologue();
  void tableDecls();
  void iteration(llvm::ArrayRef<clang::Token> Body);
  void loopBody(const Stmt &Body);
  void counts();
  void epilogue();
  /// The capacity of the tables (entries) and histories (rows), a constant
  /// of the lowered code (approx_memo_defs.h): the pragma's value rounded up
  /// to 1, 2, 4 or Reg (lookups unrolled over it: registers on a GPU), Max
  /// above Reg, Reg without the knob. APPROX_CONFIG may set the knob up to
  /// the capacity (larger values are clamped to it).
  /// Histories are cheap to scan (one select per row): at least Reg rows.
  unsigned cap(const std::optional<ExprToks> &Knob, unsigned Reg, unsigned Max,
               bool RoundUp = true) const {
    double V = 0;
    if (!Knob || llvm::StringRef(memoKnobText(PP, Knob, "0")).getAsDouble(V))
      return Reg;
    if (V > Reg)
      return Max;
    if (!RoundUp)
      return Reg;
    unsigned C = 1;
    while (C < V)
      C *= 2;
    return C;
  }
  std::string sizeCap() const {
    return std::to_string(cap(M.Size, __APPROX_MEMO_REG_SIZE, __APPROX_MEMO_MAX_SIZE));
  }
  std::string historyCap() const {
    return std::to_string(
        cap(M.History, __APPROX_MEMO_REG_HISTORY, __APPROX_MEMO_MAX_HISTORY, /*RoundUp=*/false));
  }
  std::string v(const char *Name) const { return std::string("__approx_") + Name + Sfx; }
  bool isIn() const { return M.Kind == MemoKind::In; }

  Preprocessor &PP;
  const ApproxDirective &D;
  const MemoClause &M;
  const LoweringContext &Ctx;
  const std::vector<MemoItem> &Items;
  TokenBuilder B;
  std::string Sfx, Hash, Label;
  unsigned NI = 0, NO = 0;
  MemoScope Scope = MemoScope::Iteration;
  MemoPart Part;
};

void MemoEmitter::prologue() {
  B.code("{" + labelRegistration(D, Ctx));
  auto Mode = [&](auto Opt, const char *Default) {
    return Opt ? abiName(*Opt).str() : std::string(Default);
  };
  std::string Cfg = "const __approx_memo_cfg_t " + v("mc") + " = __approx_memo_cfg(" + Hash +
                    ", ($0), " + memoKnobText(PP, M.Threshold, num(__APPROX_MEMO_DEF_THRESHOLD)) +
                    ", " + memoKnobText(PP, M.Size, num(__APPROX_MEMO_DEF_SIZE)) + ", " +
                    memoKnobText(PP, M.Tables, num(__APPROX_MEMO_DEF_TABLES)) + ", " +
                    memoKnobText(PP, M.Items, num(__APPROX_MEMO_DEF_ITEMS)) + ", " +
                    Mode(M.Hier, "__APPROX_MEMO_HIER_THREAD") + ", " +
                    Mode(M.Replace, "__APPROX_MEMO_REPLACE_RR") + ", " +
                    memoKnobText(PP, M.History, num(__APPROX_MEMO_DEF_HISTORY)) + ", " +
                    memoKnobText(PP, M.Predict, num(__APPROX_MEMO_DEF_PREDICT)) + ", " +
                    sizeCap() + ", " + historyCap() + ");";
  TokenVec If = D.If ? D.If->Toks : TokenBuilder(PP, D.PragmaLoc).code("1").take();
  B.code(Cfg, {If});
}

void MemoEmitter::tableDecls() {
  std::string N = std::to_string(NO);
  if (isIn())
    B.code("double " + v("ti") + "[" + sizeCap() + " * " + std::to_string(NI) +
           "]; double " + v("to") + "[" + sizeCap() + " * " + N +
           "]; __approx_memo_state_t " + v("ms") + "; __approx_memo_init(&" + v("ms") + ");");
  else
    B.code("double " + v("th") + "[" + historyCap() + " * " + N + "]; double " + v("tl") + "[" +
           N + "]; __approx_taf_state_t " + v("ms") + "; __approx_taf_init(&" + v("ms") + ");");
}

/// The loop body: the memoized iteration, or (scalar keys) the body with
/// its memoized statement replaced.
void MemoEmitter::loopBody(const Stmt &Body) {
  TokenVec T;
  Body.flatten(T);
  if (Scope != MemoScope::Statement) {
    iteration(T);
    return;
  }
  llvm::ArrayRef<Token> A(T);
  B.append(A.slice(0, Part.Lo));
  iteration(A.slice(Part.Lo, Part.Hi - Part.Lo));
  B.append(A.slice(Part.Hi));
}

void MemoEmitter::iteration(llvm::ArrayRef<Token> BodyToks) {
  std::string Y = v("y"), Yn = std::to_string(NO);
  B.code("{ double " + Y + "[" + Yn + "];");
  if (isIn()) {
    B.code("const double " + v("x") + "[" + std::to_string(NI) + "] = {");
    bool First = true;
    for (const MemoItem &It : Items)
      if (It.reads())
        for (unsigned K = 0; K < It.Count; ++K) {
          B.code(First ? "(double)($0)" : ", (double)($0)", {It.element(PP, K)});
          First = false;
        }
    B.code("}; const int " + v("h") + " = __approx_memo_get(&" + v("ms") + ", " + v("ti") + ", " +
           v("to") + ", " + v("x") + ", " + std::to_string(NI) + ", " + Y + ", " + Yn + ", &" +
           v("mc") + ", " + sizeCap() + "); if (" + v("h") + " >= 0) {");
  } else {
    B.code("if (__approx_taf_get(&" + v("ms") + ", " + v("tl") + ", " + Y + ", " + Yn + ")) {");
  }
  // Reused outputs into the written items, or the body and its outputs.
  auto EachOut = [&](auto F) {
    unsigned Idx = 0;
    for (const MemoItem &It : Items)
      if (It.writes())
        for (unsigned K = 0; K < It.Count; ++K)
          F(It.element(PP, K), Idx++);
  };
  EachOut([&](const TokenVec &E, unsigned Idx) {
    B.code("$0 = (__typeof__($0))(" + Y + "[" + std::to_string(Idx) + "]);", {E});
  });
  B.code("} else { do").append(BodyToks).code("while (0);");
  EachOut([&](const TokenVec &E, unsigned Idx) {
    B.code(Y + "[" + std::to_string(Idx) + "] = (double)($0);", {E});
  });
  if (isIn())
    B.code("} __approx_memo_put(&" + v("ms") + ", " + v("ti") + ", " + v("to") + ", " + v("x") +
           ", " + std::to_string(NI) + ", " + Y + ", " + Yn + ", " + v("h") + ", &" + v("mc") +
           ", " + sizeCap() + "); }");
  else
    B.code("__approx_taf_put(&" + v("ms") + ", " + v("th") + ", " + v("tl") + ", " + Y + ", " +
           Yn + ", &" + v("mc") + ", " + historyCap() + "); } }");
}

void MemoEmitter::counts() {
  std::string Kind = abiName(M.Kind).str();
  std::string Args = v("ms") + ".__lookups, " + v("ms") + ".__hits);";
  if (Ctx.DeviceCompile)
    B.code("__approx_memo_devcount(" + Hash + ", " + Kind + ", " + Args);
  else
    B.code("__approx_memo_count(" + Label + ", " + Kind + ", " + Args);
}

void MemoEmitter::epilogue() {
  if (Ctx.DeviceCompile)
    B.code("__approx_memo_devexec(" + Hash + ", " + v("t") + ");");
  else
    B.code("__approx_memo_exec(" + Label + ", " + v("t") + ");");
}

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
  if (!Cur || Cur->Kind != Stmt::For) {
    error(PP, Cur ? Cur->loc() : D.PragmaLoc,
          "'memo' applies to a 'for' loop (under its OpenMP directives, if any); its "
          "iterations are what is memoized");
    return false;
  }
  std::vector<MemoItem> Items;
  // Inside another region's statement (read ahead of the parser), Sema has
  // not seen the declarations before this pragma: the types are left to
  // clang's checks of the generated code.
  clang::Sema *Sm = StmtReader::insideStatement() ? nullptr : Ctx.Sema;
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
  if (!checkMemoItemTypes(PP, Whole ? Sm : nullptr, D.PragmaLoc, Items) ||
      !(Whole ? checkMemoBody(PP, *Cur->Body, Items)
              : checkMemoTokens(PP, llvm::ArrayRef<Token>(BodyToks).slice(Part.Lo, Part.Hi - Part.Lo),
                                Items)))
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
  B.code("if (!" + E.v("mc") + ".__on) {").append(AsWritten).code("} else {");
  B.code(std::string("const double ") + E.v("t") + " = " +
         (Ctx.DeviceCompile ? "__approx_dev_clock()" : "__approxrt_now()") + ";");
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
  E.epilogue();
  B.code("} }");
  Out = B.take();
  if (Ctx.Remarks)
    remark(PP, D.PragmaLoc,
           "approx region '%0': memo(%1) over %2 value(s) read and %3 "
           "written, %4")
        << D.label() << spelling(M.Kind) << E.NI << E.NO
        << ((Worksharing ? std::string("one table per group of 'items' iterations of the "
                                       "worksharing loop")
                         : std::string("one table for the sequential loop")) +
            (Scope == MemoScope::Statement ? ", memoizing the statement that writes the outputs"
                                           : ""));
  return true;
}

} // namespace approx
