//===- Labels.cpp - region labels in lowered code -------------------------===//
//
// The label hash (FNV-1a 64, the same function as __approx_hash() in
// headers/approx_rt.h), its spelling as a C literal, and the host's
// registration of a label in the "approx_labels" section (Labels.h).
//
//===----------------------------------------------------------------------===//
#include "Labels.h"
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

std::string labelRegistration(const ApproxDirective &D, const LoweringContext &Ctx) {
  if (Ctx.DeviceCompile)
    return "";
  return "static const char *const __approx_l" + std::to_string(Ctx.Id) +
         " __attribute__((used, retain, section(\"approx_labels\"))) = \"" +
         escapeString(D.label()) + "\";";
}

} // namespace approx
