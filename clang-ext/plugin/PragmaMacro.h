//===- PragmaMacro.h - the pragma a macro use expands to ------------------===//
//
// The hoist of an OpenMP loop directive (OmpHoist.h) reads the source text
// around it: is the next line a `#pragma approx`, and, under -E, what does
// a `_Pragma` operator hold? A pragma written through a macro,
// `#define APPROX(x) _Pragma(#x)` then `APPROX(approx perfo(small:2))`,
// has its text built by the preprocessor (stringizing), which the source
// does not show. This expands the macro use far enough to read it: through
// object- and function-like macros (variadic too) down to `_Pragma` of a
// string literal, of a stringized parameter `#x` or of a parameter whose
// argument is a string literal. It expands nothing else (no arguments'
// own macros: the text is the spelling `#x` gives).
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_PRAGMAMACRO_H
#define APPROX_PRAGMAMACRO_H

#include "TokenBuilder.h"

namespace approx {

/// The text of the pragma that Text, read from its start, expands to:
/// `_Pragma("...")` itself or a macro use leading to one; empty when it is
/// neither (a statement, an unbalanced use, more than 8 macros deep).
std::string pragmaTextAt(clang::Preprocessor &PP, llvm::StringRef Text);

/// Whether Text starts with a macro use whose expansion also holds code
/// besides its `_Pragma` operators (`#define KERNEL PRAGMA(omp for) for
/// (...) ...`), read through nested macro uses over Text's first 4096
/// characters: false for a `_Pragma` operator itself and for a use that
/// expands to pragmas only. Such a use is a statement, a whole construct:
/// its directives apply to its own code, not to a statement or a `#pragma
/// approx` line after the use (OmpHoist.cpp, Placement.cpp).
bool useExpandsToCode(clang::Preprocessor &PP, llvm::StringRef Text);

/// The offset in Text just after the parenthesised group whose '(' is the
/// first non-blank character at Pos (a macro use's or `_Pragma`'s
/// arguments; parentheses nest, string literals are read as such), or Pos
/// when there is no such group or it is not closed.
size_t afterParens(llvm::StringRef Text, size_t Pos);

} // namespace approx

#endif
