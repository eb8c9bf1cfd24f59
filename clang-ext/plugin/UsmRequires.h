//===- UsmRequires.h - a file's `requires unified_shared_memory`, first -------===//
//
// The forced approx.h declares the run-time table (__approx_table,
// __approx_devcounts) as declare target variables before the user's first
// line. Clang 19 registers a declare target variable that precedes
// `#pragma omp requires unified_shared_memory` twice - as a copied variable
// and as a unified-memory reference - while the device image holds only the
// reference: libomptarget prints "Failed to load global" for the table in
// every such program, and on a GPU the table's first update fails (plain
// clang does the same for a user's own variable declared before the
// directive). Before the header is read, the main file's text is scanned
// for the directive at top level, outside conditional blocks, its clause
// written out or behind a macro (-D, or a top-level #define above it);
// where it is there, the compile proceeds as clang's -fopenmp-force-usm
// would (the directive in effect from the first line), which is what the
// program asks for. Such a compile (or one with -fopenmp-force-usm) gets
// __APPROX_USM_FIRST, defined at approx.h's first `#pragma approx` so that
// -E text carries the decision; approx.h's constructor in any other stops a program
// that requires unified shared memory with a clear message, at start-up
// (docs/language.md, "Driver").
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_USMREQUIRES_H
#define APPROX_USMREQUIRES_H

#include "clang/Frontend/CompilerInstance.h"

namespace approx {

/// True when the main file's text holds `#pragma omp requires` with the
/// `unified_shared_memory` clause (or a macro that expands to text naming
/// it) outside every conditional block.
bool mainFileRequiresUsm(const clang::SourceManager &SM, const clang::LangOptions &LO,
                         const clang::PreprocessorOptions &PPO);

/// With -fopenmp, before Sema and CodeGen exist: puts that directive in
/// effect from the first line (LangOptions::OpenMPForceUSM) when
/// mainFileRequiresUsm.
void applyUsmRequires(clang::CompilerInstance &CI);

/// At the forced header's first `#pragma approx`: defines
/// __APPROX_USM_FIRST when the directive is in effect from the first line
/// (in a compile, as applyUsmRequires decided or -fopenmp-force-usm asks;
/// under -E, as it would decide).
void defineUsmFirst(clang::Preprocessor &PP, clang::SourceLocation Loc);

} // namespace approx

#endif
