//===- DataSiteCode.cpp - the per-item transfers of a data site -----------===//
//
// Generated code for one approximated item of a data site (DataSites.h):
// its geometry, its device copy (the address the directive's mapping gives
// it, omp_get_mapped_ptr, and the exact bytes of the directive's range
// outside the item), and the transfer itself, typed by the item's element
// type:
//   in,  precision  narrow on the host (runtime, F16C for float), one copy,
//                   widen into the device copy (a target loop);
//   in,  unorm      codes on the host (range-checked), widen on the device;
//   in,  perforated pack the kept rows on the host, one copy, scatter them
//                   into the device copy and rebuild the skipped rows there;
//   out, precision  narrow on the device, one copy, widen on the host;
//   out, perforated pack the kept rows on the device, one copy, unpack them
//                   into the host rows and rebuild the skipped rows there.
// Reconstruction is approx_data.h's __approx_data_src/__approx_lerp, as
// everywhere, so the rebuilt values are bit for bit the documented ones.
//
//===----------------------------------------------------------------------===//
#include "DataSites.h"

using namespace clang;

namespace approx {
namespace data {

TokenVec SiteEmitter::elt(const SiteItem &I) {
  Code C = code();
  TokenVec X{I.It.Base};
  if (I.It.Kind == DataItem::Section2D)
    C << "(" << X << ")[0][0]";
  else
    C << "(" << X << ")[0]";
  return C.take();
}

TokenVec SiteEmitter::elem0(const SiteItem &I) {
  Code C = code();
  TokenVec X{I.It.Base};
  switch (I.It.Kind) {
  case DataItem::Section1D: C << "&(" << X << ")[" << I.var("L") << "]"; break;
  case DataItem::Section2D:
    C << "&(" << X << ")[" << I.var("L") << "][" << I.var("L2") << "]";
    break;
  default: C << "&(" << X << ")[0]"; break;
  }
  return C.take();
}

TokenVec SiteEmitter::unqual(const SiteItem &I) {
  Code C = code();
  if (CXX)
    C << "__remove_cv(__typeof__(" << elt(I) << "))";
  else
    C << "__typeof_unqual__(" << elt(I) << ")";
  return C.take();
}

std::string SiteEmitter::itemStr(const SiteItem &I) const {
  return "\"" + escapeString(I.It.name()) + "\"";
}

std::string SiteEmitter::what(const SiteItem &I) const {
  if (I.Perf)
    return "perforation (reconstruct " + spelling(D.Reconstruct->Mode).str() + ")";
  return "precision(" +
         (I.Unorm ? spelling(D.Unorm->Mode) : spelling(D.Precision->Mode)).str() + ")";
}

TokenVec SiteEmitter::geometry(const SiteItem &I) {
  Code C = Code(PP, I.It.Loc);
  const DataItem &It = I.It;
  declareGeometry(PP, C, It, [&](llvm::StringRef V) { return I.var(V); }, T("0"), T("1"));
  // Where Sema could not check the element type (-E), the compile does.
  std::string Q = StaticAssert, Cl = "__builtin_classify_type(";
  TokenVec E = elt(I);
  if (I.Prec || I.Unorm)
    C << Q << Cl << E << ") == 8, \"" << what(I) << ": item '" << It.name()
      << "' must have a floating-point element type\");";
  if (I.Perf)
    C << Q << Cl << E << ") == 1 || " << Cl << E << ") == 2 || " << Cl << E << ") == 3 || " << Cl
      << E << ") == 4 || " << Cl << E << ") == 8, \"reconstruct: item '" << It.name()
      << "' must have an arithmetic element type\");";
  C << "int " << I.var("on") << " = __approx_go" << N << " && " << I.var("R") << " > 0 && "
    << I.var("C") << " > 0;";
  if (I.Perf)
    C << "const __approx_plan_t " << I.var("q") << " = __approx_perfo_plan_n(" << LabelLit << ", "
      << Hash << ", " << abiName(D.Perfo->Kind) << ", __approx_v" << N << ", __approx_ch" << N
      << ", __approx_en" << N << ", " << I.var("R") << ");";
  return C.take();
}

TokenVec SiteEmitter::checks(const SiteItem &I) {
  Code C = Code(PP, I.It.Loc);
  C << "__approx_data_check_item(" << LabelLit << ", " << itemStr(I) << ", @(const void *)("
    << elem0(I) << "), " << I.var("R") << ", " << I.var("C") << ");";
  if (I.Perf)
    C << "if (" << I.var("on") << ") __approx_data_check_kept(" << LabelLit << ", " << itemStr(I)
      << ", &" << I.var("q") << ", " << I.var("R") << ");";
  return C.take();
}

TokenVec SiteEmitter::deviceCopy(const SiteItem &I, bool ToDev) {
  Code C = code();
  std::string Dm = I.var("dm"), O = I.var("o");
  TokenVec E = elt(I), Unq = unqual(I);
  C << "char *" << Dm << " = @(char *)__approxrt_site_mapped(" << LabelLit << ", " << itemStr(I)
    << ", \"" << Site << "\", " << I.Start << ", __approx_dev" << N << ");";
  C << "const long long " << O << " = __approxrt_site_outside(" << LabelLit << ", " << itemStr(I)
    << ", __approx_dev" << N << ", " << (ToDev ? "1" : "0") << ", " << Dm << ", " << I.Start
    << ", ";
  if (I.Rows.Rows.empty())
    C << "1, " << I.Bytes << ", " << I.Bytes;
  else
    C << I.Rows.Rows << ", " << I.Rows.RowBytes << ", " << I.Rows.Stride;
  C << ", @(const void *)(" << elem0(I) << "), " << I.var("R") << ", " << I.var("C")
    << " * @(long long)sizeof(" << E << "), " << I.var("S") << " * @(long long)sizeof(" << E
    << "));";
  C << Unq << " *" << I.var("dd") << " = @r(" << Unq << " *)(" << Dm << " + (@r(const char *)("
    << elem0(I) << ") - @(const char *)(" << I.Start << ")));";
  C << MaybeUnused << "const long long " << I.var("n") << " = (" << I.var("R") << " - 1) * "
    << I.var("S") << " + " << I.var("C") << ";";
  return C.take();
}

std::string SiteEmitter::recordOutside(const SiteItem &I) const {
  return "if (__approxrt_reporting()) __approxrt_record_bytes(" + LabelLit + ", " + I.var("o") +
         ", 0);";
}

TokenVec SiteEmitter::reconStmt(const SiteItem &I, llvm::StringRef Base) {
  Code C = code();
  std::string St = I.var("S");
  std::string At = Base.str() + "[__approx_r * " + St + " + __approx_c]";
  std::string Lo = Base.str() + "[__approx_lo * " + St + " + __approx_c]";
  std::string Hi = Base.str() + "[__approx_hi * " + St + " + __approx_c]";
  TokenVec Unq = unqual(I);
  C << "{ long long __approx_lo = 0, __approx_hi = 0; double __approx_w = 0; const int "
       "__approx_s = __approx_data_src(&"
    << I.var("q") << ", __approx_r, " << I.var("R") << ", __approx_m" << N
    << ", &__approx_lo, &__approx_hi, &__approx_w); if (__approx_s == 1) " << At << " = " << Lo
    << "; else if (__approx_s == 2) { const double __approx_x = __approx_lerp(@(double)" << Lo
    << ", @(double)" << Hi << ", __approx_w); " << At << " = @(" << Unq << ")(@(" << Unq
    << ")0.5 > 0 ? __approx_x : __approx_rhalf(__approx_x)); } }";
  return C.take();
}

/// `for (r < R) for (c < C)` over an item's elements.
static std::string rowsCols(const SiteItem &I, llvm::StringRef Rows = "") {
  return "for (long long __approx_r = 0; __approx_r < " +
         (Rows.empty() ? I.var("R") : Rows.str()) +
         "; ++__approx_r) for (long long __approx_c = 0; __approx_c < " + I.var("C") +
         "; ++__approx_c) ";
}

/// The end of a transfer's block (toDevice, fromDevice: one each, as a
/// directive may come before it).
static TokenVec endBlock(Code &C) {
  C.closeScopes() << "}";
  return C.take();
}

TokenVec SiteEmitter::toDevice(const SiteItem &I) {
  Code C = code();
  C << "{";
  TokenVec E = elt(I), Unq = unqual(I), X0 = elem0(I);
  std::string Dd = I.var("dd"), Nn = I.var("n"), Dev = "__approx_dev" + N, S = I.var("S");
  C << deviceCopy(I, true);
  if (I.Perf) {
    std::string St = I.var("st"), Q = I.var("q"), Sv = I.var("sv"), Tb = I.var("tb");
    C << "__approxrt_site_rows " << St << ";" << recordOutside(I) << "__approxrt_site_rows_in(&"
      << St << ", " << LabelLit << ", " << itemStr(I) << ", " << std::to_string(I.Index) << ", "
      << Dev << ", @(const void *)(" << X0 << "), " << I.var("R") << ", " << I.var("C")
      << " * @(long long)sizeof(" << E << "), " << S << " * @(long long)sizeof(" << E
      << "), __approx_data_keeps_cb, &" << Q << ", " << Q << ".__kind == __APPROX_PERFO_RAND);";
    C.scope() << "const " << Unq << " *" << Sv << " = @(const " << Unq << " *)" << St
              << ".__drows; const long long *" << Tb << " = " << St << ".__dtable;";
    C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dd
                 << ", " << Sv << ", " << Tb << ") firstprivate(" << Q << ") device(" << Dev
                 << ")";
    C.ompEnd();
    C << "for (long long __approx_j = 0; __approx_j < " << St
      << ".__nkept; ++__approx_j) for (long long __approx_c = 0; __approx_c < " << I.var("C")
      << "; ++__approx_c) " << Dd << "[(" << Tb << " ? " << Tb
      << "[__approx_j] : __approx_perfo_index(&" << Q << ", __approx_j)) * " << S
      << " + __approx_c] = " << Sv << "[__approx_j * " << I.var("C") << " + __approx_c];";
    C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dd
                 << ") firstprivate(" << Q << ") device(" << Dev << ")";
    C.ompEnd();
    C << rowsCols(I) << "{ " << Unq << " *__approx_b = " << Dd << ";"
      << reconStmt(I, "__approx_b") << "}";
    C << "__approxrt_site_rows_put(&" << St << ");";
    return endBlock(C);
  }
  std::string P = I.Unorm ? (Bits == 8 ? "unsigned char" : "unsigned short") : PrecCType;
  std::string Hb = I.var("hb"), Db = I.var("db"), Hs = I.var("hs"), Ds = I.var("ds");
  std::string Sz = Nn + " * @(long long)sizeof(" + P + ")";
  C << "int " << Hs << ", " << Ds << "; " << P << " *" << Hb << " = @(" << P
    << " *)__approxrt_site_hbuf(" << LabelLit << ", " << std::to_string(I.Index) << ", 0, " << Sz
    << ", " << Dev << ", &" << Hs << ");";
  C << P << " *" << Db << " = @(" << P << " *)__approxrt_site_dbuf(" << LabelLit << ", "
    << itemStr(I) << ", " << std::to_string(I.Index) << ", 1, " << Sz << ", " << Dev << ", &" << Ds
    << ");" << recordOutside(I);
  // A float* view of a float item, which the item's type may make another
  // type where it is not one (never run).
  if (I.Unorm)
    C << "__approxrt_site_unorm(" << LabelLit << ", " << itemStr(I) << ", " << std::to_string(Bits)
      << ", " << Hb << ", @r(const float *)(" << X0 << "), " << Nn << ");";
  else
    C << "if (sizeof(" << E << ") == 4) __approxrt_data_narrow_f32(" << Hb << ", " << PrecKind
      << ", @r(const float *)(" << X0 << "), " << Nn
      << "); else for (long long __approx_i = 0; __approx_i < " << Nn << "; ++__approx_i) " << Hb
      << "[__approx_i] = @(" << P << ")(" << X0 << ")[__approx_i];";
  C << "__approxrt_site_copy(" << LabelLit << ", " << itemStr(I) << ", " << Dev << ", 1, " << Db
    << ", " << Hb << ", " << Sz << "); __approxrt_data_hbuf_put(" << Hb << ", " << Hs << ");";
  C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dd << ", "
               << Db << ") device(" << Dev << ")";
  C.ompEnd();
  std::string At = "[__approx_r * " + S + " + __approx_c]";
  if (I.Unorm)
    C << rowsCols(I) << Dd << At << " = __approx_unorm" << std::to_string(Bits)
      << "_to_f32(" << Db << At << ");";
  else
    C << rowsCols(I) << Dd << At << " = @(" << Unq << ")" << Db << At << ";";
  C << "__approxrt_site_dbuf_put(" << Db << ", " << Dev << ", " << Ds
    << "); if (__approxrt_reporting()) __approxrt_record_bytes(" << LabelLit << ", " << Sz << ", "
    << Nn << " * (@(long long)sizeof(" << E << ") - @(long long)sizeof(" << P << ")));";
  return endBlock(C);
}

TokenVec SiteEmitter::fromDevice(const SiteItem &I) {
  Code C = code();
  C << "{";
  TokenVec E = elt(I), Unq = unqual(I), X0 = elem0(I);
  std::string Dd = I.var("dd"), Nn = I.var("n"), Dev = "__approx_dev" + N, S = I.var("S");
  std::string At = "[__approx_r * " + S + " + __approx_c]";
  C << deviceCopy(I, false);
  if (I.Perf) {
    std::string St = I.var("st"), Q = I.var("q"), Sv = I.var("sv"), Tb = I.var("tb");
    C << "__approxrt_site_rows " << St << ";" << recordOutside(I)
      << "__approxrt_site_rows_out_begin(&" << St << ", " << LabelLit << ", " << itemStr(I) << ", "
      << std::to_string(I.Index) << ", " << Dev << ", " << I.var("R") << ", " << I.var("C")
      << " * @(long long)sizeof(" << E << "), __approx_data_keeps_cb, &" << Q << ", " << Q
      << ".__kind == __APPROX_PERFO_RAND);";
    C.scope() << Unq << " *" << Sv << " = @(" << Unq << " *)" << St << ".__drows; const long long *"
              << Tb << " = " << St << ".__dtable;";
    C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dd
                 << ", " << Sv << ", " << Tb << ") firstprivate(" << Q << ") device(" << Dev
                 << ")";
    C.ompEnd();
    C << "for (long long __approx_j = 0; __approx_j < " << St
      << ".__nkept; ++__approx_j) for (long long __approx_c = 0; __approx_c < " << I.var("C")
      << "; ++__approx_c) " << Sv << "[__approx_j * " << I.var("C") << " + __approx_c] = " << Dd
      << "[(" << Tb << " ? " << Tb << "[__approx_j] : __approx_perfo_index(&" << Q
      << ", __approx_j)) * " << S << " + __approx_c];";
    C << "__approxrt_site_rows_out_end(&" << St << ", " << LabelLit << ", " << itemStr(I) << ", "
      << std::to_string(I.Index) << ", @(void *)(" << X0 << "), " << I.var("C")
      << " * @(long long)sizeof(" << E << "), " << S << " * @(long long)sizeof(" << E
      << ")); __approxrt_site_rows_put(&" << St << ");";
    // The skipped rows, rebuilt on the host from the kept ones.
    C.ompBegin() << "parallel for collapse(2) if(" << I.var("R") << " * " << I.var("C")
                 << " >= 65536)";
    C.ompEnd();
    C << rowsCols(I) << "{ " << Unq << " *__approx_b = @(" << Unq << " *)(" << X0 << ");"
      << reconStmt(I, "__approx_b") << "}";
    return endBlock(C);
  }
  std::string P = PrecCType;
  std::string Hb = I.var("hb"), Db = I.var("db"), Hs = I.var("hs"), Ds = I.var("ds");
  std::string Sz = Nn + " * @(long long)sizeof(" + P + ")";
  C << "int " << Hs << ", " << Ds << "; " << P << " *" << Db << " = @(" << P
    << " *)__approxrt_site_dbuf(" << LabelLit << ", " << itemStr(I) << ", "
    << std::to_string(I.Index) << ", 1, " << Sz << ", " << Dev << ", &" << Ds << ");";
  C << P << " *" << Hb << " = @(" << P << " *)__approxrt_site_hbuf(" << LabelLit << ", "
    << std::to_string(I.Index) << ", 0, " << Sz << ", " << Dev << ", &" << Hs << ");"
    << recordOutside(I);
  C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dd << ", "
               << Db << ") device(" << Dev << ")";
  C.ompEnd();
  C << rowsCols(I) << Db << At << " = @(" << P << ")" << Dd << At << ";";
  C << "__approxrt_site_copy(" << LabelLit << ", " << itemStr(I) << ", " << Dev << ", 0, " << Hb
    << ", " << Db << ", " << Sz << "); __approxrt_site_dbuf_put(" << Db << ", " << Dev << ", " << Ds
    << ");";
  C << "if (sizeof(" << E << ") == 4 && " << I.var("C") << " == " << S
    << ") __approxrt_data_widen_f32(@r(float *)(" << X0 << "), " << PrecKind << ", " << Hb << ", "
    << Nn << "); else " << rowsCols(I) << "(" << X0 << ")" << At << " = @(" << Unq << ")" << Hb
    << At << ";";
  C << "__approxrt_data_hbuf_put(" << Hb << ", " << Hs
    << "); if (__approxrt_reporting()) __approxrt_record_bytes(" << LabelLit << ", " << Sz << ", "
    << Nn << " * (@(long long)sizeof(" << E << ") - @(long long)sizeof(" << P << ")));";
  return endBlock(C);
}

} // namespace data
} // namespace approx
