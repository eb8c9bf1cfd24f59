//===- Directive.h - a parsed #pragma approx --------------------------------===//
//
// The result of parsing one `#pragma approx` line: every clause of the
// language (DESIGN §3) with its source location and its expression tokens.
// Expressions stay token runs; clang type-checks them where they are spliced.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_DIRECTIVE_H
#define APPROX_DIRECTIVE_H

#include "TokenBuilder.h"
#include "clang/Basic/SourceLocation.h"
#include <optional>
#include <string>

namespace approx {

/// Values match __APPROX_PERFO_* in headers/approx_rt.h.
enum class PerfoKind { Small = 1, Large = 2, Rate = 3, Rand = 4, Init = 5, Fini = 6 };

struct ExprToks {
  TokenVec Toks;
  clang::SourceLocation Loc;
};

struct PerfoClause {
  PerfoKind Kind;
  clang::SourceLocation KindLoc;
  ExprToks Value;
  std::optional<ExprToks> Chunk;
};

/// A clause whose lowering lives elsewhere: stored with its mode and tokens.
struct ModeClause {
  clang::SourceLocation Loc;
  std::string Mode;      // e.g. "warp", "tile", "team", "majority"
  std::optional<ExprToks> Arg; // tile(K)
};

struct DataClause {
  clang::SourceLocation Loc;
  TokenVec Toks; // raw item list, parsed by the data lowering
};

struct ApproxDirective {
  clang::SourceLocation PragmaLoc;
  std::optional<PerfoClause> Perfo;
  std::optional<std::string> Label;
  clang::SourceLocation LabelLoc;
  std::optional<ExprToks> If;
  std::optional<DataClause> In, Out;
  std::optional<ModeClause> Reconstruct, Precision, Sync, Atomic, Branch;
  /// precision(unorm8|unorm16 : list): in-items transferred as fixed point.
  std::optional<ModeClause> Unorm;

  /// The region label: the label clause or "file:line" of the pragma.
  std::string DefaultLabel;
  std::string label() const { return Label ? *Label : DefaultLabel; }
};

} // namespace approx

#endif
