//===- DataRegion.cpp - expressions over a data item, shared by techniques -===//
//
// The DataRegion members every technique's emitter uses (DataRegion.h): an
// item's element, first element and unqualified type over its original or
// renamed identifier; its geometry scalars with the static assertions on its
// element type; whether the runtime moves or narrows a reduced copy; the
// private-key pointer a transferred copy is used at; and the row rebuild
// that output reconstruction and host input perforation share.
//
//===----------------------------------------------------------------------===//
#include "DataRegion.h"

using namespace clang;

namespace approx {
namespace data {

void Code::flush() {
  std::string Expanded = expandCasts(Text, CPlusPlus);
  llvm::StringRef Rest(Expanded);
  while (!Rest.empty()) {
    size_t Mark = Rest.find(CastRunMark);
    B.code(Rest.substr(0, Mark));
    if (Mark == llvm::StringRef::npos)
      break;
    size_t End = Rest.find(CastRunMark, Mark + 1);
    unsigned Index = 0;
    bool Bad = Rest.substr(Mark + 1, End - Mark - 1).getAsInteger(10, Index);
    assert(!Bad && Index < Runs.size() && "a token run's mark");
    (void)Bad;
    B.append(Runs[Index]);
    Rest = Rest.substr(End + 1);
  }
  Text.clear();
  Runs.clear();
}

TokenVec DataRegion::elt(const ItemInfo &I, const Token &Id) {
  Code C = code();
  TokenVec X{Id};
  switch (I.It.Kind) {
  case DataItem::Scalar:
    C << "(" << X << ")";
    break;
  case DataItem::Section2D:
    C << "(" << X << ")[0][0]";
    break;
  default:
    C << "(" << X << ")[0]";
    break;
  }
  return C.take();
}

TokenVec DataRegion::elem0(const ItemInfo &I, const Token &Id) {
  Code C = code();
  TokenVec X{Id};
  switch (I.It.Kind) {
  case DataItem::Section1D:
    C << "&(" << X << ")[" << I.var("L") << "]";
    break;
  case DataItem::Shaped:
    C << "&(" << X << ")[0]";
    break;
  case DataItem::Section2D:
    C << "&(" << X << ")[" << I.var("L") << "][" << I.var("L2") << "]";
    break;
  default:
    C << "&(" << X << ")";
    break;
  }
  return C.take();
}

TokenVec DataRegion::span0(const ItemInfo &I, const Token &Id) {
  Code C = code();
  TokenVec X{Id};
  if (I.It.Kind == DataItem::Section2D)
    C << "&(" << X << ")[" << I.var("L") << "][0]";
  else
    return elem0(I, Id);
  return C.take();
}

TokenVec DataRegion::unqual(const TokenVec &Expr) {
  Code C = code();
  if (CXX)
    C << "__remove_cv(__typeof__(" << Expr << "))";
  else
    C << "__typeof_unqual__(" << Expr << ")";
  return C.take();
}

TokenVec DataRegion::isFloatItem(const ItemInfo &I) {
  Code C = code();
  TokenVec E = elt(I, I.It.Base);
  C << "(sizeof(" << E << ") == 4 && __builtin_classify_type(" << E << ") == 8)";
  return C.take();
}

void presentPass(Code &C, const PresentPass &P, bool Back) {
  C << "if (" << P.St << ".__active == 2) { " << P.Ty << " *" << P.Typed << " = @(" << P.Ty << " *)"
    << P.St << ".__dbuf; " << P.Wide << " *" << P.Src << " = @(" << P.Wide << " *)" << P.St
    << ".__dsrc;";
  C.ompBegin() << "target teams distribute parallel for is_device_ptr(" << P.Typed << ", " << P.Src
               << ") device(" << P.Dev << ")";
  C.ompEnd();
  C << "for (long long __approx_i = 0; __approx_i < " << P.Cnt << "; ++__approx_i) ";
  if (Back)
    C << P.Src << "[__approx_i] = @(" << P.Wide << ")" << P.Typed << "[__approx_i]; }";
  else
    C << P.Typed << "[__approx_i] = @(" << P.Ty << ")" << P.Src << "[__approx_i]; }";
}

void declareGeometry(clang::Preprocessor &PP, Code &C, const DataItem &It,
                     llvm::function_ref<std::string(llvm::StringRef)> Var, const TokenVec &Zero,
                     const TokenVec &One) {
  auto Decl = [&](llvm::StringRef V, const TokenVec &E) {
    C << MaybeUnused << "const long long " << Var(V) << " = @(long long)(" << E << ");";
  };
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
    C << MaybeUnused << "const long long " << Var("S") << " = " << Var("C") << ";";
    Decl("L", Zero);
    Decl("L2", Zero);
    break;
  case DataItem::Section2D: {
    Decl("R", It.Len);
    Decl("C", It.Len2);
    Code St(PP, It.Loc);
    TokenVec X{It.Base};
    St << "sizeof((" << X << ")[0]) / sizeof((" << X << ")[0][0])";
    Decl("S", St.take());
    Decl("L", It.Lo.empty() ? Zero : It.Lo);
    Decl("L2", It.Lo2.empty() ? Zero : It.Lo2);
    break;
  }
  default:
    break;
  }
}

TokenVec DataRegion::geometry(ItemInfo &I) {
  Code C = codeAt(I.It.Loc);
  const DataItem &It = I.It;
  TokenVec X{It.Base};
  declareGeometry(PP, C, It, [&](llvm::StringRef V) { return I.var(V); }, T("0"), T("1"));
  std::string Q = StaticAssert;
  TokenVec E = elt(I, I.It.Base);
  std::string Cl = "__builtin_classify_type(";
  if (I.Reduced)
    C << Q << Cl << E << ") == 8, \"precision(" << spelling(I.PrecMode) << "): item '" << It.name()
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
  return C.take();
}

TokenVec DataRegion::checkItem(ItemInfo &I) {
  Code C = codeAt(I.It.Loc);
  if (!Ctx.DeviceCompile && I.It.isArray() && (I.OutRecon || I.HostPerf || I.Acc || I.Reduced))
    C << "__approx_data_check_item(" << LabelLit << ", " << itemStr(I) << ", @(const void *)("
      << elem0(I, I.It.Base) << "), " << I.var("R") << ", " << I.var("C") << ");";
  return C.take();
}

bool DataRegion::pipelined(const ItemInfo &I) const {
  // An array item that the target construct maps and nothing else moves:
  // host perforation transfers the copy its own way, the device accessor
  // reads it through a table. Output reconstruction runs in a target
  // region inside a `target data` of the copy, which find it present (or,
  // with the construct's if() false, on the host, like the construct).
  return !Ctx.DeviceCompile && Offloaded && I.Map && I.It.isArray() && !I.HostPerf && !I.Acc;
}

bool DataRegion::presentTyped(const ItemInfo &I) const {
  return Offloaded && I.FromMap && I.Reduced && I.Map && I.It.Kind == DataItem::Section1D &&
         !I.HostPerf && !I.Acc;
}

bool DataRegion::narrowedByRuntime(const ItemInfo &I) const {
  // Host perforation of a reduced copy: the runtime narrows only the kept
  // rows (contiguous items; a 2-D section's gaps go whole).
  return !Ctx.DeviceCompile && Offloaded && I.Reduced && I.HostPerf && I.It.isArray() &&
         I.It.Kind != DataItem::Section2D;
}

TokenVec DataRegion::keyDecl(const ItemInfo &I, llvm::StringRef St) {
  // The key is reserved address space (the copy is associated there); the
  // shift is 0 when nothing is associated, so the construct then maps the
  // item itself. Integer arithmetic: the key lies outside the item.
  Code C = code();
  TokenVec X{I.Name};
  C << "__typeof__(&(" << X << ")[0]) " << I.var("kp") << " = @r(__typeof__(&(" << X
    << ")[0]))(@r(unsigned long long)(" << X << ") + @(unsigned long long)" << St << ".__shift);";
  return C.take();
}

TokenVec DataRegion::reconStmt(const ItemInfo &I, const TokenVec &Unq, llvm::StringRef Base,
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
    << "; else if (__approx_s == 2) { const double __approx_x = __approx_lerp(@(double)" << Lo
    << ", @(double)" << Hi << ", __approx_w); " << At << " = @(" << Unq << ")(@(" << Unq
    << ")0.5 > 0 ? __approx_x : __approx_rhalf(__approx_x)); } }";
  return C.take();
}

void DataRegion::useAtKey(ItemInfo &I) {
  // Host perforation and fixed-point transfers associate their device copy
  // with a private host key (openmp-runtime/data_key.c), never with the
  // user's array, which another thread's construct may map at the same
  // time: the construct maps and uses the item at the key (keyDecl; the
  // item itself when nothing is associated). NewMap keeps the item's own
  // range, which the runtime copies from.
  if (!(Offloaded && I.Map && I.It.isArray()))
    return;
  std::string K = I.var("kp");
  Code C = codeAt(I.It.Loc);
  TokenVec X{I.Name};
  C << K << "[0:@(long long)(sizeof(__typeof__(" << X << ")) / sizeof((" << X << ")[0]))]";
  TokenVec Bare = C.take();
  forEachRun(S, [&](TokenVec &Run) { renameIdent(PP, Run, I.Name.getIdentifierInfo(), K, Bare); });
}

} // namespace data
} // namespace approx
