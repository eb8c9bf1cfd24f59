//===- NestedRegions.cpp - exact copies of regions inside regions ---------===//
//
// The bookkeeping behind NestedRegions.h (whether a region is nested is
// StmtReader::insideStatement(): handlers run re-entrantly, from inside the
// reader of the enclosing statement): the code as written of each marked
// region by its id, and the token scans that substitute or strip the markers. A
// marker is a declaration right after the lowered compound's `{`,
// `enum { __approx_nest_<id> };`, an unused enumerator where no handler
// strips it.
//
//===----------------------------------------------------------------------===//
#include "NestedRegions.h"
#include "Diag.h"
#include "Labels.h"
#include "Lowering.h"
#include "llvm/ADT/DenseMap.h"
#include <optional>

using namespace clang;

namespace approx {
namespace {

struct MarkedRegion {
  TokenVec Original;
  llvm::SmallVector<uint64_t, 4> Hashes; // its own label's, then those inside it
  // A replacement that is not one compound statement (the inline form of a
  // loop in a collapsed nest, where no declaration may stand before it) is
  // known by its first and last tokens instead of a marker.
  bool Unbraced = false;
  Token First, Last;
};

llvm::DenseMap<unsigned, MarkedRegion> &marked() {
  static llvm::DenseMap<unsigned, MarkedRegion> M;
  return M;
}

constexpr llvm::StringLiteral Prefix = "__approx_nest_";
constexpr size_t MarkerSize = 5; // enum { __approx_nest_<id> } ;

/// The id of a marker starting at T[I], if there is one.
std::optional<unsigned> markerAt(llvm::ArrayRef<Token> T, size_t I) {
  if (I + MarkerSize > T.size() || !T[I].is(tok::kw_enum) || !T[I + 1].is(tok::l_brace) ||
      !T[I + 2].is(tok::identifier) || !T[I + 3].is(tok::r_brace) || !T[I + 4].is(tok::semi))
    return std::nullopt;
  llvm::StringRef Name = T[I + 2].getIdentifierInfo()->getName();
  unsigned Id;
  if (!Name.consume_front(Prefix) || Name.getAsInteger(10, Id))
    return std::nullopt;
  return Id;
}

/// The unbraced marked regions, by the raw location of their first token.
llvm::DenseMap<SourceLocation::UIntTy, unsigned> &unbraced() {
  static llvm::DenseMap<SourceLocation::UIntTy, unsigned> M;
  return M;
}

bool sameToken(const Token &A, const Token &B) {
  return A.getKind() == B.getKind() && A.getLocation() == B.getLocation();
}

/// The index of the last token of the unbraced region R starting at T[I]:
/// the first token after it that is R's last one, with the brackets
/// between balanced.
std::optional<size_t> unbracedEnd(llvm::ArrayRef<Token> T, size_t I, const MarkedRegion &R) {
  int Depth = 0;
  for (size_t J = I; J < T.size(); ++J) {
    if (T[J].isOneOf(tok::l_paren, tok::l_brace, tok::l_square))
      ++Depth;
    else if (T[J].isOneOf(tok::r_paren, tok::r_brace, tok::r_square) && --Depth < 0)
      return std::nullopt;
    if (Depth == 0 && sameToken(T[J], R.Last))
      return J;
  }
  return std::nullopt;
}

/// The marked region starting at T[I] and the index of its last token.
std::optional<std::pair<const MarkedRegion *, size_t>> regionAt(llvm::ArrayRef<Token> T, size_t I) {
  std::optional<unsigned> Id;
  if (T[I].is(tok::l_brace))
    Id = markerAt(T, I + 1);
  if (!Id && T[I].getLocation().isValid()) {
    auto U = unbraced().find(T[I].getLocation().getRawEncoding());
    if (U != unbraced().end())
      Id = U->second;
  }
  auto It = Id ? marked().find(*Id) : marked().end();
  if (It == marked().end())
    return std::nullopt;
  const MarkedRegion &R = It->second;
  if (!R.Unbraced) // braced: up to its closing brace
    return std::make_pair(&R, closingBracket(T, I));
  if (!sameToken(T[I], R.First))
    return std::nullopt;
  std::optional<size_t> End = unbracedEnd(T, I, R);
  if (!End)
    return std::nullopt;
  return std::make_pair(&R, *End);
}

void addOnce(llvm::SmallVectorImpl<uint64_t> &Hashes, uint64_t H) {
  if (!llvm::is_contained(Hashes, H))
    Hashes.push_back(H);
}

} // namespace

void markNested(Preprocessor &PP, unsigned Id, const ApproxDirective &D,
                llvm::ArrayRef<Token> AsWritten, TokenVec &Lowered) {
  if (Lowered.size() < 2)
    return;
  MarkedRegion R;
  if (!isGroup(D)) // a group needs no state of its own to be exact
    R.Hashes.push_back(labelHash(D.label()));
  R.Original = exactCopy(AsWritten, R.Hashes);
  if (!Lowered.front().is(tok::l_brace) || closingBracket(Lowered, 0) != Lowered.size() - 1) {
    if (Lowered.front().getLocation().isInvalid())
      return;
    R.Unbraced = true;
    R.First = Lowered.front();
    R.Last = Lowered.back();
    if (unbracedEnd(Lowered, 0, R) != Lowered.size() - 1)
      return; // its last token closes something earlier: not recognizable
    unbraced()[R.First.getLocation().getRawEncoding()] = Id;
    marked()[Id] = std::move(R);
    return;
  }
  marked()[Id] = std::move(R);
  TokenBuilder B(PP, D.PragmaLoc);
  B.code(("enum { " + Prefix + llvm::Twine(Id) + " };").str());
  TokenVec Marker = B.take();
  Lowered.insert(Lowered.begin() + 1, Marker.begin(), Marker.end());
}

TokenVec exactCopy(llvm::ArrayRef<Token> Toks, llvm::SmallVectorImpl<uint64_t> &Hashes) {
  TokenVec Out;
  for (size_t I = 0; I < Toks.size(); ++I) {
    auto Found = regionAt(Toks, I);
    if (!Found) {
      Out.push_back(Toks[I]);
      continue;
    }
    const MarkedRegion &R = *Found->first;
    Out.append(R.Original.begin(), R.Original.end());
    for (uint64_t H : R.Hashes)
      addOnce(Hashes, H);
    I = Found->second; // the region's last token
  }
  return Out;
}

void stripMarkers(TokenVec &Toks) {
  TokenVec Out;
  for (size_t I = 0; I < Toks.size(); ++I) {
    if (I > 0 && Toks[I - 1].is(tok::l_brace) && markerAt(Toks, I)) {
      I += MarkerSize - 1;
      continue;
    }
    Out.push_back(Toks[I]);
  }
  Toks = std::move(Out);
}

bool isGroup(const ApproxDirective &D) {
  return !D.Perfo && !D.Memo && !D.In && !D.Out && !D.Inout && !D.Reconstruct &&
         D.Precisions.empty() && !D.Unorm && !D.Sync && !D.Atomic && !D.Branch;
}

bool lowerGroup(Preprocessor &PP, const ApproxDirective &D, Stmt &S, const LoweringContext &Ctx,
                TokenVec &Out) {
  TokenVec Lowered;
  S.flatten(Lowered);
  llvm::SmallVector<uint64_t, 4> Nested;
  TokenVec Original = exactCopy(Lowered, Nested);
  if (Ctx.OmpFirst) {
    error(PP, D.PragmaLoc, "a group ('#pragma approx' with only 'label' and 'if') cannot stand "
                           "between an OpenMP loop directive and its loop");
    return false;
  }
  if (Nested.empty()) {
    error(PP, D.PragmaLoc,
          "'#pragma approx' needs an approximation clause (perfo, memo, in, "
          "out, inout, reconstruct, precision, sync, atomic or branch), or approx regions "
          "in its statement to group");
    return false;
  }
  std::string Cond = "__approx_region_off(" + hashLiteral(labelHash(D.label())) + ", 1) || (";
  for (size_t I = 0; I < Nested.size(); ++I)
    Cond += (I ? " && " : "") + ("__approx_nested_off(" + hashLiteral(Nested[I]) + ")");
  Cond += ")";
  TokenBuilder B(PP, D.PragmaLoc);
  B.code("{").code(labelRegistration(D, Ctx));
  if (D.If)
    B.code("if (!($0) || " + Cond + ") {", {D.If->Toks});
  else
    B.code("if (" + Cond + ") {");
  B.append(Original).code("} else {").append(Lowered).code("} }");
  Out = B.take();
  if (Ctx.Remarks)
    remark(PP, D.PragmaLoc, "approx group '%0': the statement as written runs when the group "
                            "or all of its %1 regions are disabled")
        << D.label() << static_cast<unsigned>(Nested.size());
  return true;
}

} // namespace approx
