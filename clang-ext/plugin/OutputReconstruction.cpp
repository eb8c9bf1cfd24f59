//===- OutputReconstruction.cpp - out-items rebuilt after the loop ---------===//
//
// Output reconstruction (docs/data.md): the perforated loop leaves the
// skipped rows of an out-item unwritten; right after the loop they are
// rebuilt from the kept rows (nearest or lerp) on the device before the
// copy-back (`target enter data` of the item before the loop and `target
// exit data` after the rebuild keep it there: a structured `target data`
// around the construct made clang 19 read arrays a C++ lambda captures as
// zeros in the nested construct, Exec/data-out-recon-lambda.cpp),
// or on the host for a loop that is not offloaded, with the construct's
// parallelism. The code goes inside the perforated loop's block, through
// the perfo lowering's hooks (PerfoHooks, Lowering.h).
//
//===----------------------------------------------------------------------===//
#include "TechniqueEmitter.h"

using namespace clang;

namespace approx {
namespace data {
namespace {

class OutputReconstruction : public TechniqueEmitter {
public:
  using TechniqueEmitter::TechniqueEmitter;

  void beforeLoop(Code &C) override;
  void afterLoop(Code &C) override;
  std::string remark(const ItemInfo &I) const override {
    if (!I.OutRecon || I.RowsOut)
      return "";
    return "out-item '" + I.It.name() + "' reconstructed (" +
           spelling(R.D.Reconstruct->Mode).str() + ") " +
           (R.Offloaded ? "on the device before copy-back" : "on the host");
  }

private:
  /// Whether the items stay on the device across the loop (`target data`).
  bool wraps() const {
    return R.Offloaded && llvm::any_of(R.Items, [](const ItemInfo &I) { return I.OutRecon && !I.RowsOut; });
  }
  TokenVec itemAfter(ItemInfo &I);
  std::string hostDirective();
  /// In C++ the item may be a member reached through `this`: a `target
  /// data` of `b[0:n]` then maps part of *this, which the construct's map
  /// of more members cannot extend (libomptarget stops: "explicit extension
  /// not allowed"). The wrapper and the rebuild kernel name the storage
  /// through a local pointer instead, declared before the wrapper.
  bool aliased() const { return R.CXX && wraps(); }
  /// The alias's name, one token.
  Token aliasTok(const ItemInfo &I) {
    Code C = R.code();
    C << I.var("ob");
    return C.take().front();
  }
  /// The construct's list item, through the alias when aliased().
  TokenVec mapItem(ItemInfo &I);
  /// `target enter data` (before the loop) or `target exit data` (after the
  /// rebuild) of the reconstructed items, with the construct's device and if.
  void dataDirective(Code &C, bool Enter);
};

TokenVec OutputReconstruction::mapItem(ItemInfo &I) {
  TokenVec Item = I.NewMap->Item;
  if (!aliased())
    return Item;
  size_t B = 0;
  while (B < Item.size() && Item[B].is(tok::l_paren)) // array shaping
    B = closingBracket(Item, B) + 1;
  if (B < Item.size() && Item[B].getIdentifierInfo() == I.Name.getIdentifierInfo())
    Item[B] = aliasTok(I);
  return Item;
}

void OutputReconstruction::beforeLoop(Code &C) {
  // Declarations first: the rows to rebuild, the aliases; then the checks.
  for (ItemInfo &I : R.Items)
    if (I.OutRecon && !I.RowsOut)
      C << MaybeUnused << "const long long " << I.var("B") << " = " << I.var("R") << " < " << R.pv()
        << ".__n ? " << I.var("R") << " : " << R.pv() << ".__n;";
  for (ItemInfo &I : R.Items)
    if (aliased() && I.OutRecon && !I.RowsOut) {
      TokenVec X{I.Name};
      C << "__typeof__(&(" << X << ")[0]) " << I.var("ob") << " = &(" << X << ")[0];";
    }
  for (ItemInfo &I : R.Items)
    if (I.OutRecon && !I.RowsOut && !R.Ctx.DeviceCompile)
      C << "__approx_data_check_kept(" << R.LabelLit << ", " << R.itemStr(I) << ", &" << R.pv()
        << ", " << I.var("B") << ");";
  if (wraps())
    dataDirective(C, /*Enter=*/true);
}

void OutputReconstruction::dataDirective(Code &C, bool Enter) {
  C.ompBegin() << (Enter ? "target enter data" : "target exit data");
  for (ItemInfo &I : R.Items) {
    if (!I.OutRecon || I.RowsOut)
      continue;
    llvm::StringRef T = I.NewMap->Type;
    bool In = T == "to" || T == "tofrom", Out = T == "from" || T == "tofrom";
    bool Present = mapModifier(*I.NewMap, "present");
    C << " map(" << (Enter && Present ? "present, " : "")
      << (Enter ? (In ? "to" : "alloc") : (Out ? "from" : "release")) << ": " << mapItem(I) << ")";
  }
  C << " device(__approx_dev" << R.N << ")" << R.OffIf;
  C.ompEnd();
}

void OutputReconstruction::afterLoop(Code &C) {
  for (ItemInfo &I : R.Items)
    if (I.OutRecon && !I.RowsOut)
      C << itemAfter(I);
  if (wraps())
    dataDirective(C, /*Enter=*/false);
}

std::string OutputReconstruction::hostDirective() {
  // Mimic the construct's parallelism for a loop that is not offloaded.
  if (R.Dirs.empty())
    return "";
  std::string Name = R.Dirs.front()->directiveName();
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

TokenVec OutputReconstruction::itemAfter(ItemInfo &I) {
  Code C = R.code();
  TokenVec E = R.elt(I, I.Name), Unq = R.unqual(E);
  C << "if (" << R.pv() << ".__kind != 0) {";
  Token Base = aliased() ? aliasTok(I) : I.Name;
  if (R.Offloaded) {
    C.ompBegin() << "target teams distribute parallel for collapse(2) map(alloc: " << mapItem(I)
                 << ") firstprivate(" << R.pv() << ") device(__approx_dev" << R.N << ")" << R.OffIf;
    C.ompEnd();
  } else if (std::string Dir = hostDirective(); !Dir.empty()) {
    C.ompBegin() << Dir << " collapse(2)";
    C.ompEnd();
  }
  C << "for (long long __approx_r = 0; __approx_r < " << I.var("B")
    << "; ++__approx_r) for (long long __approx_c = 0; __approx_c < " << I.var("C")
    << "; ++__approx_c) { " << Unq << " *__approx_b = @(" << Unq << " *)(" << R.elem0(I, Base)
    << ");" << R.reconStmt(I, Unq, "__approx_b", R.pv(), I.var("B")) << "} }";
  return C.take();
}

} // namespace

std::unique_ptr<TechniqueEmitter> makeOutputReconstruction(DataRegion &R) {
  return std::make_unique<OutputReconstruction>(R);
}

} // namespace data
} // namespace approx
