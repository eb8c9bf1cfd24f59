//===- PerfoEmitter.h - the perforation lowering's emitter ------------------===//
//
// Shared by the two files of the perfo lowering: PerfoLowering.cpp picks
// the form of the lowered loop and emits it (one function per form);
// PerfoLoopParts.cpp holds the pieces the forms are made of (the plan's
// arguments, the prelude that maps the compacted index to the logical one,
// the block loop, the descent into a collapsed nest).
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_PERFOEMITTER_H
#define APPROX_PERFOEMITTER_H

#include "Labels.h"
#include "LoopForm.h"
#include "Lowering.h"

namespace approx {

/// The forms of a perforated loop.
enum class PerfoForm {
  Inline,         // after '#pragma omp': the plan in the loop bound and body
  Continue,       // -fapprox-perfo-lowering=continue: skip per iteration (HPAC)
  Blocks,         // a sequential loop: blocks of kept iterations, one body
  ExactOrCompact, // no target directive: the exact loop or the compacted one
  TwoVersions,    // offloaded: a fast and a general compacted kernel (and the exact one)
};

class PerfoEmitter {
public:
  PerfoEmitter(clang::Preprocessor &PP, const ApproxDirective &D, const LoweringContext &Ctx,
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
    EarlyVar = "__approx_e" + N;
    Label = D.label();
  }

  /// Picks the form of the lowered loop, then emits it; false after an
  /// error (PerfoLowering.cpp).
  bool emit(llvm::ArrayRef<Stmt *> Dirs, Stmt &Loop, unsigned Collapse);
  TokenVec take() { return B.take(); }
  bool usedBlocks() const { return UsedBlocks; }

private:
  // The forms (PerfoLowering.cpp).
  PerfoForm pickForm(llvm::ArrayRef<Stmt *> Dirs, const Stmt &Loop) const;
  /// The compacted loop (or the continue lowering's loop) over Loop.
  bool compactedLoop(const Stmt &Loop, unsigned Collapse, TokenVec &Out);
  bool emitInline(TokenVec &&LoopOut);
  void planPrologue(llvm::ArrayRef<Stmt *> Dirs, PerfoForm Form);
  void loopEpilogue(llvm::ArrayRef<Stmt *> Dirs, PerfoForm Form);
  /// `Guard var = lb + step * Trips;`: a variable declared before the loop
  /// at the value that ends it.
  void assignFinalValue(const std::string &Guard, const std::string &Trips);
  /// The directives, with TargetVars firstprivate on the first target
  /// directive and Vars on any with default(none) or defaultmap(none).
  TokenVec directives(llvm::ArrayRef<Stmt *> Dirs, const std::string &TargetVars,
                      const std::string &Vars);
  /// `if (exact plan) { the directives and the loop as written } else`.
  void exactThenElse(llvm::ArrayRef<Stmt *> Dirs, const Stmt &Loop);
  void emitContinue(llvm::ArrayRef<Stmt *> Dirs, TokenVec &&LoopOut);
  void emitBlocks(const Stmt &Loop);
  void emitExactOrCompact(llvm::ArrayRef<Stmt *> Dirs, const Stmt &Loop, TokenVec &&LoopOut);
  bool emitTwoVersions(llvm::ArrayRef<Stmt *> Dirs, const Stmt &Loop, unsigned Collapse,
                       TokenVec &&LoopOut);

  // The pieces of the forms (PerfoLoopParts.cpp).
  TokenVec planArgs();
  TokenVec inlineBound(const std::string &Fn, bool Note);
  TokenVec typeOfVar();
  TokenVec lbExpr(bool Wrapping = true) const;
  /// The fast index map over the prologue's scalars (scalars travel to a
  /// kernel as plain arguments; a struct would be mapped per launch).
  std::string fastIndex() const {
    std::string N = std::to_string(Ctx.Id);
    return "__approx_perfo_index_fast(" + Iter + ", __approx_fs" + N + ", __approx_fm" + N +
           ", __approx_fk" + N + ", __approx_fa" + N + ")";
  }
  TokenVec stepExpr() const;
  TokenVec stepFactor() const;
  std::string indexCast() const;
  bool s64Wraps() const;
  TokenVec labelStatic();
  TokenVec prelude(bool DeclarePlan, bool Fast = false);
  TokenVec blockLoop(const TokenVec &Body);
  bool intLoop() const;
  /// Emits Body, descending Remaining perfectly nested loops first; the
  /// prelude goes at the top of the innermost body.
  bool nest(const Stmt &Body, unsigned Remaining, const TokenVec &Prelude, const TokenVec &Subst,
            TokenBuilder &Out);
  TokenVec code(llvm::StringRef Text, llvm::ArrayRef<TokenVec> Args = {}) {
    TokenBuilder T(PP, D.PragmaLoc);
    T.code(Text, Args);
    return T.take();
  }

  clang::Preprocessor &PP;
  const ApproxDirective &D;
  const LoweringContext &Ctx;
  const LoopForm &F;
  TokenBuilder B;
  std::string Plan, Iter, Logical, Timer, Kept, Label;
  std::string PlanVar; // where lb/step are read from: the plan or the blocks
  std::string BlocksVar;
  bool UsedBlocks = false;
  // A sequential loop whose body may leave it early (break, return, goto):
  // the plan records nothing; EarlyVar, a cleanup-scoped counter of the
  // kept iterations that began, records counts and time at scope exit.
  bool Early = false;
  std::string EarlyVar;
  // A sequential loop that may break, over a variable declared before it:
  // the compacted loop assigns that variable (a break leaves it at its
  // iteration's value) and sets its final value only when it runs out.
  bool AssignsVar = false;
  // Under `simd`: the compacted loops carry
  // `#pragma clang loop vectorize(disable) interleave(disable)` (LoopHints.h).
  bool NoVectorize = false;
  // The inline form of a teams-family or distributed loop of one level
  // (Placement.h, FirstIterCounted): the bound does not record, the first
  // compacted iteration does.
  bool FirstIterCount = false;
  // The continue lowering of a sequential loop: the counter of its
  // iterations (declared before the loop), which are its logical indices.
  std::string ContCounter;
  TokenVec FirstIterInner; // ` && (y) == (lb)` for each collapsed inner loop
  bool innerFirstIteration(const Stmt &Body, unsigned Remaining);
  // A loop variable declared before the loop, outside the inline form: the
  // compacted body assigns it instead of declaring its own (which -Wshadow
  // reports); Privatize: the loop directive gets private(var) for that,
  // the variable no longer being its loop's iteration variable.
  bool OuterVar = false, Privatize = false;
  /// `$0 ` (the type, unused-marked) before the variable in the compacted
  /// body's `$1 = ...`, or nothing where it assigns the outer one.
  std::string declPrefix() const { return OuterVar ? "" : MaybeUnused + std::string("$0 "); }
  // The loop variable is a 64-bit unsigned type: its trip count and values
  // are computed in unsigned arithmetic (a range may reach past 2^63).
  bool U64 = false;
  // ... or a narrower unsigned type (unsigned, uint32_t, unsigned char):
  // counting down under '<' / '<=', it wraps past the bound at 0.
  bool UNarrow = false;
  // ... or a 64-bit signed one: its values are computed in unsigned
  // arithmetic too (lb + step * k may pass 2^63 on the way).
  bool S64 = false;
  std::string Counter = "long long"; // type of the compacted loop's counter
  std::string counterCast() const { return Counter == "long long" ? "" : "@(" + Counter + ")"; }
  bool unsigned64() const;
  bool unsignedNarrow() const;
  bool signed64() const;
  int narrowWidthFlag() const;
  std::string opExpr() const;
  bool spelledIntegerType() const;
  std::string varTypeSpelling() const;
};

} // namespace approx

#endif
