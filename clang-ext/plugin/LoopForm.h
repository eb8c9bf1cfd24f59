//===- LoopForm.h - OpenMP canonical loop form ----------------------------===//
//
// Splits the header of a `for` statement in OpenMP canonical form into its
// parts: the loop variable (declared here or before), lower bound, upper
// bound, comparison and signed step. Anything else is diagnosed at the token
// that breaks the form (HPAC aborts at run time; we stop at compile time).
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_LOOPFORM_H
#define APPROX_LOOPFORM_H

#include "StmtReader.h"
#include <optional>

namespace approx {

struct LoopForm {
  TokenVec Type; // declared type; empty when the variable is declared before
  clang::Token Var;
  TokenVec LB, UB, Step; // Step is signed: `i -= s` gives `-(s)`
  int Op;                // __APPROX_LT, _LE, _GT, _GE, _NE (headers/approx.h)
};

/// Analyzes For (a Stmt::For). Reports an error naming the clause and
/// returns nullopt when the loop is not canonical.
std::optional<LoopForm> analyzeLoop(clang::Preprocessor &PP, const Stmt &For,
                                    llvm::StringRef Clause);

/// Whether Toks mention the identifier of Var.
bool mentions(llvm::ArrayRef<clang::Token> Toks, const clang::Token &Var);

} // namespace approx

#endif
