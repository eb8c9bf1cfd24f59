//===- PrintKinds.cpp - approx-clang --approx-print-kinds -----------------===//
//
// Prints the kind and mode names of #pragma approx, and the ABI numbers of
// those that have one, as one JSON object on stdout. The rows come from
// headers/approx_kinds.def, the one table the plugin, the forced headers and
// the runtime expand too, so tools (tools/approx-tune) ask the driver for the
// names instead of keeping their own list. Shape (docs/language.md):
//   {"perfo": [{"name": "small", "value": 1}, ...], "precision": [...], ...}
// Table names and their order are stable; a row's "value" is its number in
// the table (the ABI number for perfo, precision and reconstruct; the bits of
// an element for unorm). The perfo table ends with the kinds' other
// spellings, each with "alias_of": its canonical name.
//
//===----------------------------------------------------------------------===//
#include "PrintKinds.h"
#include <cstdio>

namespace {

struct Row {
  const char *Name;
  int Value;
  const char *AliasOf = nullptr; // the canonical spelling, for an alias row
};

#define APPROX_ROW(NAME, Name, Spelling, Value) {Spelling, Value},
const Row PerfoCanonical[] = {
#define __APPROX_KIND_PERFO APPROX_ROW
#include "approx_kinds.def"
};
// The canonical rows, then the aliases ("ini" for "init", ...), each naming
// the canonical spelling of its value.
const char *canonicalPerfo(int Value) {
  for (const Row &R : PerfoCanonical)
    if (R.Value == Value)
      return R.Name;
  return "";
}
const Row Perfo[] = {
#define __APPROX_KIND_PERFO APPROX_ROW
#define __APPROX_KIND_PERFO_ALIAS(NAME, Name, Spelling, Value)                                     \
  {Spelling, Value, canonicalPerfo(Value)},
#include "approx_kinds.def"
};
const Row Precision[] = {
#define __APPROX_KIND_PREC APPROX_ROW
#include "approx_kinds.def"
};
const Row Unorm[] = {
#define __APPROX_KIND_UNORM APPROX_ROW
#include "approx_kinds.def"
};
const Row Reconstruct[] = {
#define __APPROX_KIND_RECON APPROX_ROW
#include "approx_kinds.def"
};
const Row Place[] = {
#define __APPROX_KIND_PLACE APPROX_ROW
#include "approx_kinds.def"
};
const Row Sync[] = {
#define __APPROX_KIND_SYNC APPROX_ROW
#include "approx_kinds.def"
};
const Row Atomic[] = {
#define __APPROX_KIND_ATOMIC APPROX_ROW
#include "approx_kinds.def"
};
const Row Branch[] = {
#define __APPROX_KIND_BRANCH APPROX_ROW
#include "approx_kinds.def"
};
const Row Memo[] = {
#define __APPROX_KIND_MEMO APPROX_ROW
#include "approx_kinds.def"
};
const Row MemoHierarchy[] = {
#define __APPROX_KIND_MEMO_HIER APPROX_ROW
#include "approx_kinds.def"
};
const Row MemoReplace[] = {
#define __APPROX_KIND_MEMO_REPLACE APPROX_ROW
#include "approx_kinds.def"
};
#undef APPROX_ROW

template <size_t N> void table(const char *Key, const Row (&Rows)[N], bool Last) {
  std::printf("  \"%s\": [", Key);
  for (size_t I = 0; I < N; ++I)
    if (Rows[I].AliasOf)
      std::printf("%s{\"name\": \"%s\", \"value\": %d, \"alias_of\": \"%s\"}", I ? ", " : "",
                  Rows[I].Name, Rows[I].Value, Rows[I].AliasOf);
    else
      std::printf("%s{\"name\": \"%s\", \"value\": %d}", I ? ", " : "", Rows[I].Name,
                  Rows[I].Value);
  std::printf("]%s\n", Last ? "" : ",");
}

} // namespace

void printApproxKinds() {
  std::printf("{\n");
  table("perfo", Perfo, false);
  table("precision", Precision, false);
  table("unorm", Unorm, false);
  table("reconstruct", Reconstruct, false);
  table("reconstruct_place", Place, false);
  table("sync", Sync, false);
  table("atomic", Atomic, false);
  table("branch", Branch, false);
  table("memo", Memo, false);
  table("memo_hierarchy", MemoHierarchy, false);
  table("memo_replace", MemoReplace, true);
  std::printf("}\n");
}
