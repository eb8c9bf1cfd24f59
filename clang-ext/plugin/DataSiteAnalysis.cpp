//===- DataSiteAnalysis.cpp - the checks of a data site -------------------===//
//
// What a data site (DataSites.h, docs/data.md "Data sites") accepts,
// before anything is lowered: the clauses (perfo only with reconstruct and
// the other way round, no host/device place, no `nowait` or `depend` at the
// directive, no perfo and precision on one item, a precision list that names
// only items, at least one item) and each item, an array that the
// directive's map (or, at `target update`, its to/from clause) moves in the
// item's direction, without `always` or `present`, in a form mapRange can
// follow, of an element type its technique takes (ItemTypes.h). Each error
// names the item or clause and the directive; SiteItem records what each item
// gets.
//
//===----------------------------------------------------------------------===//
#include "DataSites.h"
#include "ItemTypes.h"

using namespace clang;

namespace approx {
namespace data {

bool SiteEmitter::checkItem(SiteItem &I) {
  const char *Dir = I.It.In ? "in" : "out";
  if (!I.It.isArray()) {
    error(PP, I.It.Loc,
          "%0-item '%1' is a scalar; at '#pragma omp %2' only array items "
          "('a[lo:len]', 'a[lo:len][lo:len]', '([rows][cols])p') are transferred")
        << Dir << I.It.name() << Site;
    return false;
  }
  std::optional<MapRef> M;
  Stmt *Dirs[] = {&S};
  if (Kind == SiteKind::Update) {
    for (Motion &Mo : motionClauses(S.Toks))
      for (TokenVec &X : Mo.Items)
        if (!M && listItemBase(X) == I.It.Base.getIdentifierInfo())
          M = MapRef{Mo.Prefix, X, Mo.Name.str(), S.Toks[Mo.Begin].getLocation()};
    llvm::StringRef Want = I.It.In ? "to" : "from";
    if (!M || M->Type != Want) {
      error(PP, I.It.Loc,
            "%0-item '%1' is not in a '%2' clause of '#pragma omp %3'; the "
            "approximated transfer is %4 the device")
          << Dir << I.It.name() << Want << Site << (I.It.In ? "to" : "from");
      return false;
    }
  } else {
    M = findMap(Dirs, I.It.Base.getIdentifierInfo());
    if (!M) {
      error(PP, I.It.Loc,
            "%0-item '%1' is not mapped by the construct; add it to a 'map' "
            "clause of '#pragma omp %2'")
          << Dir << I.It.name() << Site;
      return false;
    }
    bool To = M->Type == "to" || M->Type == "tofrom";
    bool From = M->Type == "from" || M->Type == "tofrom";
    bool Ok = I.It.In ? To && Kind != SiteKind::ExitData : From && Kind != SiteKind::EnterData;
    if (Kind == SiteKind::EnterData && !I.It.In)
      Ok = false;
    if (!Ok) {
      error(PP, M->Loc,
            "%0-item '%1' is mapped '%2' by '#pragma omp %3', which moves nothing "
            "%4 the device to approximate; %5")
          << Dir << I.It.name() << M->Type << Site << (I.It.In ? "to" : "from")
          << (I.It.In ? "map it 'to' at 'target data' or 'target enter data'"
                      : "map it 'from' at 'target data' or 'target exit data'");
      return false;
    }
  }
  if (const Token *T = mapModifier(*M, "always")) {
    error(PP, T->getLocation(),
          "'always' in the map of %0-item '%1' would move it exactly over "
          "the approximated transfer; remove 'always'")
        << Dir << I.It.name();
    return false;
  }
  // 'present' would check the runtime's copy, not the item.
  if (const Token *T = mapModifier(*M, "present")) {
    error(PP, T->getLocation(),
          "'present' in the map of %0-item '%1' is not supported: the approximated transfer "
          "maps its own device copy in the item's place, so '#pragma omp %2' would no longer "
          "check that '%1' is present; remove 'present', or the item from the '%0' clause")
        << Dir << I.It.name() << Site;
    return false;
  }
  I.Map = *M;
  if (!mapRange(PP, M->Loc, M->Item, I.It.name(), I.Start, I.Bytes,
                Kind == SiteKind::Update ? &I.Rows : nullptr))
    return false;
  ItemUse Use;
  Use.Reconstruct = I.Perf;
  if (I.Prec)
    Use.Precision = D.Precision->Mode;
  if (I.Unorm)
    Use.Unorm = D.Unorm->Mode;
  Use.WrittenBack = !I.It.In;
  // A type that depends on a template parameter is checked per instantiation
  // by the static assertions of the geometry.
  return checkItemType(PP, Ctx.Sema, D.PragmaLoc, I.It, Use) != ItemCheck::Bad;
}

bool SiteEmitter::analyze() {
  std::vector<DataItem> In, Out;
  if ((D.In && !parseDataItems(PP, *D.In, true, In)) ||
      (D.Out && !parseDataItems(PP, *D.Out, false, Out)))
    return false;
  if (D.Perfo && !D.Reconstruct) {
    error(PP, D.Perfo->KindLoc,
          "'perfo' at '#pragma omp %0' perforates the transfer of the "
          "items and needs 'reconstruct(nn|lerp)'")
        << Site;
    return false;
  }
  if (D.Reconstruct && !D.Perfo) {
    error(PP, D.Reconstruct->Loc,
          "'reconstruct' at '#pragma omp %0' needs 'perfo' (which rows "
          "are transferred)")
        << Site;
    return false;
  }
  if (D.Reconstruct && D.Reconstruct->Place) {
    error(PP, D.Reconstruct->Loc,
          "'host'/'device' in 'reconstruct' choose where a loop's input "
          "is perforated; at '#pragma omp %0' the rows are rebuilt "
          "where the transfer arrives")
        << Site;
    return false;
  }
  // Clauses at the directive's top level (not a list item's name).
  int Depth = 0;
  for (const Token &T : S.Toks) {
    if (T.isOneOf(tok::l_paren, tok::l_square))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_square))
      --Depth;
    llvm::StringRef W = identName(T);
    if (Depth == 0 && (W == "nowait" || W == "depend")) {
      error(PP, T.getLocation(),
            "'%0' cannot be combined with approximated transfers at "
            "'#pragma omp %1' (they run before and after it)")
          << W << Site;
      return false;
    }
  }
  if (D.Precision) {
    PrecCType = precCType(D.Precision->Mode).str();
    PrecKind = abiName(D.Precision->Mode).str();
  }
  if (D.Unorm)
    Bits = static_cast<int>(D.Unorm->Mode);
  auto Listed = [](const std::optional<ExprToks> &Arg, const IdentifierInfo *II) {
    if (!Arg)
      return false;
    for (const TokenVec &T : splitTopLevel(Arg->Toks, tok::comma))
      if (T.size() == 1 && T[0].getIdentifierInfo() == II)
        return true;
    return false;
  };
  unsigned K = 0;
  for (std::vector<DataItem> *V : {&In, &Out})
    for (DataItem &X : *V) {
      SiteItem I;
      I.It = X;
      I.Index = K;
      I.K = N + "_" + std::to_string(K++);
      const IdentifierInfo *II = X.Base.getIdentifierInfo();
      I.Perf = D.Perfo.has_value();
      I.Unorm = D.Unorm && Listed(D.Unorm->Arg, II);
      I.Prec = D.Precision && !I.Unorm && (!D.Precision->Arg || Listed(D.Precision->Arg, II));
      if (I.Perf && (I.Prec || I.Unorm)) {
        error(PP, X.Loc,
              "item '%0': 'perfo' and 'precision' on one transfer at '#pragma omp "
              "%1' are not supported yet; use one of them")
            << X.name() << Site;
        return false;
      }
      if (!checkItem(I))
        return false;
      AnyPrec |= I.Prec || I.Unorm;
      AnyPerf |= I.Perf;
      Items.push_back(std::move(I));
    }
  // A precision list names the items; there is no statement to retype.
  if (D.Precision && D.Precision->Arg)
    for (const TokenVec &T : splitTopLevel(D.Precision->Arg->Toks, tok::comma))
      if (llvm::none_of(Items, [&](const SiteItem &I) {
            return I.It.Base.getIdentifierInfo() == T[0].getIdentifierInfo();
          })) {
        error(PP, T[0].getLocation(),
              "'precision' list names '%0', which is not an 'in'/'out' "
              "item of the transfer at '#pragma omp %1'")
            << identName(T[0]) << Site;
        return false;
      }
  // The clauses approximate the transfer of the items: without any there is
  // nothing to approximate (and no statement to retype).
  if (Items.empty()) {
    SourceLocation L = D.Precision             ? D.Precision->Loc
                       : D.Unorm               ? D.Unorm->Loc
                       : !D.Precisions.empty() ? D.Precisions.front().Loc
                                               : D.PragmaLoc;
    error(PP, L,
          "'precision' at '#pragma omp %0' approximates the transfer of the pragma's "
          "'in'/'out' items, and it has none; add the arrays it moves as items "
          "('in(a[lo:len])' to the device, 'out(a[lo:len])' back); region-wide "
          "precision belongs on a target construct that computes")
        << Site;
    return false;
  }
  return true;
}

} // namespace data
} // namespace approx
