//===- approx-clang.cpp - drop-in clang driver for #pragma approx ---------===//
//
// approx-clang (and approx-clang++) run the distribution's clang-19 with the
// user's command plus what #pragma approx needs:
//
//   compiling C/C++ sources   -fplugin=<prefix>/lib/ApproxPlugin.so
//                             -include <prefix>/include/approx/approx.h
//                             -I<prefix>/include/approx
//                             -fplugin-arg-approx-<arg>... (and the same args,
//                             '\n'-joined, in env APPROX_PLUGIN_ARGS, because
//                             clang runs no plugin AST action under -E)
//   linking                   -L<prefix>/lib -Wl,-u,__approxrt_init
//                             -lapproxrt -lm -lpthread
//   OpenMP (-fopenmp)         --libomptarget-nvptx-bc-path=<llvm lib dir>
//                             --cuda-path=<prefix>/lib/approx-cuda (CUDA 13
//                             mirror whose nvlink fixes the cubin header)
//                             -Wl,-rpath,<llvm lib dir> when linking
//
// Flags of its own: -fno-approx / -fapprox (last wins), -fapprox-set=L:C,
// -fapprox-perfo-lowering=continue|compact, -Rapprox / -Rno-approx;
// --approx-print-kinds prints the clause kind/mode table as JSON and exits.
// APPROX_CLANG_ECHO=1 prints the final command on stderr. The command is run
// with execv, so clang's exit status and signals are the user's.
//
// Plain C++17 + POSIX: no LLVM libraries.
//===----------------------------------------------------------------------===//

#include "ApproxDriverConfig.h"
#include "PrintKinds.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

namespace {

const char *const Tool = "approx-clang";

[[noreturn]] void fatal(const std::string &Msg) {
  std::fprintf(stderr, "%s: error: %s\n", Tool, Msg.c_str());
  std::exit(1);
}

bool startsWith(const std::string &S, const char *P) {
  return S.compare(0, std::strlen(P), P) == 0;
}

bool endsWith(const std::string &S, const char *Suf) {
  size_t N = std::strlen(Suf);
  return S.size() >= N && S.compare(S.size() - N, N, Suf) == 0;
}

std::string dirName(const std::string &P) {
  size_t Pos = P.find_last_of('/');
  if (Pos == std::string::npos)
    return ".";
  if (Pos == 0)
    return "/";
  return P.substr(0, Pos);
}

std::string baseName(const std::string &P) {
  size_t Pos = P.find_last_of('/');
  return Pos == std::string::npos ? P : P.substr(Pos + 1);
}

bool exists(const std::string &P) {
  struct stat St;
  return ::stat(P.c_str(), &St) == 0;
}

std::string realPath(const std::string &P) {
  char Buf[PATH_MAX];
  if (::realpath(P.c_str(), Buf))
    return Buf;
  return P;
}

// Absolute, symlink-free path of this executable. /proc/self/exe already
// names the real file, so the prefix is found even when approx-clang is
// reached through a symlink elsewhere (e.g. /usr/local/bin).
std::string selfExe(const char *Argv0) {
  char Buf[PATH_MAX];
  ssize_t N = ::readlink("/proc/self/exe", Buf, sizeof(Buf) - 1);
  if (N > 0) {
    Buf[N] = 0;
    return Buf;
  }
  return realPath(Argv0);
}

//===----------------------------------------------------------------------===//
// Response files (@file): expanded for analysis; passed through unchanged
// unless they hold one of our flags, which clang would not understand.
//===----------------------------------------------------------------------===//

// GNU-style tokenization: whitespace separates, '...' and "..." quote,
// backslash escapes the next character.
bool readResponseFile(const std::string &Path, std::vector<std::string> &Out) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    return false;
  std::string Text((std::istreambuf_iterator<char>(In)),
                   std::istreambuf_iterator<char>());
  std::string Cur;
  bool Have = false;
  char Quote = 0;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '\\' && I + 1 < Text.size() && Quote != '\'') {
      Cur += Text[++I];
      Have = true;
    } else if (Quote) {
      if (C == Quote)
        Quote = 0;
      else
        Cur += C;
    } else if (C == '\'' || C == '"') {
      Quote = C;
      Have = true;
    } else if (C == ' ' || C == '\t' || C == '\n' || C == '\r' ||
               C == '\f' || C == '\v') {
      if (Have)
        Out.push_back(Cur);
      Cur.clear();
      Have = false;
    } else {
      Cur += C;
      Have = true;
    }
  }
  if (Have)
    Out.push_back(Cur);
  return true;
}

void expandArg(const std::string &A, std::vector<std::string> &Out,
               int Depth) {
  std::vector<std::string> Sub;
  if (A.size() > 1 && A[0] == '@' && Depth < 32 &&
      readResponseFile(A.substr(1), Sub)) {
    for (const std::string &S : Sub)
      expandArg(S, Out, Depth + 1);
    return;
  }
  Out.push_back(A);
}

// Our own flags, removed before clang sees the command.
bool isApproxFlag(const std::string &A) {
  return A == "-fapprox" || A == "-fno-approx" || startsWith(A, "-fapprox-") ||
         startsWith(A, "-fno-approx-") || A == "-Rapprox" ||
         A == "-Rno-approx";
}

//===----------------------------------------------------------------------===//
// Command analysis
//===----------------------------------------------------------------------===//

// Options whose value is the next argument when written alone ("-o f",
// "-I dir", "-Xclang arg", ...). JoinedOrSeparate ones also accept "-Idir".
const char *const SeparateOpts[] = {
    "-o", "-x", "-I", "-D", "-U", "-L", "-l", "-F", "-u", "-e", "-T", "-z",
    "-A", "-MF", "-MT", "-MQ", "-MJ", "-include", "-imacros", "-isystem",
    "-idirafter", "-iquote", "-isysroot", "-iprefix", "-iwithprefix",
    "-iwithprefixbefore", "-iwithsysroot", "-iframework", "-cxx-isystem",
    "-isystem-after", "-ivfsoverlay", "-include-pch", "-Xlinker", "-Xclang",
    "-Xassembler", "-Xpreprocessor", "-Xanalyzer", "-Xopenmp-target",
    "-Xoffload-linker", "-Xcuda-ptxas", "-Xcuda-fatbinary", "-Xarch_host",
    "-Xarch_device", "-Xflang", "-mllvm", "-mmlir", "-target", "-arch",
    "-rpath", "-dumpdir", "-dumpbase", "-dumpbase-ext", "-working-directory",
    "-serialize-diagnostics", "--param", "--sysroot", "--config", "--output",
    "--language", "--include-directory", "--include-directory-after",
    "--define-macro", "--undefine-macro", "--include", "--imacros",
    "--include-prefix", "--include-with-prefix", "--include-with-prefix-after",
    "--include-with-prefix-before", "--library-directory", "--for-linker",
    "--force-link", "--prefix", "--serialize-diagnostics", "-install_name",
    "-exported_symbols_list", "-bundle_loader", "-main-file-name",
};

bool takesSeparateValue(const std::string &A) {
  for (const char *O : SeparateOpts)
    if (A == O)
      return true;
  // JoinedAndSeparate: -Xopenmp-target=<triple> <arg>, -Xarch_<arch> <arg>,
  // -Xoffload-linker-<triple> <arg>.
  return startsWith(A, "-Xopenmp-target=") || startsWith(A, "-Xarch_") ||
         startsWith(A, "-Xoffload-linker-");
}

enum class InputKind { Source, Preprocessed, Other };

InputKind kindFromLanguage(const std::string &L) {
  if (L == "c" || L == "c++")
    return InputKind::Source;
  if (L == "cpp-output" || L == "c++-cpp-output")
    return InputKind::Preprocessed;
  return InputKind::Other;
}

InputKind kindFromExtension(const std::string &Path) {
  std::string Base = baseName(Path);
  size_t Dot = Base.find_last_of('.');
  if (Dot == std::string::npos)
    return InputKind::Other;
  std::string E = Base.substr(Dot + 1);
  static const char *const Src[] = {"c",   "C",   "cc",  "CC",  "cp", "cpp",
                                    "CPP", "cxx", "CXX", "c++", "C++"};
  for (const char *S : Src)
    if (E == S)
      return InputKind::Source;
  if (E == "i" || E == "ii")
    return InputKind::Preprocessed;
  return InputKind::Other;
}

std::vector<std::string> splitComma(const std::string &S) {
  std::vector<std::string> Out;
  std::string Cur;
  std::istringstream In(S);
  while (std::getline(In, Cur, ','))
    Out.push_back(Cur);
  return Out;
}

struct Analysis {
  // Phases.
  bool CompileOnly = false; // -c -S -E -fsyntax-only -M -MM ...
  bool AssembleOnly = false; // -S: final phase is assembly
  bool PreprocessOnly = false;
  bool Relocatable = false; // -r
  bool CC1 = false;         // -cc1 / -cc1as: passed through untouched
  // Inputs.
  unsigned Sources = 0;      // C/C++ needing the preprocessor
  unsigned Preprocessed = 0; // .i / .ii
  unsigned OtherInputs = 0;  // objects, archives, assembler, ...
  // OpenMP offloading.
  bool OpenMP = false;
  bool NVPTX = false;
  bool NativeArch = false;
  bool UserCudaPath = false;
  bool UserBCPath = false;
  bool NoGpuLib = false;
  bool OffloadHostOnly = false;
  bool OffloadLTO = false;
  // Approx.
  bool ApproxEnabled = true;
  bool Remarks = false;
  std::string PerfoLowering;
  std::vector<std::string> Sets;
  std::vector<std::string> Errors; // reported only when approx is enabled
  std::vector<bool> Ours; // per argument: one of our flags (dropped)
};

void analyzeApproxFlag(const std::string &A, Analysis &R) {
  if (A == "-fno-approx") {
    R.ApproxEnabled = false;
  } else if (A == "-fapprox") {
    R.ApproxEnabled = true;
  } else if (A == "-Rapprox") {
    R.Remarks = true;
  } else if (A == "-Rno-approx") {
    R.Remarks = false;
  } else if (A == "-fapprox-set" || startsWith(A, "-fapprox-set=")) {
    std::string V = A.size() > 13 ? A.substr(13) : std::string();
    size_t Colon = V.find(':');
    if (Colon == std::string::npos || Colon == 0 || Colon + 1 == V.size())
      R.Errors.push_back("malformed '" + A +
                         "': expected -fapprox-set=<label>:<clause>, e.g. "
                         "-fapprox-set=blur:perfo(large:2)");
    else
      R.Sets.push_back(V);
  } else if (A == "-fapprox-perfo-lowering" ||
             startsWith(A, "-fapprox-perfo-lowering=")) {
    std::string V = A.size() > 24 ? A.substr(24) : std::string();
    if (V == "continue" || V == "compact")
      R.PerfoLowering = V;
    else
      R.Errors.push_back("invalid value '" + V + "' in '" + A +
                         "': expected 'continue' or 'compact'");
  } else {
    R.Errors.push_back(
        "unknown option '" + A +
        "'; approx options are -fapprox-set=<label>:<clause>, "
        "-fapprox-perfo-lowering=continue|compact, -Rapprox and -fno-approx");
  }
}

Analysis analyze(const std::vector<std::string> &Args) {
  Analysis R;
  R.Ours.assign(Args.size(), false);
  if (!Args.empty() && (Args[0] == "-cc1" || Args[0] == "-cc1as")) {
    R.CC1 = true;
    return R;
  }
  std::string Lang; // current -x language, "" = by extension
  bool SeenDashDash = false;
  for (size_t I = 0; I < Args.size(); ++I) {
    const std::string &A = Args[I];
    bool IsInput = SeenDashDash || A.empty() || A[0] != '-' || A == "-";
    if (!IsInput) {
      if (A == "--") {
        SeenDashDash = true;
        continue;
      }
      if (isApproxFlag(A)) {
        R.Ours[I] = true;
        analyzeApproxFlag(A, R);
        continue;
      }
      if (takesSeparateValue(A)) {
        std::string V = I + 1 < Args.size() ? Args[I + 1] : std::string();
        if (A == "-x" || A == "--language")
          Lang = V == "none" ? "" : V;
        ++I;
        continue;
      }
      if (startsWith(A, "-x"))
        Lang = A.substr(2) == "none" ? "" : A.substr(2);
      else if (startsWith(A, "--language="))
        Lang = A.substr(11) == "none" ? "" : A.substr(11);
      else if (A == "-c" || A == "--compile" || A == "-fsyntax-only" ||
               A == "--precompile" || A == "-emit-ast" || A == "--analyze")
        R.CompileOnly = true;
      else if (A == "-S" || A == "--assemble")
        R.CompileOnly = R.AssembleOnly = true;
      else if (A == "-E" || A == "--preprocess" || A == "-M" || A == "-MM" ||
               A == "--dependencies" || A == "--user-dependencies")
        R.CompileOnly = R.PreprocessOnly = true;
      else if (A == "-r")
        R.Relocatable = true;
      else if (A == "-fopenmp" || startsWith(A, "-fopenmp="))
        R.OpenMP = true;
      else if (A == "-fno-openmp")
        R.OpenMP = false;
      else if (startsWith(A, "--offload-arch=") ||
               startsWith(A, "--cuda-gpu-arch=")) {
        for (const std::string &V : splitComma(A.substr(A.find('=') + 1))) {
          if (V == "native")
            R.NativeArch = true;
          else if (startsWith(V, "sm_"))
            R.NVPTX = true;
        }
      } else if (startsWith(A, "-fopenmp-targets=")) {
        for (const std::string &V : splitComma(A.substr(17)))
          if (startsWith(V, "nvptx"))
            R.NVPTX = true;
      } else if (startsWith(A, "--cuda-path=") || A == "--cuda-path")
        R.UserCudaPath = true;
      else if (startsWith(A, "--libomptarget-nvptx-bc-path="))
        R.UserBCPath = true;
      else if (A == "-nogpulib")
        R.NoGpuLib = true;
      else if (A == "--offload-host-only" || A == "--cuda-host-only")
        R.OffloadHostOnly = true;
      else if (A == "--offload-device-only" || A == "--cuda-device-only" ||
               A == "--offload-host-device")
        R.OffloadHostOnly = false;
      else if (A == "-foffload-lto" || startsWith(A, "-foffload-lto=") ||
               A == "-fopenmp-target-jit")
        R.OffloadLTO = true;
      else if (A == "-fno-offload-lto" || A == "-fno-openmp-target-jit")
        R.OffloadLTO = false;
      continue;
    }
    // An input file.
    // stdin ("-") needs -x to be compiled as C/C++ here.
    InputKind K = !Lang.empty() ? kindFromLanguage(Lang)
                  : A == "-"    ? InputKind::Other
                                : kindFromExtension(A);
    if (K == InputKind::Source)
      ++R.Sources;
    else if (K == InputKind::Preprocessed)
      ++R.Preprocessed;
    else
      ++R.OtherInputs;
  }
  return R;
}

//===----------------------------------------------------------------------===//
// Echo (APPROX_CLANG_ECHO=1)
//===----------------------------------------------------------------------===//

std::string shellQuote(const std::string &S) {
  // '#' only starts a comment at the start of a word ("-###" is fine).
  if (!S.empty() && S[0] != '#' &&
      S.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                          "0123456789_@%+=:,./-#") == std::string::npos)
    return S;
  bool Control = false;
  for (unsigned char C : S)
    Control |= C < 0x20 || C == 0x7f;
  if (!Control) {
    std::string Out = "'";
    for (char C : S)
      Out += C == '\'' ? std::string("'\\''") : std::string(1, C);
    return Out + "'";
  }
  // Keep the echo on one line: $'...' with escapes.
  std::string Out = "$'";
  for (unsigned char C : S) {
    char Buf[8];
    if (C == '\n')
      Out += "\\n";
    else if (C == '\t')
      Out += "\\t";
    else if (C == '\\' || C == '\'')
      Out += std::string("\\") + static_cast<char>(C);
    else if (C < 0x20 || C == 0x7f) {
      std::snprintf(Buf, sizeof(Buf), "\\x%02x", C);
      Out += Buf;
    } else
      Out += static_cast<char>(C);
  }
  return Out + "'";
}

} // namespace

int main(int argc, char **argv) {
  std::string Argv0 = argc > 0 ? argv[0] : Tool;
  // C++ mode follows the name we were called by (approx-clang++ may be a
  // symlink to approx-clang, so /proc/self/exe cannot tell).
  bool CXX = endsWith(baseName(Argv0), "++");
  for (int I = 1; I < argc; ++I)
    if (std::strcmp(argv[I], "--approx-print-kinds") == 0) {
      if (argc != 2)
        fatal("--approx-print-kinds takes no other arguments");
      printApproxKinds();
      return 0;
    }

  std::string Exe = selfExe(Argv0.c_str());
  std::string Prefix = dirName(dirName(Exe));
  std::string PluginPath = Prefix + "/lib/ApproxPlugin.so";
  std::string IncludeDir = Prefix + "/include/approx";
  std::string LibDir = Prefix + "/lib";
  std::string CudaMirror = Prefix + "/lib/approx-cuda";

  // The clang to run, and LLVM's lib dir next to it.
  std::vector<std::string> Cmd;
  std::string Clang, LLVMLibDir;
  if (const char *Env = std::getenv("APPROX_CLANG_PATH"); Env && *Env) {
    Clang = Env;
    LLVMLibDir = dirName(dirName(realPath(Clang))) + "/lib";
    Cmd.push_back(Clang);
    if (CXX)
      Cmd.push_back("--driver-mode=g++");
  } else {
    Clang = CXX ? APPROX_DEFAULT_CLANGXX : APPROX_DEFAULT_CLANG;
    LLVMLibDir = APPROX_DEFAULT_LLVM_LIBDIR;
    Cmd.push_back(Clang);
  }

  // Expand response files per argument, for analysis and (where they hold
  // our flags) for the final command.
  std::vector<std::string> Flat;
  std::vector<size_t> Begin; // argv[I] expands to Flat[Begin[I-1], Begin[I])
  for (int I = 1; I < argc; ++I) {
    Begin.push_back(Flat.size());
    expandArg(argv[I], Flat, 0);
  }
  Begin.push_back(Flat.size());

  Analysis R = analyze(Flat);

  std::vector<std::string> User;
  if (R.CC1) {
    for (int I = 1; I < argc; ++I)
      User.push_back(argv[I]);
  } else {
    for (int I = 1; I < argc; ++I) {
      size_t B = Begin[I - 1], E = Begin[I];
      bool Ours = false;
      for (size_t K = B; K < E; ++K)
        Ours = Ours || R.Ours[K];
      if (!Ours) {
        User.push_back(argv[I]); // a response file stays a response file
        continue;
      }
      for (size_t K = B; K < E; ++K)
        if (!R.Ours[K])
          User.push_back(Flat[K]);
    }
  }

  if (!R.CC1) {
    if (R.ApproxEnabled && !R.Errors.empty())
      fatal(R.Errors.front());
    if (R.OpenMP && R.NativeArch)
      fatal("--offload-arch=native is not supported (the GPU is usually not "
            "on the build machine): name the architecture, e.g. "
            "--offload-arch=sm_90");
  }

  unsigned Inputs = R.Sources + R.Preprocessed + R.OtherInputs;
  bool Compiles = !R.CC1 && R.Sources + R.Preprocessed > 0;
  bool Links = !R.CC1 && !R.CompileOnly && !R.Relocatable && Inputs > 0;
  bool AddPlugin = R.ApproxEnabled && Compiles;

  std::vector<std::string> PluginArgs;
  for (const std::string &S : R.Sets)
    PluginArgs.push_back("set=" + S);
  if (!R.PerfoLowering.empty())
    PluginArgs.push_back("perfo-lowering=" + R.PerfoLowering);
  if (R.Remarks)
    PluginArgs.push_back("remarks");

  // Before the user's arguments: plugin, its arguments, the forced include
  // (absolute, so an unrelated approx.h in the working directory is never
  // picked up).
  if (AddPlugin) {
    Cmd.push_back("-fplugin=" + PluginPath);
    for (const std::string &P : PluginArgs)
      Cmd.push_back("-fplugin-arg-approx-" + P);
    if (R.Sources > 0) {
      Cmd.push_back("-include");
      Cmd.push_back(IncludeDir + "/approx.h");
    }
  }

  Cmd.insert(Cmd.end(), User.begin(), User.end());

  // After them: our include dir comes after the user's -I dirs.
  if (AddPlugin && R.Sources > 0)
    Cmd.push_back("-I" + IncludeDir);

  if (R.OpenMP && !R.CC1) {
    // The device cc1 links libomptarget-nvptx-sm_XX.bc only for an NVPTX
    // target when it emits an object (not under -S, host-only, LTO or
    // -nogpulib); the offload link step always accepts the option. Anything
    // else would draw "argument unused during compilation".
    bool DeviceBC = Compiles && R.NVPTX && !R.AssembleOnly &&
                    !R.OffloadHostOnly && !R.OffloadLTO && !R.NoGpuLib;
    if (!R.UserBCPath && (DeviceBC || Links))
      Cmd.push_back("--libomptarget-nvptx-bc-path=" + LLVMLibDir);
    // The CUDA mirror: its nvlink rewrites CUDA>=12.8 cubin headers into the
    // form LLVM 19's libomptarget loads. Device images are linked at the
    // link step, which may not repeat --offload-arch: add it to every
    // OpenMP link, and to compiles that name an NVPTX target.
    if (!R.UserCudaPath && (R.NVPTX || Links) &&
        exists(CudaMirror + "/bin/nvlink"))
      Cmd.push_back("--cuda-path=" + CudaMirror);
  }

  if (Links) {
    if (R.OpenMP)
      Cmd.push_back("-Wl,-rpath," + LLVMLibDir);
    if (R.ApproxEnabled) {
      Cmd.push_back("-L" + LibDir);
      Cmd.push_back("-Wl,-u,__approxrt_init");
      Cmd.push_back("-lapproxrt");
      Cmd.push_back("-lm"); // libapproxrt uses libm; clang (C) does not add it
      Cmd.push_back("-lpthread");
    }
  }

  std::string EnvArgs;
  for (size_t I = 0; I < PluginArgs.size(); ++I)
    EnvArgs += (I ? "\n" : "") + PluginArgs[I];
  if (AddPlugin)
    ::setenv("APPROX_PLUGIN_ARGS", EnvArgs.c_str(), 1);
  else if (!R.CC1)
    ::unsetenv("APPROX_PLUGIN_ARGS");

  if (const char *Echo = std::getenv("APPROX_CLANG_ECHO");
      Echo && *Echo && std::strcmp(Echo, "0") != 0) {
    std::string Line = std::string(Tool) + ": ";
    if (AddPlugin && !EnvArgs.empty())
      Line += "APPROX_PLUGIN_ARGS=" + shellQuote(EnvArgs) + " ";
    for (size_t I = 0; I < Cmd.size(); ++I)
      Line += (I ? " " : "") + shellQuote(Cmd[I]);
    std::fprintf(stderr, "%s\n", Line.c_str());
    std::fflush(stderr);
  }

  std::vector<char *> CArgs;
  for (std::string &S : Cmd)
    CArgs.push_back(S.data());
  CArgs.push_back(nullptr);
  ::execv(Clang.c_str(), CArgs.data());
  fatal("cannot run '" + Clang + "': " + std::strerror(errno) +
        (std::getenv("APPROX_CLANG_PATH") ? " (from APPROX_CLANG_PATH)" : ""));
}
