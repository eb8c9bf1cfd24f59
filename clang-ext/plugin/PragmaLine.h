//===- PragmaLine.h - the tokens of a pragma's line ------------------------===//
//
// Both pragma handlers of the plugin (`#pragma approx` in ApproxPlugin.cpp,
// `#pragma omp` in OmpHoist.cpp) read their line, macro-expanded, up to its
// end-of-directive token. A `_Pragma` operator inside that line would run
// clang's _Pragma handling there; when its string is missing (as in
// `_Pragma("approx perfo _Pragma (")`) clang 19 consumes the line's end
// token, the handler reads on past the end of the pragma's text and clang
// crashes (plain clang-19 crashes the same way on `_Pragma("clang loop
// unroll_count( _Pragma (")`; found by tools/fuzz, docs/fuzzing.md). While
// a line is read here, `_Pragma` (and MSVC's `__pragma`) are not expanded:
// they stay identifiers, which the clause parsers report at the user's
// token (test/Frontend/pragma-operator-in-pragma.c).
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_PRAGMALINE_H
#define APPROX_PRAGMALINE_H

#include "TokenBuilder.h"

namespace approx {

/// The tokens of the current pragma line, macro-expanded except for pragma
/// operators; End receives the end-of-directive (or end-of-file) token.
TokenVec lexPragmaLine(clang::Preprocessor &PP, clang::Token &End);

} // namespace approx

#endif
