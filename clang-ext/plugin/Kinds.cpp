//===- Kinds.cpp - the kind and mode tables of the clauses ----------------===//
//
// kindTable<E>() for every clause-mode enum of Directive.h, expanded from
// headers/approx_kinds.def, the one table of names and numbers the forced
// headers, the runtime and the driver expand too. The parser looks words up
// here (kindNamed, aliases included), diagnostics list the valid words from
// here (canonical rows only), and the lowering writes the ABI enumerator
// names (abiName) instead of numbers.
//
//===----------------------------------------------------------------------===//
#include "Directive.h"

namespace approx {

template <> llvm::ArrayRef<KindName<PerfoKind>> kindTable<PerfoKind>() {
  static const KindName<PerfoKind> Rows[] = {
#define __APPROX_KIND_PERFO(NAME, Name, Spelling, Value)                       \
  {PerfoKind::Name, Spelling, "__APPROX_PERFO_" #NAME},
#define __APPROX_KIND_PERFO_ALIAS(NAME, Name, Spelling, Value)                                     \
  {PerfoKind::Name, Spelling, "__APPROX_PERFO_" #NAME, /*Alias=*/true},
#include "approx_kinds.def"
  };
  return Rows;
}

template <> llvm::ArrayRef<KindName<PrecType>> kindTable<PrecType>() {
  static const KindName<PrecType> Rows[] = {
#define __APPROX_KIND_PREC(NAME, Name, Spelling, Value)                        \
  {PrecType::Name, Spelling, "__APPROX_PREC_" #NAME},
#include "approx_kinds.def"
  };
  return Rows;
}

template <> llvm::ArrayRef<KindName<ReconMethod>> kindTable<ReconMethod>() {
  static const KindName<ReconMethod> Rows[] = {
#define __APPROX_KIND_RECON(NAME, Name, Spelling, Value)                       \
  {ReconMethod::Name, Spelling, "__APPROX_RECON_" #NAME},
#include "approx_kinds.def"
  };
  return Rows;
}

// The modes below have no ABI number: the lowering picks code by mode.
template <> llvm::ArrayRef<KindName<UnormBits>> kindTable<UnormBits>() {
  static const KindName<UnormBits> Rows[] = {
#define __APPROX_KIND_UNORM(NAME, Name, Spelling, Value) {UnormBits::Name, Spelling, ""},
#include "approx_kinds.def"
  };
  return Rows;
}

template <> llvm::ArrayRef<KindName<ReconPlace>> kindTable<ReconPlace>() {
  static const KindName<ReconPlace> Rows[] = {
#define __APPROX_KIND_PLACE(NAME, Name, Spelling, Value) {ReconPlace::Name, Spelling, ""},
#include "approx_kinds.def"
  };
  return Rows;
}

template <> llvm::ArrayRef<KindName<SyncMode>> kindTable<SyncMode>() {
  static const KindName<SyncMode> Rows[] = {
#define __APPROX_KIND_SYNC(NAME, Name, Spelling, Value) {SyncMode::Name, Spelling, ""},
#include "approx_kinds.def"
  };
  return Rows;
}

template <> llvm::ArrayRef<KindName<AtomicScope>> kindTable<AtomicScope>() {
  static const KindName<AtomicScope> Rows[] = {
#define __APPROX_KIND_ATOMIC(NAME, Name, Spelling, Value) {AtomicScope::Name, Spelling, ""},
#include "approx_kinds.def"
  };
  return Rows;
}

template <> llvm::ArrayRef<KindName<BranchMode>> kindTable<BranchMode>() {
  static const KindName<BranchMode> Rows[] = {
#define __APPROX_KIND_BRANCH(NAME, Name, Spelling, Value) {BranchMode::Name, Spelling, ""},
#include "approx_kinds.def"
  };
  return Rows;
}

template <> llvm::ArrayRef<KindName<MemoKind>> kindTable<MemoKind>() {
  static const KindName<MemoKind> Rows[] = {
#define __APPROX_KIND_MEMO(NAME, Name, Spelling, Value)                                            \
  {MemoKind::Name, Spelling, "__APPROX_MEMO_" #NAME},
#include "approx_kinds.def"
  };
  return Rows;
}

template <> llvm::ArrayRef<KindName<MemoHier>> kindTable<MemoHier>() {
  static const KindName<MemoHier> Rows[] = {
#define __APPROX_KIND_MEMO_HIER(NAME, Name, Spelling, Value)                                       \
  {MemoHier::Name, Spelling, "__APPROX_MEMO_HIER_" #NAME},
#include "approx_kinds.def"
  };
  return Rows;
}

template <> llvm::ArrayRef<KindName<MemoReplace>> kindTable<MemoReplace>() {
  static const KindName<MemoReplace> Rows[] = {
#define __APPROX_KIND_MEMO_REPLACE(NAME, Name, Spelling, Value)                                    \
  {MemoReplace::Name, Spelling, "__APPROX_MEMO_REPLACE_" #NAME},
#include "approx_kinds.def"
  };
  return Rows;
}

} // namespace approx
