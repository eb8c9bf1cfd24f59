//===- CommandLine.cpp - what a clang command line asks for -----------===//
//
// The analysis behind approx-clang's decisions (CommandLine.h). Response
// files go through llvm::cl::ExpansionContext with the GNU tokenizer, as
// clang's own driver expands them; the expanded arguments are split by
// clang::driver::getDriverOptTable(), so an option's arity and aliases are
// clang's (no hand-kept list to fall behind), and the flags that matter
// here are recognised by option ID, whatever spelling or alias was used.
//
//===----------------------------------------------------------------------===//

#include "CommandLine.h"

#include "clang/Driver/Options.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/StringSaver.h"
#include <optional>

using namespace clang::driver::options;
using llvm::StringRef;

namespace approx {
namespace {

enum class InputKind { Source, Preprocessed, Header, Other };

InputKind kindFromLanguage(StringRef L) {
  if (L == "c" || L == "c++")
    return InputKind::Source;
  if (L == "cpp-output" || L == "c++-cpp-output")
    return InputKind::Preprocessed;
  if (L == "c-header" || L == "c++-header")
    return InputKind::Header;
  return InputKind::Other;
}

InputKind kindFromExtension(StringRef Path) {
  StringRef Base = Path.substr(Path.rfind('/') + 1);
  size_t Dot = Base.rfind('.');
  if (Dot == StringRef::npos)
    return InputKind::Other;
  StringRef E = Base.substr(Dot + 1);
  for (const char *S : {"c", "C", "cc", "CC", "cp", "cpp", "CPP", "cxx", "CXX", "c++", "C++"})
    if (E == S)
      return InputKind::Source;
  if (E == "i" || E == "ii")
    return InputKind::Preprocessed;
  for (const char *S : {"h", "H", "hh", "hpp", "hxx", "h++"})
    if (E == S)
      return InputKind::Header;
  return InputKind::Other;
}

// Our own flags, removed before clang sees the command. A spelling clang
// itself knows (-fapprox-func) is clang's.
// -W[no-][error=]approx-<group>: the plugin's warning groups, which
// clang's own tables do not know (docs/language.md): hpac ("HPAC
// compatibility"), teams-loop (the 'teams loop' defect of clang 19),
// unknown-label (a -fapprox-set label that names no region) and
// precision-overload (a C++ call that mixed precision may move to another
// overload, "Mixed precision").
// The plugin argument of such a flag ("hpac-warnings=on",
// "teams-loop-warnings=noerror", ...), or nothing for another flag.
static std::optional<std::string> pluginWarningArg(StringRef A) {
  if (!A.consume_front("-W"))
    return std::nullopt;
  StringRef Setting = A.consume_front("no-error=") ? "noerror"
                      : A.consume_front("error=")  ? "error"
                      : A.consume_front("no-")     ? "off"
                                                   : "on";
  if (!A.consume_front("approx-") ||
      (A != "hpac" && A != "teams-loop" && A != "unknown-label" && A != "precision-overload"))
    return std::nullopt;
  return (A + "-warnings=" + Setting).str();
}

bool isApproxFlag(StringRef A, const llvm::opt::Arg &Parsed) {
  if (pluginWarningArg(A))
    return true;
  if (!Parsed.getOption().matches(OPT_UNKNOWN) && !Parsed.getOption().matches(OPT_R_Joined))
    return false;
  return A == "-fapprox" || A == "-fno-approx" || A.starts_with("-fapprox-") ||
         A.starts_with("-fno-approx-") || A == "-Rapprox" || A == "-Rno-approx";
}

void analyzeApproxFlag(const std::string &A, Analysis &R) {
  if (A == "-fno-approx") {
    R.ApproxEnabled = false;
  } else if (A == "-fapprox") {
    R.ApproxEnabled = true;
  } else if (std::optional<std::string> W = pluginWarningArg(A)) {
    R.PluginWarnings.push_back(*W); // in order, as clang applies -W flags
  } else if (A == "-Rapprox") {
    R.Remarks = true;
  } else if (A == "-Rno-approx") {
    R.Remarks = false;
  } else if (A == "-fapprox-set" || StringRef(A).starts_with("-fapprox-set=")) {
    std::string V = A.size() > 13 ? A.substr(13) : std::string();
    size_t Colon = V.find(':');
    if (Colon == std::string::npos || Colon == 0 || Colon + 1 == V.size())
      R.Errors.push_back("malformed '" + A +
                         "': expected -fapprox-set=<label>:<clause>, e.g. "
                         "-fapprox-set=blur:perfo(large:2)");
    else
      R.Sets.push_back(V);
  } else if (A == "-fapprox-fp-report" || StringRef(A).starts_with("-fapprox-fp-report=")) {
    std::string V = A.size() > 19 ? A.substr(19) : std::string();
    if (V.empty())
      R.Errors.push_back("missing file name in '" + A +
                         "': expected -fapprox-fp-report=<file.json>");
    else
      R.FpReport = V;
  } else if (A == "-fapprox-perfo-lowering" ||
             StringRef(A).starts_with("-fapprox-perfo-lowering=")) {
    std::string V = A.size() > 24 ? A.substr(24) : std::string();
    if (V == "continue" || V == "compact")
      R.PerfoLowering = V;
    else
      R.Errors.push_back("invalid value '" + V + "' in '" + A +
                         "': expected 'continue' or 'compact'");
  } else {
    R.Errors.push_back("unknown option '" + A +
                       "'; approx options are -fapprox-set=<label>:<clause>, "
                       "-fapprox-perfo-lowering=continue|compact, -fapprox-fp-report=<file.json>, "
                       "-Rapprox, -Wapprox-hpac, -Wapprox-teams-loop, -Wapprox-unknown-label, "
                       "-Wapprox-precision-overload and "
                       "-fno-approx");
  }
}

void countInput(StringRef A, StringRef Lang, Analysis &R) {
  // stdin ("-") needs -x to be compiled as C/C++ here.
  InputKind K = !Lang.empty() ? kindFromLanguage(Lang)
                : A == "-"    ? InputKind::Other
                              : kindFromExtension(A);
  if (K == InputKind::Source)
    ++R.Sources;
  else if (K == InputKind::Preprocessed)
    ++R.Preprocessed;
  else if (K == InputKind::Header)
    ++R.Headers;
  else
    ++R.OtherInputs;
}

// The offloading and phase flags that decide what approx-clang adds.
void analyzeClangFlag(const llvm::opt::Arg &A, Analysis &R) {
  const llvm::opt::Option &O = A.getOption();
  if (O.matches(OPT_c) || O.matches(OPT_fsyntax_only) || O.matches(OPT__precompile) ||
      O.matches(OPT_emit_ast) || O.matches(OPT__analyze))
    R.CompileOnly = true;
  else if (O.matches(OPT_S))
    R.CompileOnly = R.AssembleOnly = true;
  else if (O.matches(OPT_E) || O.matches(OPT_M) || O.matches(OPT_MM))
    R.CompileOnly = R.PreprocessOnly = true;
  else if (O.matches(OPT_r))
    R.Relocatable = true;
  else if (O.matches(OPT_shared))
    R.Shared = true;
  else if (O.matches(OPT_fopenmp) || O.matches(OPT_fopenmp_EQ))
    R.OpenMP = true;
  else if (O.matches(OPT_fno_openmp))
    R.OpenMP = false;
  else if (O.matches(OPT_offload_arch_EQ)) {
    for (const char *V : A.getValues()) {
      llvm::SmallVector<StringRef, 4> Archs;
      StringRef(V).split(Archs, ',');
      for (StringRef Arch : Archs) {
        if (Arch == "native")
          R.NativeArch = true;
        else if (Arch.starts_with("sm_"))
          R.NVPTX = true;
      }
    }
  } else if (O.matches(OPT_fopenmp_targets_EQ)) {
    for (const char *V : A.getValues()) {
      StringRef T(V);
      if (T.starts_with("nvptx"))
        R.NVPTX = true;
      else if (!T.starts_with("amdgcn") && !T.starts_with("spirv") && !T.empty())
        R.CpuTargets.push_back(T.str());
    }
  } else if (O.matches(OPT_cuda_path_EQ))
    R.UserCudaPath = true;
  else if (O.matches(OPT_libomptarget_nvptx_bc_path_EQ))
    R.UserBCPath = true;
  else if (O.matches(OPT_nogpulib))
    R.NoGpuLib = true;
  else if (O.matches(OPT_offload_host_only))
    R.OffloadHostOnly = true;
  else if (O.matches(OPT_offload_device_only) || O.matches(OPT_offload_host_device))
    R.OffloadHostOnly = false;
  else if (O.matches(OPT_foffload_lto) || O.matches(OPT_foffload_lto_EQ) ||
           O.matches(OPT_fopenmp_target_jit))
    R.OffloadLTO = true;
  else if (O.matches(OPT_fno_offload_lto) || O.matches(OPT_fno_openmp_target_jit))
    R.OffloadLTO = false;
}

} // namespace

std::vector<std::string> expandArgument(const char *Arg) {
  llvm::BumpPtrAllocator Alloc;
  llvm::cl::ExpansionContext ECtx(Alloc, llvm::cl::TokenizeGNUCommandLine);
  llvm::SmallVector<const char *, 8> Args{Arg};
  if (llvm::Error E = ECtx.expandResponseFiles(Args)) {
    llvm::consumeError(std::move(E)); // clang reports the unreadable file
    return {Arg};
  }
  return std::vector<std::string>(Args.begin(), Args.end());
}

Analysis analyze(const std::vector<std::string> &Args) {
  Analysis R;
  R.Ours.assign(Args.size(), false);
  if (!Args.empty() && (Args[0] == "-cc1" || Args[0] == "-cc1as")) {
    R.CC1 = true;
    return R;
  }
  std::vector<const char *> CArgs;
  for (const std::string &A : Args)
    CArgs.push_back(A.c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  const llvm::opt::OptTable &Table = clang::driver::getDriverOptTable();
  // A missing value (-o at the end) is clang's to report.
  llvm::opt::InputArgList Parsed =
      Table.ParseArgs(CArgs, MissingIndex, MissingCount, llvm::opt::Visibility(ClangOption));
  std::string Lang; // current -x language, "" = by extension
  bool SeenInclude = false;
  for (const llvm::opt::Arg *A : Parsed) {
    const llvm::opt::Option &O = A->getOption();
    unsigned Index = A->getIndex();
    if (O.matches(OPT_INPUT)) {
      countInput(A->getValue(), Lang, R);
    } else if (O.matches(OPT__DASH_DASH)) {
      for (const char *V : A->getValues())
        countInput(V, Lang, R);
    } else if (Index < Args.size() && isApproxFlag(Args[Index], *A)) {
      R.Ours[Index] = true;
      analyzeApproxFlag(Args[Index], R);
    } else if (O.matches(OPT_include)) {
      // clang uses a precompiled X.pch / X.gch only for the first -include.
      if (!SeenInclude)
        R.PchInclude = llvm::sys::fs::exists(std::string(A->getValue()) + ".pch") ||
                       llvm::sys::fs::exists(std::string(A->getValue()) + ".gch");
      SeenInclude = true;
    } else if (O.matches(OPT_x)) {
      Lang = StringRef(A->getValue()) == "none" ? "" : A->getValue();
    } else {
      analyzeClangFlag(*A, R);
    }
  }
  return R;
}

} // namespace approx
