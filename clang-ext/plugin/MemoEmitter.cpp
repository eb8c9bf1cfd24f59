//===- MemoEmitter.cpp - the pieces of lowered memo code -------------------===//
//
// Implements MemoEmitter.h: the knobs (__approx_memo_cfg), the tables, one
// memoized execution
//   x = inputs; h = get(table, x, y); if (h >= 0) outputs = y;
//   else { work; y = outputs; } put(table, x, y, h)
// (memo(out): predicted, or work and record) and the report's counts.
//
//===----------------------------------------------------------------------===//
#include "MemoEmitter.h"
#include "Diag.h"

using namespace clang;

namespace approx {

std::string memoNum(double V) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%.17g", V);
  return Buf;
}

void MemoEmitter::prologue() {
  B.code("{" + labelRegistration(D, Ctx));
  // Knobs known only here (a template's, per instantiation) are checked here.
  B.append(memoKnobAsserts(PP, M));
  auto Mode = [&](auto Opt, const char *Default) {
    return Opt ? abiName(*Opt).str() : std::string(Default);
  };
  auto Knob = [&](const std::optional<ExprToks> &K, double Default, const char *Type) {
    return memoKnobText(PP, K, memoNum(Default), Type);
  };
  std::string Cfg = "const __approx_memo_cfg_t " + v("mc") + " = __approx_memo_cfg(" + Hash +
                    ", ($0), " + Knob(M.Threshold, __APPROX_MEMO_DEF_THRESHOLD, "double") + ", " +
                    Knob(M.Size, __APPROX_MEMO_DEF_SIZE, "int") + ", " +
                    Knob(M.Tables, __APPROX_MEMO_DEF_TABLES, "int") + ", " +
                    Knob(M.Items, __APPROX_MEMO_DEF_ITEMS, "long long") + ", " +
                    Mode(M.Hier, "__APPROX_MEMO_HIER_THREAD") + ", " +
                    Mode(M.Replace, "__APPROX_MEMO_REPLACE_RR") + ", " +
                    Knob(M.History, __APPROX_MEMO_DEF_HISTORY, "int") + ", " +
                    Knob(M.Predict, __APPROX_MEMO_DEF_PREDICT, "long long") + ", " + sizeCap() +
                    ", " + historyCap() + ");";
  TokenVec If = D.If ? D.If->Toks : TokenBuilder(PP, D.PragmaLoc).code("1").take();
  B.code(Cfg, {If});
}

std::string MemoEmitter::nx() const {
  unsigned Known = 0;
  std::string Sum;
  for (const MemoItem &It : Items) {
    if (!It.reads() || It.Slots == "0")
      continue;
    if (It.KnownSlots)
      Known += It.Count * std::stoul(It.Slots);
    else
      Sum += (Sum.empty() ? "" : " + ") + (It.Count > 1 ? std::to_string(It.Count) + " * " : "") +
             It.Slots;
  }
  if (Sum.empty())
    return std::to_string(Known);
  return "(" + (Known ? std::to_string(Known) + " + " : "") + Sum + ")";
}

void MemoEmitter::tableDecls(Storage Where) {
  std::string N = std::to_string(NO);
  std::string Rows = isIn() ? sizeCap() : historyCap();
  // memo(in): inputs (and their exact pieces) and outputs of each entry;
  // memo(out): the history rows and the last computed outputs.
  std::string NX = nx();
  std::string A = isIn() ? v("ti") : v("th"),
              ALen = Rows + " * " +
                     (isIn() ? (NX == "0" ? std::to_string(NI)
                                          : "(" + std::to_string(NI) + " + " + NX + ")")
                             : N);
  std::string Bn = isIn() ? v("to") : v("tl"), BLen = isIn() ? Rows + " * " + N : N;
  std::string State = isIn() ? "__approx_memo_state_t" : "__approx_taf_state_t";
  if (Where == Storage::ThreadHeap) {
    // One zeroed block per thread, found by the address of a static
    // (not thread-local, and const: C inline definitions allow no other)
    // key: doubles first, then the state.
    StateViaPointer = true;
    B.code("static const char " + v("key") + " = 0; double *const " + A +
           " = @(double *)__approx_memo_tls(&" + v("key") + ", sizeof(double) * (" + ALen + " + " +
           BLen + ") + sizeof(" + State + ")); double *const " + Bn + " = " + A + " + " + ALen +
           "; " + State + " *const " + v("msp") + " = @r(" + State + " *)(" + Bn + " + " + BLen +
           ");");
    return;
  }
  // Zero-initialised storage is the state the init helpers set.
  std::string S = Where == Storage::Thread ? "static __thread " : "";
  std::string Init = Where == Storage::Thread
                         ? std::string()
                         : std::string(" ") +
                               (isIn() ? "__approx_memo_init" : "__approx_taf_init") + "(&" +
                               v("ms") + ");";
  B.code(S + "double " + A + "[" + ALen + "]; " + S + "double " + Bn + "[" + BLen + "]; " + S +
         State + " " + v("ms") + ";" + Init);
}

void MemoEmitter::offOrStart(const TokenVec &AsWritten, bool ClockOnlyWhileReporting) {
  std::string Clock = Ctx.DeviceCompile ? "__approx_dev_clock()" : "__approxrt_now()";
  if (ClockOnlyWhileReporting)
    Clock = (Ctx.DeviceCompile ? "__approx_table.__reporting ? " : "__approxrt_reporting() ? ") +
            Clock + " : 0.0";
  B.code("const double " + v("t") + " = " + Clock + ";");
  // A disabled region runs as written and is reported as an execution
  // without lookups (finish() records the execution either way).
  B.code("if (!" + v("mc") + ".__on) {").append(AsWritten);
  counts("0", "0");
  B.code("} else {");
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
  std::string NX = nx(), Ni = std::to_string(NI);
  if (isIn()) {
    B.code(std::string(NX == "0" ? "const double " : "double ") + v("x") + "[" +
           (NX == "0" ? Ni : Ni + " + " + NX) + "] = {");
    bool First = true;
    for (const MemoItem &It : Items)
      if (It.reads())
        for (unsigned K = 0; K < It.Count; ++K) {
          B.code(First ? "@(double)($0)" : ", @(double)($0)", {It.element(PP, K)});
          First = false;
        }
    B.code("};");
    // The exact pieces of wide integer inputs, after the doubles; an input
    // of a type not known here writes as many as its type asks. They are
    // statements, so the entry found is declared before them
    // (-Wdeclaration-after-statement).
    std::string H = v("h");
    if (NX != "0")
      B.code("int " + H + ";");
    std::string At = Ni;
    for (const MemoItem &It : Items)
      if (It.reads() && It.Slots != "0")
        for (unsigned K = 0; K < It.Count; ++K) {
          std::string Call = "__approx_memo_pieces(" + v("x") + " + " + At + ", " +
                             (It.KnownSlots ? It.Slots : "$1") + ", @(__approx_memo_uwide)($0));";
          TokenVec E = It.element(PP, K);
          if (It.KnownSlots) {
            B.code(Call, {E});
          } else {
            TokenVec Count = TokenBuilder(PP, D.PragmaLoc).code(wideCount("$0"), {E}).take();
            B.code("if ($1) " + Call, {E, Count});
          }
          At += " + " + It.Slots;
        }
    B.code((NX == "0" ? "const int " : "") + H + " = __approx_memo_get(&" + ms() + ", " + v("ti") +
           ", " + v("to") + ", " + v("x") + ", " + Ni + ", " + NX + ", " + Y + ", " + Yn + ", &" +
           v("mc") + ", " + sizeCap() + "); if (" + H + " >= 0) {");
  } else {
    B.code("if (__approx_taf_get(&" + ms() + ", " + v("tl") + ", " + Y + ", " + Yn + ")) {");
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
    B.code("$0 = @(__typeof__($0))(" + Y + "[" + std::to_string(Idx) + "]);", {E});
  });
  B.code("} else { do").append(BodyToks).code("while (0);");
  EachOut([&](const TokenVec &E, unsigned Idx) {
    B.code(Y + "[" + std::to_string(Idx) + "] = @(double)($0);", {E});
  });
  if (isIn())
    B.code("} __approx_memo_put(&" + ms() + ", " + v("ti") + ", " + v("to") + ", " + v("x") + ", " +
           Ni + ", " + NX + ", " + Y + ", " + Yn + ", " + v("h") + ", &" + v("mc") + ", " +
           sizeCap() + "); }");
  else
    B.code("__approx_taf_put(&" + ms() + ", " + v("th") + ", " + v("tl") + ", " + Y + ", " + Yn +
           ", &" + v("mc") + ", " + historyCap() + "); } }");
}

void MemoEmitter::counts(const std::string &Lookups, const std::string &Hits) {
  std::string Kind = abiName(M.Kind).str();
  std::string Args = (Lookups.empty() ? ms() + ".__lookups" : Lookups) + ", " +
                     (Hits.empty() ? ms() + ".__hits" : Hits) + ");";
  if (Ctx.DeviceCompile)
    B.code("__approx_memo_devcount(" + Hash + ", " + Kind + ", " + Args);
  else
    B.code("__approx_memo_count(" + Label + ", " + Kind + ", " + Args);
}

void MemoEmitter::finish(TokenVec &Out, const std::string &Sharing) {
  std::string Ws = ExecWhere ? "_ws(" + std::to_string(ExecWhere) + ", " : "(";
  B.code("}");
  if (Ctx.DeviceCompile)
    B.code("__approx_memo_devexec" + Ws + Hash + ", " + v("t") + ");");
  else
    B.code("__approx_memo_exec" + Ws + Label + ", " + v("t") + ");");
  B.code("}");
  Out = B.take();
  if (Ctx.Remarks)
    remark(PP, D.PragmaLoc, "approx region '%0': memo(%1) over %2 value(s) read and %3 written, %4")
        << D.label() << spelling(M.Kind) << NI << NO << Sharing;
}

} // namespace approx
