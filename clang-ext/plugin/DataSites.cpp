//===- DataSites.cpp - data clauses before target data / enter / exit / update ===//
//
// Analysis and assembly of a data site (DataSites.h, docs/data.md "Data
// sites"). Per approximated item the lowered code, around the user's
// directive that stays as written, is:
//
//   target data     enter data map(alloc|to: item); fill the device copy
//                   approximately (in) | the directive | drain it
//                   approximately (out); exit data map(release|from: item)
//   enter data      enter data map(alloc: item); fill | the directive |
//                   exit data map(release: item)
//   exit data       drain; enter data map(alloc: item) | the directive |
//                   exit data map(release: item)
//   target update   fill or drain | the directive without the item
//
// so the directive finds the item present (our reference keeps it above
// zero) and moves nothing of it. Nothing is approximated, and the
// directive runs as written, when the region is disabled, the directive
// runs on the host (no device copy), for precision on a device in host
// memory (docs/data.md, "Where the construct runs"), for an empty item, and
// at target data / enter data for an item already present (warned once).
//
//===----------------------------------------------------------------------===//
#include "DataSites.h"
#include "DataScalars.h"
#include "ItemTypes.h"

using namespace clang;

namespace approx {
namespace data {

SiteEmitter::SiteEmitter(Preprocessor &PP, const ApproxDirective &D, Stmt &S,
                         const LoweringContext &Ctx)
    : PP(PP), D(D), S(S), Ctx(Ctx), N(std::to_string(Ctx.Id)), Label(D.label()) {
  Hash = hashLiteral(labelHash(Label));
  LabelLit = "\"" + escapeString(Label) + "\"";
  CXX = PP.getLangOpts().CPlusPlus;
  Site = constructName(S);
  Kind = Site == "target data"         ? SiteKind::TargetData
         : Site == "target enter data" ? SiteKind::EnterData
         : Site == "target exit data"  ? SiteKind::ExitData
                                       : SiteKind::Update;
}

namespace {
/// A motion clause `to(...)` / `from(...)` of a target update: its name,
/// the prefix up to ':' (modifiers) and its list items, with the token
/// range [Begin, End] of the clause in the directive.
struct Motion {
  llvm::StringRef Name;
  TokenVec Prefix;
  std::vector<TokenVec> Items;
  size_t Begin, End;
};
} // namespace

static std::vector<Motion> motionClauses(const TokenVec &T) {
  std::vector<Motion> R;
  for (size_t I = 0; I + 1 < T.size(); ++I) {
    if (!T[I].getIdentifierInfo() || T[I + 1].isNot(tok::l_paren))
      continue;
    size_t E = closingBracket(T, I + 1);
    if (E >= T.size())
      break;
    llvm::StringRef W = identName(T[I]);
    if (W == "to" || W == "from") {
      Motion M{W, {}, {}, I, E};
      llvm::ArrayRef<Token> Args = llvm::ArrayRef<Token>(T).slice(I + 2, E - I - 2);
      std::vector<TokenVec> Parts = splitTopLevel(Args, tok::colon);
      if (Parts.size() >= 2) {
        size_t P = Parts[0].size() + 1;
        M.Prefix.append(Args.begin(), Args.begin() + P);
        Args = Args.drop_front(P);
      }
      M.Items = splitTopLevel(Args, tok::comma);
      R.push_back(std::move(M));
    }
    I = E;
  }
  return R;
}

bool SiteEmitter::checkItem(SiteItem &I) {
  const char *Dir = I.It.In ? "in" : "out";
  if (!I.It.isArray()) {
    error(PP, I.It.Loc, "%0-item '%1' is a scalar; at '#pragma omp %2' only array items "
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
      error(PP, I.It.Loc, "%0-item '%1' is not in a '%2' clause of '#pragma omp %3'; the "
                          "approximated transfer is %4 the device")
          << Dir << I.It.name() << Want << Site << (I.It.In ? "to" : "from");
      return false;
    }
  } else {
    M = findMap(Dirs, I.It.Base.getIdentifierInfo());
    if (!M) {
      error(PP, I.It.Loc, "%0-item '%1' is not mapped by the construct; add it to a 'map' "
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
      error(PP, M->Loc, "%0-item '%1' is mapped '%2' by '#pragma omp %3', which moves nothing "
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
    error(PP, D.Perfo->KindLoc, "'perfo' at '#pragma omp %0' perforates the transfer of the "
                                "items and needs 'reconstruct(nn|lerp)'")
        << Site;
    return false;
  }
  if (D.Reconstruct && !D.Perfo) {
    error(PP, D.Reconstruct->Loc, "'reconstruct' at '#pragma omp %0' needs 'perfo' (which rows "
                                  "are transferred)")
        << Site;
    return false;
  }
  if (D.Reconstruct && D.Reconstruct->Place) {
    error(PP, D.Reconstruct->Loc, "'host'/'device' in 'reconstruct' choose where a loop's input "
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
      error(PP, T.getLocation(), "'%0' cannot be combined with approximated transfers at "
                                 "'#pragma omp %1' (they run before and after it)")
          << W << Site;
      return false;
    }
  }
  if (D.Precision) {
    switch (D.Precision->Mode) {
    case PrecType::Half: PrecCType = "_Float16"; break;
    case PrecType::BF16: PrecCType = "__bf16"; break;
    case PrecType::Float: PrecCType = "float"; break;
    }
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
        error(PP, X.Loc, "item '%0': 'perfo' and 'precision' on one transfer at '#pragma omp "
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

TokenVec SiteEmitter::dataDirective(const SiteItem &I, llvm::StringRef Dir, llvm::StringRef Type) {
  Code C = code();
  C.ompBegin() << "target " << Dir << " data map(" << Type << ": " << I.Map.Item
               << ") device(__approx_dev" << N << ")";
  C.ompEnd();
  return C.take();
}

TokenVec SiteEmitter::updateRest() {
  // The directive's tokens with the approximated list items taken out of
  // its motion clauses (a clause left empty goes too).
  std::vector<Motion> Ms = motionClauses(S.Toks);
  Code C = code();
  bool AnyLeft = false;
  size_t Pos = 0;
  for (Motion &M : Ms) {
    for (; Pos < M.Begin; ++Pos)
      C << TokenVec{S.Toks[Pos]};
    Pos = M.End + 1;
    std::vector<TokenVec> Keep;
    for (TokenVec &X : M.Items)
      if (llvm::none_of(Items, [&](const SiteItem &I) {
            return listItemBase(X) == I.It.Base.getIdentifierInfo();
          }))
        Keep.push_back(X);
    if (Keep.empty())
      continue;
    AnyLeft = true;
    C << " " << M.Name << "(" << M.Prefix;
    for (size_t J = 0; J < Keep.size(); ++J)
      C << (J ? ", " : " ") << Keep[J];
    C << ")";
  }
  for (; Pos < S.Toks.size(); ++Pos)
    C << TokenVec{S.Toks[Pos]};
  if (!AnyLeft)
    return {};
  return C.take();
}

bool SiteEmitter::run(TokenVec &Out) {
  if (!analyze())
    return false;
  Code C = code();
  C << "{" << labelRegistration(D, Ctx);
  declareEnabled(C, D, N, Hash, T("1"));
  if (D.Reconstruct) // with perfo (analyze)
    declareMethod(C, D, N, Hash);
  Stmt *Dirs[] = {&S};
  if (!declareDevice(PP, C, Dirs, N))
    return false;
  bindDeviceClauses(Dirs, N, [&](llvm::StringRef Name) { return T(Name); });
  // Declarations first in each block (C's -Wdeclaration-after-statement):
  // after the device's probe, a block for the timer and the items'.
  probeDeviceKind(C, N);
  C.scope() << "const double __approx_t" << N << " = __approxrt_now();";
  C << "const int __approx_go" << N << " = __approx_en" << N << " && !__approxrt_site_skip("
    << LabelLit << ", __approx_dk" << N << ", " << (AnyPrec ? "1" : "0") << ");";
  for (const SiteItem &I : Items)
    C << geometry(I);
  for (const SiteItem &I : Items)
    C << checks(I);
  // Items already present: the directive moves nothing of them, so there
  // is no transfer to approximate (target data / enter data: warned; exit
  // data: the directive only drops a reference).
  for (const SiteItem &I : Items) {
    if (Kind == SiteKind::Update)
      continue;
    const TokenVec &Start = I.Start;
    if (Kind == SiteKind::ExitData)
      C << "if (" << I.var("on") << " && !__approxrt_data_present(" << Start << ", __approx_dev"
        << N << ")) " << I.var("on") << " = 0;";
    else
      C << "if (" << I.var("on") << " && __approxrt_data_present(" << Start << ", __approx_dev"
        << N << ")) { static int __approx_once = 0; __approxrt_data_not_applied(" << LabelLit
        << ", " << itemStr(I) << ", \"" << what(I) << "\", __approx_dev" << N
        << ", &__approx_once); " << I.var("on") << " = 0; }";
  }
  TokenVec Flat;
  S.flatten(Flat);
  auto Each = [&](bool In, auto F) {
    for (const SiteItem &I : Items)
      if (I.It.In == In) {
        C << "if (" << I.var("on") << ") {";
        F(I);
        C << "}";
      }
  };
  switch (Kind) {
  case SiteKind::TargetData:
    Each(true, [&](const SiteItem &I) { C << dataDirective(I, "enter", "alloc") << toDevice(I); });
    Each(false, [&](const SiteItem &I) {
      C << dataDirective(I, "enter", I.Map.Type == "tofrom" ? "to" : "alloc");
    });
    C << Flat;
    Each(false, [&](const SiteItem &I) {
      C << fromDevice(I) << dataDirective(I, "exit", "release");
    });
    Each(true, [&](const SiteItem &I) {
      C << dataDirective(I, "exit", I.Map.Type == "tofrom" ? "from" : "release");
    });
    break;
  case SiteKind::EnterData:
    Each(true, [&](const SiteItem &I) { C << dataDirective(I, "enter", "alloc") << toDevice(I); });
    C << Flat;
    Each(true, [&](const SiteItem &I) { C << dataDirective(I, "exit", "release"); });
    break;
  case SiteKind::ExitData:
    Each(false, [&](const SiteItem &I) {
      C << fromDevice(I) << dataDirective(I, "enter", "alloc");
    });
    C << Flat;
    Each(false, [&](const SiteItem &I) { C << dataDirective(I, "exit", "release"); });
    break;
  case SiteKind::Update: {
    TokenVec Rest = updateRest();
    C << "if (__approx_go" << N << ") {";
    if (!Rest.empty())
      C << Rest;
    Each(true, [&](const SiteItem &I) { C << toDevice(I); });
    Each(false, [&](const SiteItem &I) { C << fromDevice(I); });
    C << "} else {" << Flat << "}";
    break;
  }
  }
  // One execution: the rows of the first item, every row kept when it was
  // not perforated (precision; perforation not applied), and the time.
  const SiteItem &F = Items.front();
  C << "if (__approxrt_reporting()) { ";
  if (F.Perf)
    C << "if (" << F.var("on") << ") __approx_data_record_rows(" << LabelLit << ", &" << F.var("q")
      << "); else ";
  C << "__approxrt_record_perfo(" << LabelLit << ", " << F.var("R") << ", " << F.var("R") << ");";
  C << "} __approxrt_record_time(" << LabelLit << ", __approxrt_now() - __approx_t" << N << ");";
  C.closeScopes() << "}";
  Out = C.take();
  if (Ctx.Remarks) {
    std::string W;
    for (const SiteItem &I : Items)
      W += (W.empty() ? "" : "; ") + std::string(I.It.In ? "in" : "out") + "-item '" +
           I.It.name() + "': " + what(I);
    remark(PP, D.PragmaLoc, "approx region '%0': the transfer of '#pragma omp %1' is "
                            "approximated (%2)")
        << Label << Site << W;
  }
  return true;
}

} // namespace data

bool lowerDataSite(Preprocessor &PP, const ApproxDirective &D, Stmt &S,
                   const LoweringContext &Ctx, TokenVec &Out) {
  data::SiteEmitter E(PP, D, S, Ctx);
  return E.run(Out);
}

} // namespace approx
