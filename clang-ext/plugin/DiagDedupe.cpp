//===- DiagDedupe.cpp - each diagnostic once, however often its code is parsed ===//
//
// The forwarding client of DiagDedupe.h: it owns or borrows the client it
// wraps, as the engine did, and forwards everything but repeats.
//
//===----------------------------------------------------------------------===//
#include "DiagDedupe.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace approx {

namespace {
class DedupeConsumer : public DiagnosticConsumer {
public:
  DedupeConsumer(DiagnosticConsumer *Inner, std::unique_ptr<DiagnosticConsumer> Owned)
      : Inner(Inner), Owned(std::move(Owned)) {}

  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    Inner->BeginSourceFile(LO, PP);
    syncCounts();
  }
  void EndSourceFile() override {
    Inner->EndSourceFile();
    syncCounts();
  }
  void finish() override {
    Inner->finish();
    syncCounts();
  }
  void clear() override {
    Inner->clear();
    syncCounts();
  }
  bool IncludeInDiagnosticCounts() const override { return Inner->IncludeInDiagnosticCounts(); }

  void HandleDiagnostic(DiagnosticsEngine::Level Level, const Diagnostic &Info) override {
    if (Level == DiagnosticsEngine::Note) {
      if (DroppingNotes)
        return;
    } else {
      llvm::SmallString<256> Key;
      Info.FormatDiagnostic(Key);
      Key += '\x1f';
      Key += std::to_string(Level) + ":" + std::to_string(Info.getID()) + ":";
      if (Info.hasSourceManager() && Info.getLocation().isValid())
        Key += Info.getLocation().printToString(Info.getSourceManager());
      DroppingNotes = !Seen.insert(Key).second;
      if (DroppingNotes)
        return;
    }
    Inner->HandleDiagnostic(Level, Info);
    syncCounts();
  }

private:
  /// The counts are the wrapped client's (-verify's counts its mismatches).
  void syncCounts() {
    NumErrors = Inner->getNumErrors();
    NumWarnings = Inner->getNumWarnings();
  }

  DiagnosticConsumer *Inner;
  std::unique_ptr<DiagnosticConsumer> Owned;
  llvm::StringSet<> Seen;
  bool DroppingNotes = false;
};
} // namespace

void dedupeDiagnostics(CompilerInstance &CI) {
  DiagnosticsEngine &DE = CI.getDiagnostics();
  DiagnosticConsumer *Inner = DE.getClient();
  static const DiagnosticConsumer *Installed = nullptr;
  if (!Inner || Inner == Installed)
    return;
  std::unique_ptr<DiagnosticConsumer> Owned = DE.ownsClient() ? DE.takeClient() : nullptr;
  auto *D = new DedupeConsumer(Inner, std::move(Owned));
  Installed = D;
  DE.setClient(D, /*ShouldOwnClient=*/true);
}

} // namespace approx
