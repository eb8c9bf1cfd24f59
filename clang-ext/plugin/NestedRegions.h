//===- NestedRegions.h - exact copies of regions inside regions -----------===//
//
// A region's exact version (the construct as written, which a disabled
// region runs) would otherwise still hold the lowered code of the regions
// nested in it, so a kernel with a disabled region inside pays for that
// region's plan and its second loop version. While a `#pragma approx`
// statement is being read, every region lowered inside it is marked: its
// lowered compound statement starts with `enum { __approx_nest_<id> };`, and its code
// as written is kept here. The enclosing region's exact version then
// substitutes that code and takes the exact branch only when each nested
// region is disabled at run time (__approx_nested_off). The outermost
// region strips the markers it sees; any other is an unused enumerator.
// A replacement that is not one compound statement (the inline form of a
// loop in a collapsed nest, before which nothing may stand) has no marker:
// it is known by its first and last tokens, generated ones.
// A group, `#pragma approx label(L) [if(e)]` with no technique, is only
// that: the statement as written when L is disabled, e is false, or every
// region inside is disabled; the statement lowered otherwise.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_NESTEDREGIONS_H
#define APPROX_NESTEDREGIONS_H

#include "Directive.h"
#include "StmtReader.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>

namespace approx {

/// Marks Lowered (the region's replacement of its statement) as a nested
/// region and keeps AsWritten, the statement's tokens taken before its
/// lowering rewrote them in place (a precision list renames variables to
/// their typed copies, whose declarations only the lowered code has). A
/// replacement that is one compound statement gets a marker; any other is
/// recognized by its first and last tokens (kind and location).
void markNested(clang::Preprocessor &PP, unsigned Id, const ApproxDirective &D,
                llvm::ArrayRef<clang::Token> AsWritten, TokenVec &Lowered);

/// Toks with every marked region replaced by its code as written; the
/// label hashes of those regions (and of the regions inside them) are
/// appended to Hashes, each once.
TokenVec exactCopy(llvm::ArrayRef<clang::Token> Toks, llvm::SmallVectorImpl<uint64_t> &Hashes);

/// Removes the markers, leaving the lowered code.
void stripMarkers(TokenVec &Toks);

/// A pragma with only `label` and `if`: a group of the regions in its
/// statement (lowerGroup in Lowering.h).
bool isGroup(const ApproxDirective &D);

} // namespace approx

#endif
