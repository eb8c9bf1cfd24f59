//===- DataTransfers.cpp - geometry, precision copies, in/out items -------===//
//
// The DataEmitter members that generate the code around the statement:
// each item's geometry (rows, columns, element size, evaluated once), the
// reduced-precision copies (converted on the host, widened back), host
// input perforation (packed kept rows, device rebuild) and output
// reconstruction (on the device before copy-back, or on the host).
//
//===----------------------------------------------------------------------===//
#include "DataEmitter.h"

using namespace clang;

namespace approx {
namespace data {

TokenVec DataEmitter::geometry(ItemInfo &I) {
  Code C = codeAt(I.It.Loc);
  TokenVec X{I.It.Base};
  const DataItem &It = I.It;
  auto Decl = [&](llvm::StringRef V, const TokenVec &E) {
    C << "const long long " << I.var(V) << " = (long long)(" << E << ");";
  };
  TokenVec Zero = T("0"), One = T("1");
  switch (It.Kind) {
  case DataItem::Section1D:
    Decl("R", It.Len);
    Decl("C", One);
    Decl("S", One);
    Decl("L", It.Lo.empty() ? Zero : It.Lo);
    Decl("L2", Zero);
    break;
  case DataItem::Shaped:
    Decl("R", It.Rows);
    Decl("C", It.Cols);
    C << "const long long " << I.var("S") << " = " << I.var("C") << ";";
    Decl("L", Zero);
    Decl("L2", Zero);
    break;
  case DataItem::Section2D: {
    Decl("R", It.Len);
    Decl("C", It.Len2);
    Code St = codeAt(It.Loc);
    St << "sizeof((" << X << ")[0]) / sizeof((" << X << ")[0][0])";
    Decl("S", St.take());
    Decl("L", It.Lo.empty() ? Zero : It.Lo);
    Decl("L2", It.Lo2.empty() ? Zero : It.Lo2);
    break;
  }
  default:
    break;
  }
  std::string Q = CXX ? "static_assert(" : "_Static_assert(";
  TokenVec E = elt(I, I.It.Base);
  std::string Cl = "__builtin_classify_type(";
  if (I.Reduced)
    C << Q << Cl << E << ") == 8, \"precision(" << spelling(D.Precision->Mode) << "): item '" << It.name()
      << "' must have a floating-point element type\");";
  if ((I.OutRecon || I.HostPerf || I.Acc)) {
    C << Q << Cl << E << ") == 1 || " << Cl << E << ") == 2 || " << Cl << E << ") == 3 || " << Cl
      << E << ") == 4 || " << Cl << E << ") == 8, \"reconstruct: item '" << It.name()
      << "' must have an arithmetic element type\");";
  }
  if (I.Reduced && It.isArray() && I.Map) {
    // A bare `map(x)` of a reduced item becomes x[0:sizeof x / sizeof x[0]]:
    // only right for arrays.
    bool Bare = I.Map->Item.size() == 1;
    if (Bare) {
      if (CXX)
        C << Q << "__is_array(__typeof__(" << X << ")), \"precision: map the item '" << It.name()
          << "' as an array section ('" << It.name() << "[lo:len]'), not as a pointer\");";
      else
        C << Q << "!__builtin_types_compatible_p(__typeof__(" << X << "), __typeof__(&(" << X
          << ")[0])), \"precision: map the item '" << It.name() << "' as an array section ('"
          << It.name() << "[lo:len]'), not as a pointer\");";
    }
  }
  if (!Ctx.DeviceCompile && It.isArray() && (I.OutRecon || I.HostPerf || I.Acc || I.Reduced))
    C << "__approx_data_check_item(" << LabelLit << ", " << itemStr(I) << ", (const void *)("
      << elem0(I, I.It.Base) << "), " << I.var("R") << ", " << I.var("C") << ");";
  return C.take();
}

bool DataEmitter::pipelined(const ItemInfo &I) const {
  // An array item that the target construct maps and nothing else moves:
  // host perforation transfers the copy its own way, the device accessor
  // reads it through a table. Output reconstruction runs in a target
  // region inside a `target data` of the copy, which find it present (or,
  // with the construct's if() false, on the host, like the construct).
  return !Ctx.DeviceCompile && Offloaded && I.Map && I.It.isArray() && !I.HostPerf && !I.Acc;
}

bool DataEmitter::narrowedByRuntime(const ItemInfo &I) const {
  // Host perforation of a reduced copy: the runtime narrows only the kept
  // rows (contiguous items; a 2-D section's gaps go whole).
  return !Ctx.DeviceCompile && Offloaded && I.Reduced && I.HostPerf && I.It.isArray() &&
         I.It.Kind != DataItem::Section2D;
}

TokenVec DataEmitter::isFloatItem(const ItemInfo &I) {
  Code C = code();
  TokenVec E = elt(I, I.It.Base);
  C << "(sizeof(" << E << ") == 4 && __builtin_classify_type(" << E << ") == 8)";
  return C.take();
}

TokenVec DataEmitter::precisionPrologue(ItemInfo &I) {
  Code C = code();
  TokenVec X{I.It.Base};
  std::string R = I.var("x"), Buf = I.var("xb"), Cnt = I.var("xn");
  TokenVec E = elt(I, I.It.Base);
  if (!I.It.isArray()) {
    C << PrecCType << " " << R << " = (" << PrecCType << ")(" << X << ");";
    if (!Ctx.DeviceCompile && Offloaded && I.Map) {
      const std::string &Ty = I.Map->Type;
      int Dirs = (Ty == "to" || Ty == "tofrom") + (Ty == "from" || Ty == "tofrom");
      // Nothing crosses a link where the construct runs on the host.
      C << "if (__approx_k" << N << " != __APPROX_DEV_HOST) __approx_data_record_prec("
        << LabelLit << ", 1, (long long)sizeof(" << X
        << "), (long long)sizeof(" << PrecCType << "), " << std::to_string(Dirs) << ", "
        << std::to_string(Dirs) << ");";
    }
    return C.take();
  }
  C << "const long long " << Cnt << " = " << spanElems(I) << ";";
  if (Ctx.DeviceCompile)
    C << PrecCType << " *" << Buf << " = (" << PrecCType << " *)__builtin_malloc((" << Cnt
      << " > 0 ? " << Cnt << " : 1) * sizeof(" << PrecCType << "));";
  else
    C << "int " << I.var("xs") << "; " << PrecCType << " *" << Buf << " = (" << PrecCType
      << " *)__approxrt_data_hbuf(" << LabelLit << ", " << I.index() << ", "
      << Cnt << " * (long long)sizeof(" << PrecCType << "), "
      << (Offloaded ? "__approx_dev" + N : std::string("-1")) << ", &" << I.var("xs") << ");";
  // Convert unless the construct only writes the item (an out-item mapped
  // 'from' or 'alloc').
  bool WriteOnly = !I.It.In && I.Map && (I.Map->Type == "from" || I.Map->Type == "alloc");
  TokenVec S0 = span0(I, I.It.Base);
  TokenVec Loop = (code() << "for (long long __approx_i = 0; __approx_i < " << Cnt
                          << "; ++__approx_i) " << Buf << "[__approx_i] = (" << PrecCType << ")("
                          << S0 << ")[__approx_i];")
                      .take();
  TokenVec IsFloat = isFloatItem(I);
  if (pipelined(I)) {
    // The runtime narrows a float item and moves the copy (data_prec.c).
    const std::string &Ty = I.Map->Type;
    bool Send = Ty == "to" || Ty == "tofrom";
    if (!WriteOnly)
      C << "if (!" << IsFloat << ") { " << Loop << " }";
    C << "__approxrt_prec " << I.var("xp") << "; __approxrt_prec_begin(&" << I.var("xp") << ", "
      << LabelLit << ", " << I.index() << ", __approx_dev" << N << ", "
      << (OffIf.empty() ? "1" : "__approx_off" + N) << ", " << Buf << ", (long long)sizeof("
      << PrecCType << "), " << PrecKind << ", ";
    if (WriteOnly)
      C << "0";
    else
      C << IsFloat << " ? (const float *)(" << S0 << ") : 0";
    C << ", " << Cnt << ", " << (Send ? "1" : "0") << ");";
  } else if (narrowedByRuntime(I)) {
    C << "if (!" << IsFloat << ") { " << Loop << " }"; // a float item: in inPrologue
  } else if (!WriteOnly) {
    if (Ctx.DeviceCompile)
      C << Loop;
    else
      C << "if " << IsFloat << " __approxrt_data_narrow_f32(" << Buf << ", "
        << PrecKind << ", (const float *)(" << S0 << "), " << Cnt << "); else { "
        << Loop << " }";
  }
  switch (I.It.Kind) {
  case DataItem::Section1D:
    C << PrecCType << " *" << R << " = " << Buf << " - " << I.var("L") << ";";
    break;
  case DataItem::Shaped: C << PrecCType << " *" << R << " = " << Buf << ";"; break;
  default: { // 2-D: a pointer to rows of the same length
    Code SN = code();
    SN << "sizeof((" << X << ")[0]) / sizeof((" << X << ")[0][0])";
    TokenVec Sn = SN.take();
    C << PrecCType << " (*" << R << ")[" << Sn << "] = (" << PrecCType << " (*)[" << Sn << "])"
      << Buf << " - " << I.var("L") << ";";
  }
  }
  if (!Ctx.DeviceCompile && Offloaded && I.Map) {
    const std::string &Ty = I.Map->Type;
    int To = Ty == "to" || Ty == "tofrom", From = Ty == "from" || Ty == "tofrom";
    int Perf = I.HostPerf ? 1 : 0;
    C << "if (__approx_k" << N << " != __APPROX_DEV_HOST) __approx_data_record_prec(" << LabelLit
      << ", " << Cnt << ", (long long)sizeof(" << E
      << "), (long long)sizeof(" << PrecCType << "), " << std::to_string(To + From - Perf) << ", "
      << std::to_string(To + From) << ");";
  }
  return C.take();
}

TokenVec DataEmitter::precisionEpilogue(ItemInfo &I) {
  Code C = code();
  TokenVec X{I.It.Base};
  std::string R = I.var("x"), Buf = I.var("xb"), Cnt = I.var("xn");
  if (!I.It.isArray()) {
    if (!I.It.In)
      C << X << " = (__typeof__(" << X << "))" << R << ";";
    return C.take();
  }
  TokenVec E = elt(I, I.It.Base), Unq = unqual(E), S0 = span0(I, I.It.Base);
  if (!I.It.In) {
    TokenVec Loop;
    if (I.It.Kind == DataItem::Section2D)
      Loop = (code() << "for (long long __approx_r = 0; __approx_r < " << I.var("R")
                     << "; ++__approx_r) for (long long __approx_c = " << I.var("L2")
                     << "; __approx_c < " << I.var("L2") << " + " << I.var("C")
                     << "; ++__approx_c) (" << S0 << ")[__approx_r * " << I.var("S")
                     << " + __approx_c] = (" << Unq << ")" << Buf << "[__approx_r * "
                     << I.var("S") << " + __approx_c];")
                 .take();
    else
      Loop = (code() << "for (long long __approx_i = 0; __approx_i < " << Cnt
                     << "; ++__approx_i) (" << S0 << ")[__approx_i] = (" << Unq << ")" << Buf
                     << "[__approx_i];")
                 .take();
    // Widened in the runtime: a float item whose rows are contiguous.
    TokenVec IsFloat = isFloatItem(I);
    if (I.It.Kind == DataItem::Section2D)
      IsFloat = (code() << "(" << IsFloat << " && " << I.var("C") << " == " << I.var("S") << ")")
                    .take();
    if (Ctx.DeviceCompile) {
      C << Loop;
    } else if (pipelined(I)) {
      const std::string &Ty = I.Map->Type;
      bool Receive = Ty == "from" || Ty == "tofrom";
      C << "__approxrt_prec_end(&" << I.var("xp") << ", " << PrecKind << ", "
        << IsFloat << " ? (float *)(" << S0 << ") : 0, " << (Receive ? "1" : "0") << "); if (!"
        << IsFloat << ") { " << Loop << " }";
    } else {
      C << "if " << IsFloat << " __approxrt_data_widen_f32((float *)(" << S0 << "), "
        << PrecKind << ", " << Buf << ", " << Cnt << "); else { " << Loop
        << " }";
    }
  } else if (pipelined(I)) {
    C << "__approxrt_prec_end(&" << I.var("xp") << ", " << PrecKind << ", 0, 0);";
  }
  if (Ctx.DeviceCompile)
    C << "__builtin_free(" << Buf << ");";
  else
    C << "__approxrt_data_hbuf_put(" << Buf << ", " << I.var("xs") << ");";
  return C.take();
}

TokenVec DataEmitter::reconStmt(const ItemInfo &I, const TokenVec &Unq, llvm::StringRef Base,
                                llvm::StringRef Plan, llvm::StringRef Bound) {
  Code C = code();
  std::string St = I.var("S");
  std::string At = Base.str() + "[__approx_r * " + St + " + __approx_c]";
  std::string Lo = Base.str() + "[__approx_lo * " + St + " + __approx_c]";
  std::string Hi = Base.str() + "[__approx_hi * " + St + " + __approx_c]";
  C << "{ long long __approx_lo = 0, __approx_hi = 0; double __approx_w = 0; const int "
       "__approx_s = __approx_data_src(&"
    << Plan << ", __approx_r, " << Bound << ", __approx_m" << N
    << ", &__approx_lo, &__approx_hi, &__approx_w); if (__approx_s == 1) " << At << " = " << Lo
    << "; else if (__approx_s == 2) { const double __approx_x = __approx_lerp((double)" << Lo
    << ", (double)" << Hi << ", __approx_w); " << At << " = (" << Unq << ")((" << Unq
    << ")0.5 != 0 ? __approx_x : __approx_rhalf(__approx_x)); } }";
  return C.take();
}

std::string DataEmitter::hostReconDirective() {
  // Mimic the construct's parallelism for a loop that is not offloaded.
  if (Dirs.empty())
    return "";
  std::string Name = Dirs.front()->directiveName();
  llvm::StringRef W(Name);
  if (W.contains("teams"))
    return "teams distribute parallel for";
  if (W.contains("distribute"))
    return "distribute parallel for";
  if (W.contains("parallel"))
    return "parallel for";
  if (startsWith(W, "for"))
    return "for";
  return "";
}

TokenVec DataEmitter::outBefore(ItemInfo &I) {
  Code C = code();
  C << "const long long " << I.var("B") << " = " << I.var("R") << " < " << pv() << ".__n ? "
    << I.var("R") << " : " << pv() << ".__n;";
  if (!Ctx.DeviceCompile)
    C << "__approx_data_check_kept(" << LabelLit << ", " << itemStr(I) << ", &" << pv() << ", "
      << I.var("B") << ");";
  return C.take();
}

TokenVec DataEmitter::outAfter(ItemInfo &I) {
  Code C = code();
  TokenVec E = elt(I, I.Name), Unq = unqual(E);
  C << "if (" << pv() << ".__kind != 0) {";
  if (Offloaded) {
    C.ompBegin() << "target teams distribute parallel for collapse(2) map(alloc: "
                 << I.NewMap->Item << ") firstprivate(" << pv() << ") device(__approx_dev" << N
                 << ")" << OffIf;
    C.ompEnd();
  } else if (std::string Dir = hostReconDirective(); !Dir.empty()) {
    C.ompBegin() << Dir << " collapse(2)";
    C.ompEnd();
  }
  C << "for (long long __approx_r = 0; __approx_r < " << I.var("B")
    << "; ++__approx_r) for (long long __approx_c = 0; __approx_c < " << I.var("C")
    << "; ++__approx_c) { " << Unq << " *__approx_b = (" << Unq << " *)(" << elem0(I, I.Name)
    << ");" << reconStmt(I, Unq, "__approx_b", pv(), I.var("B")) << "} }";
  return C.take();
}

TokenVec DataEmitter::inPrologue(ItemInfo &I) {
  Code C = code();
  TokenVec E = elt(I, I.Name), Unq = unqual(E);
  std::string Common = LabelLit + ", " + Hash + ", " + abiName(D.Perfo->Kind).str() +
                       ", __approx_v" + N + ", __approx_ch" + N + ", __approx_en" + N;
  if (I.Acc) {
    TokenVec Lo = I.It.Kind == DataItem::Shaped ? T("0") : T(I.var("L"));
    C << "__approx_acc_t " << I.var("a") << " = __approx_acc_make(" << Common << ", "
      << I.var("R") << ", " << I.var("S") << ", " << Lo << ", __approx_m" << N << ");";
    if (!Ctx.DeviceCompile)
      C << "__approx_data_check_kept(" << LabelLit << ", " << itemStr(I) << ", &" << I.var("a")
        << ".__p, " << I.var("R") << ");";
    // The row table the reads go through (mapped to the construct).
    std::string Tb = I.var("tb");
    if (Ctx.DeviceCompile)
      C << "long long *" << Tb << " = (long long *)__builtin_malloc((" << I.var("R")
        << " > 0 ? " << I.var("R") << " : 1) * 2 * sizeof(long long));";
    else
      C << "int " << I.var("ts") << "; long long *" << Tb
        << " = (long long *)__approxrt_data_hbuf(" << LabelLit << ", "
        << std::to_string(1000 + std::stoi(I.index())) << ", "
        << I.var("R") << " * 2 * (long long)sizeof(long long), "
        << (Offloaded && NeedDevVar ? "__approx_dev" + N : std::string("-1")) << ", &"
        << I.var("ts") << ");";
    C << "__approx_acc_fill(" << Tb << ", &" << I.var("a") << ");";
    return C.take();
  }
  // Host perforation.
  std::string Q = I.var("q"), H = I.var("h"), Dv = I.var("d"), Sv = I.var("s"),
              Tb = I.var("t"), Kv = I.var("k");
  C << "const __approx_plan_t " << Q << " = __approx_perfo_plan_n(" << Common << ", "
    << I.var("R") << ");";
  C << "__approxrt_data_in " << H << " = {0};";
  if (!Ctx.DeviceCompile) {
    TokenVec Start, Bytes;
    if (!mapRange(PP, I.NewMap->Loc, I.NewMap->Item, I.It.name(), Start, Bytes))
      return {};
    C << "__approx_data_check_kept(" << LabelLit << ", " << itemStr(I) << ", &" << Q << ", "
      << I.var("R") << ");";
    // The float rows a reduced copy is narrowed from, in the runtime.
    TokenVec Wide = T("0");
    if (narrowedByRuntime(I)) {
      Code W = code();
      W << "(" << isFloatItem(I) << " ? (const float *)(" << elem0(I, I.It.Base) << ") : 0)";
      Wide = W.take();
    }
    if (!OffIf.empty())
      C << "if (__approx_off" << N << ") ";
    C << "__approxrt_data_in_begin(&" << H << ", " << LabelLit << ", " << itemStr(I)
      << ", __approx_dev" << N << ", " << Start << ", " << Bytes << ", (const void *)("
      << elem0(I, I.Name) << "), " << I.var("R") << ", " << I.var("C") << " * (long long)sizeof("
      << E << "), " << I.var("S") << " * (long long)sizeof(" << E
      << "), __approx_data_keeps_cb, &" << Q << ", " << Q << ".__kind == __APPROX_PERFO_RAND, "
      << Wide << ", " << (I.Reduced ? PrecKind : "0") << ");";
    if (!OffIf.empty() && narrowedByRuntime(I))
      C << "else if " << isFloatItem(I) << " __approxrt_data_narrow_f32((void *)("
        << elem0(I, I.Name) << "), " << PrecKind << ", " << Wide << ", "
        << I.var("xn") << ");";
  }
  C << keyDecl(I, H);
  // active: our device copy (at the key), to rebuild.
  C << "if (" << H << ".__active == 1 && " << H << ".__nkept < " << I.var("R") << ") {";
  C << Unq << " *" << Dv << " = (" << Unq << " *)" << H << ".__ditem; const " << Unq << " *" << Sv
    << " = (const " << Unq << " *)" << H << ".__drows; const long long *" << Tb << " = " << H
    << ".__dtable; const long long " << Kv << " = " << H << ".__nkept;";
  // Scatter: packed row j is row table[j] (rand) or the plan's j-th kept row.
  C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dv << ", "
               << Sv << ", " << Tb << ") firstprivate(" << Q << ") device(__approx_dev" << N
               << ")";
  C.ompEnd();
  C << "for (long long __approx_j = 0; __approx_j < " << Kv
    << "; ++__approx_j) for (long long __approx_c = 0; __approx_c < " << I.var("C")
    << "; ++__approx_c) " << Dv << "[(" << Tb << " ? " << Tb << "[__approx_j] : "
    << "__approx_perfo_index(&" << Q << ", __approx_j)) * " << I.var("S") << " + __approx_c] = "
    << Sv << "[__approx_j * " << I.var("C") << " + __approx_c];";
  C.ompBegin() << "target teams distribute parallel for collapse(2) is_device_ptr(" << Dv
               << ") firstprivate(" << Q << ") device(__approx_dev" << N << ")";
  C.ompEnd();
  C << "for (long long __approx_r = 0; __approx_r < " << I.var("R")
    << "; ++__approx_r) for (long long __approx_c = 0; __approx_c < " << I.var("C")
    << "; ++__approx_c) { " << Unq << " *__approx_b = " << Dv << ";"
    << reconStmt(I, Unq, "__approx_b", Q, I.var("R")) << "} }";
  return C.take();
}

TokenVec DataEmitter::keyDecl(const ItemInfo &I, llvm::StringRef St) {
  // The key is reserved address space (the copy is associated there); the
  // shift is 0 when nothing is associated, so the construct then maps the
  // item itself. Integer arithmetic: the key lies outside the item.
  Code C = code();
  TokenVec X{I.Name};
  C << "__typeof__(&(" << X << ")[0]) " << I.var("kp") << " = (__typeof__(&(" << X
    << ")[0]))((unsigned long long)(" << X << ") + (unsigned long long)" << St << ".__shift);";
  return C.take();
}

TokenVec DataEmitter::inEpilogue(ItemInfo &I) {
  Code C = code();
  if (I.Acc)
    C << (Ctx.DeviceCompile ? "__builtin_free(" + I.var("tb") + ");"
                            : "__approxrt_data_hbuf_put(" + I.var("tb") + ", " + I.var("ts") +
                                  ");");
  if (I.HostPerf && !Ctx.DeviceCompile)
    C << "__approxrt_data_in_end(&" << I.var("h") << ");";
  return C.take();
}


} // namespace data
} // namespace approx
