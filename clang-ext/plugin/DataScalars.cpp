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
  // Unused where nothing is approximated (precision(double : list)).
  C << MaybeUnused << "int __approx_en" << N << " = __approx_data_enabled(" << Hash << ", ("
    << (D.If ? D.If->Toks : One) << ") ? 1 : 0);";
  if (D.Perfo)
    C << "const double __approx_v" << N << " = @(double)(" << D.Perfo->Value.Toks
      << "); const long long __approx_ch" << N << " = @(long long)("
      << (D.Perfo->Chunk ? D.Perfo->Chunk->Toks : One) << ");";
}

void declareMethod(Code &C, const ApproxDirective &D, const std::string &N, llvm::StringRef Hash) {
  C << MaybeUnused << "const int __approx_m" << N << " = __approx_data_method(" << Hash << ", "
    << abiName(D.Reconstruct->Mode) << ");";
}

/// `int __approx_dk<N>`, the kind of device a construct with
/// device(__approx_dev<N>) and if(On) runs on, as the runtime has cached it
/// (probeDeviceKind asks the device when it has not).
static void declareDeviceKind(Code &C, const std::string &N, const std::string &On) {
  C << MaybeUnused << "int __approx_dk" << N << " = __approx_device_kind(__approx_dev" << N << ", "
    << On << ");";
}

void probeDeviceKind(Code &C, const std::string &N) {
  std::string K = "__approx_dk" + N, Dev = "__approx_dev" + N, P = "__approx_kb" + N;
  C << "if (" << K << " < 0) { int " << P << "[1] = {__APPROX_DEV_HOST};";
  C.ompBegin() << "target teams distribute parallel for device(" << Dev << ") map(from: " << P
               << "[0:1])";
  C.ompEnd();
  C << "for (int __approx_i = 0; __approx_i < 1; ++__approx_i) " << P
    << "[__approx_i] = __approx_device_kind_here(); " << K << " = __approx_device_kind_set(" << Dev
    << ", " << P << "[0]); }";
}

namespace {
/// One `Name(...)` clause of a directive: its arguments are Dir->Toks[Args,
/// End), its operand Dir->Toks[Begin, End), after the modifier Mod
/// (`target`, `device_num`; "" without one).
/// Identifiers before a top-level ':' are a modifier; a ':' after anything
/// else is a conditional operator's (`if(c ? x : y)`).
struct ClauseOperand {
  Stmt *Dir = nullptr;
  size_t Args = 0, Begin = 0, End = 0;
  std::string Mod;
  SourceLocation Loc;
};

llvm::SmallVector<ClauseOperand, 2> clauseOperands(llvm::ArrayRef<Stmt *> Dirs,
                                                   llvm::StringRef Name) {
  llvm::SmallVector<ClauseOperand, 2> Out;
  for (const ClauseArgs &A : clauseArgs(Dirs, Name)) {
    ClauseOperand C{A.Dir, A.Begin, A.Begin, A.End, "", A.Loc};
    llvm::ArrayRef<Token> Args(A.Dir->Toks.data() + A.Begin, A.End - A.Begin);
    C.Begin += clauseModifier(Args, &C.Mod);
    Out.push_back(C);
  }
  return Out;
}

/// The if() that decides where the construct runs: the first without a
/// modifier or with a `target...` one (`if(parallel: c)` does not).
std::optional<ClauseOperand> targetIf(llvm::ArrayRef<Stmt *> Dirs) {
  for (ClauseOperand &C : clauseOperands(Dirs, "if"))
    if (ifForTarget(C.Mod))
      return C;
  return std::nullopt;
}

std::optional<ClauseOperand> deviceClause(llvm::ArrayRef<Stmt *> Dirs) {
  llvm::SmallVector<ClauseOperand, 2> Cs = clauseOperands(Dirs, "device");
  if (Cs.empty())
    return std::nullopt;
  return Cs.front();
}

TokenVec operandOf(const ClauseOperand &C) {
  return TokenVec(C.Dir->Toks.begin() + C.Begin, C.Dir->Toks.begin() + C.End);
}

void replaceOperand(const ClauseOperand &C, size_t From, const TokenVec &With) {
  TokenVec &T = C.Dir->Toks;
  T.erase(T.begin() + From, T.begin() + C.End);
  T.insert(T.begin() + From, With.begin(), With.end());
}
} // namespace

std::optional<std::string> declareDevice(Preprocessor &PP, Code &C, llvm::ArrayRef<Stmt *> Dirs,
                                         const std::string &N) {
  // The construct's if(): when false it runs on the host, and so must the
  // data work around it.
  std::string Off;
  if (std::optional<ClauseOperand> If = targetIf(Dirs)) {
    Off = "__approx_off" + N;
    C << "const int " << Off << " = (" << operandOf(*If) << ") ? 1 : 0;";
  }
  std::optional<ClauseOperand> Dev = deviceClause(Dirs);
  if (Dev && !Dev->Mod.empty() && Dev->Mod != "device_num") {
    error(PP, Dev->Loc,
          "'device(%0: ...)' is not supported on a construct with data "
          "approximations; give the device number")
        << Dev->Mod;
    return std::nullopt;
  }
  if (Dev)
    C << "const int __approx_dev" << N << " = @(int)(" << operandOf(*Dev) << ");";
  else
    C << "const int __approx_dev" << N << " = __approx_default_device();";
  declareDeviceKind(C, N, Off.empty() ? "1" : Off);
  return Off;
}

void bindDeviceClauses(llvm::ArrayRef<Stmt *> Dirs, const std::string &N,
                       llvm::function_ref<TokenVec(llvm::StringRef)> T) {
  if (std::optional<ClauseOperand> Dev = deviceClause(Dirs))
    replaceOperand(*Dev, Dev->Args, T("__approx_dev" + N)); // device_num: goes too
  if (std::optional<ClauseOperand> If = targetIf(Dirs))
    replaceOperand(*If, If->Begin, T("__approx_off" + N));
}

} // namespace data
} // namespace approx
