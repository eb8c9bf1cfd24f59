//===- DataScalars.cpp - the scalars a data region or data site starts with -===//
//
// The declarations of DataScalars.h, shared by the construct lowering and
// the data sites.
//
//===----------------------------------------------------------------------===//
#include "DataScalars.h"
#include "TokenScan.h"

using namespace clang;

namespace approx {
namespace data {

void declareEnabled(Code &C, const ApproxDirective &D, const std::string &N, llvm::StringRef Hash,
                    const TokenVec &One) {
  C << "int __approx_en" << N << " = __approx_data_enabled(" << Hash << ", ("
    << (D.If ? D.If->Toks : One) << ") ? 1 : 0);";
  if (D.Perfo)
    C << "const double __approx_v" << N << " = (double)(" << D.Perfo->Value.Toks
      << "); const long long __approx_ch" << N << " = (long long)("
      << (D.Perfo->Chunk ? D.Perfo->Chunk->Toks : One) << ");";
}

void declareMethod(Code &C, const ApproxDirective &D, const std::string &N, llvm::StringRef Hash) {
  C << MaybeUnused << "const int __approx_m" << N << " = __approx_data_method(" << Hash << ", "
    << abiName(D.Reconstruct->Mode) << ");";
}

/// `int __approx_dk<N>`, the kind of device a construct with
/// device(__approx_dev<N>) and if(On) runs on. The runtime caches it per
/// device; the first construct that asks probes with a one-iteration SPMD
/// target region written here, in the user's code: one in the forced
/// approx.h would come before a `#pragma omp requires`, which OpenMP (and
/// clang) forbid.
static void declareDeviceKind(Code &C, const std::string &N, const std::string &On) {
  std::string K = "__approx_dk" + N, Dev = "__approx_dev" + N, P = "__approx_kb" + N;
  C << MaybeUnused << "int " << K << " = __approx_device_kind(" << Dev << ", " << On << ");";
  C << "if (" << K << " < 0) { int " << P << "[1] = {__APPROX_DEV_HOST};";
  C.ompBegin() << "target teams distribute parallel for device(" << Dev << ") map(from: " << P
               << "[0:1])";
  C.ompEnd();
  C << "for (int __approx_i = 0; __approx_i < 1; ++__approx_i) " << P
    << "[__approx_i] = __approx_device_kind_here(); " << K << " = __approx_device_kind_set(" << Dev
    << ", " << P << "[0]); }";
}

std::string declareDevice(Code &C, llvm::ArrayRef<Stmt *> Dirs, const std::string &N) {
  // The construct's if(): when false it runs on the host, and so must the
  // data work around it. `if(target: c)` names the directive it applies to
  // (identifiers before ':'); a ':' after anything else is a conditional
  // operator's (`if(c ? x : y)`).
  std::string Off;
  if (std::optional<TokenVec> IfArg = findClauseArg(Dirs, "if")) {
    std::vector<TokenVec> Parts = splitTopLevel(*IfArg, tok::colon);
    TokenVec Cond = *IfArg;
    if (Parts.size() == 2 && !Parts[0].empty() &&
        llvm::all_of(Parts[0], [](const Token &T) { return T.is(tok::identifier); }))
      Cond = Parts[1];
    Off = "__approx_off" + N;
    C << "const int " << Off << " = (" << Cond << ") ? 1 : 0;";
  }
  if (std::optional<TokenVec> Dev = findClauseArg(Dirs, "device"))
    C << "const int __approx_dev" << N << " = (int)(" << *Dev << ");";
  else
    C << "const int __approx_dev" << N << " = __approx_default_device();";
  declareDeviceKind(C, N, Off.empty() ? "1" : Off);
  return Off;
}

} // namespace data
} // namespace approx
