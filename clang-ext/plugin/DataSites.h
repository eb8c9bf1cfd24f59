//===- DataSites.h - data clauses at the directives that move data --------===//
//
// `#pragma approx` with in/out items placed before `#pragma omp target
// data`, `target enter data`, `target exit data` or `target update`
// approximates the transfer that directive makes (docs/data.md, "Data
// sites"): perforation + reconstruction sends or fetches only the kept rows
// and rebuilds the others where the data arrives; precision sends reduced
// values and widens them there. The lowering keeps the user's directive:
// it takes a reference of its own on each approximated item's device copy
// (`target enter data map(alloc: ...)`) so the directive finds it present
// and moves nothing, and fills or drains the copy itself; for `target
// update` the approximated items leave the directive's motion clauses.
// DataSiteAnalysis.cpp checks the clauses and items, DataSites.cpp
// assembles, DataSiteCode.cpp generates the per-item transfers; the runtime
// side is openmp-runtime/data_sites.c.
//
//===----------------------------------------------------------------------===//
#ifndef APPROX_DATASITES_H
#define APPROX_DATASITES_H

#include "DataRegion.h"
#include "Labels.h"
#include "TokenScan.h"

namespace approx {
namespace data {

enum class SiteKind { TargetData, EnterData, ExitData, Update };

/// One in/out array item of a data site.
struct SiteItem {
  DataItem It;
  std::string K; // unique suffix: <site id>_<index>
  unsigned Index = 0;
  bool Perf = false;  // perfo + reconstruct: kept rows only
  bool Prec = false;  // precision(half|bf16|float)
  bool Unorm = false; // precision(unorm8|unorm16)
  MapRef Map;         // the directive's list item (map or motion clause)
  TokenVec Start, Bytes; // the storage that list item moves (mapRange)
  MapRows Rows;          // a strided 2-D section in a motion clause: its rows
  std::string var(llvm::StringRef What) const { return "__approx_" + What.str() + K; }
};

/// A motion clause `to(...)` / `from(...)` of a target update: its name,
/// the prefix up to ':' (modifiers) and its list items, with the token
/// range [Begin, End] of the clause in the directive.
struct Motion {
  llvm::StringRef Name;
  TokenVec Prefix;
  std::vector<TokenVec> Items;
  size_t Begin, End;
};

/// The motion clauses of a target update's tokens T, in order
/// (DataSites.cpp).
std::vector<Motion> motionClauses(const TokenVec &T);

class SiteEmitter {
public:
  SiteEmitter(clang::Preprocessor &PP, const ApproxDirective &D, Stmt &S,
              const LoweringContext &Ctx);
  bool run(TokenVec &Out);

private:
  /// Checks the clauses and the items and fills Items; false after an
  /// error (DataSiteAnalysis.cpp).
  bool analyze();
  bool checkItem(SiteItem &I);
  Code code() { return Code(PP, D.PragmaLoc, S.loc()); }
  TokenVec T(llvm::StringRef Text) {
    Code C = code();
    C << Text;
    return C.take();
  }
  // DataSiteCode.cpp
  /// The item's geometry, plan and switch (declarations) ...
  TokenVec geometry(const SiteItem &I);
  /// ... and the runtime's checks of the item (statements).
  TokenVec checks(const SiteItem &I);
  TokenVec elem0(const SiteItem &I);
  TokenVec elt(const SiteItem &I);
  TokenVec unqual(const SiteItem &I);
  std::string itemStr(const SiteItem &I) const;
  std::string what(const SiteItem &I) const;
  /// The device copy of the directive's range and of the item, and the
  /// exact bytes of the range outside the item (ToDev: sent, else fetched):
  /// declarations, which recordOutside's statement reports.
  TokenVec deviceCopy(const SiteItem &I, bool ToDev);
  std::string recordOutside(const SiteItem &I) const;
  /// The approximated transfer of the item into / out of its device copy.
  TokenVec toDevice(const SiteItem &I);
  TokenVec fromDevice(const SiteItem &I);
  TokenVec reconStmt(const SiteItem &I, llvm::StringRef Base);
  /// `#pragma omp target enter|exit data map(Type: item) device(dev)`.
  TokenVec dataDirective(const SiteItem &I, llvm::StringRef Dir, llvm::StringRef Type);
  /// The update directive without the approximated items (empty when no
  /// list item is left).
  TokenVec updateRest();

  clang::Preprocessor &PP;
  const ApproxDirective &D;
  Stmt &S;
  const LoweringContext &Ctx;
  std::string N, Label, Hash, LabelLit, Site;
  bool CXX;
  SiteKind Kind = SiteKind::TargetData;
  std::vector<SiteItem> Items;
  std::string PrecCType;  // _Float16, __bf16, float
  std::string PrecKind;   // its ABI enumerator (__APPROX_PREC_HALF, ...)
  int Bits = 0;           // precision(unorm8|unorm16)
  bool AnyPrec = false, AnyPerf = false;
};

} // namespace data

/// Lowers a data site (S is one of the four directives); false after an
/// error, which is reported at the user's tokens.
bool lowerDataSite(clang::Preprocessor &PP, const ApproxDirective &D, Stmt &S,
                   const LoweringContext &Ctx, TokenVec &Out);

} // namespace approx

#endif
