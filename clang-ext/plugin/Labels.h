//===- Labels.h - region labels in lowered code ---------------------------===//
//
// A region is known to the runtime by its label (label("name") or the
// pragma's "file:line"): lowered code passes the label and its FNV-1a hash
// (computed here, equal to __approx_hash() in headers/approx_rt.h, so
// APPROX_CONFIG entries match without hashing at run time), and the host
// compile registers every label, with what its region is (its techniques:
// headers/approx_rt.h's __APPROX_TECH_*), in the "approx_regions" section,
// which the runtime reads to validate APPROX_CONFIG: its labels, and that
// each field applies to a technique of the label. Used by every lowering.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_LABELS_H
#define APPROX_LABELS_H

#include "Lowering.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>

namespace approx {

/// FNV-1a 64 of a label, as __approx_hash() computes it at run time.
uint64_t labelHash(llvm::StringRef Label);

/// A label hash as a C literal: `0x...ULL`.
std::string hashLiteral(uint64_t Hash);

/// The region's techniques as a C expression of __APPROX_TECH_* bits.
/// FoldedIf0: a sync, atomic or branch region whose literal if(0) folded it
/// away (exact, chosen at compile time).
std::string techniqueMask(const ApproxDirective &D, bool FoldedIf0 = false);

/// The host's registration of the region's label and techniques for
/// APPROX_CONFIG (an __approx_label_t in the "approx_regions" section, named
/// __approx_l<id>); empty in a device compile.
std::string labelRegistration(const ApproxDirective &D, const LoweringContext &Ctx,
                              bool FoldedIf0 = false);

} // namespace approx

#endif
