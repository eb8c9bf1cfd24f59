//===- HostInputPerforation.cpp - in-items perforated before the transfer --===//
//
// Host input perforation (docs/data.md): an offloaded in-item with
// 'reconstruct' (or 'reconstruct(..., host)') is perforated by rows on the
// host. A plan over its rows picks the kept rows; the runtime packs them
// into one transfer to a device buffer associated with the item's private
// key (openmp-runtime/data.c). Before the construct, which reads the item at
// its key, one kernel writes every row of the device copy from the packed
// rows through the row map the runtime sent with them (data_rowmap.c: a
// copy, or the lerp of two); where no map was worth sending (small items),
// two kernels scatter the packed rows and rebuild the skipped ones.
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
      if (I.HostPerf && !itemPrologue(C, I))
        return false;
    return true;
  }
  void epilogue(Code &C) override {
    for (ItemInfo &I : R.Items)
      if (I.HostPerf && !R.Ctx.DeviceCompile) {
        Code E = R.code(); // lexed apart: spaced apart from the code before it
        E << (I.Unorm ? "__approxrt_data_in_unorm_end(&" : "__approxrt_data_in_end(&")
          << I.var("h") << ");";
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
    if (!I.HostPerf)
      return "";
    return "in-item '" + I.It.name() + "' perforated on the host (kept rows transferred" +
           (I.Unorm ? " as " + spelling(R.D.Unorm->Mode).str() : std::string()) + ")";
  }

private:
  /// False after an error.
  bool itemPrologue(Code &C, ItemInfo &I);
  /// What travels before the packed rows: the row map (one rebuilding
  /// kernel, openmp-runtime/data_rowmap.c), and the row numbers for rand.
  std::string layout(const std::string &Q) const {
    return "((" + Q + ".__kind == __APPROX_PERFO_RAND ? __APPROXRT_IN_TABLE : 0) | (__approx_m" +
           R.N + " == __APPROX_RECON_LERP ? __APPROXRT_IN_MAP_LERP : " + "__APPROXRT_IN_MAP_NN))";
  }
  std::string unormBits() const {
    return std::to_string(static_cast<int>(R.D.Unorm->Mode));
  }
};

bool HostInputPerforation::itemPrologue(Code &C, ItemInfo &I) {
  C.scope(); // after the statements of the techniques and items before
  TokenVec E = R.elt(I, I.Name), Unq = R.unqual(E);
  std::string Common = R.perfoArgs();
  if (I.Unorm)
    C << StaticAssert << "sizeof(" << E << ") == 4 && __builtin_classify_type(" << E
      << ") == 8, \"precision(" << spelling(R.D.Unorm->Mode) << "): item '" << I.It.name()
      << "' must have element type float\");";
  std::string Q = I.var("q"), H = I.var("h"), Dv = I.var("d"), Sv = I.var("s");
  C << "const __approx_plan_t " << Q << " = __approx_perfo_plan_n(" << Common << ", "
    << I.var("R") << ");";
  C << "__approxrt_data_in " << H << R.zeroInit();
  if (!R.Ctx.DeviceCompile) {
    TokenVec Start, Bytes;
    if (!mapRange(R.PP, I.NewMap->Loc, I.NewMap->Item, I.It.name(), Start, Bytes))
      return false;
    C << "__approx_data_check_kept(" << R.LabelLit << ", " << R.itemStr(I) << ", &" << Q << ", "
      << I.var("R") << ");";
    // The float rows a reduced copy is narrowed from, in the runtime.
    TokenVec Wide = R.T(nullPointer(R.PP));
    if (R.narrowedByRuntime(I)) {
      Code W = R.code();
      W << "(" << R.isFloatItem(I) << " ? @r(const float *)(" << R.elem0(I, I.It.Base)
        << ") : " << nullPointer(R.PP) << ")";
      Wide = W.take();
    }
    // A disabled region (APPROX_CONFIG, if(), an enclosing map of the item)
    // keeps every row: a plain item then skips the runtime, so its
    // construct maps the user's array itself, as plain clang's does. A
    // reduced or fixed-point copy still goes through it (converted).
    const bool Plain = !I.Unorm && !I.Reduced;
    if (!R.OffIf.empty() || Plain) {
      C << "if (";
      if (!R.OffIf.empty())
        C << "__approx_off" << R.N << (Plain ? " && " : "");
      if (Plain)
        C << "__approx_en" << R.N;
      C << ") ";
    }
    if (I.Unorm) {
      // Fixed point (data_in_unorm.c): the kept rows travel as codes.
      C << "__approxrt_data_in_unorm_begin(&" << H << ", " << R.LabelLit << ", " << R.itemStr(I)
        << ", " << I.index() << ", " << unormBits() << ", __approx_dev" << R.N << ", " << Start
        << ", " << Bytes << ", @(const float *)(" << R.elem0(I, I.Name) << "), " << I.var("R")
        << ", " << I.var("C") << ", " << I.var("S") << ", __approx_data_keeps_cb, &" << Q << ", "
        << layout(Q) << ");";
    } else {
      C << "__approxrt_data_in_begin(&" << H << ", " << R.LabelLit << ", " << R.itemStr(I)
        << ", __approx_dev" << R.N << ", " << Start << ", " << Bytes << ", @(const void *)("
        << R.elem0(I, I.Name) << "), " << I.var("R") << ", " << I.var("C")
        << " * @(long long)sizeof(" << E << "), " << I.var("S") << " * @(long long)sizeof(" << E
        << "), __approx_data_keeps_cb, &" << Q << ", " << layout(Q) << ", " << Wide << ", "
        << (I.Reduced ? R.PrecKind : "0") << ");";
      if (!R.OffIf.empty() && R.narrowedByRuntime(I))
        C << "else if " << R.isFloatItem(I) << " __approxrt_data_narrow_f32(@(void *)("
          << R.elem0(I, I.Name) << "), " << R.PrecKind << ", " << Wide << ", " << I.var("xn")
          << ");";
    }
  }
  if (!R.Ctx.DeviceCompile) // after the transfer's statements
    C.scope();
  C << R.keyDecl(I, H);
  // active: our device copy (at the key), to rebuild.
  // (codes are widened even when every row is kept)
  C << "if (" << H << ".__active == 1 && " << (I.Unorm ? "1" : H + ".__nkept < " + I.var("R"))
    << ") {";
  // The packed rows: the item's elements, or fixed-point codes.
  std::string SvTy = !I.Unorm                ? std::string()
                     : unormBits() == "16" ? "unsigned short"
                                           : "unsigned char";
  C << Unq << " *" << Dv << " = @(" << Unq << " *)" << H << ".__ditem; const ";
  if (I.Unorm)
    C << SvTy << " *" << Sv << " = @(const " << SvTy << " *)" << H << ".__drows;";
  else
    C << Unq << " *" << Sv << " = @(const " << Unq << " *)" << H << ".__drows;";
  std::string Tb = I.var("t"), Kv = I.var("k"), Mp = I.var("mp");
  C << " const long long *" << Tb << " = " << H << ".__dtable; const long long " << Kv << " = " << H
    << ".__nkept; const __approxrt_rowmap *" << Mp << " = " << H << ".__dmap;";
  // With a row map: one kernel writes every row from the packed rows, a
  // copy of packed row lo or the lerp of packed rows lo and hi: the values
  // the scatter + reconstruction kernels below write (reconStmt).
  C << "if (" << Mp << ") {";
  C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dv << ", "
               << Sv << ", " << Mp << ") device(__approx_dev" << R.N << ")";
  C.ompEnd();
  std::string Src =
      I.Unorm ? "__approx_" + spelling(R.D.Unorm->Mode).str() + "_to_f32(" + Sv : "(" + Sv;
  std::string Row = Mp + "[__approx_r]";
  std::string Lo = Src + "[@(long long)" + Row + ".__lo * " + I.var("C") + " + __approx_c])";
  std::string Hi = Src + "[@(long long)" + Row + ".__hi * " + I.var("C") + " + __approx_c])";
  std::string Lerp = "__approx_lerp(@(double)" + Lo + ", @(double)" + Hi + ", " + Row + ".__w)";
  C << "for (long long __approx_r = 0; __approx_r < " << I.var("R")
    << "; ++__approx_r) for (long long __approx_c = 0; __approx_c < " << I.var("C")
    << "; ++__approx_c) { if (" << Row << ".__lo < 0) continue; " << Dv << "[__approx_r * "
    << I.var("S") << " + __approx_c] = " << Row << ".__lo == " << Row << ".__hi ? @(" << Unq << ")"
    << Lo << " : @(" << Unq << ")(@(" << Unq << ")0.5 > 0 ? " << Lerp << " : __approx_rhalf("
    << Lerp << ")); } } else {";
  // Scatter: packed row j is row table[j] (rand) or the plan's j-th kept row.
  C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dv << ", "
               << Sv << ", " << Tb << ") firstprivate(" << Q << ") device(__approx_dev" << R.N
               << ")";
  C.ompEnd();
  C << "for (long long __approx_j = 0; __approx_j < " << Kv
    << "; ++__approx_j) for (long long __approx_c = 0; __approx_c < " << I.var("C")
    << "; ++__approx_c) " << Dv << "[(" << Tb << " ? " << Tb << "[__approx_j] : "
    << "__approx_perfo_index(&" << Q << ", __approx_j)) * " << I.var("S") << " + __approx_c] = ";
  if (I.Unorm)
    C << "__approx_" << spelling(R.D.Unorm->Mode) << "_to_f32(" << Sv << "[__approx_j * "
      << I.var("C") << " + __approx_c]);";
  else
    C << Sv << "[__approx_j * " << I.var("C") << " + __approx_c];";
  C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dv
               << ") firstprivate(" << Q << ") device(__approx_dev" << R.N << ")";
  C.ompEnd();
  C << "for (long long __approx_r = 0; __approx_r < " << I.var("R")
    << "; ++__approx_r) for (long long __approx_c = 0; __approx_c < " << I.var("C")
    << "; ++__approx_c) { " << Unq << " *__approx_b = " << Dv << ";"
    << R.reconStmt(I, Unq, "__approx_b", Q, I.var("R")) << "} } }";
  return true;
}

} // namespace

std::unique_ptr<TechniqueEmitter> makeHostInputPerforation(DataRegion &R) {
  return std::make_unique<HostInputPerforation>(R);
}

} // namespace data
} // namespace approx
