//===- UsmRequires.h - a file's `requires unified_shared_memory`, first -------===//
//
// The forced approx.h declares the run-time table (__approx_table,
// __approx_devcounts) as declare target variables before the user's first
// line. Clang 19 registers a declare target variable that precedes
// `#pragma omp requires unified_shared_memory` twice - as a copied variable
// and as a unified-memory reference - while the device image holds only the
// reference, so libomptarget prints "Failed to load global" for each in
// every such program (plain clang does the same for a user's own variable
// declared before the directive). Before the header is read, the main file's
// text is scanned for the directive at top level, outside conditional
// blocks; where it is there, the compile proceeds as clang's
// -fopenmp-force-usm would (the directive in effect from the first line),
// which is what the program asks for. A directive in an included file or
// in a conditional block is not seen: the message stays, the program runs.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_USMREQUIRES_H
#define APPROX_USMREQUIRES_H

#include "clang/Frontend/CompilerInstance.h"

namespace approx {

/// True when the main file's text holds `#pragma omp requires` with the
/// `unified_shared_memory` clause outside every conditional block.
bool mainFileRequiresUsm(const clang::CompilerInstance &CI);

/// With -fopenmp, puts that directive in effect from the first line
/// (LangOptions::OpenMPForceUSM) when mainFileRequiresUsm.
void applyUsmRequires(clang::CompilerInstance &CI);

} // namespace approx

#endif
