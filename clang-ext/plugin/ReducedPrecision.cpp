//===- ReducedPrecision.cpp - precision(half|bf16|float [: list]) ----------===//
//
// The reduced-precision technique (docs/data.md): each item it covers is
// held in a copy of the reduced type, converted on the host before the
// construct (narrowed in the runtime for float items, or moved by it when
// the construct maps the copy: data_prec.c) and widened back after it; the
// statement and its map clauses are renamed to use the copy. Precision
// lists and region-wide precision change the statement's variables
// (AMPT-GA's per-variable precision, VarPrecision.h).
//
//===----------------------------------------------------------------------===//
#include "TechniqueEmitter.h"

using namespace clang;

namespace approx {
namespace data {
namespace {

class ReducedPrecision : public TechniqueEmitter {
public:
  using TechniqueEmitter::TechniqueEmitter;

  bool rewrite() override;
  bool prologue(Code &C) override {
    C << R.Demotion.Prologue;
    for (ItemInfo &I : R.Items)
      if (I.Reduced)
        C << itemPrologue(I);
    return true;
  }
  void epilogue(Code &C) override {
    for (ItemInfo &I : R.Items)
      if (I.Reduced)
        C << itemEpilogue(I);
  }
  std::string remark(const ItemInfo &I) const override {
    return I.Reduced ? "item '" + I.It.name() + "' held in " + I.PrecCType : "";
  }

private:
  TokenVec itemPrologue(ItemInfo &I);
  TokenVec itemEpilogue(ItemInfo &I);
};

bool ReducedPrecision::rewrite() {
  // The variables' precision: lists, region-wide (VarPrecision.h).
  if (!R.D.Precisions.empty()) {
    llvm::SmallVector<ItemPrec, 4> ItemNames;
    for (ItemInfo &I : R.Items) {
      ItemPrec P{I.It.Base.getIdentifierInfo(), std::nullopt};
      if (I.Reduced && I.Listed)
        P.Reduced = fpKind(I.PrecMode);
      ItemNames.push_back(P);
    }
    if (!demoteVariables(R.PP, R.D, R.S, R.Ctx.Sema, R.Ctx.Id, R.Ctx.OmpFirst, ItemNames,
                         R.Demotion))
      return false;
  }
  // Reduced items: the statement uses a copy of the reduced type.
  for (ItemInfo &I : R.Items) {
    if (!I.Reduced)
      continue;
    std::string Copy = I.var("x");
    TokenVec Bare;
    if (I.It.isArray()) {
      Code C = R.codeAt(I.It.Loc);
      TokenVec X{I.It.Base};
      C << Copy << "[0:(long long)(sizeof(__typeof__(" << X << ")) / sizeof((" << X << ")[0]))]";
      Bare = C.take();
    }
    forEachRun(R.S, [&](TokenVec &Run) {
      renameIdent(R.PP, Run, I.It.Base.getIdentifierInfo(), Copy, Bare);
    });
    I.Name = TokenBuilder(R.PP, I.It.Loc).code(Copy).take().front();
  }
  return true;
}

TokenVec ReducedPrecision::itemPrologue(ItemInfo &I) {
  Code C = R.code();
  TokenVec X{I.It.Base};
  std::string Copy = I.var("x"), Buf = I.var("xb"), Cnt = I.var("xn");
  TokenVec E = R.elt(I, I.It.Base);
  if (!I.It.isArray()) {
    C << I.PrecCType << " " << Copy << " = (" << I.PrecCType << ")(" << X << ");";
    if (!R.Ctx.DeviceCompile && R.Offloaded && I.Map) {
      const std::string &Ty = I.Map->Type;
      int Ways = (Ty == "to" || Ty == "tofrom") + (Ty == "from" || Ty == "tofrom");
      // Nothing crosses a link where the construct runs on the host.
      C << "if (__approx_k" << R.N << " != __APPROX_DEV_HOST) __approx_data_record_prec("
        << R.LabelLit << ", 1, (long long)sizeof(" << X << "), (long long)sizeof(" << I.PrecCType
        << "), " << std::to_string(Ways) << ", " << std::to_string(Ways) << ");";
    }
    return C.take();
  }
  C << "const long long " << Cnt << " = " << R.spanElems(I) << ";";
  if (R.Ctx.DeviceCompile)
    C << I.PrecCType << " *" << Buf << " = (" << I.PrecCType << " *)__builtin_malloc((" << Cnt
      << " > 0 ? " << Cnt << " : 1) * sizeof(" << I.PrecCType << "));";
  else
    C << "int " << I.var("xs") << "; " << I.PrecCType << " *" << Buf << " = (" << I.PrecCType
      << " *)__approxrt_data_hbuf(" << R.LabelLit << ", " << I.index() << ", " << Cnt
      << " * (long long)sizeof(" << I.PrecCType << "), "
      << (R.Offloaded ? "__approx_dev" + R.N : std::string("-1")) << ", &" << I.var("xs") << ");";
  // Convert unless the construct only writes the item (an out-item mapped
  // 'from' or 'alloc').
  bool WriteOnly = !I.It.In && I.Map && (I.Map->Type == "from" || I.Map->Type == "alloc");
  TokenVec S0 = R.span0(I, I.It.Base);
  TokenVec Loop =
      (R.code() << "for (long long __approx_i = 0; __approx_i < " << Cnt << "; ++__approx_i) "
                << Buf << "[__approx_i] = (" << I.PrecCType << ")(" << S0 << ")[__approx_i];")
          .take();
  TokenVec IsFloat = R.isFloatItem(I);
  if (R.pipelined(I)) {
    // The runtime narrows a float item and moves the copy (data_prec.c).
    const std::string &Ty = I.Map->Type;
    bool Send = Ty == "to" || Ty == "tofrom";
    if (!WriteOnly)
      C << "if (!" << IsFloat << ") { " << Loop << " }";
    C << "__approxrt_prec " << I.var("xp") << "; __approxrt_prec_begin(&" << I.var("xp") << ", "
      << R.LabelLit << ", " << I.index() << ", __approx_dev" << R.N << ", "
      << (R.OffIf.empty() ? "1" : "__approx_off" + R.N) << ", " << Buf << ", (long long)sizeof("
      << I.PrecCType << "), " << I.PrecKind << ", ";
    if (WriteOnly)
      C << "0";
    else
      C << IsFloat << " ? (const float *)(" << S0 << ") : 0";
    C << ", " << Cnt << ", " << (Send ? "1" : "0") << ");";
  } else if (R.narrowedByRuntime(I)) {
    C << "if (!" << IsFloat << ") { " << Loop << " }"; // a float item: in inPrologue
  } else if (!WriteOnly) {
    if (R.Ctx.DeviceCompile)
      C << Loop;
    else
      C << "if " << IsFloat << " __approxrt_data_narrow_f32(" << Buf << ", " << I.PrecKind
        << ", (const float *)(" << S0 << "), " << Cnt << "); else { " << Loop << " }";
  }
  switch (I.It.Kind) {
  case DataItem::Section1D:
    C << I.PrecCType << " *" << Copy << " = " << Buf << " - " << I.var("L") << ";";
    break;
  case DataItem::Shaped:
    C << I.PrecCType << " *" << Copy << " = " << Buf << ";";
    break;
  default: { // 2-D: a pointer to rows of the same length
    Code SN = R.code();
    SN << "sizeof((" << X << ")[0]) / sizeof((" << X << ")[0][0])";
    TokenVec Sn = SN.take();
    C << I.PrecCType << " (*" << Copy << ")[" << Sn << "] = (" << I.PrecCType << " (*)[" << Sn
      << "])" << Buf << " - " << I.var("L") << ";";
  }
  }
  if (!R.Ctx.DeviceCompile && R.Offloaded && I.Map) {
    const std::string &Ty = I.Map->Type;
    int To = Ty == "to" || Ty == "tofrom", From = Ty == "from" || Ty == "tofrom";
    int Perf = I.HostPerf ? 1 : 0;
    C << "if (__approx_k" << R.N << " != __APPROX_DEV_HOST) __approx_data_record_prec("
      << R.LabelLit << ", " << Cnt << ", (long long)sizeof(" << E << "), (long long)sizeof("
      << I.PrecCType << "), " << std::to_string(To + From - Perf) << ", "
      << std::to_string(To + From) << ");";
  }
  return C.take();
}

TokenVec ReducedPrecision::itemEpilogue(ItemInfo &I) {
  Code C = R.code();
  TokenVec X{I.It.Base};
  std::string Copy = I.var("x"), Buf = I.var("xb"), Cnt = I.var("xn");
  if (!I.It.isArray()) {
    if (!I.It.In)
      C << X << " = (__typeof__(" << X << "))" << Copy << ";";
    return C.take();
  }
  TokenVec E = R.elt(I, I.It.Base), Unq = R.unqual(E), S0 = R.span0(I, I.It.Base);
  if (!I.It.In) {
    TokenVec Loop;
    if (I.It.Kind == DataItem::Section2D)
      Loop = (R.code() << "for (long long __approx_r = 0; __approx_r < " << I.var("R")
                       << "; ++__approx_r) for (long long __approx_c = " << I.var("L2")
                       << "; __approx_c < " << I.var("L2") << " + " << I.var("C")
                       << "; ++__approx_c) (" << S0 << ")[__approx_r * " << I.var("S")
                       << " + __approx_c] = (" << Unq << ")" << Buf << "[__approx_r * "
                       << I.var("S") << " + __approx_c];")
                 .take();
    else
      Loop =
          (R.code() << "for (long long __approx_i = 0; __approx_i < " << Cnt << "; ++__approx_i) ("
                    << S0 << ")[__approx_i] = (" << Unq << ")" << Buf << "[__approx_i];")
              .take();
    // Widened in the runtime: a float item whose rows are contiguous.
    TokenVec IsFloat = R.isFloatItem(I);
    if (I.It.Kind == DataItem::Section2D)
      IsFloat = (R.code() << "(" << IsFloat << " && " << I.var("C") << " == " << I.var("S") << ")")
                    .take();
    if (R.Ctx.DeviceCompile) {
      C << Loop;
    } else if (R.pipelined(I)) {
      const std::string &Ty = I.Map->Type;
      bool Receive = Ty == "from" || Ty == "tofrom";
      C << "__approxrt_prec_end(&" << I.var("xp") << ", " << I.PrecKind << ", " << IsFloat
        << " ? (float *)(" << S0 << ") : 0, " << (Receive ? "1" : "0") << "); if (!" << IsFloat
        << ") { " << Loop << " }";
    } else {
      C << "if " << IsFloat << " __approxrt_data_widen_f32((float *)(" << S0 << "), " << I.PrecKind
        << ", " << Buf << ", " << Cnt << "); else { " << Loop << " }";
    }
  } else if (R.pipelined(I)) {
    C << "__approxrt_prec_end(&" << I.var("xp") << ", " << I.PrecKind << ", 0, 0);";
  }
  if (R.Ctx.DeviceCompile)
    C << "__builtin_free(" << Buf << ");";
  else
    C << "__approxrt_data_hbuf_put(" << Buf << ", " << I.var("xs") << ");";
  return C.take();
}

} // namespace

std::unique_ptr<TechniqueEmitter> makeReducedPrecision(DataRegion &R) {
  return std::make_unique<ReducedPrecision>(R);
}

} // namespace data
} // namespace approx
