//===- HostInputPerforation.cpp - in-items perforated before the transfer --===//
//
// Host input perforation (docs/data.md): an offloaded in-item with
// 'reconstruct' (or 'reconstruct(..., host)') is perforated by rows on the
// host. A plan over its rows picks the kept rows; the runtime packs them
// into one transfer to a device buffer associated with the item's private
// key (openmp-runtime/data_in.c), and two kernels scatter the packed rows
// into place and rebuild the skipped ones (nearest or lerp) before the
// construct, which reads the item at its key.
//
//===----------------------------------------------------------------------===//
#include "TechniqueEmitter.h"

using namespace clang;

namespace approx {
namespace data {
namespace {

class HostInputPerforation : public TechniqueEmitter {
public:
  using TechniqueEmitter::TechniqueEmitter;

  bool rewrite() override {
    for (ItemInfo &I : R.Items)
      if (I.HostPerf)
        R.useAtKey(I);
    return true;
  }
  bool prologue(Code &C) override {
    for (ItemInfo &I : R.Items)
      if (I.HostPerf) {
        TokenVec P = itemPrologue(I);
        if (P.empty())
          return false;
        C << P;
      }
    return true;
  }
  void epilogue(Code &C) override {
    for (ItemInfo &I : R.Items)
      if (I.HostPerf && !R.Ctx.DeviceCompile) {
        Code E = R.code(); // lexed apart: spaced apart from the code before it
        E << "__approxrt_data_in_end(&" << I.var("h") << ");";
        C << E.take();
      }
  }
  bool recordRows(Code &C) override {
    // Host perforation that did not happen (no device, or the item already
    // present) kept every row.
    for (ItemInfo &I : R.Items)
      if (I.HostPerf) {
        C << "if (__approxrt_reporting()) { if (" << I.var("h") << ".__active == 1) "
          << "__approx_data_record_rows(" << R.LabelLit << ", &" << I.var("q")
          << "); else __approxrt_record_perfo(" << R.LabelLit << ", " << I.var("q") << ".__n, "
          << I.var("q") << ".__n); }";
        return true;
      }
    return false;
  }
  std::string remark(const ItemInfo &I) const override {
    return I.HostPerf ? "in-item '" + I.It.name() +
                            "' perforated on the host (kept rows "
                            "transferred)"
                      : "";
  }

private:
  TokenVec itemPrologue(ItemInfo &I);
};

TokenVec HostInputPerforation::itemPrologue(ItemInfo &I) {
  Code C = R.code();
  TokenVec E = R.elt(I, I.Name), Unq = R.unqual(E);
  std::string Common = R.perfoArgs();
  std::string Q = I.var("q"), H = I.var("h"), Dv = I.var("d"), Sv = I.var("s"), Tb = I.var("t"),
              Kv = I.var("k");
  C << "const __approx_plan_t " << Q << " = __approx_perfo_plan_n(" << Common << ", " << I.var("R")
    << ");";
  C << "__approxrt_data_in " << H << " = {0};";
  if (!R.Ctx.DeviceCompile) {
    TokenVec Start, Bytes;
    if (!mapRange(R.PP, I.NewMap->Loc, I.NewMap->Item, I.It.name(), Start, Bytes))
      return {};
    C << "__approx_data_check_kept(" << R.LabelLit << ", " << R.itemStr(I) << ", &" << Q << ", "
      << I.var("R") << ");";
    // The float rows a reduced copy is narrowed from, in the runtime.
    TokenVec Wide = R.T("0");
    if (R.narrowedByRuntime(I)) {
      Code W = R.code();
      W << "(" << R.isFloatItem(I) << " ? (const float *)(" << R.elem0(I, I.It.Base) << ") : 0)";
      Wide = W.take();
    }
    if (!R.OffIf.empty())
      C << "if (__approx_off" << R.N << ") ";
    C << "__approxrt_data_in_begin(&" << H << ", " << R.LabelLit << ", " << R.itemStr(I)
      << ", __approx_dev" << R.N << ", " << Start << ", " << Bytes << ", (const void *)("
      << R.elem0(I, I.Name) << "), " << I.var("R") << ", " << I.var("C") << " * (long long)sizeof("
      << E << "), " << I.var("S") << " * (long long)sizeof(" << E << "), __approx_data_keeps_cb, &"
      << Q << ", " << Q << ".__kind == __APPROX_PERFO_RAND, " << Wide << ", "
      << (I.Reduced ? R.PrecKind : "0") << ");";
    if (!R.OffIf.empty() && R.narrowedByRuntime(I))
      C << "else if " << R.isFloatItem(I) << " __approxrt_data_narrow_f32((void *)("
        << R.elem0(I, I.Name) << "), " << R.PrecKind << ", " << Wide << ", " << I.var("xn") << ");";
  }
  C << R.keyDecl(I, H);
  // active: our device copy (at the key), to rebuild.
  C << "if (" << H << ".__active == 1 && " << H << ".__nkept < " << I.var("R") << ") {";
  C << Unq << " *" << Dv << " = (" << Unq << " *)" << H << ".__ditem; const " << Unq << " *" << Sv
    << " = (const " << Unq << " *)" << H << ".__drows; const long long *" << Tb << " = " << H
    << ".__dtable; const long long " << Kv << " = " << H << ".__nkept;";
  // Scatter: packed row j is row table[j] (rand) or the plan's j-th kept row.
  C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dv << ", "
               << Sv << ", " << Tb << ") firstprivate(" << Q << ") device(__approx_dev" << R.N
               << ")";
  C.ompEnd();
  C << "for (long long __approx_j = 0; __approx_j < " << Kv
    << "; ++__approx_j) for (long long __approx_c = 0; __approx_c < " << I.var("C")
    << "; ++__approx_c) " << Dv << "[(" << Tb << " ? " << Tb << "[__approx_j] : "
    << "__approx_perfo_index(&" << Q << ", __approx_j)) * " << I.var("S")
    << " + __approx_c] = " << Sv << "[__approx_j * " << I.var("C") << " + __approx_c];";
  C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dv
               << ") firstprivate(" << Q << ") device(__approx_dev" << R.N << ")";
  C.ompEnd();
  C << "for (long long __approx_r = 0; __approx_r < " << I.var("R")
    << "; ++__approx_r) for (long long __approx_c = 0; __approx_c < " << I.var("C")
    << "; ++__approx_c) { " << Unq << " *__approx_b = " << Dv << ";"
    << R.reconStmt(I, Unq, "__approx_b", Q, I.var("R")) << "} }";
  return C.take();
}

} // namespace

std::unique_ptr<TechniqueEmitter> makeHostInputPerforation(DataRegion &R) {
  return std::make_unique<HostInputPerforation>(R);
}

} // namespace data
} // namespace approx
