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

/// One -W flag of a plugin warning group ("on", "off", "error", "noerror"):
/// On and AsError as it sets them; false (and a message) for another value.
static bool warningSetting(PluginOptions &Opts, llvm::StringRef Name, llvm::StringRef Arg,
                           std::optional<bool> &On, std::optional<bool> &AsError) {
  if (Arg == "on" || Arg == "off") {
    On = Arg == "on";
  } else if (Arg == "error") {
    On = true;
    AsError = true;
  } else if (Arg == "noerror") {
    AsError = false;
  } else {
    Opts.Errors.push_back("unknown " + Name.str() + " value '" + Arg.str() +
                          "' (expected on, off, error or noerror)");
    return false;
  }
  return true;
}

void applyPluginArg(PluginOptions &Opts, llvm::StringRef Arg) {
  Arg = Arg.trim();
  if (Arg.empty())
    return;
  if (Arg == "remarks") {
    Opts.Remarks = true;
    return;
  }
  // As clang applies -W flags: -Werror=X also enables X, -Wno-X disables
  // it whatever -Werror=X said before; -Wno-error=X keeps it a warning even
  // under -Werror.
  if (Arg.consume_front("hpac-warnings=")) {
    std::optional<bool> On;
    if (warningSetting(Opts, "hpac-warnings", Arg, On, Opts.HpacAsError) && On)
      Opts.Hpac = *On ? HpacWarnings::On : HpacWarnings::Off;
    return;
  }
  if (Arg.consume_front("teams-loop-warnings=")) {
    std::optional<bool> On;
    if (warningSetting(Opts, "teams-loop-warnings", Arg, On, Opts.TeamsLoopAsError) && On)
      Opts.TeamsLoop = *On;
    return;
  }
  if (Arg.consume_front("unknown-label-warnings=")) {
    std::optional<bool> On;
    if (warningSetting(Opts, "unknown-label-warnings", Arg, On, Opts.UnknownLabelAsError) && On)
      Opts.UnknownLabel = *On;
    return;
  }
  if (Arg.consume_front("precision-overload-warnings=")) {
    std::optional<bool> On;
    if (warningSetting(Opts, "precision-overload-warnings", Arg, On,
                       Opts.PrecisionOverloadAsError) &&
        On)
      Opts.PrecisionOverload = *On;
    return;
  }
  if (Arg.consume_front("program-sources=")) {
    if (Arg.getAsInteger(10, Opts.ProgramSources))
      Opts.Errors.push_back("malformed program-sources='" + Arg.str() + "' (expected a count)");
    return;
  }
  if (Arg.consume_front("program-ledger=")) {
    auto [Fd, Inode] = Arg.split(':');
    if (Fd.getAsInteger(10, Opts.LedgerFd) || Inode.getAsInteger(10, Opts.LedgerInode)) {
      Opts.LedgerFd = -1;
      Opts.Errors.push_back("malformed program-ledger='" + Arg.str() + "' (expected <fd>:<inode>)");
    }
    return;
  }
  if (Arg.consume_front("fp-report=")) {
    if (Arg.empty())
      Opts.Errors.push_back("-fapprox-fp-report= needs a file name");
    else
      Opts.FpReport = Arg.str();
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
    // Labels may contain ':' (the default label is file:line): the clause
    // starts at the first ':' that is followed by `name(`.
    size_t Split = llvm::StringRef::npos;
    for (size_t P = Arg.find(':'); P != llvm::StringRef::npos; P = Arg.find(':', P + 1)) {
      llvm::StringRef Rest = Arg.substr(P + 1).ltrim();
      size_t N = 0;
      while (N < Rest.size() && (isalpha(static_cast<unsigned char>(Rest[N])) || Rest[N] == '_'))
        ++N;
      if (N > 0 && Rest.substr(N).ltrim().starts_with("(")) {
        Split = P;
        break;
      }
    }
    if (Split == llvm::StringRef::npos)
      Split = Arg.find(':');
    llvm::StringRef Label = Split == llvm::StringRef::npos ? Arg : Arg.substr(0, Split);
    llvm::StringRef Clause = Split == llvm::StringRef::npos ? "" : Arg.substr(Split + 1);
    if (Label.empty() || Clause.trim().empty()) {
      Opts.Errors.push_back("malformed -fapprox-set='" + Arg.str() +
                            "' (expected <label>:<clause>)");
      return;
    }
    // A later -fapprox-set of the same clause wins; precision clauses of
    // different types stand together (docs/language.md, "Mixed precision").
    auto Key = [](llvm::StringRef C) {
      auto [Name, Rest] = C.split('(');
      Name = Name.trim();
      if (Name != "precision")
        return Name.str();
      return Name.str() + "(" + Rest.split(':').first.split(')').first.trim().str();
    };
    for (ClauseOverride &O : Opts.Overrides)
      if (O.Label == Label && Key(O.Clause) == Key(Clause)) {
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
