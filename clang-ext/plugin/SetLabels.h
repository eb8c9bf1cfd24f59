//===- SetLabels.h - -fapprox-set labels that match no region -------------===//
//
// -fapprox-set=<label>:<clause> changes the regions of that label in the
// sources it is compiled with; a label that names no region changes
// nothing, and the program its user believes approximated runs exactly.
// SetLabelCheck collects the labels of a translation unit's regions and,
// when the main file's end is lexed (the host compile or -E; the device
// compile stays silent), warns about each -fapprox-set label that none of
// them has, in the group -Wapprox-unknown-label: not an error, since
// another file of the program may hold the label. The warning stands in a
// buffer named as the option's other diagnostics (<-fapprox-set=LABEL>).
// No check follows an error, nor runs in a compile that uses a precompiled
// header (its regions are not seen here) or reads preprocessed text (no
// pragma is left in it: -save-temps checks in its -E step).
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_SETLABELS_H
#define APPROX_SETLABELS_H

#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringSet.h"

namespace approx {

class SetLabelCheck {
public:
  /// Watches PP's tokens for the end of the main file (the first call,
  /// when -fapprox-set was given).
  void watch(clang::Preprocessor &PP);

  /// A region of this translation unit is labelled Label.
  void sawRegion(llvm::StringRef Label) { Labels.insert(Label); }

private:
  void finish(clang::Preprocessor &PP);

  llvm::StringSet<> Labels;
  bool Watching = false;
  bool Done = false;
};

} // namespace approx

#endif
