//===- TechniqueEmitter.h - one data technique's code around a region -----===//
//
// Each technique of the data clauses (docs/data.md) is one emitter with the
// same steps, which the coordinator (DataLowering.cpp) calls in a fixed
// order around the statement:
//
//   rewrite     the statement (renames, reads through an accessor)
//   prologue    code before the statement (copies, transfers, plans)
//   beforeLoop  inside the perforated loop's block, right before the loop
//   afterLoop   ... right after it
//   epilogue    code after the statement (copy back, release)
//
// The techniques: host input perforation (HostInputPerforation.cpp), the
// device accessor (DeviceAccessor.cpp), output reconstruction
// (OutputReconstruction.cpp), output rows on the host (HostOutputRows.cpp),
// reduced precision (ReducedPrecision.cpp) and fixed-point transfers
// (UnormTransfer.cpp). Each one handles the items the analysis gave it
// (ItemInfo's flags) and does nothing for the others. The classes of the
// coordinator (DataLowering: DataLowering.cpp, DataVariants.cpp) and of
// reduced precision (ReducedPrecision.cpp, ReducedPrecisionCopy.cpp) are
// declared here too: each is defined in two files.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_TECHNIQUEEMITTER_H
#define APPROX_TECHNIQUEEMITTER_H

#include "DataRegion.h"

namespace approx {
namespace data {

class TechniqueEmitter {
public:
  explicit TechniqueEmitter(DataRegion &R) : R(R) {}
  virtual ~TechniqueEmitter() = default;

  /// Rewrites the statement; false after an error.
  virtual bool rewrite() { return true; }
  /// Code before the statement; false after an error.
  virtual bool prologue(Code &C) { return true; }
  /// Code around the perforated loop (a loop that runs in full has none).
  virtual void beforeLoop(Code &C) {}
  virtual void afterLoop(Code &C) {}
  /// Code after the statement.
  virtual void epilogue(Code &C) {}
  /// A loop that runs in full records no rows itself: records them from
  /// this technique's plan when it has one (false: nothing recorded).
  virtual bool recordRows(Code &C) { return false; }
  /// What the technique does to item I, for -Rapprox ("" when nothing).
  virtual std::string remark(const ItemInfo &I) const { return ""; }

protected:
  DataRegion &R;
};

std::unique_ptr<TechniqueEmitter> makeHostInputPerforation(DataRegion &R);
std::unique_ptr<TechniqueEmitter> makeDeviceAccessor(DataRegion &R);
std::unique_ptr<TechniqueEmitter> makeOutputReconstruction(DataRegion &R);
std::unique_ptr<TechniqueEmitter> makeHostOutputRows(DataRegion &R);
std::unique_ptr<TechniqueEmitter> makeReducedPrecision(DataRegion &R);
std::unique_ptr<TechniqueEmitter> makeUnormTransfer(DataRegion &R);

/// The reduced-precision technique (makeReducedPrecision), declared here
/// because it is defined in two files: the statement's rewrite
/// (ReducedPrecision.cpp) and the copies' code (ReducedPrecisionCopy.cpp).
class ReducedPrecision : public TechniqueEmitter {
public:
  using TechniqueEmitter::TechniqueEmitter;

  bool rewrite() override;
  bool prologue(Code &C) override {
    C << R.Demotion.Prologue;
    for (ItemInfo &I : R.Items)
      if (I.Reduced && !itemPrologue(C, I))
        return false;
    return true;
  }
  void epilogue(Code &C) override {
    for (ItemInfo &I : R.Items)
      if (I.Reduced)
        C << itemEpilogue(I);
    C << R.Demotion.Epilogue;
  }
  std::string remark(const ItemInfo &I) const override {
    return I.Reduced ? "item '" + I.It.name() + "' held in " + I.PrecCType : "";
  }

private:
  // ReducedPrecision.cpp
  bool onlyElementUses(const ItemInfo &I);
  bool outItemOf(const ItemInfo &I) const;
  // ReducedPrecisionCopy.cpp
  /// False after an error.
  bool itemPrologue(Code &C, ItemInfo &I);
  TokenVec itemEpilogue(ItemInfo &I);
  /// The target loop converting between the present copy and the typed one
  /// (Back: into the present copy), when the state is active 2.
  TokenVec presentLoop(ItemInfo &I, bool Back);
};

/// The coordinator: runs the analysis, then the techniques in a fixed order
/// around the statement (DataLowering.cpp) and puts the region around the
/// result (DataVariants.cpp). lowerData (Lowering.h) creates one per region.
class DataLowering : public DataRegion {
public:
  DataLowering(clang::Preprocessor &PP, const ApproxDirective &D, Stmt &S,
               const LoweringContext &Ctx)
      : DataRegion(PP, D, S, Ctx), Precision(makeReducedPrecision(*this)),
        Unorm(makeUnormTransfer(*this)), HostIn(makeHostInputPerforation(*this)),
        Accessor(makeDeviceAccessor(*this)), OutRecon(makeOutputReconstruction(*this)),
        RowsOut(makeHostOutputRows(*this)) {}

  bool run(TokenVec &Out);

private:
  // The order of the techniques' code. Prologues: the reduced copies first
  // (host input perforation transfers a reduced copy), then the transfers.
  // Epilogues: the transfers end first, then the copies are widened back.
  llvm::SmallVector<TechniqueEmitter *, 6> prologueOrder() {
    return {Precision.get(), Unorm.get(),    HostIn.get(),
            Accessor.get(),  OutRecon.get(), RowsOut.get()};
  }
  llvm::SmallVector<TechniqueEmitter *, 6> epilogueOrder() {
    return {HostIn.get(), Accessor.get(), Precision.get(),
            Unorm.get(),  OutRecon.get(), RowsOut.get()};
  }
  llvm::SmallVector<TechniqueEmitter *, 6> remarkOrder() {
    return {OutRecon.get(), RowsOut.get(),   HostIn.get(),
            Accessor.get(), Precision.get(), Unorm.get()};
  }

  /// The techniques' rewrites of the statement; false after an error.
  bool rewriteStatement();
  /// NeedDevVar: declares where the construct runs (DeviceScalars) and
  /// binds its device() and if() to those scalars; false after an error.
  bool bindDevice();
  /// Right after '#pragma omp' (only precision lists get here): nothing may
  /// stand around the loop; the declarations are retyped in place.
  bool lowerInline(TokenVec &Out);
  /// The region's scalars (enabled, value, chunk, method, device).
  void regionScalars(Code &C);
  /// Whether the typed copy of a listed array is made on the device, which
  /// an enclosing `target data` has it present on (declarations).
  TokenVec presentTypedCopies();
  /// Runs the region exactly when an item it would transfer approximately
  /// is already present on the device.
  TokenVec presentCheck();
  /// The approximated statement: prologues, loop, rows, epilogues.
  bool approximated(Code &A);
  bool loop(Code &A);
  /// Executions and rows of a region whose loop runs in full (a perforated
  /// loop records its own), before the in-items' end (which resets them).
  void recordRows(Code &A);
  std::string noRows() const {
    return "if (__approxrt_reporting()) __approxrt_record_perfo(" + LabelLit + ", 0, 0);";
  }
  /// -Rapprox: what the region does to each item.
  void emitRemark();

  // DataVariants.cpp
  /// The region around the approximated statement A: the variant without
  /// transfers, the time, the C++ type guard.
  bool assemble(Code &C, Code &A, TokenVec &Out);
  /// The region without its precision/unorm transfers (perforation,
  /// reconstruction and, with KeepVariables, the variables' precision kept).
  /// Empty when that is the exact statement. False after an error.
  bool restVariant(TokenVec &Out, bool &Lowered, bool KeepVariables);
  /// C++ templates: `if constexpr (<every dependent item's type fits>)`
  /// around the lowering, else one static assertion per item at the item
  /// and the statement as written (empty when no item is dependent).
  bool typeGuard(TokenVec &Cond, TokenVec &Asserts);

  std::unique_ptr<TechniqueEmitter> Precision, Unorm, HostIn, Accessor, OutRecon, RowsOut;
  TokenVec Exact;         // the statement, its device() and if() bound to the scalars
  TokenVec AsWritten;     // the statement as written (outside the scalars' block)
  TokenVec DeviceScalars; // declareDevice's scalars, when NeedDevVar
  /// The statement as written, for the variant without transfer
  /// approximations (restVariant).
  std::unique_ptr<Stmt> Pristine;
};

} // namespace data
} // namespace approx

#endif
