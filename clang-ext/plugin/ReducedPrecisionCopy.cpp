//===- ReducedPrecisionCopy.cpp - the reduced copies' code ----------------===//
//
// The code of the reduced-precision technique (ReducedPrecision.cpp) around
// the construct. Before it, each reduced item's copy: a scalar of the
// reduced type, or a buffer from the runtime's cache that the statement
// reaches as an array, its map checked against the item, its elements
// narrowed (by the runtime for float items, data_prec.c, which also moves a
// copy the construct maps) and the bytes that cross the link recorded.
// After it, an out-item widened back and the buffer released. A listed
// array that an enclosing `target data` has present gets its typed copy on
// the device instead (presentBegin/presentEnd,
// openmp-runtime/data_prec_present.c):
//
//   T *xb = key; __approxrt_prec xp = runtime's state (the present copy,
//                                     a cached T buffer associated with key)
//   if (xp active 2) { target loop: buffer[i] = (T)present[i] }
//   <the construct, mapping key: it finds the buffer present>
//   if (xp active 2) { if written, target loop: present[i] = buffer[i] }
//
// The loops are target regions in both compiles (the device compile sees
// the state zero and never enters them).
//
//===----------------------------------------------------------------------===//
#include "TechniqueEmitter.h"

using namespace clang;

namespace approx {
namespace data {

bool ReducedPrecision::itemPrologue(Code &C, ItemInfo &I) {
  C.scope(); // after the statements of the techniques and items before
  TokenVec X{I.It.Base};
  std::string Copy = I.var("x"), Buf = I.var("xb"), Cnt = I.var("xn");
  const std::string &Ty = I.PrecCType;
  TokenVec E = R.elt(I, I.It.Base);
  if (!I.It.isArray()) {
    C << Ty << " " << Copy << " = @(" << Ty << ")(" << X << ");";
    if (!R.Ctx.DeviceCompile && R.Offloaded && I.Map) {
      const std::string &MapTy = I.Map->Type;
      int Ways = (MapTy == "to" || MapTy == "tofrom") + (MapTy == "from" || MapTy == "tofrom");
      // Nothing crosses a link where the construct runs on the host.
      C << "if (__approx_dk" << R.N << " != __APPROX_DEV_HOST) __approx_data_record_prec("
        << R.LabelLit << ", 1, @(long long)sizeof(" << X << "), @(long long)sizeof(" << Ty << "), "
        << std::to_string(Ways) << ", " << std::to_string(Ways) << ");";
    }
    return true;
  }
  // On the device when present (host compile: __approx_xpr<K>, presentCheck)
  const bool Present = R.presentTyped(I), HostPresent = Present && !R.Ctx.DeviceCompile;
  std::string Xp = I.var("xp");
  // A copy the runtime moves itself stays associated with its device buffer
  // between executions (data_prec.c): it comes from a cache of its own, so
  // no construct that maps a copy itself is ever handed one.
  std::string HBuf = "@(" + Ty + " *)__approxrt_data_hbuf" + (R.pipelined(I) ? "_pipe(" : "(") +
                     R.LabelLit + ", " + I.index() + ", " + Cnt + " * @(long long)sizeof(" + Ty +
                     "), " + (R.Offloaded ? "__approx_dev" + R.N : std::string("-1")) + ", &" +
                     I.var("xs") + ")";
  // Declarations: the elements, the buffer (taken below where the array is
  // present), the runtime's state, the copy the statement uses.
  C << "const long long " << Cnt << " = " << R.spanElems(I) << ";";
  if (R.Ctx.DeviceCompile)
    C << Ty << " *" << Buf << " = @(" << Ty << " *)__builtin_malloc(@(unsigned long long)(" << Cnt
      << " > 0 ? " << Cnt << " : 1) * sizeof(" << Ty << "));";
  else if (HostPresent)
    C << "int " << I.var("xs") << " = -1; " << Ty << " *" << Buf << ";";
  else
    C << "int " << I.var("xs") << "; " << Ty << " *" << Buf << " = " << HBuf << ";";
  if (HostPresent || R.pipelined(I))
    C << "__approxrt_prec " << Xp << ";";
  else if (Present)
    C << "__approxrt_prec " << Xp << R.zeroInit();
  Code CopyInit = R.code();
  switch (I.It.Kind) {
  case DataItem::Section1D:
  case DataItem::Shaped:
    C << Ty << " *" << Copy;
    CopyInit << Buf;
    if (I.It.Kind == DataItem::Section1D)
      CopyInit << " - " << I.var("L");
    break;
  default: { // 2-D: a pointer to rows of the same length
    Code SN = R.code();
    SN << "sizeof((" << X << ")[0]) / sizeof((" << X << ")[0][0])";
    TokenVec Sn = SN.take();
    C << Ty << " (*" << Copy << ")[" << Sn << "]";
    CopyInit << "@r(" << Ty << " (*)[" << Sn << "])" << Buf << " - " << I.var("L");
  }
  }
  TokenVec Init = CopyInit.take();
  if (HostPresent)
    C << ";";
  else
    C << " = " << Init << ";";
  if (!R.Ctx.DeviceCompile && I.Map) {
    // The map is renamed to the copy: it must lie within the item. A bare
    // pointer's map moves the pointer only (an array's, the array).
    TokenVec Start, Bytes;
    if (!mapRange(R.PP, I.Map->Loc, I.Map->Item, I.It.name(), Start, Bytes))
      return false;
    if (I.Map->Item.size() == 1)
      C << "if (sizeof(" << X << ") != sizeof(&(" << X << ")[0])) ";
    C << "__approx_data_check_prec_map(" << R.LabelLit << ", " << R.itemStr(I) << ", \""
      << spelling(I.PrecMode) << "\", @(const void *)(" << R.span0(I, I.It.Base) << "), " << Cnt
      << " * @(long long)sizeof(" << E << "), " << Start << ", " << Bytes << ");";
  }
  if (HostPresent)
    C << "if (" << I.var("xpr") << ") " << Buf << " = @(" << Ty
      << " *)__approxrt_prec_present_begin(&" << Xp << ", " << R.LabelLit << ", " << R.itemStr(I)
      << ", " << I.index() << ", __approx_dev" << R.N << ", @(const void *)("
      << R.span0(I, I.It.Base) << "), " << Cnt << ", @(long long)sizeof(" << Ty
      << "), @(long long)sizeof(" << E << ")); else { " << Buf << " = " << HBuf << ";";
  // Convert unless the construct only writes the item (an out-item mapped
  // 'from' or 'alloc').
  bool WriteOnly = !I.It.In && I.Map && (I.Map->Type == "from" || I.Map->Type == "alloc");
  TokenVec S0 = R.span0(I, I.It.Base);
  TokenVec Loop =
      (R.code() << "for (long long __approx_i = 0; __approx_i < " << Cnt << "; ++__approx_i) "
                << Buf << "[__approx_i] = @(" << Ty << ")(" << S0 << ")[__approx_i];")
          .take();
  TokenVec IsFloat = R.isFloatItem(I);
  // A float* view of a float item (the runtime's conversions), which the
  // item's type may make another type where it is not one (never run).
  std::string AsFloat = "@r(const float *)(";
  if (R.pipelined(I)) {
    // The runtime narrows a float item and moves the copy (data_prec.c).
    const std::string &MapTy = I.Map->Type;
    bool Send = MapTy == "to" || MapTy == "tofrom";
    if (!WriteOnly)
      C << "if (!" << IsFloat << ") { " << Loop << " }";
    C << "__approxrt_prec_begin(&" << Xp << ", " << R.LabelLit << ", " << I.index()
      << ", __approx_dev" << R.N << ", " << (R.OffIf.empty() ? "1" : "__approx_off" + R.N) << ", "
      << Buf << ", @(long long)sizeof(" << Ty << "), " << I.PrecKind << ", ";
    if (WriteOnly)
      C << nullPointer(R.PP);
    else
      C << IsFloat << " ? " << AsFloat << S0 << ") : " << nullPointer(R.PP);
    C << ", " << Cnt << ", " << (Send ? "1" : "0") << ");";
    if (HostPresent)
      C << "}";
  } else if (R.narrowedByRuntime(I)) {
    C << "if (!" << IsFloat << ") { " << Loop << " }"; // a float item: in inPrologue
  } else if (!WriteOnly) {
    if (R.Ctx.DeviceCompile)
      C << Loop;
    else
      C << "if " << IsFloat << " __approxrt_data_narrow_f32(" << Buf << ", " << I.PrecKind << ", "
        << AsFloat << S0 << "), " << Cnt << "); else { " << Loop << " }";
  }
  if (Present)
    C << presentLoop(I, /*Back=*/false);
  if (HostPresent)
    C << Copy << " = " << Init << ";";
  if (!R.Ctx.DeviceCompile && R.Offloaded && I.Map) {
    const std::string &MapTy = I.Map->Type;
    int To = MapTy == "to" || MapTy == "tofrom", From = MapTy == "from" || MapTy == "tofrom";
    int Perf = I.HostPerf ? 1 : 0;
    // A present array does not move (its conversions: data_prec_present.c).
    C << "if (" << (HostPresent ? "!" + I.var("xpr") + " && " : std::string()) << "__approx_dk"
      << R.N << " != __APPROX_DEV_HOST) __approx_data_record_prec(" << R.LabelLit << ", " << Cnt
      << ", @(long long)sizeof(" << E << "), @(long long)sizeof(" << Ty << "), "
      << std::to_string(To + From - Perf) << ", " << std::to_string(To + From) << ");";
  }
  return true;
}

TokenVec ReducedPrecision::itemEpilogue(ItemInfo &I) {
  Code C = R.code();
  TokenVec X{I.It.Base};
  std::string Copy = I.var("x"), Buf = I.var("xb"), Cnt = I.var("xn");
  if (!I.It.isArray()) {
    if (!I.It.In)
      C << X << " = @(__typeof__(" << X << "))" << Copy << ";";
    return C.take();
  }
  TokenVec E = R.elt(I, I.It.Base), Unq = R.unqual(E), S0 = R.span0(I, I.It.Base);
  // A present array: converted back on the device if written; nothing else.
  const bool Present = R.presentTyped(I), HostPresent = Present && !R.Ctx.DeviceCompile;
  if (Present && I.Written)
    C << presentLoop(I, /*Back=*/true);
  if (HostPresent)
    C << "if (" << I.var("xp") << ".__active == 2) __approxrt_prec_present_end(&" << I.var("xp")
      << ", " << (I.Written ? "1" : "0") << "); else {";
  if (!I.It.In) {
    TokenVec Loop;
    if (I.It.Kind == DataItem::Section2D)
      Loop = (R.code() << "for (long long __approx_r = 0; __approx_r < " << I.var("R")
                       << "; ++__approx_r) for (long long __approx_c = " << I.var("L2")
                       << "; __approx_c < " << I.var("L2") << " + " << I.var("C")
                       << "; ++__approx_c) (" << S0 << ")[__approx_r * " << I.var("S")
                       << " + __approx_c] = @(" << Unq << ")" << Buf << "[__approx_r * "
                       << I.var("S") << " + __approx_c];")
                 .take();
    else
      Loop =
          (R.code() << "for (long long __approx_i = 0; __approx_i < " << Cnt << "; ++__approx_i) ("
                    << S0 << ")[__approx_i] = @(" << Unq << ")" << Buf << "[__approx_i];")
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
        << " ? @r(float *)(" << S0 << ") : " << nullPointer(R.PP) << ", " << (Receive ? "1" : "0")
        << "); if (!" << IsFloat << ") { " << Loop << " }";
    } else {
      C << "if " << IsFloat << " __approxrt_data_widen_f32(@r(float *)(" << S0 << "), "
        << I.PrecKind << ", " << Buf << ", " << Cnt << "); else { " << Loop << " }";
    }
  } else if (R.pipelined(I)) {
    C << "__approxrt_prec_end(&" << I.var("xp") << ", " << I.PrecKind << ", " << nullPointer(R.PP)
      << ", 0);";
  }
  if (R.Ctx.DeviceCompile)
    C << "__builtin_free(" << Buf << ");";
  else
    C << "__approxrt_data_hbuf_put(" << Buf << ", " << I.var("xs") << ");";
  if (HostPresent)
    C << "}";
  return C.take();
}

TokenVec ReducedPrecision::presentLoop(ItemInfo &I, bool Back) {
  Code C = R.code();
  presentPass(C,
              {I.var("xp"), I.PrecCType, I.var("xn"), I.var("xd"), I.var("xw"),
               "__approx_dev" + R.N, R.unqual(R.elt(I, I.It.Base))},
              Back);
  return C.take();
}

} // namespace data
} // namespace approx
