//===- DataSites.cpp - data clauses before target data / enter / exit / update ===//
//
// Assembly of a data site (DataSites.h, docs/data.md "Data sites"; its
// checks: DataSiteAnalysis.cpp). Per approximated item the lowered code,
// around the user's directive that stays as written, is:
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

std::vector<Motion> motionClauses(const TokenVec &T) {
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
