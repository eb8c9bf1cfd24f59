//===- SkippedText.cpp - source lines an #if left out ------------------------===//
//
// Implementation of SkippedText.h: a PPCallbacks that stores each skipped
// range as offsets in its file. The preprocessor reports them in the order
// it lexes, so each file's list is sorted and a lookup is a binary search.
//
//===----------------------------------------------------------------------===//
#include "SkippedText.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <memory>
#include <utility>

using namespace clang;

namespace approx {
namespace {

using RangeList = llvm::SmallVector<std::pair<unsigned, unsigned>, 8>; // [begin, end]

llvm::DenseMap<FileID, RangeList> &skipped() {
  static llvm::DenseMap<FileID, RangeList> Map;
  return Map;
}

class SkippedTextCallbacks : public PPCallbacks {
public:
  explicit SkippedTextCallbacks(SourceManager &SM) : SM(SM) {}
  void SourceRangeSkipped(SourceRange Range, SourceLocation) override {
    SourceLocation B = Range.getBegin(), E = Range.getEnd();
    if (!B.isFileID() || !E.isFileID())
      return;
    auto [FID, BOff] = SM.getDecomposedLoc(B);
    auto [EFID, EOff] = SM.getDecomposedLoc(E);
    if (FID != EFID || EOff < BOff)
      return;
    RangeList &L = skipped()[FID];
    bool InOrder = L.empty() || BOff > L.back().second;
    L.push_back({BOff, EOff});
    if (!InOrder) // keep the list sorted
      llvm::sort(L);
  }

private:
  SourceManager &SM;
};

} // namespace

void recordSkippedText(Preprocessor &PP) {
  static const Preprocessor *Recording = nullptr;
  if (Recording == &PP)
    return;
  Recording = &PP;
  skipped().clear();
  PP.addPPCallbacks(std::make_unique<SkippedTextCallbacks>(PP.getSourceManager()));
}

bool inSkippedText(FileID FID, unsigned Off) {
  auto It = skipped().find(FID);
  if (It == skipped().end())
    return false;
  const RangeList &L = It->second;
  // The last range beginning at or before Off.
  auto After = llvm::upper_bound(
      L, Off, [](unsigned O, const std::pair<unsigned, unsigned> &R) { return O < R.first; });
  return After != L.begin() && Off <= std::prev(After)->second;
}

} // namespace approx
