//===- FpExchange.h - the pointers a time loop's double buffers exchange --===//
//
// Stencil codes keep two arrays and exchange their pointers after each
// sweep (`tmp = a; a = b; b = tmp;`). A precision list on the time loop
// can hold them in typed copies only together: every pointer the copies
// reach must be a listed array of the same type and section, or a
// temporary that nothing but such copies names and that holds one of the
// arrays before it is read (docs/language.md "Arrays of a time loop").
// pointerExchange() finds that set from the copies hoistUse() saw and says
// whether its temporaries qualify. The lowering (mirrorPointerCopies in
// VarPrecisionHoistUses.cpp) adds the checks that need the list (listed,
// one type and section) and mirrors the copies; the fp-report
// (FpRecord.cpp) offers each such set as one "tied" group, so approx-tune
// gives its arrays one type, the only vectors the compiler accepts.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_FPEXCHANGE_H
#define APPROX_FPEXCHANGE_H

#include "FpHoist.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace approx {

/// The pointers that exchange values with a time loop's arrays, and the
/// copies that do it.
struct PointerExchange {
  /// The arrays its kernels map (hoistUse() finds them mapped), first
  /// those the seeds name, in order of discovery, and how the statement
  /// reaches each (ArrayUses[K] is hoistUse() of Arrays[K] over the tokens).
  llvm::SmallVector<const clang::IdentifierInfo *, 4> Arrays;
  llvm::SmallVector<HoistUse, 4> ArrayUses;
  /// The other pointers the copies reach (`tmp`).
  llvm::SmallVector<const clang::IdentifierInfo *, 4> Temps;
  /// Every copy among them, once each.
  llvm::SmallVector<HoistUse::PointerCopy, 4> Copies;
  enum Problem {
    None,
    OtherUse,   // a temporary named otherwise than in such copies
    FromOutside // a temporary read before any array is copied into it
  } Why = None;
  const clang::IdentifierInfo *Bad = nullptr; // the temporary at fault
};

/// The exchange reached from Seeds (the copies hoistUse() found for the
/// listed arrays) over the statement Toks. Canon maps a name of Toks to the
/// array it stands for (the lowering renames host uses; identity else).
PointerExchange pointerExchange(
    clang::Preprocessor &PP, llvm::ArrayRef<clang::Token> Toks,
    llvm::ArrayRef<HoistUse::PointerCopy> Seeds,
    llvm::function_ref<const clang::IdentifierInfo *(const clang::IdentifierInfo *)> Canon);

} // namespace approx

#endif
