//===- Diag.h - approx diagnostics ----------------------------------------===//
//
// All plugin diagnostics go through clang's DiagnosticsEngine with custom IDs
// (so -verify, -Werror and -Wno-... work as for clang's own). Messages start
// lower-case and name the clause and the expected form.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_DIAG_H
#define APPROX_DIAG_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Lex/Preprocessor.h"

namespace approx {

template <unsigned N>
inline clang::DiagnosticBuilder diag(clang::Preprocessor &PP, clang::SourceLocation Loc,
                                     clang::DiagnosticsEngine::Level Level,
                                     const char (&Fmt)[N]) {
  clang::DiagnosticsEngine &DE = PP.getDiagnostics();
  return DE.Report(Loc, DE.getCustomDiagID(Level, Fmt));
}

template <unsigned N>
inline clang::DiagnosticBuilder error(clang::Preprocessor &PP, clang::SourceLocation Loc,
                                      const char (&Fmt)[N]) {
  return diag(PP, Loc, clang::DiagnosticsEngine::Error, Fmt);
}

template <unsigned N>
inline clang::DiagnosticBuilder note(clang::Preprocessor &PP, clang::SourceLocation Loc,
                                     const char (&Fmt)[N]) {
  return diag(PP, Loc, clang::DiagnosticsEngine::Note, Fmt);
}

template <unsigned N>
inline clang::DiagnosticBuilder remark(clang::Preprocessor &PP, clang::SourceLocation Loc,
                                       const char (&Fmt)[N]) {
  return diag(PP, Loc, clang::DiagnosticsEngine::Remark, Fmt);
}

/// Whether Loc lies in the text of a -fapprox-set option: its tokens live in
/// a buffer named "<-fapprox-set=LABEL>" (ApproxPlugin.cpp).
inline bool inOptionText(const clang::SourceManager &SM, clang::SourceLocation Loc) {
  return Loc.isValid() && SM.getBufferName(SM.getFileLoc(Loc)).starts_with("<-fapprox-set=");
}

/// Where a diagnostic about two clauses that cannot stand together goes.
/// When -fapprox-set gave one of them and the pragma the other, the error
/// is in the option's text and a note names the pragma's clause; otherwise
/// the error is at Default (the first clause unless given) and no note.
struct ConflictPlace {
  clang::SourceLocation Error, Note;
  llvm::StringRef NoteClause;
};
inline ConflictPlace conflictPlace(clang::Preprocessor &PP, clang::SourceLocation A,
                                   llvm::StringRef AName, clang::SourceLocation B,
                                   llvm::StringRef BName,
                                   clang::SourceLocation Default = clang::SourceLocation()) {
  const clang::SourceManager &SM = PP.getSourceManager();
  const bool AOpt = inOptionText(SM, A), BOpt = inOptionText(SM, B);
  if (AOpt && !BOpt)
    return {A, B, BName};
  if (BOpt && !AOpt)
    return {B, A, AName};
  return {Default.isValid() ? Default : A, clang::SourceLocation(), ""};
}
/// The note of P, if it has one: after its error has been emitted.
inline void notePragmaClause(clang::Preprocessor &PP, const ConflictPlace &P) {
  if (P.Note.isValid())
    note(PP, P.Note, "the pragma's '%0' clause, which the -fapprox-set clause conflicts with")
        << P.NoteClause;
}

} // namespace approx

#endif
