//===- Labels.cpp - region labels in lowered code -------------------------===//
//
// The label hash (FNV-1a 64, the same function as __approx_hash() in
// headers/approx_rt.h), its spelling as a C literal, and the host's
// registration of a label and its region's techniques in the
// "approx_regions" section (Labels.h).
//
//===----------------------------------------------------------------------===//
#include "Labels.h"
#include "NestedRegions.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

namespace approx {

uint64_t labelHash(llvm::StringRef Label) {
  uint64_t H = 1469598103934665603ULL;
  for (unsigned char C : Label) {
    H ^= C;
    H *= 1099511628211ULL;
  }
  return H;
}

std::string hashLiteral(uint64_t Hash) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::format_hex(Hash, 18) << "ULL";
  return S;
}

std::string techniqueMask(const ApproxDirective &D, bool FoldedIf0) {
  std::string M;
  auto Add = [&](bool On, const char *Bit) {
    if (On)
      M += (M.empty() ? "" : "|") + std::string(Bit);
  };
  Add(D.Perfo.has_value(), "__APPROX_TECH_PERFO");
  Add(D.Reconstruct.has_value(), "__APPROX_TECH_RECON");
  Add(D.Memo && D.Memo->Kind == MemoKind::In, "__APPROX_TECH_MEMO_IN");
  Add(D.Memo && D.Memo->Kind == MemoKind::Out, "__APPROX_TECH_MEMO_OUT");
  Add(!D.Precisions.empty() || D.Unorm, "__APPROX_TECH_PRECISION");
  Add(D.Sync.has_value(), "__APPROX_TECH_SYNC");
  Add(D.Atomic.has_value(), "__APPROX_TECH_ATOMIC");
  Add(D.Branch.has_value(), "__APPROX_TECH_BRANCH");
  Add(isGroup(D), "__APPROX_TECH_GROUP");
  // Without if(), or with a literal if(0) (folded away: the statement as
  // written), sync, atomic and branch are chosen at compile time: the
  // region never consults the run-time table.
  Add(FoldedIf0, "__APPROX_TECH_IF0");
  Add(!FoldedIf0 && !((D.Sync || D.Atomic || D.Branch) && !D.If), "__APPROX_TECH_RUNTIME");
  return M;
}

std::string labelRegistration(const ApproxDirective &D, const LoweringContext &Ctx,
                              bool FoldedIf0) {
  if (Ctx.DeviceCompile)
    return "";
  return "static const __approx_label_t __approx_l" + std::to_string(Ctx.Id) +
         " __attribute__((used, retain, section(\"approx_regions\"))) = {\"" +
         escapeString(D.label()) + "\", " + techniqueMask(D, FoldedIf0) + "};";
}

} // namespace approx
