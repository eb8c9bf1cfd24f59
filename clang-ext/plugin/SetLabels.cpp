//===- SetLabels.cpp - -fapprox-set labels that match no region -----------===//
//
// Implementation of SetLabels.h: the end of the main file is seen through
// the preprocessor's token watcher (the `eof` token once no file lexer is
// left), which comes while the diagnostics consumer still takes located
// diagnostics, under -E as in a compile. The ledger the driver shares with
// the compiles of one command is an unlinked file opened for appending: one
// line per compile, its labels separated by tabs ('\\', tab and newline
// escaped); the compile that writes the last expected line judges.
//
//===----------------------------------------------------------------------===//
#include "SetLabels.h"
#include "Diag.h"
#include "Options.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>
#include <optional>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using namespace clang;

namespace approx {
namespace {

std::string escapeLabel(llvm::StringRef L) {
  std::string S;
  for (char C : L)
    S += C == '\\' ? "\\\\" : C == '\t' ? "\\t" : C == '\n' ? "\\n" : std::string(1, C);
  return S;
}

std::string unescapeLabel(llvm::StringRef L) {
  std::string S;
  for (size_t I = 0; I < L.size(); ++I) {
    if (L[I] != '\\' || I + 1 == L.size()) {
      S += L[I];
      continue;
    }
    char C = L[++I];
    S += C == 't' ? '\t' : C == 'n' ? '\n' : C;
  }
  return S;
}

std::vector<std::string> sorted(const llvm::StringSet<> &Set) {
  std::vector<std::string> V;
  for (const auto &E : Set)
    V.push_back(E.getKey().str());
  llvm::sort(V);
  return V;
}

/// Appends Mine to the driver's ledger as one line and adds every line's
/// labels to All. The number of lines (compiles) recorded, or nothing when
/// the descriptor is not the driver's unlinked file (a command line
/// replayed from APPROX_CLANG_ECHO, say): never write to anything else.
std::optional<unsigned> shareLabels(const PluginOptions &O, const llvm::StringSet<> &Mine,
                                    llvm::StringSet<> &All) {
  struct stat St;
  if (O.LedgerFd < 0 || ::fstat(O.LedgerFd, &St) != 0 || !S_ISREG(St.st_mode) || St.st_nlink != 0 ||
      static_cast<unsigned long long>(St.st_ino) != O.LedgerInode)
    return std::nullopt;
  std::string Line;
  for (const std::string &L : sorted(Mine))
    Line += "\t" + escapeLabel(L);
  Line += "\n";
  for (size_t Done = 0; Done < Line.size();) {
    ssize_t N = ::write(O.LedgerFd, Line.data() + Done, Line.size() - Done);
    if (N <= 0)
      return std::nullopt;
    Done += N;
  }
  std::string Text;
  char Buf[4096];
  for (off_t Off = 0;;) {
    ssize_t N = ::pread(O.LedgerFd, Buf, sizeof(Buf), Off);
    if (N < 0)
      return std::nullopt;
    if (N == 0)
      break;
    Text.append(Buf, N);
    Off += N;
  }
  llvm::SmallVector<llvm::StringRef, 8> Lines, Fields;
  llvm::StringRef(Text).split(Lines, '\n', -1, /*KeepEmpty=*/true);
  Lines.pop_back(); // after the last newline
  for (llvm::StringRef L : Lines) {
    Fields.clear();
    L.split(Fields, '\t');
    for (llvm::StringRef F : llvm::drop_begin(Fields))
      All.insert(unescapeLabel(F));
  }
  return Lines.size();
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
      !PP.getPreprocessorOpts().ImplicitPCHInclude.empty() || DE.hasErrorOccurred())
    return;
  llvm::StringSet<> All = Labels; // the labels the judgement sees
  bool Program = O.ProgramSources == 1;
  if (O.ProgramSources > 1) {
    std::optional<unsigned> Compiles = shareLabels(O, Labels, All);
    if (Compiles && *Compiles != O.ProgramSources)
      return; // the command's last compile judges
    // Without the driver's ledger, this file judges alone.
    Program = Compiles.has_value();
  }
  DiagnosticsEngine::Level Level;
  if (Program) {
    // An error by default: the command builds the program from these
    // sources alone.
    bool AsError = O.UnknownLabelAsError.value_or(true);
    if (!AsError && DE.getIgnoreAllWarnings())
      return;
    Level = AsError ? DiagnosticsEngine::Error : DiagnosticsEngine::Warning;
  } else {
    if (DE.getIgnoreAllWarnings())
      return;
    Level = O.UnknownLabelAsError.value_or(DE.getWarningsAsErrors()) ? DiagnosticsEngine::Error
                                                                     : DiagnosticsEngine::Warning;
  }
  const std::string List = labelList(All);
  llvm::StringSet<> Reported;
  SourceManager &SM = PP.getSourceManager();
  for (const ClauseOverride &Set : O.Overrides) {
    if (All.contains(Set.Label) || !Reported.insert(Set.Label).second)
      continue;
    // The option's text, as its other diagnostics show it.
    FileID FID = SM.createFileID(
        llvm::MemoryBuffer::getMemBufferCopy(Set.Clause, "<-fapprox-set=" + Set.Label + ">"));
    diag(PP, SM.getLocForStartOfFile(FID), Level,
         "no '#pragma approx' region %select{in this translation unit|of the program}0 is "
         "labelled '%1': '-fapprox-set=%1:%2' changes nothing%select{ in it|}0 (%3) "
         "[-Wapprox-unknown-label]")
        << Program << Set.Label << Set.Clause << List;
  }
}

} // namespace approx
