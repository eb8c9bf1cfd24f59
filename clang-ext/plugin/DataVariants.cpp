//===- DataVariants.cpp - a data region's variants ------------------------===//
//
// The code around a data region's approximated statement (DataLowering.cpp)
// chooses among its variants at run time. With precision/unorm transfers:
// the approximated statement; where those transfers save nothing (the
// construct runs on the host or on a device in host memory, which
// __approxrt_xfer_skip tells: docs/data.md, "Where the construct runs")
// the same region without them, lowered again from the statement as
// written under ids of its own (perforation, reconstruction and the
// variables' precision still apply); disabled, the statement as written.
// With only the variables' precision changed, a disabled region runs
// without it (still perforated and reconstructed, or as written). The
// region's time is recorded after them. In a C++ template the whole
// lowering stands in `if constexpr` over the dependent items' element
// types, whose else-side is the statement as written after one
// static_assert per item, reported at the item.
//
//===----------------------------------------------------------------------===//
#include "TechniqueEmitter.h"

using namespace clang;

namespace approx {
namespace data {
namespace {

/// Ids of the variant without transfers: apart from every region's own.
constexpr unsigned RestIdOffset = 1u << 24;

} // namespace

bool DataLowering::assemble(Code &C, Code &A, TokenVec &Out) {
  bool RestTimed = false;
  const bool Xfer = AnyReduced || AnyUnorm;
  if (Xfer || Demotion.Changed) {
    // Where the transfers save nothing (the construct runs on the host or
    // on a device in host memory: docs/data.md, "Where the construct
    // runs"), the region runs without them: perforation, reconstruction and
    // the variables' precision still apply. Disabled: as written.
    TokenVec Rest;
    bool RestLowered = false;
    if (!Pristine || !restVariant(Rest, RestLowered, /*KeepVariables=*/Xfer))
      return false;
    auto AsWritten = [&] {
      C << Exact;
      if (!LoopPerforated && !Ctx.DeviceCompile)
        C << noRows();
    };
    if (Xfer) {
      RestTimed = RestLowered;
      std::string Kind = NeedDevVar ? "__approx_dk" + N : "__APPROX_DEV_HOST";
      C.scope() << "const int __approx_sk" << N << " = __approx_en" << N
                << " && __approxrt_xfer_skip(" << LabelLit << ", " << Kind << ");";
      C << "if (__approx_en" << N << " && !__approx_sk" << N << ") {" << A.take()
        << "} else if (__approx_sk" << N << ") {";
    } else {
      C << "if (__approx_en" << N << ") {" << A.take() << "} else {";
    }
    RestLowered ? (void)(C << Rest) : AsWritten();
    if (Xfer) {
      C << "} else {";
      AsWritten();
    }
    C << "}";
  } else {
    C << "{" << A.take() << "}";
  }
  if (!LoopPerforated && !Ctx.DeviceCompile)
    C << (RestTimed ? "if (!__approx_sk" + N + ") " : std::string()) << "__approxrt_record_time("
      << LabelLit << ", __approxrt_now() - __approx_t" << N << ");";
  C.closeScopes() << "}";
  Out = C.take();
  TokenVec Cond, Asserts;
  if (typeGuard(Cond, Asserts)) {
    Code G = code();
    G << "if constexpr (" << Cond << ") " << Out << " else {" << Asserts << AsWritten << "}";
    Out = G.take();
  }
  if (Ctx.Remarks)
    emitRemark();
  return true;
}

bool DataLowering::restVariant(TokenVec &Out, bool &Lowered, bool KeepVariables) {
  // Same clauses minus precision/unorm; in/out only matter with
  // reconstruct. Its own ids, so its variables do not shadow ours (it
  // reads our __approx_en/v/ch, evaluated once).
  Lowered = false;
  ApproxDirective D2 = D;
  D2.Precision.reset();
  D2.Precisions.clear();
  D2.Unorm.reset();
  if (!D2.Reconstruct) {
    D2.In.reset();
    D2.Out.reset();
    if (KeepVariables && !D.In && !D.Out) // the variables' precision
      D2.Precisions = withoutItems(D, [&](const IdentifierInfo *II) {
        return llvm::any_of(Items,
                            [&](const ItemInfo &I) { return I.It.Base.getIdentifierInfo() == II; });
      });
    D2.finishPrecision();
  }
  if (!D2.Perfo && !D2.In && !D2.Out && !D2.Precision)
    return true;
  D2.If = ExprToks{T("__approx_en" + N), D.PragmaLoc};
  if (D2.Perfo) {
    D2.Perfo->Value.Toks = T("__approx_v" + N);
    D2.Perfo->Chunk = ExprToks{T("__approx_ch" + N), D.PragmaLoc};
  }
  LoweringContext Ctx2 = Ctx;
  Ctx2.Id = Ctx.Id + RestIdOffset;
  Ctx2.Remarks = false;
  Lowered = true;
  if (D2.In || D2.Out || D2.Precision)
    return lowerData(PP, D2, *Pristine, Ctx2, Out);
  return lowerPerfo(PP, D2, *Pristine, Ctx2, Out);
}

bool DataLowering::typeGuard(TokenVec &Cond, TokenVec &Asserts) {
  if (!CXX || !PP.getLangOpts().CPlusPlus17)
    return false; // C has no templates; before C++17 the static assertions alone
  Code CC = code(), AC = code();
  bool Any = false;
  for (ItemInfo &I : Items) {
    if (!I.Dependent)
      continue;
    Code One = code();
    TokenVec E = elt(I, I.It.Base), U = unqual(E);
    std::string Msg;
    One << "(true";
    if (I.OutRecon || I.HostPerf || I.Acc) {
      One << " && (__is_integral(" << U << ") || __is_floating_point(" << U << ") || (__is_enum("
          << U << ") && !__is_scoped_enum(" << U << ")))";
      Msg = "'reconstruct' needs items of arithmetic element type";
    }
    if (I.Reduced) {
      One << " && __is_floating_point(" << U << ")";
      Msg += (Msg.empty() ? "" : "; ") + ("'precision(" + spelling(I.PrecMode).str() +
                                          ")' needs items of floating-point element type");
    }
    if (I.Unorm) {
      One << " && __is_same(" << U << ", float)";
      Msg += (Msg.empty() ? "" : "; ") + ("'precision(" + spelling(D.Unorm->Mode).str() +
                                          ")' needs items of element type 'float'");
    }
    if (!I.It.In && (I.OutRecon || I.Reduced)) {
      One << " && !__is_const(__typeof__(" << E << "))";
      Msg += (Msg.empty() ? "" : "; ") +
             std::string("an out-item it writes needs a non-const element type");
    }
    One << ")";
    if (Msg.empty())
      continue;
    TokenVec OneT = One.take();
    CC << (Any ? " && " : "") << OneT;
    Any = true;
    // The assertion's condition starts at the item, so that the error is
    // reported there (not in generated code).
    Code A = code();
    A << "static_assert(__builtin_choose_expr(" << OneT << ", 1, 0), \"" << escapeString(Msg)
      << "; '" << I.It.name() << "' has another element type in this instantiation\");";
    TokenVec AT = A.take();
    AT[2].setLocation(I.It.Base.getLocation());
    AC << AT;
  }
  if (!Any)
    return false;
  Cond = CC.take();
  Asserts = AC.take();
  return true;
}

} // namespace data
} // namespace approx
