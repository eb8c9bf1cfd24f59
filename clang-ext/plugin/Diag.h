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

} // namespace approx

#endif
