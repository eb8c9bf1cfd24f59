//===- PragmaPlace.h - where a #pragma approx stands -----------------------===//
//
// `#pragma approx` applies to a statement in a function body. At file scope
// or among a struct's members the statement reader would take the following
// declarations (a whole function, up to the end of the file) as its
// statement, and the lowering would put statements where clang expects
// declarations. The handler asks pragmaPlace() first and reports such a
// pragma at its own line, leaving the following tokens to clang.
//
// Sema's scopes tell where the parser stands, but not exactly: the parser
// handles the pragma while it consumes the token before it, so after a '}'
// it may still be in the scope that the '}' closes; and C++ inline member
// function bodies are lexed (pragmas included) while the class is parsed,
// in the class's scope. So for each enclosing function or class scope, the
// braces counted from its declaration's start to the pragma (through the
// #include lines leading to the pragma's file) tell whether its body still
// encloses the pragma, and a class body from a member function's body.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_PRAGMAPLACE_H
#define APPROX_PRAGMAPLACE_H

#include "clang/Lex/Preprocessor.h"

namespace clang {
class Sema;
}

namespace approx {

enum class PragmaPlace { Function, MemberBody, FileScope, Record, Unknown };

/// Where the pragma at Loc stands; Unknown without Sema (-E) or when the
/// source cannot tell (macros, a class begun in another file). MemberBody:
/// in the body of a member function defined in its class, which the parser
/// stores while Sema stands in the class and parses after it: Sema knows
/// none of the function's parameters and locals there.
PragmaPlace pragmaPlace(clang::Preprocessor &PP, clang::Sema *S, clang::SourceLocation Loc);

/// Whether the source text from From to To (both in one file, From first)
/// never closes a brace it did not open, i.e. To lies in the block that
/// holds From or in a block nested in it; with Opened, To must also lie
/// inside a brace opened after From. False when the text cannot tell
/// (macros, other files). Used to ignore declarations of scopes that the
/// parser has not left yet although their text has ended.
bool sameBlockOrInner(clang::SourceManager &SM, clang::SourceLocation From,
                      clang::SourceLocation To, bool Opened);

} // namespace approx

#endif
