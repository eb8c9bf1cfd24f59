//===- CommandLine.h - what a clang command line asks for -------*- C++ -*-===//
//
// approx-clang reads the user's command the way clang will: response files
// (@file) expanded by LLVM's expander, options split by clang's own driver
// option table, so every flag takes as many arguments as clang says
// (-Xclang x, -include f, -MF f, -B dir, ...) and the analysis knows which
// arguments are inputs, which phase the command stops at and what OpenMP
// offloading it asks for. approx-clang's own flags (-fapprox*, -Rapprox,
// -W[no-][error=]approx-hpac, approx-teams-loop, approx-unknown-label and
// approx-precision-overload) are found here too and dropped from the
// command clang sees.
//
//===----------------------------------------------------------------------===//

#ifndef APPROX_DRIVER_COMMANDLINE_H
#define APPROX_DRIVER_COMMANDLINE_H

#include <string>
#include <vector>

namespace approx {

struct Analysis {
  // Phases.
  bool CompileOnly = false;  // -c -S -E -fsyntax-only -M -MM ...
  bool AssembleOnly = false; // -S: final phase is assembly
  bool PreprocessOnly = false;
  bool Relocatable = false; // -r
  bool Shared = false;      // -shared: the program's link adds libapproxrt
  bool CC1 = false;         // -cc1 / -cc1as: passed through untouched
  // Inputs.
  unsigned Sources = 0;      // C/C++ needing the preprocessor
  unsigned Preprocessed = 0; // .i / .ii
  unsigned OtherInputs = 0;  // objects, archives, assembler, ...
  unsigned Headers = 0;      // precompiled alone (-x c-header, .h): no link
  bool PchInclude = false;   // the first -include X has X.pch or X.gch beside it
  // OpenMP offloading.
  bool OpenMP = false;
  bool NVPTX = false;
  std::vector<std::string> CpuTargets; // -fopenmp-targets= CPU triples (x86_64-...)
  bool NativeArch = false;
  bool UserCudaPath = false;
  bool UserBCPath = false;
  bool NoGpuLib = false;
  bool OffloadHostOnly = false;
  bool OffloadLTO = false;
  // Approx.
  bool ApproxEnabled = true;
  bool Remarks = false;
  // -W[no-][error=]approx-hpac, approx-teams-loop, approx-unknown-label and
  // approx-precision-overload, in order, as plugin arguments ("hpac-warnings=on",
  // "teams-loop-warnings=off", "unknown-label-warnings=noerror", ...)
  std::vector<std::string> PluginWarnings;
  std::string PerfoLowering;
  std::string FpReport; // -fapprox-fp-report=<file.json>
  std::vector<std::string> Sets;
  std::vector<std::string> Errors; // reported only when approx is enabled
  std::vector<bool> Ours;          // per argument: one of our flags (dropped)
};

/// The arguments argv[I] expands to (itself, or a response file's contents,
/// recursively, as clang expands them). A file that cannot be read stays
/// as written, for clang to report.
std::vector<std::string> expandArgument(const char *Arg);

/// Analyses the expanded command (without argv[0]).
Analysis analyze(const std::vector<std::string> &Args);

} // namespace approx

#endif
