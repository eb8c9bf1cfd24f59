//===- Directive.h - a parsed #pragma approx --------------------------------===//
//
// The result of parsing one `#pragma approx` line: every clause of the
// language (docs/language.md) with its source location, its mode as an enum
// (from the one table headers/approx_kinds.def; Kinds.cpp maps words and ABI
// names) and its expression tokens. Expressions stay token runs; clang
// type-checks them where they are spliced.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_DIRECTIVE_H
#define APPROX_DIRECTIVE_H

#include "TokenBuilder.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace approx {

// The kinds and modes of the clauses, one enum per clause mode. Names and
// numbers come from the one table, headers/approx_kinds.def, which the
// forced headers and the runtime expand too: PerfoKind, PrecType and
// ReconMethod values are the __APPROX_PERFO_*, __APPROX_PREC_* and
// __APPROX_RECON_* enumerators of approx_rt.h / approx_data.h.
#define APPROX_ENUMERATOR(NAME, Name, Spelling, Value) Name = Value,
enum class PerfoKind {
#define __APPROX_KIND_PERFO APPROX_ENUMERATOR
#include "approx_kinds.def"
};
enum class PrecType {
#define __APPROX_KIND_PREC APPROX_ENUMERATOR
#include "approx_kinds.def"
};
enum class UnormBits {
#define __APPROX_KIND_UNORM APPROX_ENUMERATOR
#include "approx_kinds.def"
};
enum class ReconMethod {
#define __APPROX_KIND_RECON APPROX_ENUMERATOR
#include "approx_kinds.def"
};
enum class ReconPlace {
#define __APPROX_KIND_PLACE APPROX_ENUMERATOR
#include "approx_kinds.def"
};
enum class SyncMode {
#define __APPROX_KIND_SYNC APPROX_ENUMERATOR
#include "approx_kinds.def"
};
enum class AtomicScope {
#define __APPROX_KIND_ATOMIC APPROX_ENUMERATOR
#include "approx_kinds.def"
};
enum class BranchMode {
#define __APPROX_KIND_BRANCH APPROX_ENUMERATOR
#include "approx_kinds.def"
};
enum class MemoKind {
#define __APPROX_KIND_MEMO APPROX_ENUMERATOR
#include "approx_kinds.def"
};
enum class MemoHier {
#define __APPROX_KIND_MEMO_HIER APPROX_ENUMERATOR
#include "approx_kinds.def"
};
enum class MemoReplace {
#define __APPROX_KIND_MEMO_REPLACE APPROX_ENUMERATOR
#include "approx_kinds.def"
};
#undef APPROX_ENUMERATOR

/// One row of the table: the clause word and, for the ABI kinds, the
/// enumerator the generated code names ("" for the others).
template <typename E> struct KindName {
  E Value;
  llvm::StringRef Spelling;
  llvm::StringRef AbiName;
  /// Another spelling of Value (approx_kinds.def's __APPROX_KIND_PERFO_ALIAS
  /// rows, after the canonical ones): accepted, never listed or printed.
  bool Alias = false;
};
/// The rows of E's table, in table order (Kinds.cpp).
template <typename E> llvm::ArrayRef<KindName<E>> kindTable();
template <> llvm::ArrayRef<KindName<PerfoKind>> kindTable();
template <> llvm::ArrayRef<KindName<PrecType>> kindTable();
template <> llvm::ArrayRef<KindName<UnormBits>> kindTable();
template <> llvm::ArrayRef<KindName<ReconMethod>> kindTable();
template <> llvm::ArrayRef<KindName<ReconPlace>> kindTable();
template <> llvm::ArrayRef<KindName<SyncMode>> kindTable();
template <> llvm::ArrayRef<KindName<AtomicScope>> kindTable();
template <> llvm::ArrayRef<KindName<BranchMode>> kindTable();
template <> llvm::ArrayRef<KindName<MemoKind>> kindTable();
template <> llvm::ArrayRef<KindName<MemoHier>> kindTable();
template <> llvm::ArrayRef<KindName<MemoReplace>> kindTable();

/// The clause word of V ("small", "lerp", "warp", ...).
template <typename E> llvm::StringRef spelling(E V) {
  for (const KindName<E> &K : kindTable<E>())
    if (K.Value == V)
      return K.Spelling;
  return "";
}
/// The enumerator generated code names for V ("__APPROX_PERFO_SMALL").
template <typename E> llvm::StringRef abiName(E V) {
  for (const KindName<E> &K : kindTable<E>())
    if (K.Value == V)
      return K.AbiName;
  return "";
}
/// The C type a reduced copy of precision(T) holds ("_Float16", "__bf16",
/// "float").
inline llvm::StringRef precCType(PrecType T) {
  switch (T) {
  case PrecType::Half:
    return "_Float16";
  case PrecType::BF16:
    return "__bf16";
  case PrecType::Float:
    return "float";
  }
  return "float";
}
/// The value whose clause word (or alias) is W.
template <typename E> std::optional<E> kindNamed(llvm::StringRef W) {
  for (const KindName<E> &K : kindTable<E>())
    if (K.Spelling == W)
      return K.Value;
  return std::nullopt;
}

struct ExprToks {
  TokenVec Toks;
  clang::SourceLocation Loc;
  /// A memo knob: its constant value where known at the pragma (none: known
  /// only where the lowered code is compiled, ConstEval.h).
  std::optional<double> Value;
};

struct PerfoClause {
  clang::SourceLocation Loc; // the word 'perfo'
  PerfoKind Kind;
  clang::SourceLocation KindLoc;
  bool AliasSpelling = false; // written as an alias ("ini", "random")
  ExprToks Value;
  std::optional<ExprToks> Chunk;
};

/// A clause with a mode of enum M and, for precision(T : list) and
/// sync(tile(K)), its argument tokens.
template <typename M> struct ModeClause {
  clang::SourceLocation Loc;
  M Mode;
  std::optional<ExprToks> Arg;
};

/// reconstruct(method[, place]).
struct ReconstructClause : ModeClause<ReconMethod> {
  std::optional<ReconPlace> Place;
};

/// One precision(T [: list]) clause with T float, half or bf16, or
/// precision(double : list), which keeps the listed variables exact
/// (docs/language.md, "Mixed precision").
struct PrecClause {
  clang::SourceLocation Loc;
  std::optional<PrecType> Type; // none: double
  std::optional<ExprToks> Arg;  // the list
  clang::SourceLocation TypeLoc;
};

struct DataClause {
  clang::SourceLocation Loc;
  TokenVec Toks; // raw item list, parsed by the data lowering
};

/// memo(in|out [:thread|warp] [, knob(value)]...): approximate memoization of a loop's
/// iterations (MemoLowering.cpp). Numeric knobs are constant expressions
/// (ClauseRanges.h checks them); absent knobs take the defaults of
/// headers/approx_memo.h, and APPROX_CONFIG may override each per label.
struct MemoClause {
  clang::SourceLocation Loc;
  MemoKind Kind;
  clang::SourceLocation KindLoc;
  std::optional<ExprToks> Threshold, Size, Tables, Items, History, Predict;
  std::optional<MemoHier> Hier;
  std::optional<MemoReplace> Replace;
  /// HPAC-Offload's `memo(in:H)` / `memo(out:H)`, as written (HierLoc: H).
  /// For memo(in) it also sets Hier, as `hierarchy(H)` does; memo(out)
  /// has no hierarchy here (a -Wapprox-hpac warning for warp).
  std::optional<MemoHier> KindHier;
  clang::SourceLocation KindHierLoc;
};

struct ApproxDirective {
  clang::SourceLocation PragmaLoc;
  std::optional<PerfoClause> Perfo;
  std::optional<std::string> Label;
  clang::SourceLocation LabelLoc;
  std::optional<ExprToks> If;
  std::optional<DataClause> In, Out;
  /// inout(items): memo items that are both read and written (memo only).
  std::optional<DataClause> Inout;
  std::optional<MemoClause> Memo;
  std::optional<ReconstructClause> Reconstruct;
  /// Every precision clause with a floating-point type (double included),
  /// in order; at most one without a list, lists disjoint.
  llvm::SmallVector<PrecClause, 2> Precisions;
  /// The first of them with a float, half or bf16 type: the type of the
  /// in/out items' reduced copies (kept by finishPrecision()).
  std::optional<ModeClause<PrecType>> Precision;
  /// A -fapprox-set precision clause replaced the pragma's (once).
  bool PrecisionOverridden = false;
  /// precision(unorm8|unorm16 : list): in-items transferred as fixed point.
  std::optional<ModeClause<UnormBits>> Unorm;
  std::optional<ModeClause<SyncMode>> Sync;
  std::optional<ModeClause<AtomicScope>> Atomic;
  std::optional<ModeClause<BranchMode>> Branch;

  /// Sets Precision from Precisions.
  void finishPrecision() {
    Precision.reset();
    for (const PrecClause &P : Precisions)
      if (P.Type) {
        Precision = ModeClause<PrecType>{P.Loc, *P.Type, P.Arg};
        return;
      }
  }
  /// The clause without a list (region-wide, or the items' type), if any.
  const PrecClause *listlessPrecision() const {
    for (const PrecClause &P : Precisions)
      if (!P.Arg)
        return &P;
    return nullptr;
  }

  /// The region label: the label clause or "file:line" of the pragma.
  std::string DefaultLabel;
  std::string label() const { return Label ? *Label : DefaultLabel; }
};

} // namespace approx

#endif
