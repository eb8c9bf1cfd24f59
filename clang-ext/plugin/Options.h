//===- Options.h - approx plugin options ----------------------------------===//
//
// Options reach the plugin two ways: as `-fplugin-arg-approx-<arg>` (parsed by
// the plugin's AST action) and, because clang never instantiates plugin AST
// actions under -E, as the newline-separated APPROX_PLUGIN_ARGS environment
// variable that approx-clang sets for its clang child. Both feed one global
// option set, read by the pragma handler.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_OPTIONS_H
#define APPROX_OPTIONS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace approx {

struct ClauseOverride {
  std::string Label;  // region label the override applies to
  std::string Clause; // clause text, e.g. "perfo(large:4)"
};

/// -Wapprox-hpac (docs/language.md, "HPAC compatibility"): Default warns
/// only at pragmas written in HPAC's dialect (Hpac.h), On at every pragma
/// whose meaning differs from HPAC's, Off never.
enum class HpacWarnings { Default, On, Off };

struct PluginOptions {
  bool ContinueLowering = false; // -fapprox-perfo-lowering=continue
  bool Remarks = false;          // -Rapprox
  HpacWarnings Hpac = HpacWarnings::Default; // -W[no-]approx-hpac
  std::optional<bool> HpacAsError;           // -W[no-]error=approx-hpac (else -Werror)
  bool TeamsLoop = true;                     // -W[no-]approx-teams-loop (OmpDefects.h)
  std::optional<bool> TeamsLoopAsError;      // -W[no-]error=approx-teams-loop
  std::string FpReport;                      // -fapprox-fp-report=<file.json> (FpReport.h)
  bool UnknownLabel = true;                  // -W[no-]approx-unknown-label (SetLabels.h)
  std::optional<bool> UnknownLabelAsError;   // -W[no-]error=approx-unknown-label
  bool PrecisionOverload = true; // -W[no-]approx-precision-overload (VarPrecisionCalls.cpp)
  std::optional<bool> PrecisionOverloadAsError; // -W[no-]error=approx-precision-overload
  /// The driver compiles and links this many sources, and nothing else of
  /// the program: together they are the whole program (SetLabels.h); 0 for
  /// a compile whose program has other parts (-c, objects on the link line).
  unsigned ProgramSources = 0;
  /// With ProgramSources > 1: the open, unlinked file the driver made for
  /// the sources' compiles to share their labels (fd and inode), or -1.
  int LedgerFd = -1;
  unsigned long long LedgerInode = 0;
  llvm::SmallVector<ClauseOverride, 4> Overrides;
  llvm::SmallVector<std::string, 2> Errors; // malformed args, reported once
};

/// Applies one plugin argument ("set=L:C", "perfo-lowering=...", "remarks",
/// "hpac-warnings=on|off|error|noerror", "teams-loop-warnings=...",
/// "unknown-label-warnings=...", "precision-overload-warnings=...",
/// "fp-report=<file>", "program-sources=N",
/// "program-ledger=<fd>:<inode>").
void applyPluginArg(PluginOptions &Opts, llvm::StringRef Arg);

/// The process-wide options: env APPROX_PLUGIN_ARGS read on first use.
PluginOptions &getOptions();

} // namespace approx

#endif
