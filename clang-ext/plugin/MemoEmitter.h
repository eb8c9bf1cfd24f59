//===- MemoEmitter.h - the token builder shared by the memo lowerings ----===//
//
// memo(in) (iACT) and memo(out) (TAF) are lowered in two shapes: over a
// loop's iterations (MemoLowering.cpp) and over the executions of one
// statement (MemoOnStatement.cpp). Both write the same pieces: the
// knobs of the execution (pragma values overridden by APPROX_CONFIG), the
// table or history, one memoized execution (look up, then reuse the stored
// outputs or run the work and record them) and the report's counts. This
// class writes them once, with headers/approx_memo.h's helpers.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_MEMOEMITTER_H
#define APPROX_MEMOEMITTER_H

#include "Labels.h"
#include "Lowering.h"
#include "MemoClause.h"
#include "MemoItems.h"
#include "MemoStatement.h"
#include "approx_memo_defs.h"

namespace approx {

/// A knob default or limit as the literal the lowering writes (lowered code
/// is entered without macro expansion).
std::string memoNum(double V);

class MemoEmitter {
public:
  MemoEmitter(clang::Preprocessor &PP, const ApproxDirective &D, const LoweringContext &Ctx,
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

  /// `{`, the label's registration and the knobs of this execution.
  void prologue();
  /// Where the table (memo(in)) or history (memo(out)) and its state live:
  /// fresh for each group of iterations (Local), or kept across the
  /// executions of a memoized statement, zero at first use (the state of
  /// __approx_memo_init / __approx_taf_init): `static __thread` (Thread),
  /// or, in a function inside `declare target`, where clang refuses
  /// thread-local variables, a per-thread block of approx_memo.h's
  /// __approx_memo_tls (ThreadHeap).
  enum class Storage { Local, Thread, ThreadHeap };
  void tableDecls(Storage Where = Storage::Local);
  /// The start time of the execution (read always, or only while the
  /// report is on, for cheap statements), then `if (!on) { <AsWritten>
  /// no lookups counted } else {`.
  void offOrStart(const TokenVec &AsWritten, bool ClockOnlyWhileReporting = false);
  /// One memoized execution of BodyToks: lookup, then reuse or run+record.
  void iteration(llvm::ArrayRef<clang::Token> Body);
  void loopBody(const Stmt &Body);
  /// Adds lookups and hits (expressions; default: the state's own counts)
  /// to the report.
  void counts(const std::string &Lookups = "", const std::string &Hits = "");
  /// The closing brace of offOrStart's `else`, the execution and its time
  /// to the report (enabled or not), the prologue's closing brace, the
  /// tokens into Out, and the
  /// -Rapprox remark, which ends with Sharing (who shares a table).
  void finish(TokenVec &Out, const std::string &Sharing);
  /// The capacity of the tables (entries) and histories (rows), a constant
  /// of the lowered code (approx_memo_defs.h): the pragma's value rounded up
  /// to 1, 2, 4 or Reg (lookups unrolled over it: registers on a GPU), Max
  /// above Reg, Reg without the knob. APPROX_CONFIG may set the knob up to
  /// the capacity (larger values are clamped to it).
  /// Histories are cheap to scan (one select per row): at least Reg rows.
  /// A knob known only where the lowered code is compiled (MemoClause.h)
  /// has the same capacity as an integer constant expression of it.
  std::string cap(const std::optional<ExprToks> &Knob, unsigned Reg, unsigned Max,
                  bool RoundUp = true) const {
    if (Knob && !Knob->Value) {
      std::string K = memoKnobText(PP, Knob, "", "int");
      std::string C = "(" + K + " > " + std::to_string(Reg) + " ? " + std::to_string(Max) + " : ";
      if (!RoundUp)
        return C + std::to_string(Reg) + ")";
      for (unsigned P = Reg / 2; P >= 1; P /= 2)
        C += K + " > " + std::to_string(P) + " ? " + std::to_string(2 * P) + " : ";
      return C + "1)";
    }
    double V = Knob ? *Knob->Value : 0;
    if (!Knob)
      return std::to_string(Reg);
    if (V > Reg)
      return std::to_string(Max);
    if (!RoundUp)
      return std::to_string(Reg);
    unsigned C = 1;
    while (C < V)
      C *= 2;
    return std::to_string(C);
  }
  std::string sizeCap() const {
    return cap(M.Size, __APPROX_MEMO_REG_SIZE, __APPROX_MEMO_MAX_SIZE);
  }
  std::string historyCap() const {
    return cap(M.History, __APPROX_MEMO_REG_HISTORY, __APPROX_MEMO_MAX_HISTORY,
               /*RoundUp=*/false);
  }
  /// The exact pieces of the inputs (MemoItem::Slots), an integer constant
  /// expression: after the NI doubles in a lookup's inputs and in each
  /// entry of a table.
  std::string nx() const;
  std::string v(const char *Name) const { return std::string("__approx_") + Name + Sfx; }
  /// The table's state (an lvalue of __approx_memo_state_t or
  /// __approx_taf_state_t).
  std::string ms() const { return StateViaPointer ? "(*" + v("msp") + ")" : v("ms"); }
  bool isIn() const { return M.Kind == MemoKind::In; }

  clang::Preprocessor &PP;
  const ApproxDirective &D;
  const MemoClause &M;
  const LoweringContext &Ctx;
  const std::vector<MemoItem> &Items;
  TokenBuilder B;
  std::string Sfx, Hash, Label;
  unsigned NI = 0, NO = 0;
  bool StateViaPointer = false;
  /// Who counts an execution (the report's executions and time_s): 0,
  /// every run of the lowered code; else, for a loop directive whose
  /// lowered code all threads (2) or teams (1) of the enclosing region run
  /// (4: `loop`), one of them (approx_memo.h, __approx_memo_counts_here).
  int ExecWhere = 0;
  MemoScope Scope = MemoScope::Iteration;
  MemoPart Part;
};

/// memo on a statement that is not a loop (MemoOnStatement.cpp): each
/// execution of the statement is memoized, with a table per thread that
/// lasts for the program (HPAC's semantics).
bool lowerMemoOnStatement(clang::Preprocessor &PP, const ApproxDirective &D, Stmt &S,
                          const LoweringContext &Ctx, TokenVec &Out);

} // namespace approx

#endif
