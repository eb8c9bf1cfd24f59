//===- SetLabels.cpp - -fapprox-set labels that match no region -----------===//
//
// Implementation of SetLabels.h: the end of the main file is seen through
// the preprocessor's token watcher (the `eof` token once no file lexer is
// left), which comes while the diagnostics consumer still takes located
// diagnostics, under -E as in a compile.
//
//===----------------------------------------------------------------------===//
#include "SetLabels.h"
#include "Diag.h"
#include "Options.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>
#include <string>
#include <vector>

using namespace clang;

namespace approx {
namespace {

std::vector<std::string> sorted(const llvm::StringSet<> &Set) {
  std::vector<std::string> V;
  for (const auto &E : Set)
    V.push_back(E.getKey().str());
  llvm::sort(V);
  return V;
}

/// "its labels: 'a', 'b'", at most ten of them, or "it has no region".
std::string labelList(const llvm::StringSet<> &Labels) {
  std::vector<std::string> V = sorted(Labels);
  if (V.empty())
    return "it has no region";
  const size_t Shown = std::min<size_t>(V.size(), 10);
  std::string S = "its labels: ";
  for (size_t I = 0; I < Shown; ++I)
    S += (I ? ", '" : "'") + V[I] + "'";
  if (Shown < V.size())
    S += " and " + std::to_string(V.size() - Shown) + " more";
  return S;
}

} // namespace

void SetLabelCheck::watch(Preprocessor &PP) {
  if (Watching || getOptions().Overrides.empty())
    return;
  Watching = true;
  PP.setTokenWatcher([this, &PP](const Token &T) {
    // The main file's end: no file lexer left (an `eof` that ends a token
    // stream the parser replays comes while the file is still open).
    if (T.is(tok::eof) && !Done && !PP.getCurrentFileLexer()) {
      Done = true;
      finish(PP);
    }
  });
}

void SetLabelCheck::finish(Preprocessor &PP) {
  const PluginOptions &O = getOptions();
  DiagnosticsEngine &DE = PP.getDiagnostics();
  if (O.Overrides.empty() || !O.UnknownLabel || PP.getLangOpts().OpenMPIsTargetDevice ||
      !PP.getPreprocessorOpts().ImplicitPCHInclude.empty() || DE.hasErrorOccurred() ||
      DE.getIgnoreAllWarnings())
    return;
  DiagnosticsEngine::Level Level = O.UnknownLabelAsError.value_or(DE.getWarningsAsErrors())
                                       ? DiagnosticsEngine::Error
                                       : DiagnosticsEngine::Warning;
  const std::string List = labelList(Labels);
  llvm::StringSet<> Reported;
  SourceManager &SM = PP.getSourceManager();
  for (const ClauseOverride &Set : O.Overrides) {
    if (Labels.contains(Set.Label) || !Reported.insert(Set.Label).second)
      continue;
    // The option's text, as its other diagnostics show it.
    FileID FID = SM.createFileID(
        llvm::MemoryBuffer::getMemBufferCopy(Set.Clause, "<-fapprox-set=" + Set.Label + ">"));
    diag(PP, SM.getLocForStartOfFile(FID), Level,
         "no '#pragma approx' region in this translation unit is labelled '%0': "
         "'-fapprox-set=%0:%1' changes nothing in it (%2) [-Wapprox-unknown-label]")
        << Set.Label << Set.Clause << List;
  }
}

} // namespace approx
