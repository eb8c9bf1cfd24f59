//===- FpReport.h - -fapprox-fp-report=<file.json> ------------------------===//
//
// The floating-point report that approx-tune --precision reads once per
// program (docs/precision-tuning.md): per `#pragma approx` region, its
// candidate variables, def-use graph, AMPT-GA groups and the static cost
// model. The pragma handler records each region's tokens as written (the
// AST only ever sees lowered code); the plugin's AST consumer analyses the
// regions (FpGraph.h) when the translation unit is complete and writes the
// JSON. Only the host compile writes it: a device compile of the same
// source would write the same file from another cc1 process.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_FPREPORT_H
#define APPROX_FPREPORT_H

#include "TokenBuilder.h"
#include "clang/AST/ASTContext.h"
#include "clang/Lex/Preprocessor.h"

namespace clang {
class Sema;
}

namespace approx {

/// Whether this compile writes a report (-fapprox-fp-report given, host
/// compile, an AST will exist).
bool fpReportWanted(const clang::Preprocessor &PP);

/// Records the statement of the region labelled Label, as written (Sema,
/// where there is one, tells the typedef names of floating-point types).
void recordFpRegion(clang::Preprocessor &PP, clang::Sema *S, llvm::StringRef Label,
                    clang::SourceLocation PragmaLoc, llvm::ArrayRef<clang::Token> Statement);

/// Analyses the recorded regions and writes the report; a file that cannot
/// be written is an error of the compile. After errors, nothing is written
/// and an existing file of that name is removed.
void writeFpReport(clang::ASTContext &Ctx, clang::DiagnosticsEngine &Diags);

} // namespace approx

#endif
