//===- HostOutputRows.cpp - out-items whose kept rows alone come back ------===//
//
// Output rows on the host (docs/data.md): an offloaded out-item with loop
// perforation and 'reconstruct(m, host)'. The construct maps the item at
// its private key, where the runtime associates a device buffer of its own
// (openmp-runtime/data_rows_out.c), so the construct copies nothing back.
// After the loop a generated kernel packs the kept rows, narrowed when
// 'precision' covers the item, into a device staging buffer; the runtime
// brings them over in one DMA and writes the user's rows on the host: kept
// rows widened, skipped rows rebuilt with the same formula as the device.
// Where the construct runs on the host nothing is staged and the skipped
// rows are rebuilt in place.
//
//===----------------------------------------------------------------------===//
#include "TechniqueEmitter.h"

using namespace clang;

namespace approx {
namespace data {
namespace {

class HostOutputRows : public TechniqueEmitter {
public:
  using TechniqueEmitter::TechniqueEmitter;

  bool rewrite() override {
    for (ItemInfo &I : R.Items)
      if (I.RowsOut)
        R.useAtKey(I);
    return true;
  }
  bool prologue(Code &C) override;
  void afterLoop(Code &C) override {
    // After output reconstruction's statements: declarations first.
    if (llvm::any_of(R.Items, [](const ItemInfo &I) { return I.RowsOut; }))
      C.scope();
    for (ItemInfo &I : R.Items)
      if (I.RowsOut)
        C << MaybeUnused << "const long long " << I.var("B") << " = " << I.var("R") << " < "
          << R.pv() << ".__n ? " << I.var("R") << " : " << R.pv() << ".__n;";
    for (ItemInfo &I : R.Items)
      if (I.RowsOut)
        C << itemAfter(I);
  }
  std::string remark(const ItemInfo &I) const override {
    if (!I.RowsOut)
      return "";
    return "out-item '" + I.It.name() + "': kept rows brought back" +
           (I.RowsNarrow ? " in " + R.PrecCType : std::string()) + " and reconstructed (" +
           spelling(R.D.Reconstruct->Mode).str() + ") on the host";
  }

private:
  TokenVec itemAfter(ItemInfo &I);
  /// The element type the kept rows travel in.
  TokenVec stageType(ItemInfo &I, const TokenVec &Unq) {
    return I.RowsNarrow ? R.T(R.PrecCType) : Unq;
  }
};

bool HostOutputRows::prologue(Code &C) {
  for (ItemInfo &I : R.Items) {
    if (!I.RowsOut)
      continue;
    TokenVec E = R.elt(I, I.It.Base);
    std::string H = I.var("o");
    C.scope(); // after the statements of the techniques and items before
    C << "__approxrt_rows_out " << H << R.zeroInit();
    if (I.RowsNarrow) {
      // At the item, so that the error points there.
      Code A = R.codeAt(I.It.Loc);
      A << StaticAssert << "__builtin_classify_type(" << E << ") == 8 && (sizeof(" << E
        << ") == 4 || sizeof(" << E << ") == 8), \"precision(" << spelling(R.D.Precision->Mode)
        << ") with output rows on the host: out-item '" << I.It.name()
        << "' must have element type float or double\");";
      C << A.take();
    }
    if (!R.Ctx.DeviceCompile) {
      TokenVec Start, Bytes;
      if (!mapRange(R.PP, I.NewMap->Loc, I.NewMap->Item, I.It.name(), Start, Bytes))
        return false;
      // With the construct's if() false it runs on the host: no device
      // (-1), so nothing is staged and the skipped rows are rebuilt in place
      // (the geometry is still needed for that).
      std::string Dev = "__approx_dev" + R.N;
      if (!R.OffIf.empty())
        Dev = "(__approx_off" + R.N + " ? " + Dev + " : -1)";
      C << "if (__approx_en" << R.N << ") "
        << "__approxrt_rows_out_begin(&" << H << ", " << R.LabelLit << ", " << R.itemStr(I) << ", "
        << Dev << ", " << Start << ", " << Bytes << ", @(const void *)(" << R.elem0(I, I.It.Base)
        << "), " << I.var("R") << ", " << I.var("C") << " * @(long long)sizeof(" << E << "), "
        << I.var("S") << " * @(long long)sizeof(" << E << "));";
      C.scope(); // after that statement
    }
    C << R.keyDecl(I, H);
  }
  return true;
}

TokenVec HostOutputRows::itemAfter(ItemInfo &I) {
  Code C = R.code();
  TokenVec E = R.elt(I, I.It.Base), Unq = R.unqual(E), St = stageType(I, Unq);
  std::string H = I.var("o"), B = I.var("B"), P = R.pv();
  if (!R.Ctx.DeviceCompile)
    C << "__approx_data_check_kept(" << R.LabelLit << ", " << R.itemStr(I) << ", &" << P << ", "
      << B << "); __approxrt_rows_out_plan(&" << H << ", " << R.LabelLit << ", " << R.itemStr(I)
      << ", " << I.index() << ", &" << P << ", " << B << ", " << I.var("C")
      << ", @(long long)sizeof(" << St << "));";
  // The gather: packed row j is the table's row (rand) or the plan's j-th.
  std::string Dv = I.var("od"), Sv = I.var("os"), Tb = I.var("ot");
  C << "if (" << H << ".__active && " << H << ".__nkept > 0) { " << Unq << " *" << Dv << " = @("
    << Unq << " *)" << H << ".__ditem; " << St << " *" << Sv << " = @(" << St << " *)" << H
    << ".__drows; const long long *" << Tb << " = " << H << ".__dtable; const long long "
    << I.var("ok") << " = " << H << ".__nkept;";
  C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dv << ", "
               << Sv << ", " << Tb << ") firstprivate(" << P << ") device(__approx_dev" << R.N
               << ")";
  C.ompEnd();
  C << "for (long long __approx_j = 0; __approx_j < " << I.var("ok")
    << "; ++__approx_j) for (long long __approx_c = 0; __approx_c < " << I.var("C")
    << "; ++__approx_c) " << Sv << "[__approx_j * " << I.var("C") << " + __approx_c] = @(" << St
    << ")" << Dv << "[(" << Tb << " ? " << Tb << "[__approx_j] : __approx_perfo_index(&" << P
    << ", __approx_j)) * " << I.var("S") << " + __approx_c]; }";
  if (R.Ctx.DeviceCompile)
    return C.take();
  // The host pass (runtime); a lerp of another element type is rebuilt here.
  C << "if (!__approxrt_rows_out_end(&" << H << ", " << R.LabelLit << ", " << R.itemStr(I)
    << ", @(void *)(" << R.elem0(I, I.It.Base) << "), &" << P << ", " << B << ", __approx_m" << R.N
    << ", (__builtin_classify_type(" << E << ") == 8 && sizeof(" << E
    << ") == 4) ? __APPROX_ROWS_F32 : (__builtin_classify_type(" << E << ") == 8 && sizeof(" << E
    << ") == 8) ? __APPROX_ROWS_F64 : __APPROX_ROWS_RAW, @(long long)sizeof(" << E << "), "
    << (I.RowsNarrow ? R.PrecKind : llvm::StringRef("0")) << ") && " << P
    << ".__kind != 0) { for (long long __approx_r = 0; __approx_r < " << B
    << "; ++__approx_r) for (long long __approx_c = 0; __approx_c < " << I.var("C")
    << "; ++__approx_c) { " << Unq << " *__approx_b = @(" << Unq << " *)(" << R.elem0(I, I.It.Base)
    << ");" << R.reconStmt(I, Unq, "__approx_b", P, B) << "} }";
  return C.take();
}

} // namespace

std::unique_ptr<TechniqueEmitter> makeHostOutputRows(DataRegion &R) {
  return std::make_unique<HostOutputRows>(R);
}

} // namespace data
} // namespace approx
