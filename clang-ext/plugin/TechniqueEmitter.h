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
// (OutputReconstruction.cpp), reduced precision (ReducedPrecision.cpp) and
// fixed-point transfers (UnormTransfer.cpp). Each one handles the items the
// analysis gave it (ItemInfo's flags) and does nothing for the others.
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
std::unique_ptr<TechniqueEmitter> makeReducedPrecision(DataRegion &R);
std::unique_ptr<TechniqueEmitter> makeUnormTransfer(DataRegion &R);

} // namespace data
} // namespace approx

#endif
