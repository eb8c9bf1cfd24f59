//===- FpRecord.cpp - a region's statement as written, for the report -----===//
//
// The first half of -fapprox-fp-report (FpReport.h): the pragma handler
// hands each region's statement over before any lowering, and this records
// what the analysis (FpGraph.h) and the report's "retypable" read from its
// tokens: the tokens' locations (which AST nodes lie in the region), the
// declarations with a floating-point type keyword, the arrays the region's
// construct maps as sections, those a time loop's kernels map (FpHoist.h),
// the names it assigns and those it uses as pointers. FpReport.cpp writes
// the report from the recorded regions.
//
//===----------------------------------------------------------------------===//
#include "FpAccess.h"
#include "FpGraph.h"
#include "FpHoist.h"
#include "FpReport.h"
#include "ItemTypes.h"
#include "Options.h"
#include "TokenScan.h"
#include "clang/Basic/SourceManager.h"
#include <algorithm>
#include <optional>

using namespace clang;

namespace approx {

std::vector<FpRegionSpan> &recordedFpRegions() {
  static std::vector<FpRegionSpan> R;
  return R;
}

namespace {

std::optional<FpType> keywordType(const Token &T) {
  switch (T.getKind()) {
  case tok::kw_double:
    return FpType::Double;
  case tok::kw_float:
    return FpType::Float;
  case tok::kw__Float16:
  case tok::kw_half:
    return FpType::Half;
  case tok::kw___bf16:
    return FpType::BF16;
  default:
    return std::nullopt;
  }
}

/// The declarators that follow a floating-point type keyword in Toks
/// (`double a = e, *p, w[3];`, `for (float x = 0; ...)`): name location ->
/// type. Casts, sizeof and template arguments have no declarator.
void scanWrittenTypes(llvm::ArrayRef<Token> Toks, llvm::DenseMap<SourceLocation, FpType> &Out,
                      llvm::StringSet<> &Names,
                      llvm::function_ref<std::optional<FpType>(const Token &)> TypeName) {
  for (size_t I = 0; I < Toks.size(); ++I) {
    std::optional<FpType> T = keywordType(Toks[I]);
    // A typedef name of a floating-point type before a declarator (`real x`).
    if (!T && Toks[I].is(tok::identifier) && I + 1 < Toks.size() &&
        Toks[I + 1].isOneOf(tok::identifier, tok::star, tok::kw_const) &&
        !(I > 0 && Toks[I - 1].isOneOf(tok::period, tok::arrow, tok::coloncolon)))
      T = TypeName(Toks[I]);
    if (!T || (I > 0 && Toks[I - 1].is(tok::kw_long)))
      continue;
    size_t J = I + 1;
    for (;;) {
      bool Pointer = false;
      while (J < Toks.size() &&
             Toks[J].isOneOf(tok::star, tok::kw_const, tok::kw_volatile, tok::kw_restrict))
        Pointer |= Toks[J++].is(tok::star);
      if (J >= Toks.size() || !Toks[J].is(tok::identifier))
        break;
      Out.try_emplace(Toks[J].getLocation(), *T);
      if (!Pointer) // a precision list may not name a pointer
        Names.insert(Toks[J].getIdentifierInfo()->getName());
      // To the next declarator (a top-level comma) or the end of the declaration.
      int Depth = 0;
      for (++J; J < Toks.size(); ++J) {
        if (Toks[J].isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
          ++Depth;
        else if (Toks[J].isOneOf(tok::r_paren, tok::r_square, tok::r_brace) && --Depth < 0)
          break;
        else if (Depth == 0 && Toks[J].isOneOf(tok::comma, tok::semi))
          break;
      }
      if (J >= Toks.size() || !Toks[J].is(tok::comma))
        break;
      ++J;
    }
  }
}

/// The section bases of the map clauses of the target construct that
/// begins Toks (`#pragma omp target ... map(to: a[0:n], b[0:n])`); nothing
/// when the statement does not begin with a target construct.
void scanMappedSections(llvm::ArrayRef<Token> Toks, llvm::StringMap<std::string> &Out,
                        bool &DataSite) {
  if (Toks.empty() || !Toks[0].is(tok::annot_pragma_openmp))
    return;
  llvm::SmallVector<llvm::StringRef, 8> Words = directiveWords(Toks);
  if (Words.empty() || Words[0] != "target")
    return;
  if (Words.size() > 1 && llvm::is_contained({"data", "enter", "exit", "update"}, Words[1])) {
    DataSite = true;
    return;
  }
  const size_t End = directiveEnd(Toks, 0);
  for (size_t I = 1; I + 1 < End; ++I) {
    if (identName(Toks[I]) != "map" || !Toks[I + 1].is(tok::l_paren))
      continue;
    // The list's top-level names followed by '[' (not those in subscripts).
    const size_t Close = closingBracket(Toks, I + 1);
    // The map type, named before the top-level ':' (`map(always, to: ...)`).
    const size_t Colon = topLevelEnd(Toks, I + 2, {tok::colon}); // or the clause's ')'
    const bool Typed = Colon < Close && Toks[Colon].is(tok::colon);
    const std::string Type =
        mapTypeOf(Typed ? Toks.slice(I + 2, Colon - I - 2) : llvm::ArrayRef<Token>()).str();
    const size_t First = Typed ? Colon + 1 : I + 2;
    for (size_t J = First; J < Close; ++J) {
      if (Toks[J].is(tok::identifier) && J + 1 < Close && Toks[J + 1].is(tok::l_square))
        Out[identName(Toks[J++])] = Type; // J at the section's '['
      if (Toks[J].isOneOf(tok::l_paren, tok::l_square))
        J = closingBracket(Toks, J);
    }
    I = Close;
  }
}

/// The identifiers of Toks that are assigned (assignedAt, the reading the
/// precision clause's check of scalars declared outside uses).
void scanAssigned(llvm::ArrayRef<Token> Toks, llvm::StringSet<> &Out) {
  for (size_t I = 0; I < Toks.size(); ++I)
    if (Toks[I].is(tok::identifier) && !(I > 0 && Toks[I - 1].isOneOf(tok::period, tok::arrow)) &&
        assignedAt(Toks, I))
      Out.insert(identName(Toks[I]));
}

/// The identifiers of Toks used other than to reach one element
/// (isElementUse) or as a member, outside OpenMP directives
/// (FpRegionSpan::PointerUses).
void scanPointerUses(llvm::ArrayRef<Token> Toks, llvm::StringSet<> &Out) {
  bool InDirective = false;
  for (size_t I = 0; I < Toks.size(); ++I) {
    if (Toks[I].isOneOf(tok::annot_pragma_openmp, tok::annot_pragma_openmp_end)) {
      InDirective = Toks[I].is(tok::annot_pragma_openmp);
      continue;
    }
    if (InDirective || Toks[I].isNot(tok::identifier) ||
        (I > 0 && Toks[I - 1].isOneOf(tok::period, tok::arrow)) || isElementUse(Toks, I))
      continue;
    Out.insert(identName(Toks[I]));
  }
}

} // namespace

bool fpReportWanted(const Preprocessor &PP) {
  const LangOptions &LO = PP.getLangOpts();
  return !getOptions().FpReport.empty() && !PP.isPreprocessedOutput() &&
         !(LO.OpenMP && LO.OpenMPIsTargetDevice) && !LO.CUDAIsDevice;
}

void recordFpRegion(Preprocessor &PP, Sema *S, llvm::StringRef Label, SourceLocation PragmaLoc,
                    llvm::ArrayRef<Token> Statement) {
  if (!fpReportWanted(PP))
    return;
  FpRegionSpan R;
  R.Label = Label.str();
  R.PragmaLoc = PragmaLoc;
  const SourceManager &SM = PP.getSourceManager();
  std::pair<FileID, unsigned> P = SM.getDecomposedExpansionLoc(PragmaLoc);
  R.File = P.first;
  R.PragmaOffset = R.Begin = R.End = P.second;
  for (const Token &T : Statement) {
    if (T.isAnnotation())
      continue;
    R.Tokens.insert(T.getLocation());
    if (T.getLocation().isInvalid())
      continue;
    std::pair<FileID, unsigned> L = SM.getDecomposedExpansionLoc(T.getLocation());
    if (L.first != R.File)
      continue;
    R.Begin = std::min(R.Begin, L.second);
    R.End = std::max(R.End, L.second);
  }
  auto TypeName = [&](const Token &T) -> std::optional<FpType> {
    NameFacts F = lookUpName(PP, S, PragmaLoc, T.getIdentifierInfo());
    return F.TypeName.isNull() ? std::nullopt : scalarType(F.TypeName);
  };
  scanWrittenTypes(Statement, R.WrittenTypes, R.Declared, TypeName);
  scanMappedSections(Statement, R.MappedSections, R.DataSite);
  llvm::StringMap<std::string> Hoisted; // a time loop's kernels' arrays
  hoistableSections(PP, Statement, Hoisted, &R.Tied);
  for (const auto &H : Hoisted) {
    R.MappedSections[H.getKey()] = H.getValue();
    R.Hoisted.insert(H.getKey());
  }
  scanAssigned(Statement, R.Assigned);
  scanPointerUses(Statement, R.PointerUses);
  for (const auto &H : Hoisted) // its kernels reach it by element; host code keeps the array
    R.PointerUses.erase(H.getKey());
  recordedFpRegions().push_back(std::move(R));
}

} // namespace approx
