//===- MemoOnStatement.cpp - memo on a statement ---------------------------===//
//
// `#pragma approx memo(...)` on a statement that is not a `for` loop (an
// expression statement, a block, a call: where HPAC puts it, e.g. on
// `y[i] = f(x[i]);` inside a loop body) memoizes each execution of that
// statement (docs/language.md, "memo on a statement"). The table or
// history must outlive one execution, so it is `static __thread`: one per
// thread and region, zero (empty) at the thread's first execution and kept
// for the program's life, as HPAC's runtime keeps its per-thread tables
// (in a function inside `declare target`, where clang refuses thread-local
// variables, or a C inline definition, which may hold no modifiable static,
// a per-thread block that approx_memo.h allocates at the thread's first
// execution). That holds on the host and on the host-offload device. A GPU has no
// thread-local storage and no per-thread memory that outlives a kernel's
// thread, so on NVPTX and AMDGPU the statement form inside a kernel is an
// error that points at the loop form, whose tables live for a group of
// iterations of the kernel's loop (HPAC-Offload keeps its tables for a
// kernel too). Every execution then runs
//   { knobs; if (off) stmt; else { one memoized execution of stmt;
//     report the lookups and hits it added } }
//
//===----------------------------------------------------------------------===//
#include "Diag.h"
#include "MemoEmitter.h"
#include "MemoSideEffects.h"
#include "OmpHoist.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaOpenMP.h"

using namespace clang;

namespace approx {
namespace {

enum class GpuCode { No, Yes, Unknown };

/// Whether the statement is GPU code. Yes: Sema, standing at the pragma,
/// is in a target region or a declare target function. Unknown: any other
/// statement of a GPU device compile. It may be host code, parsed and never
/// emitted, or a function that a kernel calls, which clang then compiles
/// for the device as well. The read-ahead of another region also lands
/// here, since Sema has not reached the pragma then.
GpuCode gpuCode(Preprocessor &PP, const LoweringContext &Ctx) {
  const llvm::Triple &T = PP.getTargetInfo().getTriple();
  if (!Ctx.DeviceCompile || !(T.isNVPTX() || T.isAMDGPU()))
    return GpuCode::No;
  if (!Ctx.Sema)
    return GpuCode::Unknown;
  SemaOpenMP &Omp = Ctx.Sema->OpenMP();
  return Omp.isInOpenMPTargetExecutionDirective() || Omp.isInOpenMPDeclareTargetContext()
             ? GpuCode::Yes
             : GpuCode::Unknown;
}

/// Whether Sema stands in a C inline definition that this file does not
/// emit (C99 `inline` without `extern`, GNU `extern inline`): C11 6.7.4p3
/// forbids a modifiable object with static or thread storage duration in
/// it, so a `static __thread` table there draws clang's
/// -Wstatic-local-in-inline. The test is clang's own for that warning.
bool inDiscardedInlineDefinition(Sema *S) {
  const FunctionDecl *FD = S ? S->getCurFunctionDecl() : nullptr;
  if (!FD || !FD->isInlined() || (S->getLangOpts().CPlusPlus && !FD->hasAttr<GNUInlineAttr>()))
    return false;
  return S->getASTContext().GetGVALinkageForFunction(FD) == GVA_AvailableExternally;
}

} // namespace

bool lowerMemoOnStatement(Preprocessor &PP, const ApproxDirective &D, Stmt &S,
                          const LoweringContext &Ctx, TokenVec &Out) {
  GpuCode Gpu = gpuCode(PP, Ctx);
  if (Gpu == GpuCode::Yes) {
    error(PP, D.Memo->Loc,
          "'memo' on a statement needs a table that outlives one execution, which a GPU "
          "thread cannot keep; put '#pragma approx memo(...)' before the kernel's loop "
          "instead (its tables live for each group of 'items' iterations)");
    return false;
  }
  if (D.Memo->Items) {
    error(PP, D.Memo->Items->Loc,
          "'items' groups the iterations of a loop; it does not apply to 'memo' on a "
          "statement, whose table serves all the executions of its thread");
    return false;
  }
  std::vector<MemoItem> Items;
  if (!parseMemoItems(PP, Ctx.Sema, D, Items) ||
      !checkMemoItemTypes(PP, Ctx.Sema, D.PragmaLoc, Items) ||
      !checkMemoBody(PP, S, Items, MemoWork::Statement))
    return false;

  memoKeyPieces(PP, Ctx.Sema, D.PragmaLoc, {}, Items);
  MemoEmitter E(PP, D, Ctx, Items);
  TokenBuilder &B = E.B;
  TokenVec Stmt;
  S.flatten(Stmt);
  E.prologue();
  // Unknown in a GPU compile: host code there is parsed, not emitted; code
  // that is emitted for the GPU keeps a call that the backend reports as
  // an error at the pragma (headers/approx_memo.h), and no thread-local
  // storage, which AMDGPU would not even verify (llvm.threadlocal.address
  // on an address-space cast).
  // Off the GPU the table is the thread's, kept for the program. clang
  // refuses thread-local variables in a function inside `declare target`
  // (OpenMP forbids threadprivate there), so such a function (HPAC-Offload
  // memoizes calls in its device functions) takes a per-thread heap block;
  // so does a C inline definition, which may hold no modifiable static
  // (the block's key is a const one).
  using Storage = MemoEmitter::Storage;
  bool InDeclareTarget = Ctx.Sema ? Ctx.Sema->OpenMP().isInOpenMPDeclareTargetContext()
                                  : PP.isPreprocessedOutput() && preprocessedInDeclareTarget();
  Storage Where = Gpu != GpuCode::No                                         ? Storage::Local
                  : InDeclareTarget || inDiscardedInlineDefinition(Ctx.Sema) ? Storage::ThreadHeap
                                                                             : Storage::Thread;
  // Declarations before statements (-Wdeclaration-after-statement): a
  // table kept for the thread before the clock; a fresh one (a GPU
  // compile), which its initialisation follows, where the memoized
  // execution starts, with nothing to count before it.
  if (Where != Storage::Local)
    E.tableDecls(Where);
  // The clock is read only while reporting (a statement may be cheap
  // next to it).
  E.offOrStart(Stmt, /*ClockOnlyWhileReporting=*/true);
  if (Where == Storage::Local) {
    E.tableDecls(Where);
    B.code("__approx_memo_statement_on_gpu();");
    E.iteration(Stmt);
    E.counts();
  } else {
    // Counts are the state's growth in this execution.
    std::string L0 = E.v("lb"), H0 = E.v("hb"), St = E.ms();
    B.code("const long long " + L0 + " = " + St + ".__lookups, " + H0 + " = " + St + ".__hits;");
    E.iteration(Stmt);
    E.counts(St + ".__lookups - " + L0, St + ".__hits - " + H0);
  }
  E.finish(Out, "one table per thread kept across the executions of the statement");
  return true;
}

} // namespace approx
