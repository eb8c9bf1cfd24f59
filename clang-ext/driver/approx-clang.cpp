//===- approx-clang.cpp - drop-in clang driver for #pragma approx ---------===//
//
// approx-clang (and approx-clang++) run the distribution's clang-19 with the
// user's command plus what #pragma approx needs:
//
//   compiling C/C++ (also     -fplugin=<prefix>/lib/ApproxPlugin.so
//   headers, for a PCH)       -include <prefix>/include/approx/approx.h
//                             -idirafter <prefix>/include/approx (last)
//                             -fplugin-arg-approx-<arg>... (and the same args,
//                             '\n'-joined, in env APPROX_PLUGIN_ARGS, because
//                             clang runs no plugin AST action under -E)
//   linking a program         -L<prefix>/lib -Wl,-u,__approxrt_init
//                             -l:libapproxrt.a -lm -lpthread (with -u for
//                             init.c and the weakly referenced table setup)
//   linking a shared library  -L<prefix>/lib -Wl,-rpath,<prefix>/lib
//                             -l:libapproxrt.so (--as-needed)
//   OpenMP (-fopenmp)         --libomptarget-nvptx-bc-path=<llvm lib dir>
//                             --cuda-path=<prefix>/lib/approx-cuda (CUDA 13
//                             mirror whose nvlink fixes the cubin header)
//                             -Wl,-rpath,<llvm lib dir> when linking
//
// Flags of its own: -fno-approx / -fapprox (last wins), -fapprox-set=L:C,
// -fapprox-perfo-lowering=continue|compact, -fapprox-fp-report=F.json,
// -Rapprox / -Rno-approx, -W[no-][error=]approx-hpac, approx-teams-loop,
// approx-unknown-label and approx-precision-overload (the plugin's warning
// groups);
// --approx-print-kinds prints the clause kind/mode table as JSON and exits.
// APPROX_CLANG_ECHO=1 prints the final command on stderr. The command is run
// with execv, so clang's exit status and signals are the user's.
//
// The command is read as clang reads it (CommandLine.h: LLVM's response-file
// expander and clang's driver option table, from libclang-cpp and libLLVM,
// which the clang it runs loads anyway).
//===----------------------------------------------------------------------===//

#include "ApproxDriverConfig.h"
#include "CommandLine.h"
#include "PrintKinds.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

const char *const Tool = "approx-clang";

[[noreturn]] void fatal(const std::string &Msg) {
  std::fprintf(stderr, "%s: error: %s\n", Tool, Msg.c_str());
  std::exit(1);
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

// The file through which the compiles of one command share their regions'
// labels (plugin/SetLabels.h): created, unlinked at once and left open for
// appending, so every compile inherits it (clang's driver passes its
// descriptors on to the processes it starts, and runs cc1 in-process by
// default) and it vanishes with the last process that holds it, whatever
// way the command ends. "<fd>:<inode>" (the plugin writes to nothing
// else), or nothing when no file can be made (each compile then judges
// its own labels, with a warning).
std::optional<std::string> openLabelLedger() {
  const char *Dir = std::getenv("TMPDIR");
  std::string Path = std::string(Dir && *Dir ? Dir : "/tmp") + "/approx-labels-XXXXXX";
  int Fd = ::mkstemp(Path.data());
  if (Fd < 0)
    return std::nullopt;
  struct stat St;
  if (::unlink(Path.c_str()) != 0 || ::fcntl(Fd, F_SETFL, O_APPEND) != 0 || ::fstat(Fd, &St) != 0) {
    ::close(Fd);
    return std::nullopt;
  }
  return std::to_string(Fd) + ":" + std::to_string(static_cast<unsigned long long>(St.st_ino));
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
  // As clang: a name with "++" (approx-clang++, approx-clang++-19) is C++.
  bool CXX = baseName(Argv0).find("++") != std::string::npos;
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
    for (std::string &A : approx::expandArgument(argv[I]))
      Flat.push_back(std::move(A));
  }
  Begin.push_back(Flat.size());

  approx::Analysis R = approx::analyze(Flat);

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
    // One report per compile (docs/precision-tuning.md): it comes from the
    // AST of one source file.
    if (R.ApproxEnabled && !R.FpReport.empty() && R.PreprocessOnly)
      fatal("-fapprox-fp-report=" + R.FpReport +
            " needs a compile (-fsyntax-only, -c, -S or a link), not -E/-M");
    if (R.ApproxEnabled && !R.FpReport.empty() && R.Sources + R.Preprocessed > 1)
      fatal("-fapprox-fp-report=" + R.FpReport + " with " +
            std::to_string(R.Sources + R.Preprocessed) +
            " source files: one report is written per compile; compile them separately");
    if (R.OpenMP && R.NativeArch)
      fatal("--offload-arch=native is not supported (the GPU is usually not "
            "on the build machine): name the architecture, e.g. "
            "--offload-arch=sm_90");
  }

  unsigned Inputs = R.Sources + R.Preprocessed + R.OtherInputs;
  // A header compile (-x c-header, CMake's target_precompile_headers) is a
  // compile too: the precompiled header must hold the lowered regions and
  // approx.h, or the program that uses it would run its regions exactly.
  bool Compiles = !R.CC1 && R.Sources + R.Preprocessed + R.Headers > 0;
  bool Links = !R.CC1 && !R.CompileOnly && !R.Relocatable && Inputs > 0;
  bool AddPlugin = R.ApproxEnabled && Compiles;

  std::vector<std::string> PluginArgs;
  for (const std::string &S : R.Sets)
    PluginArgs.push_back("set=" + S);
  if (!R.PerfoLowering.empty())
    PluginArgs.push_back("perfo-lowering=" + R.PerfoLowering);
  if (R.Remarks)
    PluginArgs.push_back("remarks");
  for (const std::string &W : R.PluginWarnings)
    PluginArgs.push_back(W);
  if (!R.FpReport.empty())
    PluginArgs.push_back("fp-report=" + R.FpReport);
  // A -fapprox-set label that no region has (plugin/SetLabels.h): when the
  // command compiles and links every part of the program, its sources and
  // no object or archive (a library of -l is none of its parts), a label
  // that none of the sources has is an error; otherwise another file may
  // hold it, and each compile warns about its own.
  if (AddPlugin && Links && !R.Sets.empty() && R.Sources > 0 && R.Preprocessed == 0 &&
      R.Headers == 0 && R.OtherInputs == 0) {
    PluginArgs.push_back("program-sources=" + std::to_string(R.Sources));
    if (R.Sources > 1)
      if (std::optional<std::string> Ledger = openLabelLedger())
        PluginArgs.push_back("program-ledger=" + *Ledger);
  }

  // Before the user's arguments: plugin, its arguments, the forced include
  // (absolute, so an unrelated approx.h in the working directory is never
  // picked up). After them when the user's first -include is a precompiled
  // header: clang takes a PCH only as the first -include.
  bool ForceInclude = AddPlugin && R.Sources + R.Headers > 0;
  std::vector<std::string> Forced;
  if (ForceInclude)
    Forced = {"-include", IncludeDir + "/approx.h"};
  if (AddPlugin) {
    Cmd.push_back("-fplugin=" + PluginPath);
    for (const std::string &P : PluginArgs)
      Cmd.push_back("-fplugin-arg-approx-" + P);
    if (!R.PchInclude)
      Cmd.insert(Cmd.end(), Forced.begin(), Forced.end());
  }

  Cmd.insert(Cmd.end(), User.begin(), User.end());
  if (R.PchInclude)
    Cmd.insert(Cmd.end(), Forced.begin(), Forced.end());

  // Last of all the search paths (after the system dirs): a project's own
  // approx.h, approx_data.h, ... found through -I, -isystem or /usr/include
  // is the one its #include gets. Ours are reached without it: the forced
  // include is an absolute path and our headers include each other with
  // quotes; only a user's #include <approx.h> that no other dir has finds
  // this one.
  if (ForceInclude) {
    Cmd.push_back("-idirafter");
    Cmd.push_back(IncludeDir);
  }

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
    // The runtime. A program links the static libapproxrt.a and exports its
    // __approxrt_* symbols. A shared library links libapproxrt.so (needed
    // only when the library calls it: --as-needed; found through its
    // RUNPATH), so it links with -z defs / --no-undefined and loads into any
    // program (python's ctypes, a plain clang or gcc build). One runtime per
    // process either way: in a program linked by approx-clang the program's
    // exported copy interposes the library's references and libapproxrt.so
    // stands aside; in any other program every library shares the one
    // libapproxrt.so the dynamic linker loads (docs/design.md).
    // A shared library's device images for a CPU target (the x86_64
    // host-offload device) are shared objects linked with -z defs, from the
    // library's own link arguments: a program's images get libapproxrt.a and
    // libm from the program's (below); a library's must name them. Device
    // images keep a static copy of their own, as before.
    if (R.ApproxEnabled && R.Shared && R.OpenMP)
      for (const std::string &T : R.CpuTargets)
        for (const std::string &A :
             {"-L" + LibDir, std::string("-l:libapproxrt.a"), std::string("-lm")}) {
          Cmd.push_back("-Xoffload-linker-" + T);
          Cmd.push_back(A);
        }
    if (R.ApproxEnabled && R.Shared) {
      Cmd.push_back("-L" + LibDir);
      Cmd.push_back("-Wl,-rpath," + LibDir);
      Cmd.push_back("-Wl,--push-state,--as-needed");
      Cmd.push_back("-l:libapproxrt.so");
      Cmd.push_back("-Wl,--pop-state");
    }
    if (R.ApproxEnabled && !R.Shared) {
      Cmd.push_back("-L" + LibDir);
      Cmd.push_back("-Wl,-u,__approxrt_init");
      Cmd.push_back("-Wl,-u,__approxrt_tu_api"); // weak in the objects (approx_rt.h)
      // Also to a library the program dlopen()s: the linker exports a
      // symbol of the program only for the libraries on its command line.
      Cmd.push_back("-Wl,--export-dynamic-symbol=__approxrt_*");
      Cmd.push_back("-l:libapproxrt.a");
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
