//===- Options.cpp - approx plugin options --------------------------------===//
//
// Parses plugin arguments into PluginOptions. Malformed arguments are kept as
// messages and reported as errors at the first pragma (the pragma handler has
// a DiagnosticsEngine; argument parsing time does not, under -E).
//
//===----------------------------------------------------------------------===//
#include "Options.h"
#include <cstdlib>

namespace approx {

void applyPluginArg(PluginOptions &Opts, llvm::StringRef Arg) {
  Arg = Arg.trim();
  if (Arg.empty())
    return;
  if (Arg == "remarks") {
    Opts.Remarks = true;
    return;
  }
  if (Arg.consume_front("perfo-lowering=")) {
    if (Arg == "continue")
      Opts.ContinueLowering = true;
    else if (Arg == "compact")
      Opts.ContinueLowering = false;
    else
      Opts.Errors.push_back("unknown perforation lowering '" + Arg.str() +
                            "' (expected 'compact' or 'continue')");
    return;
  }
  if (Arg.consume_front("set=")) {
    auto [Label, Clause] = Arg.split(':');
    if (Label.empty() || Clause.trim().empty()) {
      Opts.Errors.push_back("malformed -fapprox-set='" + Arg.str() +
                            "' (expected <label>:<clause>)");
      return;
    }
    for (ClauseOverride &O : Opts.Overrides)
      if (O.Label == Label && llvm::StringRef(O.Clause).split('(').first.trim() ==
                                  Clause.split('(').first.trim()) {
        O.Clause = Clause.str(); // a later -fapprox-set wins
        return;
      }
    Opts.Overrides.push_back({Label.str(), Clause.str()});
    return;
  }
  Opts.Errors.push_back("unknown approx plugin argument '" + Arg.str() + "'");
}

PluginOptions &getOptions() {
  static PluginOptions Opts = [] {
    PluginOptions O;
    if (const char *Env = std::getenv("APPROX_PLUGIN_ARGS")) {
      llvm::SmallVector<llvm::StringRef, 4> Parts;
      llvm::StringRef(Env).split(Parts, '\n');
      for (llvm::StringRef P : Parts)
        applyPluginArg(O, P);
    }
    return O;
  }();
  return Opts;
}

} // namespace approx
