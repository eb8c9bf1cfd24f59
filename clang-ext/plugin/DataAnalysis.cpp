//===- DataAnalysis.cpp - which technique each data item gets ---------------===//
//
// DataRegion::analyze(): parses the in/out items, finds the construct (the
// chain of OpenMP directives the pragma stands before), and gives each item
// its techniques: host input perforation or the device accessor (in-items
// with 'reconstruct', by where the construct runs and 'host'/'device'),
// output reconstruction (out-items with 'reconstruct'), a reduced-precision
// copy or a fixed-point transfer ('precision'). Then it checks what only the
// construct can tell: the items' maps, 'always' and 'nowait', and the
// element types Sema knows. The checks that need no statement are in
// DirectiveChecks.cpp, before the statement is read.
//
//===----------------------------------------------------------------------===//
#include "DataRegion.h"
#include "ItemTypes.h"

using namespace clang;

namespace approx {
namespace data {

bool DataRegion::analyze() {
  std::vector<DataItem> In, Out;
  if ((D.In && !parseDataItems(PP, *D.In, true, In)) ||
      (D.Out && !parseDataItems(PP, *D.Out, false, Out)))
    return false;
  unsigned K = 0;
  for (std::vector<DataItem> *It : {&In, &Out})
    for (DataItem &X : *It) {
      ItemInfo I;
      I.It = X;
      I.K = N + "_" + std::to_string(K++);
      I.Name = X.Base;
      Items.push_back(std::move(I));
    }

  // The construct: the chain of OpenMP directives and what they apply to.
  Stmt *Cur = &S;
  while (Cur->Kind == Stmt::Directive) {
    Dirs.push_back(Cur);
    if (isTargetConstruct(Cur->directiveName())) {
      Offloaded = true;
      if (!TargetDir)
        TargetDir = Cur;
    }
    if (!Cur->Body)
      break;
    Cur = Cur->Body.get();
  }

  Recon = D.Reconstruct.has_value();
  WhereDevice = Recon && D.Reconstruct->Place == ReconPlace::Device;
  bool OutArray = false, InArray = false;
  for (ItemInfo &I : Items) {
    OutArray |= !I.It.In && I.It.isArray();
    InArray |= I.It.In && I.It.isArray();
  }
  LoopPerforated = D.Perfo && (!Recon || OutArray);
  for (ItemInfo &I : Items) {
    if (!Recon || !I.It.isArray())
      continue;
    if (I.It.In) {
      I.HostPerf = Offloaded && !WhereDevice;
      I.Acc = !I.HostPerf;
    } else {
      I.OutRecon = true;
      AnyOutRecon = true;
      // 'host' named on an offloaded construct: only the kept rows come
      // back, rebuilt on the host (HostOutputRows.cpp).
      I.RowsOut = Offloaded && D.Reconstruct->Place == ReconPlace::Host;
    }
  }
  (void)InArray;

  // Arrays a precision list names that the target construct maps as a
  // section and the pragma does not name as items: reduced copies of their
  // own, like items (in for 'to', out for 'from' and 'tofrom').
  if (Offloaded)
    for (const PrecClause &P : D.Precisions) {
      if (!P.Type || !P.Arg)
        continue;
      for (const TokenVec &T : splitTopLevel(P.Arg->Toks, tok::comma)) {
        const IdentifierInfo *II = T[0].getIdentifierInfo();
        if (llvm::any_of(Items,
                         [&](const ItemInfo &I) { return I.It.Base.getIdentifierInfo() == II; }))
          continue;
        std::optional<MapRef> M = findMap(Dirs, II);
        if (!M || M->Item.size() < 2 || M->Item[1].isNot(tok::l_square) ||
            (M->Type != "to" && M->Type != "from" && M->Type != "tofrom"))
          continue; // VarPrecisionOuter.cpp reports it
        std::vector<DataItem> Parsed;
        if (!parseDataItems(PP, DataClause{T[0].getLocation(), M->Item}, M->Type == "to", Parsed))
          return false;
        ItemInfo I;
        I.It = Parsed.front();
        I.K = N + "_" + std::to_string(K++);
        I.Name = I.It.Base;
        I.FromMap = I.Listed = true;
        I.ListLoc = T[0].getLocation();
        I.PrecMode = *P.Type;
        Items.push_back(std::move(I));
      }
    }

  // precision(type [: list])
  if (D.Precision) {
    PrecCType = precCType(D.Precision->Mode).str();
    PrecKind = abiName(D.Precision->Mode);
    if (D.Precision->Arg)
      for (const TokenVec &T : splitTopLevel(D.Precision->Arg->Toks, tok::comma))
        PrecList.push_back(T[0]);
    for (ItemInfo &I : Items) {
      if (I.FromMap) {
        I.Reduced = true;
        continue;
      }
      auto L = llvm::find_if(PrecList, [&](const Token &T) {
        return T.getIdentifierInfo() == I.It.Base.getIdentifierInfo();
      });
      I.Listed = L != PrecList.end();
      if (I.Listed)
        I.ListLoc = L->getLocation();
      I.Reduced = !D.Precision->Arg || I.Listed;
      I.PrecMode = D.Precision->Mode;
    }
    // precision(double : list) keeps the listed items exact.
    for (const PrecClause &P : D.Precisions)
      if (!P.Type)
        for (const TokenVec &T : splitTopLevel(P.Arg->Toks, tok::comma))
          for (ItemInfo &I : Items)
            I.Reduced &= I.It.Base.getIdentifierInfo() != T[0].getIdentifierInfo();
  }
  if (D.Unorm)
    for (const TokenVec &T : splitTopLevel(D.Unorm->Arg->Toks, tok::comma))
      for (ItemInfo &I : Items)
        if (I.It.In && I.It.Base.getIdentifierInfo() == T[0].getIdentifierInfo()) {
          I.Unorm = true;
          I.Reduced = false; // a listless float precision covers the other items
        }
  for (ItemInfo &I : Items) {
    AnyReduced |= I.Reduced;
    AnyUnorm |= I.Unorm;
    I.PrecCType = precCType(I.PrecMode).str();
    I.PrecKind = abiName(I.PrecMode);
  }

  // Code around the loop needs the pragma before '#pragma omp'.
  if (Ctx.OmpFirst && (AnyReduced || AnyUnorm || (Recon && (InArray || OutArray)))) {
    error(PP, D.PragmaLoc,
          "'in', 'out' and 'precision' items need '#pragma approx' before the "
          "'#pragma omp' directive of the loop (they add code around it)");
    return false;
  }
  for (ItemInfo &I : Items) {
    if (!I.Unorm)
      continue;
    if (!Offloaded) {
      error(PP, I.It.Loc,
            "'precision(%1)' narrows the transfer of '%0' to the device, but the "
            "statement is not a target construct")
          << I.It.name() << spelling(D.Unorm->Mode);
      return false;
    }
    if (I.Acc) {
      error(PP, I.It.Loc, "in-item '%0' is perforated on the device ('reconstruct'); "
                          "'precision(%1)' applies to an in-item transferred whole or "
                          "perforated on the host")
          << I.It.name() << spelling(D.Unorm->Mode);
      return false;
    }
  }
  // Element types, where Sema can tell (ItemTypes.h): one error at the item.
  for (ItemInfo &I : Items) {
    ItemUse Use;
    Use.Reconstruct = I.OutRecon || I.HostPerf || I.Acc;
    if (I.Reduced)
      Use.Precision = I.PrecMode;
    if (I.Unorm)
      Use.Unorm = D.Unorm->Mode;
    Use.WrittenBack = !I.It.In && (I.OutRecon || I.Reduced);
    Use.OwnStorage = Offloaded && I.OutRecon && !I.RowsOut;
    ItemCheck R = checkItemType(PP, Ctx.Sema, D.PragmaLoc, I.It, Use);
    if (R == ItemCheck::Bad)
      return false;
    I.Dependent = R == ItemCheck::Dependent;
  }
  // Output rows on the host narrow the kept rows in their gather kernel:
  // the construct computes and holds the item in its own type.
  AnyReduced = false;
  for (ItemInfo &I : Items) {
    if (I.RowsOut && I.Reduced) {
      I.RowsNarrow = true;
      I.Reduced = false;
    }
    AnyReduced |= I.Reduced;
  }
  // The technique that builds an item's device copy, for diagnostics.
  auto what = [&](const ItemInfo &I) -> std::string {
    return I.Unorm     ? "precision(" + spelling(D.Unorm->Mode).str() + ")"
           : I.Reduced ? "precision(" + spelling(I.PrecMode).str() + ")"
           : I.RowsOut ? "output rows on the host"
                       : "input perforation on the host";
  };
  if (Offloaded) {
    for (ItemInfo &I : Items) {
      I.Map = findMap(Dirs, I.It.Base.getIdentifierInfo());
      if (!I.It.isArray())
        continue; // scalars may be firstprivate
      if (!I.Map) {
        error(PP, I.It.Loc,
              "%0-item '%1' is not mapped by the construct; add it to a 'map' "
              "clause of '#pragma omp %2'")
            << (I.It.In ? "in" : "out") << I.It.name() << constructName(*TargetDir);
        return false;
      }
      if (I.Unorm && I.Map->Type != "to") {
        error(PP, I.Map->Loc,
              "'precision(%2)' item '%0' must be mapped 'to' (its device "
              "copy is not copied back), not '%1'")
            << I.It.name() << I.Map->Type << spelling(D.Unorm->Mode);
        return false;
      }
      // Host perforation's device copy is never copied back (docs/data.md).
      if (I.HostPerf && !I.Unorm && I.Map->Type != "to") {
        error(PP, I.It.Loc,
              "in-item '%0' perforated on the host must be mapped 'to' by the construct, not "
              "'%1': %select{its map moves nothing to the device to perforate|the construct "
              "works on a device copy that is not copied back, so what the statement writes to "
              "'%0' would be lost; write the results to another array, or put the pragma "
              "before a '#pragma omp target data map(tofrom: ...)' around the construct, whose "
              "end copies the device copy back}2")
            << I.It.name() << I.Map->Type << (I.Map->Type == "tofrom" || I.Map->Type == "from");
        return false;
      }
      // 'always' would copy the host data over the copy the runtime built
      // (and read the private key it is associated with).
      if (I.RowsOut && I.Map->Type != "from" && I.Map->Type != "tofrom") {
        error(PP, I.Map->Loc, "out-item '%0' with 'reconstruct(%1, host)' must be mapped 'from' "
                              "or 'tofrom' (its kept rows are brought back), not '%2'")
            << I.It.name() << spelling(D.Reconstruct->Mode) << I.Map->Type;
        return false;
      }
      if (const Token *T = mapModifier(*I.Map, "always");
          T && (I.HostPerf || I.Unorm || I.RowsOut)) {
        error(PP, T->getLocation(),
              "'always' in the map of %0-item '%1' would copy it over "
              "the device copy that %2 builds; remove 'always'")
            << (I.It.In ? "in" : "out") << I.It.name() << what(I);
        return false;
      }
      // 'present' asks OpenMP to check that the item is on the device
      // already; the construct maps the runtime's copy (at a private key,
      // or the reduced copy) instead, which always is: the check would be
      // lost, and a present item runs exactly anyway (docs/data.md).
      if (const Token *T = mapModifier(*I.Map, "present");
          T && (I.HostPerf || I.Unorm || I.RowsOut || I.Reduced)) {
        error(PP, T->getLocation(),
              "'present' in the map of %0-item '%1' is not supported: %2 maps its own "
              "device copy in the item's place, so the construct would no longer check "
              "that '%1' is present; remove 'present', or the item from the '%0' clause")
            << (I.It.In ? "in" : "out") << I.It.name() << what(I);
        return false;
      }
      // The runtime's copies are released (and out-items widened) right
      // after the construct, which with 'nowait' may not have run yet.
      // So is the row table of input reconstruction on the device, handed
      // back to the runtime's cache (and reused or freed) after the launch.
      if ((I.OutRecon || I.HostPerf || I.Unorm || I.Reduced || I.Acc) &&
          hasClause(Dirs, "nowait")) {
        std::string What = I.RowsOut ? "output rows on the host ('reconstruct(" +
                                           spelling(D.Reconstruct->Mode).str() + ", host)')"
                           : I.OutRecon ? "output reconstruction"
                           : I.Unorm    ? "precision(" + spelling(D.Unorm->Mode).str() + ")"
                           : I.Reduced  ? "precision(" + spelling(I.PrecMode).str() + ")"
                           : I.Acc      ? "input reconstruction on the device ('reconstruct(" +
                                         spelling(D.Reconstruct->Mode).str() + ", device)')"
                                   : "input perforation on the host";
        error(PP, I.It.Loc, "%0 of '%1' cannot be combined with 'nowait' on the construct")
            << What << I.It.name();
        return false;
      }
    }
  }
  return true;
}

} // namespace data
} // namespace approx
