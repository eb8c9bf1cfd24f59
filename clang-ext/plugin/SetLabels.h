//===- SetLabels.h - -fapprox-set labels that match no region -------------===//
//
// -fapprox-set=<label>:<clause> changes the regions of that label in the
// sources it is compiled with; a label that names no region changes
// nothing, and the program its user believes approximated runs exactly.
// SetLabelCheck collects the labels of a translation unit's regions and,
// when the main file's end is lexed (the host compile or -E; the device
// compile stays silent), diagnoses each -fapprox-set label that none of
// them has:
//  - the driver compiles and links this one source and no other part of
//    the program (Options.h, ProgramSources 1): an error naming the label
//    and listing the program's labels;
//  - several such sources: each compile appends its labels to the file the
//    driver opened for them (the ledger), and the last one judges the
//    union, with the same error;
//  - any other compile (-c, -S, -fsyntax-only, -E, a link that also names
//    objects or archives, which may hold the label): a warning, since
//    another file of the program may hold it.
// Both belong to the group -Wapprox-unknown-label (the error is one by
// default, as clang's DefaultError warnings). They stand in a buffer named
// as the option's other diagnostics (<-fapprox-set=LABEL>). No check
// follows an error, nor runs in a compile that uses a precompiled header
// (its regions are not seen here) or reads preprocessed text (no pragma is
// left in it: -save-temps checks in its -E step).
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
