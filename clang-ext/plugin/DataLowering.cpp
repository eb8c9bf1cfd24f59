//===- DataLowering.cpp - the coordinator of the data lowering -------------===//
//
// Lowers `#pragma approx` with in(...)/out(...)/reconstruct(...)/
// precision(...) (docs/language.md, docs/data.md). The analysis
// (DataAnalysis.cpp) gives each item its techniques; one emitter per
// technique (TechniqueEmitter.h) writes its code; this file only orders
// them. The statement becomes:
//
//   { region scalars (enabled, perfo value/chunk, method, device);
//     item geometry, evaluated once; [the device's kind probed; {]
//     the timer; the items checked, the present-on-device check;
//     [transfers: { if (enabled && they save something) {]
//       prologues: reduced copies, fixed-point transfers, input
//         perforation (host: packed kept rows; device: an accessor)
//       the statement: the perforated loop (PerfoLowering, with hooks for
//         output reconstruction before and after the loop) or as is
//       rows recorded; epilogues: release, widen the copies back
//     [} else if (they save nothing) { the region without them }
//      else { the exact statement }]
//     time recorded [}] [}] }
//
// Declarations precede statements in every block (C's
// -Wdeclaration-after-statement): where one must follow a statement, a
// block opens for it (Code::scope).
//
// Reconstruction is generated code typed with __typeof__ of the item's
// element, so any arithmetic element type works; the formulas are the
// inline helpers of headers/approx_data.h shared by every path. New data
// sites (e.g. directives that only move data) dispatch from lowerData.
// The class is declared in TechniqueEmitter.h; the variants around the
// approximated statement (without transfers, exact, the C++ type guard)
// are DataVariants.cpp's.
//
//===----------------------------------------------------------------------===//
#include "DataScalars.h"
#include "DataSites.h"
#include "Labels.h"
#include "TechniqueEmitter.h"

using namespace clang;

namespace approx {
namespace data {

bool DataLowering::rewriteStatement() {
  S.flatten(Exact);
  bool Ok = Precision->rewrite();
  // Renamed items: their maps are found again under the new name.
  if (Offloaded)
    for (ItemInfo &I : Items)
      if (I.Map)
        I.NewMap = findMap(Dirs, I.Name.getIdentifierInfo());
  for (TechniqueEmitter *E :
       {HostIn.get(), Unorm.get(), Accessor.get(), OutRecon.get(), RowsOut.get()})
    Ok &= E->rewrite();
  return Ok;
}

bool DataLowering::lowerInline(TokenVec &Out) {
  if (D.Perfo)
    return lowerPerfo(PP, D, S, Ctx, Out);
  S.flatten(Out);
  if (Ctx.Remarks)
    emitRemark();
  return true;
}

void DataLowering::regionScalars(Code &C) {
  C << "{";
  if (!LoopPerforated)
    C << labelRegistration(D, Ctx);
  declareEnabled(C, D, N, Hash, T("1"));
  if (Recon)
    declareMethod(C, D, N, Hash);
  C << DeviceScalars;
}

TokenVec DataLowering::presentTypedCopies() {
  // A listed array's typed copy is then made on the device
  // (ReducedPrecisionCopy.cpp): __approx_xpr<K> says so. (An item that runs the
  // region exactly, presentCheck, clears __approx_en<N> after this: the
  // copies are then not made at all.)
  Code C = code();
  if (Ctx.DeviceCompile || !Offloaded)
    return C.take();
  // The construct's if() joins the test only where it has one (a literal
  // `&& 1 &&` draws C++'s -Wconstant-logical-operand when -save-temps
  // recompiles the text).
  std::string Off = OffIf.empty() ? "" : " && __approx_off" + N;
  for (ItemInfo &I : Items)
    if (presentTyped(I))
      C << "const int " << I.var("xpr") << " = __approx_en" << N << Off
        << " && __approxrt_data_present(@(const void *)(" << elem0(I, I.It.Base)
        << "), __approx_dev" << N << ");";
  return C.take();
}

TokenVec DataLowering::presentCheck() {
  // A transfer approximation (host perforation, a reduced or fixed-point
  // copy the construct maps) of an item that an enclosing `target data`
  // already maps cannot apply: the construct must use that device copy, so
  // the region runs exactly, with a warning and a report that say so
  // (docs/data.md, "Arrays mapped by an enclosing target data"). A listed
  // array of its own gets its typed copy on the device instead.
  Code C = code();
  if (Ctx.DeviceCompile || !Offloaded)
    return C.take();
  std::string Off = OffIf.empty() ? "" : " && __approx_off" + N;
  for (ItemInfo &I : Items) {
    if (presentTyped(I)) // presentTypedCopies
      continue;
    std::string W;
    if (I.HostPerf)
      W = "host perforation";
    else if (I.RowsOut)
      W = "output rows on the host";
    else if (I.Unorm)
      W = "precision(" + spelling(D.Unorm->Mode).str() + ")";
    else if (I.Reduced && I.It.isArray() && I.Map)
      W = "precision(" + spelling(I.PrecMode).str() + ")";
    else
      continue;
    C << "if (__approx_en" << N << Off << " && __approxrt_data_present(@(const void *)("
      << elem0(I, I.It.Base) << "), __approx_dev" << N << ")) { static int __approx_once = 0; "
      << "__approxrt_data_not_applied(" << LabelLit << ", " << itemStr(I) << ", \"" << W
      << "\", __approx_dev" << N << ", &__approx_once); __approx_en" << N << " = 0; }";
  }
  return C.take();
}

bool DataLowering::approximated(Code &A) {
  for (TechniqueEmitter *E : prologueOrder())
    if (!E->prologue(A))
      return false;
  if (!loop(A))
    return false;
  recordRows(A);
  for (TechniqueEmitter *E : epilogueOrder())
    E->epilogue(A);
  A.closeScopes();
  return true;
}

bool DataLowering::loop(Code &A) {
  if (!LoopPerforated) {
    TokenVec Flat;
    S.flatten(Flat);
    A << Flat;
    return true;
  }
  PerfoHooks Hooks;
  Code Bf = code(), Af = code();
  for (TechniqueEmitter *E : prologueOrder())
    E->beforeLoop(Bf);
  for (TechniqueEmitter *E : prologueOrder())
    E->afterLoop(Af);
  Hooks.BeforeLoop = Bf.take();
  // After the loop, a statement: its declarations in a block.
  Hooks.AfterLoop = Af.closeScopes().take();
  if (!Hooks.AfterLoop.empty())
    Hooks.AfterLoop = (code() << "{" << Hooks.AfterLoop << "}").take();
  LoweringContext PCtx = Ctx;
  PCtx.Hooks = &Hooks;
  PCtx.Remarks = false;
  ApproxDirective D2 = D;
  D2.If = ExprToks{T("__approx_en" + N), D.PragmaLoc};
  D2.Perfo->Value.Toks = T("__approx_v" + N);
  D2.Perfo->Chunk = ExprToks{T("__approx_ch" + N), D.PragmaLoc};
  TokenVec Loop;
  if (!lowerPerfo(PP, D2, S, PCtx, Loop))
    return false;
  A << Loop;
  return true;
}

void DataLowering::recordRows(Code &A) {
  if (LoopPerforated || Ctx.DeviceCompile)
    return;
  if (!HostIn->recordRows(A) && !Accessor->recordRows(A))
    A << noRows();
}

bool DataLowering::bindDevice() {
  NeedDevVar = Offloaded && !Ctx.OmpFirst && llvm::any_of(Items, [](const ItemInfo &I) {
                 return I.OutRecon || I.HostPerf || I.Acc || I.Unorm || I.Reduced;
               });
  if (!NeedDevVar)
    return true;
  // Where the construct runs: when its if() is false it runs on the host,
  // and so must the data work around it (no target data, host-side
  // reconstruction, no host perforation); the runtime's transfers consult
  // the device's kind (nothing is moved for a construct that falls back to
  // the host). The construct and its variants then name the scalars, so
  // that device() and if() are evaluated once.
  Code C = code();
  std::optional<std::string> Off = declareDevice(PP, C, Dirs, N);
  if (!Off)
    return false;
  DeviceScalars = C.take();
  OffIf = Off->empty() ? "" : " if(" + *Off + ")";
  auto Tok = [&](llvm::StringRef Name) { return T(Name); };
  bindDeviceClauses(Dirs, N, Tok);
  if (Pristine) {
    llvm::SmallVector<Stmt *, 4> PDirs;
    for (Stmt *Cur = Pristine.get(); Cur && Cur->Kind == Stmt::Directive; Cur = Cur->Body.get())
      PDirs.push_back(Cur);
    bindDeviceClauses(PDirs, N, Tok);
  }
  return true;
}

bool DataLowering::run(TokenVec &Out) {
  if ((D.Precision || D.Unorm) && !Ctx.OmpFirst)
    Pristine = S.clone();
  if (!analyze())
    return false;
  S.flatten(AsWritten);
  if (!bindDevice())
    return false;
  unsigned Errors = PP.getDiagnostics().getNumErrors();
  bool Rewritten = rewriteStatement();
  if (!Rewritten || PP.getDiagnostics().getNumErrors() != Errors)
    return false;
  if (Ctx.OmpFirst)
    return lowerInline(Out);
  Code C = code();
  regionScalars(C);
  for (ItemInfo &I : Items)
    C << geometry(I);
  if (NeedDevVar) {
    probeDeviceKind(C, N);
    C.scope();
  }
  if (!LoopPerforated && !Ctx.DeviceCompile)
    C << "const double __approx_t" << N << " = __approxrt_now();";
  C << presentTypedCopies();
  for (ItemInfo &I : Items)
    C << checkItem(I);
  C << presentCheck();
  Code A = code();
  if (!approximated(A))
    return false;
  return assemble(C, A, Out);
}

void DataLowering::emitRemark() {
  std::string What;
  auto Add = [&](const std::string &Line) { What += (What.empty() ? "" : "; ") + Line; };
  if (LoopPerforated)
    Add("loop perforated (compacted iteration space)");
  for (ItemInfo &I : Items)
    for (TechniqueEmitter *E : remarkOrder())
      if (std::string Line = E->remark(I); !Line.empty())
        Add(Line);
  if (!Demotion.Summary.empty())
    Add("variables " + Demotion.Summary);
  if (What.empty()) // precision(double : list) alone: the exact vector of a tuning run
    What = "nothing approximated, every variable keeps its type";
  remark(PP, D.PragmaLoc, "approx region '%0': %1") << Label << What;
}

} // namespace data

bool lowerData(Preprocessor &PP, const ApproxDirective &D, Stmt &S, const LoweringContext &Ctx,
               TokenVec &Out) {
  // A directive that only moves data: the clauses approximate its
  // transfers (DataSites.cpp). Anything else must be a loop before items
  // are rewritten.
  if (S.Kind == Stmt::Directive && data::isDataOnlyConstruct(data::constructName(S)))
    return lowerDataSite(PP, D, S, Ctx, Out);
  if (D.Perfo && !perfoHasLoop(PP, D, S))
    return false;
  data::DataLowering L(PP, D, S, Ctx);
  return L.run(Out);
}

} // namespace approx
