//===- UnormTransfer.cpp - precision(unorm8|unorm16 : list) in-items ------===//
//
// The fixed-point transfer technique: in-items listed in `precision(unorm8 : ...)`
// or `precision(unorm16 : ...)` (docs/data.md): the item is sent to the
// device as 8- or 16-bit fixed point over [0, 1] and widened back to float
// there, before the construct. Unlike
// precision(half|bf16) the statement is not retyped: the kernel reads a
// float item whose values are the codes' values, renamed to the private key
// its device copy is associated with (see DataRegion::keyDecl). Around the
// construct:
//
//   static assertion: the item's elements are float
//   __approxrt_unorm u = {0};
//   __approxrt_unorm_begin(&u, label, item, index, bits, dev, on, map range,
//                          &item[0], elements);          (host compile only)
//   if (u.active) { target loop: u.dwide[i] = __approx_unormB_to_f32(u.dsrc[i]) }
//   T *kp = item + u.shift bytes;   (the private key the buffer is at)
//   <the construct, with the item renamed to kp>
//   __approxrt_unorm_end(&u);
//
// The widening loop is a target region of its own, so it is in the device
// image too; the device compile sees `u` zero and never enters it. An item
// perforated on the host as well travels with its kept rows
// (HostInputPerforation.cpp).
//
//===----------------------------------------------------------------------===//
#include "TechniqueEmitter.h"

using namespace clang;

namespace approx {
namespace data {
namespace {

class UnormTransfer : public TechniqueEmitter {
public:
  using TechniqueEmitter::TechniqueEmitter;

  bool rewrite() override {
    for (ItemInfo &I : R.Items)
      if (I.Unorm && !I.HostPerf)
        R.useAtKey(I);
    return true;
  }
  bool prologue(Code &C) override {
    for (ItemInfo &I : R.Items)
      if (I.Unorm && !I.HostPerf && !itemPrologue(C, I))
        return false;
    return true;
  }
  void epilogue(Code &C) override {
    for (ItemInfo &I : R.Items)
      if (I.Unorm && !I.HostPerf)
        C << itemEpilogue(I);
  }
  std::string remark(const ItemInfo &I) const override {
    if (!I.Unorm || I.HostPerf)
      return "";
    return "in-item '" + I.It.name() + "' sent as " + spelling(R.D.Unorm->Mode).str() + " (" +
           std::to_string(static_cast<int>(R.D.Unorm->Mode)) +
           "-bit fixed point over [0, 1]), widened on the device";
  }

private:
  /// Into Out; false after an error.
  bool itemPrologue(Code &Out, ItemInfo &I);
  TokenVec itemEpilogue(ItemInfo &I);
};

bool UnormTransfer::itemPrologue(Code &Out, ItemInfo &I) {
  TokenVec E = R.elt(I, I.It.Base);
  std::string U = I.var("u"), Cnt = I.var("un");
  const std::string Mode = spelling(R.D.Unorm->Mode).str(); // unorm8 or unorm16
  const std::string Bits = std::to_string(static_cast<int>(R.D.Unorm->Mode));
  Out.scope();                 // after the statements of the techniques and items before
  Code C = R.codeAt(I.It.Loc); // the assertion's error points at the item
  C << StaticAssert << "sizeof(" << E << ") == 4 && __builtin_classify_type(" << E
    << ") == 8, \"precision(" << Mode << "): item '" << I.It.name()
    << "' must have element type float\");";
  C << "const long long " << Cnt << " = " << R.spanElems(I) << ";";
  C << "__approxrt_unorm " << U << R.zeroInit();
  if (!R.Ctx.DeviceCompile) {
    TokenVec Start, Bytes;
    if (!mapRange(R.PP, I.Map->Loc, I.Map->Item, I.It.name(), Start, Bytes))
      return false;
    C << "__approxrt_unorm_begin(&" << U << ", " << R.LabelLit << ", " << R.itemStr(I) << ", "
      << I.index() << ", " << Bits << ", __approx_dev" << R.N << ", "
      << (R.OffIf.empty() ? "1" : "__approx_off" + R.N) << ", " << Start << ", " << Bytes
      << ", @(const float *)(" << R.elem0(I, I.It.Base) << "), " << Cnt << ");";
  }
  std::string Src = I.var("us"), Dst = I.var("ud");
  const char *CodeTy = Bits == "16" ? "unsigned short" : "unsigned char";
  C << "if (" << U << ".__active == 1) { const " << CodeTy << " *" << Src << " = @(const " << CodeTy
    << " *)" << U << ".__dsrc; float *" << Dst << " = " << U << ".__dwide;";
  C.ompBegin() << "target teams distribute parallel for is_device_ptr(" << Src << ", " << Dst
               << ") device(__approx_dev" << R.N << ")";
  C.ompEnd();
  C << "for (long long __approx_i = 0; __approx_i < " << Cnt << "; ++__approx_i) " << Dst
    << "[__approx_i] = __approx_" << Mode << "_to_f32(" << Src << "[__approx_i]); }";
  C.scope() << R.keyDecl(I, U); // after those statements
  Out << std::move(C);
  return true;
}

TokenVec UnormTransfer::itemEpilogue(ItemInfo &I) {
  Code C = R.code();
  if (!R.Ctx.DeviceCompile)
    C << "__approxrt_unorm_end(&" << I.var("u") << ");";
  return C.take();
}

} // namespace

std::unique_ptr<TechniqueEmitter> makeUnormTransfer(DataRegion &R) {
  return std::make_unique<UnormTransfer>(R);
}

} // namespace data
} // namespace approx
